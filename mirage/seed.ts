/** The seed bank: three personas (password demo1234) and the funded member's history. */
import { hashPassword } from './rules/auth';
import { bangkokDayStart, bangkokWeekStart } from '../machines/bangkokTime';
import type { DemoState, GameAccount, Member, StatementRecord } from './state';
import { iso } from './state';
import { demoFile } from './content';

export const DEMO_PASSWORD = 'demo1234';
export const PERSONAS = {
  funded: '0812345678',
  bonus: '0898765432',
  inactive: '0800000000',
  newcomer: '0822222222',
} as const;
export const SOMCHAI_ID = '64b000000000000000000a01';
export const MALEE_ID = '64b000000000000000000a02';
export const INACTIVE_ID = '64b000000000000000000a03';
export const ANONG_ID = '64b000000000000000000a04';

const DAY = 24 * 60 * 60 * 1000;
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

function member(id: string, over: Partial<Member> & Pick<Member, 'username' | 'name' | 'createdAt'>): Member {
  return {
    _id: id,
    passwordHash: hashPassword(DEMO_PASSWORD, id.slice(-4)),
    isActive: true,
    coin: 0,
    walletSatang: 0,
    bankCode: 'KBANK',
    bankAccountName: '',
    bankAccountNo: '',
    currency: null,
    sourceCode: 'facebook',
    inviteCode: '',
    inviteBonusSatang: 0,
    inviteSuccess: 0,
    inviteFail: 0,
    refundSatang: 0,
    refundSuccess: 0,
    refundFail: 0,
    ...over,
  };
}

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

type Row = [StatementRecord['statementType'], string, string, string, number];
const HISTORY: Row[] = Array.from({ length: 20 }, (_, i): Row => {
  const rows: Row[] = [
    ['deposit', 'SUCCESS', 'KBANK', 'WALLET', 30_000],
    ['transfer', 'SUCCESS', 'WALLET', 'pg', 10_000],
    ['withdraw', 'SUCCESS', 'WALLET', 'KBANK', 20_000],
    ['bonus', 'SUCCESS', 'BONUS', 'WALLET', 1_500],
    ['finish_bonus', 'SUCCESS', 'WALLET', 'BONUS', 500],
    ['deposit', 'PENDING', 'SCB', 'WALLET', 12_000],
    ['transfer', 'FAILED', 'WALLET', 'joker2', 5_000],
    ['withdraw', 'IN_PROGRESS', 'WALLET', 'KBANK', 7_500],
    ['transfer', 'SUCCESS', 'huayhd', 'WALLET', 2_025],
    ['deposit', 'FAILED', 'TRUEWALLET', 'WALLET', 9_900],
  ];
  return rows[i % rows.length]!;
});

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

