import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { useServices } from '../../services/context';
import { lookupQuery, spinActiveQuery, WALLET_KEY } from '../../services/queries';
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

/**
 * "Refresh" on the dashboard: the bank reads the games' balances again (`refreshSlot`), then the wallet is read again
 * whatever the answer. `isPending` while it is on its way.
 */
export function useRefreshGames() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(api.wallet.refreshSlot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}

/** Whether the wheel runs (the spin tile shows only then), and "refresh all" in its place: every read again. */
export function useSpinTile() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const spin = useQuery(spinActiveQuery(client));
  return { spinOn: spin.data?.isActive === true, refreshAll: () => void queryClient.invalidateQueries() };
}
