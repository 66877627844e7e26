import { fromPromise } from 'xstate';
import type { ClaimCheck } from '../../../machines/claim';
import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

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

/** The invite flow's banners, shown before it (src/features/home/BannersFirst.tsx). */
export const inviteBanners = (client: ApiClient) => async () => (await client.call(api.invite.banners)).banners;
