/**
 * A game account (machines/gameAccount.ts) in its dialog on home: the funded member's BETflix without an account
 * (activate first) and PG, active, also as the deployment's custom game (its link on the custom host). Play moves the
 * whole wallet to the game, then opens the game in a new tab (the demo's `gameLaunch`); transfer-only moves the wallet
 * without playing.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { gameAccountMachine, type GameAccountContext } from '../../../machines/gameAccount';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { formatMoney } from '../../../src/lib/format';
import { consoleTap, errorText, mayHaveGone, memberAt, memberCall, th } from './member';
import { callOf, withStep, type Case, type Run, type ScreenMap } from './screen';

const codeOf = (c: Case) => (c.input as { code: string }).code;
/** The host of the deployment's custom game, in the model's group "pg (active, custom host)". */
const CUSTOM_HOST = 'https://games.wallet.example';
const customHost = (c: Case) => c.group.endsWith('custom host)');
const context = (run: Run) => run.expected.context as GameAccountContext;
const dialog = (run: Run) => run.page.getByRole('dialog').filter({ has: run.page.locator('.game-dialog') });
const button = (run: Run, key: string, vars: Record<string, string> = {}) =>
  dialog(run).getByRole('button', { name: th(key, vars) });
/** The wallet as home shows it, under the dialog. */
const wallet = async (run: Run) => Number((await run.page.getByTestId('wallet-amount').innerText()).replace(/,/g, ''));

