import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Intent } from '../../machines/intent';
import { moneyFormMachine, type Validate, type Values } from '../../machines/moneyAction';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { watched } from '../lib/inspect';
import { callId } from '../lib/intents';
import { useServices } from './context';
import { useIntentLog } from './useIntents';

/**
 * A money form driven by the moneyAction machine for the call `ep`: `toRequest` reads the form's values once into
 * the request (what is sent and what the intent is), and the call is made with it and the intent (or `send` does it,
 * e.g. encrypting first); what follows it (the intent on the phone, every money view read again) is
 * services/moneyCalls.ts's. An intent left open by an earlier visit (kept on
 * the phone by the client) is offered again.
 */
export function useMoneyAction<R>(
  ep: AnyEndpoint,
  opts: {
    values: Values;
    validate: Validate;
    toRequest: (values: Values) => R;
    /**
     * How the request is sent, when not as it is (features/<name>/actors.ts), with the form's values (a gift link's
     * request holds the link's fingerprint, the values the link).
     */
    send?: (request: R, intent: Intent, values: Values) => Promise<unknown>;
    /** Ask the member once before sending (the view shows the request and CONFIRM or DISMISS). */
    confirm?: boolean;
  },
) {
  const services = useServices();
  const { client } = services;
  const send = opts.send ?? ((request: R, intent: Intent) => client.call(ep, { body: request as never, intent }));
  const intents = useIntentLog();
  const call = callId(ep);
  const actor = useActorRef(
    moneyFormMachine(opts).provide({
      actions: {
        forget: () => {
          intents.forget(call);
          // Read when it happens: the telemetry may have started after this screen.
          services.telemetry?.money(ep, 'dismissed');
        },
      },
      actors: {
        submit: fromPromise(({ input }: { input: { intent: Intent; values: Values } }) =>
          send(input.intent.values as R, input.intent, input.values),
        ),
      },
    }),
    watched({ input: { values: opts.values, confirm: opts.confirm, intent: intents.open(call) } }),
  );
  const state = useSelector(actor, (s) => s);
  const busy = state.hasTag('busy');
  return {
    values: state.context.values,
    errors: state.context.errors,
    /** A refusal's code (an unknown outcome is told by `open`). */
    serverError: state.context.serverError === 'OUTCOME_UNKNOWN' ? null : state.context.serverError,
    /** The intent sent without an answer that proved it, while the member may act on it. */
    open: busy ? null : state.context.intent,
    /** New values while `open` may have gone through: the member confirms or goes back. */
    asking: state.hasTag('asking'),
    /** The request is shown for the member to confirm before it is sent. */
    confirming: state.hasTag('confirming'),
    /** The confirm step's send works (a moment after it shows). */
    armed: state.hasTag('armed'),
    busy,
    succeeded: state.hasTag('succeeded'),
    result: state.context.result,
    /** The request that went through, when, and the balance after it (when the answer says). */
    receipt: state.context.receipt && {
      sent: state.context.receipt.sent as R,
      at: state.context.receipt.at,
      reference: state.context.receipt.reference,
      balance: (state.context.result as { wallet?: { amount?: number } } | null)?.wallet?.amount,
    },
    change: (field: string) => (value: string) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
    forget: () => actor.send({ type: 'FORGET' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
    reset: () => actor.send({ type: 'RESET' }),
  };
}
