import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { WalkPersona, WalkSteps } from './demoWalkSteps';
import { TOUR } from './tour';
import { WALK } from './walk';
import './tour.css';

/**
 * /demo (demo mode only): the tour of the product for product owners, next to the demo console. First the guided
 * walk (the same stops the console's Tour tab walks, with the live diagram there), then every screen and dialog as a link.
 */
export default function TourPage() {
  const { t } = useTranslation();
  return (
    <main className="tour">
      <h1>{t('tour.title')}</h1>
      <p>{t('tour.intro')}</p>
      <section aria-labelledby="tour-walk">
        <h2 id="tour-walk">{t('tour.walkTitle')}</h2>
        <p>{t('tour.walkIntro')}</p>
        <p>{t('demo.hint')}</p>
        {WALK.map((stop, i) => (
          <section key={stop.key} className="walk-stop" aria-labelledby={`walk-${stop.key}`}>
            <h3 id={`walk-${stop.key}`}>{`${i + 1}. ${t(`tour.walk.${stop.key}.title`)}`}</h3>
            <WalkPersona stop={stop} />
            <p>
              <Link href={stop.href}>{stop.href}</Link>
            </p>
            <WalkSteps stop={stop} />
          </section>
        ))}
      </section>
      <h2>{t('tour.screensTitle')}</h2>
      {TOUR.map((section) => (
        <section key={section.key} aria-labelledby={`tour-${section.key}`}>
          <h3 id={`tour-${section.key}`}>{t(`tour.${section.key}`)}</h3>
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
