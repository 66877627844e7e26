import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { promotionMachine } from '../../../machines/promotion';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { promotionActors } from './actors';

/** The promotion code's search and activation: its effects, the member's open intent, every money view read again. */
export function usePromotion() {
  const { client } = useServices();
  const intent = useOpenIntent(api.promotion.activate);
  const queryClient = useQueryClient();
  return useActorRef(
    promotionMachine.provide({
      actors: promotionActors(client),
      actions: {
        changed: () => moneyMoved(queryClient),
      },
    }),
    watched({ input: { intent } }),
  );
}
