/** The ledger rules of the demo bank, each through real HTTP calls of the API client. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MALEE_ID } from '../../../mirage/personas';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const move = (from: string, to: string, amount: number, idempotencyKey?: string) =>
  t.fresh.call(api.wallet.transfer, { body: { from, to, amount }, intent: keyed(idempotencyKey) });
const moveAll = (to: string) => t.fresh.call(api.wallet.transferAll, { body: { to } });
const withdraw = (amount: number, idempotencyKey?: string) =>
  t.fresh.call(api.wallet.withdraw, { body: { amount }, intent: keyed(idempotencyKey) });
const add = (amount: number) => t.fresh.call(api.wallet.add, { body: { amount } });
/** Wallet and game balances in satang, e.g. { WALLET: 150000, pg: 25050, ... }. */
async function balances(): Promise<Record<string, number>> {
  const w = await t.fresh.call(api.wallet.get);
  return {
    WALLET: Math.round(w.wallet.amount * 100),
    ...Object.fromEntries(w.slots.map((s) => [s.code, Math.round(s.amount * 100)])),
  };
}
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
/** Runs `refused` and checks that it failed with `code`/`status` and moved nothing and recorded nothing. */
async function refusedQuietly(refused: () => Promise<unknown>, code: string, status: number) {
  const [before, entries] = [await balances(), (await statements()).length];
  expect(await failure(refused())).toEqual({ code, status });
  expect(await balances()).toEqual(before);
  expect((await statements()).length).toBe(entries);
}

describe('transfer', () => {
  it('moves satang between the wallet and a game, or two games, and records a SUCCESS transfer entry', async () => {
    const before = await balances();
    expect(await move('WALLET', 'pg', 100.01)).toEqual({ success: true, wallet: { amount: 1399.99 } });
    expect(await move('pg', 'joker2', 0.1 + 0.2 + 0.7)).toEqual({ success: true, wallet: { amount: 1399.99 } });
    expect(await balances()).toEqual({ ...before, WALLET: 139_999, pg: 25_050 + 10_001 - 100, joker2: 12_100 });
    const [last, first] = await statements();
    expect(first).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'pg',
      amount: 100.01,
    });
    expect(last).toMatchObject({ statementType: 'transfer', status: 'SUCCESS', from: 'pg', to: 'joker2', amount: 1 });
    expect(Date.parse(last!.createdAt)).toBe(t.clock.t);
  });
  it('refuses, moving nothing: same pockets, bad amounts, below 1 baht, no game, not enough money', async () => {
    await refusedQuietly(() => move('pg', 'pg', 10), 'KEY_INVALID', 400);
    await refusedQuietly(() => move('WALLET', 'WALLET', 10), 'KEY_INVALID', 400);
    for (const amount of [1.234, 0, -5, 0.001])
      await refusedQuietly(() => move('WALLET', 'pg', amount), 'KEY_INVALID', 400);
    await refusedQuietly(() => move('WALLET', 'pg', 0.99), 'TRANSFER_MINIMUM', 403);
    for (const [from, to] of [
      ['WALLET', 'betflix'],
      ['betflix', 'WALLET'],
      ['WALLET', 'nope'],
      ['nope', 'pg'],
      ['pg', 'usun'],
    ]) {
      await refusedQuietly(() => move(from!, to!, 10), 'NO_GAME', 403);
    }
    await refusedQuietly(() => move('WALLET', 'pg', 1500.01), 'MONEY_NOT_ENOUGH', 403);
    await refusedQuietly(() => move('pg', 'WALLET', 250.51), 'MONEY_NOT_ENOUGH', 403);
    expect((await move('pg', 'WALLET', 250.5)).wallet.amount).toBe(1750.5);
  });
  it('transferAll moves the whole wallet to an active game', async () => {
    expect(await moveAll('huayhd')).toEqual({ success: true, wallet: { amount: 0 } });
    expect((await balances()).huayhd).toBe(4_500 + 150_000);
    expect((await statements())[0]).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'huayhd',
      amount: 1500,
    });
    await refusedQuietly(() => moveAll('pg'), 'MONEY_NOT_ENOUGH', 403);
  });
  it('transferAll refuses an inactive, unknown or non-game target and a wallet below 1 baht', async () => {
    for (const to of ['betflix', 'nope', 'WALLET']) await refusedQuietly(() => moveAll(to), 'NO_GAME', 403);
    await move('WALLET', 'pg', 1499.5);
    await refusedQuietly(() => moveAll('pg'), 'TRANSFER_MINIMUM', 403);
  });
});

