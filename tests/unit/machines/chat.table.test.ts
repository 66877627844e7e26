// @vitest-environment node
/**
 * The support chat (machines/chat.ts) written down from docs/product.md (#machine-chat, #validation-chat,
 * #constants-chat), step by step with literal states, values and delays: the panel (unread agent messages counted while
 * collapsed, read 1 s after they are on screen), the connection (re-joined every 5 s while lost, the latest messages
 * fetched once back), the history (10 at a time, older on demand) and each message's delivery (2,000 characters at
 * most, images up to 10 MB and videos up to 20 MB, a retry with the same key). The model tests walk paths generated
 * from the machine; these rows do not move with it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type StateValue } from 'xstate';
import { chatMachine } from '../../../machines/chat';
import { conversationOf, type ChatIdentity, type IncomingConversation } from '../../../machines/chatConversation';
import type { ChatItem } from '../../../machines/chatRules';
import { answered, checkTable, failed, schedules, starts, step, type Row } from './table';

type HistoryInput = { who: ChatIdentity; limit: number; skip: number };
type CatchUpInput = { who: ChatIdentity; known: string[] };

const who = { userId: 'u1', guestId: null, username: '0812345678', name: 'Somchai' };
const base = { who, joinId: 'wallet-u1', items: [], hasOlder: false, unread: 0, error: null, notice: null, seq: 0 };
const at = (panel: StateValue, connection = 'connected', history = 'ready'): StateValue => ({
  panel,
  connection,
  history,
});
const collapsed = at('collapsed');

const agent = (id: string, createdAt: string) => ({
  _id: id,
  sender: 'agent',
  message: { message_type: 'text', payload: `hi ${id}` },
  createdAt,
});
const customer = (id: string, createdAt: string) => ({ ...agent(id, createdAt), sender: 'customer' });
/** As the widget keeps a server message. */
const shown = (c: ReturnType<typeof agent>) => ({
  localId: `s:${c._id}`,
  sender: c.sender,
  message: c.message,
  createdAt: c.createdAt,
  status: 'succeed',
  _id: c._id,
});
const A1 = agent('a1', '2026-11-28T03:00:00.000Z');
const A2 = agent('a2', '2026-11-28T03:01:00.000Z');
const C1 = customer('c1', '2026-11-28T02:59:00.000Z');
const ten = Array.from({ length: 10 }, (_, i) => agent(`h${i}`, `2026-11-27T0${i}:00:00.000Z`));
const mine = (status: string, extra: Record<string, unknown> = {}) => ({
  localId: 'm1',
  sender: 'customer',
  message: { message_type: 'text', payload: 'hello' },
  createdAt: null,
  status,
  intentKey: 'k1',
  ...extra,
});
const file = (name: string, type: string, mb: number) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: mb * 1024 * 1024 });

