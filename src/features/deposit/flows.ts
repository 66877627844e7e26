import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, sendParent, type ActorRefFrom } from 'xstate';
import { depositWatchMachine, stillPending, type Awaited, type PaidQr } from '../../../machines/depositWatch';
import { qrDepositMachine, secondsLeft, type Provider } from '../../../machines/qrDeposit';
import { qrDepositGroupMachine } from '../../../machines/qrDepositGroup';
import { providerRules } from '../../../machines/validation';
import { api } from '../../api/contracts';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useMoney, WALLET_KEY } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { toast } from '../../ui/toast';
import { checkCredit, qrActors } from './actors';
import { keepPaid, storedPaid } from './paidQrStore';

export type DepositWatchRef = ActorRefFrom<typeof depositWatchMachine>;
/** The member pages' deposit watch (DepositWatchProvider holds it). */
export const WatchContext = createContext<DepositWatchRef | null>(null);

/** The member area's deposit watch: deposit views tell it what to await; null outside the member area. */
const useDepositWatch = () => useContext(WatchContext);

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
  // A paid QR: its id, amount and how long its countdown has left (it is pending until then).
  return (channel: string, paid?: { qrcodeId: string; amount: number; leftMs: number }) => {
    const wallet = queryClient.getQueryData<WalletAnswer>(WALLET_KEY);
    if (!wallet) return;
    const awaited = { channel, baseline: wallet.wallet.amount, since: Date.now() };
    watch?.send(
      paid
        ? {
            type: 'PAID',
            awaited,
            qr: {
              qrcodeId: paid.qrcodeId,
              amount: paid.amount,
              provider: channel,
              since: awaited.since,
              until: awaited.since + paid.leftMs,
            },
          }
        : { type: 'WATCH', awaited },
    );
  };
}

/** The QRs the member said they paid, still pending (docs/product.md#references): for home and the statement. */
export function usePaidQrs(): PaidQr[] {
  const watch = useDepositWatch();
  const { now } = useServices();
  const paid = useSyncExternalStore(
    (changed) => {
      const sub = watch?.subscribe(changed);
      return () => sub?.unsubscribe();
    },
    () => watch?.getSnapshot().context.paid ?? NONE,
  );
  return stillPending(paid, now());
}
const NONE: PaidQr[] = [];

/**
 * The deposit watch's machine for the member pages: each look for the credit reads the wallet and the statement. The
 * QRs the member said they paid are kept on the phone (paidQrStore.ts): a new page tells the watch of those still
 * pending, as "I have paid" did, with the wallet as it was then; whatever the watch holds since is kept.
 */
export function useDepositWatchActor() {
  const { client, session } = useServices();
  const queryClient = useQueryClient();
  const watch = useActorRef(
    depositWatchMachine.provide({
      actors: { check: fromPromise(({ input }: { input: Awaited }) => checkCredit(client, queryClient)(input)) },
    }),
    watched(),
  );
  useEffect(() => {
    const member = () => session.getSnapshot().context.member;
    const stored = storedPaid(member());
    for (const qr of stored?.paid ?? []) watch.send({ type: 'PAID', awaited: stored!.awaited, qr });
    let kept = watch.getSnapshot().context.paid;
    const sub = watch.subscribe(({ context }) => {
      if (context.paid === kept) return;
      kept = context.paid;
      // Once a credit settled one, the others await more than the wallet after it.
      const { awaited, credit } = context;
      keepPaid(
        member(),
        kept,
        awaited ?? (credit && { channel: credit.channel, baseline: credit.balance, since: credit.at }),
      );
    });
    return () => sub.unsubscribe();
  }, [watch, session]);
  return watch;
}

/**
 * The QR list's machines: one per provider, grouped so that a new QR refreshes the others, each with its minimum
 * (in the member's currency; the deployment's override), the member's open intent, and the deposit watch told when the member waits or says
 * they paid (then the dialog closes: `onClose`). Its QR actors, by provider.
 */
export function useQrGroup(providers: Provider[], onClose: () => void) {
  const { t } = useTranslation();
  const { client, config, now, monotonic } = useServices();
  const { currency } = useMoney();
  const intent = useOpenIntent(api.qrcode.create);
  const awaitDeposit = useAwaitDeposit();
  const group = useActorRef(
    qrDepositGroupMachine.provide({
      actors: {
        provider: qrDepositMachine.provide({
          actors: qrActors(client, now, monotonic),
          actions: {
            created: sendParent(({ context }) => ({ type: 'QR_CREATED', provider: context.provider })),
            showRefusal: (_, { message }) => toast.error(message ?? t('errors.QR_FAIL')),
            awaiting: ({ context }) => awaitDeposit(context.provider),
            transferred: ({ context }) => {
              const qr = context.qr;
              awaitDeposit(
                context.provider,
                qr ? { qrcodeId: qr.qrcodeId, amount: qr.amount, leftMs: secondsLeft(context) * 1000 } : undefined,
              );
              toast.info(t('deposit.qr.watchToast'));
              onClose();
            },
          },
        }),
      },
    }),
    watched({
      input: {
        providers: providers.map((p) => ({
          provider: p,
          minimum: providerRules(p, config.qrMinimum, currency, config.kip).minimum,
        })),
        now: 0,
        intent,
      },
    }),
  );
  return useSelector(group, (s) => s.context.refs);
}
