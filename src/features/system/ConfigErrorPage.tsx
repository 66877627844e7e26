import { useTranslation } from 'react-i18next';
import { DEMO_BESIDE_LIVE, NOT_CONFIGURED } from '../../lib/config';

/** The words of a page by what stopped the start: the site not set up, the demo beside a live session, or else. */
const WORDS: Record<string, [title: string, body: string]> = {
  [NOT_CONFIGURED]: ['config.unsetTitle', 'config.unsetBody'],
  [DEMO_BESIDE_LIVE]: ['config.demoHereTitle', 'config.demoHereBody'],
};

/**
 * Shown when /config.json is missing or fails validation, or names neither a backend nor the demo (the site is not
 * set up), or the demo would start beside a live session: a clear page, never a blank one, and never the demo in a
 * real site's place.
 */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const [title, body] = WORDS[detail] ?? ['config.errorTitle', 'config.errorBody'];
  return (
    <main className="system-page" role="alert">
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <pre className="config-detail">{detail}</pre>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('config.retry')}
      </button>
    </main>
  );
}
