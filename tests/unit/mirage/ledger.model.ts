/**
 * The command model of the ledger property test: random money commands, a checker that runs them against a bank
 * and checks every answer and the money after each one, and two ways to reach the bank: real HTTP calls, or the
 * route handlers called directly through the same wrapper (`handle`) without Mirage's fake network (fast).
 */
import fc from 'fast-check';
import type { Request } from 'miragejs';
import { expect } from 'vitest';
import { statusFor } from '../../../mirage/armed';
import { BONUSES, PROMOTIONS } from '../../../mirage/bonusContent';
import { createControls } from '../../../mirage/controls';
import { handle, type Handler, type RouteOptions, type Runtime } from '../../../mirage/http';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage/personas';
import { bonusRoutes } from '../../../mirage/routes/bonus';
import { inviteRoutes } from '../../../mirage/routes/invite';
import { refundRoutes } from '../../../mirage/routes/refund';
import { spinRoutes } from '../../../mirage/routes/spin';
import { walletRoutes } from '../../../mirage/routes/wallet';
import { findMember, login } from '../../../mirage/rules/auth';
import { couponExpired } from '../../../mirage/rules/wheel';
import { seed } from '../../../mirage/seed';
import type { DemoState } from '../../../mirage/state';
import { WHEEL } from '../../../mirage/wheelContent';
import { fillPath } from '../../../src/api/client';
import { api, type AnyEndpoint } from '../../../src/api/contracts';
import { ApiError } from '../../../src/api/errors';
import { keyed } from '../../keyed';
import type { setup } from './helpers';

type Arm = 'TRANSFER_FAIL' | 'INTERNAL_SERVER_ERROR' | null;
/** `key` null: a new intent (a new Idempotency-Key); a number picks a key used before in the sequence. */
export type Cmd =
  | { kind: 'transfer'; from: string; to: string; amount: unknown; key: number | null; arm: Arm }
  | { kind: 'transferAll'; to: string; key: number | null; arm: Arm }
  | { kind: 'withdraw' | 'withdrawAll' | 'add'; amount: unknown; key: number | null; arm: Arm }
  | { kind: 'activate'; code: string }
  | { kind: 'refresh' }
  | { kind: 'bonus'; code: string; key: number | null; arm: Arm }
  | { kind: 'clear'; key: number | null; arm: Arm }
  | { kind: 'promo'; code: string; key: number | null; arm: Arm }
  | { kind: 'refund' | 'invite'; key: number | null; arm: Arm }
  /** A spin of the wheel, landing on `slice` (armed with nextSpin) or drawn by weight. */
  | { kind: 'spin'; slice: string | null; key: number | null; arm: Arm }
  /** A claim of the member's `coupon`-th coupon (claimed, expired and others' included), or of an unknown one. */
  | { kind: 'claim'; coupon: number; key: number | null; arm: Arm };

/** Active, inactive and unknown games of the funded member, and the wallet. */
const POCKETS = ['WALLET', 'pg', 'joker2', 'askmebet', 'huayhd', 'betflix', 'usun', 'areaslot', 'nope'];
const pocketArb = fc.constantFrom(...POCKETS);
const amountArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 200_000 }).map((s) => s / 100) },
  { weight: 2, arbitrary: fc.integer({ min: 9_000, max: 5_100_000 }).map((s) => s / 100) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -5,
      0.5,
      0.99,
      1,
      1.234,
      99.99,
      100,
      100.001,
      50_000,
      50_000.01,
      1e13,
      NaN,
      '10',
      null,
    ),
  },
);
const keyArb = fc.option(fc.nat(30), { freq: 3, nil: null });
const armArb = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Arm>(null) },
  { weight: 2, arbitrary: fc.constant<Arm>('TRANSFER_FAIL') },
  { weight: 1, arbitrary: fc.constant<Arm>('INTERNAL_SERVER_ERROR') },
);

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: pocketArb,
      to: pocketArb,
      amount: amountArb,
      key: keyArb,
      arm: armArb,
    }),
  },
  // Mostly to an active game, so that the whole wallet often goes into play (a running bonus's turnover).
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('transferAll' as const),
      to: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('pg', 'joker2', 'askmebet', 'huayhd') },
        { weight: 1, arbitrary: pocketArb },
      ),
      key: keyArb,
      arm: armArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('withdraw' as const, 'withdrawAll' as const),
      amount: amountArb,
      key: keyArb,
      arm: armArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('add' as const), amount: amountArb, key: keyArb, arm: armArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('activate' as const), code: pocketArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refresh' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bonus' as const),
      code: fc.oneof(
        { weight: 4, arbitrary: fc.constant('WEEKLY5') },
        { weight: 1, arbitrary: fc.constantFrom('DAILY10', 'FLASH50', 'WELCOME100', 'NOPE') },
      ),
      key: keyArb,
      arm: armArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('clear' as const), key: keyArb, arm: armArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('refund' as const, 'invite' as const), key: keyArb, arm: armArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('promo' as const),
      code: fc.constantFrom('PROMO50', 'LUCKY7', 'CASHBACK', 'nope'),
      key: keyArb,
      arm: armArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('spin' as const),
      slice: fc.option(fc.constantFrom(...WHEEL.slices.map((x) => x.code)), { nil: null }),
      key: keyArb,
      arm: armArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('claim' as const), coupon: fc.nat(9), key: keyArb, arm: armArb }),
  },
);
export const sequenceArb = fc.array(cmdArb, { minLength: 1, maxLength: 30, size: 'max' });

