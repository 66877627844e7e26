import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** How often the wallet is read again while a deposit is awaited: a modest pace for mobile data, never a busy loop. */
export const WATCH_EVERY_MS = 5_000;
/** How long a deposit is awaited after the member's last word about it (a QR shown, "I have paid", a slip sent). */
export const WATCH_FOR_MS = 5 * 60_000;

/** What the member did that should bring money in: the channel it came by, and when. */
export interface Awaited {
  /** A statement `from` code or channel: a QR provider, SLIP, TRUEWALLET. */
  channel: string;
  /** The wallet before it (baht): more than this is the credit. */
  baseline: number;
  /** Epoch ms of the member's action. */
  since: number;
}

/** A deposit that arrived: how much, by what, when, and the wallet after it. */
export interface Credit {
  amount: number;
  channel: string;
  /** Epoch ms. */
  at: number;
  balance: number;
}

export interface DepositWatchContext {
  awaited: Awaited | null;
  credit: Credit | null;
  /** How many credits the member was shown: a view keyed on it starts afresh (the deposit dialog's QR list). */
  credits: number;
}

export type DepositWatchEvent =
  | { type: 'WATCH'; awaited: Awaited }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'DISMISS' }
  | { type: 'STOP' };

/**
 * Waiting for a deposit the member made (docs/product.md#machine-depositWatch): while a QR is shown and for
 * WATCH_FOR_MS after "I have paid", a slip sent or a gift link, the wallet is read again every WATCH_EVERY_MS; when it
 * holds more than before, the credit is told (a receipt: amount, channel, time, new balance). The reads stop while the
 * page is hidden and start again, at once, when it shows; after WATCH_FOR_MS without a credit the watch ends quietly
 * (the statement keeps the truth).
 */
export const depositWatchMachine = setup({
  types: {
    context: {} as DepositWatchContext,
    events: {} as DepositWatchEvent,
    tags: {} as 'watching' | 'credited',
  },
  actors: {
    /** One look: the credit when the wallet holds more than `baseline`, else null. */
    check: fromPromise<Credit | null, Awaited>(async () => {
      throw new Error('check not provided');
    }),
    /** The page's visibility, as HIDDEN and VISIBLE. */
    visibility: fromCallback<DepositWatchEvent>(({ sendBack }) => {
      if (typeof document === 'undefined') return;
      const report = () => sendBack({ type: document.hidden ? 'HIDDEN' : 'VISIBLE' });
      document.addEventListener('visibilitychange', report);
      return () => document.removeEventListener('visibilitychange', report);
    }),
  },
  delays: { every: WATCH_EVERY_MS, watchFor: WATCH_FOR_MS },
  guards: {
    credited: (_, credit: Credit | null) => credit !== null,
  },
}).createMachine({
  id: 'depositWatch',
  context: { awaited: null, credit: null, credits: 0 },
  initial: 'idle',
  on: {
    // A new word from the member: watch (again) for WATCH_FOR_MS from now, the earliest baseline kept while one is
    // awaited.
    WATCH: {
      target: '.watching',
      reenter: true,
      actions: assign(({ context, event }) => ({
        awaited:
          context.awaited && !context.credit
            ? { ...event.awaited, baseline: Math.min(context.awaited.baseline, event.awaited.baseline) }
            : event.awaited,
        credit: null,
      })),
    },
    STOP: { target: '.idle', actions: assign({ awaited: null, credit: null }) },
  },
  states: {
    idle: {},
    watching: {
      tags: ['watching'],
      initial: 'waiting',
      invoke: { id: 'visibility', src: 'visibility' },
      on: { HIDDEN: '.paused' },
      // Long enough without a credit: the watch ends quietly (the statement will show the deposit when it comes).
      after: { watchFor: { target: 'idle', actions: assign({ awaited: null }) } },
      states: {
        waiting: { after: { every: 'checking' } },
        checking: {
          invoke: {
            id: 'check',
            src: 'check',
            input: ({ context }) => context.awaited!,
            onDone: [
              {
                guard: { type: 'credited', params: ({ event }) => event.output },
                target: '#depositWatch.credited',
                actions: assign(({ context, event }) => ({
                  credit: event.output,
                  awaited: null,
                  credits: context.credits + 1,
                })),
              },
              { target: 'waiting' },
            ],
            // A failed read (offline, a server error) is only a look missed: the next one comes as planned.
            onError: 'waiting',
          },
        },
        /** The page is hidden: no reads until it shows again, then one at once. */
        paused: { on: { VISIBLE: 'checking' } },
      },
    },
    credited: {
      tags: ['credited'],
      on: { DISMISS: { target: 'idle', actions: assign({ credit: null }) } },
    },
  },
});
