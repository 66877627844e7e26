import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { transferErrors, transferMinimumOf, transferRequest } from '../../../machines/validation';
import { api } from '../../api/contracts';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { useMoneyAction } from '../../services/useMoneyAction';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { MoneyButton } from '../../ui/MoneyButton';
import { FormIntent } from '../intents/OpenIntent';
import { sentReceipt, SuccessBox } from '../receipt/SuccessBox';

interface TransferProps {
  wallet: WalletAnswer;
  onClose: () => void;
  onOpen: (dialog: string) => void;
}

/**
 * Transfer between the wallet and the active game accounts (docs/product.md#validation-transfer). The money views are
 * read again after the answer (src/services/useMoneyAction.ts), not when the dialog closes.
 *
 * With nothing to transfer to (no game account open) or nothing to move (every account under the minimum), the dialog
 * says so and offers the step that fixes it: a game's own dialog, where its account is opened, or Deposit (`onOpen`,
 * home's dialog by its id; docs/product.md#transfer-with-nothing-to-move).
 */
export function TransferDialog(props: TransferProps) {
  const { t } = useTranslation();
  // Its frame at the tap; the form, and what it reads and starts, in the render after (src/ui/Dialog.tsx).
  return (
    <Dialog open title={t('transfer.title')} onClose={props.onClose}>
      <TransferBody {...props} />
    </Dialog>
  );
}

function TransferBody({ wallet, onClose, onOpen }: TransferProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { config } = useServices();
  const minimum = transferMinimumOf(money.currency, config.kip);
  // Kip's minimum with its separators (1,000); baht's as the spec writes it (1).
  const min = money.currency === 'LAK' ? money.number(minimum) : minimum;
  const fromId = useId();
  const toId = useId();
  const form = useMoneyAction(api.wallet.transfer, {
    values: { from: 'WALLET', to: '', amount: '' },
    validate: (v) => transferErrors(v, minimum),
    toRequest: transferRequest,
  });
  const accounts = [
    { code: 'WALLET', label: t('home.wallet'), amount: wallet.wallet.amount },
    ...wallet.slots.filter((s) => s.isActive).map((s) => ({ code: s.code, label: s.name, amount: s.amount })),
  ];
  const nameOf = (code: string) => accounts.find((a) => a.code === code)?.label ?? code;
  const option = (a: (typeof accounts)[number]) => (
    <option key={a.code} value={a.code}>
      {a.label} ({money.number(a.amount)})
    </option>
  );
  const errorOf = (field: string) => {
    const key = form.errors[field];
    return key ? t(key, { min, context: money.context }) : undefined;
  };
  // An account select with its error under it, tied to it for screen readers (as Field does for inputs).
  const accountField = (field: 'from' | 'to', id: string, label: string, choose: boolean) => {
    const error = errorOf(field);
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={form.values[field]}
          onChange={(e) => form.change(field)(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {choose && <option value="">{t('transfer.choose')}</option>}
          {accounts.map(option)}
        </select>
        {error && (
          <small id={`${id}-error`} className="field-error" role="alert">
            {error}
          </small>
        )}
      </div>
    );
  };
  const games = wallet.slots.filter((s) => s.isActive);
  // Nothing can move while every account holds less than the least a transfer takes.
  const empty = accounts.every((a) => a.amount < minimum);
  const deposit = (
    <>
      <p>{t('transfer.nothing', { min, context: money.context })}</p>
      <button type="button" className="button primary block" onClick={() => onOpen('deposit')}>
        {t('home.tile.deposit')}
      </button>
    </>
  );
  // A way forward, not a form that cannot succeed; kept while a sent transfer is still the member's to settle.
  const deadEnd = !form.succeeded && !form.open && (games.length === 0 || empty);
  return deadEnd ? (
    <section className="way-forward" aria-labelledby={`${toId}-why`}>
      <h3 id={`${toId}-why`}>{t(games.length === 0 ? 'transfer.noGameTitle' : 'transfer.nothingTitle')}</h3>
      {games.length === 0 && (
        <>
          <p>{t(wallet.slots.length === 0 ? 'transfer.noGames' : 'transfer.noGame')}</p>
          <ul className="way-forward-list">
            {wallet.slots.map((s) => (
              <li key={s.code}>
                <button type="button" className="button block" onClick={() => onOpen(`game:${s.code}`)}>
                  {t('transfer.openGame', { name: s.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {empty && deposit}
    </section>
  ) : form.succeeded ? (
    <SuccessBox
      message={t('transfer.success')}
      action={t('common.ok')}
      onAction={onClose}
      receipt={sentReceipt(form.receipt, (sent) => [
        [t('receipt.from'), nameOf(sent.from)],
        [t('receipt.to'), nameOf(sent.to)],
      ])}
    />
  ) : (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      {accountField('from', fromId, t('transfer.from'), false)}
      {accountField('to', toId, t('transfer.to'), true)}
      <Field
        label={t('transfer.amount', { context: money.context })}
        inputMode="decimal"
        value={form.values.amount ?? ''}
        onValue={form.change('amount')}
        error={errorOf('amount')}
        hint={t('transfer.minimum', { min, context: money.context })}
        translateError={false}
      />
      <ErrorBanner code={form.serverError} />
      <FormIntent form={form} />
      <MoneyButton type="submit" className="button primary block" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('common.wait') : t('transfer.submit')}
      </MoneyButton>
    </form>
  );
}
