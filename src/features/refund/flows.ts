import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { refundActors } from './actors';

/** The loss refund's claim: its effects, the member's open intent, and every money view read again once received. */
export function useRefundClaim() {
  const { client } = useServices();
  const intent = useOpenIntent(api.refund.addWallet);
  const queryClient = useQueryClient();
  return useActorRef(
    claimMachine.provide({
      actors: refundActors(client, queryClient),
      // Received: the wallet, the refund and every other money view read again (docs/product.md#screen-home).
      actions: { received: () => moneyMoved(queryClient) },
    }),
    watched({ input: { intent } }),
  );
}
