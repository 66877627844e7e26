import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  conversationOf,
  itemOf,
  type ChatIdentity,
  type IncomingConversation,
  type SendInput,
} from '../../../machines/chatConversation';
import { HISTORY_PAGE_SIZE, messageKey } from '../../../machines/chatRules';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The chat machine's HTTP effects: history, read marks, and one send actor per message (upload first for media). */
/** One page of a member's or guest's history (10, newest first skipped by `skip`), oldest first. */
export async function historyPage(client: ApiClient, who: ChatIdentity, skip: number): Promise<IncomingConversation[]> {
  const { conversations } = await client.call(api.chat.history, {
    body: { userId: who.userId, guestId: who.guestId, limit: HISTORY_PAGE_SIZE, skip },
  });
  return conversations.map((c) => ({
    sender: c.sender,
    message: c.message,
    createdAt: c.createdAt,
    ...(c._id ? { _id: c._id } : {}),
  }));
}

export function chatActors(client: ApiClient) {
  const page = (who: ChatIdentity, skip: number) => historyPage(client, who, skip);
  return {
    history: fromPromise<IncomingConversation[], { who: ChatIdentity; limit: number; skip: number }>(({ input }) =>
      page(input.who, input.skip),
    ),
    catchUp: fromPromise<IncomingConversation[], { who: ChatIdentity; known: string[] }>(async ({ input }) => {
      // Page back from the newest until a page reaches a message already shown (or the history's start).
      const known = new Set(input.known);
      const missed: IncomingConversation[] = [];
      for (let skip = 0; ; skip += HISTORY_PAGE_SIZE) {
        const got = await page(input.who, skip);
        missed.unshift(...got);
        if (got.length < HISTORY_PAGE_SIZE || known.size === 0 || got.some((c) => known.has(messageKey(itemOf(c)))))
          return missed;
      }
    }),
    markRead: fromPromise<void, { who: ChatIdentity }>(async ({ input }) => {
      await client.call(api.chat.readCustomer, { body: { userId: input.who.userId, guestId: input.who.guestId } });
    }),
    send: fromCallback<EventObject, SendInput>(({ input, sendBack }) => {
      const { localId } = input.item;
      let item = input.item;
      void (async () => {
        if (item.file) {
          const payload = item.message.payload as { fileType: 'image' | 'video' };
          const ep = payload.fileType === 'video' ? api.chat.uploadVideo : api.chat.uploadImage;
          const { path } = await client.upload(ep, {
            file: item.file,
            onProgress: (p) => sendBack({ type: 'PROGRESS', localId, share: p / 100 }),
          });
          sendBack({ type: 'UPLOADED', localId, path });
          item = { ...item, file: undefined, message: { ...item.message, payload: { ...payload, filePath: path } } };
        }
        const { createdAt } = await client.call(api.chat.send, {
          body: conversationOf(item, input.who) as never,
          // A message is resent from its own bubble with its own key (machines/chat.ts); dated 0, the phone's log of
          // open money intents (src/lib/intents.ts) never offers it again.
          intent: { key: item.intentKey ?? localId, values: { localId }, at: 0 },
        });
        sendBack({ type: 'SENT', localId, createdAt });
      })().catch(() => sendBack({ type: 'SEND_FAILED', localId }));
    }),
  };
}
