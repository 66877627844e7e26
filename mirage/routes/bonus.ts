import { api } from '../../src/api/contracts';
import { BONUSES, PROMOTIONS, type BonusDef } from '../content';
import type { Route } from '../http';
import { fail } from '../rules/errors';
import { credit, record, toBaht } from '../rules/ledger';
import type { DemoState, Member, UserBonusRecord } from '../state';
import { nextId } from '../state';

const DAY = 24 * 60 * 60 * 1000;
export const BONUS_MINIMUM_SATANG = 10_000;

/** Receipts that count against the limit: all (limit), today (day), this week from Monday (week). */
export function receivedInPeriod(def: BonusDef, received: string[], now: number): number {
  if (def.type === 'limit') return received.length;
  const d = new Date(now);
  const dayStart = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const start = def.type === 'day' ? dayStart : dayStart - ((d.getDay() + 6) % 7) * DAY;
  return received.filter((r) => Date.parse(r) >= start).length;
}

const userBonusOf = (u: UserBonusRecord) => ({ _id: u._id, isActive: u.isActive, received: u.received.map((updatedAt) => ({ updatedAt })) });
const activeBonus = (state: DemoState, m: Member) => state.userBonuses.find((b) => b.memberId === m._id && b.isActive);
const promotionOf = (p: (typeof PROMOTIONS)[number]) => ({ code: p.code, percentFail: p.percentFail, description: p.description });

export function bonusRoutes(route: Route): void {
  const b = api.bonus;
  route(b.list, ({ state, member }) => ({
    bonuses: BONUSES.map((def) => {
      const u = state.userBonuses.find((x) => x.memberId === member._id && x.code === def.code);
      return { code: def.code, type: def.type, maxReceived: def.maxReceived, percentFail: def.percentFail, banners: def.banners, userBonus: u ? userBonusOf(u) : null };
    }),
  }));
  route(b.activate, ({ state, now, member, params }) => {
    const def = BONUSES.find((x) => x.code === params.code);
    if (!def) fail('NO_DATA', 404);
    if (activeBonus(state, member)) fail('BONUS_ALREADY_ACTIVE', 409);
    let u = state.userBonuses.find((x) => x.memberId === member._id && x.code === def.code);
    if (u && receivedInPeriod(def, u.received, now) >= def.maxReceived) fail('BONUS_MAX_CLAIMED', 403);
    if (!u) {
      u = { _id: nextId(state), memberId: member._id, code: def.code, isActive: false, received: [] };
      state.userBonuses.push(u);
    }
    u.isActive = true;
    u.received.push(new Date(now).toISOString());
    return { userBonus: userBonusOf(u) };
  });
  route(b.checkActive, ({ state, member }) => {
    const u = activeBonus(state, member);
    return { status: !!u, type: u ? u.code : null };
  });
  route(b.checkMinimum, ({ member }) => ({ status: member.walletSatang >= BONUS_MINIMUM_SATANG, minimum: toBaht(BONUS_MINIMUM_SATANG) }));
  route(b.clear, ({ state, now, member }) => {
    const u = activeBonus(state, member);
    if (!u) fail('NO_DATA', 404);
    u.isActive = false;
    record(state, now, { memberId: member._id, statementType: 'finish_bonus', status: 'SUCCESS', from: 'BONUS', to: 'WALLET', satang: 0,
      bonus: { description: `ยกเลิกโบนัส ${u.code}` } });
    return { message: 'SUCCESS' };
  });

  const p = api.promotion;
  route(p.current, ({ state, member }) => {
    const mine = state.promotionsReceived.filter((k) => k.startsWith(`${member._id}:`)).map((k) => k.split(':')[1]);
    const found = PROMOTIONS.find((x) => x.code === mine[mine.length - 1]);
    return { promotion: found ? promotionOf(found) : null };
  });
  route(p.find, ({ params }) => {
    const found = PROMOTIONS.find((x) => x.code === (params.code ?? '').trim().toUpperCase());
    return { promotion: found ? promotionOf(found) : null };
  });
  route(p.activate, ({ state, now, member, params }) => {
    const found = PROMOTIONS.find((x) => x.code === (params.code ?? '').trim().toUpperCase());
    if (!found) fail('NO_PROMOTION', 404);
    const key = `${member._id}:${found.code}`;
    if (state.promotionsReceived.includes(key)) fail('PROMOTION_RECEIVED', 409);
    if (activeBonus(state, member)) fail('BONUS_ALREADY_ACTIVE', 409);
    state.promotionsReceived.push(key);
    credit(member, found.satang);
    record(state, now, { memberId: member._id, statementType: 'bonus', status: 'SUCCESS', from: 'PROMOTION', to: 'WALLET', satang: found.satang,
      promotion: { description: `โปรโมชั่น ${found.code}` } });
    return { message: 'SUCCESS' };
  });
}
