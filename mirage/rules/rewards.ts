/**
 * Invite bonus and loss refund claims of the demo bank: each waiting amount is credited once, exactly, with a `bonus`
 * statement entry; switched off in the `inviteOff` and `refundOff` scenarios.
 */
import { ENTRY_TEXT, ownAmount, REFUND_MIN_SATANG, say } from '../content';
import type { DemoState, Member } from '../state';
import { iso, scenarioOn } from '../state';
import { activeBonus } from './bonus';
import { credit, record } from './entries';
import { fail } from './errors';

/** GET /api/invite/bonus: the waiting invite bonus, once some invitee has played (their play earned it). */
export function claimInviteBonus(state: DemoState, now: number, member: Member): number {
  if (scenarioOn(state, 'inviteOff')) fail('INVITE_INACTIVE', 403);
  const satang = member.inviteBonusSatang;
  if (satang <= 0) fail('NO_INVITE_BONUS', 403);
  if (!state.invites.some((r) => r.memberId === member._id && r.satang > 0)) fail('NO_INVITEE_PLAY_INFO', 403);
  member.inviteBonusSatang = 0;
  credit(member, satang);
  record(state, now, {
    memberId: member._id,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'INVITE',
    to: 'WALLET',
    satang,
    invite: { description: say(state, ENTRY_TEXT.invite) },
  });
  return satang;
}

/** GET /api/refund/addWallet (and /receive): the waiting loss refund into the wallet, never while a bonus runs. */
export function claimRefund(state: DemoState, now: number, member: Member): number {
  if (scenarioOn(state, 'refundOff')) fail('REFUND_INACTIVE', 403);
  const satang = member.refundSatang;
  if (satang <= 0) fail('NO_REFUND', 403);
  if (activeBonus(state, member)) fail('REFUND_CONDITION', 403);
  if (satang < ownAmount(member, REFUND_MIN_SATANG)) fail('REFUND_MINIMUM', 403);
  member.refundSatang = 0;
  credit(member, satang);
  state.refunds.unshift({ memberId: member._id, satang, createdAt: iso(now) });
  record(state, now, {
    memberId: member._id,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'REFUND',
    to: 'WALLET',
    satang,
    refund: { description: say(state, ENTRY_TEXT.refund) },
  });
  return satang;
}
