import { api } from '../../src/api/contracts';
import type { ChatAgent } from '../chatAgent';
import { CHAT_PREFIX, demoFile } from '../content';
import type { Call, Route } from '../http';
import { fail } from '../rules/errors';
import { num, optStr } from '../rules/input';
import type { ChatRecord } from '../state';
import { iso } from '../state';
import { header } from '../steps';

const CHAT_MAX_LENGTH = 2000;

/**
 * Who calls: a member from the session's token, never from the body (a member's id is in every invite link); the body's
 * `userId` must be that member's. Without a token, a guest by its guest id; a member's id without the token is
 * refused (UNAUTHORIZED), as is another member's id with a token.
 */
function who(call: Call) {
  const { body, request } = call;
  const userId = optStr(body, 'userId');
  const guestId = optStr(body, 'guestId');
  if (header(request, 'Authorization')) {
    const member = call.member;
    if (userId !== null && userId !== member._id) fail('UNAUTHORIZED', 401);
    return { userId: member._id, guestId: null };
  }
  if (userId) fail('UNAUTHORIZED', 401);
  if (!guestId) fail('KEY_MISSING', 400, 'guestId');
  return { userId: null, guestId };
}

const mine = (c: ChatRecord, w: { userId: string | null; guestId: string | null }) =>
  (c.userId === null && c.guestId === null) ||
  (w.userId !== null && c.userId === w.userId) ||
  (w.guestId !== null && c.guestId === w.guestId);

function upload(kind: 'image' | 'video') {
  return (call: Call) => {
    // An upload names no one: a token, when there is one, must be a valid session (a guest's upload has none).
    if (header(call.request, 'Authorization')) void call.member;
    const f = call.file();
    if (!f) fail('KEY_MISSING', 400);
    if (f.type && !f.type.startsWith(`${kind}/`)) fail('KEY_INVALID', 400);
    return { path: kind === 'image' ? demoFile('chat-upload.svg') : demoFile('chat-upload.mp4') };
  };
}

/** The chat calls; `agent` (the demo's support agent) answers each customer message. */
export function chatRoutes(route: Route, agent?: ChatAgent): void {
  const c = api.chat;
  route(c.config, () => ({ PREFIX: CHAT_PREFIX }));
  route(c.send, (call) => {
    const { state, now, body } = call;
    const message = body.message as { message_type?: unknown; payload?: unknown } | undefined;
    if (!message || typeof message !== 'object') fail('KEY_MISSING', 400);
    if (typeof message.message_type !== 'string' || typeof body.sender !== 'string') fail('KEY_INVALID', 400);
    if (
      typeof message.payload === 'string' &&
      (message.payload.trim() === '' || message.payload.length > CHAT_MAX_LENGTH)
    )
      fail('KEY_INVALID', 400);
    const w = who(call);
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
  route(c.history, (call) => {
    const { state, body } = call;
    const w = who(call);
    const limit = num(body, 'limit');
    const skip = num(body, 'skip');
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(skip) || skip < 0) fail('KEY_INVALID', 400);
    // The greeting everyone sees is never older than the member who reads it: it is dated at their registration then.
    const since = w.userId !== null ? call.member.createdAt : null;
    const all = state.chat
      .filter((x) => mine(x, w))
      .map((x) =>
        since !== null && x.userId === null && x.guestId === null && x.createdAt < since
          ? { ...x, createdAt: since }
          : x,
      );
    const end = Math.max(0, all.length - skip);
    return { conversations: all.slice(Math.max(0, end - limit), end) };
  });
  route(c.uploadImage, upload('image'));
  route(c.uploadVideo, upload('video'));
  route(c.readCustomer, (call) => {
    who(call);
    return { success: true };
  });
}
