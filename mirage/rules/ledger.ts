/**
 * The ledger: money in integer satang. Every amount entering the demo is checked and converted here, and every
 * movement between the wallet, the game accounts and the outside world happens here, atomically: a rule either
 * refuses before anything moves or moves the money and records statement entries.
 *
 * The money in the system (wallet plus game balances) changes only by deposits, withdrawals, house credits (bonus,
 * promotion, invite, refund, prize) and bonus forfeits;
 * tests/unit/mirage/ledger.property.test.ts checks that over thousands of random sequences.
 */
import { transferMinimumOf } from '../../machines/validation';
import { ownAmount, WITHDRAW_LIMITS, type Counted } from '../content';
import type { DemoState, FailRule, GameAccount, Member } from '../state';
import { assertNoBonus, bonusOnDeposit, bonusOnPlay } from './bonus';
import { credit, debit, record } from './entries';
import { fail } from './errors';

const WALLET = 'WALLET';
/**
 * The app's transfer minimum in the member's hundredths (satang, or a kip member's hundredths of kip): 1 baht
 * (docs/product.md#validation-transfer), or the deployment's kip minimum. A ledger keeps each member in their own
 * currency: a kip member's amounts are kip, never converted.
 */
const minTransferSatang = (state: DemoState, m: Member) => transferMinimumOf(m.currency ?? 'BAHT', state.kip) * 100;
/**
 * The member's withdraw limits, in their hundredths: the bank's own (content.ts, baht), a kip member's its kip price
 * list (ownAmount). GET /api/lookup/withdraw answers them.
 */
export const withdrawLimitsOf = (member: Counted) => ({
  min: ownAmount(member, WITHDRAW_LIMITS.withdrawMin * 100),
  max: ownAmount(member, WITHDRAW_LIMITS.withdrawMax * 100),
});

/** Baht (at most 2 decimals, positive) to satang; anything else (NaN and ±Infinity too) is KEY_INVALID. */
export function toSatang(baht: number): number {
  const satang = Math.round(baht * 100);
  if (Math.abs(satang - baht * 100) > 1e-6) fail('KEY_INVALID', 400);
  if (satang <= 0 || !Number.isSafeInteger(satang)) fail('KEY_INVALID', 400);
  return satang;
}

export const toBaht = (satang: number): number => satang / 100;

/** The member's active game account `code`; an unknown or inactive game is NO_GAME. */
export function activeGame(state: DemoState, member: Member, code: string): GameAccount {
  const acc = state.gameAccounts.find((g) => g.memberId === member._id && g.code === code);
  if (!acc?.isActive) fail('NO_GAME', 403);
  return acc;
}

/** Where money sits: the wallet or one game account. */
interface Pocket {
  code: string;
  balance(): number;
  add(satang: number): void;
}

function pocket(state: DemoState, member: Member, code: string): Pocket {
  if (code === WALLET) {
    return {
      code,
      balance: () => member.walletSatang,
      add: (s) => {
        member.walletSatang += s;
      },
    };
  }
  const acc = activeGame(state, member, code);
  return {
    code,
    balance: () => acc.satang,
    add: (s) => {
      acc.satang += s;
    },
  };
}

/**
 * Move checked money from one pocket to another. With an injected provider failure the source is really debited,
 * the game provider fails, the funds go back to the source, a FAILED entry is recorded and the failure is answered.
 */
function move(
  state: DemoState,
  now: number,
  member: Member,
  source: Pocket,
  target: Pocket,
  satang: number,
  injected: FailRule | null,
): void {
  const entry = {
    memberId: member._id,
    statementType: 'transfer' as const,
    from: source.code,
    to: target.code,
    satang,
  };
  source.add(-satang);
  if (injected) {
    source.add(satang);
    record(state, now, { ...entry, status: 'FAILED' });
    fail(injected.code, injected.status);
  }
  target.add(satang);
  record(state, now, { ...entry, status: 'SUCCESS' });
  if (source.code === WALLET) bonusOnPlay(state, now, member, satang);
}

/** POST /api/wallet/transfer: between the wallet and a game, or two games, of the member. */
export function transfer(
  state: DemoState,
  now: number,
  member: Member,
  from: string,
  to: string,
  amount: number,
  injected: FailRule | null = null,
): void {
  if (from === to) fail('KEY_INVALID', 400);
  const satang = toSatang(amount);
  if (satang < minTransferSatang(state, member)) fail('TRANSFER_MINIMUM', 403);
  const source = pocket(state, member, from);
  const target = pocket(state, member, to);
  if (source.balance() < satang) fail('MONEY_NOT_ENOUGH', 403);
  move(state, now, member, source, target, satang, injected);
}

/** POST /api/wallet/transferAll: the whole wallet to an active game (at least the transfer minimum). */
export function transferAll(
  state: DemoState,
  now: number,
  member: Member,
  to: string,
  injected: FailRule | null = null,
): void {
  if (to === WALLET) fail('NO_GAME', 403);
  const target = pocket(state, member, to);
  const satang = member.walletSatang;
  if (satang <= 0) fail('MONEY_NOT_ENOUGH', 403);
  if (satang < minTransferSatang(state, member)) fail('TRANSFER_MINIMUM', 403);
  move(state, now, member, pocket(state, member, WALLET), target, satang, injected);
}

function checkWithdraw(member: Member, amount: number): number {
  const satang = toSatang(amount);
  const { min, max } = withdrawLimitsOf(member);
  // The catalogue has no withdraw-limit code: outside the lookup's limits is an invalid amount.
  if (satang < min || satang > max) fail('KEY_INVALID', 400);
  return satang;
}

function payOut(state: DemoState, now: number, member: Member, satang: number): void {
  assertNoBonus(state, member);
  debit(member, satang);
  record(state, now, {
    memberId: member._id,
    statementType: 'withdraw',
    status: 'IN_PROGRESS',
    from: WALLET,
    to: member.bankCode,
    satang,
  });
}

/** POST /api/wallet/withdraw: leaves the wallet at once; the entry stays in progress (the bank transfer is not shown). */
export function withdraw(state: DemoState, now: number, member: Member, amount: number): void {
  const satang = checkWithdraw(member, amount);
  if (satang > member.walletSatang) fail('MONEY_NOT_ENOUGH', 403);
  payOut(state, now, member, satang);
}

/**
 * POST /api/wallet/withdrawAll (the withdraw dialog): the same rule as withdraw, on the wallet alone (the issue's
 * rule: MONEY_NOT_ENOUGH above the wallet). Game balances stay where they are; the member moves them first.
 */
export function withdrawAll(state: DemoState, now: number, member: Member, amount: number): void {
  withdraw(state, now, member, amount);
}

/**
 * Every successful deposit (demo add, QR payment, slip, gift link) comes in here: the wallet is credited, a `deposit`
 * entry recorded, and an active bonus waiting for a deposit pays its share.
 */
export function receiveDeposit(state: DemoState, now: number, member: Member, satang: number, from: string): void {
  credit(member, satang);
  record(state, now, { memberId: member._id, statementType: 'deposit', status: 'SUCCESS', from, to: WALLET, satang });
  bonusOnDeposit(state, now, member, satang);
}

/** POST /api/wallet/add: a demo deposit into the wallet. */
export function deposit(state: DemoState, now: number, member: Member, amount: number): void {
  receiveDeposit(state, now, member, toSatang(amount), 'DEMO');
}
