import { api } from '../../src/api/contracts';
import { say } from '../content';
import type { Route } from '../http';
import { str } from '../rules/input';
import { toBaht } from '../rules/ledger';
import { claimableCoupons, claimCoupon, prizeName, sliceLabel, spinWheel, wheelActive } from '../rules/wheel';
import { iso } from '../state';
import { COUPON_LIFETIME_MS, sliceFor, WHEEL } from '../wheelContent';

export function spinRoutes(route: Route): void {
  const s = api.spin;
  route(s.setup, ({ state, member }) => ({
    result: {
      activeSpinwheel: wheelActive(state)
        ? { name: say(state, WHEEL.name), slices: WHEEL.slices.map((x) => sliceFor(state, member, x)) }
        : null,
      userCoin: member.coin,
    },
  }));
  route(s.active, ({ state }) => ({ isActive: wheelActive(state) }));
  route(s.spin, ({ state, now, member }) => spinWheel(state, now, member, Math.random()));
  route(s.coupons, ({ state, now, member }) => ({
    coupons: claimableCoupons(state, now, member).map((c) => ({
      _id: c._id,
      prize: {
        label: sliceLabel(state, member, c.sliceCode),
        name: prizeName(state, member, c.satang),
      },
      amount: toBaht(c.satang),
      expireAt: iso(Date.parse(c.createdAt) + COUPON_LIFETIME_MS),
    })),
  }));
  route(s.claim, ({ state, now, member, body }) => {
    const answer = claimCoupon(state, now, member, str(body, 'coupon'));
    return answer.success ? { success: true } : answer;
  });
}
