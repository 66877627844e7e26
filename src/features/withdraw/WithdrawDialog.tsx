import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountRequest, nameNeedsEdit, withdrawErrors } from '../../../machines/validation';
import { api } from '../../api/contracts';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { formatAccountNo } from '../../lib/format';
import { bankName } from '../../lib/names';
import { useServices } from '../../services/context';
import { useLookup, useMoney } from '../../services/queries';
import { useMoneyAction } from '../../services/useMoneyAction';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner, ErrorMessage } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { MoneyButton } from '../../ui/MoneyButton';
import { Spinner } from '../../ui/Spinner';
import { ToMyBonus } from '../../ui/ToMyBonus';
import { activeCodeOf, bonusListQuery } from '../bonus/queries';
import { FormIntent } from '../intents/OpenIntent';
import { sentReceipt, SuccessBox } from '../receipt/SuccessBox';

interface Limits {
  withdrawMin: number;
  withdrawMax: number;
}

/** Where the money goes: the member's bank, account name and number, each whole (never cut: the member checks them). */
function Destination({ wallet }: { wallet: WalletAnswer }) {
  const { t, i18n } = useTranslation();
  const b = wallet.bankAccount;
  return (
    <dl className="receipt" data-testid="withdraw-destination">
      <div>
        <dt>{t('withdraw.toBank')}</dt>
        <dd className="whole">{bankName(b.bank, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.accountName')}</dt>
        <dd className="whole">{b.bankAccountName}</dd>
      </div>
      <div>
        <dt>{t('withdraw.accountNo')}</dt>
        <dd className="whole">{formatAccountNo(b.bankAccountNo)}</dd>
      </div>
    </dl>
  );
}

/**
 * A wallet under the least a withdrawal takes: why, and the step that fixes it. Money in the games is moved to the
 * wallet first (Transfer); with none, Deposit (docs/product.md#transfer-with-nothing-to-move).
 */
function BelowMinimum({ limits, wallet, onOpen }: { limits: Limits; wallet: WalletAnswer; onOpen: Opener }) {
  const { t } = useTranslation();
  const money = useMoney();
  const inGames = wallet.slots.filter((s) => s.isActive).reduce((sum, s) => sum + s.amount, 0);
  return (
    <section className="way-forward" aria-labelledby="withdraw-below">
      <h3 id="withdraw-below">{t('withdraw.belowTitle')}</h3>
      <p>{t('withdraw.below', { wallet: money.text(wallet.wallet.amount), min: money.text(limits.withdrawMin) })}</p>
      {inGames > 0 && <p>{t('withdraw.inGames', { amount: money.text(inGames) })}</p>}
      <button
        type="button"
        className="button primary block"
        onClick={() => onOpen(inGames > 0 ? 'transfer' : 'deposit')}
      >
        {t(inGames > 0 ? 'home.shortcut.transfer' : 'home.tile.deposit')}
      </button>
    </section>
  );
}

/**
 * An account name its bank cannot take (KTB, TMB, BBL need English): home's bank box asks for the edit "before you
 * withdraw", so the withdrawal offers that edit first (home's name editor), not a form.
 */
function NameFirst({ onOpen }: { onOpen: Opener }) {
  const { t } = useTranslation();
  return (
    <section className="way-forward" aria-labelledby="withdraw-name-first">
      <h3 id="withdraw-name-first">{t('bankName.title')}</h3>
      <p>{t('home.bank.needsEnglish')}</p>
      <button type="button" className="button primary block" onClick={() => onOpen('bankName')}>
        {t('home.bank.edit')}
      </button>
    </section>
  );
}

/** Home's dialog by its id: the step a dialog with nothing to act on offers. */
type Opener = (dialog: string) => void;

function WithdrawForm({
  limits,
  wallet,
  onClose,
  onOpen,
}: {
  limits: Limits;
  wallet: WalletAnswer;
  onClose: () => void;
  onOpen: Opener;
}) {
  const { t } = useTranslation();
  const form = useMoneyAction(api.wallet.withdrawAll, {
    values: { amount: '' },
    validate: (v) => withdrawErrors(v, limits),
    toRequest: amountRequest,
    confirm: true,
  });
  const money = useMoney();
  // The server's limits are in the member's currency (docs/product.md#calls-lookup).
  const range = {
    min: money.number(limits.withdrawMin),
    max: money.number(limits.withdrawMax),
    context: money.context,
  };
  if (form.succeeded) {
    return (
      <SuccessBox
        message={t('withdraw.success')}
        action={t('common.ok')}
        onAction={onClose}
        receipt={sentReceipt(form.receipt, () => [
          [
            t('receipt.to'),
            `${wallet.bankAccount.bankAccountName} · ${formatAccountNo(wallet.bankAccount.bankAccountNo)}`,
          ],
        ])}
      />
    );
  }
  // Kept while a sent withdrawal is still the member's to settle.
  if (!form.open && wallet.wallet.amount < limits.withdrawMin)
    return <BelowMinimum limits={limits} wallet={wallet} onOpen={onOpen} />;
  if (!form.open && nameNeedsEdit(wallet.bankAccount))
    return (
      <>
        <Destination wallet={wallet} />
        <NameFirst onOpen={onOpen} />
      </>
    );
  if (form.confirming) {
    return (
      <div className="confirm-box" role="group" aria-labelledby="withdraw-confirm">
        {/* Focus on the question, not on the send button: a second Enter does not send. */}
        <p id="withdraw-confirm" tabIndex={-1} ref={(el) => el?.focus()}>
          {t('withdraw.confirm', { amount: money.text(amountRequest(form.values).amount) })}
        </p>
        <Destination wallet={wallet} />
        <div className="actions">
          <button type="button" className="button" onClick={form.dismiss}>
            {t('common.back')}
          </button>
          <MoneyButton type="button" className="button primary" onClick={form.confirm} disabled={!form.armed}>
            {t('withdraw.send')}
          </MoneyButton>
        </div>
      </div>
    );
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
        {t('home.wallet')}: <strong>{money.text(wallet.wallet.amount)}</strong>
      </p>
      <Destination wallet={wallet} />
      <Field
        label={t('withdraw.amount', { context: money.context })}
        inputMode="decimal"
        value={form.values.amount ?? ''}
        onValue={form.change('amount')}
        error={form.errors.amount ? t(form.errors.amount, range) : undefined}
        translateError={false}
        hint={t('withdraw.range', range)}
      />
      {/* A bonus started since the dialog opened: the withdrawal's own words, not the bonus claim's. */}
      {form.serverError === 'BONUS_REMAINING' ? (
        <ErrorMessage text={t('withdraw.bonusRunning')} />
      ) : (
        <ErrorBanner code={form.serverError} />
      )}
      <FormIntent form={form} />
      <MoneyButton type="submit" className="button primary block" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('common.wait') : t('withdraw.submit')}
      </MoneyButton>
    </form>
  );
}

interface WithdrawProps {
  wallet: WalletAnswer;
  onClose: () => void;
  onOpen: Opener;
}

/**
 * Withdraw within the server's limits to the member's own bank account, shown before and confirmed once; the money
 * leaves the wallet at once and arrives by bank transfer. While a bonus runs, withdrawals are locked: the dialog says
 * so first, with the way to the bonus page, rather than refusing after the tap.
 */
export function WithdrawDialog(props: WithdrawProps) {
  const { t } = useTranslation();
  // Its frame at the tap; what it reads and shows in the render after (src/ui/Dialog.tsx).
  return (
    <Dialog open title={t('withdraw.title')} onClose={props.onClose}>
      <WithdrawBody {...props} />
    </Dialog>
  );
}

function WithdrawBody({ wallet, onClose, onOpen }: WithdrawProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const limits = useLookup('withdraw');
  const bonuses = useQuery(bonusListQuery(client));
  const running = bonuses.data ? activeCodeOf(bonuses.data.bonuses) : null;
  return (
    <>
      {limits.isPending && <Spinner />}
      {limits.isError && <ErrorBanner code={(limits.error as { code?: string }).code ?? 'NETWORK_ERROR'} />}
      {running ? (
        <div className="notice" role="status" data-testid="withdraw-locked">
          <p className="clamp" data-testid="withdraw-locked-code">
            {t('withdraw.runningBonus')}: <strong>{running}</strong>
          </p>
          <p>{t('withdraw.bonusRunning')}</p>
          <ToMyBonus />
        </div>
      ) : (
        limits.data &&
        !bonuses.isPending && <WithdrawForm limits={limits.data} wallet={wallet} onClose={onClose} onOpen={onOpen} />
      )}
    </>
  );
}
