import { api } from '../../src/api/contracts';
import type { ChatAgent } from '../chatAgent';
import { CHAT_PREFIX, demoFile } from '../content';
import type { Call, Route } from '../http';
import { fail } from '../rules/errors';
import { num, optStr } from '../rules/input';
import type { ChatRecord } from '../state';
import { iso } from '../state';

export const CHAT_MAX_LENGTH = 2000;

function who(body: Call['body']) {
  const userId = optStr(body, 'userId');
  const guestId = optStr(body, 'guestId');
  if (!userId && !guestId) fail('KEY_MISSING', 400);
  return { userId, guestId };
}

const mine = (c: ChatRecord, w: { userId: string | null; guestId: string | null }) =>
  (c.userId === null && c.guestId === null) ||
  (w.userId !== null && c.userId === w.userId) ||
  (w.guestId !== null && c.guestId === w.guestId);

function upload(kind: 'image' | 'video') {
  return ({ file }: Call) => {
    const f = file();
    if (!f) fail('KEY_MISSING', 400);
    if (f.type && !f.type.startsWith(`${kind}/`)) fail('KEY_INVALID', 400);
    return { path: kind === 'image' ? demoFile('chat-upload.svg') : demoFile('chat-upload.mp4') };
  };
}

/** The chat calls; `agent` (the demo's support agent) answers each customer message. */
export function chatRoutes(route: Route, agent?: ChatAgent): void {
  const c = api.chat;
  route(c.config, () => ({ PREFIX: CHAT_PREFIX }));
  route(c.send, ({ state, now, body }) => {
    const message = body.message as { message_type?: unknown; payload?: unknown } | undefined;
    if (!message || typeof message !== 'object') fail('KEY_MISSING', 400);
    if (typeof message.message_type !== 'string' || typeof body.sender !== 'string') fail('KEY_INVALID', 400);
    if (
      typeof message.payload === 'string' &&
      (message.payload.trim() === '' || message.payload.length > CHAT_MAX_LENGTH)
    )
      fail('KEY_INVALID', 400);
    const w = who(body);
    const createdAt = iso(now);
    const record: ChatRecord = {
      sender: body.sender,
      message: { message_type: message.message_type, payload: message.payload ?? null },
      ...w,
      username: optStr(body, 'username'),
      name: optStr(body, 'name'),
      deviceToken: optStr(body, 'deviceToken'),
      createdAt,
      session_id: optStr(body, 'session_id'),
    };
    state.chat.push(record);
    if (record.sender === 'customer') agent?.reply(record);
    if (state.chat.length > 500) state.chat.splice(1, state.chat.length - 500);
    return { createdAt };
  });
  route(c.history, ({ state, body }) => {
    const w = who(body);
    const limit = num(body, 'limit');
    const skip = num(body, 'skip');
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(skip) || skip < 0) fail('KEY_INVALID', 400);
    const all = state.chat.filter((x) => mine(x, w));
    const end = Math.max(0, all.length - skip);
    return { conversations: all.slice(Math.max(0, end - limit), end) };
  });
  route(c.uploadImage, upload('image'));
  route(c.uploadVideo, upload('video'));
  route(c.readCustomer, ({ body }) => {
    who(body);
    return { success: true };
  });
}
