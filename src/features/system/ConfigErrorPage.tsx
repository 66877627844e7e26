import { useTranslation } from 'react-i18next';

/** Shown when /config.json is missing or fails validation: a clear page, never a blank one. */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <main className="system-page" role="alert">
      <h1>{t('config.errorTitle')}</h1>
      <p>{t('config.errorBody')}</p>
      <pre className="config-detail">{detail}</pre>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('config.retry')}
      </button>
    </main>
  );
}
