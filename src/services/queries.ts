import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { api } from '../api/contracts';
import { PAGE_SIZE } from '../ui/usePaged';
import { useServices } from './context';
import { SPIN_KEY, STATEMENT_KEY, WALLET_KEY } from './moneyViews';

export {
  BONUS_KEY,
  INVITE_KEY,
  moneyMoved,
  REFUND_KEY,
  SLIPS_KEY,
  SPIN_KEY,
  STATEMENT_KEY,
  WALLET_KEY,
} from './moneyViews';

/** Query options of the lookups, one place for their keys. */
export const lookupQuery = <K extends keyof typeof api.lookup>(client: ApiClient, name: K) =>
  queryOptions({
    queryKey: ['lookup', name],
    queryFn: () => client.call(api.lookup[name]),
    staleTime: 5 * 60_000,
  });

export function useLookup<K extends keyof typeof api.lookup>(name: K) {
  const { client } = useServices();
  return useQuery(lookupQuery(client, name));
}

export const walletQuery = (client: ApiClient) =>
  queryOptions({ queryKey: WALLET_KEY, queryFn: () => client.call(api.wallet.get) });

export function useWallet() {
  const { client } = useServices();
  return useQuery(walletQuery(client));
}

/** One page of the statement, newest first (PAGE_SIZE entries): the statement page's, and the bonus page's first. */
export const statementQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...STATEMENT_KEY, page],
    queryFn: () => client.call(api.statement.list, { body: { page, limit: PAGE_SIZE } }),
  });

export const spinActiveQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...SPIN_KEY, 'active'], queryFn: () => client.call(api.spin.active), staleTime: 60_000 });
