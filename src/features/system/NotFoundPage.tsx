import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="system-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link href="/login" className="button primary">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