describe('chat, the panel: agent messages counted while collapsed, read 1 s after they show', () => {
  const rows: Row[] = [
    {
      from: collapsed,
      event: { type: 'EXPAND' },
      to: at({ expanded: 'reading' }),
      given: { unread: 3 },
      then: { unread: 0 },
      runs: [schedules('xstate.after.readDelay.chat.panel.expanded.reading', 1000)],
    },
    {
      from: collapsed,
      event: { type: 'RECEIVED', conversation: A1 },
      to: collapsed,
      given: { unread: 1 },
      then: { unread: 2, items: [shown(A1)] },
    },
    // The member's own messages, and one already shown, are not unread.
    {
      from: collapsed,
      event: { type: 'RECEIVED', conversation: C1 },
      to: collapsed,
      then: { unread: 0, items: [shown(C1)] },
    },
    {
      from: collapsed,
      event: { type: 'RECEIVED', conversation: A1 },
      to: collapsed,
      given: { items: [shown(A1)], unread: 1 },
      then: { unread: 1, items: [shown(A1)] },
    },
    // Shown while open: not counted, read again 1 s later; in time order.
    {
      from: at({ expanded: 'read' }),
      event: { type: 'RECEIVED', conversation: A1 },
      to: at({ expanded: 'reading' }),
      given: { items: [shown(A2)] },
      then: { unread: 0, items: [shown(A1), shown(A2)] },
      runs: [schedules('xstate.after.readDelay.chat.panel.expanded.reading', 1000)],
    },
    {
      from: at({ expanded: 'reading' }),
      event: { type: 'xstate.after.readDelay.chat.panel.expanded.reading' },
      to: at({ expanded: 'marking' }),
      runs: [starts('markRead', { who })],
    },
    { from: at({ expanded: 'marking' }), event: answered('markRead'), to: at({ expanded: 'read' }) },
    { from: at({ expanded: 'marking' }), event: failed('markRead', 'NETWORK_ERROR'), to: at({ expanded: 'read' }) },
    { from: at({ expanded: 'read' }), event: { type: 'COLLAPSE' }, to: collapsed },
    { from: at({ expanded: 'reading' }), event: { type: 'COLLAPSE' }, to: collapsed },
  ];
  checkTable(chatMachine, base, rows);
});

describe('chat, the connection: joined, re-joined every 5 s while lost, the latest fetched once back', () => {
  const rows: Row[] = [
    { from: at('collapsed', 'connecting'), event: { type: 'CONNECTED' }, to: collapsed },
    {
      from: at('collapsed', 'connecting'),
      event: { type: 'DISCONNECTED' },
      to: at('collapsed', 'disconnected'),
      runs: [schedules('xstate.after.rejoin.chat.connection.disconnected', 5000)],
    },
    { from: collapsed, event: { type: 'DISCONNECTED' }, to: at('collapsed', 'disconnected') },
    // Back: the latest messages, told which are already shown (dated ones only).
    {
      from: at('collapsed', 'disconnected'),
      event: { type: 'CONNECTED' },
      to: at('collapsed', 'catchingUp'),
      given: { items: [shown(A1), mine('sending')] },
      runs: [starts('catchUp', { who, known: ['a1'] })],
    },
    {
      from: at('collapsed', 'catchingUp'),
      event: answered('catchUp', [A2, A1]),
      to: collapsed,
      given: { items: [shown(A1)], hasOlder: true, error: 'X' },
      then: { items: [shown(A1), shown(A2)], hasOlder: true, error: null },
    },
    {
      from: at('collapsed', 'catchingUp'),
      event: failed('catchUp', 'NETWORK_ERROR'),
      to: collapsed,
      given: { items: [shown(A1)] },
      then: { items: [shown(A1)] },
    },
    { from: at('collapsed', 'catchingUp'), event: { type: 'DISCONNECTED' }, to: at('collapsed', 'disconnected') },
  ];
  checkTable(chatMachine, base, rows);

  it('while lost, asks the socket to join again every 5,000 ms, and no more once back', async () => {
    const clock = new SimulatedClock();
    const joins: number[] = [];
    const joined: string[] = [];
    const actor = createActor(
      chatMachine.provide({
        actors: {
          socket: fromCallback<{ type: string }, { joinId: string }>(({ receive, input }) => {
            joined.push(input.joinId);
            receive((e) => e.type === 'JOIN' && joins.push(clock.now()));
          }),
          history: fromPromise<IncomingConversation[], HistoryInput>(async () => []),
          catchUp: fromPromise<IncomingConversation[], CatchUpInput>(async () => []),
        },
      }),
      { input: { who, joinId: 'wallet-u1' }, clock },
    ).start();
    expect(joined).toEqual(['wallet-u1']);
    actor.send({ type: 'DISCONNECTED' });
    clock.increment(4999);
    expect(joins).toEqual([]);
    clock.increment(1);
    expect(joins).toEqual([5000]);
    clock.increment(5000);
    expect(joins).toEqual([5000, 10000]);
    actor.send({ type: 'CONNECTED' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'catchingUp' });
    clock.increment(20_000);
    expect(joins).toEqual([5000, 10000]);
    actor.stop();
  });
});

