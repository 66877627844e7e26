import { useTranslation } from 'react-i18next';
import { useShownEvents } from './telemetryFeed';

/**
 * What an operator's collector would receive, live: each event's OTLP/HTTP JSON and its size (docs/telemetry.md). The
 * demo sends it nowhere.
 */
export function Telemetry() {
  const { t } = useTranslation();
  const events = useShownEvents();
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.telemetry.title')}</legend>
      <p className="demo-hint">{t('demo.telemetry.hint')}</p>
      {events.length === 0 ? (
        <p>{t('demo.telemetry.none')}</p>
      ) : (
        <ol className="demo-telemetry" aria-label={t('demo.telemetry.title')}>
          {events.map((e) => (
            <li key={e.id}>
              <details>
                <summary>
                  <strong>{e.name}</strong> {t('demo.telemetry.bytes', { size: new Blob([e.json]).size })}
                </summary>
                <pre>{JSON.stringify(JSON.parse(e.json), null, 1)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