describe('the ledger at its edges', () => {
  it('transferAll moves a wallet of exactly 1 baht', async () => {
    await move('WALLET', 'pg', 1499);
    const before = await balances();
    await moveAll('joker2');
    expect(await balances()).toEqual({ ...before, WALLET: 0, joker2: before.joker2! + 100 });
  });

  it("another member's game of the same name is not the member's: NO_GAME, nothing moves anywhere", async () => {
    const malee = t.demo.state().gameAccounts.find((g) => g.memberId === MALEE_ID && g.code === 'usun')!;
    malee.isActive = true;
    await refusedQuietly(() => move('WALLET', 'usun', 10), 'NO_GAME', 403);
    // A game only she has: never the member's either.
    t.demo.state().gameAccounts.unshift({ ...malee, code: 'imi', satang: 0 });
    await refusedQuietly(() => move('WALLET', 'imi', 10), 'NO_GAME', 403);
    expect(malee.satang).toBe(0);
    expect(t.demo.state().gameAccounts[0]!.satang).toBe(0);
  });

  it('withdraw above the wallet is refused before anything else, even with a bonus running', async () => {
    await t.loginAs(PERSONAS.bonus);
    const wallet = (await t.fresh.call(api.wallet.get)).wallet.amount;
    await refusedQuietly(() => withdraw(Math.floor(wallet) + 100), 'MONEY_NOT_ENOUGH', 403);
  });

  it("money moved between two games is not a running bonus's turnover; from the wallet it is", async () => {
    await t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' }, intent: keyed('b-1') });
    await add(1000);
    // Target: 1 × (1000 + 50) baht from the wallet into games.
    await move('pg', 'joker2', 200);
    await move('WALLET', 'pg', 1000);
    expect((await t.fresh.call(api.bonus.checkActive)).status).toBe(true);
    await move('WALLET', 'pg', 50);
    expect((await t.fresh.call(api.bonus.checkActive)).status).toBe(false);
  });

  it('a demo deposit is recorded as coming from DEMO', async () => {
    await add(250);
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      from: 'DEMO',
      to: 'WALLET',
      amount: 250,
    });
  });
});

describe('an injected TRANSFER_FAIL', () => {
  it('debits, the game provider fails, the funds go back and a FAILED entry is recorded', async () => {
    const before = await balances();
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'TRANSFER_FAIL');
    expect(await failure(move('WALLET', 'pg', 200))).toEqual({ code: 'TRANSFER_FAIL', status: 422 });
    expect(await balances()).toEqual(before);
    expect((await statements())[0]).toMatchObject({
      statementType: 'transfer',
      status: 'FAILED',
      from: 'WALLET',
      to: 'pg',
      amount: 200,
    });
    expect((await move('WALLET', 'pg', 200)).wallet.amount).toBe(1300);
  });
  it('works the same for a game-to-wallet transfer and for transferAll', async () => {
    const before = await balances();
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'TRANSFER_FAIL');
    t.demo.controls.failNext('POST', '/api/wallet/transferAll', 'TRANSFER_FAIL', 502);
    expect(await failure(move('joker2', 'WALLET', 120))).toEqual({ code: 'TRANSFER_FAIL', status: 422 });
    expect(await failure(moveAll('pg'))).toEqual({ code: 'TRANSFER_FAIL', status: 502 });
    expect(await balances()).toEqual(before);
    const [all, one] = await statements();
    expect(all).toMatchObject({ status: 'FAILED', from: 'WALLET', to: 'pg', amount: 1500 });
    expect(one).toMatchObject({ status: 'FAILED', from: 'joker2', to: 'WALLET', amount: 120 });
  });
  it('is taken by the next call, which answers its own refusal when it never reaches the provider', async () => {
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'TRANSFER_FAIL');
    await refusedQuietly(() => move('WALLET', 'pg', 0.5), 'TRANSFER_MINIMUM', 403);
    expect((await move('WALLET', 'pg', 1)).wallet.amount).toBe(1499);
  });
  it('other failNext codes answer the error and move nothing', async () => {
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'INTERNAL_SERVER_ERROR');
    await refusedQuietly(() => move('WALLET', 'pg', 10), 'INTERNAL_SERVER_ERROR', 500);
    t.demo.controls.failNext('POST', '/api/wallet/withdraw', 'TRANSFER_FAIL');
    await refusedQuietly(() => withdraw(100), 'TRANSFER_FAIL', 422);
  });
});

