import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** How often the wallet is read again while a deposit is awaited: a modest pace for mobile data, never a busy loop. */
export const WATCH_EVERY_MS = 5_000;
/** How long a deposit is awaited after the member's last word about it (a QR shown, "I have paid", a slip sent). */
export const WATCH_FOR_MS = 5 * 60_000;

/** What the member did that should bring money in: the channel it came by, and when. */
export interface Awaited {
  /** A statement `from` code or channel: a QR provider, SLIP, TRUEWALLET. */
  channel: string;
  /**
   * The wallet before it (baht): more than this is the credit. Null when not known (a watch found again on the phone,
   * which keeps no balance): only a deposit in the statement since then is one.
   */
  baseline: number | null;
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
  /** The deposit's reference in the statement, when the statement already holds it (docs/product.md#references). */
  reference?: string | null;
  /** The bonus credit that deposit earned, paid with it (the wallet rose by both), when the statement says. */
  bonus?: number;
}

/**
 * A QR the member said they paid (docs/product.md#references): pending in home and the statement until a deposit by
 * its provider arrives or the QR expires.
 */
export interface PaidQr {
  provider: string;
  qrcodeId: string;
  amount: number;
  /** Epoch ms of "I have paid". */
  since: number;
  /** Epoch ms the QR expires (its countdown at the tap, from now). */
  until: number;
}

/** The paid QRs still pending at `now`: those not expired. */
export const stillPending = (paid: PaidQr[], now: number): PaidQr[] => paid.filter((p) => p.until > now);

/** The paid QRs once `credit` arrived: the oldest of its channel (provider) is settled. */
export function settledBy(paid: PaidQr[], credit: Credit): PaidQr[] {
  const i = paid.findIndex((p) => p.provider === credit.channel);
  return i < 0 ? paid : paid.filter((_, j) => j !== i);
}

export interface DepositWatchContext {
  awaited: Awaited | null;
  /** QRs said paid, pending until credited or expired. */
  paid: PaidQr[];
  credit: Credit | null;
  /** How many credits the member was shown: a view keyed on it starts afresh (the deposit dialog's QR list). */
  credits: number;
}

/**
 * A new word from the member about a deposit: the one awaited now, the earliest baseline kept while one is awaited
 * (one not known stays not known).
 */
const awaitAgain = (context: DepositWatchContext, { baseline, ...awaited }: Awaited): Awaited => {
  const before = context.awaited && !context.credit ? context.awaited.baseline : baseline;
  return { ...awaited, baseline: before === null || baseline === null ? null : Math.min(before, baseline) };
};

export type DepositWatchEvent =
  | { type: 'WATCH'; awaited: Awaited }
  /** "I have paid" on a QR: watch as WATCH does, and keep the QR pending. */
  | { type: 'PAID'; awaited: Awaited; qr: PaidQr }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  /** The news of a credit: its receipt opened, the news closed, the receipt closed. */
  | { type: 'OPEN' }
  | { type: 'DISMISS' }
  | { type: 'CLOSE' }
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
    tags: {} as 'watching' | 'credited' | 'news' | 'receipt',
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
  delays: {
    every: WATCH_EVERY_MS,
    // A paid QR keeps the watch until it expires (a QR lives longer than WATCH_FOR_MS).
    watchFor: ({ context }) =>
      Math.max(WATCH_FOR_MS, ...context.paid.map((p) => p.until - Date.now() + WATCH_EVERY_MS)),
  },
  guards: {
    credited: (_, credit: Credit | null) => credit !== null,
  },
}).createMachine({
  id: 'depositWatch',
  context: { awaited: null, paid: [], credit: null, credits: 0 },
  initial: 'idle',
  on: {
    // A new word from the member: watch (again) for WATCH_FOR_MS from now, the earliest baseline kept while one is
    // awaited.
    WATCH: {
      target: '.watching',
      reenter: true,
      actions: assign(({ context, event }) => ({
        awaited: awaitAgain(context, event.awaited),
        credit: null,
      })),
    },
    PAID: {
      target: '.watching',
      reenter: true,
      actions: assign(({ context, event }) => ({
        awaited: awaitAgain(context, event.awaited),
        credit: null,
        paid: [...context.paid.filter((p) => p.qrcodeId !== event.qr.qrcodeId), event.qr],
      })),
    },
    STOP: { target: '.idle', actions: assign({ awaited: null, credit: null, paid: [] }) },
  },
  states: {
    idle: {},
    watching: {
      tags: ['watching'],
      initial: 'waiting',
      invoke: { id: 'visibility', src: 'visibility' },
      on: { HIDDEN: '.paused' },
      // Long enough without a credit: the watch ends quietly (the statement will show the deposit when it comes).
      after: { watchFor: { target: 'idle', actions: assign({ awaited: null, paid: [] }) } },
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
                  paid: stillPending(settledBy(context.paid, event.output!), Date.now()),
                })),
              },
              // An expired QR is no longer pending (the bank dropped it).
              { target: 'waiting', actions: assign({ paid: ({ context }) => stillPending(context.paid, Date.now()) }) },
            ],
            // A failed read (offline, a server error) is only a look missed: the next one comes as planned.
            onError: 'waiting',
          },
        },
        /** The page is hidden: no reads until it shows again, then one at once. */
        paused: { on: { VISIBLE: 'checking' } },
      },
    },
    /**
     * A credit arrived (docs/product.md#machine-depositWatch): told as news that waits, never over a tap (`told`: a
     * toast the member's taps pass through, its "See the receipt" and close buttons aside), its receipt one tap away
     * (`open`). Closed either way, it is done.
     */
    credited: {
      tags: ['credited'],
      initial: 'told',
      // (The credit is cleared by the transitions out, not on exit: a WATCH out of here reads it first, to start from
      // its own baseline.)
      states: {
        told: {
          tags: ['news'],
          on: { OPEN: 'open', DISMISS: { target: '#depositWatch.idle', actions: assign({ credit: null }) } },
        },
        open: { tags: ['receipt'], on: { CLOSE: { target: '#depositWatch.idle', actions: assign({ credit: null }) } } },
      },
    },
  },
});
