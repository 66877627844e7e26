import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { conversationOf, type ChatIdentity, type IncomingConversation, type SendInput } from '../../../machines/chat';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The chat machine's HTTP effects: history, read marks, and one send actor per message (upload first for media). */
export function chatActors(client: ApiClient) {
  return {
    history: fromPromise<IncomingConversation[], { who: ChatIdentity; limit: number; skip: number }>(async ({ input }) => {
      const { conversations } = await client.call(api.chat.history, {
        body: { userId: input.who.userId, guestId: input.who.guestId, limit: input.limit, skip: input.skip },
      });
      return conversations.map((c) => ({ sender: c.sender, message: c.message, createdAt: c.createdAt }));
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
          const { path } = await client.upload(ep, { file: item.file, onProgress: (p) => sendBack({ type: 'PROGRESS', localId, share: p / 100 }) });
          sendBack({ type: 'UPLOADED', localId, path });
          item = { ...item, file: undefined, message: { ...item.message, payload: { ...payload, filePath: path } } };
        }
        const { createdAt } = await client.call(api.chat.send, { body: conversationOf(item, input.who) as never, idempotencyKey: item.intentKey });
        sendBack({ type: 'SENT', localId, createdAt });
      })().catch(() => sendBack({ type: 'SEND_FAILED', localId }));
    }),
  };
}
