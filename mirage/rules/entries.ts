/**
 * The ledger's entries: a credit to or a debit from the wallet and a statement record. The ledger (ledger.ts) and the
 * bonus rules (bonus.ts) both move money with these; neither imports the other for them.
 */
import type { DemoState, Member, StatementRecord } from '../state';
import { iso, nextId } from '../state';
import { fail } from './errors';

/** Money coming into the wallet from outside (bonus, refund, prize, deposit). */
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
