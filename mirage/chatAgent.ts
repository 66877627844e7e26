/**
 * The demo's support agent and its in-page socket. Each customer message is answered by a short script that shows
 * every message type (a greeting with quick replies, buttons, an image, a generic card, an unknown type); replies are
 * kept in the bank (so history has them) and pushed to the sockets joined as `<prefix>-<id>`. `disconnect(ms)` drops
 * every socket for a while, as a network outage would: replies made meanwhile are only in history.
 */
import type { ChatSocketLike } from '../src/features/chat/socket';
import { CHAT_PREFIX, demoFile } from './content';
import type { Runtime } from './http';
import type { ChatRecord } from './state';
import { iso } from './state';

type Message = ChatRecord['message'];
const button = (title: string, type: string, payload: string) => ({ title, type, payload });
const MENU: Message = {
  message_type: 'quick_replies',
  payload: {
    text: 'ลองดูข้อความแบบต่างๆ ได้เลยค่ะ',
    quick_replies: [
      button('ปุ่ม', 'postback', 'DEMO_BUTTONS'),
      button('รูปภาพ', 'postback', 'DEMO_IMAGE'),
      button('การ์ด', 'postback', 'DEMO_CARD'),
      button('แบบอื่น', 'postback', 'DEMO_UNKNOWN'),
    ],
  },
};
const SCRIPTS: Record<string, Message[]> = {
  DEMO_BUTTONS: [
    {
      message_type: 'buttons',
      payload: {
        text: 'ติดต่อเราได้หลายทางค่ะ',
        buttons: [
          button('เว็บไซต์', 'web', 'https://example.com/help'),
          button('โทรหาเรา', 'call', '021234567'),
          button('ดูการ์ด', 'postback', 'DEMO_CARD'),
        ],
      },
    },
  ],
  DEMO_IMAGE: [
    {
      message_type: 'media',
      payload: { message: 'โปรโมชันประจำสัปดาห์', url: false, fileType: 'image', filePath: demoFile('banner.svg') },
    },
  ],
  DEMO_CARD: [
    {
      message_type: 'generic',
      payload: {
        elements: [
          {
            title: 'โบนัสต้อนรับ',
            subtitle: 'รับเพิ่ม 100% สูงสุด 500 บาท',
            image_url: demoFile('banner.svg'),
            buttons: [button('ดูโบนัส', 'web', 'user/bonus')],
          },
        ],
      },
    },
  ],
  DEMO_UNKNOWN: [{ message_type: 'carousel_v2', payload: { cards: [] } }],
};

/** The agent's answer to one customer message. */
export function scriptFor(message: Message): Message[] {
  const payload = message.payload as { payload?: unknown } | string | null;
  const key =
    message.message_type === 'postback' && payload && typeof payload === 'object' ? String(payload.payload) : '';
  if (SCRIPTS[key]) return SCRIPTS[key];
  if (message.message_type === 'media') return [{ message_type: 'text', payload: 'ได้รับไฟล์แล้วค่ะ ขอบคุณค่ะ' }];
  return [{ message_type: 'text', payload: 'สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ' }, MENU];
}

/** The conversation the socket pushes for a record. */
export const pushed = (r: ChatRecord) => ({ sender: r.sender, message: r.message, createdAt: r.createdAt });
export const ownerOf = (r: Pick<ChatRecord, 'userId' | 'guestId'>) => `${CHAT_PREFIX}-${r.userId ?? r.guestId ?? ''}`;

class DemoSocket implements ChatSocketLike {
  // Set in the constructor, no class fields: see DemoError (mirage/rules/errors.ts).
  declare connected: boolean;
  declare joined: string | null;
  declare private handlers: Map<string, Array<(...args: unknown[]) => void>>;
  declare private readonly agent: { online: () => boolean; sockets: Set<DemoSocket> };
  constructor(agent: { online: () => boolean; sockets: Set<DemoSocket> }) {
    this.connected = false;
    this.joined = null;
    this.handlers = new Map();
    this.agent = agent;
    agent.sockets.add(this);
    this.connect();
  }
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  emit(event: string, ...args: unknown[]) {
    if (event === 'join' && this.connected) this.joined = String(args[0]);
  }
  connect() {
    if (this.connected || !this.agent.online()) return;
    setTimeout(() => {
      if (this.connected || !this.agent.online() || !this.agent.sockets.has(this)) return;
      this.connected = true;
      this.fire('connect');
    }, 50);
  }
  drop() {
    if (!this.connected) return;
    this.connected = false;
    this.joined = null;
    this.fire('disconnect', 'transport close');
  }
  close() {
    this.drop();
    this.agent.sockets.delete(this);
  }
}

export interface ChatAgent {
  /** Answer a customer's message (the replies follow 0.7 s apart). */
  reply(customer: ChatRecord): void;
  /** A socket of the page, as socket.io's would be. */
  socket(): ChatSocketLike;
  /** Drop every socket for `ms`; they come back by themselves (or at the page's next re-join) after it. */
  disconnect(ms: number): void;
}

export function createChatAgent(rt: Runtime, replyDelayMs = 700): ChatAgent {
  const sockets = new Set<DemoSocket>();
  let offlineUntil = 0;
  const online = () => Date.now() >= offlineUntil;
  const deliver = (r: ChatRecord) => {
    for (const s of sockets) if (s.connected && s.joined === ownerOf(r)) s.fire('messaging', pushed(r));
  };
  return {
    reply(customer) {
      scriptFor(customer.message).forEach((message, i) => {
        setTimeout(
          () => {
            const record: ChatRecord = {
              sender: 'other',
              message,
              userId: customer.userId,
              guestId: customer.guestId,
              username: null,
              name: 'Demo Support',
              deviceToken: null,
              createdAt: iso(rt.now()),
              session_id: null,
            };
            rt.state.chat.push(record);
            rt.save();
            deliver(record);
          },
          replyDelayMs * (i + 1),
        );
      });
    },
    socket: () => new DemoSocket({ online, sockets }),
    disconnect(ms) {
      offlineUntil = Date.now() + ms;
      for (const s of sockets) s.drop();
      setTimeout(() => {
        for (const s of sockets) s.connect();
      }, ms);
    },
  };
}
