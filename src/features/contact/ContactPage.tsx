import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/context';
import { useLookup } from '../../app/queries';
import { Spinner } from '../../ui/Spinner';
import { VisitorLayout } from '../auth/VisitorLayout';

/** Contact text, QR image, version and the chat-channel link; `member` renders it inside the member shell. */
export function ContactContent() {
  const { t } = useTranslation();
  const { config } = useServices();
  const contact = useLookup('contact');
  const info = useLookup('info');
  return (
    <section className="card contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      {contact.isPending && <Spinner />}
      {contact.isError && <p role="alert">{t('contact.unavailable')}</p>}
      {contact.data && (
        <>
          <p className="contact-text">{contact.data.contactText}</p>
          {contact.data.lineQR && (
            <img className="contact-qr" src={contact.data.lineQR} alt={t('contact.qrAlt', { name: contact.data.lineName })} width={180} height={180} />
          )}
          {contact.data.lineLink && (
            <a className="button primary" href={contact.data.lineLink} target="_blank" rel="noopener noreferrer">
              {t('contact.chatChannel', { name: contact.data.lineName })}
            </a>
          )}
        </>
      )}
      {info.data && (
        <p className="muted">
          {info.data.name} · {info.data.website}
        </p>
      )}
      <p className="muted">{t('contact.version', { version: config.version || __APP_VERSION__ })}</p>
    </section>
  );
}

export default function ContactPage() {
  return (
    <VisitorLayout>
      <main>
        <ContactContent />
      </main>
    </VisitorLayout>
  );
}
