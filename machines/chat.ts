import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type EventObject,
} from 'xstate';
import {
  datedCount,
  isAgent,
  itemOf,
  noticeOf,
  outgoing,
  retried,
  update,
  uploaded,
  type ChatContext,
  type ChatEvent,
  type ChatIdentity,
  type ChatInput,
  type ChatTag,
  type IncomingConversation,
  type SendInput,
} from './chatConversation';
import {
  checkAttachment,
  HISTORY_PAGE_SIZE,
  mergeMessages,
  messageError,
  messageKey,
  messageText,
  READ_DELAY_MS,
  REJOIN_MS,
  type ChatItem,
} from './chatRules';
import { codeOf } from './errors';
import { newKey } from './intent';

/**
 * The support chat (docs/product.md#machine-chat): three parallel regions. The panel is collapsed (agent messages that
 * arrive count as unread) or expanded (messages are marked read 1 s after they are on screen). The connection joins
 * with `<prefix>-<id>` (the socket actor), re-joins every 5 s while disconnected and, after a reconnect, fetches the
 * latest history so that nothing missed is lost (joined once each). The history loads 10 at a time, older ones on
 * demand. Each message is sent by its own actor: shown at once as sending (uploading_file first for an attachment),
 * then succeed with its time or failed with a retry that carries the same Idempotency-Key.
 */
