import { api } from '../../src/api/contracts';
import { BANNERS } from '../content';
import type { Route } from '../http';
import { fail } from '../rules/errors';
import { page, paginate } from '../rules/input';
import { credit, record, toBaht } from '../rules/ledger';

export function inviteRoutes(route: Route): void {
  const i = api.invite;
  route(i.list, ({ state, member, body }) => {
    const mine = state.invites.filter((r) => r.memberId === member._id);
    return {
      total: mine.length,
      invites: paginate(mine, page(body)).map((r) => ({ from: { name: r.fromName }, amount: toBaht(r.satang), createdAt: r.createdAt })),
    };
  });
  route(i.bonus, ({ state, now, member }) => {
    const satang = member.inviteBonusSatang;
    if (satang <= 0) fail('NO_INVITE_BONUS', 403);
    member.inviteBonusSatang = 0;
    credit(member, satang);
    record(state, now, { memberId: member._id, statementType: 'bonus', status: 'SUCCESS', from: 'INVITE', to: 'WALLET', satang,
      invite: { description: 'โบนัสชวนเพื่อน' } });
    return { message: 'SUCCESS', amount: toBaht(satang) };
  });
  route(i.banners, () => ({ banners: BANNERS }));
}
