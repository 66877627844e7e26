/** The invite bonus received (issue 69): said once, by the dialog's receipt, with nothing over its lines. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { wholeText } from '../wholeText';
import type { Harness } from './harness';
import { openHome, walletOf } from './memberHome';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
});

it("Somchai's 75.00 invite bonus: the receipt says it was added, once; no toast repeats it over the dialog", async () => {
  app = await openHome();
  const before = await walletOf(app);
  // The invite box is in home's deferred second render.
  await userEvent.click((await screen.findAllByRole('button', { name: 'รับโบนัส' })).at(-1)!);
  const d = await screen.findByRole('dialog', { name: 'รับโบนัสแนะนำเพื่อน' });
  await userEvent.click(await within(d).findByRole('button', { name: 'รับโบนัส' }));
  const said = wholeText('เพิ่มโบนัสแนะนำเพื่อนเข้ากระเป๋าเงินของคุณแล้ว');
  await within(d).findByText(said);
  expect(screen.getAllByText(said)).toHaveLength(1);
  expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount + 75);
});
