import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The bank-name editor's effect: the account's English name saved for the member's bank. */
export function bankNameActors(client: ApiClient, bankCode: string) {
  return {
    save: fromPromise(async ({ input }: { input: { bankAccountName: string } }) => {
      await client.call(api.account.bankAccountName, { body: { bankCode, bankAccountName: input.bankAccountName } });
    }),
  };
}