describe('withdraw and deposit', () => {
  it('takes its limits from the withdraw lookup and refuses outside them with KEY_INVALID', async () => {
    expect(await t.fresh.call(api.lookup.withdraw)).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    await add(60_000);
    await refusedQuietly(() => withdraw(99.99), 'KEY_INVALID', 400);
    await refusedQuietly(() => withdraw(50_000.01), 'KEY_INVALID', 400);
    await refusedQuietly(() => withdraw(100.001), 'KEY_INVALID', 400);
    expect((await withdraw(50_000)).wallet.amount).toBe(11_500);
  });
  it('refuses above the wallet; accepted, debits at once and adds an in-progress withdraw entry', async () => {
    await refusedQuietly(() => withdraw(1500.01), 'MONEY_NOT_ENOUGH', 403);
    expect(await withdraw(100)).toEqual({ success: true, wallet: { amount: 1400 } });
    const [entry] = await statements();
    expect(entry).toMatchObject({ statementType: 'withdraw', from: 'WALLET', to: 'KBANK', amount: 100 });
    expect(['SUCCESS', 'FAILED']).not.toContain(entry!.status);
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1400);
  });
  it('withdrawAll (the dialog) takes from the wallet only: above it MONEY_NOT_ENOUGH, games untouched', async () => {
    const all = (amount: number) => t.fresh.call(api.wallet.withdrawAll, { body: { amount } });
    const gamesBefore = await balances();
    await refusedQuietly(() => all(1500.01), 'MONEY_NOT_ENOUGH', 403);
    await refusedQuietly(() => all(50), 'KEY_INVALID', 400);
    expect((await all(1500)).wallet.amount).toBe(0);
    const b = await balances();
    expect([b.pg, b.joker2, b.askmebet, b.huayhd]).toEqual([
      gamesBefore.pg,
      gamesBefore.joker2,
      gamesBefore.askmebet,
      gamesBefore.huayhd,
    ]);
    expect((await statements())[0]).toMatchObject({ statementType: 'withdraw', status: 'IN_PROGRESS', amount: 1500 });
  });
  it('add is a demo deposit: credits the wallet with a SUCCESS deposit entry; bad amounts are KEY_INVALID', async () => {
    expect(await add(12.34)).toEqual({ success: true, wallet: { amount: 1512.34 } });
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      to: 'WALLET',
      amount: 12.34,
    });
    for (const amount of [0, -1, 0.125]) await refusedQuietly(() => add(amount), 'KEY_INVALID', 400);
  });
});

describe('game accounts', () => {
  const get = (
    ep: typeof api.wallet.activate | typeof api.wallet.account | typeof api.wallet.resetPassword,
    slotCode: string,
  ) => t.fresh.call(ep, { params: { slotCode } });
  it('activate: unknown NO_DATA, active SLOT_ALREADY_ACTIVE, inactive becomes active with generated credentials', async () => {
    expect(await failure(get(api.wallet.activate, 'nope'))).toEqual({ code: 'NO_DATA', status: 404 });
    expect(await failure(get(api.wallet.activate, 'pg'))).toEqual({ code: 'SLOT_ALREADY_ACTIVE', status: 409 });
    expect(await failure(get(api.wallet.account, 'betflix'))).toEqual({ code: 'SLOT_NO_ACCOUNT', status: 403 });
    expect(await get(api.wallet.activate, 'betflix')).toEqual({ success: true });
    const creds = await t.fresh.call(api.wallet.account, { params: { slotCode: 'betflix' } });
    expect(creds.username).toMatch(/^demo\w+$/);
    expect(creds.password.length).toBeGreaterThanOrEqual(6);
    expect((await t.fresh.call(api.wallet.get)).slots.find((s) => s.code === 'betflix')?.isActive).toBe(true);
    expect((await move('WALLET', 'betflix', 5)).wallet.amount).toBe(1495);
  });
  it('a member without the game gets a new account (Malee activates joker2)', async () => {
    await t.loginAs(PERSONAS.bonus);
    expect(await get(api.wallet.activate, 'joker2')).toEqual({ success: true });
    expect((await t.fresh.call(api.wallet.get)).slots.map((s) => s.code)).toContain('joker2');
  });
  it('credentials and password reset need an active account; reset gives a new password', async () => {
    await refusedQuietly(() => get(api.wallet.resetPassword, 'usun'), 'SLOT_NO_ACCOUNT', 403);
    const old = await t.fresh.call(api.wallet.account, { params: { slotCode: 'askmebet' } });
    expect(old.event).toBeTruthy();
    expect(await get(api.wallet.resetPassword, 'askmebet')).toEqual({ success: true });
    const now = await t.fresh.call(api.wallet.account, { params: { slotCode: 'askmebet' } });
    expect([now.username === old.username, now.password !== old.password]).toEqual([true, true]);
  });
  it('refresh/slot moves no money and records nothing', async () => {
    const [before, entries] = [await balances(), (await statements()).length];
    expect(await t.fresh.call(api.wallet.refreshSlot)).toEqual({ success: true });
    expect([await balances(), (await statements()).length]).toEqual([before, entries]);
  });
  it('autoLogin: an active game of the member with its own username (and password) answers the demo play link', async () => {
    const pg = await t.fresh.call(api.wallet.account, { params: { slotCode: 'pg' } });
    const { link } = await t.fresh.call(api.wallet.autoLogin, { params: { game: 'pg', username: pg.username } });
    expect(link.startsWith(`${location.origin}/demo/play.html?game=pg`)).toBe(true);
    expect(existsSync(join(process.cwd(), 'public', new URL(link).pathname))).toBe(true);
    const joker = await t.fresh.call(api.wallet.account, { params: { slotCode: 'joker2' } });
    const withPassword = (password: string) =>
      t.fresh.call(api.wallet.autoLoginWithPassword, {
        params: { game: 'joker2', username: joker.username, password },
      });
    expect((await withPassword(joker.password)).link).toMatch(
      /^http:\/\/localhost(:\d+)?\/demo\/play\.html\?game=joker2/,
    );
    expect(await failure(withPassword('wrong'))).toEqual({ code: 'KEY_INVALID', status: 400 });
    const auto = (game: string, username: string) =>
      failure(t.fresh.call(api.wallet.autoLogin, { params: { game, username } }));
    expect(await auto('pg', 'someone-else')).toEqual({ code: 'KEY_INVALID', status: 400 });
    expect(await auto('betflix', pg.username)).toEqual({ code: 'NO_GAME', status: 403 });
    expect(await auto('imi', pg.username)).toEqual({ code: 'NO_GAME', status: 403 });
  });
});

