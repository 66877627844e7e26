import { useSelector } from '@xstate/react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Credit } from '../../../machines/depositWatch';
import { pocketName } from '../../lib/names';
import { useLookup, useWallet } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { SuccessBox } from '../receipt/SuccessBox';
import { useDepositWatchActor, WatchContext, type DepositWatchRef } from './flows';

/** The receipt of a deposit that arrived, over whatever the member is looking at. */
function CreditReceipt({ watch }: { watch: DepositWatchRef }) {
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