export const gameAccount: ScreenMap = {
  file: 'gameAccount',
  machine: gameAccountMachine,
  actor: (c) => ({ key: 'code', value: codeOf(c) }),
  also: [
    withStep('xstate.error.actor.transferAll', { code: 'INTERNAL_SERVER_ERROR' }),
    withStep('xstate.error.actor.activate', { code: 'SLOT_ALREADY_ACTIVE' }),
  ],
  setup: async (run) => {
    // The games the last case opened in new tabs are closed, and the member's tab is in front again: a tab left in the
    // background draws no frames, and a tap waits for two frames that show its button still (case 34 waited 60 s).
    for (const tab of run.page.context().pages()) if (tab !== run.page) await tab.close();
    await run.page.bringToFront();
    // The custom-host group runs on a deployment whose custom game is pg (config.json customGame, customGameHost);
    // the host answers with a page of its own.
    await run.page.unroute('**/config.json');
    if (customHost(run.case)) {
      const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
      await run.page.route('**/config.json', (r) =>
        r.fulfill({ json: { ...config, customGame: 'pg', customGameHost: CUSTOM_HOST } }),
      );
      await run.page
        .context()
        .route(`${CUSTOM_HOST}/**`, (r) => r.fulfill({ contentType: 'text/html', body: '<title>game</title>' }));
    }
    await memberAt(run.page, PERSONAS.funded, '/user/home');
    await expect(run.page.getByTestId('wallet-amount')).toHaveText(formatMoney(1500));
  },
  // The game's card on home opens its dialog (an active account's dialog reads its credentials at once).
  start: async (run) =>
    run.page
      .locator('button.game-card')
      .filter({ has: run.page.getByTestId(`game-${codeOf(run.case)}`) })
      .click(),
  calls: {
    activate: callOf(api.wallet.activate),
    credentials: callOf(api.wallet.account),
    resetPassword: callOf(api.wallet.resetPassword),
    transferAll: callOf(api.wallet.transferAll),
    autoLogin: callOf(api.wallet.autoLogin),
  },
  arrange: {
    // Opened in another tab meanwhile: the bank has the account already.
    'xstate.error.actor.activate': async (run, { error }) => {
      if (error!.code === 'SLOT_ALREADY_ACTIVE')
        await memberCall(run.page, ...callOf(api.wallet.activate, { slotCode: codeOf(run.case) }));
    },
  },
  events: {
    ACTIVATE: async (run) => button(run, 'game.activate').click(),
    RETRY: async (run) => button(run, 'common.retry').click(),
    RESET_PASSWORD: async (run) => button(run, 'game.resetPassword').click(),
    PLAY: async (run) => button(run, 'game.play').click(),
    TRANSFER_ONLY: async (run) =>
      dialog(run)
        .getByRole('button', {
          name: new RegExp(`^${th('game.transferOnly', { amount: '\u0000' }).split('\u0000')[0]}`),
        })
        .click(),
    // The wallet changed elsewhere (a deposit, a withdrawal on another phone): the bank's wallet is set to the amount,
    // and the page reads the bank again (the demo console's "read the bank again").
    WALLET: async (run, { amount }) => {
      const delta = Number(amount) - (await wallet(run));
      if (delta > 0) await memberCall(run.page, ...callOf(api.wallet.add), { amount: delta });
      if (delta < 0) await memberCall(run.page, ...callOf(api.wallet.withdraw), { amount: -delta });
      await consoleTap(run.page, 'bank', 'demo.reread');
      await expect(run.page.getByTestId('wallet-amount')).toHaveText(formatMoney(Number(amount)));
    },
  },
  states: {
    // Left at once for inactive or for reading the credentials.
    deciding: async () => {},
    inactive: async (run) => {
      await expect(dialog(run).getByText(th('game.inactive'))).toBeVisible();
      await expect(button(run, 'game.activate')).toBeEnabled();
      const { error } = context(run);
      if (error) await expect(dialog(run).getByText(errorText(error))).toBeVisible();
    },
    activating: async (run) => expect(dialog(run).getByRole('status').first()).toBeVisible(),
    loadingCredentials: async (run) => expect(dialog(run).getByRole('status').first()).toBeVisible(),
    credentialsFailed: async (run) => {
      await expect(dialog(run).getByText(errorText(context(run).error!))).toBeVisible();
      await expect(button(run, 'common.retry')).toBeVisible();
    },
    // The credentials (the bank's own), the buttons, and what the last tap did.
    active: async (run) => {
      const { error, intent, notice, walletAmount } = context(run);
      await expect(dialog(run).getByTestId('game-username')).not.toBeEmpty();
      await expect(dialog(run).getByTestId('game-password')).not.toBeEmpty();
      if (notice) await expect(dialog(run).getByText(th(`game.notice.${notice}`))).toBeVisible();
      if (error && intent) await expect(dialog(run).getByRole('alert')).toContainText(mayHaveGone);
      else if (error) await expect(dialog(run).getByText(errorText(error))).toBeVisible();
      if (walletAmount > 0)
        await expect(dialog(run).getByTestId('play-moves')).toHaveText(
          th('game.playMoves', { amount: formatMoney(walletAmount) }),
        );
    },
    'active.idle': async (run) => expect(button(run, 'game.play')).toBeEnabled(),
    'active.resetting': async (run) => expect(button(run, 'game.play')).toBeDisabled(),
    'active.movingToPlay': async (run) => expect(button(run, 'game.play')).toBeDisabled(),
    'active.movingOnly': async (run) => expect(button(run, 'game.play')).toBeDisabled(),
    'active.launching': async (run) => expect(button(run, 'game.play')).toBeDisabled(),
    // The game opened in a new tab (on the custom game's host in that group); the dialog stays, ready to play again.
    'active.launched': async (run) => {
      await expect(button(run, 'game.play')).toBeEnabled();
      await expect.poll(() => run.page.context().pages().length).toBeGreaterThan(1);
      const host = customHost(run.case) ? CUSTOM_HOST : new URL(run.page.url()).origin;
      await expect
        .poll(() => run.page.context().pages().at(-1)!.url())
        .toMatch(new RegExp(`^${host.replace(/\./g, '\\.')}/demo/play\\.html\\?game=${codeOf(run.case)}&`));
    },
  },
};
