import { useActorRef } from '@xstate/react';
import { slipUploadMachine } from '../../../machines/slipUpload';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { useAwaitDeposit } from '../deposit/flows';
import { slipActors } from './actors';

/** A slip's upload: its effects, the member's open intent; once under review, the money views and the credit awaited. */
export function useSlipUpload() {
  const { client } = useServices();
  const intent = useOpenIntent(api.wallet.slip);
  const awaitDeposit = useAwaitDeposit();
  return useActorRef(
    slipUploadMachine.provide({
      actors: slipActors(client),
      // The slip is under review: the credit awaited (its receipt shows when it comes; the slip list: moneyCalls.ts).
      actions: { notifyUploaded: () => awaitDeposit('SLIP') },
    }),
    watched({ input: { intent } }),
  );
}