describe('chat, the history: 10 at a time, older on demand', () => {
  const rows: Row[] = [
    {
      from: at('collapsed', 'connected', 'loading'),
      event: answered('history', ten),
      to: collapsed,
      given: { error: 'X' },
      then: { hasOlder: true, error: null, items: ten.map(shown) },
    },
    {
      from: at('collapsed', 'connected', 'loading'),
      event: answered('history', [A1]),
      to: collapsed,
      then: { hasOlder: false, items: [shown(A1)] },
    },
    {
      from: at('collapsed', 'connected', 'loading'),
      event: failed('history', 'INTERNAL_SERVER_ERROR'),
      to: at('collapsed', 'connected', 'failed'),
      then: { error: 'INTERNAL_SERVER_ERROR' },
    },
    {
      from: at('collapsed', 'connected', 'failed'),
      event: { type: 'RELOAD' },
      to: at('collapsed', 'connected', 'loading'),
      runs: [starts('history', { who, limit: 10, skip: 0 })],
    },
    // Older ones after the dated messages shown (a message on its way is not counted).
    {
      from: collapsed,
      event: { type: 'LOAD_OLDER' },
      to: at('collapsed', 'connected', 'loadingOlder'),
      given: { hasOlder: true, items: [shown(A1), shown(A2), mine('sending')] },
      runs: [starts('older', { who, limit: 10, skip: 2 }, 'history')],
    },
    { from: collapsed, event: { type: 'LOAD_OLDER' }, to: collapsed, given: { hasOlder: false } },
    {
      from: at('collapsed', 'connected', 'loadingOlder'),
      event: answered('older', [A1]),
      to: collapsed,
      given: { hasOlder: true, items: [shown(A2)] },
      then: { hasOlder: false, items: [shown(A1), shown(A2)] },
    },
    {
      from: at('collapsed', 'connected', 'loadingOlder'),
      event: failed('older', 'NETWORK_ERROR'),
      to: collapsed,
      given: { hasOlder: true },
      then: { hasOlder: true, error: 'NETWORK_ERROR' },
    },
  ];
  checkTable(chatMachine, base, rows);
});

/** A retry's send actor: m1 again (its id named by the event), with the item as it is now and who sends it. */
const resends = {
  type: 'xstate.spawnChild',
  params: expect.objectContaining({
    src: 'send',
    actorRef: expect.objectContaining({ id: 'm1' }),
    input: { item: mine('sending'), who },
  }),
};

