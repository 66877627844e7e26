import { api } from '../../src/api/contracts';
import { bannersFor, REFUND_BANNERS, refundInfo, say } from '../content';
import type { Route } from '../http';
import { activeBonus } from '../rules/bonus';
import { page, paginate } from '../rules/input';
import { toBaht } from '../rules/ledger';
import { claimRefund } from '../rules/rewards';
import { scenarioOn } from '../state';

export function refundRoutes(route: Route): void {
  const r = api.refund;
  route(r.list, ({ state, member, body }) => {
    const mine = state.refunds.filter((x) => x.memberId === member._id);
    return {
      total: mine.length,
      refunds: paginate(mine, page(body)).map((x) => ({ refundAmount: toBaht(x.satang), createdAt: x.createdAt })),
    };
  });
  route(r.check, ({ state, member }) => ({
    result: member.refundSatang > 0,
    bonus: !!activeBonus(state, member),
    info: say(state, refundInfo(member)),
    refundAmount: toBaht(member.refundSatang),
    refundSuccess: member.refundSuccess,
    refundFail: member.refundFail,
  }));
  // The app receives into the wallet (addWallet); /receive is answered the same way.
  route(r.receive, ({ state, now, member }) => (claimRefund(state, now, member), { message: 'SUCCESS' }));
  route(r.addWallet, ({ state, now, member }) => (claimRefund(state, now, member), { message: 'SUCCESS' }));
  route(r.banners, ({ state }) => ({
    banners: scenarioOn(state, 'noBanners') ? [] : bannersFor(state, REFUND_BANNERS),
  }));
}
