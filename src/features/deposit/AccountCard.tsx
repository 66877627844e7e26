import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../machines/validation';
import type { DepositBank } from '../../api/contracts/lookup';
import { formatAccountNo } from '../../lib/format';
import { bankName, currencyName } from '../../lib/names';
import { useMoney } from '../../services/queries';
import { CopyButton } from '../../ui/CopyButton';

/** A deposit account: bank, name and number with a copy button. */
export function AccountCard({ account, note }: { account: DepositBank; note?: string }) {
  const { t, i18n } = useTranslation();
  const { currency } = useMoney();
  return (
    <div className="account-card">
      <p className="account-bank clamp">
        {bankName(account.bank, i18n.language)} <span className="muted">({currencyName(account.currency, t)})</span>
      </p>
      <p className="clamp">{account.bankAccountName}</p>
      <div className="row">
        <strong className="account-no clamp">{formatAccountNo(account.bankAccountNo)}</strong>
        <CopyButton text={account.bankAccountNo} label={t('deposit.accountNo')} />
      </div>
      {/* An account in the other currency than the member's says so, in words, beside the bank's "(baht)". */}
      {(CURRENCIES as readonly string[]).includes(account.currency) && account.currency !== currency && (
        <p className="notice" data-testid="other-currency">
          {t('deposit.otherCurrency', {
            currency: currencyName(account.currency, t),
            yours: currencyName(currency, t),
          })}
        </p>
      )}
      {note && <p className="muted">{note}</p>}
    </div>
  );
}
