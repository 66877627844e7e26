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
