import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, provenWithReference, type Intent } from './intent';

/** The pause between the wheel's stop and the prize dialog (docs/product.md#constants-wheel). */
export const PRIZE_PAUSE_MS = 2000;
/** The wheel reports its stop; if it cannot (a hidden tab stops its frames), the flow goes on after this. */
export const STOP_TIMEOUT_MS = 6000;
/** The coupon claim's confirm is debounced: the claim leaves 500 ms after the last tap on confirm. */
export const CLAIM_DEBOUNCE_MS = 500;

export interface WheelSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string | null;
}
/** What the wheel needs to know: the active wheel (null: no wheel is running) and the member's coins. */
export interface WheelData {
  wheel: { name: string; slices: WheelSlice[] } | null;
  coin: number;
}
export interface SpinOutcome {
  code: string;
  label: string;
  remainingCoin: number;
}

export interface SpinContext {
  wheel: WheelData['wheel'];
  coin: number;
  result: SpinOutcome | null;
  error: string | null;
  /** The open spin: sent without an answer that proved it (null: none). Its retry gets the first spin's result. */
  intent: Intent | null;
}

export type SpinEvent = { type: 'SPIN' } | { type: 'STOPPED' } | { type: 'CLOSE' } | { type: 'RETRY' };

/** The winning slice's place on the wheel; -1 when the answer names a slice the wheel does not have. */
export const winningIndex = (ctx: Pick<SpinContext, 'wheel' | 'result'>) =>
  ctx.wheel && ctx.result ? ctx.wheel.slices.findIndex((s) => s.code === ctx.result!.code) : -1;

/**
 * The prize wheel (docs/product.md#machine-spin): loading (the active wheel and the coins) → idle → spinning (the wheel
 * turns from the tap; one spin request per tap, one Idempotency-Key) → stopping (the wheel brakes onto the server's
 * slice) → celebrating (the other slices darken; 2 s) → prize (the dialog) → closing it reloads the wheel. Taps are
 * ignored while spinning and without coins. A refusal or a lost answer halts the wheel gently, shows the reason and
 * reloads the coins, so no coin is lost unseen. The drawing is the view's: the machine tells it to start, land or halt,
 * and the view answers STOPPED when the wheel is at rest.
 */
export const spinMachine = setup({
  types: {
    context: {} as SpinContext,
    events: {} as SpinEvent,
    input: {} as { intent?: Intent | null } | undefined,
    tags: {} as 'turning' | 'won' | 'loading' | 'loadFailed' | 'inactive' | 'idle' | 'spinning' | 'prize',
  },
  actors: {
    load: fromPromise<WheelData>(async () => {
      throw new Error('load not provided');
    }),
    spin: fromPromise<SpinOutcome, { intent: Intent }>(async () => {
      throw new Error('spin not provided');
    }),
  },
  actions: {
    /** The wheel starts turning at the tap, before the answer. */
    startTurning: () => {},
    /** The wheel brakes onto the winning slice (index -1: it halts anywhere). */
    landOn: (_, _params: { index: number }) => {},
    /** The wheel halts gently (a refusal or a lost answer). */
    halt: () => {},
    /** Everything but the winning slice darkens. */
    darken: (_, _params: { index: number }) => {},
    /** The slices light up again. */
    lighten: () => {},
    /** The wheel data changed (coins, coupons, the wallet): reload what shows it. */
    refreshed: () => {},
  },
  guards: {
    /** The wheel's setup says there is no active wheel. */
    inactive: (_, params: { wheel: WheelData['wheel'] }) => params.wheel === null,
    hasCoin: ({ context }) => context.coin > 0,
  },
  delays: { pause: PRIZE_PAUSE_MS, stopTimeout: STOP_TIMEOUT_MS },
}).createMachine({
  id: 'spin',
  context: ({ input }) => ({ wheel: null, coin: 0, result: null, error: null, intent: input?.intent ?? null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'inactive', params: ({ event }) => ({ wheel: event.output.wheel }) },
            target: 'inactive',
            actions: assign({ wheel: null, coin: ({ event }) => event.output.coin }),
          },
          {
            target: 'idle',
            actions: assign({ wheel: ({ event }) => event.output.wheel, coin: ({ event }) => event.output.coin }),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    /** No wheel is running: the page says so (the home tile shows "refresh all" instead). */
    inactive: { tags: ['inactive'], on: { RETRY: 'loading' } },
    idle: {
      tags: ['idle'],
      on: {
        SPIN: {
          guard: 'hasCoin',
          target: 'spinning',
          // A spin has no values: after an unclear answer the next tap resends its key (the bank answers that spin).
          actions: [
            assign({ error: null, result: null, intent: ({ context }) => intentFor(context.intent, {}, Date.now()) }),
            'startTurning',
          ],
        },
      },
    },
    spinning: {
      tags: ['turning', 'spinning'],
      invoke: {
        id: 'spin',
        src: 'spin',
        input: ({ context }) => ({ intent: context.intent! }),
        onDone: {
          target: 'stopping',
          actions: [
            assign({
              result: ({ event }) => event.output,
              coin: ({ event }) => event.output.remainingCoin,
              ...afterSuccess,
              error: null,
            }),
            { type: 'landOn', params: ({ context }) => ({ index: winningIndex(context) }) },
          ],
        },
        onError: {
          target: 'halting',
          actions: [assign(({ context, event }) => afterFailure(context.intent, event.error)), 'halt'],
        },
      },
    },
    stopping: { tags: ['turning'], on: { STOPPED: 'celebrating' }, after: { stopTimeout: 'celebrating' } },
    /** Refused or unanswered: the wheel coasts to rest, then the coins and every money view are read again. */
    halting: {
      tags: ['turning'],
      on: { STOPPED: { target: 'loading', actions: 'refreshed' } },
      after: { stopTimeout: { target: 'loading', actions: 'refreshed' } },
    },
    celebrating: {
      tags: ['won'],
      entry: { type: 'darken', params: ({ context }) => ({ index: winningIndex(context) }) },
      after: { pause: 'prize' },
    },
    prize: { tags: ['won', 'prize'], on: { CLOSE: { target: 'loading', actions: ['lighten', 'refreshed'] } } },
  },
});

