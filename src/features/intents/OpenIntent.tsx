import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Intent } from '../../../machines/intent';
import { formatDateTime } from '../../lib/format';
import { useMoney } from '../../services/queries';
import { useIntentLog } from '../../services/useIntents';
import { ErrorBanner } from '../../ui/ErrorText';

/** "Your request of 100.00 baht" or "Your request", and when it was sent, as the open-intent texts say it. */
export function useIntentWords() {
  const { t } = useTranslation();
  const money = useMoney();
  return (intent: Intent) => {
    const amount = (intent.values as { amount?: unknown } | null)?.amount;
    return {
      what:
        typeof amount === 'number' && Number.isFinite(amount)
          ? t('intent.whatAmount', { amount: money.number(amount), context: money.context })
          : t('intent.what'),
      time: formatDateTime(intent.at),
    };
  };
}

/**
 * A money request sent without an answer that proved what happened (machines/intent.ts): it may have gone through.
 * "Try again" resends it with its key (the bank answers the first attempt's result); "It went through" stops offering it.
 * While this page still waits for its answer (a dialog closed and opened again), it says it is on its way instead.
 */
function OpenIntentNotice({
  intent,
  onRetry,
  onForget,
}: {
  intent: Intent;
  onRetry?: () => void;
  onForget?: () => void;
}) {
  const { t } = useTranslation();
  const words = useIntentWords()(intent);
  const log = useIntentLog();
  const sending = useSyncExternalStore(log.subscribe, () => log.sending(intent.key));
  if (sending)
    return (
      <div className="notice open-intent" role="status">
        <p>{t('intent.sending', words)}</p>
      </div>
    );
  return (
    <div className="error-banner open-intent" role="alert">
      <p>{t('intent.open', words)}</p>
      <div className="open-intent-actions">
        {onRetry && (
          <button type="button" className="button primary small" onClick={onRetry}>
            {t('intent.retry')}
          </button>
        )}
        {onForget && (
          <button type="button" className="button small" onClick={onForget}>
            {t('intent.forget')}
          </button>
        )}
      </div>
    </div>
  );
}

/** New values while an earlier request may have gone through: the member sends the new one as well, or goes back. */
function SupersedeConfirm({
  intent,
  onConfirm,
  onDismiss,
}: {
  intent: Intent;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const words = useIntentWords()(intent);
  return (
    <div className="error-banner open-intent" role="alertdialog" aria-label={t('intent.title')}>
      <p>{t('intent.supersede', words)}</p>
      <div className="open-intent-actions">
        <button type="button" className="button primary small" onClick={onConfirm}>
          {t('intent.sendNew')}
        </button>
        <button type="button" className="button small" onClick={onDismiss}>
          {t('intent.back')}
        </button>
      </div>
    </div>
  );
}

/** What a money form shows of its intent: the earlier one that may have gone through, or the question about new values. */
export function FormIntent({
  form,
}: {
  form: {
    open: Intent | null;
    asking: boolean;
    retry?: () => void;
    forget: () => void;
    confirm: () => void;
    dismiss: () => void;
  };
}) {
  if (!form.open) return null;
  return form.asking ? (
    <SupersedeConfirm intent={form.open} onConfirm={form.confirm} onDismiss={form.dismiss} />
  ) : (
    <OpenIntentNotice intent={form.open} onRetry={form.retry} onForget={form.forget} />
  );
}

/**
 * A money action's outcome under its button: the open intent (no answer proved it: it may have gone through, and the
 * same button resends it safely), or else the refusal's words (`children`, or the code as ErrorBanner says it). Pass
 * no intent while the request is under way.
 */
export function MoneyOutcome({
  intent,
  code,
  children,
}: {
  intent: Intent | null;
  code?: string | null;
  children?: ReactNode;
}) {
  if (intent) return <OpenIntentNotice intent={intent} />;
  return children ?? <ErrorBanner code={code} />;
}