describe('a money action happens once (Idempotency-Key)', () => {
  it('a retry with the same key answers the first result and moves nothing', async () => {
    const first = await move('WALLET', 'pg', 10, 'intent-1');
    const entries = (await statements()).length;
    expect(await move('WALLET', 'pg', 10, 'intent-1')).toEqual(first);
    expect(await move('WALLET', 'joker2', 99, 'intent-1')).toEqual(first);
    expect([(await balances()).WALLET, (await statements()).length]).toEqual([149_000, entries]);
    expect((await move('WALLET', 'pg', 10, 'intent-2')).wallet.amount).toBe(1480);
  });
  it('replays an error answer too, even when the call would now succeed', async () => {
    expect(await failure(withdraw(1600, 'w-1'))).toEqual({ code: 'MONEY_NOT_ENOUGH', status: 403 });
    await add(500);
    await refusedQuietly(() => withdraw(1600, 'w-1'), 'MONEY_NOT_ENOUGH', 403);
    expect((await withdraw(1600, 'w-2')).wallet.amount).toBe(400);
  });
  it('replays a TRANSFER_FAIL without moving or recording again; a replay leaves an armed failure armed', async () => {
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'TRANSFER_FAIL');
    expect((await failure(move('WALLET', 'pg', 10, 'tf'))).code).toBe('TRANSFER_FAIL');
    await refusedQuietly(() => move('WALLET', 'pg', 10, 'tf'), 'TRANSFER_FAIL', 422);
    await move('WALLET', 'pg', 10, 'ok');
    t.demo.controls.failNext('POST', '/api/wallet/transfer', 'TRANSFER_FAIL');
    expect((await move('WALLET', 'pg', 10, 'ok')).wallet.amount).toBe(1490);
    expect((await failure(move('WALLET', 'pg', 10, 'new'))).code).toBe('TRANSFER_FAIL');
  });
  it('two concurrent calls with the same key move the money once and both answer the same', async () => {
    const [a, b] = await Promise.all([move('WALLET', 'pg', 25, 'twice'), move('WALLET', 'pg', 25, 'twice')]);
    expect(a).toEqual(b);
    expect((await balances()).WALLET).toBe(147_500);
    const pending = async () =>
      (await statements()).filter((s) => s.statementType === 'withdraw' && s.status === 'IN_PROGRESS').length;
    const before = await pending();
    const [c, d] = await Promise.all([withdraw(100, 'w'), withdraw(100, 'w'), withdraw(100, 'other')]);
    expect(c).toEqual(d);
    expect((await balances()).WALLET).toBe(147_500 - 20_000);
    // Two withdrawals, two new entries.
    expect(await pending()).toBe(before + 2);
  });
  it('keys are per member and per endpoint', async () => {
    await move('WALLET', 'pg', 10, 'k');
    expect((await withdraw(100, 'k')).wallet.amount).toBe(1390);
    await t.loginAs(PERSONAS.bonus);
    expect((await move('WALLET', 'pg', 10, 'k')).wallet.amount).toBe(310.5);
  });
});
