import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toSatang } from '../../../mirage/rules/ledger';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const total = (w: { wallet: { amount: number }; slots: Array<{ amount: number }> }) =>
  Math.round(w.wallet.amount * 100) + w.slots.reduce((s, g) => s + Math.round(g.amount * 100), 0);

describe('seeded personas', () => {
  it('the funded member has 1,500.00 baht, coins and games in every category', async () => {
    const w = await t.fresh.call(api.wallet.get);
    expect(w.wallet.amount).toBe(1500);
    expect(w.profile.coin).toBe(5);
    expect(new Set(w.slots.map((s) => s.category))).toEqual(new Set(['slot', 'sport', 'lotto']));
    expect(w.slots.length).toBeGreaterThanOrEqual(6);
    expect(w.slots.some((s) => s.isActive && s.amount > 0) && w.slots.some((s) => !s.isActive)).toBe(true);
    const statements = await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } });
    expect(new Set(statements.statements.map((s) => s.statementType)).size).toBe(5);
    const slips = await t.fresh.call(api.slips.list, { body: { page: 1, limit: 10 } });
    expect(slips.slips.map((s) => s.status)).toEqual(expect.arrayContaining(['SUCCESS', 'FAILED', 'IN_PROGRESS']));
    expect((await t.fresh.call(api.invite.list, { body: { page: 1, limit: 10 } })).total).toBeGreaterThanOrEqual(3);
    const refund = await t.fresh.call(api.refund.check);
    expect(refund.result && refund.refundAmount > 0).toBe(true);
  });
  it('Malee has an active bonus', async () => {
    await t.loginAs(PERSONAS.bonus);
    expect(await t.fresh.call(api.bonus.checkActive)).toEqual({ status: true, type: 'DAILY10' });
  });
});

describe('money moves in satang', () => {
  it('transfers keep the total and refuse what they should', async () => {
    const before = total(await t.fresh.call(api.wallet.get));
    const move = (from: string, to: string, amount: number) =>
      t.fresh.call(api.wallet.transfer, { body: { from, to, amount } });
    expect((await move('WALLET', 'pg', 0.1 + 0.2 + 0.7)).wallet.amount).toBe(1499);
    expect((await move('pg', 'WALLET', 250.5)).wallet.amount).toBe(1749.5);
    expect(total(await t.fresh.call(api.wallet.get))).toBe(before);
    expect((await failure(move('WALLET', 'pg', 0.5))).code).toBe('TRANSFER_MINIMUM');
    expect((await failure(move('WALLET', 'pg', 99999))).code).toBe('MONEY_NOT_ENOUGH');
    expect((await failure(move('WALLET', 'betflix', 10))).code).toBe('NO_GAME');
    expect((await failure(move('WALLET', 'nope', 10))).code).toBe('NO_GAME');
    expect((await failure(move('WALLET', 'pg', 1.234))).code).toBe('KEY_INVALID');
  });
  it('an idempotency key answers the first result again without moving money twice', async () => {
    const call = () => t.fresh.call(api.wallet.add, { body: { amount: 10 }, intent: keyed('same-intent') });
    expect((await call()).wallet.amount).toBe(1510);
    expect((await call()).wallet.amount).toBe(1510);
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1510);
  });
  it('toSatang takes baht with at most two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), (satang) => toSatang(satang / 100) === satang));
    expect(() => toSatang(0)).toThrow();
    expect(() => toSatang(1.005)).toThrow();
  });
  it('unknown ids answer 404 NO_DATA', async () => {
    expect(await failure(t.fresh.call(api.wallet.activate, { params: { slotCode: 'nope' } }))).toEqual({
      code: 'NO_DATA',
      status: 404,
    });
    expect(await failure(t.fresh.call(api.qrcode.get, { params: { provider: 'NOPE' } }))).toEqual({
      code: 'NO_DATA',
      status: 404,
    });
    expect(await failure(t.fresh.call(api.bonus.activate, { params: { code: 'NOPE' } }))).toEqual({
      code: 'NO_DATA',
      status: 404,
    });
    expect(await failure(t.fresh.call(api.slips.reference, { params: { reference: 'NOPE' } }))).toEqual({
      code: 'NO_DATA',
      status: 404,
    });
  });
});
