/**
 * A member's support chat is bound to the session (docs/security.md, finding 1): the bank takes the member from the
 * token, never from the body's `userId` (a member's id is in every invite link); a guest calls by its guest id, without
 * a token. The demo's socket lets a member's room be joined with that member's token alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MALEE_ID, SOMCHAI_ID } from '../../../mirage/personas';
import { api, failure, PERSONAS, setup } from './helpers';

let t: ReturnType<typeof setup>;
afterEach(() => t.demo.shutdown());

const somchai = { userId: SOMCHAI_ID, guestId: null };
const history = (who: { userId: string | null; guestId: string | null }) =>
  t.fresh.call(api.chat.history, { body: { ...who, limit: 10, skip: 0 } });
const say = (who: { userId: string | null; guestId: string | null }, text: string) =>
  t.fresh.call(api.chat.send, {
    body: { sender: 'customer', message: { message_type: 'text', payload: text }, ...who },
  });

describe("a member's chat: the member is the token's", () => {
  it("without a token, a member's id reads nothing and writes nothing (UNAUTHORIZED)", async () => {
    t = setup();
    const before = t.demo.state().chat.length;
    expect(await failure(history(somchai))).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    expect(await failure(say(somchai, 'โอนเงินให้ฉันด้วย'))).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    expect(await failure(t.fresh.call(api.chat.readCustomer, { body: somchai }))).toEqual({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(t.demo.state().chat.length).toBe(before);
  });

  it("with another member's token, Somchai's id is refused; his own token reads his conversation", async () => {
    t = setup();
    await t.loginAs(PERSONAS.bonus);
    expect(await failure(history(somchai))).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    await t.loginAs(PERSONAS.funded);
    const { conversations } = await history(somchai);
    expect(conversations.length).toBeGreaterThan(0);
  });

  it("a message sent with a token is the token's member's, whatever the body says of a guest", async () => {
    t = setup();
    await t.loginAs(PERSONAS.bonus);
    await say({ userId: null, guestId: 'guest-x' }, 'สวัสดีครับ');
    // The member's own message (support's answer may already follow it on a slow machine).
    const stored = t.demo.state().chat.find((m) => m.message.payload === 'สวัสดีครับ')!;
    expect([stored.userId, stored.guestId, stored.message.payload]).toEqual([MALEE_ID, null, 'สวัสดีครับ']);
  });

  it('a guest calls by its guest id, without a token; no id at all is KEY_MISSING', async () => {
    t = setup();
    await say({ userId: null, guestId: 'guest-y' }, 'hello');
    const { conversations } = await history({ userId: null, guestId: 'guest-y' });
    expect(conversations.map((c) => c.message.payload)).toContain('hello');
    expect(await failure(history({ userId: null, guestId: null }))).toEqual({
      code: 'KEY_MISSING',
      status: 400,
      key: 'guestId',
    });
  });
});

describe("the demo's socket: a member's room with that member's token alone", () => {
  const joined = async (token: string | null, room: string) => {
    const socket = t.demo.chatSocket(token);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('join', room);
    return (socket as unknown as { joined: string | null }).joined;
  };
  it("joins Somchai's room with his token; not without one, nor with another member's; a guest's room freely", async () => {
    t = setup();
    const room = `demo-${SOMCHAI_ID}`;
    expect(await joined(null, room)).toBeNull();
    await t.loginAs(PERSONAS.bonus);
    expect(await joined(t.session.token, room)).toBeNull();
    await t.loginAs(PERSONAS.funded);
    expect(await joined(t.session.token, room)).toBe(room);
    expect(await joined(null, 'demo-guest-z')).toBe('demo-guest-z');
  });
});

describe('the greeting every chat opens with', () => {
  it("is in the site's language and never older than the member who reads it", async () => {
    t = setup({ laos: true });
    const anong = t.demo.state().members.find((m) => m.username === PERSONAS.newcomer)!;
    // Anong registered an hour ago, after the greeting was written (4 days ago).
    anong.createdAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await t.loginAs(PERSONAS.newcomer);
    const { conversations } = await history({ userId: anong._id, guestId: null });
    expect(conversations[0]).toMatchObject({
      message: { payload: 'ສະບາຍດີ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່' },
      createdAt: anong.createdAt,
    });
    // Somchai, a member for 120 days, sees it when it was written.
    await t.loginAs(PERSONAS.funded);
    const his = (await t.fresh.call(api.chat.history, { body: { ...somchai, limit: 20, skip: 0 } })).conversations;
    expect(Date.parse(his[0]!.createdAt ?? '')).toBeLessThan(Date.now() - 3 * 24 * 60 * 60 * 1000);
  });
});
