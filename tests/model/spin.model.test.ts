import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  CLAIM_DEBOUNCE_MS,
  couponClaimMachine,
  PRIZE_PAUSE_MS,
  spinMachine,
  STOP_TIMEOUT_MS,
  type ClaimCouponEvent,
  type SpinEvent,
} from '../../machines/spin';
import { moneySaid } from '../../mirage/content';
import { labelOf, slicePrize, WHEEL } from '../../mirage/wheelContent';
import { api } from '../../src/api/contracts';
import { couponClaimActors, spinActors } from '../../src/features/spin/actors';
import { PERSONAS, setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, isOutcome, runPath, success } from './runner';

type Snap = ReturnType<typeof spinMachine.transition>;
type ClaimSnap = ReturnType<typeof couponClaimMachine.transition>;

/**
 * The wheel the bank answers, as the machine keeps it: a prize slice as a baht member reads it ("10", "เครดิต 10
 * บาท"), a no-prize slice's words and each description in both languages.
 */
const baht = { currency: null };
const WHEEL_DATA = {
  name: WHEEL.name,
  slices: WHEEL.slices.map((x) => ({
    code: x.code,
    label: x.label ?? labelOf({ laos: false }, baht, x),
    bgColor: x.bgColor,
    textColor: x.textColor,
    htmlDescription: x.htmlDescription && x.htmlDescription(moneySaid(baht, slicePrize(baht, x))),
  })),
};
/** The slice the model's spins win (armed on the bank with nextSpin). */
const WIN = { code: 'P10', label: '10' };
const WIN_INDEX = WHEEL.slices.findIndex((s) => s.code === WIN.code);

/** Malee has one coin, Anong none; in `wheelOff` no wheel runs. */
const STARTS = [
  { name: 'Malee, one coin', persona: PERSONAS.bonus, coin: 1, off: false },
  { name: 'Anong, no coin', persona: PERSONAS.newcomer, coin: 0, off: false },
  { name: 'wheel off', persona: PERSONAS.funded, coin: 5, off: true },
] as const;
type Start = (typeof STARTS)[number];

