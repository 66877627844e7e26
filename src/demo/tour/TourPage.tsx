import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { WalkPersona, WalkSteps } from './demoWalkSteps';
import { askToStage } from './stageRequest';
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
      <nav className="tour-contents" aria-labelledby="tour-contents">
        <h2 id="tour-contents">{t('tour.contents')}</h2>
        <ol>
          <li>
            <a href="#tour-walk">{t('tour.walkTitle')}</a>
            <ol>
              {WALK.map((stop) => (
                <li key={stop.key}>
                  <a href={`#walk-${stop.key}`}>{t(`tour.walk.${stop.key}.title`)}</a>
                </li>
              ))}
            </ol>
          </li>
          <li>
            <a href="#tour-screens">{t('tour.screensTitle')}</a>
            <ol>
              {TOUR.map((section) => (
                <li key={section.key}>
                  <a href={`#tour-${section.key}`}>{t(`tour.${section.key}`)}</a>
                </li>
              ))}
            </ol>
          </li>
        </ol>
      </nav>
      <section aria-labelledby="tour-walk">
        <h2 id="tour-walk">{t('tour.walkTitle')}</h2>
        <p>{t('tour.walkIntro')}</p>
        <p>{t('demo.hint')}</p>
        {WALK.map((stop, i) => (
          <section key={stop.key} className="walk-stop" aria-labelledby={`walk-${stop.key}`}>
            <h3 id={`walk-${stop.key}`}>{`${i + 1}. ${t(`tour.walk.${stop.key}.title`)}`}</h3>
            <WalkPersona stop={stop} />
            {/* The console stages the stop (askToStage): its persona, scenario, clock, no armed error, its page. */}
            <button type="button" className="walk-start" onClick={() => askToStage(i)}>
              {t(stop.persona ? 'tour.startAs' : 'tour.startVisitor', {
                name: stop.persona ? t(`demo.persona.${stop.persona}.name`) : '',
              })}
            </button>
            <p className="walk-info">{t('tour.startInfo')}</p>
            <WalkSteps stop={stop} />
          </section>
        ))}
      </section>
      <h2 id="tour-screens">{t('tour.screensTitle')}</h2>
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