interface Answer {
  status: number;
  body?: unknown;
  code?: string;
}
export interface Bank {
  memberId: string;
  state(): DemoState;
  failNext(method: string, path: string, code: string): void;
  nextSpin(code: string | null): void;
  now(): number;
  call(
    ep: AnyEndpoint,
    opts: { body?: unknown; params?: Record<string, string>; key?: string },
  ): Answer | Promise<Answer>;
}

function requestOf(cmd: Cmd, couponId: string): { ep: AnyEndpoint; body?: unknown; params?: Record<string, string> } {
  const w = api.wallet;
  switch (cmd.kind) {
    case 'transfer':
      return { ep: w.transfer, body: { from: cmd.from, to: cmd.to, amount: cmd.amount } };
    case 'transferAll':
      return { ep: w.transferAll, body: { to: cmd.to } };
    case 'withdraw':
      return { ep: w.withdraw, body: { amount: cmd.amount } };
    case 'withdrawAll':
      return { ep: w.withdrawAll, body: { amount: cmd.amount } };
    case 'add':
      return { ep: w.add, body: { amount: cmd.amount } };
    case 'activate':
      return { ep: w.activate, params: { slotCode: cmd.code } };
    case 'refresh':
      return { ep: w.refreshSlot };
    case 'bonus':
      return { ep: api.bonus.activate, params: { code: cmd.code } };
    case 'clear':
      return { ep: api.bonus.clear };
    case 'promo':
      return { ep: api.promotion.activate, params: { code: cmd.code } };
    case 'refund':
      return { ep: api.refund.addWallet };
    case 'invite':
      return { ep: api.invite.bonus };
    case 'spin':
      return { ep: api.spin.spin, body: {} };
    case 'claim':
      return { ep: api.spin.claim, body: { coupon: couponId } };
  }
}

/** Wallet and game balances of the member in satang. */
function balances(state: DemoState, memberId: string): Record<string, number> {
  const out: Record<string, number> = { WALLET: state.members.find((m) => m._id === memberId)!.walletSatang };
  for (const g of state.gameAccounts) if (g.memberId === memberId) out[g.code] = g.satang;
  return out;
}
const sum = (b: Record<string, number>) => Object.values(b).reduce((a, v) => a + v, 0);
const entriesOf = (state: DemoState, memberId: string) => state.statements.filter((s) => s.memberId === memberId);
const REFUSALS = [
  'KEY_INVALID',
  'KEY_MISSING',
  'TRANSFER_MINIMUM',
  'NO_GAME',
  'MONEY_NOT_ENOUGH',
  'NO_DATA',
  'SLOT_ALREADY_ACTIVE',
  'BONUS_REMAINING',
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_FULL',
  'BONUS_CONDITION',
  'NO_PROMOTION',
  'PROMOTION_RECEIVED',
  'NO_REFUND',
  'REFUND_CONDITION',
  'NO_INVITE_BONUS',
];

export type Stats = Record<
  | 'accepted'
  | 'refused'
  | 'providerFails'
  | 'injected'
  | 'replays'
  | 'deposits'
  | 'withdrawals'
  | 'bonuses'
  | 'bonusCredits'
  | 'completions'
  | 'forfeits'
  | 'promotions'
  | 'rewards'
  | 'spins'
  | 'coupons'
  | 'couponRefusals',
  number
>;
export const newStats = (): Stats => ({
  accepted: 0,
  refused: 0,
  providerFails: 0,
  injected: 0,
  replays: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
  bonusCredits: 0,
  completions: 0,
  forfeits: 0,
  promotions: 0,
  rewards: 0,
  spins: 0,
  coupons: 0,
  couponRefusals: 0,
});