export interface CouponRef {
  _id: string;
  label: string;
  /** What it credits (the receipt's amount). */
  amount: number;
}

export interface ClaimCouponContext {
  coupon: CouponRef | null;
  error: string | null;
  /** The open claim (its values name the coupon): a claim of the same coupon after an unclear answer resends its key. */
  intent: Intent | null;
  /** When the claim was answered (epoch ms): the receipt's time. */
  claimedAt: number | null;
  /** The receipt's reference (docs/product.md#references). */
  reference: string | null;
}

export type ClaimCouponEvent =
  { type: 'CHOOSE'; coupon: CouponRef } | { type: 'CONFIRM' } | { type: 'DISMISS' } | { type: 'CLOSE' };

/**
 * Claiming a wheel coupon: choose it, confirm (debounced 500 ms: taps on confirm within that time are one claim), the
 * claim is sent once (one Idempotency-Key per coupon and intent), then claimed or failed with the reason; either way
 * the wheel data reloads.
 */
export const couponClaimMachine = setup({
  types: {
    context: {} as ClaimCouponContext,
    events: {} as ClaimCouponEvent,
    input: {} as { intent?: Intent | null } | undefined,
    tags: {} as 'settled' | 'idle' | 'settling' | 'claiming' | 'claimed' | 'failed',
  },
  actors: {
    claim: fromPromise<void, { coupon: string; intent: Intent }>(async () => {
      throw new Error('claim not provided');
    }),
  },
  delays: { debounce: CLAIM_DEBOUNCE_MS },
}).createMachine({
  id: 'couponClaim',
  context: ({ input }) => ({
    coupon: null,
    error: null,
    intent: input?.intent ?? null,
    claimedAt: null,
    reference: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        CHOOSE: {
          target: 'confirming',
          actions: assign({ coupon: ({ event }) => event.coupon, error: null }),
        },
      },
    },
    confirming: { on: { CONFIRM: 'settling', DISMISS: 'idle' } },
    settling: {
      tags: ['settling'],
      on: { CONFIRM: { target: 'settling', reenter: true }, DISMISS: 'idle' },
      after: { debounce: 'claiming' },
    },
    claiming: {
      tags: ['claiming'],
      // The same coupon after an unknown outcome keeps its key, so the bank answers the first claim's result.
      entry: assign({
        intent: ({ context }) => intentFor(context.intent, { coupon: context.coupon!._id }, Date.now()),
      }),
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ coupon: context.coupon!._id, intent: context.intent! }),
        onDone: {
          target: 'claimed',
          actions: [assign({ ...provenWithReference, claimedAt: () => Date.now() })],
        },
        onError: {
          target: 'failed',
          actions: [assign(({ context, event }) => afterFailure(context.intent, event.error))],
        },
      },
    },
    claimed: { tags: ['settled', 'claimed'], on: { CLOSE: 'idle' } },
    failed: { tags: ['settled', 'failed'], on: { CLOSE: 'idle' } },
  },
});
