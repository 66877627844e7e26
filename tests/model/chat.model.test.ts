import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chatMachine, type ChatSnapshot } from '../../machines/chat';
import type { ChatEvent } from '../../machines/chatConversation';
import { itemOf, type ChatIdentity } from '../../machines/chatConversation';
import { HISTORY_PAGE_SIZE, mergeMessages, messageKey, READ_DELAY_MS, REJOIN_MS } from '../../machines/chatRules';
import { SOMCHAI_ID } from '../../mirage/personas';
import { seed } from '../../mirage/seed';
import { api } from '../../src/api/contracts';
import { chatActors } from '../../src/features/chat/actors';
import { PERSONAS, setup } from '../unit/mirage/helpers';
import { publish, recorder, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

const SOMCHAI: ChatIdentity = { userId: SOMCHAI_ID, guestId: null, username: PERSONAS.funded, name: 'Somchai Demo' };
const T0 = Date.parse('2025-03-10T08:00:00Z');

/** An agent's message pushed by the socket (the bank keeps it too, as a chat backend does). */
const PUSHED = {
  sender: 'other',
  message: { message_type: 'text', payload: 'ยังอยู่ไหมคะ' },
  createdAt: new Date(T0 + 60_000).toISOString(),
};
/** Somchai's history as the demo bank answers it: the newest 10 after `skip`, oldest first. */
const seeded = seed(T0)
  .chat.filter((c) => c.userId === SOMCHAI_ID || (c.userId === null && c.guestId === null))
  .map((c) => ({ sender: c.sender, message: c.message, createdAt: c.createdAt }));
function page(s: ChatSnapshot, skip: number) {
  const all = s.context.items.some((i) => i.createdAt === PUSHED.createdAt) ? [...seeded, PUSHED] : seeded;
  return all.slice(Math.max(0, all.length - skip - HISTORY_PAGE_SIZE), all.length - skip);
}
const dated = (s: ChatSnapshot) => s.context.items.filter((i) => i.createdAt !== null).length;

const after = (delay: string, path: string) => ({ type: `xstate.after.${delay}.chat.${path}` });
const events = (s: ChatSnapshot): unknown[] => {
  const v = s.value as { panel: string | { expanded: string }; connection: string; history: string };
  // While a call is on its way only its answer comes next, so that an armed failure meets the call it is meant for.
  const pending: unknown[] = [];
  if (v.history === 'loading')
    pending.push(success('history', page(s, 0)), failure('history', 'INTERNAL_SERVER_ERROR'));
  if (v.history === 'loadingOlder')
    pending.push(success('older', page(s, dated(s))), failure('older', 'INTERNAL_SERVER_ERROR'));
  // The socket can drop again while the catch-up is on its way (the catch-up is then dropped).
  if (v.connection === 'catchingUp')
    pending.push(success('catchUp', page(s, 0)), failure('catchUp', 'INTERNAL_SERVER_ERROR'), { type: 'DISCONNECTED' });
  if (typeof v.panel === 'object' && v.panel.expanded === 'marking')
    pending.push(success('markRead'), failure('markRead', 'INTERNAL_SERVER_ERROR'));
  if (pending.length > 0) return pending;
  const out: unknown[] = [{ type: 'RECEIVED', conversation: PUSHED }];
  if (v.panel === 'collapsed') out.push({ type: 'EXPAND' });
  else {
    out.push({ type: 'COLLAPSE' });
    if ((v.panel as { expanded: string }).expanded === 'reading')
      out.push(after('readDelay', 'panel.expanded.reading'));
  }
  if (v.connection === 'connecting' || v.connection === 'disconnected') out.push({ type: 'CONNECTED' });
  if (v.connection !== 'disconnected') out.push({ type: 'DISCONNECTED' });
  if (v.connection === 'disconnected') out.push(after('rejoin', 'connection.disconnected'));
  if (v.history === 'failed') out.push({ type: 'RELOAD' });
  if (v.history === 'ready') out.push({ type: 'LOAD_OLDER' });
  return out;
};
const key = (s: ChatSnapshot) =>
  JSON.stringify([s.value, s.context.items.length, s.context.unread, s.context.hasOlder, s.context.error]);
const INPUT = { who: SOMCHAI, joinId: `demo-${SOMCHAI_ID}` };
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  chatMachine,
  getShortestPaths(chatMachine, {
    input: INPUT,
    events: events as (s: ChatSnapshot) => ChatEvent[],
    serializeState: (s) => key(s as ChatSnapshot),
  }),
  { input: INPUT, events: events as (s: ChatSnapshot) => ChatEvent[], serializeState: key },
);

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