/** The test's own account of the member's running bonus, from the rules' numbers (mirage/bonusContent.ts). */
interface RunningBonus {
  code: string;
  credit: number | null;
  target: number;
  turnover: number;
}

/**
 * The balances a successful, first-time command leaves, the money it brings in (+) or takes out (-), the statement
 * entries it records, and the running bonus after it: a deposit earns the waiting bonus its share (capped), money
 * moved from the wallet into games counts as turnover until the bonus completes, cancelling forfeits what is left of
 * the bonus credit in the wallet, a promotion credits its amount.
 */
function expectedAfter(
  cmd: Cmd,
  before: Record<string, number>,
  running: RunningBonus | null,
  waiting: Record<'refund' | 'invite', number>,
  couponSatang = 0,
) {
  const after = { ...before };
  const satang = 'amount' in cmd ? Math.round((cmd.amount as number) * 100) : 0;
  const play = (moved: number, entries: number) => {
    if (!running || running.credit === null) return { after, external: 0, entries, running };
    const turnover = running.turnover + moved;
    return turnover >= running.target
      ? { after, external: 0, entries: entries + 1, running: null, completed: true }
      : { after, external: 0, entries, running: { ...running, turnover } };
  };
  switch (cmd.kind) {
    case 'transfer':
      after[cmd.from]! -= satang;
      after[cmd.to]! += satang;
      return cmd.from === 'WALLET' ? play(satang, 1) : { after, external: 0, entries: 1, running };
    case 'transferAll':
      after[cmd.to]! += before.WALLET!;
      after.WALLET = 0;
      return play(before.WALLET!, 1);
    case 'add': {
      after.WALLET! += satang;
      const def = running && running.credit === null ? BONUSES.find((b) => b.code === running.code)! : null;
      if (!def || satang < def.minDepositSatang) return { after, external: satang, entries: 1, running };
      const credit = Math.min(Math.floor((satang * def.percent) / 100), def.capSatang);
      after.WALLET! += credit;
      return {
        after,
        external: satang + credit,
        entries: 2,
        running: { ...running!, credit, target: (satang + credit) * def.turnover, turnover: 0 },
        credited: credit,
      };
    }
    case 'withdraw':
    case 'withdrawAll':
      after.WALLET! -= satang;
      return { after, external: -satang, entries: 1, running };
    case 'bonus':
      return { after, external: 0, entries: 0, running: { code: cmd.code, credit: null, target: 0, turnover: 0 } };
    case 'clear': {
      const forfeit = Math.min(running?.credit ?? 0, before.WALLET!);
      after.WALLET! -= forfeit;
      return { after, external: -forfeit, entries: 1, running: null, forfeit };
    }
    case 'promo': {
      const promo = PROMOTIONS.find((p) => p.code === cmd.code.toUpperCase())!;
      after.WALLET! += promo.satang;
      return { after, external: promo.satang, entries: 1, running };
    }
    case 'claim':
      after.WALLET! += couponSatang;
      return { after, external: couponSatang, entries: 1, running };
    case 'refund':
    case 'invite':
      after.WALLET! += waiting[cmd.kind];
      return { after, external: waiting[cmd.kind], entries: 1, running, claimed: cmd.kind };
    default:
      return { after, external: 0, entries: 0, running };
  }
}

/**
 * Run one sequence and check after every command: the answer fits the command (a replay answers the first answer,
 * a refusal or a provider failure moves nothing), the balances move exactly as the command says, the money in the
 * system is the initial money plus deposits and house credits (bonus, promotion) minus accepted withdrawals and
 * bonus forfeits, and no balance is below zero.
 */
