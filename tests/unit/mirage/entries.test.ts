// @vitest-environment node
// The ledger's two primitives (mirage/rules/entries.ts): a debit never takes a wallet below zero.
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mirage/personas';
import { credit, debit } from '../../../mirage/rules/entries';
import { seed } from '../../../mirage/seed';

describe('credit and debit', () => {
  it('a debit above the wallet is MONEY_NOT_ENOUGH and takes nothing; the whole wallet can go', () => {
    const member = seed(0).members.find((m) => m.username === PERSONAS.funded)!;
    const wallet = member.walletSatang;
    expect(() => debit(member, wallet + 1)).toThrow('MONEY_NOT_ENOUGH');
    expect(member.walletSatang).toBe(wallet);
    debit(member, wallet);
    expect(member.walletSatang).toBe(0);
    credit(member, 5);
    expect(member.walletSatang).toBe(5);
  });
});
