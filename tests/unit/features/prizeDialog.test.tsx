/**
 * The prize's dialog opens whole (docs/product.md#screen-spin): it waits for the coupons' read its sentence comes from,
 * so nothing in it moves down under a tap on OK once it shows.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PrizeDialog } from '../../../src/features/spin/SpinPage';
import { renderMember, type Member } from './renderMember';

let m: Member;
afterEach(() => m.stop());

it('waits for its coupon, then shows the label, the sentence with its amount and OK together', async () => {
  m = await renderMember(
    <PrizeDialog open label="50" remaining={4} description={null} onClose={vi.fn()} returnTo={() => null} />,
    { seed: (demo) => demo.controls.holdNext('GET', '/api/spinwheel/coupon') },
  );
  await vi.waitFor(() => expect(m.demo.controls.holding()).toBe(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('50')).toBeNull();
  await act(async () => void m.demo.controls.release());
  const dialog = await screen.findByRole('dialog', { name: 'รางวัลของคุณ' });
  // OK never shows without what it answers (its frame and title come first, as every dialog's: src/ui/Dialog.tsx).
  await within(dialog).findByRole('button', { name: 'ตกลง' });
  expect(within(dialog).getByText(/^คุณได้คูปองมูลค่า 50\.00 บาท กดรับได้ที่ตาราง "คูปองของฉัน" ในหน้านี้ ก่อน /)).toBeVisible();
  expect(within(dialog).getByText('เหรียญคงเหลือ 4')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'ตกลง' })).toBeVisible();
});