export async function runSequence(bank: Bank, cmds: Cmd[], stats: Stats): Promise<void> {
  const { memberId } = bank;
  const initial = sum(balances(bank.state(), memberId));
  let external = 0;
  const keys: string[] = [];
  const answers = new Map<string, Answer>();
  const armed: Array<{ path: string; code: string }> = [];
  let running: RunningBonus | null = null;
  // The loss refund and invite bonus waiting for the member at the start; each can be received once.
  const me = bank.state().members.find((m) => m._id === memberId)!;
  const waiting = { refund: me.refundSatang, invite: me.inviteBonusSatang };
  for (const [i, cmd] of cmds.entries()) {
    const mine = bank.state().coupons.filter((c) => c.memberId === memberId);
    const found = cmd.kind === 'claim' ? mine[cmd.coupon] : undefined;
    // As it was before the call (the bank's record changes with it).
    const coupon = found ? { ...found } : undefined;
    const { ep, body, params } = requestOf(cmd, coupon?._id ?? '64b00000000000000000dead');
    if (cmd.kind === 'spin') bank.nextSpin(cmd.slice);
    const coinsBefore = bank.state().members.find((m) => m._id === memberId)!.coin;
    const couponsBefore = mine.length;
    let key: string | undefined;
    if (ep.idempotent && 'key' in cmd) {
      key = cmd.key !== null && keys.length > 0 ? keys[cmd.key % keys.length]! : `intent-${i}`;
      if (!keys.includes(key)) keys.push(key);
    }
    if ('arm' in cmd && cmd.arm) {
      bank.failNext(ep.method, ep.path, cmd.arm);
      armed.push({ path: ep.path, code: cmd.arm });
    }
    const before = balances(bank.state(), memberId);
    const entriesBefore = entriesOf(bank.state(), memberId).length;
    const ruleAt = armed.findIndex((f) => f.path === ep.path);
    const rule = armed[ruleAt];
    const plays = rule?.code === 'TRANSFER_FAIL' && (ep === api.wallet.transfer || ep === api.wallet.transferAll);
    const first = key ? answers.get(`${ep.path}|${key}`) : undefined;

    const answer = await bank.call(ep, { body, params, key });
    const after = balances(bank.state(), memberId);
    const entries = entriesOf(bank.state(), memberId);
    const added = entries.length - entriesBefore;

    if (rule && !plays) {
      armed.splice(ruleAt, 1);
      stats.injected++;
      expect(answer).toEqual({ status: statusFor(rule.code), code: rule.code });
      expect([after, added]).toEqual([before, 0]);
    } else if (first) {
      stats.replays++;
      expect(answer).toEqual(first);
      expect([after, added]).toEqual([before, 0]);
    } else {
      if (rule) armed.splice(ruleAt, 1);
      if (key) answers.set(`${ep.path}|${key}`, answer);
      if (answer.status !== 200) {
        expect(after).toEqual(before);
        if (answer.code === 'TRANSFER_FAIL') {
          stats.providerFails++;
          expect(plays).toBe(true);
          expect([added, entries[0]!.statementType, entries[0]!.status]).toEqual([1, 'transfer', 'FAILED']);
        } else {
          stats.refused++;
          expect(REFUSALS).toContain(answer.code);
          expect(added).toBe(0);
          // The refusals that depend on the running bonus come exactly when the test's account says so.
          if (cmd.kind === 'clear') expect([answer.code, running]).toEqual(['NO_DATA', null]);
          if (['BONUS_REMAINING', 'BONUS_ALREADY_ACTIVE', 'REFUND_CONDITION'].includes(answer.code!))
            expect(running).not.toBeNull();
          if (answer.code === 'NO_REFUND') expect(waiting.refund).toBe(0);
          if (answer.code === 'NO_INVITE_BONUS') expect(waiting.invite).toBe(0);
        }
      } else if (
        (cmd.kind === 'spin' || cmd.kind === 'claim') &&
        (answer.body as { success: boolean }).success === false
      ) {
        // The wheel refuses in the body (docs/product.md#calls-spin): nothing moves, for exactly the reason the state
        // gives.
        stats.couponRefusals++;
        const error = (answer.body as { error: string }).error;
        expect([after, added]).toEqual([before, 0]);
        if (cmd.kind === 'spin') expect([error, coinsBefore]).toEqual(['NO_CLAIMABLE_COUPON', 0]);
        else {
          const now = bank.now();
          const want =
            !coupon || coupon.claimed
              ? 'NO_CLAIMABLE_COUPON'
              : couponExpired(coupon, now)
                ? 'COUPON_EXPIRED'
                : 'BONUS_REMAINING';
          expect(error).toBe(want);
          if (want === 'BONUS_REMAINING') expect(running).not.toBeNull();
        }
      } else if (cmd.kind === 'spin') {
        // A spin moves no money: it costs a coin and leaves a coupon for a prize slice.
        stats.spins++;
        const result = (answer.body as { result: { code: string; remainingCoin: number } }).result;
        if (cmd.slice) expect(result.code).toBe(cmd.slice);
        const slice = WHEEL.slices.find((x) => x.code === result.code)!;
        const state = bank.state();
        expect(result.remainingCoin).toBe(coinsBefore - 1);
        expect(state.members.find((m) => m._id === memberId)!.coin).toBe(coinsBefore - 1);
        expect(state.coupons.filter((c) => c.memberId === memberId)).toHaveLength(
          couponsBefore + (slice.satang > 0 ? 1 : 0),
        );
        expect([after, added]).toEqual([before, 0]);
      } else {
        stats.accepted++;
        expect(plays).toBe(false);
        // Nothing leaves and no other bonus or promotion starts while a bonus runs; only a running one can be cleared.
        if (['withdraw', 'withdrawAll', 'bonus', 'promo', 'refund', 'claim'].includes(cmd.kind))
          expect(running).toBeNull();
        if (cmd.kind === 'clear') expect(running).not.toBeNull();
        if (cmd.kind === 'claim') {
          // Only an unclaimed, unexpired coupon of the member's is credited, and it is claimed for good.
          expect(coupon && !coupon.claimed && !couponExpired(coupon, bank.now())).toBe(true);
          expect(bank.state().coupons.find((c) => c._id === coupon!._id)!.claimed).toBe(true);
          stats.coupons++;
        }
        const want = expectedAfter(cmd, before, running, waiting, coupon?.satang ?? 0);
        expect([after, added]).toEqual([want.after, want.entries]);
        external += want.external;
        running = want.running;
        if (cmd.kind === 'add') stats.deposits++;
        if (cmd.kind === 'withdraw' || cmd.kind === 'withdrawAll') stats.withdrawals++;
        if (cmd.kind === 'bonus') stats.bonuses++;
        if (cmd.kind === 'promo') stats.promotions++;
        if ('credited' in want) stats.bonusCredits++;
        if ('completed' in want) stats.completions++;
        if ('forfeit' in want && want.forfeit! > 0) stats.forfeits++;
        if ('claimed' in want) {
          stats.rewards++;
          waiting[want.claimed!] = 0;
        }
        if (ep.path.startsWith('/api/wallet/') && ep.idempotent)
          expect(answer.body).toEqual({ success: true, wallet: { amount: after.WALLET! / 100 } });
      }
    }
    expect(sum(after)).toBe(initial + external);
    for (const v of Object.values(after)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
  }
}

const NOW = Date.parse('2025-03-10T08:00:00Z');
const handlers = new Map<AnyEndpoint, { handler: Handler; options?: RouteOptions }>();
walletRoutes((ep, handler, options) => handlers.set(ep, { handler, options }));
for (const routes of [bonusRoutes, inviteRoutes, refundRoutes, spinRoutes])
  routes((ep, handler, options) => handlers.set(ep, { handler, options }));

/** A fresh seeded bank whose wallet routes run through the real wrapper and handlers, without Mirage's fake network. */
export function directBank(): Bank {
  const rt: Runtime = { state: seed(NOW), now: () => NOW, save: () => {} };
  const controls = createControls(rt, () => {});
  const token = login(rt.state, NOW, PERSONAS.funded, DEMO_PASSWORD);
  return {
    memberId: findMember(rt.state, PERSONAS.funded)!._id,
    state: () => rt.state,
    failNext: (method, path, code) => controls.failNext(method, path, code),
    nextSpin: (code) => controls.nextSpin(code),
    now: () => NOW,
    call(ep, { body, params = {}, key }) {
      const { handler, options } = handlers.get(ep)!;
      const requestHeaders: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (key) requestHeaders['Idempotency-Key'] = key;
      const request = {
        url: fillPath(ep.path, params),
        params,
        requestHeaders,
        requestBody: body === undefined ? undefined : JSON.stringify(body),
      };
      const res = handle(rt, ep, ep.method, request as unknown as Request, handler, options) as unknown as {
        code: number;
        data: unknown;
      };
      return res.code === 200
        ? { status: 200, body: res.data }
        : { status: res.code, code: (res.data as { message: string }).message };
    },
  };
}

/** The Mirage server of `t`, reset to the seed, through real HTTP calls of the API client. */
export async function httpBank(t: ReturnType<typeof setup>): Promise<Bank> {
  t.demo.controls.reset();
  await t.loginAs();
  return {
    memberId: findMember(t.demo.state(), PERSONAS.funded)!._id,
    state: () => t.demo.state(),
    failNext: (method, path, code) => t.demo.controls.failNext(method, path, code),
    nextSpin: (code) => t.demo.controls.nextSpin(code),
    now: () => t.demo.controls.now(),
    async call(ep, { body, params, key }) {
      try {
        return { status: 200, body: await t.fresh.call(ep, { body: body as never, params, intent: keyed(key) }) };
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return { status: e.status, code: e.code };
      }
    },
  };
}
