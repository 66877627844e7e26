/**
 * The chat's rules (docs/product.md#validation-chat, #constants-chat) as pure functions: what may be sent, which files
 * may be attached, how the messages from history, the socket and the outbox join without losing or doubling one, and
 * how text links are found.
 */
import { bangkokDayStart } from './bangkokTime';

export const CHAT_MAX_LENGTH = 2000;
/** The counter shows from this many characters on. */
export const CHAT_COUNTER_FROM = 1800;
export const HISTORY_PAGE_SIZE = 10;
export const REJOIN_MS = 5000;
export const RECONNECT_MS = 500;
export const READ_DELAY_MS = 1000;
export const IMAGE_MAX_MB = 10;
export const VIDEO_MAX_MB = 20;
const MB = 1024 * 1024;

/** The text to send: trimmed. */
export const messageText = (raw: string) => raw.trim();

/** Why a text cannot be sent: empty after trimming, or longer than 2000 characters (code points); else null. */
export function messageError(raw: string): 'empty' | 'tooLong' | null {
  const text = messageText(raw);
  if (text === '') return 'empty';
  return [...text].length > CHAT_MAX_LENGTH ? 'tooLong' : null;
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}
/** Enter sends; Enter with Shift, Ctrl, Alt or Meta makes a new line; nothing sends while an input method composes. */
export const sendsOnEnter = (e: KeyLike) =>
  e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey && !e.isComposing;

/** Enter with Ctrl, Alt or Meta (which a text box ignores) makes a new line too: the text with one at the caret. */
export const newlineKey = (e: KeyLike) => e.key === 'Enter' && (e.ctrlKey || e.altKey || e.metaKey);
export const withNewline = (value: string, start: number, end: number) => ({
  value: `${value.slice(0, start)}\n${value.slice(end)}`,
  caret: start + 1,
});

const KINDS: Record<string, { kind: 'image' | 'video'; types: string[] }> = {
  png: { kind: 'image', types: ['image/png'] },
  jpg: { kind: 'image', types: ['image/jpeg'] },
  jpeg: { kind: 'image', types: ['image/jpeg'] },
  gif: { kind: 'image', types: ['image/gif'] },
  mp4: { kind: 'video', types: ['video/mp4'] },
  mov: { kind: 'video', types: ['video/quicktime'] },
  qt: { kind: 'video', types: ['video/quicktime'] },
};

export type AttachmentCheck =
  { kind: 'image' | 'video' } | { error: 'unsupported' } | { error: 'tooLarge'; limitMb: number };

/**
 * An attachment: mp4 or QuickTime video, png, jpeg, jpg or gif image. The name needs one of these extensions, and a
 * type the phone gives must agree with it; images up to 10 MB, videos up to 20 MB.
 */
export function checkAttachment(file: { name: string; type: string; size: number }): AttachmentCheck {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const rule = KINDS[ext];
  if (!rule || (file.type !== '' && !rule.types.includes(file.type.toLowerCase()))) return { error: 'unsupported' };
  const limitMb = rule.kind === 'image' ? IMAGE_MAX_MB : VIDEO_MAX_MB;
  return file.size > limitMb * MB ? { error: 'tooLarge', limitMb } : { kind: rule.kind };
}

/** A chat message as the widget keeps it: the conversation, plus its delivery state and a local id for the outbox. */
export interface ChatItem {
  localId: string;
  sender: string;
  message: { message_type: string; payload: unknown };
  createdAt: string | null;
  status: 'uploading_file' | 'sending' | 'succeed' | 'failed';
  _id?: string;
  /** An attachment still to upload (kept for a retry), and its upload progress (0 to 1). */
  file?: File;
  progress?: number;
  /** The Idempotency-Key of the send: a retry carries the same one, so the server keeps one message. */
  intentKey?: string;
}

/** The identity of a message for deduplication: the server's id, else when and by whom, and what. */
export const messageKey = (m: Pick<ChatItem, 'sender' | 'createdAt' | 'message'> & { _id?: string }) =>
  m._id ?? `${m.createdAt ?? ''}|${m.sender}|${JSON.stringify(m.message)}`;

/**
 * Join what is shown with what arrived (history, the socket, a catch-up after a reconnect): each message once, the
 * dated ones by time (oldest first), the ones still on their way after them in the order they were written.
 */
export function mergeMessages(shown: ChatItem[], arrived: ChatItem[]): ChatItem[] {
  const byKey = new Map<string, ChatItem>();
  const pending: ChatItem[] = [];
  for (const m of [...shown, ...arrived]) {
    if (m.createdAt === null) {
      if (!pending.some((p) => p.localId === m.localId)) pending.push(m);
      continue;
    }
    const k = messageKey(m);
    if (!byKey.has(k)) byKey.set(k, m);
  }
  const dated = [...byKey.values()].sort((a, b) => Date.parse(a.createdAt!) - Date.parse(b.createdAt!));
  // A message of ours that came back dated replaces its pending copy.
  const sentKeys = new Set(dated.map((m) => m.localId));
  return [...dated, ...pending.filter((p) => !sentKeys.has(p.localId))];
}

/** The Bangkok day of a message, for the date dividers. */
export const dayOf = (createdAt: string) => bangkokDayStart(Date.parse(createdAt));

export type TextPart = { text: string } | { href: string; text: string };
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/giu;

/**
 * The direction overrides and isolates a text may carry (U+202A–U+202E, U+2066–U+2069): shown as they are, an override
 * turns what follows around (`invoice\u202Egnp.exe` reads "invoiceexe.png"). Chat text and file names are shown
 * without them, each in an element of its own direction (`dir="auto"`): see docs/security.md.
 */
export const withoutBidiControls = (text: string) => text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');

/** A text as plain parts and http(s) links (nothing else becomes a link; nothing becomes markup; no bidi controls). */
export function linkParts(raw: string): TextPart[] {
  const text = withoutBidiControls(raw);
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ href: match[0], text: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
