import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatIdentity } from '../../../machines/chatConversation';
import { api } from '../../api/contracts';
import { useServices } from '../../services/context';
import { Composer } from './Composer';
import { useChat } from './flows';
import { guestId } from './guestId';
import { MessageLog } from './MessageLog';
import './chat.css';

/**
 * The support chat on the contact pages, for a member (their _id) or a guest (an id kept on the phone). It joins as
 * `<prefix>-<id>`, the prefix from the runtime config or GET /api/chat/config.
 */
export default function ChatWidget({
  member,
  draft,
}: {
  member: { _id: string; username: string; name: string } | null;
  /** Typed in the box at first (the contact page's message for a forgotten password). */
  draft?: string;
}) {
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
  return <Chat who={who} joinId={`${prefix.data}-${member?._id ?? who.guestId}`} draft={draft} />;
}

function Chat({ who, joinId, draft }: { who: ChatIdentity; joinId: string; draft?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const actor = useChat(who, joinId);
  const state = useSelector(actor, (s) => s);
  const expanded = state.hasTag('expanded');
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
        {state.hasTag('disconnected') && (
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
        loadingOlder={state.hasTag('loadingOlder')}
        canLoadOlder={hasOlder && state.hasTag('historyReady')}
        onOlder={() => actor.send({ type: 'LOAD_OLDER' })}
        onPostback={(title, payload) => actor.send({ type: 'SEND_POSTBACK', title, payload })}
        onRetry={(localId) => actor.send({ type: 'RETRY', localId })}
      />
      {state.hasTag('historyFailed') && (
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
        draft={draft}
        onSend={(text) => actor.send({ type: 'SEND_TEXT', text })}
        onAttach={(file) => actor.send({ type: 'ATTACH', file })}
      />
    </section>
  );
}
