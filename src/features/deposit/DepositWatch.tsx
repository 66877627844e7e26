import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { depositWatchMachine, type Awaited, type Credit } from '../../../machines/depositWatch';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { watched } from '../../lib/inspect';
import { pocketName } from '../../lib/names';
import { statusKind } from '../../lib/statement';
import { useServices } from '../../services/context';
import { moneyMoved, useLookup, useWallet, WALLET_KEY } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { SuccessBox } from '../receipt/SuccessBox';

/** How far before the member's action a deposit entry may be dated and still be theirs (the bank's clock may differ). */
const ENTRY_SLACK_MS = 60_000;

/**
 * One look for the credit: the wallet read again (home shows it at once); when it holds more than before, the newest
 * successful deposit in the statement since the action says how much and by what (the difference, by the awaited
 * channel, when the statement has none yet).
 */
export const checkCredit =
  (client: ApiClient, queryClient: QueryClient) =>
  async (awaited: Awaited): Promise<Credit | null> => {
    const wallet = await client.call(api.wallet.get);
    queryClient.setQueryData(WALLET_KEY, wallet);
    const balance = wallet.wallet.amount;
    if (balance <= awaited.baseline) return null;
    moneyMoved(queryClient, { balance });
    const { statements } = await client
      .call(api.statement.list, { body: { page: 1, limit: 10 } })
      .catch(() => ({ statements: [] }));
    const entry = statements.find(
      (e) =>
        e.statementType === 'deposit' &&
        statusKind(e.status) === 'success' &&
        Date.parse(e.createdAt) >= awaited.since - ENTRY_SLACK_MS,
    );
    return entry
      ? { amount: entry.amount, channel: entry.from, at: Date.parse(entry.createdAt), balance }
      : { amount: balance - awaited.baseline, channel: awaited.channel, at: Date.now(), balance };
  };

type WatchRef = ActorRefFrom<typeof depositWatchMachine>;
const WatchContext = createContext<WatchRef | null>(null);

/** The member area's deposit watch: deposit views tell it what to await; null outside the member area. */
export const useDepositWatch = () => useContext(WatchContext);

/** How many credits the watch has told: a view keyed on it starts afresh after one (a paid QR is gone). */
export function useCreditCount(): number {
  const watch = useDepositWatch();
  return useSyncExternalStore(
    (changed) => {
      const sub = watch?.subscribe(changed);
      return () => sub?.unsubscribe();
    },
    () => watch?.getSnapshot().context.credits ?? 0,
  );
}

/** Tell the watch that money should come in by `channel` (the wallet now as the baseline). */
export function useAwaitDeposit() {
  const watch = useDepositWatch();
  const queryClient = useQueryClient();
  // The wallet as it is when the member acts (not as it was when the view was made).
  return (channel: string) => {
    const wallet = queryClient.getQueryData<WalletAnswer>(WALLET_KEY);
    if (wallet) watch?.send({ type: 'WATCH', awaited: { channel, baseline: wallet.wallet.amount, since: Date.now() } });
  };
}

/** The receipt of a deposit that arrived, over whatever the member is looking at. */
function CreditReceipt({ watch }: { watch: WatchRef }) {
  const credit = useSelector(watch, (s) => (s.hasTag('credited') ? s.context.credit : null));
  // Nothing asked for (the banks' names) until a credit is there to tell: every member page holds this.
  return credit && <CreditDialog credit={credit} onClose={() => watch.send({ type: 'DISMISS' })} />;
}

function CreditDialog({ credit, onClose }: { credit: Credit; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const games = useWallet().data?.slots;
  const lookup = useLookup('banks');
  // The channel is named once: the receipt waits for the banks' names (a failed read names the channel without them).
  if (lookup.isPending) return null;
  const banks = lookup.data?.banks;
  return (
    <Dialog open title={t('deposit.arrived.title')} onClose={onClose}>
      <SuccessBox
        message={t('deposit.arrived.body')}
        action={t('common.ok')}
        onAction={onClose}
        receipt={{
          amount: credit.amount,
          at: credit.at,
          balance: credit.balance,
          lines: [[t('receipt.channel'), pocketName(credit.channel, { t, language: i18n.language, games, banks })]],
        }}
      />
    </Dialog>
  );
}

/** Holds the deposit watch for the member pages and shows its receipt. */
export function DepositWatchProvider({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const watch = useActorRef(
    depositWatchMachine.provide({
      actors: { check: fromPromise(({ input }: { input: Awaited }) => checkCredit(client, queryClient)(input)) },
    }),
    watched(),
  );
  return (
    <WatchContext.Provider value={watch}>
      {children}
      <CreditReceipt watch={watch} />
    </WatchContext.Provider>
  );
}
