import { useActorRef } from '@xstate/react';
import { slipUploadMachine } from '../../../machines/slipUpload';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { useAwaitDeposit } from '../deposit/flows';
import { slipActors } from './actors';
import { rememberSent, sentSlips } from './sentSlips';

/**
 * A slip's upload: its effects, the member's open intent and the slips they sent from this phone; once under review,
 * the money views and the credit awaited, and the slip kept as sent.
 */
export function useSlipUpload() {
  const { client, session } = useServices();
  const intent = useOpenIntent(api.wallet.slip);
  const awaitDeposit = useAwaitDeposit();
  const member = () => session.getSnapshot().context.member;
  return useActorRef(
    slipUploadMachine.provide({
      actors: slipActors(client),
      actions: {
        notifyUploaded: (_, { slip }) => {
          if (slip !== null) rememberSent(member(), slip);
          // The slip is under review: the credit awaited (its receipt shows when it comes; the slip list: moneyCalls.ts).
          awaitDeposit('SLIP');
        },
      },
    }),
    watched({ input: { intent, sent: sentSlips(member()) } }),
  );
}
