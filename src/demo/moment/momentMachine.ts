/**
 * Opening a moment in the demo console: a file chosen or dropped, or a link opened, is read; a moment is shown for a
 * confirm (it replaces the demo bank) and then restored; what is no moment says why. The console provides `read`
 * (the file's or the link's moment) and `restore` (console/stage.ts stageMoment).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Moment, Parsed, Refusal } from './moment';

/** Where a moment comes from: a file, or a link's fragment (`#moment=…`). */
export type MomentSource = { file: File } | { fragment: string };

export const momentMachine = setup({
  types: {
    context: {} as { moment: Moment | null; refused: Refusal | null },
    events: {} as { type: 'OPEN'; source: MomentSource } | { type: 'CONFIRM' } | { type: 'CANCEL' },
  },
  actors: {
    read: fromPromise<Parsed, MomentSource>(async () => ({ ok: false, reason: 'notMoment' })),
    restore: fromPromise<void, Moment>(async () => {}),
  },
}).createMachine({
  id: 'moment',
  context: { moment: null, refused: null },
  initial: 'idle',
  on: { OPEN: { target: '.reading' } },
  states: {
    idle: {},
    reading: {
      entry: assign({ moment: null, refused: null }),
      invoke: {
        src: 'read',
        input: ({ event }) => (event as { source: MomentSource }).source,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'confirming',
            actions: assign({ moment: ({ event }) => (event.output.ok ? event.output.moment : null) }),
          },
          {
            target: 'refused',
            actions: assign({ refused: ({ event }) => (event.output.ok ? null : event.output.reason) }),
          },
        ],
        onError: { target: 'refused', actions: assign({ refused: 'notJson' }) },
      },
    },
    confirming: {
      on: { CONFIRM: 'restoring', CANCEL: { target: 'idle', actions: assign({ moment: null }) } },
    },
    refused: { on: { CANCEL: { target: 'idle', actions: assign({ refused: null }) } } },
    restoring: {
      invoke: {
        src: 'restore',
        input: ({ context }) => context.moment!,
        onDone: { target: 'idle', actions: assign({ moment: null }) },
        onError: { target: 'refused', actions: assign({ refused: 'bank' }) },
      },
    },
  },
});
