/** Money in integer satang: every amount entering the demo is checked and converted here. */
import type { DemoState, GameAccount, Member, StatementRecord } from '../state';
import { iso, nextId } from '../state';
import { fail } from './errors';

export const MIN_TRANSFER_SATANG = 100;

/** Baht (at most 2 decimals, positive) to satang; anything else is KEY_INVALID. */
export function toSatang(baht: number): number {
  if (!Number.isFinite(baht)) fail('KEY_INVALID', 400);
  const satang = Math.round(baht * 100);
  if (Math.abs(satang - baht * 100) > 1e-6) fail('KEY_INVALID', 400);
  if (satang <= 0) fail('KEY_INVALID', 400);
  return satang;
}

export const toBaht = (satang: number): number => satang / 100;

export function credit(member: Member, satang: number): void {
  member.walletSatang += satang;
}

export function debit(member: Member, satang: number): void {
  if (member.walletSatang < satang) fail('MONEY_NOT_ENOUGH', 403);
  member.walletSatang -= satang;
}

export function record(
  state: DemoState,
  now: number,
  entry: Omit<StatementRecord, '_id' | 'createdAt'>,
): StatementRecord {
  const s: StatementRecord = { _id: nextId(state), createdAt: iso(now), ...entry };
  state.statements.unshift(s);
  return s;
}

export function gameAccount(state: DemoState, member: Member, code: string): GameAccount {
  const acc = state.gameAccounts.find((g) => g.memberId === member._id && g.code === code);
  if (!acc) fail('NO_DATA', 404);
  return acc;
}

/** Move money between the wallet ('WALLET') and a member's active game account. */
export function transfer(state: DemoState, now: number, member: Member, from: string, to: string, satang: number): void {
  if (from === to) fail('KEY_INVALID', 400);
  if (satang < MIN_TRANSFER_SATANG) fail('TRANSFER_MINIMUM', 403);
  const source = from === 'WALLET' ? null : gameAccount(state, member, from);
  const target = to === 'WALLET' ? null : gameAccount(state, member, to);
  if ((source && !source.isActive) || (target && !target.isActive)) fail('SLOT_NO_ACCOUNT', 403);
  if (source) {
    if (source.satang < satang) fail('MONEY_NOT_ENOUGH', 403);
    source.satang -= satang;
  } else debit(member, satang);
  if (target) target.satang += satang;
  else credit(member, satang);
  record(state, now, { memberId: member._id, statementType: 'transfer', status: 'SUCCESS', from, to, satang });
}

/** Bring every game balance back to the wallet. */
export function collectGames(state: DemoState, member: Member): void {
  for (const acc of state.gameAccounts) {
    if (acc.memberId === member._id && acc.isActive && acc.satang > 0) {
      member.walletSatang += acc.satang;
      acc.satang = 0;
    }
  }
}
