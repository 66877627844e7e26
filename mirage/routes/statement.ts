import { api } from '../../src/api/contracts';
import type { Route } from '../http';
import { fail } from '../rules/errors';
import { page, paginate } from '../rules/input';
import { toBaht } from '../rules/ledger';
import { slipPictureUrl } from '../slipPictures';
import type { StatementRecord } from '../state';

/** An entry as the member's phone gets it; one no money call wrote (the seed's) is quoted by its id's last 8. */
const statementOf = ({ memberId: _m, satang, reference, ...rest }: StatementRecord) => ({
  ...rest,
  amount: toBaht(satang),
  reference: reference ?? rest._id.slice(-8).toUpperCase(),
});

export function statementRoutes(route: Route): void {
  route(api.statement.list, ({ state, member, body }) => {
    const mine = state.statements.filter((s) => s.memberId === member._id);
    return { total: mine.length, statements: paginate(mine, page(body)).map(statementOf) };
  });
  route(api.slips.list, ({ state, member, body }) => {
    const mine = state.slips.filter((s) => s.memberId === member._id);
    return {
      total: mine.length,
      slips: paginate(mine, page(body)).map((s) => ({
        createdAt: s.createdAt,
        amount: s.satang === null ? null : toBaht(s.satang),
        status: s.status,
        note: s.note,
        link: s.link,
        reference: s.reference,
      })),
    };
  });
  // The picture that was sent, or the bank's drawing of a slip it has none of (mirage/slipPictures.ts).
  route(api.slips.reference, async ({ state, member, params }) => {
    const slip = state.slips.find((s) => s.memberId === member._id && s.reference === params.reference);
    if (!slip) fail('NO_DATA', 404);
    return { url: slip.link ?? (await slipPictureUrl(state, member, slip)) };
  });
}
