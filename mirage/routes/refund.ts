import { api } from '../../src/api/contracts';
import { BANNERS, REFUND_INFO } from '../content';
import type { Route } from '../http';
import { activeBonus } from '../rules/bonus';
import { fail } from '../rules/errors';
import { page, paginate } from '../rules/input';
import { credit, record, toBaht } from '../rules/ledger';
import type { DemoState, Member } from '../state';

const hasActiveBonus = (state: DemoState, member: Member) => !!activeBonus(state, member);

/** Claim the waiting loss refund into the wallet. */
function claim(state: DemoState, now: number, member: Member) {
  if (member.refundSatang <= 0) fail('NO_REFUND', 403);
  if (hasActiveBonus(state, member)) fail('REFUND_CONDITION', 403);
  const satang = member.refundSatang;
  member.refundSatang = 0;
  credit(member, satang);
  state.refunds.unshift({ memberId: member._id, satang, createdAt: new Date(now).toISOString() });
  record(state, now, { memberId: member._id, statementType: 'bonus', status: 'SUCCESS', from: 'REFUND', to: 'WALLET', satang,
    refund: { description: 'คืนยอดเสีย' } });
  return { message: 'SUCCESS' };
}

export function refundRoutes(route: Route): void {
  const r = api.refund;
  route(r.list, ({ state, member, body }) => {
    const mine = state.refunds.filter((x) => x.memberId === member._id);
    return { total: mine.length, refunds: paginate(mine, page(body)).map((x) => ({ refundAmount: toBaht(x.satang), createdAt: x.createdAt })) };
  });
  route(r.check, ({ state, member }) => ({
    result: member.refundSatang > 0,
    bonus: hasActiveBonus(state, member),
    info: REFUND_INFO,
    refundAmount: toBaht(member.refundSatang),
    refundSuccess: member.refundSuccess,
    refundFail: member.refundFail,
  }));
  route(r.receive, ({ state, now, member }) => claim(state, now, member));
  route(r.addWallet, ({ state, now, member }) => claim(state, now, member));
  route(r.banners, () => ({ banners: BANNERS }));
}