const FAIL_PATHS: Record<string, [string, string]> = {
  history: ['POST', '/api/chat/history'],
  older: ['POST', '/api/chat/history'],
  catchUp: ['POST', '/api/chat/history'],
  markRead: ['PUT', '/api/chat/read-customer/'],
};

describe('chat model: every shortest path runs against Mirage (Somchai, a fake socket)', () => {
  // Somchai's chat: his calls carry his session's token (the bank takes him from it: docs/product.md#calls-chat).
  beforeEach(() => t.loginAs(PERSONAS.funded));
  it('reaches every state of the three regions', () => {
    const seen = new Set(
      paths.flatMap((p) => {
        const v = p.state.value as { panel: string | { expanded: string }; connection: string; history: string };
        return [
          typeof v.panel === 'string' ? `panel.${v.panel}` : `panel.expanded.${v.panel.expanded}`,
          `connection.${v.connection}`,
          `history.${v.history}`,
        ];
      }),
    );
    for (const s of [
      'panel.collapsed',
      'panel.expanded.reading',
      'panel.expanded.marking',
      'panel.expanded.read',
      'connection.connecting',
      'connection.connected',
      'connection.disconnected',
      'connection.catchingUp',
      'history.loading',
      'history.failed',
      'history.ready',
      'history.loadingOlder',
    ])
      expect(seen).toContain(s);
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const clock = new SimulatedClock();
    const joins: string[] = [];
    const reads: unknown[] = [];
    t.demo.server.pretender.handledRequest = (verb: string, url: string, request: { requestBody: string }) => {
      if (verb === 'PUT' && url.endsWith('/api/chat/read-customer/')) reads.push(JSON.parse(request.requestBody));
    };
    await runPath<ChatSnapshot>({
      path,
      key,
      arrange: (o: EventObject) => {
        const e = o as EventObject & { error?: { code: string } };
        if (!e.error) return;
        const [method, p] = FAIL_PATHS[e.type.replace('xstate.error.actor.', '')]!;
        t.demo.controls.failNext(method, p, e.error.code);
      },
      advance: (e) => clock.increment(e.type.includes('.rejoin.') ? REJOIN_MS : READ_DELAY_MS),
      // The agent's message is in the bank before the socket pushes it.
      exec: (e) => {
        if (e.type === 'RECEIVED' && !t.demo.state().chat.some((c) => c.createdAt === PUSHED.createdAt)) {
          t.demo.state().chat.push({
            ...PUSHED,
            userId: SOMCHAI_ID,
            guestId: null,
            username: null,
            name: 'Demo Support',
            deviceToken: null,
            session_id: null,
          });
        }
        return false;
      },
      start: () =>
        createActor(
          chatMachine.provide({
            actors: {
              ...chatActors(t.client),
              socket: fromCallback(({ receive }) => receive((e) => void joins.push(e.type))),
            },
          }),
          { input: { who: SOMCHAI, joinId: `demo-${SOMCHAI_ID}` }, clock },
        ).start(),
    });
    const end = path.state;
    // Every message shown once, oldest first; what the model holds is what the bank answered.
    const times = end.context.items.map((i) => Date.parse(i.createdAt!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(end.context.items.map((i) => i.localId)).size).toBe(end.context.items.length);
    // A re-join for every 5 s spent disconnected; a read mark for every mark the model made, for Somchai.
    expect(joins).toHaveLength(path.steps.filter((s) => s.event.type.includes('.rejoin.')).length);
    const marks = path.steps.filter((s) => s.event.type.endsWith('.readDelay.chat.panel.expanded.reading')).length;
    expect(reads.length).toBeLessThanOrEqual(marks);
    for (const r of reads) expect(r).toEqual({ userId: SOMCHAI_ID, guestId: null });
  });
});

describe('chat sending against Mirage', () => {
  const guest: ChatIdentity = { userId: null, guestId: 'guest-model', username: null, name: null };
  // Each test's events (the guest's and the sending actors' answers) are published as a path of the chat machine.
  const sending = recorder(chatMachine);
  afterAll(() => sending.publish('chat', 'sending (a guest)'));
  // The bank answers a call at the step the test names (demo.holdNext, then release), never as a race of timers
  // decides: the case a test publishes, and so its id in paths/cases.json, is the same in every run.
  const held = (ep: { method: string; path: string }) =>
    vi.waitFor(() =>
      expect(t.demo.controls.snapshot().holds.held).toContainEqual({ method: ep.method, path: ep.path }),
    );
  const answer = async (ep: { method: string; path: string }) => {
    await held(ep);
    expect(t.demo.controls.release(false, ep.method, ep.path)).toBe(1);
  };
  /** The history the chat asks for at its start (held since then) is answered now, before anything else. */
  const historyNow = async (actor: ReturnType<typeof start>) => {
    await answer(api.chat.history);
    await waitFor(actor, (s) => s.matches({ history: 'ready' }));
  };
  const start = () => {
    t.demo.controls.holdNext(api.chat.history.method, api.chat.history.path);
    return createActor(chatMachine.provide({ actors: { ...chatActors(t.client), socket: fromCallback(() => {}) } }), {
      input: { who: guest, joinId: 'demo-guest-model' },
      inspect: sending.inspect,
    }).start();
  };
  const HISTORY = 'xstate.done.actor.history';
  const stored = () => t.demo.state().chat.filter((c) => c.guestId === 'guest-model' && c.sender === 'customer');

  it("shows a text at once as sending, then succeed with the bank's time; an empty or too long one is not sent", async () => {
    const actor = start();
    t.demo.controls.holdNext(api.chat.send.method, api.chat.send.path);
    actor.send({ type: 'SEND_TEXT', text: '   ' });
    actor.send({ type: 'SEND_TEXT', text: 'ก'.repeat(2001) });
    actor.send({ type: 'SEND_TEXT', text: '  สวัสดีครับ  ' });
    expect(actor.getSnapshot().context.items.at(-1)).toMatchObject({
      status: 'sending',
      message: { message_type: 'text', payload: 'สวัสดีครับ' },
    });
    // The conversation arrives while the message is on its way, then the bank takes the message.
    await historyNow(actor);
    await answer(api.chat.send);
    await waitFor(actor, (s) => s.context.items.some((i) => i.status === 'succeed' && i.sender === 'customer'));
    expect(stored().map((c) => c.message.payload)).toEqual(['สวัสดีครับ']);
    const mine = actor.getSnapshot().context.items.find((i) => i.sender === 'customer')!;
    expect(mine.createdAt).toBe(stored()[0]!.createdAt);
    actor.stop();
    expect(sending.eventsOf(actor)).toEqual(['xstate.init', 'SEND_TEXT', 'SEND_TEXT', 'SEND_TEXT', HISTORY, 'SENT']);
  });

  it('a failed send shows failed; its retry carries the same key, so the bank keeps one message', async () => {
    const actor = start();
    // The first attempt reaches the bank but its answer is lost: the retry must not make a second message.
    t.demo.controls.failNext('POST', '/api/chat/send-message', 'INTERNAL_SERVER_ERROR');
    t.demo.controls.holdNext(api.chat.send.method, api.chat.send.path);
    actor.send({ type: 'SEND_TEXT', text: 'ถอนเงินได้เมื่อไหร่' });
    await historyNow(actor);
    await answer(api.chat.send);
    await waitFor(actor, (s) => s.context.items.at(-1)!.status === 'failed');
    expect(stored()).toHaveLength(0);
    const localId = actor.getSnapshot().context.items.at(-1)!.localId;
    actor.send({ type: 'RETRY', localId });
    await waitFor(actor, (s) => s.context.items.find((i) => i.localId === localId)!.status === 'succeed');
    actor.send({ type: 'RETRY', localId });
    expect(stored()).toHaveLength(1);
    // Sent again with the same key (as after a lost answer): still one message at the bank.
    const item = actor.getSnapshot().context.items.find((i) => i.localId === localId)!;
    await t.fresh.call(api.chat.send, {
      body: {
        sender: 'customer',
        message: item.message,
        userId: null,
        guestId: 'guest-model',
        username: null,
        name: null,
        deviceToken: null,
        session_id: null,
      },
      intent: { key: item.intentKey!, values: {}, at: 0 },
    });
    expect(stored()).toHaveLength(1);
    actor.stop();
    expect(sending.eventsOf(actor)).toEqual([
      'xstate.init',
      'SEND_TEXT',
      HISTORY,
      'SEND_FAILED',
      'RETRY',
      'SENT',
      'RETRY',
    ]);
  });

  it('uploads an image with progress, then sends it as media; refuses unsupported and too large files', async () => {
    const actor = start();
    actor.send({ type: 'ATTACH', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'unsupported' });
    actor.send({
      type: 'ATTACH',
      file: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'tooLarge', limitMb: 10 });
    t.demo.controls.holdNext(api.chat.uploadImage.method, api.chat.uploadImage.path);
    actor.send({ type: 'ATTACH', file: new File([new Uint8Array(2048)], 'slip.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().context.items.at(-1)!.status).toBe('uploading_file');
    // The picture has started going up (0 %) when the conversation arrives; then the bank takes the picture.
    await held(api.chat.uploadImage);
    await historyNow(actor);
    await answer(api.chat.uploadImage);
    await waitFor(actor, (s) => s.context.items.at(-1)!.status === 'succeed');
    expect(stored().at(-1)!.message).toEqual({
      message_type: 'media',
      payload: { fileType: 'image', filePath: `${location.origin}/demo/chat-upload.svg`, message: 'slip.png' },
    });
    actor.stop();
    // Two files refused (not an image; over 10 MB), one sent: 0 % up, 100 % up, up, sent.
    expect(sending.eventsOf(actor)).toEqual([
      'xstate.init',
      'ATTACH',
      'ATTACH',
      'ATTACH',
      'PROGRESS',
      HISTORY,
      'PROGRESS',
      'UPLOADED',
      'SENT',
    ]);
  });

  it('the demo agent answers a guest: a greeting with quick replies, and a tapped quick reply its script', async () => {
    const actor = start();
    t.demo.controls.holdNext(api.chat.send.method, api.chat.send.path);
    actor.send({ type: 'SEND_TEXT', text: 'สวัสดี' });
    await historyNow(actor);
    await answer(api.chat.send);
    await waitFor(actor, (s) => s.context.items.some((i) => i.status === 'succeed' && i.sender === 'customer'));
    // The agent answers a moment later (its own timer): wait for its answers, not for a fixed time.
    const replies = () =>
      t.demo
        .state()
        .chat.filter((c) => c.guestId === 'guest-model' && c.sender === 'other')
        .map((c) => c.message.message_type);
    await vi.waitFor(() => expect(replies()).toEqual(['text', 'quick_replies']));
    actor.send({ type: 'SEND_POSTBACK', title: 'การ์ด', payload: 'DEMO_CARD' });
    await waitFor(
      actor,
      (s) => s.context.items.filter((i) => i.status === 'succeed' && i.sender === 'customer').length === 2,
    );
    await vi.waitFor(() => expect(replies()).toEqual(['text', 'quick_replies', 'generic']));
    actor.stop();
    expect(sending.eventsOf(actor)).toEqual(['xstate.init', 'SEND_TEXT', HISTORY, 'SENT', 'SEND_POSTBACK', 'SENT']);
  });
});

describe('chat catch-up after a reconnect', () => {
  it('pages back until it reaches a message already shown, so 23 missed messages all arrive, once', async () => {
    await t.loginAs(PERSONAS.funded);
    const shown = await createActor(chatActors(t.client).history, {
      input: { who: SOMCHAI, limit: HISTORY_PAGE_SIZE, skip: 0 },
    }).start();
    const first = await waitFor(shown, (s) => s.status === 'done').then((s) => s.output!);
    const known = first.map((c) => messageKey(itemOf(c)));
    for (let i = 0; i < 23; i++) {
      t.demo.state().chat.push({
        sender: 'other',
        message: { message_type: 'text', payload: `missed ${i}` },
        userId: SOMCHAI_ID,
        guestId: null,
        username: null,
        name: null,
        deviceToken: null,
        createdAt: new Date(T0 + (i + 1) * 1000).toISOString(),
        session_id: null,
      });
    }
    const actor = createActor(chatActors(t.client).catchUp, { input: { who: SOMCHAI, known } }).start();
    const missed = await waitFor(actor, (s) => s.status === 'done').then((s) => s.output!);
    const items = mergeMessages(first.map(itemOf), missed.map(itemOf));
    expect(items.filter((i) => String(i.message.payload).startsWith('missed')).map((i) => i.message.payload)).toEqual(
      Array.from({ length: 23 }, (_, i) => `missed ${i}`),
    );
    expect(items).toHaveLength(first.length + 23);
  });
});

publish('chat', 'Somchai', chatMachine, paths, { input: INPUT });
