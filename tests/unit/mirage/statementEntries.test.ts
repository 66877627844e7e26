// @vitest-environment node
/**
 * What the member reads in the statement after each house credit or forfeit of the demo bank, entry by entry (the
 * rules called on a seeded bank): the kind, status, from, to, amount and the Thai description, and the money moved.
 */
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mirage/personas';
import { activateBonus, activatePromotion, bonusOnDeposit, bonusOnPlay, clearBonus } from '../../../mirage/rules/bonus';
import { claimInviteBonus, claimRefund } from '../../../mirage/rules/rewards';
import { seed } from '../../../mirage/seed';
import { iso, type DemoState, type Member } from '../../../mirage/state';
import { NOW, refusal } from './rulesAt';

/** A seeded bank, the member without any bonus or promotion received yet (so each test starts clean). */
function bank(who: string = PERSONAS.funded) {
  const state = seed(NOW);
  const member = state.members.find((m) => m.username === who)!;
  state.userBonuses = state.userBonuses.filter((u) => u.memberId !== member._id);
  state.promotionsReceived = state.promotionsReceived.filter((k) => !k.startsWith(`${member._id}:`));
  return { state, member };
}
/** The member's bonus `code`, received now and running. */
const running = (state: DemoState, member: Member, code: string) => {
  activateBonus(state, NOW, member, code);
  return state.userBonuses.find((u) => u.memberId === member._id && u.code === code && u.isActive)!;
};
/** The newest statement entry, without its id and time. */
function newest(state: DemoState) {
  const { _id, createdAt, ...entry } = state.statements[0]!;
  expect(createdAt).toBe(iso(NOW));
  return entry;
}

describe('house credits in the statement', () => {
  it('the invite bonus', () => {
    const { state, member } = bank();
    member.inviteBonusSatang = 7_500;
    state.invites.push({ memberId: member._id, satang: 100 } as never);
    const before = member.walletSatang;
    expect(claimInviteBonus(state, NOW, member)).toBe(7_500);
    expect(member.walletSatang).toBe(before + 7_500);
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'INVITE',
      to: 'WALLET',
      satang: 7_500,
      invite: { description: 'โบนัสชวนเพื่อน' },
    });
  });

  it('the loss refund, from exactly its 10 baht minimum; below it REFUND_MINIMUM', () => {
    const { state, member } = bank();
    member.refundSatang = 999;
    expect(refusal(() => claimRefund(state, NOW, member))).toBe('REFUND_MINIMUM');
    member.refundSatang = 1_000;
    const before = member.walletSatang;
    expect(claimRefund(state, NOW, member)).toBe(1_000);
    expect(member.walletSatang).toBe(before + 1_000);
    expect(state.refunds[0]).toEqual({ memberId: member._id, satang: 1_000, createdAt: iso(NOW) });
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'REFUND',
      to: 'WALLET',
      satang: 1_000,
      refund: { description: 'คืนยอดเสีย' },
    });
  });

  it("a promotion, once per member and code: another code, or another member's same code, still comes", () => {
    const { state, member } = bank();
    const other = state.members.find((m) => m.username === PERSONAS.newcomer)!;
    state.promotionsReceived = state.promotionsReceived.filter((k) => !k.startsWith(`${other._id}:`));
    expect(activatePromotion(state, NOW, member, ' promo50 ')).toBe(5_000);
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'PROMOTION',
      to: 'WALLET',
      satang: 5_000,
      promotion: { description: 'โปรโมชั่น PROMO50' },
    });
    expect(refusal(() => activatePromotion(state, NOW, member, 'PROMO50'))).toBe('PROMOTION_RECEIVED');
    expect(activatePromotion(state, NOW, member, 'CASHBACK')).toBe(2_000);
    expect(activatePromotion(state, NOW, other, 'PROMO50')).toBe(5_000);
    expect(refusal(() => activatePromotion(state, NOW, member, undefined))).toBe('NO_PROMOTION');
  });
});

