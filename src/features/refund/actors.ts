import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ClaimCheck } from '../../../machines/claim';
import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { refundCheckQuery } from './queries';

/** The refund claim's effects: the check (through the query cache, so the dialog's details come from the same call) and receiving into the wallet. */
export function refundActors(client: ApiClient, queryClient: QueryClient) {
  return {
    check: fromPromise<ClaimCheck>(async () => {
      const c = await queryClient.fetchQuery(refundCheckQuery(client));
      return { amount: c.result ? c.refundAmount : 0, blocked: c.bonus };
    }),
    receive: fromPromise(async ({ input }: { input: { intent: Intent } }) => {
      await client.call(api.refund.addWallet, { intent: input.intent });
    }),
  };
}

/** The refund flow's banners, shown before it (src/features/home/BannersFirst.tsx). */
export const refundBanners = (client: ApiClient) => async () => (await client.call(api.refund.banners)).banners;
