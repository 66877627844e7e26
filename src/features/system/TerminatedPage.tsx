import { useTranslation } from 'react-i18next';

export default function TerminatedPage() {
  const { t } = useTranslation();
  return (
    <main className="system-page">
      <h1>{t('terminated.title')}</h1>
      <p>{t('terminated.body')}</p>
    </main>
  );
}
