import { useTranslation } from 'react-i18next';
import { amountRequest, withdrawErrors } from '../../../machines/validation';
import { api } from '../../api/contracts';
import { useLookup } from '../../app/queries';
import { useMoneyAction } from '../../app/useMoneyAction';
import { formatMoney } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { MoneyButton } from '../../ui/MoneyButton';
import { FormIntent } from '../../ui/OpenIntent';
import { Spinner } from '../../ui/Spinner';
import { SuccessBox } from '../../ui/SuccessBox';

interface Limits {
  withdrawMin: number;
  withdrawMax: number;
}

function WithdrawForm({ limits, balance, onClose }: { limits: Limits; balance: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useMoneyAction(api.wallet.withdrawAll, {
    values: { amount: '' },
    validate: (v) => withdrawErrors(v, limits),
    toRequest: amountRequest,
  });
  const range = { min: formatMoney(limits.withdrawMin), max: formatMoney(limits.withdrawMax) };
  if (form.succeeded) {
    return <SuccessBox message={t('withdraw.success')} action={t('common.ok')} onAction={onClose} />;
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <p>
        {t('home.wallet')}: <strong>{formatMoney(balance)}</strong> {t('currency.BAHT')}
      </p>
      <Field
        label={t('withdraw.amount')}
        inputMode="decimal"
        value={form.values.amount ?? ''}
        onValue={form.change('amount')}
        error={form.errors.amount ? t(form.errors.amount, range) : undefined}
        translateError={false}
        hint={t('withdraw.range', range)}
      />
      <ErrorBanner code={form.serverError} />
      <FormIntent form={form} />
      <MoneyButton type="submit" className="button primary block" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('common.wait') : t('withdraw.submit')}
      </MoneyButton>
    </form>
  );
}

/** Withdraw within the server's limits; the money leaves the wallet at once and arrives by bank transfer. */
export function WithdrawDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t } = useTranslation();
  const limits = useLookup('withdraw');
  return (
    <Dialog open title={t('withdraw.title')} onClose={onClose}>
      {limits.isPending && <Spinner />}
      {limits.isError && <ErrorBanner code={(limits.error as { code?: string }).code ?? 'NETWORK_ERROR'} />}
      {limits.data && <WithdrawForm limits={limits.data} balance={balance} onClose={onClose} />}
    </Dialog>
  );
}
