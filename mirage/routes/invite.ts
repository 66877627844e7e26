import { api } from '../../src/api/contracts';
import { bannersFor, INVITE_BANNERS } from '../content';
import type { Route } from '../http';
import { page, paginate } from '../rules/input';
import { toBaht } from '../rules/ledger';
import { claimInviteBonus } from '../rules/rewards';
import { scenarioOn } from '../state';

export function inviteRoutes(route: Route): void {
  const i = api.invite;
  route(i.list, ({ state, member, body }) => {
    const mine = state.invites.filter((r) => r.memberId === member._id);
    return {
      total: mine.length,
      invites: paginate(mine, page(body)).map((r) => ({
        from: { name: r.fromName },
        amount: toBaht(r.satang),
        createdAt: r.createdAt,
      })),
    };
  });
  route(i.bonus, ({ state, now, member }) => ({
    message: 'SUCCESS',
    amount: toBaht(claimInviteBonus(state, now, member)),
  }));
  route(i.banners, ({ state }) => ({
    banners: scenarioOn(state, 'noBanners') ? [] : bannersFor(state, INVITE_BANNERS),
  }));
}
