import { setup } from 'xstate';

export const AGREEMENT_DELAY_MS = 1500;

/** The agreement modal: opens 1.5 s after home loads unless it was accepted before; confirming remembers it. */
export const agreementMachine = setup({
  types: { input: {} as { accepted: boolean }, events: {} as { type: 'CONFIRM' } | { type: 'DISMISS' } },
  actions: { remember: () => {} },
  guards: { accepted: (_, params: { accepted: boolean }) => params.accepted },
}).createMachine({
  id: 'agreement',
  initial: 'deciding',
  context: ({ input }) => ({ accepted: input.accepted }),
  states: {
    deciding: {
      always: [{ guard: { type: 'accepted', params: ({ context }) => ({ accepted: context.accepted }) }, target: 'accepted' }, { target: 'waiting' }],
    },
    waiting: { after: { [AGREEMENT_DELAY_MS]: 'open' } },
    // Dismissing closes it for this visit only; it comes back next time until confirmed.
    open: { on: { CONFIRM: { target: 'accepted', actions: 'remember' }, DISMISS: 'dismissed' } },
    accepted: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
