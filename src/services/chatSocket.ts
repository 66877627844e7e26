import { fromCallback, type EventObject } from 'xstate';
import { RECONNECT_MS, REJOIN_MS } from '../../machines/chatRules';
import { incomingSchema } from '../api/contracts/chat';

/** The part of socket.io's client socket the chat uses; the demo's in-page socket has the same. */
export interface ChatSocketLike {
  readonly connected: boolean;
  on(event: string, handler: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  connect(): void;
  close(): void;
}
/** Opens the chat's socket; a member's handshake carries the session's token (socket.io `auth`), a guest's none. */
export type OpenSocket = (auth: { token: string | null }) => Promise<ChatSocketLike>;

/**
 * A socket.io client to the chat backend (loaded with the widget only): websocket transport, reconnecting every
 * 500 ms without limit (docs/product.md#constants-chat).
 */
export const realSocket =
  (url: string): OpenSocket =>
  async ({ token }) => {
    const { io } = await import('socket.io-client');
    return io(url, {
      // The server takes a member from the token and lets it join its own room alone.
      ...(token ? { auth: { token } } : {}),
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: RECONNECT_MS,
      reconnectionDelayMax: RECONNECT_MS,
      randomizationFactor: 0,
    }) as unknown as ChatSocketLike;
  };

/**
 * The chat machine's socket actor: joins with the prefix-id at every connect, tells the machine of connects,
 * disconnects and each pushed conversation (parsed; a malformed one is dropped), and on the machine's JOIN (every 5 s
 * while disconnected) joins again or asks the socket to connect.
 */
export function socketActor(open: OpenSocket | null, token: () => string | null = () => null) {
  return fromCallback<EventObject, { joinId: string }>(({ input, sendBack, receive }) => {
    let socket: ChatSocketLike | null = null;
    let closed = false;
    const joined = () => {
      socket?.emit('join', input.joinId);
      sendBack({ type: 'CONNECTED' });
    };
    if (open) {
      open({ token: token() }).then(
        (s) => {
          if (closed) return s.close();
          socket = s;
          s.on('connect', joined);
          s.on('disconnect', () => sendBack({ type: 'DISCONNECTED' }));
          s.on('connect_error', () => sendBack({ type: 'DISCONNECTED' }));
          s.on('messaging', (data: unknown) => {
            for (const c of Array.isArray(data) ? data : [data]) {
              const parsed = incomingSchema.safeParse(c);
              if (parsed.success) sendBack({ type: 'RECEIVED', conversation: parsed.data });
            }
          });
          if (s.connected) joined();
        },
        () => sendBack({ type: 'DISCONNECTED' }),
      );
    }
    receive((e) => {
      if (e.type !== 'JOIN' || !socket) return;
      if (socket.connected) socket.emit('join', input.joinId);
      else socket.connect();
    });
    return () => {
      closed = true;
      socket?.close();
    };
  });
}

/**
 * Without a chat socket (a backend with no `chatSocketUrl`), the newest history is read every 5 s and handed to the
 * machine as pushes: the chat still hears answers (joined once each, like a catch-up).
 */
export const pollingSocket =
  (read: () => Promise<unknown[]>, everyMs = REJOIN_MS): OpenSocket =>
  async () => {
    const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
    const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args));
    const timer = setInterval(() => {
      read().then(
        (conversations) => fire('messaging', conversations),
        () => {},
      );
    }, everyMs);
    return {
      connected: true,
      on: (event, handler) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      emit: () => {},
      connect: () => {},
      close: () => clearInterval(timer),
    };
  };
