import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { agreementMachine } from '../../../machines/agreement';
import { bannerGateMachine, type GateBanner } from '../../../machines/bannerGate';
import { watched } from '../../lib/inspect';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { useServices } from '../../services/context';
import { agreementActors } from './actors';

/** The agreement: shown until the member confirms it, then remembered on the phone. */
export function useAgreement() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useActorRef(
    agreementMachine.provide({
      actors: agreementActors(client, queryClient),
      actions: { remember: () => storage.set(STORAGE_KEYS.agreement, '1') },
    }),
    watched({ input: { accepted: storage.get(STORAGE_KEYS.agreement) === '1' } }),
  );
}

/** A flow's banners, shown before it: `load` brings them. */
export const useBannerGate = (load: () => Promise<GateBanner[]>) =>
  useActorRef(bannerGateMachine.provide({ actors: { banners: fromPromise(load) } }), watched());
