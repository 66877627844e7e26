import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useHandedOver } from '../../lib/handover';
import { FORGOT_PASSWORD } from '../../lib/routes';
import { safeUrl } from '../../lib/safeUrl';
import { downloaded } from '../../lib/startFailure';
import { useServices } from '../../services/context';
import { useLookup, useWallet } from '../../services/queries';
import { CopyButton } from '../../ui/CopyButton';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Spinner } from '../../ui/Spinner';
import { VisitorLayout } from '../auth/VisitorLayout';
import './contact.css';

/** The chat's code, within the download limit (docs/decisions/017-a-file-that-does-not-come.md). */
const ChatWidget = lazy(() => downloaded(import('../chat/ChatWidget')));

/** The chat widget, or in its place (its code did not come) the reason and "Try again": the page stays. */
function Chat({ member, draft }: ComponentProps<typeof ChatWidget>) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      fallback={(download) => (
        <p className="notice" role="alert">
          {t(download ? 'errors.DOWNLOAD_FAILED' : 'errors.UNEXPECTED_ANSWER')}{' '}
          <button type="button" className="button small" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </button>
        </p>
      )}
    >
      <Suspense fallback={null}>
        <ChatWidget member={member} draft={draft} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The chat, when the lookup enables it: as the member (their profile) or as a guest; `draft` is typed in its box. */
function ChatGate({ member, draft }: { member: boolean; draft?: string }) {
  const enabled = useLookup('enableChatWidget').data?.enableChatWidget === true;
  if (!enabled) return null;
  return member ? <MemberChat draft={draft} /> : <Chat member={null} draft={draft} />;
}

function MemberChat({ draft }: { draft?: string }) {
  const wallet = useWallet();
  if (!wallet.data) return null;
  const { _id, username, name } = wallet.data.profile;
  return <Chat member={{ _id, username, name }} draft={draft} />;
}

/**
 * A forgotten password (docs/product.md#route-contact): support resets it, so the message to send them, with the
 * phone typed at the login, ready to copy (LINE) and typed in the chat's box.
 */
function ForgotHelp({ message, phone }: { message: string; phone: string | null }) {
  const { t } = useTranslation();
  // The chat below is offered only where the site runs it: else LINE is the way.
  const chat = useLookup('enableChatWidget').data?.enableChatWidget === true;
  return (
    <section className="notice forgot-help" aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('contact.forgot.title')}</h2>
      <p>{t(chat ? 'contact.forgot.body' : 'contact.forgot.bodyNoChat')}</p>
      <p className="forgot-message">
        <strong data-testid="forgot-message">{message}</strong>
        <CopyButton text={message} label={t('contact.forgot.copyLabel')} />
      </p>
      {!phone && <p>{t('contact.forgot.addPhone')}</p>}
    </section>
  );
}

/** Contact text, QR image, version, the chat-channel link and the chat widget; `member` renders it inside the member shell. */
export function ContactContent({ member = false }: { member?: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const contact = useLookup('contact');
  const info = useLookup('info');
  const [params] = useSearchParams();
  const forgot = params.has(FORGOT_PASSWORD.param);
  // The phone the login's "forgot password?" handed over (src/lib/handover.ts), shown once.
  const phone = useHandedOver(FORGOT_PASSWORD.param)?.trim() || null;
  const message = phone ? t('contact.forgot.message', { phone }) : t('contact.forgot.messageNoPhone');
  return (
    <section className="card contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      {forgot && <ForgotHelp message={message} phone={phone} />}
      {contact.isPending && <Spinner />}
      {contact.isError && <p role="alert">{t('contact.unavailable')}</p>}
      {contact.data && (
        <>
          <p className="contact-text whole" data-whole>
            {contact.data.contactText}
          </p>
          {safeUrl(contact.data.lineQR) && (
            <img
              className="contact-qr"
              src={safeUrl(contact.data.lineQR)!}
              alt={t('contact.qrAlt', { name: contact.data.lineName })}
              width={180}
              height={180}
            />
          )}
          {safeUrl(contact.data.lineLink) && (
            <a
              className="button primary clamp"
              href={safeUrl(contact.data.lineLink)!}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('contact.chatChannel', { name: contact.data.lineName })}
            </a>
          )}
        </>
      )}
      {info.data && (
        <p className="muted clamp">
          {info.data.name} · {info.data.website}
        </p>
      )}
      <p className="muted">{t('contact.version', { version: config.version || __APP_VERSION__ })}</p>
      <ChatGate member={member} draft={forgot ? message : undefined} />
    </section>
  );
}

/** /user/contact: the same, inside the member pages' frame. */
export function MemberContactPage() {
  return (
    <main className="top-offset">
      <ContactContent member />
    </main>
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
