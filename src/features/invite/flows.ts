import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { useErrorText } from '../../ui/ErrorText';
import { inviteClaimActors } from './actors';

/**
 * The invite bonus's claim: opening its dialog is the member's tap on receive (the dialog is the confirm). Toasts are
 * how the spec reports it: a success (every money view read again), or a danger toast with the reason.
 */
export function useInviteClaim() {
  const { t } = useTranslation();
  const { client } = useServices();
  const intent = useOpenIntent(api.invite.bonus);
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  return useActorRef(
    claimMachine.provide({
      actors: inviteClaimActors(client),
      actions: {
        // The spec's toast, and the dialog stays open on the receipt (what came in, when, the wallet after it).
        received: () => {
          moneyMoved(queryClient);
          toast.success(t('home.invite.received'));
        },
        refused: (_, { code }) => void toast.error(errorText(code)),
      },
    }),
    watched({ input: { intent, confirmed: true } }),
  );
}
