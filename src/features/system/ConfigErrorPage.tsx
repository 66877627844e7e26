import { useTranslation } from 'react-i18next';
import { NOT_CONFIGURED } from '../../lib/config';

/**
 * Shown when /config.json is missing or fails validation, or names neither a backend nor the demo (the site is not
 * set up): a clear page, never a blank one, and never the demo in a real site's place.
 */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const unset = detail === NOT_CONFIGURED;
  return (
    <main className="system-page" role="alert">
      <h1>{t(unset ? 'config.unsetTitle' : 'config.errorTitle')}</h1>
      <p>{t(unset ? 'config.unsetBody' : 'config.errorBody')}</p>
      <pre className="config-detail">{detail}</pre>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('config.retry')}
      </button>
    </main>
  );
}
