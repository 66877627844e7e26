import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { api } from '../api/contracts';
import { currencyOf } from '../api/contracts/common';
import { formatMoney, moneyText } from '../lib/format';
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

/**
 * The member's money as they read it (docs/product.md#constants-format), in their currency: their wallet answer's
 * profile's (absent is BAHT). `number` writes an amount as the currency writes it, `text` with its word ("25,000
 * ກີບ"); `context`, given to `t`, picks a text's kip variant where the text itself names the currency
 * (`withdraw.amount_LAK`, i18next's context; baht's is the plain key). `known`: the wallet answer has come (or failed:
 * then BAHT); a page whose amounts may come before it (the statement, the coupons) waits for it, so that a kip member
 * never sees a baht-shaped amount first. The money dialogs open over home, whose wallet has come. `ask: false`: only
 * what the cache has, never a read of its own (what every member page holds, until it shows something).
 */
export function useMoney({ ask = true }: { ask?: boolean } = {}) {
  const { t } = useTranslation();
  const { client } = useServices();
  const read = useQuery({ ...walletQuery(client), select: (w) => currencyOf(w.profile), enabled: ask });
  const currency = read.data ?? 'BAHT';
  return {
    currency,
    known: read.data !== undefined || read.isError,
    context: currency,
    number: (amount: number) => formatMoney(amount, currency),
    text: (amount: number) => moneyText(amount, currency, t),
  };
}

/** One page of the statement, newest first (PAGE_SIZE entries): the statement page's, and the bonus page's first. */
export const statementQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...STATEMENT_KEY, page],
    queryFn: () => client.call(api.statement.list, { body: { page, limit: PAGE_SIZE } }),
  });

export const spinActiveQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...SPIN_KEY, 'active'], queryFn: () => client.call(api.spin.active), staleTime: 60_000 });
