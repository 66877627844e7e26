/** The demo bank: one plain, serialisable object. Money is always integer satang. */
import type { Currency, KipRules } from '../machines/validation';
import type { DemoCode } from './rules/errors';

/**
 * A failure armed by `failNext` (one call) or `failEvery` (every call until cleared); kept in the demo state so that
 * it survives a page reload.
 */
export interface FailRule {
  method: string;
  path: string;
  code: DemoCode;
  status: number;
  every?: boolean;
  /** The request key a KEY_MISSING or KEY_INVALID names in its answer. */
  key?: string;
}

/**
 * A call to hold (`holdNext`) until `release`, then answered as usual or with `code`; kept in the demo state (the
 * calls held at the moment it is kept go back to being holds) so that it survives a page reload.
 */
export interface HoldRule {
  method: string;
  path: string;
  code?: string;
  status?: number;
}

export const SCENARIOS = [
  'default',
  'terminated',
  'otpOff',
  'chatOff',
  'walletAuto',
  'manualDeposit',
  'inviteOff',
  'refundOff',
  'noBanners',
  'wheelOff',
] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const isScenario = (s: string): s is Scenario => (SCENARIOS as readonly string[]).includes(s);

/** Whether the scenario `s` is on in the bank (scenarios combine: chat off and the wheel off at once). */
export const scenarioOn = (state: { scenarios: readonly string[] }, s: Exclude<Scenario, 'default'>): boolean =>
  state.scenarios.includes(s);

/** The scenarios on, as one name: `default` when none is, else their names joined by `+` (`chatOff+wheelOff`). */
export const scenarioName = (scenarios: readonly string[]): string => scenarios.join('+') || 'default';

export type GameCategory = 'slot' | 'sport' | 'lotto';

export interface Member {
  _id: string;
  username: string;
  name: string;
  /** `salt$hash`, never sent out. */
  passwordHash: string;
  isActive: boolean;
  createdAt: string;
  coin: number;
  walletSatang: number;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: Currency | null;
  sourceCode: string;
  inviteCode: string;
  /** Invite bonus waiting to be received, and the invitees' success/fail percentages. */
  inviteBonusSatang: number;
  inviteSuccess: number;
  inviteFail: number;
  /** Loss refund waiting to be claimed. */
  refundSatang: number;
  refundSuccess: number;
  refundFail: number;
}

/** What a member holds on joining: no money, no coin, no reward waiting. */
export const NOTHING_YET = {
  coin: 0,
  walletSatang: 0,
  inviteBonusSatang: 0,
  inviteSuccess: 0,
  inviteFail: 0,
  refundSatang: 0,
  refundSuccess: 0,
  refundFail: 0,
} as const satisfies Partial<Member>;

export interface GameAccount {
  memberId: string;
  code: string;
  isActive: boolean;
  satang: number;
  username: string;
  password: string;
}

interface Session {
  token: string;
  memberId: string;
  issuedAt: number;
}

interface OtpRecord {
  otpToken: string;
  otpRef: string;
  phone: string;
  code: string;
  sentAt: number;
  verified: boolean;
}

type Descriptor = { description: string } | null;

export interface StatementRecord {
  _id: string;
  memberId: string;
  statementType: 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
  status: string;
  from: string;
  to: string;
  satang: number;
  createdAt: string;
  /** The short form of the Idempotency-Key of the call that wrote it (mirage/steps.ts), when one did. */
  reference?: string;
  bonus?: Descriptor;
  promotion?: Descriptor;
  invite?: Descriptor;
  refund?: Descriptor;
  luckydraw?: Descriptor;
}

export interface SlipRecord {
  memberId: string;
  reference: string;
  createdAt: string;
  satang: number | null;
  status: string;
  note: string | null;
  link: string | null;
  /** Uploaded slips: reviewed by their QR (rules/slips.ts; the name only for the demo's refusals), 4 s after `uploadedAt` (ms). */
  fileName?: string;
  uploadedAt?: number;
  /** The text of the slip's QR as the bank read it (null: none): an earlier slip's again is a duplicate. */
  qr?: string | null;
}

