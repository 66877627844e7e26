import { useTranslation } from 'react-i18next';
import type { ClearedBonus } from '../../../machines/bonusBoard';
import { Dialog } from '../../ui/Dialog';
import { SuccessBox } from '../receipt/SuccessBox';
import { movedAmount, useMovedBy } from '../receipt/useMovedBy';

/**
 * A cancelled bonus's receipt (docs/product.md#screen-bonus): what cancelling took back from the wallet (its
 * `finish_bonus` entry in the statement read after it; left out when the statement records none under its reference),
 * when, its reference and the wallet after.
 */
export function ClearedReceipt({ cleared, onClose }: { cleared: ClearedBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const taken = movedAmount(useMovedBy(cleared.reference), 'finish_bonus');
  return (
    <Dialog open title={t('bonus.clearedTitle')} onClose={onClose}>
      <SuccessBox
        message={t('bonus.cleared', { code: cleared.code })}
        action={t('common.ok')}
        onAction={onClose}
        receipt={{ amount: taken, amountLabel: t('receipt.takenBack'), at: cleared.at, reference: cleared.reference }}
      />
    </Dialog>
  );
}
