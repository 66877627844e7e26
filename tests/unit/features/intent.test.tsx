/**
 * An unclear answer never moves money twice: the transfer and withdraw dialogs (useMoneyAction) against the demo bank,
 * with the bank carrying out the call and its answer lost on the way back. The retry from the same dialog sends the
 * same Idempotency-Key, so the bank answers the first attempt's result and the money moves once.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { LOST_ANSWERS } from '../../../mirage/steps';
import { api } from '../../../src/api/contracts';
import type { Harness } from './harness';
import { renderServices } from './harness';
import { exactly, fill, openHome, slotOf, walletOf } from './memberHome';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  cleanup();
});

const shownWallet = () => screen.getByTestId('wallet-amount');

describe('transfer dialog after an unclear answer', () => {
  it.each(LOST_ANSWERS)(
    '%s: says it could not confirm, re-reads the wallet, and the retry sends the same key: 100 moves once',
    async (how) => {
      app = await openHome();
      const before = await walletOf(app);
      await userEvent.click(screen.getByRole('button', { name: th.home.shortcut.transfer }));
      const d = screen.getByRole('dialog', { name: th.transfer.title });
      await userEvent.selectOptions(within(d).getByLabelText(th.transfer.to), 'pg');
      await userEvent.type(within(d).getByLabelText(th.transfer.amount), '100');
      const reads = app.calls('GET', '/api/wallet');
      app.demo.controls.loseNext('POST', '/api/wallet/transfer', how);
      await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
      expect(await within(d).findByRole('alert')).toHaveTextContent(fill(th.intent.whatAmount, { amount: '100.00' }));
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
  it.each(LOST_ANSWERS)('%s: the retry sends the same key and 200 leaves the wallet once', async (how) => {
    app = await openHome();
    const before = await walletOf(app);
    await app.services.client.call(api.lookup.withdraw);
    await userEvent.click(screen.getByRole('button', { name: th.home.tile.withdraw }));
    const d = screen.getByRole('dialog', { name: th.withdraw.title });
    await userEvent.type(await within(d).findByLabelText(th.withdraw.amount), '200');
    app.demo.controls.loseNext('POST', '/api/wallet/withdrawAll', how);
    await userEvent.click(within(d).getByRole('button', { name: th.withdraw.submit }));
    const send = async (tap: (el: HTMLElement) => Promise<void>) => {
      const button = within(d).getByRole('button', { name: th.withdraw.send });
      await waitFor(() => expect(button).toBeEnabled());
      await tap(button);
    };
    await send((b) => userEvent.click(b));
    expect(await within(d).findByRole('alert')).toHaveTextContent(fill(th.intent.whatAmount, { amount: '200.00' }));
    // A double tap on the retry is still one request.
    await userEvent.click(within(d).getByRole('button', { name: th.withdraw.submit }));
    await send((b) => userEvent.dblClick(b));
    expect(await within(d).findByText(th.withdraw.success)).toBeVisible();
    const keys = app.keys('POST', '/api/wallet/withdrawAll');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount - 200);
    await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(before.wallet.amount - 200)));
  });
});

describe('an intent is the values submitted, not the keystrokes', () => {
  async function transferUnclear(app: Harness, amount: string) {
    await userEvent.click(screen.getByRole('button', { name: th.home.shortcut.transfer }));
    const d = screen.getByRole('dialog', { name: th.transfer.title });
    await userEvent.selectOptions(within(d).getByLabelText(th.transfer.to), 'pg');
    await userEvent.type(within(d).getByLabelText(th.transfer.amount), amount);
    app.demo.controls.loseNext('POST', '/api/wallet/transfer', 'dropped connection');
    await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
    await within(d).findByRole('button', { name: th.intent.retry });
    return d;
  }

  it('retyping the same amount (through "", "1", "10") resends the same key: 100 moves once', async () => {
    app = await openHome();
    const before = await walletOf(app);
    const d = await transferUnclear(app, '100');
    const amount = within(d).getByLabelText(th.transfer.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
    expect(await within(d).findByText(th.transfer.success)).toBeVisible();
    const [first, retry] = app.keys('POST', '/api/wallet/transfer');
    expect(retry).toBe(first);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount - 100);
  });

  it('"1,000" is read once and sent as 1000; a different amount while one is open asks first', async () => {
    app = await openHome();
    const before = await walletOf(app);
    const d = await transferUnclear(app, '1,000');
    expect(within(d).getByRole('alert')).toHaveTextContent(fill(th.intent.whatAmount, { amount: '1,000.00' }));
    const amount = within(d).getByLabelText(th.transfer.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(d).getByRole('button', { name: th.transfer.submit }));
    const ask = await within(d).findByRole('alertdialog', { name: th.intent.title });
    expect(ask).toHaveTextContent(fill(th.intent.whatAmount, { amount: '1,000.00' }));
    expect(app.keys('POST', '/api/wallet/transfer')).toHaveLength(1);
    await userEvent.click(within(ask).getByRole('button', { name: th.intent.sendNew }));
    expect(await within(d).findByText(th.transfer.success)).toBeVisible();
    const [first, second] = app.keys('POST', '/api/wallet/transfer');
    expect(second).not.toBe(first);
    // The dropped 1,000 had reached the bank, and the new 50 moved too: both intents, each once.
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount - 1050);
  });

  it('survives a reload: home lists it, the dialog offers "Try again" with the same key, and the money moves once', async () => {
    app = await openHome();
    const before = await walletOf(app);
    await transferUnclear(app, '100');
    // The page is loaded anew: the open intent was kept on the phone.
    cleanup();
    app.services.session.stop();
    renderServices();
    const list = await screen.findByRole('region', { name: th.intent.title });
    expect(list).toHaveTextContent(th.intent.calls.wallet.transfer);
    expect(list).toHaveTextContent(fill(th.intent.whatAmount, { amount: '100.00' }));
    await userEvent.click(screen.getByRole('button', { name: th.home.shortcut.transfer }));
    const d = screen.getByRole('dialog', { name: th.transfer.title });
    expect(within(d).getByLabelText(th.transfer.amount)).toHaveValue('100');
    await userEvent.click(within(d).getByRole('button', { name: th.intent.retry }));
    expect(await within(d).findByText(th.transfer.success)).toBeVisible();
    const [first, retry] = app.keys('POST', '/api/wallet/transfer');
    expect(retry).toBe(first);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount - 100);
    // Proven: nothing is left open.
    await userEvent.click(within(d).getByRole('button', { name: th.common.ok }));
    expect(screen.queryByRole('region', { name: th.intent.title })).toBeNull();
  });

  it('"It went through" on home stops offering it; logout clears what is left', async () => {
    app = await openHome();
    await transferUnclear(app, '100');
    const d = screen.getByRole('dialog', { name: th.transfer.title });
    await userEvent.click(within(d).getByRole('button', { name: th.common.close }));
    const list = screen.getByRole('region', { name: th.intent.title });
    await userEvent.click(within(list).getByRole('button', { name: th.intent.forget }));
    expect(app.services.intents!.list()).toEqual([]);
    expect(screen.queryByRole('region', { name: th.intent.title })).toBeNull();
    await transferUnclear(app, '100');
    expect(app.services.intents!.list()).toHaveLength(1);
    app.services.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(app!.services.intents!.list()).toEqual([]));
  });
});

describe('a reward received without a clear answer', () => {
  it('the invite bonus: the dialog says it may have gone through, so does home after a reload, until the member says it did', async () => {
    app = await openHome();
    const before = await walletOf(app);
    // The invite box is in home's deferred second render: wait for it, as a member's eye does.
    const receive = async () =>
      userEvent.click((await screen.findAllByRole('button', { name: th.home.invite.receive })).at(-1)!);
    await receive();
    const d = await screen.findByRole('dialog', { name: th.home.invite.confirmTitle });
    app.demo.controls.loseNext('GET', '/api/invite/bonus', '502 page');
    await userEvent.click(await within(d).findByRole('button', { name: th.home.invite.receive }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(th.intent.what);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount + 75);
    // The page is loaded anew.
    cleanup();
    app.services.session.stop();
    renderServices();
    const list = await screen.findByRole('region', { name: th.intent.title });
    expect(list).toHaveTextContent(th.intent.calls.invite.bonus);
    // It did go through: home's balance shows the 75, nothing waits any more, and the member says so.
    await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(before.wallet.amount + 75)));
    expect(screen.getAllByRole('button', { name: th.home.invite.receive }).at(-1)).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: th.intent.forget }));
    expect(screen.queryByRole('region', { name: th.intent.title })).toBeNull();
    expect(app.keys('GET', '/api/invite/bonus')).toHaveLength(1);
    expect((await walletOf(app)).wallet.amount).toBe(before.wallet.amount + 75);
  });
});
