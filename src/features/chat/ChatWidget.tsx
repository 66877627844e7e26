import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { watched } from '../../lib/inspect';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../app/useTranslation';
import { chatMachine, type ChatIdentity } from '../../../machines/chat';
import {
  CHAT_COUNTER_FROM,
  CHAT_MAX_LENGTH,
  dayOf,
  messageError,
  newlineKey,
  sendsOnEnter,
  withNewline,
  type ChatItem,
} from '../../../machines/chatRules';
import { api } from '../../api/contracts';
import { useServices } from '../../app/context';
import { formatBangkok } from '../../lib/format';
import { guestId } from '../../lib/storage';
import { chatActors, historyPage } from './actors';
import { MessageBody } from './MessageView';
import { pollingSocket, realSocket, socketActor } from './socket';
import './chat.css';

/** Files the picker offers (the rules check them again: the name's extension and the type). */
const ACCEPT = '.mp4,.mov,.png,.jpg,.jpeg,.gif,video/mp4,video/quicktime,image/png,image/jpeg,image/gif';

/**
 * The support chat on the contact pages, for a member (their _id) or a guest (an id kept on the phone). It joins as
 * `<prefix>-<id>`, the prefix from the runtime config or GET /api/chat/config.
 */
export default function ChatWidget({ member }: { member: { _id: string; username: string; name: string } | null }) {
  const { client, config } = useServices();
  const prefix = useQuery({
    queryKey: ['chat', 'prefix'],
    queryFn: async () => config.chatPrefix || (await client.call(api.chat.config)).PREFIX,
    staleTime: Infinity,
  });
  if (!prefix.data) return null;
  const who: ChatIdentity = member
    ? { userId: member._id, guestId: null, username: member.username, name: member.name }
    : { userId: null, guestId: guestId(), username: null, name: null };
  return <Chat who={who} joinId={`${prefix.data}-${member?._id ?? who.guestId}`} />;
}

function Chat({ who, joinId }: { who: ChatIdentity; joinId: string }) {
  const { t } = useTranslation();
  const { client, config, chatSocket } = useServices();
  const id = useId();
  const actor = useActorRef(
    chatMachine.provide({
      actors: {
        ...chatActors(client),
        // The demo's socket, socket.io to the chat backend, or else the newest history every 5 s.
        socket: socketActor(
          chatSocket ??
            (config.chatSocketUrl
              ? realSocket(config.chatSocketUrl)
              : pollingSocket(() => historyPage(client, who, 0))),
        ),
      },
    }),
    watched({ input: { who, joinId } }),
  );
  const state = useSelector(actor, (s) => s);
  const expanded = state.matches({ panel: 'expanded' });
  const { unread, items, notice, hasOlder } = state.context;

  if (!expanded) {
    return (
      <button
        type="button"
        className="chat-launcher"
        aria-expanded={false}
        aria-controls={`${id}-panel`}
        onClick={() => actor.send({ type: 'EXPAND' })}
      >
        <span aria-hidden="true">💬</span> {t('chat.open')}
        {unread > 0 && (
          <span className="chat-badge" data-testid="chat-unread">
            {t('chat.unread', { count: unread })}
          </span>
        )}
      </button>
    );
  }
  return (
    <section className="chat-panel" id={`${id}-panel`} aria-labelledby={`${id}-title`}>
      <header className="chat-header">
        <h2 id={`${id}-title`}>{t('chat.title')}</h2>
        {state.matches({ connection: 'disconnected' }) && (
          <span className="chat-status" role="status">
            {t('chat.reconnecting')}
          </span>
        )}
        <button
          type="button"
          className="icon-button"
          aria-expanded
          onClick={() => actor.send({ type: 'COLLAPSE' })}
          aria-label={t('chat.close')}
        >
          ×
        </button>
      </header>
      <MessageLog
        items={items}
        loadingOlder={state.matches({ history: 'loadingOlder' })}
        canLoadOlder={hasOlder && state.matches({ history: 'ready' })}
        onOlder={() => actor.send({ type: 'LOAD_OLDER' })}
        onPostback={(title, payload) => actor.send({ type: 'SEND_POSTBACK', title, payload })}
        onRetry={(localId) => actor.send({ type: 'RETRY', localId })}
      />
      {state.matches({ history: 'failed' }) && (
        <p className="chat-note" role="alert">
          {t('chat.loadFailed')}{' '}
          <button type="button" className="button small" onClick={() => actor.send({ type: 'RELOAD' })}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {notice && (
        <p className="chat-note" role="alert">
          {notice.kind === 'tooLarge' ? t('chat.tooLarge', { size: notice.limitMb }) : t('chat.unsupported')}
        </p>
      )}
      <Composer
        onSend={(text) => actor.send({ type: 'SEND_TEXT', text })}
        onAttach={(file) => actor.send({ type: 'ATTACH', file })}
      />
    </section>
  );
}

/** The messages, oldest first, with a date divider per Bangkok day; scrolling to the top loads older ones in place. */
function MessageLog(props: {
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

/** The text box (Enter sends, Shift/Ctrl/Alt/Meta+Enter is a new line; a counter near 2000), attach and send. */
function Composer({ onSend, onAttach }: { onSend: (text: string) => void; onAttach: (file: File) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const length = [...draft.trim()].length;
  const error = messageError(draft);
  const send = () => {
    if (error) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const key = {
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
      isComposing: e.nativeEvent.isComposing,
    };
    if (newlineKey(key)) {
      e.preventDefault();
      const box = e.currentTarget;
      const next = withNewline(box.value, box.selectionStart, box.selectionEnd);
      // The new line is in the box before the caret moves behind it, in this same task: a key typed next (a fast
      // thumb, a slow phone) lands after the new line, not before the caret is placed.
      flushSync(() => setDraft(next.value));
      box.setSelectionRange(next.caret, next.caret);
    } else if (sendsOnEnter(key)) {
      e.preventDefault();
      send();
    }
  };
  return (
    <div className="chat-composer">
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat.message')}
        aria-describedby={`${id}-count`}
      />
      <div className="chat-composer-row">
        <label className="button small chat-attach">
          {t('chat.attach')}
          <input
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onAttach(file);
              e.target.value = '';
            }}
          />
        </label>
        <span id={`${id}-count`} className={`chat-count${error === 'tooLong' ? ' over' : ''}`} aria-live="polite">
          {length >= CHAT_COUNTER_FROM ? t('chat.counter', { count: length, max: CHAT_MAX_LENGTH }) : ''}
        </span>
        <button type="button" className="button primary small" disabled={error !== null} onClick={send}>
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
