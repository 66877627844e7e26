/** The demo bank's bonus and promotion rules, through real HTTP calls of the API client. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOMCHAI_ID } from '../../../mirage/personas';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

/** Bangkok wall time to epoch ms (UTC+7). The test bank starts on Monday 10 March 2025, 15:00 Bangkok. */
const bkk = (s: string) => Date.parse(`${s}+07:00`);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const activate = (code: string, idempotencyKey?: string) =>
  t.fresh.call(api.bonus.activate, { params: { code }, intent: keyed(idempotencyKey) });
const clear = (idempotencyKey?: string) => t.fresh.call(api.bonus.clear, { intent: keyed(idempotencyKey) });
const list = async () => Object.fromEntries((await t.fresh.call(api.bonus.list)).bonuses.map((b) => [b.code, b]));
const wallet = async () => Math.round((await t.fresh.call(api.wallet.get)).wallet.amount * 100);
const add = (amount: number) => t.fresh.call(api.wallet.add, { body: { amount } });
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
const setClock = (ms: number) => {
  t.clock.t = ms;
};

describe('the bonus list', () => {
  it('shows each bonus with its limit, the member receipts and banners that state the numbers', async () => {
    const b = await list();
    expect(Object.keys(b)).toEqual(['WELCOME100', 'DAILY10', 'WEEKLY5', 'FLASH50']);
    expect(b.WELCOME100).toMatchObject({ type: 'limit', maxReceived: 1, userBonus: { isActive: false } });
    expect(b.DAILY10!.userBonus!.received).toHaveLength(1);
    expect(b.WEEKLY5!.userBonus).toBeNull();
    expect(b.WEEKLY5!.banners.map((x) => x.html).join()).toMatch(
      /5% .*สูงสุด 200 บาท.*ฝากขั้นต่ำ 100 บาท[\s\S]*เทิร์นโอเวอร์ 1 เท่า/,
    );
  });
});

describe('activation limits in Bangkok days and weeks', () => {
  it("refuses today's daily bonus until 00:00 Bangkok, then gives it", async () => {
    setClock(bkk('2025-03-10T23:59:59'));
    expect(await failure(activate('DAILY10'))).toEqual({ code: 'BONUS_MAX_CLAIMED', status: 403 });
    setClock(bkk('2025-03-11T00:00:00'));
    const { userBonus } = await activate('DAILY10');
    expect(userBonus.isActive).toBe(true);
    expect(userBonus.received).toHaveLength(2);
    expect(userBonus.received[1]!.updatedAt).toBe('2025-03-10T17:00:00.000Z');
  });

  it('a weekly bonus used up this week comes back on Monday 00:00 Bangkok, not before', async () => {
    await t.loginAs(PERSONAS.bonus);
    await clear();
    setClock(bkk('2025-03-16T23:59:59'));
    // A session lasts a day: log in again on Sunday night.
    await t.loginAs(PERSONAS.bonus);
    expect(await failure(activate('WEEKLY5'))).toEqual({ code: 'BONUS_MAX_CLAIMED', status: 403 });
    setClock(bkk('2025-03-17T00:00:00'));
    expect((await activate('WEEKLY5')).userBonus.isActive).toBe(true);
  });

  it('a limit bonus received once is used up for good', async () => {
    t.advance(400 * 24 * 3600_000);
    await t.loginAs();
    expect(await failure(activate('WELCOME100'))).toEqual({ code: 'BONUS_MAX_CLAIMED', status: 403 });
  });

  it('refuses a second active bonus, a full quota, an unmet condition and an unknown code; moves nothing', async () => {
    const before = await wallet();
    expect(await failure(activate('FLASH50'))).toEqual({ code: 'BONUS_FULL', status: 403 });
    // The welcome bonus is for members who never deposited: without his old receipt Somchai still fails its condition.
    t.demo.state().userBonuses = t.demo
      .state()
      .userBonuses.filter((u) => !(u.memberId === SOMCHAI_ID && u.code === 'WELCOME100'));
    expect(await failure(activate('WELCOME100'))).toEqual({ code: 'BONUS_CONDITION', status: 403 });
    expect(await failure(activate('NOPE'))).toEqual({ code: 'NO_DATA', status: 404 });
    await activate('WEEKLY5');
    expect(await failure(activate('WEEKLY5'))).toEqual({ code: 'BONUS_ALREADY_ACTIVE', status: 409 });
    expect(await wallet()).toBe(before);
  });

  it('an activation sent twice with one Idempotency-Key is received once', async () => {
    const first = await activate('WEEKLY5', 'k1');
    expect(await activate('WEEKLY5', 'k1')).toEqual(first);
    expect((await list()).WEEKLY5!.userBonus!.received).toHaveLength(1);
  });
});

