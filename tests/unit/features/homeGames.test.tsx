import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { PERSONAS } from '../../../mirage';
import { api } from '../../../src/api/contracts';
import { wholeText } from '../wholeText';
import type { Harness } from './harness';
import { baht, exactly, fill, openHome, slotOf, stubClipboard, unstubClipboard, walletOf } from './memberHome';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  unstubClipboard();
  vi.restoreAllMocks();
});

const shownWallet = () => screen.getByTestId('wallet-amount');

/** Open a game's card on the home page; its dialog is named by the game. */
async function openGame(code: string) {
  const game = slotOf(await walletOf(app!), code);
  await userEvent.click(
    screen.getByRole('button', { name: `${game.name}: ${game.isActive ? th.home.viewData : th.home.openAccount}` }),
  );
  return { game, d: screen.getByRole('dialog', { name: game.name }) };
}
const transferOnly = (d: HTMLElement, amount: number) =>
  within(d).getByRole('button', { name: fill(th.game.transferOnly, { amount: baht(amount) }) });

describe('game account dialog', () => {
  it('activates an inactive game and shows its credentials; copy, reset password, transfer-only', async () => {
    app = await openHome();
    const writeText = stubClipboard();
    const before = await walletOf(app);
    const { d } = await openGame('betflix');
    expect(within(d).getByText(th.game.inactive)).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('button', { name: th.game.activate }));

    const username = await within(d).findByTestId('game-username');
    const creds = await app.services.client.call(api.wallet.account, { params: { slotCode: 'betflix' } });
    expect(username).toHaveTextContent(creds.username);
    expect(within(d).getByTestId('game-password')).toHaveTextContent(creds.password);
    expect(within(d).queryByRole('button', { name: th.game.activate })).toBeNull();

    await userEvent.click(within(d).getByRole('button', { name: `${th.common.copy} ${th.game.password}` }));
    expect(writeText).toHaveBeenCalledWith(creds.password);
    expect(await screen.findByText(`${th.common.copied} ${creds.password}`)).toBeInTheDocument();

    await userEvent.click(within(d).getByRole('button', { name: th.game.resetPassword }));
    expect(await within(d).findByText(wholeText(th.game.notice.passwordReset))).toBeInTheDocument();
    const reset = await app.services.client.call(api.wallet.account, { params: { slotCode: 'betflix' } });
    expect(reset.password).not.toBe(creds.password);
    expect(within(d).getByTestId('game-password')).toHaveTextContent(reset.password);

    // With money in the wallet, transfer-only is offered; it moves the whole wallet and then is disabled.
    expect(transferOnly(d, before.wallet.amount)).toBeEnabled();
    await userEvent.click(transferOnly(d, before.wallet.amount));
    expect(await within(d).findByText(wholeText(th.game.notice.transferred))).toBeInTheDocument();
    expect(transferOnly(d, 0)).toBeDisabled();
    await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(0)));
    expect(screen.getByTestId('game-betflix')).toHaveTextContent(exactly(before.wallet.amount));
    expect(app.calls('POST', '/api/wallet/transferAll')).toBe(1);

    // Another game opened with an empty wallet: disabled from the start.
    await userEvent.click(within(d).getByRole('button', { name: th.common.close }));
    const pg = await openGame('pg');
    await within(pg.d).findByTestId('game-username');
    expect(transferOnly(pg.d, 0)).toBeDisabled();
  });

  it('play in a new tab moves the whole wallet to the game and sends the tab opened in the tap to its link', async () => {
    app = await openHome();
    expect(app.services.config.gameLaunch).toBe('newTab');
    const tab = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const before = await walletOf(app);
    const { d } = await openGame('pg');
    await within(d).findByTestId('game-username');
    expect(transferOnly(d, before.wallet.amount)).toBeEnabled();

    // The button says how much of the wallet it moves first.
    const play = within(d).getByRole('button', {
      name: `${th.game.play} ${fill(th.game.playMoves, { amount: baht(before.wallet.amount) })}`,
    });
    await userEvent.click(play);
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^http:\/\/localhost(:\d+)?\/demo\/play\.html\?game=pg(&|$)/),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.close).not.toHaveBeenCalled();

    await waitFor(() => expect(shownWallet()).toHaveTextContent(exactly(0)));
    const pg = slotOf(before, 'pg').amount + before.wallet.amount;
    expect(screen.getByTestId('game-pg')).toHaveTextContent(exactly(pg));
    expect(within(d).getByText(baht(pg))).toBeInTheDocument();
    const after = await walletOf(app);
    expect(after.wallet.amount).toBe(0);
    expect(slotOf(after, 'pg').amount).toBe(pg);
  });
});

describe('bank account name', () => {
  it('asks Malee (KTB, Thai name) for an English name, uppercases it, saves and copies it 1 s later', async () => {
    app = await openHome(PERSONAS.bonus);
    const writeText = stubClipboard();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(th.home.bank.needsEnglish);
    await userEvent.click(within(notice).getByRole('button', { name: th.home.bank.edit }));
    const d = screen.getByRole('dialog', { name: th.bankName.title });
    const input = within(d).getByLabelText(th.bankName.label);

    await userEvent.clear(input);
    await userEvent.type(input, 'มาลี โบนัส');
    await userEvent.click(within(d).getByRole('button', { name: th.common.save }));
    expect(within(d).getByRole('alert')).toHaveTextContent(th.errors.BANK_ACCOUNT_NAME_ENG);
    expect(app.calls('POST', '/api/account/bankAccountName')).toBe(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'malee bonus');
    expect(input).toHaveValue('MALEE BONUS');
    await userEvent.click(within(d).getByRole('button', { name: th.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: th.bankName.title })).toBeNull());
    const closedAt = performance.now();
    expect(writeText).not.toHaveBeenCalled();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('MALEE BONUS'), { timeout: 3000 });
    expect(performance.now() - closedAt).toBeGreaterThan(800);
    expect(writeText).toHaveBeenCalledTimes(1);
    // The saved name is shown and the prompt is gone.
    await waitFor(() => expect(screen.getByTestId('bank-account-name')).toHaveTextContent('MALEE BONUS'));
    expect(screen.queryByText(th.home.bank.needsEnglish)).toBeNull();
  });

  it("a game card says what its factor means: the game's credits, and the rate when it is not 1 to 1", async () => {
    app = await openHome();
    // Somchai's PG Soft holds 250.50 baht at 1 credit a baht (mirage/seed.ts).
    const pg = () => screen.getByRole('button', { name: `PG Soft: ${th.home.viewData}` });
    expect(pg()).toHaveTextContent(fill(th.home.gameCredit, { credits: '250.50' }));
    expect(pg()).not.toHaveTextContent('×');
    expect(pg()).not.toHaveTextContent(fill(th.home.gameRate, { factor: 1 }));
    // A game that counts 10 credits a baht.
    const w = await walletOf(app);
    app.demo.server.get('/api/wallet', () => ({
      ...w,
      slots: w.slots.map((s) => (s.code === 'pg' ? { ...s, ftWalletSlot: 10 } : s)),
    }));
    await userEvent.click(screen.getByRole('button', { name: th.home.refresh }));
    await waitFor(() => expect(pg()).toHaveTextContent(fill(th.home.gameCredit, { credits: '2,505.00' })));
    expect(pg()).toHaveTextContent(fill(th.home.gameRate, { factor: 10 }));
  });
});
