import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../../../machines/chatRules';
import { linkParts, withoutBidiControls } from '../../../machines/chatRules';
import {
  buttonsPayload,
  genericPayload,
  mediaPayloadSchema,
  postbackPayload,
  quickRepliesPayload,
  type ChatButton,
} from '../../api/contracts/chat';
import { linkOf, safeUrl, telOf } from './safeUrl';

/** Text with its links clickable as server HTML's are (`linkOf`: https, or the app's own); nothing becomes markup. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((p, i) => {
        const link = 'href' in p ? linkOf(p.href) : null;
        return link ? (
          <a key={i} href={link.href} {...(link.own ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        );
      })}
    </>
  );
}

/** A button of a message: web opens a new tab, call opens the dialler, postback sends its payload. */
function ActionButton({
  button,
  onPostback,
}: {
  button: ChatButton;
  onPostback: (title: string, payload: string) => void;
}) {
  if (button.type === 'web') {
    const href = safeUrl(button.payload);
    return href ? (
      <a className="chat-action" href={href} target="_blank" rel="noopener noreferrer">
        {button.title}
      </a>
    ) : (
      <span className="chat-action disabled">{button.title}</span>
    );
  }
  if (button.type === 'call') {
    const href = telOf(button.payload);
    return href ? (
      <a className="chat-action" href={href}>
        {button.title}
      </a>
    ) : (
      <span className="chat-action disabled">{button.title}</span>
    );
  }
  if (button.type === 'postback') {
    return (
      <button type="button" className="chat-action" onClick={() => onPostback(button.title, button.payload)}>
        {button.title}
      </button>
    );
  }
  return <span className="chat-action disabled">{button.title}</span>;
}

/**
 * One message's body by its type (docs/decisions/008-chat-payloads.md); a payload that does not fit its type is
 * "unsupported".
 */
export function MessageBody({
  item,
  onPostback,
}: {
  item: ChatItem;
  onPostback: (title: string, payload: string) => void;
}) {
  const { t } = useTranslation();
  const { message_type: type, payload } = item.message;
  const unsupported = <p className="chat-unsupported">{t('chat.unsupportedMessage')}</p>;
  switch (type) {
    case 'text':
      return typeof payload === 'string' ? (
        <p className="chat-text" dir="auto">
          <LinkedText text={payload} />
        </p>
      ) : (
        unsupported
      );
    case 'postback': {
      const p = postbackPayload.safeParse(payload);
      return p.success ? (
        <p className="chat-text" dir="auto">
          {p.data.title}
        </p>
      ) : (
        unsupported
      );
    }
    case 'buttons': {
      const p = buttonsPayload.safeParse(payload);
      if (!p.success) return unsupported;
      return (
        <div>
          {p.data.text && (
            <p className="chat-text" dir="auto">
              <LinkedText text={p.data.text} />
            </p>
          )}
          <div className="chat-actions">
            {p.data.buttons.map((b, i) => (
              <ActionButton key={i} button={b} onPostback={onPostback} />
            ))}
          </div>
        </div>
      );
    }
    case 'quick_replies': {
      const p = quickRepliesPayload.safeParse(payload);
      if (!p.success) return unsupported;
      return (
        <div>
          {p.data.text && (
            <p className="chat-text" dir="auto">
              <LinkedText text={p.data.text} />
            </p>
          )}
          <div className="chat-chips">
            {p.data.quick_replies.map((b, i) => (
              <button key={i} type="button" className="chat-chip" onClick={() => onPostback(b.title, b.payload)}>
                {b.title}
              </button>
            ))}
          </div>
        </div>
      );
    }
    case 'generic': {
      const p = genericPayload.safeParse(payload);
      if (!p.success) return unsupported;
      return (
        <div className="chat-cards">
          {p.data.elements.map((el, i) => {
            const src = safeUrl(el.image_url);
            return (
              <article key={i} className="chat-card">
                {src && <img src={src} alt="" loading="lazy" />}
                <h4>{el.title}</h4>
                {el.subtitle && <p>{el.subtitle}</p>}
                <div className="chat-actions">
                  {(el.buttons ?? []).map((b, j) => (
                    <ActionButton key={j} button={b} onPostback={onPostback} />
                  ))}
                </div>
              </article>
            );
          })}
        </div>
      );
    }
    case 'media': {
      const p = mediaPayloadSchema.safeParse(payload);
      if (!p.success) return unsupported;
      const src = safeUrl(p.data.filePath);
      const caption = p.data.message && withoutBidiControls(p.data.message);
      if (!src)
        return item.status === 'uploading_file' ? (
          <p className="chat-text" dir="auto">
            {caption}
          </p>
        ) : (
          unsupported
        );
      if (p.data.fileType === 'image')
        return (
          <figure className="chat-media">
            <img src={src} alt={caption ?? t('chat.image')} loading="lazy" />
            {caption && <figcaption dir="auto">{caption}</figcaption>}
          </figure>
        );
      if (p.data.fileType === 'video')
        return (
          <figure className="chat-media">
            <video src={src} controls preload="metadata" aria-label={caption ?? t('chat.video')} />
            {caption && <figcaption dir="auto">{caption}</figcaption>}
          </figure>
        );
      return (
        <a href={src} target="_blank" rel="noopener noreferrer">
          {caption ?? t('chat.file')}
        </a>
      );
    }
    default:
      return unsupported;
  }
}
