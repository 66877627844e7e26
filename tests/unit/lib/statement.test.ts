// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import type { Statement } from '../../../src/api/contracts/statement';
import { formatAccountNo } from '../../../src/lib/format';
import {
  activityText,
  amountLook,
  amountSign,
  bonusCreditSince,
  bonusPaidWith,
  bonusTakenBack,
  movedBy,
  signedAmount,
  statusKind,
} from '../../../src/lib/statement';

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
  it('signs and colours only money that moved: a failed or unfinished movement and a 0 read as neither in nor out', () => {
    const failed = entry({ statementType: 'deposit', amount: 1000, status: 'FAILED' });
    expect([signedAmount(failed), amountLook(failed)]).toEqual(['1,000.00', 'amount-failed']);
    const waiting = entry({ statementType: 'withdraw', amount: 9999, status: 'IN_PROGRESS' });
    expect([signedAmount(waiting), amountLook(waiting)]).toEqual(['9,999.00', 'amount-neutral']);
    const nothing = entry({ statementType: 'finish_bonus', amount: 0 });
    expect([signedAmount(nothing), amountLook(nothing)]).toEqual(['0.00', 'amount-neutral']);
    const paid = entry({ statementType: 'deposit', amount: 1000 });
    expect([signedAmount(paid), amountLook(paid)]).toEqual(['+1,000.00', 'sign-deposit']);
    const out = entry({ statementType: 'withdraw', amount: 50 });
    expect([signedAmount(out), amountLook(out)]).toEqual(['-50.00', 'sign-withdraw']);
  });
  it("writes a kip member's amounts as kip: whole, without decimals", () => {
    expect(signedAmount(entry({ statementType: 'deposit', amount: 100_000 }), 'LAK')).toBe('+100,000');
    expect(signedAmount(entry({ statementType: 'withdraw', amount: 25_000.5 }), 'LAK')).toBe('-25,000.50');
    expect(signedAmount(entry({ statementType: 'transfer', amount: 40_000 }), 'LAK')).toBe('40,000');
    expect(signedAmount(entry({ statementType: 'deposit', amount: 100_000 }), 'BAHT')).toBe('+100,000.00');
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

  it('a bonus whose source says what it is reads as that, never "bonus from bonus"', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'th', resources: { th: { translation: th } } });
    const say = (key: string, vars?: Record<string, string>) => i18n.t(key, vars);
    const named = (code: string) => i18n.t(`statement.pocket.${code}`);
    const bonus = (from: string) => activityText(entry({ statementType: 'bonus', from, to: 'WALLET' }), say, named);
    expect(bonus('BONUS')).toBe('เครดิตโบนัส');
    expect(bonus('INVITE')).toBe('โบนัสชวนเพื่อน');
    expect(bonus('REFUND')).toBe('เงินคืนยอดเสีย');
    expect(bonus('PROMOTION')).toBe('โบนัสจาก โปรโมชั่น');
  });

  it('formats a 10-character account number 3-3-rest, and no other', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890');
    expect(formatAccountNo('020123456789')).toBe('020123456789');
    expect(formatAccountNo('123456789')).toBe('123456789');
    expect(formatAccountNo('12345678901')).toBe('12345678901');
    expect(formatAccountNo('')).toBe('');
  });
});

