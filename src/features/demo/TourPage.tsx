import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './tour.css';

/** Somchai's invite code in the demo bank (PR and his member id): the tour's invited registration. */
const SOMCHAI_INVITE_CODE = 'PR64b000000000000000000a01';

/** Every screen and every dialog of the product, as links (the dialog links work for real members too). */
const SECTIONS = [
  {
    key: 'visitor',
    links: [
      ['login', '/login'],
      ['register', '/register'],
      ['registerInvited', `/register?code=${SOMCHAI_INVITE_CODE}`],
      ['howto', '/howto'],
      ['contact', '/contact'],
      ['terminated', '/terminated'],
    ],
  },
  {
    key: 'member',
    links: [
      ['home', '/user/home'],
      ['bonus', '/user/bonus'],
      ['statement', '/user/statement'],
      ['statementPage', '/user/statement?page=3'],
      ['profile', '/user/profile'],
      ['spin', '/user/spin'],
      ['memberContact', '/user/contact'],
    ],
  },
  {
    key: 'dialogs',
    links: [
      ['deposit', '/user/home?dialog=deposit'],
      ['withdraw', '/user/home?dialog=withdraw'],
      ['transfer', '/user/home?dialog=transfer'],
      ['invite', '/user/home?dialog=invite'],
      ['inviteClaim', '/user/home?dialog=inviteClaim'],
      ['refund', '/user/home?dialog=refund'],
      ['bonusConditions', '/user/home?dialog=bonusConditions'],
      ['gameActive', '/user/home?dialog=game:pg'],
      ['gameInactive', '/user/home?dialog=game:betflix'],
    ],
  },
] as const;

/** /demo (demo mode only): the tour of the product for product owners, next to the demo console. */
export default function TourPage() {
  const { t } = useTranslation();
  return (
    <main className="tour">
      <h1>{t('tour.title')}</h1>
      <p>{t('tour.intro')}</p>
      {SECTIONS.map((section) => (
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
