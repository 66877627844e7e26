import { api } from '../../src/api/contracts';
import type { Route } from '../http';
import { walletAmount, walletAnswerOf } from '../present';
import { fail } from '../rules/errors';
import { activate, autoLogin, credentials, resetPassword } from '../rules/games';
import { num, str } from '../rules/input';
import { credit, deposit, record, transfer, transferAll, withdraw, withdrawAll } from '../rules/ledger';
import { uploadSlip } from '../rules/slips';

/** Transfers play out an armed TRANSFER_FAIL: debited, the game provider fails, the funds go back. */
const providerFails = { plays: ['TRANSFER_FAIL'] } as const;

export function walletRoutes(route: Route): void {
  const w = api.wallet;
  route(w.get, ({ state, member }) => walletAnswerOf(state, member));
  // Balances live in the bank itself: a refresh moves no money (game balances stay in their games).
  route(w.refreshSlot, () => ({ success: true }));
  route(w.activate, ({ state, member, params }) => {
    activate(state, member, params.slotCode ?? '');
    return { success: true };
  });
  route(w.account, ({ state, member, params }) => credentials(state, member, params.slotCode ?? ''));
  route(w.resetPassword, ({ state, member, params }) => {
    resetPassword(state, member, params.slotCode ?? '');
    return { success: true };
  });
  route(w.add, ({ state, now, member, body }) => {
    deposit(state, now, member, num(body, 'amount'));
    return walletAmount(member);
  });
  route(w.transfer, ({ state, now, member, body, injected }) => {
    transfer(state, now, member, str(body, 'from'), str(body, 'to'), num(body, 'amount'), injected);
    return walletAmount(member);
  }, providerFails);
  route(w.transferAll, ({ state, now, member, body, injected }) => {
    transferAll(state, now, member, str(body, 'to'), injected);
    return walletAmount(member);
  }, providerFails);
  route(w.withdraw, ({ state, now, member, body }) => {
    withdraw(state, now, member, num(body, 'amount'));
    return walletAmount(member);
  });
  route(w.withdrawAll, ({ state, now, member, body }) => {
    withdrawAll(state, now, member, num(body, 'amount'));
    return walletAmount(member);
  });
  // An armed SLIP_UPLOAD_FAIL is answered by the route wrapper before anything is stored.
  route(w.slip, ({ state, now, member, file }) => ({ success: true, reference: uploadSlip(state, now, member, file()) }));
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
  route(w.autoLogin, ({ state, member, params }) => autoLogin(state, member, params.game ?? '', params.username ?? ''));
  route(w.autoLoginWithPassword, ({ state, member, params }) =>
    autoLogin(state, member, params.game ?? '', params.username ?? '', params.password ?? ''));
}
