import { assign, fromPromise, setup } from 'xstate';
import { afterFailure, newIntentKey, OUTCOME_UNKNOWN } from './intent';

export type Values = Record<string, string>;
export type Validate = (values: Values) => Record<string, string>;

export interface MoneyActionContext {
  values: Values;
  validate: Validate;
  errors: Record<string, string>;
  serverError: string | null;
  /** The Idempotency-Key of the current intent. */
  intentKey: string;
  result: unknown;
}

export type MoneyActionEvent =
  { type: 'CHANGE'; field: string; value: string } | { type: 'SUBMIT' } | { type: 'RESET' };

/**
 * A form that moves money once: editing, then submitting (the button is disabled and a second SUBMIT is ignored),
 * then succeeded; a refusal goes back to editing with the error. Each intent carries one Idempotency-Key: a retry
 * after an unknown outcome reuses it (and shows OUTCOME_UNKNOWN), a changed value or a proven answer starts a new intent.
 */
export const moneyActionMachine = setup({
  types: {
    context: {} as MoneyActionContext,
    events: {} as MoneyActionEvent,
    input: {} as { values?: Values; validate?: Validate },
  },
  actors: {
    submit: fromPromise<unknown, { values: Values; idempotencyKey: string }>(async () => {
      throw new Error('submit not provided');
    }),
  },
  actions: {
    /** Tell the member (an alert or a toast) and reload what changed. */
    notifySuccess: (_, _params: { result: unknown }) => {},
    notifyFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(context.validate(context.values)).length === 0,
  },
}).createMachine({
  id: 'moneyAction',
  context: ({ input }) => ({
    values: input.values ?? {},
    validate: input.validate ?? (() => ({})),
    errors: {},
    serverError: null,
    intentKey: newIntentKey(),
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            // The same value again (a re-typed amount after an unclear answer) is the same intent: the key stays.
            if (context.values[event.field] === event.value) return {};
            const errors = { ...context.errors };
            delete errors[event.field];
            return {
              values: { ...context.values, [event.field]: event.value },
              errors,
              serverError: null,
              intentKey: newIntentKey(),
            };
          }),
        },
        SUBMIT: [
          { guard: 'valid', target: 'submitting', actions: assign({ errors: {}, serverError: null }) },
          { actions: assign({ errors: ({ context }) => context.validate(context.values) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values, idempotencyKey: context.intentKey }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'notifySuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => {
              const failed = afterFailure(context.intentKey, event.error);
              return { serverError: failed.error, intentKey: failed.intentKey };
            }),
            { type: 'notifyFailure', params: ({ context }) => ({ code: context.serverError ?? OUTCOME_UNKNOWN }) },
          ],
        },
      },
    },
    succeeded: {
      on: { RESET: { target: 'editing', actions: assign({ intentKey: () => newIntentKey(), result: null }) } },
    },
  },
});
