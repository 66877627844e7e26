/**
 * Bonus and promotion rules of the demo bank (numbers in bonusContent.ts). Limits count receipts in Bangkok calendar days
 * and weeks with the same function as the app's bonus machine. Every credit and forfeit is a recorded movement.
 */
import { limitReached } from '../../machines/bangkokTime';
import { BONUSES, PROMOTIONS, type BonusDef } from '../bonusContent';
import { ENTRY_TEXT, ownAmount, say } from '../content';
import type { DemoState, Member, UserBonusRecord } from '../state';
import { iso, nextId } from '../state';
import { credit, debit, record } from './entries';
import { fail } from './errors';

const bonusDef = (code: string): BonusDef | undefined => BONUSES.find((b) => b.code === code);
export const activeBonus = (state: DemoState, m: Member): UserBonusRecord | undefined =>
  state.userBonuses.find((b) => b.memberId === m._id && b.isActive);
const userBonus = (state: DemoState, m: Member, code: string) =>
  state.userBonuses.find((x) => x.memberId === m._id && x.code === code);

/** Members who have received the bonus at least once. */
const receivers = (state: DemoState, code: string) =>
  new Set(state.userBonuses.filter((u) => u.code === code && u.received.length > 0).map((u) => u.memberId));
const hasDeposited = (state: DemoState, m: Member) =>
  state.statements.some((s) => s.memberId === m._id && s.statementType === 'deposit' && s.status === 'SUCCESS');

/** GET /api/bonus/activate/{code}: refuse, or make the bonus the member's active one (waiting for the next deposit). */
export function activateBonus(state: DemoState, now: number, member: Member, code: string): UserBonusRecord {
  const def = bonusDef(code);
  if (!def) fail('NO_DATA', 404);
  if (activeBonus(state, member)) fail('BONUS_ALREADY_ACTIVE', 409);
  let u = userBonus(state, member, def.code);
  if (u && limitReached(def.type, def.maxReceived, u.received, now)) fail('BONUS_MAX_CLAIMED', 403);
  const who = receivers(state, def.code);
  if (def.quota !== null && !who.has(member._id) && who.size >= def.quota) fail('BONUS_FULL', 403);
  if (def.newMembersOnly && hasDeposited(state, member)) fail('BONUS_CONDITION', 403);
  if (!u) {
    u = { _id: nextId(state), memberId: member._id, code: def.code, isActive: false, received: [] };
    state.userBonuses.push(u);
  }
  Object.assign(u, { isActive: true, creditSatang: null, targetSatang: 0, turnoverSatang: 0 });
  u.received.push(iso(now));
  return u;
}

/** GET /api/bonus/clear: the active bonus ends; what is left of its credit in the wallet is forfeited. */
export function clearBonus(state: DemoState, now: number, member: Member): number {
  const u = activeBonus(state, member);
  if (!u) fail('NO_DATA', 404);
  const forfeit = Math.min(u.creditSatang ?? 0, member.walletSatang);
  debit(member, forfeit);
  u.isActive = false;
  record(state, now, {
    memberId: member._id,
    statementType: 'finish_bonus',
    status: 'SUCCESS',
    from: 'WALLET',
    to: 'BONUS',
    satang: forfeit,
    bonus: { description: say(state, ENTRY_TEXT.bonusCancelled(u.code)) },
  });
  return forfeit;
}

/** A successful deposit: the active bonus waiting for one pays its percentage (capped) when the deposit qualifies. */
export function bonusOnDeposit(state: DemoState, now: number, member: Member, satang: number): void {
  const u = activeBonus(state, member);
  const def = u && bonusDef(u.code);
  if (!u || !def || (u.creditSatang ?? null) !== null || satang < ownAmount(member, def.minDepositSatang)) return;
  const bonus = Math.min(Math.floor((satang * def.percent) / 100), ownAmount(member, def.capSatang));
  u.creditSatang = bonus;
  u.targetSatang = (satang + bonus) * def.turnover;
  u.turnoverSatang = 0;
  credit(member, bonus);
  record(state, now, {
    memberId: member._id,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'BONUS',
    to: 'WALLET',
    satang: bonus,
    bonus: { description: say(state, ENTRY_TEXT.bonusPaid(def.code, def.percent)) },
  });
}

/** Money moved from the wallet into a game counts as turnover; reaching the target completes the bonus. */
export function bonusOnPlay(state: DemoState, now: number, member: Member, satang: number): void {
  const u = activeBonus(state, member);
  if (!u || (u.creditSatang ?? null) === null) return;
  u.turnoverSatang = (u.turnoverSatang ?? 0) + satang;
  if (u.turnoverSatang < (u.targetSatang ?? 0)) return;
  u.isActive = false;
  record(state, now, {
    memberId: member._id,
    statementType: 'finish_bonus',
    status: 'SUCCESS',
    from: 'BONUS',
    to: 'WALLET',
    satang: 0,
    bonus: { description: say(state, ENTRY_TEXT.bonusDone(u.code)) },
  });
}

/** Nothing leaves while a bonus runs. */
export function assertNoBonus(state: DemoState, member: Member): void {
  if (activeBonus(state, member)) fail('BONUS_REMAINING', 403);
}

export const findPromotion = (code: string | undefined) =>
  PROMOTIONS.find((x) => x.code === code?.trim().toUpperCase());

/** GET /api/promotion/activate/{code}: credits the promotion once per member, only without an active bonus. */
export function activatePromotion(state: DemoState, now: number, member: Member, code: string | undefined): number {
  const found = findPromotion(code);
  if (!found) fail('NO_PROMOTION', 404);
  const key = `${member._id}:${found.code}`;
  if (state.promotionsReceived.includes(key)) fail('PROMOTION_RECEIVED', 409);
  if (activeBonus(state, member)) fail('BONUS_ALREADY_ACTIVE', 409);
  state.promotionsReceived.push(key);
  const amount = ownAmount(member, found.satang);
  credit(member, amount);
  record(state, now, {
    memberId: member._id,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'PROMOTION',
    to: 'WALLET',
    satang: amount,
    promotion: { description: say(state, ENTRY_TEXT.promotion(found.code)) },
  });
  return amount;
}
