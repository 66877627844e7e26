import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawSlice, TOTAL_WEIGHT } from '../../../mirage/rules/wheel';
import { COUPON_LIFETIME_MS, WHEEL } from '../../../mirage/wheelContent';
import { keyed } from '../../keyed';
import { api, PERSONAS, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

const wallet = async () => Math.round((await t.fresh.call(api.wallet.get)).wallet.amount * 100);
const coins = async () => (await t.fresh.call(api.spin.setup)).result.userCoin;
const coupons = async () => (await t.fresh.call(api.spin.coupons)).coupons;

describe('demo wheel: weights', () => {
  it('draws each slice in proportion to its weight (out of 100)', () => {
    expect(TOTAL_WEIGHT).toBe(100);
    const seen = new Map<string, number>();
    for (let i = 0; i < TOTAL_WEIGHT * 10; i++) {
      const code = drawSlice((i + 0.5) / (TOTAL_WEIGHT * 10)).code;
      seen.set(code, (seen.get(code) ?? 0) + 1);
    }
    for (const s of WHEEL.slices) expect(seen.get(s.code), s.code).toBe(s.weight * 10);
    expect(drawSlice(0).code).toBe(WHEEL.slices[0]!.code);
    expect(drawSlice(0.9999999).code).toBe(WHEEL.slices.at(-1)!.code);
  });
});

describe('demo wheel: spins', () => {
  it('costs one coin a spin and leaves a coupon worth a prize slice', async () => {
    await t.loginAs(PERSONAS.funded);
    const before = await coupons();
    t.demo.controls.nextSpin('P50');
    const answer = await t.fresh.call(api.spin.spin, { body: {}, intent: keyed('spin-1') });
    expect(answer).toEqual({ success: true, result: { code: 'P50', label: '50', remainingCoin: 4 } });
    expect(await coins()).toBe(4);
    const after = await coupons();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ prize: { label: '50', name: 'เครดิต 50 บาท' }, amount: 50 });
    // The same tap sent again is answered the first spin's result: no second coin, no second coupon.
    expect(await t.fresh.call(api.spin.spin, { body: {}, intent: keyed('spin-1') })).toEqual(answer);
    expect(await coins()).toBe(4);
    expect(await coupons()).toHaveLength(after.length);
  });

  it('a no-prize slice takes the coin and leaves no coupon; no coin, no spin', async () => {
    await t.loginAs(PERSONAS.bonus);
    const before = await coupons();
    t.demo.controls.nextSpin('NONE2');
    expect((await t.fresh.call(api.spin.spin, { body: {} })).result).toEqual({
      code: 'NONE2',
      label: 'ลองใหม่อีกครั้งนะ',
      remainingCoin: 0,
    });
    expect(await coupons()).toEqual(before);
    expect(await t.fresh.call(api.spin.spin, { body: {} })).toEqual({ success: false, error: 'NO_CLAIMABLE_COUPON' });
    expect(await coins()).toBe(0);
  });

  it('has no active wheel in the wheelOff scenario', async () => {
    await t.loginAs(PERSONAS.funded);
    t.demo.controls.scenario('wheelOff');
    expect(await t.fresh.call(api.spin.active)).toEqual({ isActive: false });
    expect((await t.fresh.call(api.spin.setup)).result).toEqual({ activeSpinwheel: null, userCoin: 5 });
    expect(await t.fresh.call(api.spin.spin, { body: {} })).toEqual({ success: false, error: 'INVALID_CODE' });
    expect(await coins()).toBe(5);
  });

  it('refuses an unknown slice for nextSpin', () => {
    expect(() => t.demo.controls.nextSpin('NOPE')).toThrow(/P10/);
  });
});

describe('demo wheel: coupons', () => {
  it('lists five claimable coupons for Somchai (not the expired or claimed ones); a claim credits once with a statement entry', async () => {
    await t.loginAs(PERSONAS.funded);
    const list = await coupons();
    expect(list.map((c) => c.amount)).toEqual([20, 5, 1, 10, 50]);
    const before = await wallet();
    const entries = (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 10 } })).total;
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: list[0]!._id }, intent: keyed('c1') })).toEqual({
      success: true,
    });
    expect(await wallet()).toBe(before + 2_000);
    // A replay answers the same and credits nothing; a new claim of the same coupon is refused.
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: list[0]!._id }, intent: keyed('c1') })).toEqual({
      success: true,
    });
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: list[0]!._id }, intent: keyed('c2') })).toEqual({
      success: false,
      error: 'NO_CLAIMABLE_COUPON',
    });
    expect(await wallet()).toBe(before + 2_000);
    const statement = await t.fresh.call(api.statement.list, { body: { page: 1, limit: 10 } });
    expect(statement.total).toBe(entries + 1);
    expect(statement.statements[0]).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      amount: 20,
      from: 'LUCKYDRAW',
      to: 'WALLET',
    });
    expect(await coupons()).toHaveLength(4);
  });

  it('a coupon expires 7 days after the spin: COUPON_EXPIRED, nothing credited, no longer listed', async () => {
    await t.loginAs(PERSONAS.funded);
    const soon = (await coupons()).find((c) => c.amount === 50)!;
    t.demo.controls.advanceClock(60 * 60 * 1000);
    expect(await coupons()).not.toContainEqual(soon);
    const before = await wallet();
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: soon._id } })).toEqual({
      success: false,
      error: 'COUPON_EXPIRED',
    });
    expect(await wallet()).toBe(before);
    // A fresh coupon lives exactly COUPON_LIFETIME_MS.
    t.demo.controls.nextSpin('P1');
    await t.fresh.call(api.spin.spin, { body: {} });
    const fresh = (await coupons())[0]!;
    t.demo.controls.advanceClock(COUPON_LIFETIME_MS - 1);
    expect((await coupons())[0]).toEqual(fresh);
    t.demo.controls.advanceClock(1);
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: fresh._id } })).toEqual({
      success: false,
      error: 'COUPON_EXPIRED',
    });
  });

  it("refuses a claim while a bonus runs (BONUS_REMAINING), and someone else's coupon", async () => {
    await t.loginAs(PERSONAS.bonus);
    const [mine] = await coupons();
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: mine!._id } })).toEqual({
      success: false,
      error: 'BONUS_REMAINING',
    });
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: '64b0000000000000000d0001' } })).toEqual({
      success: false,
      error: 'NO_CLAIMABLE_COUPON',
    });
  });
});
