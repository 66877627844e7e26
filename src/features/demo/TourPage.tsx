import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TOUR } from './tour';
import './tour.css';

/** /demo (demo mode only): the tour of the product for product owners, next to the demo console. */
export default function TourPage() {
  const { t } = useTranslation();
  return (
    <main className="tour">
      <h1>{t('tour.title')}</h1>
      <p>{t('tour.intro')}</p>
      {TOUR.map((section) => (
        <section key={section.key} aria-labelledby={`tour-${section.key}`}>
          <h2 id={`tour-${section.key}`}>{t(`tour.${section.key}`)}</h2>
          <ul className="tour-links">
            {section.links.map(([key, href]) => (
              <li key={key}>
                <Link href={href}>{t(`tour.links.${key}`)}</Link>
                <code>{href}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
