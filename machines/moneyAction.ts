import { assign, fromPromise, not, setup, type ActionFunction, type EventObject } from 'xstate';
import { afterFailure, afterSuccess, intentFor, referenceOf, supersedes, type Intent } from './intent';

export type Values = Record<string, string>;
/** How long a confirm step waits before its send button works (a double tap's second tap comes within ~300 ms). */
export const CONFIRM_ARM_MS = 400;
export type Validate = (values: Values) => Record<string, string>;
/** The request the form's values stand for (amounts parsed once, here): what is sent and what the intent is. */
export type ToRequest = (values: Values) => unknown;

export interface MoneyActionContext {
  values: Values;
  errors: Record<string, string>;
  serverError: string | null;
  /** The open intent: being sent, or sent without an answer that proved what happened (null: none). */
  intent: Intent | null;
  result: unknown;
  /** Ask the member once to confirm the request before it is sent (a withdrawal: where the money goes). */
  confirm: boolean;
  /** What the success screen's receipt shows: the request that went through and when its answer came. */
  receipt: { sent: unknown; at: number; reference: string | null } | null;
}

export type MoneyActionEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SUBMIT' }
  /** Send the open intent again, as it was (same values, same key). */
  | { type: 'RETRY' }
  /** The member saw the open intent go through (balance, statement): stop offering it. */
  | { type: 'FORGET' }
  /** Send the new values although an earlier intent may have gone through. */
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'RESET' };

export interface MoneyActionInput {
  values?: Values;
  /** An intent left open by an earlier visit (kept on the phone), offered again. */
  intent?: Intent | null;
  /** Ask once before sending (see MoneyActionContext.confirm). */
  confirm?: boolean;
}

