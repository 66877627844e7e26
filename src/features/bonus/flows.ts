import { useActorRef } from '@xstate/react';
import { promotionMachine } from '../../../machines/promotion';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { promotionActors } from './actors';

/** The promotion code's search and activation: its effects and the member's open intent. */
export function usePromotion() {
  const { client } = useServices();
  const intent = useOpenIntent(api.promotion.activate);
  return useActorRef(promotionMachine.provide({ actors: promotionActors(client) }), watched({ input: { intent } }));
}
