import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';

export const AGREEMENT_DELAY_MS = 1500;

export interface AgreementContext {
  accepted: boolean;
  /** The agreement's blocks that have something to read (the `load` actor leaves out empty ones). */
  blocks: string[];
  /** Why the agreement could not be shown: the error's code, or NO_DATA for an answer without a block to read. */
  error: string | null;
}

export type AgreementEvent = { type: 'CONFIRM' } | { type: 'DISMISS' } | { type: 'RETRY' };

/**
 * The agreement modal: opens 1.5 s after home loads unless it was accepted before (its text is read during the wait,
 * so that it is there when the modal opens). Consent rests only on an agreement the member saw: CONFIRM is possible
 * only while at least one block is shown; a broken or empty answer shows the error with a retry, and confirming
 * remembers it.
 */
export const agreementMachine = setup({
  types: {
    input: {} as { accepted: boolean },
    context: {} as AgreementContext,
    events: {} as AgreementEvent,
    tags: {} as 'open' | 'loading' | 'shown' | 'failed',
  },
  actors: { load: fromPromise<string[]>(async () => []) },
  actions: {
    remember: () => {},
    loaded: assign((_, params: { blocks: string[] }) =>
      params.blocks.length > 0 ? { blocks: params.blocks, error: null } : { blocks: [], error: 'NO_DATA' },
    ),
    failed: assign((_, params: { error: unknown }) => ({ blocks: [], error: codeOf(params.error) })),
  },
  guards: {
    accepted: ({ context }) => context.accepted,
    shown: ({ context }) => context.blocks.length > 0,
    refused: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'agreement',
  initial: 'deciding',
  context: ({ input }) => ({ accepted: input.accepted, blocks: [], error: null }),
  states: {
    deciding: {
      always: [{ guard: 'accepted', target: 'accepted' }, { target: 'waiting' }],
    },
    waiting: {
      invoke: {
        id: 'preload',
        src: 'load',
        onDone: { actions: { type: 'loaded', params: ({ event }) => ({ blocks: event.output }) } },
        onError: { actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
      after: { [AGREEMENT_DELAY_MS]: 'open' },
    },
    open: {
      tags: ['open'],
      initial: 'checking',
      // Dismissing closes it for this visit only; it comes back next time until confirmed.
      on: { DISMISS: 'dismissed' },
      states: {
        checking: {
          always: [{ guard: 'shown', target: 'shown' }, { guard: 'refused', target: 'failed' }, { target: 'loading' }],
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'load',
            src: 'load',
            onDone: {
              target: 'checking',
              actions: { type: 'loaded', params: ({ event }) => ({ blocks: event.output }) },
            },
            onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {
          tags: ['shown'],
          on: { CONFIRM: { target: '#agreement.accepted', actions: 'remember' } },
        },
        failed: {
          tags: ['failed'],
          on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
        },
      },
    },
    accepted: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
