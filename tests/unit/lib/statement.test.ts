import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../src/api/contracts/statement';
import { formatAccountNo } from '../../../src/lib/format';
import { activityText, amountSign, signedAmount, statusKind } from '../../../src/lib/statement';

const entry = (over: Partial<Statement>): Statement => ({
  _id: '1',
  statementType: 'transfer',
  status: 'SUCCESS',
  from: 'WALLET',
  to: 'pg',
  amount: 100,
  createdAt: '2025-03-10T08:00:00Z',
  ...over,
});
const t = (key: string, vars: Record<string, string> = {}) => `${key}(${Object.values(vars).join(',')})`;
const names = (code: string) => ({ WALLET: 'Wallet', pg: 'PG Soft' })[code] ?? code;

describe('statement entries', () => {
  it('signs deposits and bonuses plus, withdrawals and forfeits minus, transfers not at all, with 2 decimals', () => {
    expect(amountSign('deposit')).toBe('+');
    expect(amountSign('bonus')).toBe('+');
    expect(amountSign('withdraw')).toBe('-');
    expect(amountSign('finish_bonus')).toBe('-');
    expect(amountSign('transfer')).toBe('');
    expect(signedAmount(entry({ statementType: 'deposit', amount: 1500 }))).toBe('+1,500.00');
    expect(signedAmount(entry({ statementType: 'withdraw', amount: 0.5 }))).toBe('-0.50');
    expect(signedAmount(entry({ statementType: 'transfer', amount: 200 }))).toBe('200.00');
    // A bonus that ended with nothing left to forfeit moved nothing: no sign.
    expect(signedAmount(entry({ statementType: 'finish_bonus', amount: 0 }))).toBe('0.00');
  });

  it('reads SUCCESS and FAILED as final and anything else, named or not, as in progress', () => {
    expect(statusKind('SUCCESS')).toBe('success');
    expect(statusKind('FAILED')).toBe('failed');
    for (const s of ['IN_PROGRESS', 'PENDING', 'WAITING_BANK', '', 'success']) expect(statusKind(s)).toBe('progress');
  });

  it('takes the descriptor first, else a sentence from type, from and to with names', () => {
    expect(
      activityText(entry({ statementType: 'bonus', promotion: { description: 'โปรโมชั่น PROMO50' } }), t, names),
    ).toBe('โปรโมชั่น PROMO50');
    expect(
      activityText(entry({ statementType: 'bonus', luckydraw: { description: 'รางวัลวงล้อ' }, bonus: null }), t, names),
    ).toBe('รางวัลวงล้อ');
    expect(activityText(entry({}), t, names)).toBe('statement.activity.transfer(Wallet,PG Soft)');
    expect(activityText(entry({ statementType: 'deposit', from: 'KBANK', to: 'WALLET' }), t, names)).toBe(
      'statement.activity.deposit(KBANK,Wallet)',
    );
  });

  it('formats a 10-character account number 3-3-rest, and no other', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890');
    expect(formatAccountNo('020123456789')).toBe('020123456789');
    expect(formatAccountNo('123456789')).toBe('123456789');
    expect(formatAccountNo('12345678901')).toBe('12345678901');
    expect(formatAccountNo('')).toBe('');
  });
});