describe("chat, the member's messages: shown at once, 2,000 characters, images 10 MB, videos 20 MB, a retry keeps its key", () => {
  const text = (payload: string) => ({ message_type: 'text', payload });
  const rows: Row[] = [
    {
      from: collapsed,
      event: { type: 'SEND_TEXT', text: '  hello  ' },
      to: collapsed,
      given: { seq: 4, notice: { kind: 'unsupported' } },
      then: {
        seq: 5,
        notice: null,
        items: [
          {
            localId: 'm5',
            sender: 'customer',
            message: text('hello'),
            createdAt: null,
            status: 'sending',
            intentKey: expect.any(String),
          },
        ],
      },
      runs: [
        starts(
          'm5',
          { item: expect.objectContaining({ localId: 'm5', message: text('hello'), status: 'sending' }), who },
          'send',
        ),
      ],
    },
    { from: collapsed, event: { type: 'SEND_TEXT', text: ' \n ' }, to: collapsed, then: { seq: 0, items: [] } },
    {
      from: collapsed,
      event: { type: 'SEND_TEXT', text: 'ก'.repeat(2001) },
      to: collapsed,
      then: { seq: 0, items: [] },
    },
    {
      from: collapsed,
      event: { type: 'SEND_TEXT', text: 'ก'.repeat(2000) },
      to: collapsed,
      then: { seq: 1, items: [{ message: text('ก'.repeat(2000)) }] },
    },
    {
      from: collapsed,
      event: { type: 'SEND_POSTBACK', title: 'Deposit', payload: 'DEPOSIT' },
      to: collapsed,
      then: {
        seq: 1,
        items: [
          {
            message: { message_type: 'postback', payload: { title: 'Deposit', payload: 'DEPOSIT' } },
            status: 'sending',
          },
        ],
      },
      runs: [starts('m1', undefined, 'send')],
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('slip.png', 'image/png', 10) },
      to: collapsed,
      then: {
        seq: 1,
        items: [
          {
            status: 'uploading_file',
            progress: 0,
            message: { message_type: 'media', payload: { fileType: 'image', filePath: '', message: 'slip.png' } },
          },
        ],
      },
      runs: [starts('m1', undefined, 'send')],
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('clip.mp4', 'video/mp4', 20) },
      to: collapsed,
      then: {
        items: [
          {
            status: 'uploading_file',
            message: { message_type: 'media', payload: { fileType: 'video', filePath: '', message: 'clip.mp4' } },
          },
        ],
      },
    },
    // QuickTime by either name, JPEG by either name.
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('clip.qt', 'video/quicktime', 1) },
      to: collapsed,
      then: { items: [{ message: { message_type: 'media', payload: { fileType: 'video' } } }] },
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('slip.jpeg', 'image/jpeg', 1) },
      to: collapsed,
      then: { items: [{ message: { message_type: 'media', payload: { fileType: 'image' } } }] },
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('slip.png', 'image/png', 10.01) },
      to: collapsed,
      then: { items: [], seq: 0, notice: { kind: 'tooLarge', limitMb: 10 } },
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('clip.mov', 'video/quicktime', 20.01) },
      to: collapsed,
      then: { items: [], notice: { kind: 'tooLarge', limitMb: 20 } },
    },
    {
      from: collapsed,
      event: { type: 'ATTACH', file: file('slip.pdf', 'application/pdf', 1) },
      to: collapsed,
      then: { items: [], notice: { kind: 'unsupported' } },
    },
    {
      from: collapsed,
      event: { type: 'PROGRESS', localId: 'm1', share: 0.4 },
      to: collapsed,
      given: { items: [mine('uploading_file', { progress: 0 })] },
      then: { items: [mine('uploading_file', { progress: 0.4 })] },
    },
    {
      from: collapsed,
      event: { type: 'UPLOADED', localId: 'm1', path: '/files/slip.png' },
      to: collapsed,
      given: {
        items: [
          mine('uploading_file', {
            progress: 0.9,
            message: { message_type: 'media', payload: { fileType: 'image', filePath: '', message: 'slip.png' } },
          }),
        ],
      },
      then: {
        items: [
          {
            status: 'sending',
            progress: 1,
            file: undefined,
            message: {
              message_type: 'media',
              payload: { fileType: 'image', filePath: '/files/slip.png', message: 'slip.png' },
            },
          },
        ],
      },
    },
    {
      from: collapsed,
      event: { type: 'SENT', localId: 'm1', createdAt: '2026-11-28T03:02:00.000Z' },
      to: collapsed,
      given: { items: [mine('sending'), shown(A2)] },
      then: { items: [shown(A2), mine('succeed', { createdAt: '2026-11-28T03:02:00.000Z' })] },
      runs: ['xstate.stopChild'],
    },
    {
      from: collapsed,
      event: { type: 'SEND_FAILED', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('sending')] },
      then: { items: [mine('failed')] },
      runs: ['xstate.stopChild'],
    },
    // Tried again: the same item (its key kept), sent by a new actor under its id.
    {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('failed')] },
      then: { items: [mine('sending')] },
      runs: [resends],
    },
    {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('failed', { file: file('a.png', 'image/png', 1) })] },
      then: { items: [{ status: 'uploading_file', intentKey: 'k1' }] },
    },
    // Only a failed message of the member's, and only that one, is sent again.
    {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [shown(A1), mine('failed'), { ...mine('sending'), localId: 'm2' }] },
      then: { items: [shown(A1), mine('sending'), { ...mine('sending'), localId: 'm2' }] },
      runs: [resends],
    },
    {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('succeed', { createdAt: '2026-11-28T03:02:00.000Z' })] },
      then: { items: [mine('succeed', { createdAt: '2026-11-28T03:02:00.000Z' })] },
    },
    {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('sending')] },
      then: { items: [mine('sending')] },
    },
  ];
  checkTable(chatMachine, base, rows);

  it('starts no send for a message that is not a failed one of the list (unknown, on its way, sent)', () => {
    for (const items of [[mine('failed')], [mine('sending')], [mine('succeed', { createdAt: A1.createdAt })]]) {
      const s = step(chatMachine, base, {
        from: collapsed,
        event: { type: 'RETRY', localId: 'm9' },
        to: collapsed,
        given: { items },
      });
      expect(s.actions.filter((a) => a.type === 'xstate.spawnChild')).toEqual([]);
      expect(s.context.items).toEqual(items);
    }
    const sending = step(chatMachine, base, {
      from: collapsed,
      event: { type: 'RETRY', localId: 'm1' },
      to: collapsed,
      given: { items: [mine('sending')] },
    });
    expect(sending.actions.filter((a) => a.type === 'xstate.spawnChild')).toEqual([]);
  });

  it('a send actor ends with its answer: none is left running for a message sent or failed', () => {
    const actor = createActor(
      chatMachine.provide({
        actors: {
          socket: fromCallback(() => {}),
          history: fromPromise<IncomingConversation[], HistoryInput>(async () => []),
          send: fromCallback(() => {}),
        },
      }),
      { input: { who, joinId: 'wallet-u1' } },
    ).start();
    actor.send({ type: 'SEND_TEXT', text: 'one' });
    actor.send({ type: 'SEND_TEXT', text: 'two' });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['history', 'm1', 'm2', 'socket']);
    actor.send({ type: 'SENT', localId: 'm1', createdAt: A1.createdAt });
    actor.send({ type: 'SEND_FAILED', localId: 'm2' });
    expect(Object.keys(actor.getSnapshot().children).filter((id) => /^m\d/.test(id))).toEqual([]);
    actor.stop();
  });
});

