/**
 * An unclear answer never moves money twice: the transfer and withdraw dialogs (useMoneyAction) against the demo bank,
 * with the bank carrying out the call and its answer lost on the way back. The retry from the same dialog sends the
 * same Idempotency-Key, so the bank answers the first attempt's result and the money moves once.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../src/api/contracts';
import th from '../../../locales/th.json';
import type { Garble, Harness } from './harness';
import { exactly, openHome, polyfillDialog, slotOf, walletOf } from './memberHome';

beforeAll(polyfillDialog);
let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  cleanup();
});

const GARBLES: Garble[] = ['502 page', 'broken 200', 'dropped'];
const shownWallet = () => screen.getByTestId('wallet-amount');

describe('transfer dialog after an unclear answer', () => {
  it.each(GARBLES)(
    '%s: says it could not confirm, re-reads the wallet, and the retry sends the same key: 100 moves once',
    async (how) => {
      app = await openHome();
      const before = await walletOf(app);
      await userEvent.click(screen.getByRole('button', { name: th.home.shortcut.transfer }));
      const d = screen.getByRole('dialog', { name: th.transfer.title });
      await userEvent.selectOptions(within(d).getByLabelText(th.transfer.to), 'pg');
      await userEvent.type(within(d).getByLabelText(th.transfer.amount), '100');
      const reads = app.calls('GET', '/api/wallet');
      app.garbleNext('/api/wallet/transfer', how);
      await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
      expect(await within(d).findByRole('alert')).toHaveTextContent(th.errors.OUTCOME_UNKNOWN);
      // The bank did move it, and the wallet read again shows it.
      await waitFor(() => expect(app!.calls('GET', '/api/wallet')).toBeGreaterThan(reads));
      await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(before.wallet.amount - 100)));

      await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
      expect(await within(d).findByText(th.transfer.success)).toBeVisible();
      const [first, retry] = app.keys('POST', '/api/wallet/transfer');
      expect(first).toMatch(/\S{8,}/);
      expect(retry).toBe(first);
      const after = await walletOf(app);
      expect(after.wallet.amount).toBe(before.wallet.amount - 100);
      expect(slotOf(after, 'pg').amount).toBe(slotOf(before, 'pg').amount + 100);
    },
  );

  it('a proven refusal ends the intent: the next try after MONEY_NOT_ENOUGH sends a new key', async () => {
    app = await openHome();
    await userEvent.click(screen.getByRole('button', { name: th.home.shortcut.transfer }));
    const d = screen.getByRole('dialog', { name: th.transfer.title });
    await userEvent.selectOptions(within(d).getByLabelText(th.transfer.to), 'pg');
    await userEvent.type(within(d).getByLabelText(th.transfer.amount), '100');
    app.demo.controls.failNext('POST', '/api/wallet/transfer', 'MONEY_NOT_ENOUGH');
    await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(th.errors.MONEY_NOT_ENOUGH);
    await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
    expect(await within(d).findByText(th.transfer.success)).toBeVisible();
    const [first, next] = app.keys('POST', '/api/wallet/transfer');
    expect(next).not.toBe(first);
  });
});

describe('withdraw dialog after an unclear answer', () => {
  it.each(GARBLES)('%s: the retry sends the same key and 200 leaves the wallet once', async (how) => {
    app = await openHome();
    const before = await walletOf(app);
    await app.services.client.call(api.lookup.withdraw);
    await userEvent.click(screen.getByRole('button', { name: th.home.tile.withdraw }));
    const d = screen.getByRole('dialog', { name: th.withdraw.title });
    await userEvent.type(await within(d).findByLabelText(th.withdraw.amount), '200');
    app.garbleNext('/api/wallet/withdrawAll', how);
    await userEvent.click(within(d).getByRole('button', { name: th.withdraw.submit }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(th.errors.OUTCOME_UNKNOWN);
    // A double tap on the retry is still one request.
    await userEvent.dblClick(within(d).getByRole('button', { name: th.withdraw.submit }));
    expect(await within(d).findByText(th.withdraw.success)).toBeVisible();
    const keys = app.keys('POST', '/api/wallet/withdrawAll');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount - 200);
    await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(before.wallet.amount - 200)));
  });
});
