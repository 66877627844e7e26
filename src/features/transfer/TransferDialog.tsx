import { useId } from 'react';
import { useTranslation } from '../../app/useTranslation';
import { transferErrors, transferRequest, TRANSFER_MINIMUM } from '../../../machines/validation';
import { api } from '../../api/contracts';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { useServices } from '../../app/context';
import { useMoneyAction } from '../../app/useMoneyAction';
import { formatMoney } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { SuccessBox } from '../../ui/SuccessBox';
import { MoneyButton } from '../../ui/MoneyButton';
import { FormIntent } from '../../ui/OpenIntent';

/** Transfer between the wallet and the active game accounts (spec section 5). Closing after success reloads. */
export function TransferDialog({ wallet, onClose }: { wallet: WalletAnswer; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const fromId = useId();
  const toId = useId();
  const form = useMoneyAction(
    api.wallet.transfer,
    (body, intent) => client.call(api.wallet.transfer, { body, intent }),
    { values: { from: 'WALLET', to: '', amount: '' }, validate: transferErrors, toRequest: transferRequest },
  );
  const accounts = [
    { code: 'WALLET', label: t('home.wallet'), amount: wallet.wallet.amount },
    ...wallet.slots.filter((s) => s.isActive).map((s) => ({ code: s.code, label: s.name, amount: s.amount })),
  ];
  const option = (a: (typeof accounts)[number]) => (
    <option key={a.code} value={a.code}>
      {a.label} ({formatMoney(a.amount)})
    </option>
  );
  const errorOf = (field: string) => {
    const key = form.errors[field];
    return key ? t(key, { min: TRANSFER_MINIMUM }) : undefined;
  };
  return (
    <Dialog open title={t('transfer.title')} onClose={() => onClose(form.succeeded)}>
      {form.succeeded ? (
        <SuccessBox message={t('transfer.success')} action={t('common.ok')} onAction={() => onClose(true)} />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
          }}
        >
          <div className={`field${form.errors.from ? ' field-invalid' : ''}`}>
            <label htmlFor={fromId}>{t('transfer.from')}</label>
            <select id={fromId} value={form.values.from} onChange={(e) => form.change('from')(e.target.value)}>
              {accounts.map(option)}
            </select>
          </div>
          <div className={`field${form.errors.to ? ' field-invalid' : ''}`}>
            <label htmlFor={toId}>{t('transfer.to')}</label>
            <select
              id={toId}
              value={form.values.to}
              onChange={(e) => form.change('to')(e.target.value)}
              aria-invalid={form.errors.to ? true : undefined}
            >
              <option value="">{t('transfer.choose')}</option>
              {accounts.map(option)}
            </select>
            {errorOf('to') && (
              <small className="field-error" role="alert">
                {errorOf('to')}
              </small>
            )}
          </div>
          <Field
            label={t('transfer.amount')}
            inputMode="decimal"
            value={form.values.amount ?? ''}
            onValue={form.change('amount')}
            error={errorOf('amount')}
            hint={t('transfer.minimum', { min: TRANSFER_MINIMUM })}
            translateError={false}
          />
          <ErrorBanner code={form.serverError} />
          <FormIntent form={form} />
          <MoneyButton type="submit" className="button primary block" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? t('common.wait') : t('transfer.submit')}
          </MoneyButton>
        </form>
      )}
    </Dialog>
  );
}