/** The form's values of an open intent's request (amounts as typed), so the member sees what was sent. */
export const valuesOf = (intent: Intent | null, fallback: Values): Values =>
  intent && intent.values && typeof intent.values === 'object'
    ? {
        ...fallback,
        ...Object.fromEntries(Object.entries(intent.values as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
      }
    : fallback;

/** A form's two rules, which the machine's guards and actions apply (never kept in its context: it stays data). */
export interface MoneyForm {
  /** The errors of the values, by field (none: they can be sent). */
  validate?: Validate;
  /** The request the values stand for (the values as they are, without one). */
  toRequest?: ToRequest;
}

type Assign = ActionFunction<
  MoneyActionContext,
  MoneyActionEvent,
  MoneyActionEvent,
  undefined,
  never,
  never,
  never,
  never,
  EventObject
>;

/** The guards and actions that apply a form's rules: the machine's defaults, and `moneyFormMachine`'s. */
function formRules({ validate = () => ({}), toRequest = (v) => v }: MoneyForm) {
  return {
    guards: {
      valid: ({ context }: { context: MoneyActionContext }) => Object.keys(validate(context.values)).length === 0,
      supersedes: ({ context }: { context: MoneyActionContext }) =>
        supersedes(context.intent, toRequest(context.values)),
    },
    actions: {
      /** The intent of this submit: the open one when the request is the same (its key), else a new one. */
      begin: assign({
        intent: ({ context }) => intentFor(context.intent, toRequest(context.values), Date.now()),
      }) as Assign,
      /** Every field's error shown (a submit of values that cannot be sent). */
      showErrors: assign({ errors: ({ context }) => validate(context.values) }) as Assign,
      edit: assign(({ context, event }) => {
        if (event.type !== 'CHANGE') return {};
        const values = { ...context.values, [event.field]: event.value };
        // The changed field's error goes (no nagging while typing); another field's stays only while it still
        // holds for the new values (two accounts made different by changing From clears To's error).
        const now = validate(values);
        const errors = Object.fromEntries(
          Object.entries(now).filter(([field]) => field !== event.field && field in context.errors),
        );
        // The refusal's words go with the values they answered; an open intent stays (it is not the values typed).
        return { values, errors, serverError: null };
      }) as Assign,
    },
  };
}
const asIs = formRules({});

/**
 * A form that moves money once: editing, then submitting (the button is disabled and a second SUBMIT is ignored),
 * then succeeded; a refusal goes back to editing with the error. The intent is the request the values stand for
 * (machines/intent.ts): after an unknown outcome a submit of the same request resends its key, whatever was typed in
 * between; a different request while it is open first asks the member (the earlier one may have gone through).
 */
export const moneyActionMachine = setup({
  types: {
    context: {} as MoneyActionContext,
    events: {} as MoneyActionEvent,
    input: {} as MoneyActionInput,
    tags: {} as 'busy' | 'open' | 'asking' | 'confirming' | 'armed' | 'succeeded',
  },
  actors: {
    submit: fromPromise<unknown, { intent: Intent; values: Values }>(async () => {
      throw new Error('submit not provided');
    }),
  },
  actions: {
    ...asIs.actions,
    /** The open intent is dropped from the phone (the member saw it go through). */
    forget: (_, _params: { intent: Intent }) => {},
  },
  guards: {
    ...asIs.guards,
    open: ({ context }) => context.intent !== null,
    confirmFirst: ({ context }) => context.confirm,
  },
}).createMachine({
  id: 'moneyAction',
  context: ({ input }) => ({
    values: valuesOf(input.intent ?? null, input.values ?? {}),
    errors: {},
    serverError: null,
    intent: input.intent ?? null,
    result: null,
    confirm: input.confirm ?? false,
    receipt: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'edit' },
        SUBMIT: [
          { guard: not('valid'), actions: 'showErrors' },
          { guard: 'supersedes', target: 'confirmingNew', actions: assign({ errors: {} }) },
          { guard: 'confirmFirst', target: 'confirming', actions: assign({ errors: {}, serverError: null }) },
          { target: 'submitting', actions: ['begin', assign({ errors: {}, serverError: null })] },
        ],
        RETRY: { guard: 'open', target: 'submitting', actions: assign({ errors: {}, serverError: null }) },
        FORGET: {
          guard: 'open',
          actions: [
            { type: 'forget', params: ({ context }) => ({ intent: context.intent! }) },
            assign({ intent: null, serverError: null }),
          ],
        },
      },
    },
    /** An earlier intent may have gone through and these values differ: the member decides. */
    confirmingNew: {
      tags: ['asking'],
      on: {
        // The values differ from the open intent's (that is why the member was asked), so `begin` makes a new one; the
        // change that made them differ already took the refusal's words away.
        CONFIRM: { target: 'submitting', actions: 'begin' },
        DISMISS: 'editing',
      },
    },
    /**
     * The request as it will be sent, shown once: the member sends it or goes back to change it. The send is armed
     * only after CONFIRM_ARM_MS, so that the second tap of a double tap on the form's button, landing where the send
     * button now is, sends nothing.
     */
    confirming: {
      tags: ['confirming'],
      initial: 'arming',
      on: { DISMISS: 'editing' },
      states: {
        arming: { after: { [CONFIRM_ARM_MS]: 'armed' } },
        armed: {
          tags: ['armed'],
          on: { CONFIRM: { target: '#moneyAction.submitting', actions: 'begin' } },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ intent: context.intent!, values: context.values }),
        onDone: {
          target: 'succeeded',
          actions: assign({
            result: ({ event }) => event.output,
            receipt: ({ context, event }) => ({
              sent: context.intent!.values,
              at: Date.now(),
              reference: referenceOf(event.output, context.intent),
            }),
            ...afterSuccess,
            serverError: null,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failed = afterFailure(context.intent, event.error);
            return { serverError: failed.error, intent: failed.intent };
          }),
        },
      },
    },
    succeeded: {
      tags: ['succeeded'],
      on: { RESET: { target: 'editing', actions: assign({ result: null, receipt: null }) } },
    },
  },
});

/** The money-action machine for one form: its rules applied by the machine's guards and actions. */
export const moneyFormMachine = (form: MoneyForm) => moneyActionMachine.provide(formRules(form));
