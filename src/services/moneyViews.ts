import type { QueryClient } from '@tanstack/react-query';
import type { WalletAnswer } from '../api/contracts/wallet';

/*
 * The money views' query keys and their one refresh. Its own module, apart from the member's queries (queries.ts): the
 * query cache's registration (queryClient.ts, shared with the visitors' pages) needs it, and the member's chunk must
 * not be imported by the shared one (chunks that import each other evaluate in the wrong order).
 */
export const WALLET_KEY = ['wallet'] as const;
export const STATEMENT_KEY = ['statement'] as const;
export const SLIPS_KEY = ['slips'] as const;
export const SPIN_KEY = ['spin'] as const;
export const BONUS_KEY = ['bonus'] as const;
export const REFUND_KEY = ['refund'] as const;
export const INVITE_KEY = ['invite'] as const;

/**
 * Every query a money action can change: the wallet (balance, games, invite amount), the statement, the slips, the
 * coins and coupons, the bonuses, the refund and the invites. One list, so that no screen stays old after one.
 */
const MONEY_KEYS = [WALLET_KEY, STATEMENT_KEY, SLIPS_KEY, SPIN_KEY, BONUS_KEY, REFUND_KEY, INVITE_KEY];

/**
 * After a money action (or its unclear answer): every money query is read again. A `balance` the answer carries is
 * shown at once and the wallet is not asked for again, unless the games' balances moved too (`slotsMoved`).
 */
export function moneyMoved(queryClient: QueryClient, opts: { balance?: unknown; slotsMoved?: boolean } = {}) {
  const known =
    typeof opts.balance === 'number' && !opts.slotsMoved && queryClient.getQueryData(WALLET_KEY) !== undefined;
  if (known)
    queryClient.setQueryData<WalletAnswer>(
      WALLET_KEY,
      (w) => w && { ...w, wallet: { amount: opts.balance as number } },
    );
  for (const key of MONEY_KEYS)
    if (!(known && key === WALLET_KEY)) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * The member's coins as a bank's answer gives them (the wheel's `userCoin`): home's count, read from the wallet answer,
 * follows at once, without asking for the wallet again (docs/product.md#screen-spin).
 */
export function coinsAre(queryClient: QueryClient, coin: number) {
  queryClient.setQueryData<WalletAnswer>(WALLET_KEY, (w) =>
    w && w.profile.coin !== coin ? { ...w, profile: { ...w.profile, coin } } : w,
  );
}
