import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { bankAccountNameErrors } from './validation';

export const COPY_AFTER_EDIT_MS = 1000;

export interface BankNameContext {
  name: string;
  errors: Record<string, string>;
  serverError: string | null;
}

export type BankNameEvent =
  { type: 'OPEN'; name: string } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'CANCEL' };

/**
 * Edit the bank account name (docs/product.md#machine-bankNameEdit): uppercase Latin letters and spaces; on success the
 * new name is applied, the dialog closes and 1 s later the copy button is clicked for the member.
 */
export const bankNameEditMachine = setup({
  types: { context: {} as BankNameContext, events: {} as BankNameEvent, tags: {} as 'open' | 'saving' },
  actors: {
    save: fromPromise<void, { bankAccountName: string }>(async () => {}),
  },
  actions: {
    apply: () => {},
    /** The copy action of the account name, done for the member. */
    clickCopy: (_, _params: { name: string }) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(bankAccountNameErrors({ bankAccountName: context.name })).length === 0,
  },
}).createMachine({
  id: 'bankNameEdit',
  context: { name: '', errors: {}, serverError: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'editing',
          actions: assign({ name: ({ event }) => event.name.toUpperCase(), errors: {}, serverError: null }),
        },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        CHANGE: { actions: assign({ name: ({ event }) => event.value.toUpperCase(), errors: {}, serverError: null }) },
        SUBMIT: [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ errors: ({ context }) => bankAccountNameErrors({ bankAccountName: context.name }) }) },
        ],
        CANCEL: 'closed',
      },
    },
    saving: {
      tags: ['open', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ bankAccountName: context.name.trim().replace(/\s+/g, ' ') }),
        onDone: { target: 'saved', actions: 'apply' },
        onError: { target: 'editing', actions: assign({ serverError: ({ event }) => codeOf(event.error) }) },
      },
    },
    saved: {
      after: {
        [COPY_AFTER_EDIT_MS]: {
          target: 'closed',
          actions: { type: 'clickCopy', params: ({ context }) => ({ name: context.name.trim().replace(/\s+/g, ' ') }) },
        },
      },
    },
  },
});
