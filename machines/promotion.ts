import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, newIntentKey } from './intent';

export interface FoundPromotion {
  code: string;
  percentFail: number;
  description: string;
}

export interface PromotionContext {
  /** The code as typed, forced to uppercase (spec section 5). */
  code: string;
  promotion: FoundPromotion | null;
  error: string | null;
  intentKey: string;
}

export type PromotionEvent =
  { type: 'TYPE'; value: string } | { type: 'SEARCH' } | { type: 'RECEIVE' } | { type: 'CLOSE' };

/** The code to send: trimmed and uppercased; empty does nothing (spec section 5: required). */
export const promotionCode = (value: string) => value.trim().toUpperCase();

/**
 * A promotion code: typed (uppercase), searched (GET /api/promotion/find/{code}), then found (receive it) or not
 * found; receiving (GET /api/promotion/activate/{code}) is a money action sent once per intent.
 */
export const promotionMachine = setup({
  types: { context: {} as PromotionContext, events: {} as PromotionEvent },
  actors: {
    find: fromPromise<FoundPromotion | null, { code: string }>(async () => {
      throw new Error('find not provided');
    }),
    activate: fromPromise<void, { code: string; idempotencyKey: string }>(async () => {
      throw new Error('activate not provided');
    }),
  },
  actions: {
    /** The wallet changed: reload it. */
    changed: () => {},
  },
  guards: {
    hasCode: ({ context }) => promotionCode(context.code) !== '',
    /** The search found a promotion. */
    found: (_, params: { promotion: FoundPromotion | null }) => params.promotion !== null,
  },
}).createMachine({
  id: 'promotion',
  context: { code: '', promotion: null, error: null, intentKey: newIntentKey() },
  initial: 'idle',
  states: {
    idle: {
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
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ promotion: event.output }) },
            target: 'found',
            actions: assign({ promotion: ({ event }) => event.output, intentKey: () => newIntentKey() }),
          },
          { target: 'notFound' },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    found: {
      on: {
        RECEIVE: { target: 'receiving', actions: assign({ error: null }) },
        CLOSE: { target: 'idle', actions: assign({ promotion: null, error: null }) },
      },
    },
    receiving: {
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ code: context.promotion?.code ?? context.code, idempotencyKey: context.intentKey }),
        onDone: { target: 'received', actions: 'changed' },
        onError: {
          target: 'found',
          actions: assign(({ context, event }) => afterFailure(context.intentKey, event.error)),
        },
      },
    },
    received: { on: { CLOSE: { target: 'idle', actions: assign({ code: '', promotion: null }) } } },
    notFound: { on: { CLOSE: 'idle' } },
  },
});