describe('what a bonus gives and locks', () => {
  it('credits its percentage of the next qualifying deposit once, capped, as a bonus entry', async () => {
    await activate('WEEKLY5');
    expect(await t.fresh.call(api.bonus.checkMinimum)).toEqual({ status: true, minimum: 100 });
    const start = await wallet();
    await add(99.99);
    expect(await wallet()).toBe(start + 9_999);
    await add(1000);
    expect(await wallet()).toBe(start + 9_999 + 100_000 + 5_000);
    const [bonus, dep] = await statements();
    expect(bonus).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      amount: 50,
      bonus: { description: expect.stringContaining('WEEKLY5') },
    });
    expect(dep).toMatchObject({ statementType: 'deposit', amount: 1000 });
    await add(1000);
    expect(await wallet()).toBe(start + 9_999 + 200_000 + 5_000);
    expect(await t.fresh.call(api.bonus.checkMinimum)).toEqual({ status: false, minimum: 100 });
  });

  it('caps the bonus credit', async () => {
    await activate('WEEKLY5');
    const start = await wallet();
    await add(10_000);
    expect(await wallet()).toBe(start + 1_000_000 + 20_000);
  });

  it('locks withdrawals and coupon claims while it runs', async () => {
    await activate('WEEKLY5');
    expect(await failure(t.fresh.call(api.wallet.withdraw, { body: { amount: 100 } }))).toEqual({
      code: 'BONUS_REMAINING',
      status: 403,
    });
    expect(await failure(t.fresh.call(api.wallet.withdrawAll, { body: { amount: 100 } }))).toEqual({
      code: 'BONUS_REMAINING',
      status: 403,
    });
    const coupon = (await t.fresh.call(api.spin.coupons)).coupons[0]!;
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: coupon._id } })).toEqual({
      success: false,
      error: 'BONUS_REMAINING',
    });
  });

  it('cancelling forfeits what is left of the bonus credit with a finish_bonus entry, and unlocks', async () => {
    await activate('WEEKLY5');
    await add(1000);
    const before = await wallet();
    expect(await clear('c1')).toEqual({ message: 'SUCCESS' });
    expect(await clear('c1')).toEqual({ message: 'SUCCESS' });
    expect(await wallet()).toBe(before - 5_000);
    expect((await statements())[0]).toMatchObject({ statementType: 'finish_bonus', amount: 50 });
    expect(await failure(clear())).toEqual({ code: 'NO_DATA', status: 404 });
    await t.fresh.call(api.wallet.withdraw, { body: { amount: 100 } });
  });

  it('cancelling before any deposit forfeits nothing', async () => {
    await activate('WEEKLY5');
    const before = await wallet();
    await clear();
    expect(await wallet()).toBe(before);
    expect((await statements())[0]).toMatchObject({ statementType: 'finish_bonus', amount: 0 });
  });

  it('completes by itself once the turnover is moved into games', async () => {
    await activate('WEEKLY5');
    await add(1000);
    // Target: 1 × (1000 + 50) baht from the wallet into games.
    await t.fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 1000 } });
    expect((await t.fresh.call(api.bonus.checkActive)).status).toBe(true);
    await t.fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 50 } });
    expect(await t.fresh.call(api.bonus.checkActive)).toEqual({ status: false, type: null });
    expect((await statements())[0]).toMatchObject({
      statementType: 'finish_bonus',
      amount: 0,
      bonus: { description: expect.stringContaining('WEEKLY5') },
    });
    await t.fresh.call(api.wallet.withdraw, { body: { amount: 100 } });
  });

  it('the running bonus persona forfeits her 20 baht bonus credit on cancel', async () => {
    await t.loginAs(PERSONAS.bonus);
    expect(await t.fresh.call(api.bonus.checkActive)).toEqual({ status: true, type: 'DAILY10' });
    const before = await wallet();
    await clear();
    expect(await wallet()).toBe(before - 2_000);
  });
});

describe('promotion codes', () => {
  it('finds a code in any case, credits it once, then answers PROMOTION_RECEIVED', async () => {
    expect((await t.fresh.call(api.promotion.find, { params: { code: 'promo50' } })).promotion).toMatchObject({
      code: 'PROMO50',
      percentFail: 25,
    });
    const before = await wallet();
    expect(await t.fresh.call(api.promotion.activate, { params: { code: 'PROMO50' } })).toEqual({ message: 'SUCCESS' });
    expect(await wallet()).toBe(before + 5_000);
    expect((await statements())[0]).toMatchObject({
      statementType: 'bonus',
      amount: 50,
      promotion: { description: 'โปรโมชั่น PROMO50' },
    });
    expect(await failure(t.fresh.call(api.promotion.activate, { params: { code: 'PROMO50' } }))).toEqual({
      code: 'PROMOTION_RECEIVED',
      status: 409,
    });
    expect(await wallet()).toBe(before + 5_000);
  });

  it('an unknown code is not found and cannot be received', async () => {
    expect(await t.fresh.call(api.promotion.find, { params: { code: 'NOPE' } })).toEqual({ promotion: null });
    expect(await failure(t.fresh.call(api.promotion.activate, { params: { code: 'NOPE' } }))).toEqual({
      code: 'NO_PROMOTION',
      status: 404,
    });
  });

  it('is refused while a bonus runs', async () => {
    await activate('WEEKLY5');
    expect(await failure(t.fresh.call(api.promotion.activate, { params: { code: 'LUCKY7' } }))).toEqual({
      code: 'BONUS_ALREADY_ACTIVE',
      status: 409,
    });
  });
});

describe('the demo clock', () => {
  it('moves the bank ahead of the page clock and keeps the member logged in', async () => {
    const start = t.demo.controls.now();
    expect(start).toBe(t.clock.t);
    t.demo.controls.advanceClock(3 * 24 * 3600_000);
    expect(t.demo.controls.now()).toBe(start + 3 * 24 * 3600_000);
    await add(1);
    expect(Date.parse((await statements())[0]!.createdAt)).toBe(start + 3 * 24 * 3600_000);
    expect(() => t.demo.controls.advanceClock(-1)).toThrow();
  });
});
