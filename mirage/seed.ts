/**
 * The seed bank at `nowMs`: the personas (./seedMembers.ts), their game accounts, statement (./seedStatements.ts),
 * slips, invites, refunds, bonuses, coupons and chat.
 */
import { bangkokDayStart, bangkokWeekStart, DAY_MS as DAY } from '../machines/bangkokTime';
import { GAMES, say, type Said } from './content';
import { ANONG_ID, MALEE_ID, PERSONAS, SOMCHAI_ID } from './personas';
import { seedMembers } from './seedMembers';
import { seedStatements } from './seedStatements';
import type { DemoState, GameAccount } from './state';
import { iso } from './state';

const SOMCHAI_CHAT = [
  'ฝากเงินแล้วยอดยังไม่เข้าครับ',
  'รบกวนแจ้งเวลาที่โอนและธนาคารค่ะ',
  'กสิกร 10:32 ครับ',
  'ยอดเข้ากระเป๋าแล้วค่ะ ขอบคุณค่ะ',
  'ขอบคุณครับ',
  'ยินดีค่ะ',
  'ถอนเงินขั้นต่ำเท่าไหร่ครับ',
  'ขั้นต่ำ 100 บาทค่ะ',
  'โบนัสรายวันรับได้กี่ครั้งครับ',
  'วันละ 1 ครั้งค่ะ รีเซ็ตเที่ยงคืน',
  'โอเคครับ',
  'มีอะไรสอบถามได้ตลอดค่ะ https://example.com/help',
];
const MIN = 60 * 1000;
/** The greeting every chat opens with, in the site's language. */
const GREETING: Said = { th: 'สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ', la: 'ສະບາຍດີ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່' };

function games(memberId: string, username: string, rows: Array<[string, boolean, number]>): GameAccount[] {
  return rows.map(([code, isActive, satang]) => ({
    memberId,
    code,
    isActive,
    satang,
    username: isActive ? `demo${username.slice(-4)}${code}` : '',
    password: isActive ? 'Pw' + code.length + username.slice(-3) : '',
  }));
}

const INVITEES: Array<[string, number]> = [
  ['Kanya Newcomer', 1_250],
  ['Napat Player', 0],
  ['Prasert Friend', 5_000],
  ['Malee Bonus', 2_500],
  ['Somsak Lucky', 750],
  ['Wipa Spinner', 0],
  ['Boonmee Slot', 3_300],
  ['Lamyai Sport', 1_000],
  ['Thong Lotto', 0],
  ['Sai Casino', 420],
  ['Noi Weekend', 15_000],
  ['Keng Daily', 60],
  ['Pim First', 2_000],
];

