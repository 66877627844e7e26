/**
 * The chat's conversations as the server and the widget know them: who chats, a conversation as it comes, the item the
 * widget shows for it, the object a send posts, and the edits of one item in the list.
 */
import { assertEvent } from 'xstate';
import { checkAttachment, type ChatItem } from './chatRules';

/** Who chats: a member (userId) or a guest (guestId kept on the phone). */
export interface ChatIdentity {
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
}

/** A conversation as the server sends it (history, the socket's `messaging`). */
export interface IncomingConversation {
  sender: string;
  message: { message_type: string; payload: unknown };
  createdAt?: string;
  _id?: string;
}

/** What the widget tells the member about an attachment or a text it cannot send. */
export type ChatNotice = { kind: 'unsupported' } | { kind: 'tooLarge'; limitMb: number } | null;

/** What a send actor gets: the item (with its file while it has no path) and who sends it. */
export interface SendInput {
  item: ChatItem;
  who: ChatIdentity;
}

/** A server conversation as an item of the widget. */
export const itemOf = (c: IncomingConversation): ChatItem => ({
  localId: `s:${c._id ?? `${c.createdAt ?? ''}|${c.sender}|${JSON.stringify(c.message)}`}`,
  sender: c.sender,
  message: c.message,
  createdAt: c.createdAt ?? null,
  status: 'succeed',
  ...(c._id ? { _id: c._id } : {}),
});

/** The conversation object POST /api/chat/send-message takes for an item. */
export const conversationOf = (item: ChatItem, who: ChatIdentity) => ({
  sender: 'customer',
  message: item.message,
  userId: who.userId,
  guestId: who.guestId,
  username: who.username,
  name: who.name,
  deviceToken: null,
  session_id: null,
});

export const update = (items: ChatItem[], localId: string, change: (i: ChatItem) => ChatItem) =>
  items.map((i) => (i.localId === localId ? change(i) : i));
export const datedCount = (items: ChatItem[]) => items.filter((i) => i.createdAt !== null).length;
export const isAgent = (c: IncomingConversation) => c.sender !== 'customer';

/** What the member is told of a file the chat cannot send: too large (with the limit) or of a type it does not take. */
export function noticeOf(file: File): ChatNotice {
  const check = checkAttachment(file);
  return 'error' in check && check.error === 'tooLarge'
    ? { kind: 'tooLarge', limitMb: check.limitMb }
    : { kind: 'unsupported' };
}

/** A message of the member's as first shown: sending, or uploading_file with its file; its intent key kept for retries. */
export const outgoing = (localId: string, message: ChatItem['message'], intentKey: string, file?: File): ChatItem => ({
  localId,
  sender: 'customer',
  message,
  createdAt: null,
  status: file ? 'uploading_file' : 'sending',
  intentKey,
  ...(file ? { file, progress: 0 } : {}),
});

/** An attachment's item once its file is on the server: sending, with the file's path in place of the file. */
export const uploaded = (i: ChatItem, path: string): ChatItem => ({
  ...i,
  status: 'sending',
  progress: 1,
  file: undefined,
  message: { ...i.message, payload: { ...(i.message.payload as object), filePath: path } },
});

/** The chat machine's context and events (machines/chat.ts). */
/** What the chat starts with: who chats, and the conversation to join. */
export interface ChatInput {
  who: ChatIdentity;
  joinId: string;
}

/** What the widget reads: the panel open, the connection lost, the history's state. */
export type ChatTag = 'expanded' | 'disconnected' | 'loadingOlder' | 'historyReady' | 'historyFailed';

export interface ChatContext {
  who: ChatIdentity;
  joinId: string;
  items: ChatItem[];
  hasOlder: boolean;
  unread: number;
  /** The last history failure (the loader hides; older messages can be asked for again). */
  error: string | null;
  notice: ChatNotice;
  seq: number;
}

export type ChatEvent =
  | { type: 'EXPAND' }
  | { type: 'COLLAPSE' }
  | { type: 'CONNECTED' }
  | { type: 'DISCONNECTED' }
  | { type: 'RECEIVED'; conversation: IncomingConversation }
  | { type: 'SEND_TEXT'; text: string }
  | { type: 'SEND_POSTBACK'; title: string; payload: string }
  | { type: 'ATTACH'; file: File }
  | { type: 'RETRY'; localId: string }
  | { type: 'LOAD_OLDER' }
  | { type: 'RELOAD' }
  | { type: 'PROGRESS'; localId: string; share: number }
  | { type: 'UPLOADED'; localId: string; path: string }
  | { type: 'SENT'; localId: string; createdAt: string }
  | { type: 'SEND_FAILED'; localId: string };

/** The message a RETRY is for. */
export function retried(event: ChatEvent): string {
  assertEvent(event, 'RETRY');
  return event.localId;
}
