import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { watched } from '../lib/inspect';
import { fromPromise } from 'xstate';
import { moneyActionMachine, type Validate, type Values } from '../../machines/moneyAction';
import { WALLET_KEY } from './queries';

/**
 * A money form driven by the moneyAction machine: `submit` gets the values and the intent's Idempotency-Key; a
 * success reloads the wallet.
 */
export function useMoneyAction(
  submit: (values: Values, idempotencyKey: string) => Promise<unknown>,
  opts: {
    values?: Values;
    validate?: Validate;
    onSuccess?: (result: unknown) => void;
    onFailure?: (code: string) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const actor = useActorRef(
    moneyActionMachine.provide({
      actions: {
        notifySuccess: (_, p) => opts.onSuccess?.(p.result),
        notifyFailure: (_, p) => opts.onFailure?.(p.code),
      },
      actors: {
        submit: fromPromise(async ({ input }: { input: { values: Values; idempotencyKey: string } }) => {
          try {
            return await submit(input.values, input.idempotencyKey);
          } finally {
            void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
          }
        }),
      },
    }),
    watched({ input: { values: opts.values, validate: opts.validate } }),
  );
  const state = useSelector(actor, (s) => s);
  return {
    actor,
    state,
    values: state.context.values,
    errors: state.context.errors,
    serverError: state.context.serverError,
    busy: state.matches('submitting'),
    succeeded: state.matches('succeeded'),
    change: (field: string) => (value: string) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
