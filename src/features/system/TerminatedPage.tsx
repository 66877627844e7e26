import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useServices } from '../../services/context';

export default function TerminatedPage() {
  const { t } = useTranslation();
  const { session } = useServices();
  const [, navigate] = useLocation();
  return (
    <main className="system-page">
      <h1>{t('terminated.title')}</h1>
      <p>{t('terminated.body')}</p>
      {/* The bank is asked again whether the service is open (the login, where a closed service comes back here). */}
      <button
        type="button"
        className="button primary"
        onClick={() => {
          session.send({ type: 'VISIT_LOGIN' });
          navigate('/login');
        }}
      >
        {t('terminated.retry')}
      </button>
    </main>
  );
}