describe('chat: what the widget reads', () => {
  it.each([
    [at('collapsed', 'connecting', 'loading'), []],
    [at({ expanded: 'reading' }), ['expanded', 'historyReady']],
    [at('collapsed', 'disconnected', 'failed'), ['disconnected', 'historyFailed']],
    [at('collapsed', 'catchingUp', 'loadingOlder'), ['loadingOlder']],
  ])('%j carries %j', (value, tags) => {
    expect([...chatMachine.resolveState({ value, context: base }).tags].sort()).toEqual(tags);
  });

  it('starts collapsed, connecting, loading its history, with nothing shown', () => {
    const actor = createActor(
      chatMachine.provide({
        actors: {
          socket: fromCallback(() => {}),
          history: fromPromise<IncomingConversation[], HistoryInput>(() => new Promise(() => {})),
        },
      }),
      { input: { who, joinId: 'wallet-u1' } },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ panel: 'collapsed', connection: 'connecting', history: 'loading' });
    expect(actor.getSnapshot().context).toEqual(base);
    actor.stop();
  });
});

describe('chat: what a message posts', () => {
  it('as the customer, with who chats, and no device or session', () => {
    expect(conversationOf(mine('sending') as ChatItem, who)).toEqual({
      sender: 'customer',
      message: { message_type: 'text', payload: 'hello' },
      userId: 'u1',
      guestId: null,
      username: '0812345678',
      name: 'Somchai',
      deviceToken: null,
      session_id: null,
    });
  });
});
