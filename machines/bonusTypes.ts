import type { LimitType } from './bangkokTime';
import type { Intent } from './intent';

/** The bonus machine's (machines/bonus.ts) context, events and input. */

/** What the machine knows of one bonus and the member's receipts of it (from GET /api/bonus). */
export interface BonusInfo {
  code: string;
  type: LimitType;
  maxReceived: number;
  /** When the member received it (ISO), each time. */
  received: string[];
  isActive: boolean;
}

/** A cancelled bonus's receipt: which one, the clearing's reference and when it was answered (epoch ms). */
export interface ClearedBonus {
  code: string;
  reference: string | null;
  at: number;
}

export interface BonusContext {
  bonus: BonusInfo;
  /** The member's active bonus, this one or another (null: none). */
  activeCode: string | null;
  /** The clock's last reading (epoch ms): the Bangkok day and week are counted from it. */
  now: number;
  /** The last refusal, shown in the bonus dialog (receive) or an alert (cancel). */
  error: string | null;
  /** The open activation or clearing: sent without an answer that proved it (null: none). */
  intent: Intent | null;
  /**
   * The bank refused it as full (BONUS_FULL: every place of its quota taken). The list has no quota, so the first
   * refusal is the member's only way to learn it; from then on the card says so before any tap.
   */
  full: boolean;
  /** The running bonus that receiving this one cancelled (a switch): its receipt, shown with this one's. */
  switchedFrom: ClearedBonus | null;
}

export type BonusEvent =
  | { type: 'SYNC'; bonus: BonusInfo; activeCode: string | null }
  | { type: 'TICK'; now: number }
  | { type: 'RECEIVE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  /** Another bonus of the page starts or stops running (its board says so at once, before the list is read again). */
  | { type: 'RUNNING'; code: string; running: boolean };

export interface BonusInput {
  bonus: BonusInfo;
  activeCode: string | null;
  now: number;
  /** This bonus's activation left open by an earlier visit (kept on the phone). */
  intent?: Intent | null;
  /** The bank refused it as full on an earlier visit of this session (kept on the phone). */
  full?: boolean;
}
