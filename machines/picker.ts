import { assign, setup } from 'xstate';

/**
 * Which one of several things is open (a dialog of home, a deposit channel's tab, a how-to video, the slip status): none,
 * or one by its id.
 */
export const pickerMachine = setup({
  types: {
    context: {} as { selected: string | null },
    events: {} as { type: 'OPEN'; id: string } | { type: 'CLOSE' },
    tags: {} as 'open',
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
      tags: ['open'],
      on: {
        OPEN: { actions: assign({ selected: ({ event }) => event.id }) },
        CLOSE: { target: 'closed', actions: assign({ selected: null }) },
      },
    },
  },
});
