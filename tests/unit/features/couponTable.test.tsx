/** The coupon table shows 3 coupons a page (docs/product.md#constants-pages), numbered across the pages. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { CouponTable } from '../../../src/features/spin/CouponTable';
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
  // Marked: the one that expires within a day, and only it.
  expect(within(rows()[0]!).getByTestId('coupon-soon').textContent).toBe(th.spin.coupons.soon);
  expect(rows().filter((r) => within(r).queryByTestId('coupon-soon'))).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: th.common.page.replace('{{page}}', '2') }));
  expect(rows().map(amount)).toEqual(['5.00', '20.00']);
});
