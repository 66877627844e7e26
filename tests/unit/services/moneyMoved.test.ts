// @vitest-environment node
// After a money action every money view is read again; a balance the answer carries is shown at once.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  BONUS_KEY,
  INVITE_KEY,
  moneyMoved,
  REFUND_KEY,
  SLIPS_KEY,
  SPIN_KEY,
  STATEMENT_KEY,
  WALLET_KEY,
} from '../../../src/services/queries';

const VIEWS = {
  wallet: WALLET_KEY,
  statement: [...STATEMENT_KEY, 1],
  slips: [...SLIPS_KEY, 1],
  coupons: [...SPIN_KEY, 'coupons'],
  bonus: [...BONUS_KEY, 'list'],
  refund: [...REFUND_KEY, 'check'],
  invite: [...INVITE_KEY, 'list', 1],
};

function cache() {
  const qc = new QueryClient();
  for (const key of Object.values(VIEWS)) qc.setQueryData(key, { wallet: { amount: 500 }, slots: [], rows: [] });
  const stale = () =>
    Object.entries(VIEWS)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { qc, stale };
}

describe('moneyMoved', () => {
  it('marks every money view to be read again (statement, slips, coupons, bonus, refund, invite and the wallet)', () => {
    const { qc, stale } = cache();
    moneyMoved(qc);
    expect(stale()).toEqual(Object.keys(VIEWS));
  });

  it("shows the answer's balance at once and does not ask for the wallet again", () => {
    const { qc, stale } = cache();
    moneyMoved(qc, { balance: 300 });
    expect(qc.getQueryData<{ wallet: { amount: number } }>(WALLET_KEY)?.wallet.amount).toBe(300);
    expect(stale()).toEqual(Object.keys(VIEWS).filter((v) => v !== 'wallet'));
  });

  it("reads the wallet again when the games' balances moved too, whatever the answer's balance", () => {
    const { qc, stale } = cache();
    moneyMoved(qc, { balance: 300, slotsMoved: true });
    expect(qc.getQueryData<{ wallet: { amount: number } }>(WALLET_KEY)?.wallet.amount).toBe(500);
    expect(stale()).toEqual(Object.keys(VIEWS));
  });

  it('reads the wallet again when the answer has no balance or none is shown yet', () => {
    const { qc, stale } = cache();
    moneyMoved(qc, { balance: 'x' });
    expect(stale()).toContain('wallet');
    const empty = new QueryClient();
    moneyMoved(empty, { balance: 300 });
    expect(empty.getQueryData(WALLET_KEY)).toBeUndefined();
  });
});