const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.spin.${state}` });
const events =
  (start: Start) =>
  (s: Snap): unknown[] => {
    switch (s.value) {
      case 'loading': {
        // The bank's answer: the coins left by the last spin; no wheel when it is off (or was switched off: INVALID_CODE).
        const wheel = start.off || s.context.error === 'INVALID_CODE' ? null : WHEEL_DATA;
        return [
          success('load', { wheel, coin: s.context.result?.remainingCoin ?? start.coin }),
          failure('load', 'INTERNAL_SERVER_ERROR'),
        ];
      }
      case 'loadFailed':
      case 'inactive':
        return [{ type: 'RETRY' }];
      case 'idle':
        return [{ type: 'SPIN' }];
      case 'spinning':
        return [
          success('spin', { ...WIN, remainingCoin: s.context.coin - 1 }),
          failure('spin', 'INVALID_CODE'),
          failure('spin', 'INTERNAL_SERVER_ERROR'),
        ];
      case 'stopping':
        return [{ type: 'STOPPED' }, after('stopTimeout', 'stopping')];
      case 'halting':
        return [{ type: 'STOPPED' }, after('stopTimeout', 'halting')];
      case 'celebrating':
        return [after('pause', 'celebrating')];
      case 'prize':
        return [{ type: 'CLOSE' }];
      default:
        return [];
    }
  };
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.coin, s.context.error, s.context.result?.code ?? null, s.context.wheel === null]);
/** From each start, a path to every state the model tells apart, plus one for each transition those do not take. */
const paths = STARTS.flatMap((start) =>
  withEdges(
    spinMachine,
    getShortestPaths(spinMachine, {
      events: events(start) as (s: Snap) => SpinEvent[],
      serializeState: (s) => key(s as Snap),
    }),
    {
      events: events(start) as (s: Snap) => SpinEvent[],
      serializeState: key,
    },
  ).map((path) => ({ start, path })),
);

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

const coins = async () => (await t.client.call(api.spin.setup)).result.userCoin;

describe('spin model: every shortest path runs against Mirage', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    for (const s of [
      'loading',
      'loadFailed',
      'inactive',
      'idle',
      'spinning',
      'stopping',
      'halting',
      'celebrating',
      'prize',
    ])
      expect(reached).toContain(s);
  });

  it.each(paths.map(({ start, path }) => [`${start.name}: ${describePath(path)}`, start, path] as const))(
    '%s',
    async (_n, start, path) => {
      await t.loginAs(start.persona);
      if (start.off) t.demo.controls.scenario('wheelOff');
      const clock = new SimulatedClock();
      const told: string[] = [];
      await runPath<Snap>({
        path,
        key,
        arrange: (o: EventObject) => {
          const e = o as EventObject & { error?: { code: string } };
          if (e.type === 'xstate.done.actor.spin') t.demo.controls.nextSpin(WIN.code);
          if (e.type === 'xstate.error.actor.load')
            t.demo.controls.failNext('GET', '/api/spinwheel/setup', e.error!.code);
          // The bank refuses by itself when the wheel is switched off under the member; a server failure is armed.
          if (e.type === 'xstate.error.actor.spin' && e.error!.code === 'INVALID_CODE')
            t.demo.controls.scenario('wheelOff');
          if (e.type === 'xstate.error.actor.spin' && e.error!.code !== 'INVALID_CODE')
            t.demo.controls.failNext('POST', '/api/spinwheel/spin', e.error!.code);
        },
        advance: (e) => clock.increment(e.type.includes('.pause.') ? PRIZE_PAUSE_MS : STOP_TIMEOUT_MS),
        start: () =>
          createActor(
            spinMachine.provide({
              actors: spinActors(t.client, new QueryClient()),
              actions: {
                startTurning: () => void told.push('turn'),
                landOn: (_, p) => void told.push(`land:${p.index}`),
                halt: () => void told.push('halt'),
                darken: (_, p) => void told.push(`darken:${p.index}`),
                refreshed: () => void told.push('refresh'),
              },
            }),
            { clock, input: {} },
          ).start(),
      });
      // The wheel was told to turn at each tap, to land on the won slice or to halt, and to darken the others.
      const outcomes = path.steps.map((s) => s.event.type).filter((type) => type.includes('.actor.spin'));
      const expected = outcomes.flatMap((type) =>
        type.startsWith('xstate.done') ? ['turn', `land:${WIN_INDEX}`] : ['turn', 'halt'],
      );
      if (path.state.matches('spinning')) expected.push('turn');
      const celebrated = path.steps.filter((s) => s.state.value === 'celebrating' && !isOutcome(s.event)).length;
      expect(told.filter((x) => !x.startsWith('darken') && x !== 'refresh')).toEqual(expected);
      expect(told.filter((x) => x.startsWith('darken'))).toEqual(
        Array.from({ length: celebrated }, () => `darken:${WIN_INDEX}`),
      );
      // The money views are read again once the member has seen an outcome: the prize closed, or the wheel at rest
      // after a failure (the spin's contract leaves it to the machine: `settles: 'reveal'`); never while it turns.
      const seen = path.steps.filter(
        (s, i) =>
          i > 0 && ['prize', 'halting'].includes(String(path.steps[i - 1]!.state.value)) && s.state.value === 'loading',
      ).length;
      expect(told.filter((x) => x === 'refresh')).toHaveLength(seen);
      // A coin goes only with a spin the bank answered; the coins shown at rest are the bank's.
      const won = outcomes.filter((type) => type.startsWith('xstate.done')).length;
      if (!path.state.matches('spinning')) expect(await coins()).toBe(start.coin - won);
      if (['idle', 'inactive', 'prize'].includes(String(path.state.value)))
        expect(path.state.context.coin).toBe(start.coin - won);
    },
  );

  it('ignores a second tap while spinning and any tap without coins', async () => {
    await t.loginAs(PERSONAS.bonus);
    let spins = 0;
    const actors = spinActors(t.client, new QueryClient());
    const actor = createActor(
      spinMachine.provide({ actors: { ...actors }, actions: { startTurning: () => void spins++ } }),
      { input: {} },
    ).start();
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('idle') && resolve()));
    actor.send({ type: 'SPIN' });
    actor.send({ type: 'SPIN' });
    actor.send({ type: 'SPIN' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('stopping') && resolve()));
    expect(spins).toBe(1);
    expect(await coins()).toBe(0);
    actor.send({ type: 'STOPPED' });
    actor.stop();
  });
});

const COUPON = { _id: '64b0000000000000000d0001', label: '20', amount: 20 };
const COUPON_SATANG = 2_000;
const claimEvents = (s: ClaimSnap): unknown[] => {
  switch (s.value) {
    case 'idle':
      return [{ type: 'CHOOSE', coupon: COUPON }];
    case 'confirming':
      return [{ type: 'CONFIRM' }, { type: 'DISMISS' }];
    case 'settling':
      return [{ type: 'CONFIRM' }, { type: 'DISMISS' }, { type: 'xstate.after.debounce.couponClaim.settling' }];
    case 'claiming':
      // INTERNAL_SERVER_ERROR: an unclear answer (the claim may have gone through), offered again with its key.
      return [
        success('claim'),
        ...['BONUS_REMAINING', 'COUPON_EXPIRED', 'INVALID_PRIZE_CODE', 'INTERNAL_SERVER_ERROR'].map((c) =>
          failure('claim', c),
        ),
      ];
    case 'claimed':
    case 'failed':
      return [{ type: 'CLOSE' }];
    default:
      return [];
  }
};
const claimKey = (s: ClaimSnap) => JSON.stringify([s.value, s.context.coupon?._id ?? null, s.context.error]);
const claimPaths = withEdges(
  couponClaimMachine,
  getShortestPaths(couponClaimMachine, {
    events: claimEvents as (s: ClaimSnap) => ClaimCouponEvent[],
    serializeState: (s) => claimKey(s as ClaimSnap),
  }),
  { events: claimEvents as (s: ClaimSnap) => ClaimCouponEvent[], serializeState: claimKey },
);

describe("coupon claim model: every shortest path runs against Mirage (Somchai's 20 baht coupon)", () => {
  it('reaches every state', () => {
    const reached = new Set(claimPaths.map((p) => String(p.state.value)));
    for (const s of ['idle', 'confirming', 'settling', 'claiming', 'claimed', 'failed']) expect(reached).toContain(s);
  });

  it.each(claimPaths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await t.loginAs(PERSONAS.funded);
    const wallet = async () => Math.round((await t.client.call(api.wallet.get)).wallet.amount * 100);
    const before = await wallet();
    const clock = new SimulatedClock();
    let claims = 0;
    t.demo.server.pretender.handledRequest = (verb: string, url: string) => {
      if (verb === 'POST' && url.endsWith('/api/spinwheel/coupon/claim')) claims++;
    };
    await runPath<ClaimSnap>({
      path,
      key: claimKey,
      arrange: (o: EventObject) => {
        const code = (o as EventObject & { error?: { code: string } }).error?.code;
        // The bank's own refusals: a bonus running, the coupon's 7 days over; an unknown prize is armed.
        if (code === 'BONUS_REMAINING')
          return t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' } }).then(() => undefined);
        if (code === 'COUPON_EXPIRED') t.demo.controls.advanceClock(8 * 24 * 60 * 60 * 1000);
        if (code === 'INVALID_PRIZE_CODE' || code === 'INTERNAL_SERVER_ERROR')
          t.demo.controls.failNext('POST', '/api/spinwheel/coupon/claim', code);
      },
      advance: () => clock.increment(CLAIM_DEBOUNCE_MS),
      start: () =>
        createActor(couponClaimMachine.provide({ actors: couponClaimActors(t.client) }), { clock, input: {} }).start(),
    });
    const outcomes = path.steps.filter((s) => isOutcome(s.event)).length;
    const done = path.steps.some((s) => (s.event as EventObject).type === 'xstate.done.actor.claim');
    // However many taps on confirm, one claim leaves; the wallet gets the coupon exactly when the member sees it claimed.
    if (path.state.matches('claiming')) expect(claims).toBeLessThanOrEqual(1);
    else expect(claims).toBe(outcomes);
    if (!path.state.matches('claiming')) expect((await wallet()) - before).toBe(done ? COUPON_SATANG : 0);
  });
});

describe('coupon claim: the confirm is debounced', () => {
  it('taps on confirm within 500 ms of each other send one claim, 500 ms after the last', async () => {
    await t.loginAs(PERSONAS.funded);
    const clock = new SimulatedClock();
    const actor = createActor(couponClaimMachine.provide({ actors: { claim: couponClaimActors(t.client).claim } }), {
      clock,
      input: {},
    }).start();
    actor.send({ type: 'CHOOSE', coupon: COUPON });
    actor.send({ type: 'CONFIRM' });
    clock.increment(300);
    actor.send({ type: 'CONFIRM' });
    clock.increment(300);
    actor.send({ type: 'CONFIRM' });
    clock.increment(CLAIM_DEBOUNCE_MS - 1);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('claiming');
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('claimed') && resolve()));
    // Credited once: the coupon is gone from the list and a second claim is refused.
    expect((await t.client.call(api.spin.coupons)).coupons.map((c) => c._id)).not.toContain(COUPON._id);
    actor.stop();
  });
});

for (const start of STARTS)
  publish(
    'spin',
    start.name,
    spinMachine,
    paths.filter((p) => p.start === start).map((p) => p.path),
  );
publish('spin', "Somchai's coupon", couponClaimMachine, claimPaths);
