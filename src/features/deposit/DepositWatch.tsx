import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Credit } from '../../../machines/depositWatch';
import { moneyText } from '../../lib/format';
import { pocketName } from '../../lib/names';
import { useLookup, useMoney, useWallet } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { SuccessBox } from '../receipt/SuccessBox';
import { useDepositWatchActor, WatchContext, type DepositWatchRef } from './flows';

/**
 * A deposit that arrived, told where the member is without taking their tap (docs/product.md#machine-depositWatch):
 * news that waits at the top (the toasts let taps through but for their buttons), "See the receipt" opening it.
 */
function CreditReceipt({ watch }: { watch: DepositWatchRef }) {
  const { t } = useTranslation();
  // Held by every member page: the currency as the cache has it, never a read of its own.
  const { currency } = useMoney({ ask: false });
  const told = useSelector(watch, (s) => (s.hasTag('news') ? s.context.credit : null));
  const open = useSelector(watch, (s) => (s.hasTag('receipt') ? s.context.credit : null));
  // The news lives while the machine tells it: shown on `told`, taken away when it moves on (opened, dismissed, a new
  // watch, another language). Its close button (or a swipe) is the member's DISMISS; taken away by the app, it is not.
  useEffect(() => {
    if (!told) return;
    let ours = false;
    const money = moneyText(told.amount, currency, t);
    const id = toast.success(t('deposit.arrived.news', { money }), {
      duration: Infinity,
      action: { label: t('deposit.arrived.see'), onClick: () => watch.send({ type: 'OPEN' }) },
      onDismiss: () => ours || watch.send({ type: 'DISMISS' }),
    });
    return () => {
      ours = true;
      toast.dismiss(id);
    };
  }, [told, t, watch, currency]);
  // Nothing asked for (the banks' names) until a credit's receipt is opened: every member page holds this.
  return open && <CreditDialog credit={open} onClose={() => watch.send({ type: 'CLOSE' })} />;
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
          bonus: credit.bonus,
          reference: credit.reference,
        }}
      />
    </Dialog>
  );
}

/** Holds the deposit watch for the member pages and shows its receipt. */
export function DepositWatchProvider({ children }: { children: ReactNode }) {
  const watch = useDepositWatchActor();
  return (
    <WatchContext.Provider value={watch}>
      {children}
      <CreditReceipt watch={watch} />
    </WatchContext.Provider>
  );
}
