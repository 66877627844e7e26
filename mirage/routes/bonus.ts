import { api } from '../../src/api/contracts';
import { BONUS_MIN_DEPOSIT_SATANG, BONUSES, bonusBanners, promotionDescription } from '../bonusContent';
import type { PROMOTIONS } from '../bonusContent';
import { ownAmount, say, type Counted } from '../content';
import type { Route } from '../http';
import { activateBonus, activeBonus, activatePromotion, clearBonus, findPromotion } from '../rules/bonus';
import { toBaht } from '../rules/ledger';
import type { UserBonusRecord } from '../state';

const userBonusOf = (u: UserBonusRecord) => ({
  _id: u._id,
  isActive: u.isActive,
  received: u.received.map((updatedAt) => ({ updatedAt })),
});
const promotionOf = (site: { laos: boolean }, member: Counted, p: (typeof PROMOTIONS)[number]) => ({
  code: p.code,
  percentFail: p.percentFail,
  description: say(site, promotionDescription(member, p)),
});

export function bonusRoutes(route: Route): void {
  const b = api.bonus;
  route(b.list, ({ state, member }) => ({
    bonuses: BONUSES.map((def) => {
      const u = state.userBonuses.find((x) => x.memberId === member._id && x.code === def.code);
      return {
        code: def.code,
        type: def.type,
        maxReceived: def.maxReceived,
        percentFail: def.percentFail,
        banners: bonusBanners(state, member, def),
        userBonus: u ? userBonusOf(u) : null,
      };
    }),
  }));
  route(b.activate, ({ state, now, member, params }) => ({
    userBonus: userBonusOf(activateBonus(state, now, member, params.code ?? '')),
  }));
  route(b.checkActive, ({ state, member }) => {
    const u = activeBonus(state, member);
    return { status: !!u, type: u ? u.code : null };
  });
  // Whether the active bonus still waits for its qualifying deposit, and the smallest deposit that qualifies.
  route(b.checkMinimum, ({ state, member }) => {
    const u = activeBonus(state, member);
    return {
      status: !!u && (u.creditSatang ?? null) === null,
      minimum: toBaht(ownAmount(member, BONUS_MIN_DEPOSIT_SATANG)),
    };
  });
  route(b.clear, ({ state, now, member }) => {
    clearBonus(state, now, member);
    return { message: 'SUCCESS' };
  });

  const p = api.promotion;
  route(p.current, ({ state, member }) => {
    const mine = state.promotionsReceived.filter((k) => k.startsWith(`${member._id}:`)).map((k) => k.split(':')[1]);
    const found = findPromotion(mine[mine.length - 1]);
    return { promotion: found ? promotionOf(state, member, found) : null };
  });
  route(p.find, ({ state, member, params }) => {
    const found = findPromotion(params.code);
    return { promotion: found ? promotionOf(state, member, found) : null };
  });
  route(p.activate, ({ state, now, member, params }) => {
    activatePromotion(state, now, member, params.code);
    return { message: 'SUCCESS' };
  });
}
