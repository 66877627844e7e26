import { fromPromise } from 'xstate';
import type { BonusEvent } from '../../../machines/bonus';
import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { bankClock } from '../../lib/bankClock';

/** The bonus machine's effects on the API client; the clock reads the bank's time (moved by the demo's clock). */
export function bonusActors(client: ApiClient, now: () => number) {
  return {
    activate: fromPromise(async ({ input }: { input: { code: string; intent: Intent } }) => {
      const { userBonus } = await client.call(api.bonus.activate, {
        params: { code: input.code },
        intent: input.intent,
      });
      return { received: userBonus.received.map((r) => r.updatedAt), isActive: userBonus.isActive };
    }),
    clear: fromPromise(async ({ input }: { input: { intent: Intent } }) => {
      await client.call(api.bonus.clear, { intent: input.intent });
    }),
    clock: bankClock<BonusEvent>(now),
  };
}

/** The promotion machine's effects on the API client. */
export function promotionActors(client: ApiClient) {
  return {
    find: fromPromise(
      async ({ input }: { input: { code: string } }) =>
        (await client.call(api.promotion.find, { params: { code: input.code } })).promotion,
    ),
    activate: fromPromise(async ({ input }: { input: { code: string; intent: Intent } }) => {
      await client.call(api.promotion.activate, { params: { code: input.code }, intent: input.intent });
    }),
  };
}
