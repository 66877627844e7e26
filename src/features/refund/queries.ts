import type { Intent } from '../../../machines/intent';
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ClaimCheck } from '../../../machines/claim';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { REFUND_KEY } from '../../app/queries';
import type { QueryClient } from '@tanstack/react-query';

export const refundCheckQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...REFUND_KEY, 'check'], queryFn: () => client.call(api.refund.check), staleTime: 0 });
export const refundLogQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...REFUND_KEY, 'log', page],
    queryFn: () => client.call(api.refund.list, { body: { page, limit: 10 } }),
  });

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

/** The invite bonus claim's effects: what waits is the fresh wallet's invite amount; receiving is GET /api/invite/bonus. */
export function inviteClaimActors(client: ApiClient) {
  return {
    check: fromPromise<ClaimCheck>(async () => ({
      amount: (await client.call(api.wallet.get)).invite.amount,
      blocked: false,
    })),
    receive: fromPromise(async ({ input }: { input: { intent: Intent } }) => {
      await client.call(api.invite.bonus, { intent: input.intent });
    }),
  };
}