describe('what cancelling a bonus takes back', () => {
  // Malee's DAILY10 (mirage/seed.ts): received at 08:00, 20 baht paid on her 200 baht deposit at 08:30.
  const since = '2025-03-10T01:00:00Z';
  const paid = entry({
    statementType: 'bonus',
    from: 'BONUS',
    to: 'WALLET',
    amount: 20,
    createdAt: '2025-03-10T01:30:00Z',
    bonus: { description: 'DAILY10 10%' },
  });
  const deposit = entry({ statementType: 'deposit', amount: 200, createdAt: '2025-03-10T01:30:00Z' });
  const older = entry({
    statementType: 'bonus',
    amount: 99,
    createdAt: '2025-03-09T01:00:00Z',
    bonus: { description: 'x' },
  });

  it('sums the bonus credit paid since the bonus was received, not a promotion, an older bonus or a failed entry', () => {
    const promotion = entry({
      statementType: 'bonus',
      amount: 50,
      createdAt: '2025-03-10T02:00:00Z',
      promotion: { description: 'PROMO50' },
    });
    const failed = { ...paid, status: 'FAILED', amount: 7 };
    expect(bonusCreditSince({ total: 5, statements: [promotion, failed, paid, deposit, older] }, since)).toBe(20);
    // Received, no qualifying deposit yet: nothing paid.
    expect(bonusCreditSince({ total: 2, statements: [deposit, older] }, since)).toBe(0);
  });

  it('knows nothing when the first page does not reach back to the receipt', () => {
    expect(bonusCreditSince({ total: 40, statements: [paid, deposit] }, since)).toBeNull();
    // A whole history on the page reaches back, however short.
    expect(bonusCreditSince({ total: 2, statements: [paid, deposit] }, since)).toBe(20);
  });

  it('takes back the credit, no more than the wallet holds', () => {
    expect(bonusTakenBack(20, 320.5)).toEqual({ amount: 20, after: 300.5 });
    expect(bonusTakenBack(20, 12.3)).toEqual({ amount: 12.3, after: 0 });
    expect(bonusTakenBack(0, 320.5)).toEqual({ amount: 0, after: 320.5 });
  });
});

describe('what one money call moved', () => {
  it("is the page's successful entries that quote the call's reference, in the page's order", () => {
    const page = {
      statements: [
        entry({ _id: 'b', statementType: 'bonus', from: 'BONUS', to: 'WALLET', amount: 7.5, reference: '3F2A9C1E' }),
        entry({
          _id: 'd',
          statementType: 'deposit',
          from: 'TRUEWALLET',
          to: 'WALLET',
          amount: 150,
          reference: '3F2A9C1E',
        }),
        entry({ _id: 'x', statementType: 'deposit', amount: 150, reference: '77AA00BB' }),
        entry({ _id: 'f', statementType: 'withdraw', status: 'FAILED', amount: 150, reference: '3F2A9C1E' }),
        entry({ _id: 'n', statementType: 'deposit', amount: 150 }),
      ],
    };
    expect(movedBy(page, '3F2A9C1E').map((e) => [e._id, e.amount])).toEqual([
      ['b', 7.5],
      ['d', 150],
    ]);
    expect(movedBy(page, 'NOTHERE1')).toEqual([]);
  });
});

describe('the bonus a deposit earned', () => {
  it('is the bonus credit above the deposit, dated from it to a minute after; not a promotion, a failure or older', () => {
    const at = (s: string) => `2025-03-10T08:${s}Z`;
    const bonus = (over: Partial<Statement>) =>
      entry({ statementType: 'bonus', from: 'BONUS', to: 'WALLET', bonus: { description: 'WEEKLY5 5%' }, ...over });
    const page = [
      bonus({ _id: 'late', amount: 1, createdAt: at('01:01') }),
      bonus({ _id: 'paid', amount: 5, createdAt: at('00:00') }),
      bonus({ _id: 'also', amount: 0.25, createdAt: at('01:00') }),
      entry({
        _id: 'promo',
        statementType: 'bonus',
        amount: 50,
        createdAt: at('00:00'),
        promotion: { description: 'P' },
      }),
      bonus({ _id: 'failed', status: 'FAILED', amount: 9, createdAt: at('00:00') }),
      entry({ _id: 'deposit', statementType: 'deposit', amount: 100, createdAt: at('00:00') }),
      bonus({ _id: 'older', amount: 7.5, createdAt: at('00:00') }),
    ];
    expect(bonusPaidWith(page, 5)).toBe(5.25);
    // A deposit with nothing above it earned nothing.
    expect(bonusPaidWith(page.slice(5), 0)).toBe(0);
  });
});
