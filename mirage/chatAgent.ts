/**
 * The demo's support agent and its in-page socket. Each customer message is answered by a short script that shows
 * every message type (a greeting with quick replies, buttons, an image, a generic card, an unknown type); replies are
 * kept in the bank (so history has them) and pushed to the sockets joined as `<prefix>-<id>`. `disconnect(ms)` drops
 * every socket for a while, as a network outage would: replies made meanwhile are only in history.
 */
import type { ChatSocketLike } from '../src/services/chatSocket';
import { BONUSES } from './bonusContent';
import { CHAT_PREFIX, demoFile, moneySaid, ownAmount, say, type Counted, type Said } from './content';
import type { Runtime } from './http';
import { TOKEN_TTL_MS } from './rules/auth';
import type { ChatRecord } from './state';
import { iso } from './state';

type Message = ChatRecord['message'];
type Site = { laos: boolean };
const button = (title: string, type: string, payload: string) => ({ title, type, payload });
/** The agent's words, in the site's language (Thai, or Lao on the Laos site). */
const WORDS = {
  menu: { th: 'ลองดูข้อความแบบต่างๆ ได้เลยค่ะ', la: 'ລອງເບິ່ງຂໍ້ຄວາມແບບຕ່າງໆ ໄດ້ເລີຍເດີ້' },
  buttons: { th: 'ปุ่ม', la: 'ປຸ່ມ' },
  image: { th: 'รูปภาพ', la: 'ຮູບພາບ' },
  card: { th: 'การ์ด', la: 'ບັດ' },
  other: { th: 'แบบอื่น', la: 'ແບບອື່ນ' },
  ways: { th: 'ติดต่อเราได้หลายทางค่ะ', la: 'ຕິດຕໍ່ພວກເຮົາໄດ້ຫຼາຍທາງເດີ້' },
  website: { th: 'เว็บไซต์', la: 'ເວັບໄຊ' },
  call: { th: 'โทรหาเรา', la: 'ໂທຫາພວກເຮົາ' },
  seeCard: { th: 'ดูการ์ด', la: 'ເບິ່ງບັດ' },
  weekly: { th: 'โปรโมชั่นประจำสัปดาห์', la: 'ໂປຣໂມຊັນປະຈຳອາທິດ' },
  welcome: { th: 'โบนัสต้อนรับ', la: 'ໂບນັດຕ້ອນຮັບ' },
  seeBonus: { th: 'ดูโบนัส', la: 'ເບິ່ງໂບນັດ' },
  gotFile: { th: 'ได้รับไฟล์แล้วค่ะ ขอบคุณค่ะ', la: 'ໄດ້ຮັບໄຟລ໌ແລ້ວ ຂອບໃຈເດີ້' },
  hello: { th: 'สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ', la: 'ສະບາຍດີ ຍິນດີໃຫ້ບໍລິການ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່' },
} satisfies Record<string, Said>;

/** The welcome bonus's offer, from its rule, its cap in the member's currency: "รับเพิ่ม 100% สูงสุด 500 บาท". */
function welcomeMore(member: Counted): Said {
  const def = BONUSES.find((b) => b.newMembersOnly)!;
  const cap = moneySaid(member, ownAmount(member, def.capSatang));
  return { th: `รับเพิ่ม ${def.percent}% สูงสุด ${cap.th}`, la: `ຮັບເພີ່ມ ${def.percent}% ສູງສຸດ ${cap.la}` };
}

/** The scripts of the quick replies, in the site's words and the member's currency. */
function scripts(site: Site, member: Counted): Record<string, Message[]> {
  const w = (key: keyof typeof WORDS) => say(site, WORDS[key]);
  return {
    MENU: [
      {
        message_type: 'quick_replies',
        payload: {
          text: w('menu'),
          quick_replies: [
            button(w('buttons'), 'postback', 'DEMO_BUTTONS'),
            button(w('image'), 'postback', 'DEMO_IMAGE'),
            button(w('card'), 'postback', 'DEMO_CARD'),
            button(w('other'), 'postback', 'DEMO_UNKNOWN'),
          ],
        },
      },
    ],
    DEMO_BUTTONS: [
      {
        message_type: 'buttons',
        payload: {
          text: w('ways'),
          buttons: [
            button(w('website'), 'web', 'https://example.com/help'),
            button(w('call'), 'call', '021234567'),
            button(w('seeCard'), 'postback', 'DEMO_CARD'),
          ],
        },
      },
    ],
    DEMO_IMAGE: [
      {
        message_type: 'media',
        payload: { message: w('weekly'), url: false, fileType: 'image', filePath: demoFile('banner.svg') },
      },
    ],
    DEMO_CARD: [
      {
        message_type: 'generic',
        payload: {
          elements: [
            {
              title: w('welcome'),
              subtitle: say(site, welcomeMore(member)),
              image_url: demoFile('banner.svg'),
              buttons: [button(w('seeBonus'), 'web', 'user/bonus')],
            },
          ],
        },
      },
    ],
    DEMO_UNKNOWN: [{ message_type: 'carousel_v2', payload: { cards: [] } }],
  };
}