export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as ChatInput, tags: {} as ChatTag },
  actors: {
    socket: fromCallback<EventObject, { joinId: string }>(() => {
      throw new Error('socket not provided');
    }),
    history: fromPromise<IncomingConversation[], { who: ChatIdentity; limit: number; skip: number }>(async () => {
      throw new Error('history not provided');
    }),
    /** After a reconnect: the newest messages back to one already shown (page after page), so none missed is lost. */
    catchUp: fromPromise<IncomingConversation[], { who: ChatIdentity; known: string[] }>(async () => {
      throw new Error('catchUp not provided');
    }),
    markRead: fromPromise<void, { who: ChatIdentity }>(async () => {
      throw new Error('markRead not provided');
    }),
    send: fromCallback<EventObject, SendInput>(() => {
      throw new Error('send not provided');
    }),
  },
  guards: {
    sendable: ({ event }) => event.type === 'SEND_TEXT' && messageError(event.text) === null,
    retryable: ({ context, event }) =>
      event.type === 'RETRY' && context.items.some((i) => i.localId === event.localId && i.status === 'failed'),
    hasOlder: ({ context }) => context.hasOlder,
  },
  delays: { readDelay: READ_DELAY_MS, rejoin: REJOIN_MS },
  actions: {
    receive: assign(({ context, event }, params: { counting: boolean }) => {
      if (event.type !== 'RECEIVED') return {};
      const item = itemOf(event.conversation);
      const items = mergeMessages(context.items, [item]);
      const isNew = items.length > context.items.length;
      return { items, unread: context.unread + (params.counting && isNew && isAgent(event.conversation) ? 1 : 0) };
    }),
    /** A message of the member's: shown at once (sending, or uploading_file with its file), and its own send actor. */
    queue: enqueueActions(({ context, enqueue }, params: { message: ChatItem['message']; file?: File }) => {
      const item = outgoing(`m${context.seq + 1}`, params.message, newKey(), params.file);
      enqueue.assign({ seq: context.seq + 1, items: [...context.items, item], notice: null });
      enqueue.spawnChild('send', { id: item.localId, input: { item, who: context.who } });
    }),
    loaded: assign(({ context }, params: { conversations: IncomingConversation[]; page: boolean }) => ({
      items: mergeMessages(context.items, params.conversations.map(itemOf)),
      hasOlder: params.page ? params.conversations.length >= HISTORY_PAGE_SIZE : context.hasOlder,
      error: null,
    })),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({
    who: input.who,
    joinId: input.joinId,
    items: [],
    hasOlder: false,
    unread: 0,
    error: null,
    notice: null,
    seq: 0,
  }),
  invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ joinId: context.joinId }) },
  on: {
    SEND_TEXT: {
      guard: 'sendable',
      actions: {
        type: 'queue',
        params: ({ event }) => ({ message: { message_type: 'text', payload: messageText(event.text) } }),
      },
    },
    SEND_POSTBACK: {
      actions: {
        type: 'queue',
        params: ({ event }) => ({
          message: { message_type: 'postback', payload: { title: event.title, payload: event.payload } },
        }),
      },
    },
    ATTACH: [
      {
        guard: ({ event }) => 'kind' in checkAttachment(event.file),
        actions: {
          type: 'queue',
          params: ({ event }) => ({
            message: {
              message_type: 'media',
              payload: {
                fileType: (checkAttachment(event.file) as { kind: string }).kind,
                filePath: '',
                message: event.file.name,
              },
            },
            file: event.file,
          }),
        },
      },
      {
        actions: assign({ notice: ({ event }) => noticeOf(event.file) }),
      },
    ],
    PROGRESS: {
      actions: assign({
        items: ({ context, event }) => update(context.items, event.localId, (i) => ({ ...i, progress: event.share })),
      }),
    },
    UPLOADED: {
      actions: assign({
        items: ({ context, event }) => update(context.items, event.localId, (i) => uploaded(i, event.path)),
      }),
    },
    // A send actor's last word: it is stopped (a retry spawns a new one under the same id).
    SENT: {
      actions: [
        assign({
          items: ({ context, event }) =>
            mergeMessages(
              update(context.items, event.localId, (i) => ({ ...i, status: 'succeed', createdAt: event.createdAt })),
              [],
            ),
        }),
        stopChild(({ event }) => event.localId),
      ],
    },
    SEND_FAILED: {
      actions: [
        assign({
          items: ({ context, event }) => update(context.items, event.localId, (i) => ({ ...i, status: 'failed' })),
        }),
        stopChild(({ event }) => event.localId),
      ],
    },
    RETRY: {
      guard: 'retryable',
      actions: [
        assign({
          items: ({ context, event }) =>
            update(context.items, event.localId, (i) => ({ ...i, status: i.file ? 'uploading_file' : 'sending' })),
        }),
        spawnChild('send', {
          id: ({ event }) => retried(event),
          input: ({ context, event }) => ({
            item: context.items.find((i) => i.localId === retried(event))!,
            who: context.who,
          }),
        }),
      ],
    },
  },
  states: {
    panel: {
      initial: 'collapsed',
      states: {
        collapsed: {
          on: {
            EXPAND: 'expanded',
            RECEIVED: { actions: { type: 'receive', params: { counting: true } } },
          },
        },
        expanded: {
          tags: ['expanded'],
          entry: assign({ unread: 0 }),
          initial: 'reading',
          on: {
            COLLAPSE: 'collapsed',
            RECEIVED: { target: '.reading', actions: { type: 'receive', params: { counting: false } } },
          },
          states: {
            /** On screen: marked read after 1 s. */
            reading: { after: { readDelay: 'marking' } },
            marking: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ who: context.who }),
                onDone: 'read',
                onError: 'read',
              },
            },
            read: {},
          },
        },
      },
    },
    connection: {
      initial: 'connecting',
      states: {
        connecting: { on: { CONNECTED: 'connected', DISCONNECTED: 'disconnected' } },
        connected: { on: { DISCONNECTED: 'disconnected' } },
        disconnected: {
          tags: ['disconnected'],
          after: { rejoin: { target: 'disconnected', reenter: true, actions: sendTo('socket', { type: 'JOIN' }) } },
          on: { CONNECTED: 'catchingUp' },
        },
        /** Back after an outage: the latest messages, joined with what is shown, so that none missed is lost. */
        catchingUp: {
          invoke: {
            id: 'catchUp',
            src: 'catchUp',
            input: ({ context }) => ({
              who: context.who,
              known: context.items.filter((i) => i.createdAt !== null).map(messageKey),
            }),
            onDone: {
              target: 'connected',
              actions: { type: 'loaded', params: ({ event }) => ({ conversations: event.output, page: false }) },
            },
            onError: 'connected',
          },
          on: { DISCONNECTED: 'disconnected' },
        },
      },
    },
    history: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'history',
            src: 'history',
            input: ({ context }) => ({ who: context.who, limit: HISTORY_PAGE_SIZE, skip: 0 }),
            onDone: {
              target: 'ready',
              actions: { type: 'loaded', params: ({ event }) => ({ conversations: event.output, page: true }) },
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
          },
        },
        failed: { tags: ['historyFailed'], on: { RELOAD: 'loading' } },
        ready: { tags: ['historyReady'], on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loadingOlder' } } },
        loadingOlder: {
          tags: ['loadingOlder'],
          invoke: {
            id: 'older',
            src: 'history',
            input: ({ context }) => ({ who: context.who, limit: HISTORY_PAGE_SIZE, skip: datedCount(context.items) }),
            onDone: {
              target: 'ready',
              actions: { type: 'loaded', params: ({ event }) => ({ conversations: event.output, page: true }) },
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type ChatSnapshot = ReturnType<typeof chatMachine.transition>;
