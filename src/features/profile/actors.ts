import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The password change's effect. */
export function changePasswordActors(client: ApiClient) {
  return {
    save: fromPromise(async ({ input }: { input: { oldPassword: string; newPassword: string } }) => {
      await client.call(api.account.changePassword, { body: input });
    }),
  };
}
