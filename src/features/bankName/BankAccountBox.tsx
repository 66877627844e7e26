import { useTranslation } from 'react-i18next';
import { nameNeedsEdit } from '../../../machines/validation';
import type { BankAccount } from '../../api/contracts/account';
import { formatAccountNo } from '../../lib/format';
import { bankName } from '../../lib/names';
import { CopyButton } from '../../ui/CopyButton';

/** The member's bank account, with a copy button for the name (clicked for the member after a name edit). */
export function BankAccountBox({ bank, onEdit }: { bank: BankAccount; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card bank-box" aria-labelledby="bank-title">
      <h2 id="bank-title">{t('home.bank.title')}</h2>
      <p className="clamp">
        {bankName(bank.bank, i18n.language)} ·{' '}
        <span data-testid="bank-account-no">{formatAccountNo(bank.bankAccountNo)}</span>
      </p>
      <div className="row">
        <span className="clamp" data-testid="bank-account-name">
          {bank.bankAccountName}
        </span>
        <CopyButton text={bank.bankAccountName} label={t('home.bank.name')} />
      </div>
      {/* The edit prompt shows only for KTB, TMB or BBL when the stored name is not in Latin letters. */}
      {nameNeedsEdit(bank) && (
        <div className="notice" role="status">
          <p>{t('home.bank.needsEnglish')}</p>
          <button type="button" className="button small primary" onClick={onEdit}>
            {t('home.bank.edit')}
          </button>
        </div>
      )}
    </section>
  );
}
