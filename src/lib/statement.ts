/** Statement entries as the member reads them (docs/product.md#constants-format): status, sign, activity. */
import type { Currency } from '../../machines/validation';
import { formatMoney } from './format';

const DESCRIPTORS = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;

/** What these read of a statement entry (its contract: src/api/contracts/statement.ts). */
export interface StatementEntry extends Partial<
  Record<(typeof DESCRIPTORS)[number], { description?: string | null } | null>
> {
  statementType: string;
  amount: number;
  from: string;
  to: string;
}

/**
 * What the member quotes for an entry (docs/product.md#references): the bank's reference (the short form of the
 * money call's Idempotency-Key, or its own), else the entry's id.
 */
export const statementReference = (e: { _id: string; reference?: string | null }): string => e.reference || e._id;

export type StatusKind = 'success' | 'failed' | 'progress';
/** SUCCESS and FAILED are final; any other status (PENDING, IN_PROGRESS, or one the spec never names) is in progress. */
export const statusKind = (status: string): StatusKind =>
  status === 'SUCCESS' ? 'success' : status === 'FAILED' ? 'failed' : 'progress';

/**
 * Plus for money in (deposit, bonus), minus for money out (withdraw, and a finished bonus's forfeit, which the spec
 * does not name), none for a transfer between the member's own pockets.
 */
export function amountSign(type: string): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw' || type === 'finish_bonus') return '-';
  return '';
}

type Moved = Pick<StatementEntry, 'statementType' | 'amount'> & { status: string };

/**
 * Whether the entry moved money: it went through (SUCCESS) and was not 0. Only such an amount is signed and coloured:
 * a failed or unfinished movement, and a 0, must never read as money in or out (docs/product.md#constants-format).
 */
const moved = (e: Moved) => statusKind(e.status) === 'success' && e.amount !== 0;

/** The amount with its sign when it moved money, as the member's currency writes it. */
export const signedAmount = (e: Moved, currency: Currency = 'BAHT') =>
  `${moved(e) ? amountSign(e.statementType) : ''}${formatMoney(Math.abs(e.amount), currency)}`;

/** How the amount looks: its type's colour when it moved money; struck through when it failed; otherwise neutral. */
export const amountLook = (e: Moved) =>
  moved(e) ? `sign-${e.statementType}` : statusKind(e.status) === 'failed' ? 'amount-failed' : 'amount-neutral';

/**
 * What the entry was: the description of its bonus, promotion, invite, refund or prize when it has one, otherwise a
 * translated sentence from its type, source and target (WALLET and game codes named).
 */
export function activityText(
  e: StatementEntry,
  t: (key: string, vars?: Record<string, string>) => string,
  pocketName: (code: string) => string,
): string {
  for (const d of DESCRIPTORS) {
    const description = e[d]?.description;
    if (description) return description;
  }
  const vars = { from: pocketName(e.from), to: pocketName(e.to) };
  // A bonus whose source already says what it is has a sentence of its own: not "bonus from bonus" (`bonus_BONUS`).
  return t(`statement.activity.${e.statementType}`, e.statementType === 'bonus' ? { ...vars, context: e.from } : vars);
}

type Dated = StatementEntry & { status: string; createdAt: string };

/** A running bonus's own credit: a successful `bonus` entry with a bonus descriptor (not a promotion, invite, refund or prize). */
const isBonusCredit = (e: Dated) => e.statementType === 'bonus' && e.status === 'SUCCESS' && !!e.bonus;

/** The sum of entries' amounts, counted in satang so that no fraction of one is lost. */
export const sumOf = (entries: ReadonlyArray<{ amount: number }>) =>
  entries.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;

/**
 * The bonus credit paid into the wallet since a bonus was received (ISO time), read from the statement's first page
 * (newest first): its successful `bonus` entries that carry a bonus descriptor (a promotion, invite, refund or prize
 * is not the bonus's credit). Null when that page does not reach back to the receipt, so the sum cannot be known.
 */
export function bonusCreditSince(page: { total: number; statements: Dated[] }, since: string): number | null {
  const from = Date.parse(since);
  const entries = page.statements;
  const reaches = page.total <= entries.length || entries.some((e) => Date.parse(e.createdAt) < from);
  if (!reaches) return null;
  return sumOf(entries.filter((e) => isBonusCredit(e) && Date.parse(e.createdAt) >= from));
}

/**
 * What cancelling a bonus takes from the wallet: what is left of its credit there, no more than the wallet holds
 * (docs/product.md#screen-bonus), and the wallet after it.
 */
export function bonusTakenBack(credit: number, wallet: number): { amount: number; after: number } {
  const amount = Math.max(0, Math.min(credit, wallet));
  return { amount, after: Math.round((wallet - amount) * 100) / 100 };
}

/**
 * What one money call moved, as the statement's first page (newest first) records it: its successful entries that
 * quote the call's reference (docs/product.md#references), e.g. a gift link's deposit and the bonus it earned.
 * Empty when the page has none (a backend whose entries carry no reference).
 */
export function movedBy<E extends StatementEntry & { status: string; reference?: string }>(
  page: { statements: E[] },
  reference: string,
): E[] {
  return page.statements.filter((e) => e.reference === reference && e.status === 'SUCCESS');
}

/** How long after a deposit a bonus entry may be dated and still be the credit that deposit earned. */
const PAID_WITH_MS = 60_000;

/**
 * The bonus credit a deposit earned (a running bonus pays its share with the deposit): the successful `bonus` entries
 * with a bonus descriptor listed above it on the same page (newer) and dated within a minute after it. 0 when none.
 */
export function bonusPaidWith(entries: Dated[], deposit: number): number {
  const from = Date.parse(entries[deposit]!.createdAt);
  const within = (e: Dated) => Date.parse(e.createdAt) >= from && Date.parse(e.createdAt) - from <= PAID_WITH_MS;
  return sumOf(entries.slice(0, deposit).filter((e) => isBonusCredit(e) && within(e)));
}