export function seed(nowMs: number): DemoState {
  const ago = (ms: number) => iso(nowMs - ms);
  // Receipts that must fall inside the current Bangkok day or week, however early in it the demo starts.
  const dayStart = bangkokDayStart(nowMs);
  const weekStart = bangkokWeekStart(nowMs);
  const todayAt = (msAgo: number) => iso(Math.max(dayStart, nowMs - msAgo));
  const thisWeekAt = (msAgo: number) => iso(Math.max(weekStart, nowMs - msAgo));
  const somchai = member(SOMCHAI_ID, {
    username: PERSONAS.funded,
    name: 'Somchai Demo',
    createdAt: ago(120 * DAY),
    coin: 5,
    walletSatang: 150_000,
    bankCode: 'KBANK',
    bankAccountName: 'สมชาย เดโม',
    bankAccountNo: '1234567890',
    inviteBonusSatang: 7_500,
    inviteSuccess: 60,
    inviteFail: 40,
    refundSatang: 12_345,
    refundSuccess: 70,
    refundFail: 30,
  });
  const malee = member(MALEE_ID, {
    username: PERSONAS.bonus,
    name: 'Malee Bonus',
    createdAt: ago(40 * DAY),
    coin: 1,
    walletSatang: 32_050,
    bankCode: 'KTB',
    bankAccountName: 'มาลี โบนัส',
    bankAccountNo: '9876543210',
    sourceCode: 'friend',
    inviteCode: `PR${SOMCHAI_ID}`,
  });
  // Anong: an invite bonus whose invitees never played (NO_INVITEE_PLAY_INFO), a refund below the minimum.
  const anong = member(ANONG_ID, {
    username: PERSONAS.newcomer,
    name: 'Anong Newcomer',
    createdAt: ago(5 * DAY),
    walletSatang: 2_000,
    bankCode: 'SCB',
    bankAccountName: 'อนงค์ มาใหม่',
    bankAccountNo: '5556667778',
    sourceCode: 'line',
    inviteBonusSatang: 3_000,
    refundSatang: 500,
    refundSuccess: 50,
    refundFail: 50,
  });
  const inactive = member(INACTIVE_ID, {
    username: PERSONAS.inactive,
    name: 'Inactive Member',
    createdAt: ago(300 * DAY),
    isActive: false,
    bankCode: 'SCB',
    bankAccountName: 'INACTIVE MEMBER',
    bankAccountNo: '5555555555',
    sourceCode: 'other',
  });

  const st = (n: number, e: Omit<StatementRecord, '_id' | 'memberId' | 'createdAt'>, at: number): StatementRecord => ({
    _id: `64b0000000000000000b${n.toString(16).padStart(4, '0')}`,
    memberId: SOMCHAI_ID,
    createdAt: ago(at),
    ...e,
  });
  const statements: StatementRecord[] = [
    st(1, { statementType: 'deposit', status: 'SUCCESS', from: 'KBANK', to: 'WALLET', satang: 50_000 }, 5 * MIN),
    st(2, { statementType: 'transfer', status: 'SUCCESS', from: 'WALLET', to: 'pg', satang: 20_000 }, 50 * MIN),
    st(
      3,
      { statementType: 'withdraw', status: 'IN_PROGRESS', from: 'WALLET', to: 'KBANK', satang: 30_000 },
      3 * 60 * MIN,
    ),
    st(
      4,
      {
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'BONUS',
        to: 'WALLET',
        satang: 10_000,
        bonus: { description: 'โบนัสสมาชิกใหม่ WELCOME100' },
      },
      1 * DAY,
    ),
    st(
      5,
      {
        statementType: 'finish_bonus',
        status: 'SUCCESS',
        from: 'BONUS',
        to: 'WALLET',
        satang: 0,
        bonus: { description: 'ครบเงื่อนไขโบนัส WELCOME100' },
      },
      2 * DAY,
    ),
    st(
      6,
      {
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'PROMOTION',
        to: 'WALLET',
        satang: 5_000,
        promotion: { description: 'โปรโมชั่น PROMO50' },
      },
      3 * DAY,
    ),
    st(
      7,
      {
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'INVITE',
        to: 'WALLET',
        satang: 2_500,
        invite: { description: 'โบนัสชวนเพื่อน' },
      },
      4 * DAY,
    ),
    st(
      8,
      {
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'REFUND',
        to: 'WALLET',
        satang: 4_321,
        refund: { description: 'คืนยอดเสียรายสัปดาห์' },
      },
      6 * DAY,
    ),
    st(
      9,
      {
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'LUCKYDRAW',
        to: 'WALLET',
        satang: 2_000,
        luckydraw: { description: 'รางวัลวงล้อ 20 บาท' },
      },
      7 * DAY,
    ),
    st(10, { statementType: 'deposit', status: 'FAILED', from: 'SCB', to: 'WALLET', satang: 100_000 }, 8 * DAY),
    st(11, { statementType: 'withdraw', status: 'SUCCESS', from: 'WALLET', to: 'KBANK', satang: 80_000 }, 9 * DAY),
    st(12, { statementType: 'withdraw', status: 'FAILED', from: 'WALLET', to: 'KBANK', satang: 999_900 }, 10 * DAY),
    st(13, { statementType: 'transfer', status: 'SUCCESS', from: 'joker2', to: 'WALLET', satang: 15_050 }, 11 * DAY),
    st(14, { statementType: 'deposit', status: 'SUCCESS', from: 'TRUEWALLET', to: 'WALLET', satang: 20_000 }, 12 * DAY),
    // Three more weeks of Somchai's history: every type and status, so that the statement has more than three pages.
    ...HISTORY.map(([statementType, status, from, to, satang], i) =>
      st(17 + i, { statementType, status, from, to, satang }, (13 + i) * DAY),
    ),
    // Malee's running daily bonus: 10% of her 200 baht deposit.
    {
      ...st(
        15,
        {
          statementType: 'bonus',
          status: 'SUCCESS',
          from: 'BONUS',
          to: 'WALLET',
          satang: 2_000,
          bonus: { description: 'โบนัส DAILY10 10% ของยอดฝาก' },
        },
        0,
      ),
      memberId: MALEE_ID,
      createdAt: todayAt(90 * MIN),
    },
    {
      ...st(16, { statementType: 'deposit', status: 'SUCCESS', from: 'KBANK', to: 'WALLET', satang: 20_000 }, 0),
      memberId: MALEE_ID,
      createdAt: todayAt(90 * MIN),
    },
  ];

  return {
    version: 1,
    scenario: 'default',
    seq: 0x1000,
    members: [somchai, malee, inactive, anong],
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
    ],
    sessions: [],
    loginFailures: {},
    otps: [],
    otpSends: {},
    verifiedPhones: [],
    statements,
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
        link: demoFile('slip.svg'),
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
        message: { message_type: 'text', payload: 'สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ' },
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
