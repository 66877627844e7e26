import { useSelector } from '@xstate/react';
import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { type ActorRefFrom } from 'xstate';
import type { qrDepositMachine } from '../../../machines/qrDeposit';
import {
  canCreate,
  createMinimum,
  providerRules,
  qrAmountError,
  secondsLeft,
  type Provider,
} from '../../../machines/qrDeposit';
import { parseAmount } from '../../../machines/validation';
import { mmss } from '../../lib/format';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { ErrorBanner } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafePicture } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';
import { MoneyOutcome } from '../intents/OpenIntent';
import { useQrGroup } from './flows';
import { saveQr } from './saveQr';

function QrPanel({ actor }: { actor: ActorRefFrom<typeof qrDepositMachine> }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const money = useMoney();
  const state = useSelector(actor, (s) => s);
  const { provider, amount, qr, error } = state.context;
  const { presets, minimum } = providerRules(provider, config.qrMinimum, money.currency, config.kip);
  // Kip's amounts are written with their separators (10,000); baht's presets and minimums as the spec writes them (10).
  const round = (n: number) => (money.currency === 'LAK' ? money.number(n) : n);
  const inputId = `qr-amount-${provider}`;
  const amountError = qrAmountError(amount, minimum);
  // A sent form stays, busy, until its QR comes: the tap changes its button, not the panel (docs/speed.md).
  const sending = state.hasTag('sending');
  // The form, the QR and the form again take each other's place: focus goes to the new one's first step.
  const view = state.hasTag('shown') ? 'qr' : state.hasTag('none') || sending ? 'form' : 'waiting';
  const amountField = useFocusWhenLost<HTMLInputElement>(view);
  const saveButton = useFocusWhenLost<HTMLButtonElement>(view);
  return (
    <section className="qr-panel" aria-labelledby={`qr-${provider}`}>
      <h3 id={`qr-${provider}`}>{t(`deposit.qr.provider.${provider}`)}</h3>
      {state.hasTag('busy') && !sending && <Spinner />}
      {(state.hasTag('none') || sending) && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'CREATE' });
          }}
        >
          <div className="presets" role="group" aria-label={t('deposit.qr.presets')}>
            {presets.map((p) => (
              <button
                key={p}
                type="button"
                className={`button small${parseAmount(amount) === p ? ' primary' : ''}`}
                disabled={sending}
                onClick={() => actor.send({ type: 'AMOUNT', value: String(p) })}
              >
                {round(p)}
              </button>
            ))}
          </div>
          <div className={`field${amountError ? ' field-invalid' : ''}`}>
            <label htmlFor={inputId}>{t('deposit.qr.amount', { context: money.context })}</label>
            {/* The text as typed, never rewritten: the reader says why it is not an amount (machines/validation.ts). */}
            <input
              ref={amountField}
              id={inputId}
              inputMode="decimal"
              value={amount}
              readOnly={sending}
              onChange={(e) => actor.send({ type: 'AMOUNT', value: e.target.value })}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${inputId}-error` : undefined}
            />
            {amountError ? (
              <small id={`${inputId}-error`} className="field-error" role="alert">
                {t(amountError, { min: round(createMinimum(minimum)), context: money.context })}
              </small>
            ) : (
              minimum > 0 && (
                <small className="field-hint">
                  {t('deposit.qr.minimum', { min: round(minimum), context: money.context })}
                </small>
              )
            )}
          </div>
          {state.context.expired && (
            <p className="notice" role="status">
              {t('deposit.qr.expired')}
            </p>
          )}
          {!sending && <MoneyOutcome intent={state.context.intent} code={error} />}
          {/* Busy, not disabled: focus stays on it (a second tap is the machine's to ignore). */}
          <MoneyButton
            type="submit"
            className="button primary block"
            disabled={!sending && !canCreate(amount, minimum)}
            aria-disabled={sending || undefined}
            aria-busy={sending || undefined}
          >
            {sending ? t('common.wait') : t('deposit.qr.create')}
          </MoneyButton>
        </form>
      )}
      {state.hasTag('shown') && qr && (
        <div className="qr-shown">
          <SafePicture html={qr.qrcode} className="qr-image" fallback={<p>{t('deposit.qr.noPicture')}</p>} />
          {/* The currency once, after the amount (the field's label names it for typing). */}
          <p>
            {t('deposit.qr.shownAmount')}:{' '}
            <strong>
              <Money amount={qr.amount} currency={money.currency} />
            </strong>{' '}
            {t(`currency.${money.currency}`)}
          </p>
          <p className="qr-countdown" aria-live="off">
            {t('deposit.qr.expiresIn')}{' '}
            <strong data-testid={`qr-countdown-${provider}`}>{mmss(secondsLeft(state.context))}</strong>
          </p>
          <p className="muted">{t('deposit.qr.once')}</p>
          <button
            ref={saveButton}
            type="button"
            className="button block"
            onClick={(e) => {
              const box = e.currentTarget.closest('.qr-shown');
              if (!box) return;
              void saveQr(box, `qr-${provider}-${qr.amount}.png`).then((how) =>
                how === 'failed' ? toast.error(t('deposit.qr.saveFailed')) : toast.success(t('deposit.qr.saved')),
              );
            }}
          >
            <Download aria-hidden="true" size={18} /> {t('deposit.qr.save')}
          </button>
          <ErrorBanner code={error} />
          <div className="actions">
            <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
              {t('deposit.qr.cancel')}
            </button>
            <button type="button" className="button primary" onClick={() => actor.send({ type: 'TRANSFERRED' })}>
              {t('deposit.qr.transferred')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The QR list: one machine per provider, grouped so that a new QR refreshes the others. */
export function QrList({ providers, onClose }: { providers: Provider[]; onClose: () => void }) {
  const refs = useQrGroup(providers, onClose);
  return (
    <div className="qr-list">
      {providers.map((p) => {
        const ref = refs[p as Provider];
        return ref ? <QrPanel key={p} actor={ref} /> : null;
      })}
    </div>
  );
}
