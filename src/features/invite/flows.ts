import { useActorRef } from '@xstate/react';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { useErrorText } from '../../ui/ErrorText';
import { toast } from '../../ui/toast';
import { inviteClaimActors } from './actors';

/**
 * The invite bonus's claim: opening its dialog is the member's tap on receive (the dialog is the confirm). A refusal is
 * the spec's danger toast with the reason; a success is said by the dialog's receipt alone (what came in, when, the
 * wallet after it), with no toast over its lines (the money views: services/moneyCalls.ts).
 */
export function useInviteClaim() {
  const { client } = useServices();
  const intent = useOpenIntent(api.invite.bonus);
  const errorText = useErrorText();
  return useActorRef(
    claimMachine.provide({
      actors: inviteClaimActors(client),
      actions: {
        refused: (_, { code }) => void toast.error(errorText(code)),
      },
    }),
    watched({ input: { intent, confirmed: true } }),
  );
}
