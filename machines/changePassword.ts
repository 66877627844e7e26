import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { PASSWORD_MIN_LENGTH } from './validation';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export interface ChangePasswordContext {
  values: Record<PasswordField, string>;
  /** Which fields show their text (the eye toggles). */
  shown: Record<PasswordField, boolean>;
  /** The form's own finding ('mismatch', 'tooShort') or the server's code. */
  error: string | null;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE'; field: PasswordField; value: string }
  | { type: 'TOGGLE'; field: PasswordField }
  | { type: 'SUBMIT' };

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/product.md#validation-change-password): all three fields required (an empty one makes SUBMIT do
 * nothing); new and confirm must match (an inline mismatch); then saving (PUT /api/account/changepwd), saved, or back
 * to editing with the code.
 */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent, tags: {} as 'saving' | 'saved' },
  actors: {
    save: fromPromise<void, { oldPassword: string; newPassword: string }>(async () => {
      throw new Error('save not provided');
    }),
  },
  actions: {
    /** The saved alert. */
    saved: () => {},
  },
  guards: {
    anyEmpty: ({ context }) => PASSWORD_FIELDS.some((f) => context.values[f] === ''),
    mismatch: ({ context }) => context.values.newPassword !== context.values.confirmPassword,
    tooShort: ({ context }) => context.values.newPassword.length < PASSWORD_MIN_LENGTH,
  },
}).createMachine({
  id: 'changePassword',
  context: { values: empty, shown: { oldPassword: false, newPassword: false, confirmPassword: false }, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            error: null,
          })),
        },
        TOGGLE: {
          actions: assign(({ context, event }) => ({
            shown: { ...context.shown, [event.field]: !context.shown[event.field] },
          })),
        },
        SUBMIT: [
          { guard: 'anyEmpty' },
          { guard: 'mismatch', actions: assign({ error: 'mismatch' }) },
          { guard: 'tooShort', actions: assign({ error: 'tooShort' }) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ oldPassword: context.values.oldPassword, newPassword: context.values.newPassword }),
        onDone: { target: 'saved', actions: 'saved' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
});
