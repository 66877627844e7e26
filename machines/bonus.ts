import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { limitReached } from './bangkokTime';
import type { BonusContext, BonusEvent, BonusInput } from './bonusTypes';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, referenceOf, type Intent } from './intent';

export type { BonusInfo, ClearedBonus, BonusContext, BonusEvent, BonusInput } from './bonusTypes';

/** What an activation of a bonus sends (its path's code), and a clearing (nothing): each intent's values. */
const activation = (context: BonusContext) => ({ code: context.bonus.code });
const CLEARING = {};

/**
 * One bonus's lifecycle (docs/product.md#machine-bonus): available → activating → active → clearing → available, or
 * limitedOut while the member has received it maxReceived times: in total (limit), this Bangkok day (day) or this
 * Bangkok week from Monday (week). Receiving while another bonus runs asks first, then clears that one and activates
 * this one. Activation and clearing are money actions: one Idempotency-Key per intent, and taps during a call do
 * nothing.
 */
export const bonusMachine = setup({
  types: {
    context: {} as BonusContext,
    events: {} as BonusEvent,
    input: {} as BonusInput,
    /** `running`: the member's running bonus (its cancel bar shows). */
    tags: {} as
      | 'busy'
      | 'available'
      | 'confirmingSwitch'
      | 'active'
      | 'confirmingCancel'
      | 'clearing'
      | 'limitedOut'
      | 'full'
      | 'running',
  },
  actors: {
    activate: fromPromise<{ received: string[]; isActive: boolean }, { code: string; intent: Intent }>(async () => {
      throw new Error('activate not provided');
    }),
    clear: fromPromise<void, { intent: Intent }>(async () => {
      throw new Error('clear not provided');
    }),
    /** Sends TICK with the bank's time while the bonus waits for its limit to reset. */
    clock: fromCallback<BonusEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICK', now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    refused: assign(({ context }, params: { error: unknown }) => afterFailure(context.intent, params.error)),
    /** The intent of an activation or a clearing: the open one when it sends the same values (its key), else new. */
    begin: assign(({ context }, values: object) => ({ intent: intentFor(context.intent, values, Date.now()) })),
    /** Fresh server data (the list was reloaded). */
    synced: assign(({ event }) => (event.type === 'SYNC' ? { bonus: event.bonus, activeCode: event.activeCode } : {})),
    /** `reference` quotes the clearing (docs/product.md#references), `at` is when it was answered: its receipt. */
    cleared: (_, _params: { reference: string | null; at: number }) => {},
    /** Remember for the rest of the session that the bank refused this bonus as full (the app keeps it on the phone). */
    noteFull: () => {},
    /** It starts running (the member's running bonus) or is no longer sure to (a board hears it: bonusBoard.ts). */
    runs: (_, _params: { running: boolean }) => {},
  },
  guards: {
    isActive: ({ context }) => context.bonus.isActive,
    isFull: ({ context }) => context.full,
    refusedFull: (_, params: { error: unknown }) => codeOf(params.error) === 'BONUS_FULL',
    limitReached: ({ context }) =>
      limitReached(context.bonus.type, context.bonus.maxReceived, context.bonus.received, context.now),
    limitFree: ({ context }) =>
      !limitReached(context.bonus.type, context.bonus.maxReceived, context.bonus.received, context.now),
    otherActive: ({ context }) => context.activeCode !== null && context.activeCode !== context.bonus.code,
  },
}).createMachine({
  id: 'bonus',
  context: ({ input }) => ({
    bonus: input.bonus,
    activeCode: input.activeCode,
    now: input.now,
    error: null,
    intent: input.intent ?? null,
    full: input.full ?? false,
    switchedFrom: null,
  }),
  initial: 'deciding',
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
    RUNNING: {
      actions: assign({
        activeCode: ({ context, event }) =>
          event.running ? event.code : context.activeCode === event.code ? null : context.activeCode,
      }),
    },
  },
  states: {
    deciding: {
      entry: { type: 'runs', params: { running: false } },
      always: [
        { guard: 'isActive', target: 'active' },
        { guard: 'isFull', target: 'full' },
        { guard: 'limitReached', target: 'limitedOut' },
        { target: 'available' },
      ],
    },
    available: {
      tags: ['available'],
      on: {
        RECEIVE: [
          { guard: 'otherActive', target: 'confirmingSwitch', actions: assign({ error: null, switchedFrom: null }) },
          { target: 'activating', actions: assign({ error: null, switchedFrom: null }) },
        ],
        SYNC: { target: 'deciding', actions: 'synced' },
        DISMISS: { actions: assign({ error: null }) },
      },
    },
    /** Another bonus runs: receiving this one cancels it (its remaining credit is forfeited). */
    confirmingSwitch: {
      tags: ['confirmingSwitch'],
      on: { CONFIRM: 'switching', DISMISS: 'available', SYNC: { actions: 'synced' } },
    },
    switching: {
      tags: ['busy'],
      entry: { type: 'begin', params: CLEARING },
      on: { SYNC: { actions: 'synced' } },
      invoke: {
        id: 'clear',
        src: 'clear',
        input: ({ context }) => ({ intent: context.intent! }),
        onDone: {
          target: 'activating',
          actions: [
            assign({
              // The cancelled one's receipt: its reference is the clearing's intent, which the success then closes.
              switchedFrom: ({ context, event }) => ({
                code: context.activeCode ?? '',
                reference: referenceOf(event.output, context.intent),
                at: Date.now(),
              }),
              activeCode: null,
              ...afterSuccess,
              error: null,
            }),
          ],
        },
        onError: {
          target: 'available',
          actions: [{ type: 'refused', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    activating: {
      tags: ['busy'],
      entry: { type: 'begin', params: ({ context }) => activation(context) },
      on: { SYNC: { actions: 'synced' } },
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ code: context.bonus.code, intent: context.intent! }),
        onDone: {
          target: 'active',
          actions: [
            assign(({ context, event }) => ({
              bonus: { ...context.bonus, received: event.output.received, isActive: true },
              activeCode: context.bonus.code,
              ...afterSuccess,
              error: null,
            })),
          ],
        },
        onError: [
          {
            guard: { type: 'refusedFull', params: ({ event }) => ({ error: event.error }) },
            target: 'full',
            actions: [
              { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              assign({ full: true }),
              'noteFull',
            ],
          },
          {
            target: 'available',
            actions: [{ type: 'refused', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    active: {
      tags: ['active', 'running'],
      entry: { type: 'runs', params: { running: true } },
      on: {
        CANCEL: { target: 'confirmingCancel', actions: assign({ error: null }) },
        SYNC: { target: 'deciding', actions: 'synced' },
        DISMISS: { actions: assign({ error: null }) },
      },
    },
    confirmingCancel: {
      tags: ['confirmingCancel', 'running'],
      on: { CONFIRM: 'clearing', DISMISS: 'active', SYNC: { actions: 'synced' } },
    },
    clearing: {
      tags: ['clearing', 'running'],
      entry: { type: 'begin', params: CLEARING },
      on: { SYNC: { actions: 'synced' } },
      invoke: {
        id: 'clear',
        src: 'clear',
        input: ({ context }) => ({ intent: context.intent! }),
        onDone: {
          target: 'deciding',
          actions: [
            // Told first: its reference is the intent's, which the success then closes.
            {
              type: 'cleared',
              params: ({ context, event }) => ({
                reference: referenceOf(event.output, context.intent),
                at: Date.now(),
              }),
            },
            assign(({ context }) => ({
              bonus: { ...context.bonus, isActive: false },
              activeCode: null,
              ...afterSuccess,
              error: null,
            })),
          ],
        },
        onError: {
          target: 'active',
          actions: [{ type: 'refused', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    /** Every place of its quota is taken: no receive button, for the rest of the session (a reload of the list that
     * shows it running, e.g. activated on another phone, still wins). */
    full: {
      tags: ['full'],
      on: {
        SYNC: { target: 'deciding', actions: 'synced' },
        DISMISS: { actions: assign({ error: null }) },
      },
    },
    limitedOut: {
      tags: ['limitedOut'],
      invoke: { id: 'clock', src: 'clock' },
      always: { guard: 'limitFree', target: 'available' },
      on: { SYNC: { target: 'deciding', actions: 'synced' } },
    },
  },
});

export type BonusActor = ActorRefFrom<typeof bonusMachine>;
