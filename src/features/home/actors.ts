import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { lookupQuery } from '../../app/queries';
import { hasContent } from '../../ui/SafeHtml';

/** The agreement's effect: its texts, read afresh (a retry must not get a cached empty answer back); a read still on its way is shared. */
export function agreementActors(client: ApiClient, queryClient: QueryClient) {
  return {
    load: fromPromise(async () => {
      const { agreements } = await queryClient.fetchQuery({ ...lookupQuery(client, 'agreements'), staleTime: 0 });
      return agreements.filter(hasContent);
    }),
  };
}
