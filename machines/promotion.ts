import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, intentFor, provenWithReference, type Intent } from './intent';

export interface FoundPromotion {
  code: string;
  percentFail: number;
  description: string;
}

export interface PromotionContext {
  /** The code as typed, forced to uppercase (docs/product.md#validation-promotion). */
  code: string;
  promotion: FoundPromotion | null;
  error: string | null;
  /** The open activation (its values name the code): the same code after an unclear answer resends its key. */
  intent: Intent | null;
  /** A received promotion's reference (docs/product.md#references): the short form of its intent's key. */
  reference: string | null;
  /** When the receive was answered (epoch ms): the receipt's time. */
  receivedAt: number | null;
}

export type PromotionEvent =
  { type: 'TYPE'; value: string } | { type: 'SEARCH' } | { type: 'RECEIVE' } | { type: 'CLOSE' };

/** The code to send: trimmed and uppercased; empty does nothing (docs/product.md#validation-promotion). */
export const promotionCode = (value: string) => value.trim().toUpperCase();

/**
 * A promotion code: typed (uppercase), searched (GET /api/promotion/find/{code}), then found (receive it) or not
 * found; receiving (GET /api/promotion/activate/{code}) is a money action sent once per intent.
 */
export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
    input: {} as { intent?: Intent | null } | undefined,
    tags: {} as 'idle' | 'searching' | 'found' | 'receiving' | 'received' | 'notFound',
  },
  actors: {
    find: fromPromise<FoundPromotion | null, { code: string }>(async () => {
      throw new Error('find not provided');
    }),
    activate: fromPromise<void, { code: string; intent: Intent }>(async () => {
      throw new Error('activate not provided');
    }),
  },
  actions: {},
  guards: {
    hasCode: ({ context }) => promotionCode(context.code) !== '',
    /** The search found a promotion. */
    found: (_, params: { promotion: FoundPromotion | null }) => params.promotion !== null,
  },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => ({
    code: '',
    promotion: null,
    error: null,
    intent: input?.intent ?? null,
    reference: null,
    receivedAt: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        TYPE: { actions: assign({ code: ({ event }) => event.value.toUpperCase(), error: null }) },
        SEARCH: {
          guard: 'hasCode',
          target: 'searching',
          actions: assign({ code: ({ context }) => promotionCode(context.code), error: null }),
        },
      },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ promotion: event.output }) },
            target: 'found',
            actions: assign({ promotion: ({ event }) => event.output }),
          },
          { target: 'notFound' },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    found: {
      tags: ['found'],
      on: {
        RECEIVE: { target: 'receiving', actions: assign({ error: null }) },
        CLOSE: { target: 'idle', actions: assign({ promotion: null, error: null }) },
      },
    },
    // Entered from `found` alone: the promotion is the one found.
    receiving: {
      tags: ['receiving'],
      entry: assign({
        intent: ({ context }) => intentFor(context.intent, { code: context.promotion!.code }, Date.now()),
      }),
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ code: context.promotion!.code, intent: context.intent! }),
        onDone: {
          target: 'received',
          actions: [assign({ ...provenWithReference, receivedAt: () => Date.now() })],
        },
        onError: {
          target: 'found',
          actions: assign(({ context, event }) => afterFailure(context.intent, event.error)),
        },
      },
    },
    received: {
      tags: ['received'],
      on: {
        CLOSE: { target: 'idle', actions: assign({ code: '', promotion: null, reference: null, receivedAt: null }) },
      },
    },
    notFound: { tags: ['notFound'], on: { CLOSE: 'idle' } },
  },
});
