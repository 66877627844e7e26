import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, type ChatItem } from '../../../machines/chatRules';
import { formatBangkok } from '../../lib/format';
import { MessageBody } from './MessageView';

/** The messages, oldest first, with a date divider per Bangkok day; scrolling to the top loads older ones in place. */
export function MessageLog(props: {
  items: ChatItem[];
  loadingOlder: boolean;
  canLoadOlder: boolean;
  onOlder: () => void;
  onPostback: (title: string, payload: string) => void;
  onRetry: (localId: string) => void;
}) {
  const { t } = useTranslation();
  const { items } = props;
  const log = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', height: 0, top: 0, count: 0 });
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const prev = before.current;
    const first = items[0]?.localId ?? '';
    if (prev.count > 0 && first !== prev.first && items.length > prev.count) {
      // Older messages came in above: the ones on screen stay where they were.
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (items.length !== prev.count) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { first, height: el.scrollHeight, top: el.scrollTop, count: items.length };
  }, [items]);
  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    before.current = { ...before.current, top: el.scrollTop, height: el.scrollHeight };
    if (el.scrollTop < 40 && props.canLoadOlder) props.onOlder();
  };
  return (
    <div
      className="chat-log"
      ref={log}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.title')}
      tabIndex={0}
    >
      <ol className="chat-list">
        {props.loadingOlder && <li className="chat-note">{t('chat.older')}</li>}
        {items.length === 0 && <li className="chat-note">{t('chat.empty')}</li>}
        {withDividers(items).map((row) => {
          if ('day' in row)
            return (
              <li key={`d${row.day}`} className="chat-day">
                {formatBangkok(row.day).slice(0, 10)}
              </li>
            );
          const { item } = row;
          const mine = item.sender === 'customer';
          return (
            <li key={item.localId} className={`chat-message ${mine ? 'mine' : 'theirs'}`} data-status={item.status}>
              <span className="visually-hidden">{mine ? t('chat.you') : t('chat.agent')}</span>
              <MessageBody item={item} onPostback={props.onPostback} />
              <span className="chat-meta">
                {item.createdAt && (
                  <time dateTime={item.createdAt}>{formatBangkok(Date.parse(item.createdAt)).slice(11, 16)}</time>
                )}
                {mine && <Delivery item={item} onRetry={props.onRetry} />}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The messages with a divider before the first message of each Bangkok day. */
function withDividers(items: ChatItem[]): Array<{ day: number } | { item: ChatItem }> {
  const rows: Array<{ day: number } | { item: ChatItem }> = [];
  let last = -1;
  for (const item of items) {
    if (item.createdAt) {
      const day = dayOf(item.createdAt);
      if (day !== last) rows.push({ day });
      last = day;
    }
    rows.push({ item });
  }
  return rows;
}

function Delivery({ item, onRetry }: { item: ChatItem; onRetry: (localId: string) => void }) {
  const { t } = useTranslation();
  switch (item.status) {
    case 'uploading_file':
      return (
        <>
          <progress max={1} value={item.progress ?? 0} aria-label={t('chat.uploading')} /> {t('chat.uploading')}
        </>
      );
    case 'sending':
      return <span>{t('chat.sending')}</span>;
    case 'failed':
      return (
        <span className="chat-failed">
          {t('chat.failed')}{' '}
          <button type="button" className="button small" onClick={() => onRetry(item.localId)}>
            {t('chat.retry')}
          </button>
        </span>
      );
    default:
      return <span aria-label={t('chat.sent')}>✓</span>;
  }
}
