import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { allEndpoints } from '../../api/contracts';
import { callId } from '../../lib/intents';
import { useServices } from '../../services/context';
import { useIntentLog } from '../../services/useIntents';
import { useIntentWords } from './OpenIntent';

/** A money call's name in the texts (`intent.calls.wallet.transfer`), by its call id; chat messages are not money. */
const NAMES = new Map(
  allEndpoints
    .filter((e) => e.endpoint.idempotent && !e.name.startsWith('chat.'))
    .map((e) => [callId(e.endpoint), e.name]),
);

/**
 * The member's money requests sent without an answer that proved what happened, kept on the phone across reloads
 * (src/lib/intents.ts): what, how much, when; the member retries from the same screen (same key) or, once the balance
 * or statement shows it, says it went through. On home, and in the question before a logout (`hint`: what follows).
 */
export function OpenIntents({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const intents = useIntentLog();
  const services = useServices();
  const open = useSyncExternalStore(intents.subscribe, intents.list, intents.list).filter((o) => NAMES.has(o.call));
  const words = useIntentWords();
  if (open.length === 0) return null;
  return (
    <section className="card open-intent" aria-label={t('intent.title')}>
      <h2>{t('intent.title')}</h2>
      <ul className="open-intent-list">
        {open.map(({ call, intent }) => {
          const w = words(intent);
          return (
            <li key={call}>
              <p>
                <strong>{t(`intent.calls.${NAMES.get(call)}`)}</strong>: {t('intent.open', w)}
              </p>
              <button
                type="button"
                className="button small"
                onClick={() => {
                  intents.forget(call);
                  services.telemetry?.money(call, 'dismissed');
                }}
              >
                {t('intent.forget')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted">{hint ?? t('intent.homeHint')}</p>
    </section>
  );
}
