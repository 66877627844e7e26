import { assign, setup } from 'xstate';

/** A modal showing one item of a list (a how-to video, a banner): closed, or open on one item. */
export const pickerMachine = setup({
  types: {
    context: {} as { selected: string | null },
    events: {} as { type: 'OPEN'; id: string } | { type: 'CLOSE' },
  },
}).createMachine({
  id: 'picker',
  // An optional input `{ selected }` opens on that item from the start (a deep link such as /user/home?dialog=deposit).
  context: ({ input }) => ({ selected: (input as { selected?: string | null } | undefined)?.selected ?? null }),
  initial: 'closed',
  states: {
    closed: {
      always: { guard: ({ context }) => context.selected !== null, target: 'open' },
      on: { OPEN: { target: 'open', actions: assign({ selected: ({ event }) => event.id }) } },
    },
    open: {
      on: {
        OPEN: { actions: assign({ selected: ({ event }) => event.id }) },
        CLOSE: { target: 'closed', actions: assign({ selected: null }) },
      },
    },
  },
});
