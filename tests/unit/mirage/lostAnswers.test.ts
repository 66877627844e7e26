/**
 * Every money call tried with a lost answer on the demo bank (demo.loseNext): the bank carries the call out, the
 * answer is lost on the way back (a gateway's 502 page, a 504, a 200 that breaks the contract), the client says the
 * outcome is unknown, and the retry with the same Idempotency-Key gets the first attempt's result: what the call moves
 * (money, coins, coupons, a refund, a bonus, a slip, a QR) moved exactly once. The expected moves are the spec's and
 * the seed's (README's personas), written here, not read from the bank.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LOST_ANSWERS } from '../../../mirage/steps';
import type { AnyEndpoint } from '../../../src/api/contracts';
import { ApiError } from '../../../src/api/errors';
import { keyed } from '../../keyed';
import { giftLink, sealed } from './giftLink';
import { PERSONAS, api, setup } from './helpers';

let t: ReturnType<typeof setup>;
afterEach(() => t.demo.shutdown());

const cents = (n: number) => Math.round(n * 100);
const wallet = async () => cents((await t.fresh.call(api.wallet.get)).wallet.amount);
const coins = async () => (await t.fresh.call(api.spin.setup)).result.userCoin;
const coupons = async () => (await t.fresh.call(api.spin.coupons)).coupons.length;
const slips = async () => (await t.fresh.call(api.slips.list, { body: { page: 1, limit: 100 } })).total;
const activeBonus = async () => (await t.fresh.call(api.bonus.checkActive)).type;

interface Case {
  name: string;
  ep: AnyEndpoint;
  who?: string;
  /** The call, with the intent's key. */
  send: (key: string) => Promise<unknown>;
  /** What the call moves, read from the bank. */
  measure: () => Promise<unknown>;
  /** What it reads after exactly one move, from what it read before (the spec's and the seed's numbers). */
  once: (before: unknown) => unknown;
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });

const CASES: Case[] = [
  {
    name: 'transfer 1 baht (the minimum) to pg',
    ep: api.wallet.transfer,
    send: (k) => t.fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 1 }, intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) - 100,
  },
  {
    name: 'play: the whole wallet to pg',
    ep: api.wallet.transferAll,
    send: (k) => t.fresh.call(api.wallet.transferAll, { body: { to: 'pg' }, intent: keyed(k) }),
    measure: wallet,
    once: () => 0,
  },
  {
    name: 'withdraw 200',
    ep: api.wallet.withdraw,
    send: (k) => t.fresh.call(api.wallet.withdraw, { body: { amount: 200 }, intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) - 20_000,
  },
  {
    name: 'withdraw (the dialog) 200',
    ep: api.wallet.withdrawAll,
    send: (k) => t.fresh.call(api.wallet.withdrawAll, { body: { amount: 200 }, intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) - 20_000,
  },
  {
    name: 'gift link of 50',
    ep: api.wallet.truelink,
    send: async (k) =>
      t.fresh.call(api.wallet.truelink, { body: { link: await sealed(giftLink('LOST0000000050')) }, intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) + 5_000,
  },
  {
    name: 'slip upload',
    ep: api.wallet.slip,
    send: (k) => t.fresh.upload(api.wallet.slip, { file: png, intent: keyed(k) }),
    measure: slips,
    once: (b) => (b as number) + 1,
  },
  {
    name: 'bonus WEEKLY5 activated',
    ep: api.bonus.activate,
    send: (k) => t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' }, intent: keyed(k) }),
    measure: activeBonus,
    once: () => 'WEEKLY5',
  },
  {
    name: 'bonus cleared (Malee, DAILY10 running)',
    ep: api.bonus.clear,
    who: PERSONAS.bonus,
    send: (k) => t.fresh.call(api.bonus.clear, { intent: keyed(k) }),
    measure: activeBonus,
    once: () => null,
  },
  {
    name: 'promotion PROMO50',
    ep: api.promotion.activate,
    send: (k) => t.fresh.call(api.promotion.activate, { params: { code: 'PROMO50' }, intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) + 5_000,
  },
  {
    name: 'invite bonus of 75',
    ep: api.invite.bonus,
    send: (k) => t.fresh.call(api.invite.bonus, { intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) + 7_500,
  },
  {
    name: 'refund of 123.45 to the wallet',
    ep: api.refund.addWallet,
    send: (k) => t.fresh.call(api.refund.addWallet, { intent: keyed(k) }),
    measure: wallet,
    once: (b) => (b as number) + 12_345,
  },
  {
    name: 'a spin of the wheel',
    ep: api.spin.spin,
    send: (k) => t.fresh.call(api.spin.spin, { body: {}, intent: keyed(k) }),
    measure: coins,
    once: (b) => (b as number) - 1,
  },
  {
    name: 'a coupon claimed',
    ep: api.spin.claim,
    send: async (k) => {
      const first = (await t.fresh.call(api.spin.coupons)).coupons.at(-1)!;
      return t.fresh.call(api.spin.claim, { body: { coupon: first._id }, intent: keyed(k) });
    },
    measure: coupons,
    once: (b) => (b as number) - 1,
  },
];

/** What the app's client reads from each way of losing the answer. */
const READS_AS: Record<(typeof LOST_ANSWERS)[number], string> = {
  '502 page': 'INTERNAL_SERVER_ERROR',
  '504': 'INTERNAL_SERVER_ERROR',
  'broken 200': 'UNEXPECTED_ANSWER',
  'dropped connection': 'NETWORK_ERROR',
};

describe.each(CASES)('$name: carried out, answer lost', (c) => {
  it.each(LOST_ANSWERS)('%s: the client says the outcome is unknown; the retry moves nothing more', async (how) => {
    t = setup();
    await t.loginAs(c.who);
    const before = await c.measure();
    t.demo.controls.loseNext(c.ep.method, c.ep.path, how);
    const lost = await c.send('intent-1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).code).toBe(READS_AS[how]);
    expect((lost as ApiError).proven, `${how} leaves the outcome unknown`).toBe(false);
    // The bank did it.
    const after = await c.measure();
    expect(after).toEqual(c.once(before));
    // The member tries again: the first attempt's result, nothing moves again.
    await c.send('intent-1');
    expect(await c.measure()).toEqual(after);
  });
});