describe('a bonus in the statement: its share, its end, its forfeit', () => {
  it('a deposit of exactly the minimum earns the share; the target is turnover × (deposit + share)', () => {
    const { state, member } = bank();
    const u = running(state, member, 'DAILY10');
    bonusOnDeposit(state, NOW, member, 9_999);
    expect(u.creditSatang).toBeNull();
    const before = member.walletSatang;
    bonusOnDeposit(state, NOW, member, 10_000);
    expect(u.creditSatang).toBe(1_000);
    expect(u.targetSatang).toBe(2 * (10_000 + 1_000));
    expect(member.walletSatang).toBe(before + 1_000);
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'BONUS',
      to: 'WALLET',
      satang: 1_000,
      bonus: { description: 'โบนัส DAILY10 10% ของยอดฝาก' },
    });
  });

  it('turnover before the deposit counts for nothing; reaching the target ends it with a finish entry', () => {
    const { state, member } = bank();
    const u = running(state, member, 'WEEKLY5');
    bonusOnPlay(state, NOW, member, 1_000_000);
    expect(u.isActive).toBe(true);
    bonusOnDeposit(state, NOW, member, 10_000);
    bonusOnPlay(state, NOW, member, 10_499);
    expect(u.isActive).toBe(true);
    bonusOnPlay(state, NOW, member, 1);
    expect(u.isActive).toBe(false);
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'BONUS',
      to: 'WALLET',
      satang: 0,
      bonus: { description: 'ครบเงื่อนไขโบนัส WEEKLY5' },
    });
  });

  it('cancelling forfeits what is left of the share in the wallet', () => {
    const { state, member } = bank();
    running(state, member, 'DAILY10');
    bonusOnDeposit(state, NOW, member, 10_000);
    const before = member.walletSatang;
    expect(clearBonus(state, NOW, member)).toBe(1_000);
    expect(member.walletSatang).toBe(before - 1_000);
    expect(newest(state)).toEqual({
      memberId: member._id,
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'BONUS',
      satang: 1_000,
      bonus: { description: 'ยกเลิกโบนัส DAILY10' },
    });
  });
});

describe('who may receive a bonus', () => {
  it('a bonus for new members: refused after a successful deposit of the member, not after a failed one or another member’s', () => {
    const { state, member } = bank(PERSONAS.newcomer);
    state.statements = state.statements.filter((s) => s.memberId !== member._id);
    const entry = { _id: 'x', createdAt: iso(NOW), memberId: member._id, from: 'DEMO', to: 'WALLET', satang: 100 };
    state.statements.push({ ...entry, statementType: 'deposit', status: 'FAILED' } as never);
    state.statements.push({ ...entry, statementType: 'bonus', status: 'SUCCESS' } as never);
    state.statements.push({ ...entry, memberId: 'someone-else', statementType: 'deposit', status: 'SUCCESS' } as never);
    expect(activateBonus(state, NOW, member, 'WELCOME100').isActive).toBe(true);
    const fresh = bank(PERSONAS.newcomer);
    fresh.state.statements.push({ ...entry, statementType: 'deposit', status: 'SUCCESS' } as never);
    expect(refusal(() => activateBonus(fresh.state, NOW, fresh.member, 'WELCOME100'))).toBe('BONUS_CONDITION');
  });

  it('a bonus with a quota counts the members who received it, not those who only opened it', () => {
    const { state, member } = bank();
    state.userBonuses = state.userBonuses.filter((u) => u.code !== 'FLASH50');
    for (const id of ['a', 'b', 'c'])
      state.userBonuses.push({ _id: id, memberId: id, code: 'FLASH50', isActive: false, received: [] });
    expect(activateBonus(state, NOW, member, 'FLASH50').isActive).toBe(true);
    const full = bank();
    full.state.userBonuses = full.state.userBonuses.filter((u) => u.code !== 'FLASH50');
    for (const id of ['a', 'b', 'c'])
      full.state.userBonuses.push({ _id: id, memberId: id, code: 'FLASH50', isActive: false, received: [iso(NOW)] });
    expect(refusal(() => activateBonus(full.state, NOW, full.member, 'FLASH50'))).toBe('BONUS_FULL');
  });

  it('a new receipt waits for the next deposit: active, no share yet', () => {
    const { state, member } = bank();
    const u = running(state, member, 'WEEKLY5');
    expect(u).toMatchObject({ isActive: true, creditSatang: null, targetSatang: 0, turnoverSatang: 0 });
    expect(u.received.at(-1)).toBe(iso(NOW));
  });
});
