/**
 * A small chat backend for the browser suite: a real socket.io server (join rooms by the prefix-id, `messaging`
 * pushes) and the HTTP calls the contact page and the chat make (with CORS), on 127.0.0.1. It can be stopped and
 * started again on the same port, keeping its conversations, as a restarted backend would.
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export interface StoredConversation {
  sender: string;
  message: { message_type: string; payload: unknown };
  userId: string | null;
  guestId: string | null;
  createdAt: string;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Requested-With, Idempotency-Key',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
};

export class ChatBackend {
  port = 0;
  readonly joins: string[] = [];
  /** When each join came (epoch ms). */
  readonly conversations: StoredConversation[] = [];
  /** How many history reads the backend answered (the page's polls when it has no socket). */
  historyReads = 0;
  private io: Server | null = null;
  private http: HttpServer | null = null;
  private sent = new Map<string, string>();
  private tick = 0;

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A createdAt after every earlier one, even within one millisecond. */
  private now() {
    this.tick = Math.max(this.tick + 1, Date.now());
    return new Date(this.tick).toISOString();
  }

  async start(): Promise<void> {
    const http = createServer((req, res) => void this.answer(req, res));
    this.http = http;
    this.io = new Server(http, { cors: { origin: '*' }, transports: ['websocket'] });
    this.io.on('connection', (socket) => {
      socket.on('join', (id: string) => {
        this.joins.push(id);
        void socket.join(id);
      });
    });
    await new Promise<void>((resolve) => http.listen(this.port, '127.0.0.1', resolve));
    this.port = (http.address() as AddressInfo).port;
  }

  /**
   * Stops the socket server and the HTTP server; the clients lose their connection. Their keep-alive HTTP connections
   * (the page's history reads every 5 s) are cut too: a stopped server holds none, and closing would wait for them.
   */
  async stop(): Promise<void> {
    const { io, http } = this;
    this.io = null;
    this.http = null;
    if (!io) return;
    const closed = new Promise<void>((resolve) => void io.close(() => resolve()));
    http?.closeAllConnections();
    await closed;
  }

  /** An agent's message: kept for history, and pushed to the room when the server runs. */
  push(room: string, who: { userId: string | null; guestId: string | null }, text: string): StoredConversation {
    const c: StoredConversation = {
      sender: 'other',
      message: { message_type: 'text', payload: text },
      ...who,
      createdAt: this.now(),
    };
    this.conversations.push(c);
    this.io?.to(room).emit('messaging', c);
    return c;
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const mine = (c: StoredConversation) =>
      (body.userId && c.userId === body.userId) || (body.guestId && c.guestId === body.guestId);
    switch (`${req.method} ${req.url}`) {
      case 'GET /api/lookup/active':
        return send(200, { terminated: null });
      case 'GET /api/lookup/enableChatWidget':
        return send(200, { enableChatWidget: true });
      case 'GET /api/lookup/contact':
        return send(200, { contactText: 'Test backend', lineLink: '', lineName: '', lineQR: null });
      case 'GET /api/lookup/info':
        return send(200, { name: 'Test', website: 'test.example' });
      case 'POST /api/chat/history': {
        this.historyReads += 1;
        const all = this.conversations.filter(mine);
        const end = Math.max(0, all.length - Number(body.skip));
        return send(200, { conversations: all.slice(Math.max(0, end - Number(body.limit)), end) });
      }
      case 'POST /api/chat/send-message': {
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = key ? this.sent.get(key) : undefined;
        if (known) return send(200, { createdAt: known });
        const c = { ...(body as unknown as StoredConversation), createdAt: this.now() };
        this.conversations.push(c);
        if (key) this.sent.set(key, c.createdAt);
        return send(200, { createdAt: c.createdAt });
      }
      case 'PUT /api/chat/read-customer/':
        return send(200, { success: true });
      default:
        return send(404, { message: 'NO_DATA' });
    }
  }
}
