import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { refundActors } from './actors';

/** The loss refund's claim: its effects and the member's open intent (the money views: services/moneyCalls.ts). */
export function useRefundClaim() {
  const { client } = useServices();
  const intent = useOpenIntent(api.refund.addWallet);
  const queryClient = useQueryClient();
  return useActorRef(
    claimMachine.provide({ actors: refundActors(client, queryClient) }),
    watched({ input: { intent } }),
  );
}
