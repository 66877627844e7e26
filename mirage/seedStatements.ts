/** The demo bank's statement at the start: Somchai's history (more than three pages of it) and Malee's running bonus. */
import { bangkokDayStart, DAY_MS as DAY } from '../machines/bangkokTime';
import { ENTRY_TEXT, moneySaid, say, type Said } from './content';
import { MALEE_ID, SOMCHAI_ID } from './personas';
import { iso, type StatementRecord } from './state';

const MIN = 60 * 1000;

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

/**
 * The statement rows at `nowMs`, described in the site's language; Malee's bonus and deposit fall inside the current
 * Bangkok day.
 */
export function seedStatements(nowMs: number, site: { laos: boolean }): StatementRecord[] {
  const described = (text: Said) => ({ description: say(site, text) });
  const ago = (ms: number) => iso(nowMs - ms);
  const todayAt = (msAgo: number) => iso(Math.max(bangkokDayStart(nowMs), nowMs - msAgo));
  const st = (n: number, e: Omit<StatementRecord, '_id' | 'memberId' | 'createdAt'>, at: number): StatementRecord => ({
    _id: `64b0000000000000000b${n.toString(16).padStart(4, '0')}`,
    memberId: SOMCHAI_ID,
    createdAt: ago(at),
    ...e,
  });
  return [
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
        bonus: described(ENTRY_TEXT.welcome('WELCOME100')),
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
        bonus: described(ENTRY_TEXT.bonusDone('WELCOME100')),
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
        promotion: described(ENTRY_TEXT.promotion('PROMO50')),
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
        invite: described(ENTRY_TEXT.invite),
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
        refund: described(ENTRY_TEXT.weeklyRefund),
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
        luckydraw: described(ENTRY_TEXT.wheel(ENTRY_TEXT.prize(moneySaid({ currency: null }, 2_000)))),
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
          bonus: described(ENTRY_TEXT.bonusPaid('DAILY10', 10)),
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
}