/** The agent's answer to one customer message, in the site's language (and a member's currency; a guest's: baht). */
export function scriptFor(message: Message, site: Site, member: Counted = { currency: null }): Message[] {
  const payload = message.payload as { payload?: unknown } | string | null;
  const key =
    message.message_type === 'postback' && payload && typeof payload === 'object' ? String(payload.payload) : '';
  const all = scripts(site, member);
  if (key.startsWith('DEMO_') && all[key]) return all[key];
  if (message.message_type === 'media') return [{ message_type: 'text', payload: say(site, WORDS.gotFile) }];
  return [{ message_type: 'text', payload: say(site, WORDS.hello) }, ...all.MENU!];
}

/** The conversation the socket pushes for a record. */
const pushed = (r: ChatRecord) => ({ sender: r.sender, message: r.message, createdAt: r.createdAt });
const ownerOf = (r: Pick<ChatRecord, 'userId' | 'guestId'>) => `${CHAT_PREFIX}-${r.userId ?? r.guestId ?? ''}`;

/** What a socket asks of the agent: whether it is online, the sockets to push to, who may join which room. */
interface Agent {
  online: () => boolean;
  sockets: Set<DemoSocket>;
  mayJoin: (room: string, token: string | null) => boolean;
}

class DemoSocket implements ChatSocketLike {
  // Set in the constructor, no class fields: see DemoError (mirage/rules/errors.ts).
  declare connected: boolean;
  declare joined: string | null;
  declare private handlers: Map<string, Array<(...args: unknown[]) => void>>;
  declare private readonly agent: Agent;
  declare private readonly token: string | null;
  constructor(agent: Agent, token: string | null) {
    this.connected = false;
    this.joined = null;
    this.handlers = new Map();
    this.agent = agent;
    this.token = token;
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
    // A member's room is joined with that member's session alone (a guest's room by its id).
    if (event === 'join' && this.connected && this.agent.mayJoin(String(args[0]), this.token))
      this.joined = String(args[0]);
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
  /** A socket of the page, as socket.io's would be; a member's handshake carries the session's token. */
  socket(token: string | null): ChatSocketLike;
  /** Drop every socket for `ms`; they come back by themselves (or at the page's next re-join) after it. */
  disconnect(ms: number): void;
}

export function createChatAgent(rt: Runtime, replyDelayMs = 700): ChatAgent {
  const sockets = new Set<DemoSocket>();
  let offlineUntil = 0;
  const online = () => Date.now() >= offlineUntil;
  // A member's room (`<prefix>-<member id>`) takes that member's live session; any other room is a guest's.
  const mayJoin = (room: string, token: string | null) => {
    const member = rt.state.members.find((m) => ownerOf({ userId: m._id, guestId: null }) === room);
    if (!member) return true;
    const session = token ? rt.state.sessions.find((s) => s.token === token) : undefined;
    return session?.memberId === member._id && rt.now() - session.issuedAt < TOKEN_TTL_MS;
  };
  const deliver = (r: ChatRecord) => {
    for (const s of sockets) if (s.connected && s.joined === ownerOf(r)) s.fire('messaging', pushed(r));
  };
  return {
    reply(customer) {
      const member = rt.state.members.find((m) => m._id === customer.userId);
      scriptFor(customer.message, rt.state, member).forEach((message, i) => {
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
    socket: (token) => new DemoSocket({ online, sockets, mayJoin }, token),
    disconnect(ms) {
      offlineUntil = Date.now() + ms;
      for (const s of sockets) s.drop();
      setTimeout(() => {
        for (const s of sockets) s.connect();
      }, ms);
    },
  };
}
