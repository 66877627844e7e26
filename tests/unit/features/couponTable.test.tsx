/**
 * The coupon table shows 3 coupons a page (docs/product.md#constants-pages), numbered across the pages; a claim held
 * back has a way on, and the coupons stay claimable while the wheel is off.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { CouponTable } from '../../../src/features/spin/CouponTable';
import SpinPage from '../../../src/features/spin/SpinPage';
import { renderMember, type Member } from './renderMember';

let m: Member;
afterEach(() => m.stop());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const index = (row: HTMLElement) =>
  row.querySelector('td .cell-value')?.textContent ?? row.querySelector('td')?.textContent;

it("Somchai's 5 claimable coupons: 3 on page 1 (1–3), 2 on page 2 (4–5)", async () => {
  m = await renderMember(<CouponTable slices={[]} />);
  await screen.findByRole('table');
  expect(rows()).toHaveLength(3);
  expect(rows().map(index)).toEqual(['1', '2', '3']);
  await userEvent.click(screen.getByRole('button', { name: th.common.page.replace('{{page}}', '2') }));
  expect(rows()).toHaveLength(2);
  expect(rows().map(index)).toEqual(['4', '5']);
  expect(screen.queryByRole('button', { name: th.common.page.replace('{{page}}', '3') })).toBeNull();
});

it('soonest to expire first: the 50 baht coupon that expires within the hour is first on page 1, and marked', async () => {
  m = await renderMember(<CouponTable slices={[]} />);
  await screen.findByRole('table');
  const amount = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!.querySelector('.cell-value')?.textContent;
  expect(rows().map(amount)).toEqual(['50.00', '10.00', '1.00']);
  // Marked: the one that expires within the hour, as that (not "within a day"), and only it.
  expect(within(rows()[0]!).getByTestId('coupon-soon').textContent).toBe('หมดอายุภายใน 1 ชั่วโมง');
  expect(rows().filter((r) => within(r).queryByTestId('coupon-soon'))).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: th.common.page.replace('{{page}}', '2') }));
  expect(rows().map(amount)).toEqual(['5.00', '20.00']);
});

it('a claim held back by a running bonus says so and leads to the bonus page', async () => {
  m = await renderMember(<CouponTable slices={[]} />, {
    seed: (demo) => demo.controls.failNext('POST', '/api/spinwheel/coupon/claim', 'BONUS_REMAINING'),
  });
  await screen.findByRole('table');
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'รับรางวัล' }));
  const claim = screen.getByRole('dialog', { name: 'รับรางวัล' });
  await userEvent.click(within(claim).getByRole('button', { name: 'ยืนยัน' }));
  expect(await within(claim).findByRole('alert')).toHaveTextContent('คุณยังมีโบนัสที่ใช้งานอยู่ กรุณาทำให้ครบเงื่อนไขก่อนรับรางวัล');
  expect(within(claim).getByRole('link', { name: 'ไปที่โบนัสของฉัน' })).toHaveAttribute('href', '/bonus');
});

it('with the wheel off, the coupons already won are still there to claim', async () => {
  m = await renderMember(<SpinPage />, { seed: (demo) => void demo.controls.scenario('wheelOff') });
  expect(await screen.findByText('วงล้อนำโชคยังไม่เปิดให้หมุนในขณะนี้')).toBeVisible();
  await screen.findByRole('table');
  expect(rows()).toHaveLength(3);
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'รับรางวัล' }));
  const claim = screen.getByRole('dialog', { name: 'รับรางวัล' });
  await userEvent.click(within(claim).getByRole('button', { name: 'ยืนยัน' }));
  expect(await within(claim).findByRole('alert')).toHaveTextContent('เพิ่มรางวัลเข้ากระเป๋าเงินแล้ว');
});

// A refusal in the words of the screen it happens on (docs/product.md#errors-spin): the member typed no code.
it('a claim refused INVALID_CODE says the coupon was not found, not that a code is wrong', async () => {
  m = await renderMember(<CouponTable slices={[]} />, {
    seed: (demo) => demo.controls.failNext('POST', '/api/spinwheel/coupon/claim', 'INVALID_CODE'),
  });
  await screen.findByRole('table');
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'รับรางวัล' }));
  const claim = screen.getByRole('dialog', { name: 'รับรางวัล' });
  await userEvent.click(within(claim).getByRole('button', { name: 'ยืนยัน' }));
  const alert = await within(claim).findByRole('alert');
  expect(alert).toHaveTextContent('ไม่พบคูปองนี้ อาจถูกใช้หรือถูกยกเลิกไปแล้ว');
  expect(alert).not.toHaveTextContent('รหัส');
});

it('a spin refused because the wheel closed meanwhile says the coin was not used, and the coins stay 5', async () => {
  m = await renderMember(<SpinPage />);
  const spin = await screen.findByTestId('spin-button');
  m.demo.controls.scenario('wheelOff');
  await userEvent.click(spin);
  expect(await screen.findByText('ยังไม่ได้ใช้เหรียญของคุณ เพราะวงล้อปิดก่อนที่คุณจะหมุน')).toBeVisible();
  expect(screen.queryByText('รหัสไม่ถูกต้อง')).toBeNull();
  expect(await screen.findByText('วงล้อนำโชคยังไม่เปิดให้หมุนในขณะนี้')).toBeVisible();
  expect(m.demo.state().members.find((x) => x.username === '0812345678')!.coin).toBe(5);
});

it('the claim confirm says its prize once: the label, its words, and the question without the amount again', async () => {
  m = await renderMember(<CouponTable slices={[]} />);
  await screen.findByRole('table');
  // The 50 baht coupon, first: its label "50" and the wheel's words for it, "เครดิต 50 บาท".
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'รับรางวัล' }));
  const claim = screen.getByRole('dialog', { name: 'รับรางวัล' });
  expect(claim).toHaveTextContent('เพิ่มรางวัลนี้เข้ากระเป๋าเงินของคุณหรือไม่');
  expect(claim.textContent!.match(/50/g)).toHaveLength(2);
});
