import { api } from '../../src/api/contracts';
import { WITHDRAW_LIMITS, gameDef, playLink } from '../content';
import type { Route } from '../http';
import { walletAmount, walletAnswerOf } from '../present';
import { randomToken } from '../rules/auth';
import { fail } from '../rules/errors';
import { num, str } from '../rules/input';
import { collectGames, credit, debit, gameAccount, record, toSatang, transfer } from '../rules/ledger';
import type { DemoState, Member } from '../state';
import { iso, nextId } from '../state';

const newPassword = () => `Pw${randomToken(3)}`;

function knownGame(code: string) {
  const def = gameDef(code);
  if (!def) fail('NO_DATA', 404);
  return def;
}

function activeAccount(state: DemoState, member: Member, code: string) {
  knownGame(code);
  const acc = gameAccount(state, member, code);
  if (!acc.isActive) fail('SLOT_NO_ACCOUNT', 403);
  return acc;
}

function withdraw(state: DemoState, now: number, member: Member, satang: number) {
  if (satang < WITHDRAW_LIMITS.withdrawMin * 100 || satang > WITHDRAW_LIMITS.withdrawMax * 100) fail('KEY_INVALID', 400);
  debit(member, satang);
  record(state, now, { memberId: member._id, statementType: 'withdraw', status: 'IN_PROGRESS', from: 'WALLET', to: member.bankCode, satang });
  return walletAmount(member);
}

export function walletRoutes(route: Route): void {
  const w = api.wallet;
  route(w.get, ({ state, member }) => walletAnswerOf(state, member));
  route(w.refreshSlot, () => ({ success: true }));
  route(w.activate, ({ state, member, params }) => {
    const code = params.slotCode ?? '';
    knownGame(code);
    let acc = state.gameAccounts.find((g) => g.memberId === member._id && g.code === code);
    if (acc?.isActive) fail('SLOT_ALREADY_ACTIVE', 409);
    if (!acc) {
      acc = { memberId: member._id, code, isActive: false, satang: 0, username: '', password: '' };
      state.gameAccounts.push(acc);
    }
    Object.assign(acc, { isActive: true, username: `demo${member.username.slice(-4)}${code}`, password: newPassword() });
    return { success: true };
  });
  route(w.account, ({ state, member, params }) => {
    const acc = activeAccount(state, member, params.slotCode ?? '');
    return acc.code === 'askmebet'
      ? { username: acc.username, password: acc.password, event: { formState: 'login', remember: true, lang: 'th' } }
      : { username: acc.username, password: acc.password };
  });
  route(w.resetPassword, ({ state, member, params }) => {
    activeAccount(state, member, params.slotCode ?? '').password = newPassword();
    return { success: true };
  });
  route(w.add, ({ state, now, member, body }) => {
    const satang = toSatang(num(body, 'amount'));
    credit(member, satang);
    record(state, now, { memberId: member._id, statementType: 'deposit', status: 'SUCCESS', from: 'DEMO', to: 'WALLET', satang });
    return walletAmount(member);
  });
  route(w.transfer, ({ state, now, member, body }) => {
    const from = str(body, 'from');
    const to = str(body, 'to');
    const satang = toSatang(num(body, 'amount'));
    for (const code of [from, to]) if (code !== 'WALLET') knownGame(code);
    transfer(state, now, member, from, to, satang);
    return walletAmount(member);
  });
  route(w.transferAll, ({ state, now, member, body }) => {
    const to = str(body, 'to');
    if (to === 'WALLET') {
      collectGames(state, member);
      return walletAmount(member);
    }
    activeAccount(state, member, to);
    if (member.walletSatang > 0) transfer(state, now, member, 'WALLET', to, member.walletSatang);
    return walletAmount(member);
  });
  route(w.withdraw, ({ state, now, member, body }) => withdraw(state, now, member, toSatang(num(body, 'amount'))));
  route(w.withdrawAll, ({ state, now, member, body }) => {
    const satang = toSatang(num(body, 'amount'));
    collectGames(state, member);
    return withdraw(state, now, member, satang);
  });
  route(w.slip, ({ state, now, member, file }) => {
    const f = file();
    if (!f) fail('SLIP_NO_FILE', 400);
    if (f.type && !f.type.startsWith('image/')) fail('SLIP_INVALID_FILE', 400);
    const reference = `SLIP-${nextId(state, '').slice(-6).toUpperCase()}`;
    state.slips.unshift({ memberId: member._id, reference, createdAt: iso(now), satang: null, status: 'IN_PROGRESS', note: null, link: null });
    return { success: true, reference };
  });
  route(w.truelink, ({ state, now, member, body }) => {
    const link = str(body, 'link').trim();
    if (link.length < 8) fail('TRUELINK_INVALID', 400);
    if (state.truelinks.includes(link)) fail('TRUELINK_DUPLICATE', 409);
    state.truelinks.push(link);
    const satang = 5_000;
    credit(member, satang);
    record(state, now, { memberId: member._id, statementType: 'deposit', status: 'SUCCESS', from: 'TRUEWALLET', to: 'WALLET', satang });
    return { success: true, amount: satang / 100 };
  });
  const autoLogin: Parameters<Route>[1] = ({ state, member, params }) => {
    const acc = activeAccount(state, member, params.game ?? '');
    if (params.username !== acc.username) fail('NO_DATA', 404);
    if (params.password !== undefined && params.password !== acc.password) fail('WRONG_CREDENTIAL', 403);
    return { link: playLink(acc.code, acc.username) };
  };
  route(w.autoLogin, autoLogin);
  route(w.autoLoginWithPassword, autoLogin);
}