interface InviteRecord {
  memberId: string;
  fromName: string;
  satang: number;
  createdAt: string;
}
interface RefundRecord {
  memberId: string;
  satang: number;
  createdAt: string;
}
export interface UserBonusRecord {
  _id: string;
  memberId: string;
  code: string;
  isActive: boolean;
  /** When the member received it, each time (ISO). */
  received: string[];
  /** Of the running bonus: the bonus credit paid on the qualifying deposit (null while it waits for that deposit). */
  creditSatang?: number | null;
  /** Turnover the member must make (wallet to games) before the bonus completes, and what is made so far. */
  targetSatang?: number;
  turnoverSatang?: number;
}
export interface CouponRecord {
  _id: string;
  memberId: string;
  sliceCode: string;
  satang: number;
  claimed: boolean;
  createdAt: string;
}
export interface QrRecord {
  qrcodeId: string;
  memberId: string;
  provider: string;
  satang: number;
  createdAt: number;
  expiresAt: number;
}
export interface StoredAnswer {
  status: number;
  body: unknown;
  at: number;
}

export interface ChatRecord {
  sender: string;
  message: { message_type: string; payload: unknown };
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  createdAt: string;
  session_id: string | null;
}

export interface DemoState {
  version: 1;
  /**
   * The deployment the bank serves, as config.json (or the console's choice of site, `laosChoice`) says when the demo
   * starts: a Laos site's rules (phone, banks, currency) and its texts in Lao. Never chosen by the bank itself: a bank
   * kept for the other site is seeded anew (createDemoServer).
   */
  laos: boolean;
  /** The console's choice of site over config.json's `laos`, applied at the next load (absent: config.json's). */
  laosChoice?: boolean;
  /** The deployment's kip constants (config.json `kip`), as the app reads them: set at every start, never kept. */
  kip?: KipRules;
  /** The scenarios on, in SCENARIOS' order (none: the default, everything on); they combine. */
  scenarios: Array<Exclude<Scenario, 'default'>>;
  /** The demo brand the app shows (mirage/brands.ts); absent: the deployment's own. */
  brand?: string;
  /** How far the demo bank's clock is ahead of the page's Date.now() (`demo.advanceClock`). */
  clockOffsetMs?: number;
  /** One-shot failures armed by `failNext`, oldest first. */
  failures?: FailRule[];
  /**
   * The holds as kept (localStorage, a moment): those met first (their calls held then), then those not yet met. The
   * running bank keeps them in `Runtime.holds` (mirage/http.ts), not here.
   */
  holds?: HoldRule[];
  /** Counter for generated ids. */
  seq: number;
  members: Member[];
  gameAccounts: GameAccount[];
  sessions: Session[];
  /** Wrong-password times by phone, for the one-minute limit. */
  loginFailures: Record<string, number[]>;
  otps: OtpRecord[];
  /** OTP send times by phone, for the ten-minute block. */
  otpSends: Record<string, number[]>;
  verifiedPhones: string[];
  statements: StatementRecord[];
  slips: SlipRecord[];
  invites: InviteRecord[];
  refunds: RefundRecord[];
  userBonuses: UserBonusRecord[];
  /** `memberId:CODE` of received promotions. */
  promotionsReceived: string[];
  coupons: CouponRecord[];
  /** The slice code the next spin lands on (`demo.nextSpin`), once; null draws by weight. */
  nextSpin?: string | null;
  qrcodes: QrRecord[];
  /** Gift vouchers already redeemed (the `v` of the decrypted gift link), by anyone. */
  truelinks: string[];
  chat: ChatRecord[];
  /** Answers of idempotent calls by `memberId|method path|key`. */
  idempotency: Record<string, StoredAnswer>;
}

export function nextId(state: DemoState, prefix = ''): string {
  state.seq += 1;
  return `${prefix}${state.seq.toString(16).padStart(prefix ? 6 : 24, '0')}`;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
