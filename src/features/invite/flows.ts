import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { useErrorText } from '../../ui/ErrorText';
import { toast } from '../../ui/toast';
import { inviteClaimActors } from './actors';

/**
 * The invite bonus's claim: opening its dialog is the member's tap on receive (the dialog is the confirm). Toasts are
 * how the spec reports it: a success, or a danger toast with the reason (the money views: services/moneyCalls.ts).
 */
export function useInviteClaim() {
  const { t } = useTranslation();
  const { client } = useServices();
  const intent = useOpenIntent(api.invite.bonus);
  const errorText = useErrorText();
  return useActorRef(
    claimMachine.provide({
      actors: inviteClaimActors(client),
      actions: {
        // The spec's toast, and the dialog stays open on the receipt (what came in, when, the wallet after it).
        received: () => void toast.success(t('home.invite.received')),
        refused: (_, { code }) => void toast.error(errorText(code)),
      },
    }),
    watched({ input: { intent, confirmed: true } }),
  );
}
