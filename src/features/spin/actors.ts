import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { Intent } from '../../../machines/intent';
import type { SpinOutcome, WheelData } from '../../../machines/spin';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { ApiError } from '../../api/errors';
import { coinsAre } from '../../services/moneyViews';
import { spinSetupQuery } from './queries';

/** A `{ success: false, error }` answer is a refusal with the spin table's code. */
function refused(answer: { success: boolean; error?: string }): never {
  // A 2xx its contract reads: the refusal in its body proves what happened.
  throw new ApiError(answer.error ?? 'UNEXPECTED_ANSWER', 200, true);
}

/** The spin machine's effects: the wheel data (through the query cache, so the page's drawing reads the same answer) and a spin. */
export function spinActors(client: ApiClient, queryClient: QueryClient) {
  return {
    load: fromPromise<WheelData>(async () => {
      const { result } = await queryClient.fetchQuery(spinSetupQuery(client));
      coinsAre(queryClient, result.userCoin);
      return { wheel: result.activeSpinwheel, coin: result.userCoin };
    }),
    spin: fromPromise<SpinOutcome, { intent: Intent }>(async ({ input }) => {
      const answer = await client.call(api.spin.spin, { body: {}, intent: input.intent });
      if (!answer.success || !answer.result) refused(answer);
      return answer.result;
    }),
  };
}

/** The coupon claim's effects. */
export function couponClaimActors(client: ApiClient) {
  return {
    claim: fromPromise<void, { coupon: string; intent: Intent }>(async ({ input }) => {
      const answer = await client.call(api.spin.claim, {
        body: { coupon: input.coupon },
        intent: input.intent,
      });
      if (!answer.success) refused(answer);
    }),
  };
}
