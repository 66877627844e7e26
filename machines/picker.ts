import { assign, setup } from 'xstate';

/** A modal showing one item of a list (a how-to video, a banner): closed, or open on one item. */
export const pickerMachine = setup({
  types: {
    context: {} as { selected: string | null },
    events: {} as { type: 'OPEN'; id: string } | { type: 'CLOSE' },
  },
}).createMachine({
  id: 'picker',
  context: { selected: null },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: assign({ selected: ({ event }) => event.id }) } } },
    open: {
      on: {
        OPEN: { actions: assign({ selected: ({ event }) => event.id }) },
        CLOSE: { target: 'closed', actions: assign({ selected: null }) },
      },
    },
  },
});
