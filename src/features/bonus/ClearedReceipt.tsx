import { useTranslation } from 'react-i18next';
import type { ClearedBonus } from '../../../machines/bonus';
import { Dialog } from '../../ui/Dialog';
import { ReceiptList, SuccessBox, type Receipt } from '../receipt/SuccessBox';
import { movedAmount, useMovedBy } from '../receipt/useMovedBy';

/**
 * A cancelled bonus's receipt (docs/product.md#screen-bonus): what cancelling took back from the wallet (its
 * `finish_bonus` entry in the statement read after it; left out when the statement records none under its reference),
 * when, and its reference.
 */
function useClearedReceipt(cleared: ClearedBonus): Receipt {
  const { t } = useTranslation();
  const taken = movedAmount(useMovedBy(cleared.reference), 'finish_bonus');
  return { amount: taken, amountLabel: t('receipt.takenBack'), at: cleared.at, reference: cleared.reference };
}

/** The receipt of a bonus the member cancelled, with the wallet after it. */
export function ClearedReceipt({ cleared, onClose }: { cleared: ClearedBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useClearedReceipt(cleared);
  return (
    <Dialog open title={t('bonus.clearedTitle')} onClose={onClose}>
      <SuccessBox
        message={t('bonus.cleared', { code: cleared.code })}
        action={t('common.ok')}
        onAction={onClose}
        receipt={receipt}
      />
    </Dialog>
  );
}

/** The running bonus that receiving another cancelled (a switch): its receipt, under the new one's news. */
export function SwitchedFrom({ cleared }: { cleared: ClearedBonus }) {
  const { t } = useTranslation();
  const receipt = useClearedReceipt(cleared);
  return (
    <section className="switched-from" aria-label={t('bonus.clearedTitle')}>
      <p>{t('bonus.cleared', { code: cleared.code })}</p>
      <ReceiptList receipt={receipt} />
    </section>
  );
}
