import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, intentFor, provenWithReference, type Intent } from './intent';

/** What is waiting to be received, and whether a running bonus blocks it (a loss refund). */
export interface ClaimCheck {
  amount: number;
  blocked: boolean;
}

export interface ClaimContext {
  check: ClaimCheck | null;
  error: string | null;
  /** The open receive: sent without an answer that proved it (null: none); its retry resends the key. */
  intent: Intent | null;
  /** The member confirmed by opening the view (the invite bonus's dialog is the confirm): a receive is sent at once. */
  confirmed: boolean;
  /** When the receive was answered (epoch ms): the receipt's time. */
  receivedAt: number | null;
  /** The receipt's reference (docs/product.md#references). */
  reference: string | null;
}

export type ClaimEvent = { type: 'RECEIVE' } | { type: 'CONFIRM' } | { type: 'DISMISS' } | { type: 'RETRY' };

/**
 * The refusals that end this receiving (docs/product.md#machine-claim): the bank said no for a reason a second tap
 * cannot change while the dialog is open (under the minimum, the refund or invites closed, invitees who never played,
 * nothing or a condition). The dialog says why and what comes next, and offers no receive to be refused again.
 */
const SETTLED = new Set([
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
  'NO_INVITE_BONUS',
  'NO_INVITEE_PLAY_INFO',
  'INVITE_INACTIVE',
]);

/**
 * Receiving something waiting (a loss refund, the invite bonus): check what waits, then receivable (ready), blocked
 * by a running bonus, or nothing; receiving asks for a confirm, then is sent once (one Idempotency-Key per intent) and
 * ends received, refused for good (a settled refusal: nothing more to tap), or back to ready with the reason.
 */
export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as { intent?: Intent | null; confirmed?: boolean } | undefined,
    tags: {} as
      | 'checking'
      | 'checkFailed'
      | 'nothing'
      | 'blocked'
      | 'ready'
      | 'confirming'
      | 'receiving'
      | 'received'
      | 'refused',
  },
  actors: {
    check: fromPromise<ClaimCheck>(async () => {
      throw new Error('check not provided');
    }),
    receive: fromPromise<void, { intent: Intent }>(async () => {
      throw new Error('receive not provided');
    }),
  },
  actions: {
    /** Money came in: reload the wallet (and whatever lists show it). */
    received: () => {},
    /** Tell the member why not (a toast for the invite bonus, inline for the refund). */
    refused: (_, _params: { code: string }) => {},
  },
  guards: {
    /** A running bonus keeps the member from receiving. */
    blocked: (_, check: ClaimCheck) => check.blocked,
    /** Nothing waits. */
    nothing: (_, check: ClaimCheck) => check.amount <= 0,
    /** The bank's refusal ends this receiving (SETTLED). */
    settled: (_, { error }: { error: unknown }) => SETTLED.has(codeOf(error)),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => ({
    check: null,
    error: null,
    intent: input?.intent ?? null,
    confirmed: input?.confirmed ?? false,
    receivedAt: null,
    reference: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'check',
        src: 'check',
        onDone: [
          {
            guard: { type: 'nothing', params: ({ event }) => event.output },
            target: 'nothing',
            actions: assign({ check: ({ event }) => event.output }),
          },
          {
            guard: { type: 'blocked', params: ({ event }) => event.output },
            target: 'blocked',
            actions: assign({ check: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: 'checkFailed', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    checkFailed: { tags: ['checkFailed'], on: { RETRY: { target: 'checking', actions: assign({ error: null }) } } },
    nothing: { tags: ['nothing'] },
    blocked: { tags: ['blocked'] },
    ready: {
      tags: ['ready'],
      on: {
        RECEIVE: [
          { guard: ({ context }) => context.confirmed, target: 'receiving', actions: assign({ error: null }) },
          { target: 'confirming', actions: assign({ error: null }) },
        ],
      },
    },
    confirming: { tags: ['confirming'], on: { CONFIRM: 'receiving', DISMISS: 'ready' } },
    receiving: {
      tags: ['receiving'],
      // Receiving has no values: after an unclear answer the next receive resends the key.
      entry: assign({ intent: ({ context }) => intentFor(context.intent, {}, Date.now()) }),
      invoke: {
        id: 'receive',
        src: 'receive',
        input: ({ context }) => ({ intent: context.intent! }),
        onDone: {
          target: 'received',
          actions: [assign({ ...provenWithReference, receivedAt: () => Date.now() }), 'received'],
        },
        // The intent closed by a refusal or kept by an unclear answer (its retry resends the key), then what the member
        // reads: the refusal, or that the outcome is unknown.
        onError: [
          {
            guard: { type: 'settled', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [
              assign(({ context, event }) => afterFailure(context.intent, event.error)),
              { type: 'refused', params: ({ context }) => ({ code: context.error! }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign(({ context, event }) => afterFailure(context.intent, event.error)),
              { type: 'refused', params: ({ context }) => ({ code: context.error! }) },
            ],
          },
        ],
      },
    },
    received: { tags: ['received'], type: 'final' },
    refused: { tags: ['refused'], type: 'final' },
  },
});