/** `laos`: the deployment the bank serves (config.json's `laos`): a Laos site's bank writes in Lao. */
export function seed(nowMs: number, laos = false): DemoState {
  const ago = (ms: number) => iso(nowMs - ms);
  // Receipts that must fall inside the current Bangkok day or week, however early in it the demo starts.
  const dayStart = bangkokDayStart(nowMs);
  const weekStart = bangkokWeekStart(nowMs);
  const todayAt = (msAgo: number) => iso(Math.max(dayStart, nowMs - msAgo));
  const thisWeekAt = (msAgo: number) => iso(Math.max(weekStart, nowMs - msAgo));
  return {
    version: 1,
    laos,
    scenarios: [],
    seq: 0x1000,
    members: seedMembers(nowMs),
    gameAccounts: [
      ...games(SOMCHAI_ID, PERSONAS.funded, [
        ['pg', true, 25_050],
        ['joker2', true, 12_000],
        ['betflix', false, 0],
        ['areaslot', false, 0],
        ['askmebet', true, 8_025],
        ['usun', false, 0],
        ['huayhd', true, 4_500],
      ]),
      ...games(MALEE_ID, PERSONAS.bonus, [
        ['pg', true, 10_000],
        ['usun', false, 0],
        ['huayhd', false, 0],
      ]),
      // Anong, as a member just registered: every game of the catalogue, none opened yet (rules/registration.ts).
      ...games(
        ANONG_ID,
        PERSONAS.newcomer,
        GAMES.map((g): [string, boolean, number] => [g.code, false, 0]),
      ),
    ],
    sessions: [],
    loginFailures: {},
    otps: [],
    otpSends: {},
    verifiedPhones: [],
    statements: seedStatements(nowMs, { laos }),
    slips: [
      {
        memberId: SOMCHAI_ID,
        reference: 'SLIP-0001',
        createdAt: ago(20 * MIN),
        satang: null,
        status: 'IN_PROGRESS',
        note: null,
        link: null,
      },
      {
        memberId: SOMCHAI_ID,
        reference: 'SLIP-0002',
        createdAt: ago(2 * DAY),
        satang: 50_000,
        status: 'SUCCESS',
        note: null,
        link: null,
      },
      {
        memberId: SOMCHAI_ID,
        reference: 'SLIP-0003',
        createdAt: ago(3 * DAY),
        satang: 30_000,
        status: 'FAILED',
        note: 'SLIP_REFNO_DUPLICATED',
        link: null,
      },
      {
        memberId: SOMCHAI_ID,
        reference: 'SLIP-0004',
        createdAt: ago(5 * DAY),
        satang: null,
        status: 'FAILED',
        note: 'EXPIRED_SLIP',
        link: null,
      },
    ],
    // Somchai's 13 invitees (two pages), newest first; Anong's two never played.
    invites: [
      ...INVITEES.map(([fromName, satang], i) => ({
        memberId: SOMCHAI_ID,
        fromName,
        satang,
        createdAt: ago((2 + 3 * i) * DAY),
      })),
      { memberId: ANONG_ID, fromName: 'Chai Quiet', satang: 0, createdAt: ago(3 * DAY) },
      { memberId: ANONG_ID, fromName: 'Dao Quiet', satang: 0, createdAt: ago(4 * DAY) },
    ],
    // Somchai's weekly refunds received over twelve weeks, newest first.
    refunds: Array.from({ length: 12 }, (_, i) => ({
      memberId: SOMCHAI_ID,
      satang: 4_321 + i * 517,
      createdAt: ago((6 + 7 * i) * DAY),
    })),
    userBonuses: [
      // Somchai: the welcome bonus is used up for good, today's daily bonus too (until 00:00 Bangkok); the weekly one is free.
      {
        _id: '64b0000000000000000c0001',
        memberId: SOMCHAI_ID,
        code: 'WELCOME100',
        isActive: false,
        received: [ago(30 * DAY)],
      },
      {
        _id: '64b0000000000000000c0003',
        memberId: SOMCHAI_ID,
        code: 'DAILY10',
        isActive: false,
        received: [todayAt(3 * 60 * MIN)],
      },
      // Malee: the daily bonus runs (20 baht on a 200 baht deposit, turnover 440 to go); the weekly one is used up until Monday.
      {
        _id: '64b0000000000000000c0002',
        memberId: MALEE_ID,
        code: 'DAILY10',
        isActive: true,
        received: [todayAt(2 * 60 * MIN)],
        creditSatang: 2_000,
        targetSatang: 44_000,
        turnoverSatang: 0,
      },
      {
        _id: '64b0000000000000000c0004',
        memberId: MALEE_ID,
        code: 'WEEKLY5',
        isActive: false,
        received: [iso(weekStart), thisWeekAt(MIN)],
      },
      // FLASH50's three places are taken by other members.
      ...['f01', 'f02', 'f03'].map((n, i) => ({
        _id: `64b0000000000000000c0${n}`,
        memberId: `64b000000000000000000${n}`,
        code: 'FLASH50',
        isActive: false,
        received: [ago((i + 1) * DAY)],
      })),
    ],
    promotionsReceived: [`${SOMCHAI_ID}:CASHBACK`],
    // Somchai: five coupons to claim (two pages of three), one of them expiring within the hour, one expired, one claimed.
    // Malee: one coupon she cannot claim while her daily bonus runs (BONUS_REMAINING).
    coupons: [
      {
        _id: '64b0000000000000000d0001',
        memberId: SOMCHAI_ID,
        sliceCode: 'P20',
        satang: 2_000,
        claimed: false,
        createdAt: ago(DAY),
      },
      {
        _id: '64b0000000000000000d0002',
        memberId: SOMCHAI_ID,
        sliceCode: 'P5',
        satang: 500,
        claimed: false,
        createdAt: ago(2 * DAY),
      },
      {
        _id: '64b0000000000000000d0004',
        memberId: SOMCHAI_ID,
        sliceCode: 'P1',
        satang: 100,
        claimed: false,
        createdAt: ago(3 * DAY),
      },
      {
        _id: '64b0000000000000000d0005',
        memberId: SOMCHAI_ID,
        sliceCode: 'P10',
        satang: 1_000,
        claimed: false,
        createdAt: ago(4 * DAY),
      },
      {
        _id: '64b0000000000000000d0006',
        memberId: SOMCHAI_ID,
        sliceCode: 'P50',
        satang: 5_000,
        claimed: false,
        createdAt: ago(7 * DAY - 60 * 60 * 1000),
      },
      {
        _id: '64b0000000000000000d0007',
        memberId: SOMCHAI_ID,
        sliceCode: 'P20',
        satang: 2_000,
        claimed: false,
        createdAt: ago(8 * DAY),
      },
      {
        _id: '64b0000000000000000d0003',
        memberId: SOMCHAI_ID,
        sliceCode: 'P100',
        satang: 10_000,
        claimed: true,
        createdAt: ago(9 * DAY),
      },
      {
        _id: '64b0000000000000000d0008',
        memberId: MALEE_ID,
        sliceCode: 'P10',
        satang: 1_000,
        claimed: false,
        createdAt: ago(DAY),
      },
    ],
    qrcodes: [],
    truelinks: [],
    // The greeting everyone sees, then Somchai's earlier conversation: 12 messages over three days (two pages of history).
    chat: [
      {
        sender: 'other',
        message: { message_type: 'text', payload: say({ laos }, GREETING) },
        userId: null,
        guestId: null,
        username: null,
        name: 'Demo Support',
        deviceToken: null,
        createdAt: ago(4 * DAY),
        session_id: null,
      },
      ...SOMCHAI_CHAT.map((text, i) => ({
        sender: i % 2 === 0 ? 'customer' : 'other',
        message: { message_type: 'text', payload: text },
        userId: SOMCHAI_ID,
        guestId: null,
        username: i % 2 === 0 ? PERSONAS.funded : null,
        name: i % 2 === 0 ? 'Somchai Demo' : 'Demo Support',
        deviceToken: null,
        createdAt: ago((3 - i / 6) * DAY),
        session_id: null,
      })),
    ],
    idempotency: {},
  };
}
