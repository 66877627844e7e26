/** Game accounts: inactive, then activated with generated credentials; credentials, password reset, auto-login. */
import { gameDef, playLink } from '../content';
import type { DemoState, GameAccount, Member } from '../state';
import { randomToken } from './auth';
import { fail } from './errors';
import { activeGame } from './ledger';

const newPassword = (old = ''): string => {
  let pw = old;
  while (pw === old) pw = `Pw${randomToken(3)}`;
  return pw;
};

/** A game of the catalogue; anything else is NO_DATA (404). */
function knownGame(code: string): void {
  if (!gameDef(code)) fail('NO_DATA', 404);
}

/** GET /api/wallet/activate/:slotCode */
export function activate(state: DemoState, member: Member, code: string): GameAccount {
  knownGame(code);
  let acc = state.gameAccounts.find((g) => g.memberId === member._id && g.code === code);
  if (acc?.isActive) fail('SLOT_ALREADY_ACTIVE', 409);
  if (!acc) {
    acc = { memberId: member._id, code, isActive: false, satang: 0, username: '', password: '' };
    state.gameAccounts.push(acc);
  }
  Object.assign(acc, { isActive: true, username: `demo${member.username.slice(-4)}${code}`, password: newPassword() });
  return acc;
}

/** The member's active account of a catalogue game; not activated is SLOT_NO_ACCOUNT. */
function ownAccount(state: DemoState, member: Member, code: string): GameAccount {
  knownGame(code);
  const acc = state.gameAccounts.find((g) => g.memberId === member._id && g.code === code);
  if (!acc?.isActive) fail('SLOT_NO_ACCOUNT', 403);
  return acc;
}

/** GET /api/wallet/account/:slotCode; one game carries a form-state object. */
export function credentials(state: DemoState, member: Member, code: string) {
  const acc = ownAccount(state, member, code);
  return acc.code === 'askmebet'
    ? { username: acc.username, password: acc.password, event: { formState: 'login', remember: true, lang: 'th' } }
    : { username: acc.username, password: acc.password };
}

/** GET /api/wallet/resetpassword/:slotCode: a new password, the account stays active. */
export function resetPassword(state: DemoState, member: Member, code: string): void {
  const acc = ownAccount(state, member, code);
  acc.password = newPassword(acc.password);
}

/** GET /api/autoLogin/:game/:username[/:password]: an active game of the member and its own credentials. */
export function autoLogin(
  state: DemoState,
  member: Member,
  game: string,
  username: string,
  password?: string,
): { link: string } {
  const acc = activeGame(state, member, game);
  if (username !== acc.username) fail('KEY_INVALID', 400);
  if (password !== undefined && password !== acc.password) fail('KEY_INVALID', 400);
  return { link: playLink(acc.code, acc.username) };
}
