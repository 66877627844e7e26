import { slipFileError } from '../../machines/slipFile';
import { api } from '../../src/api/contracts';
import { readQr } from '../../src/lib/readQr';
import type { Route } from '../http';
import { walletAmount, walletAnswerOf } from '../present';
import { activate, autoLogin, credentials, resetPassword } from '../rules/games';
import { num, str } from '../rules/input';
import { deposit, toBaht, transfer, transferAll, withdraw, withdrawAll } from '../rules/ledger';
import { uploadSlip } from '../rules/slips';
import { decryptLink, redeemLink } from '../rules/truelink';
import { keepSlipPicture } from '../slipPictures';

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
  route(
    w.transfer,
    ({ state, now, member, body, injected }) => {
      transfer(state, now, member, str(body, 'from'), str(body, 'to'), num(body, 'amount'), injected);
      return walletAmount(member);
    },
    providerFails,
  );
  route(
    w.transferAll,
    ({ state, now, member, body, injected }) => {
      transferAll(state, now, member, str(body, 'to'), injected);
      return walletAmount(member);
    },
    providerFails,
  );
  route(w.withdraw, ({ state, now, member, body }) => {
    withdraw(state, now, member, num(body, 'amount'));
    return walletAmount(member);
  });
  route(w.withdrawAll, ({ state, now, member, body }) => {
    withdrawAll(state, now, member, num(body, 'amount'));
    return walletAmount(member);
  });
  // An armed SLIP_UPLOAD_FAIL is answered by the route wrapper before anything is stored. The slip's QR is read as a
  // bank reads it (its review refuses one already used; a reader that did not load reads none); the store happens
  // after, in one synchronous step; then the picture is kept as it was sent, for "view slip" (mirage/slipPictures.ts).
  route(w.slip, async ({ state, now, member, file }) => {
    const slip = file();
    const qr = slip && slipFileError(slip) === null ? await readQr(slip).catch(() => null) : null;
    const reference = uploadSlip(state, now, member, slip, qr);
    if (slip) await keepSlipPicture(reference, slip);
    return { success: true, reference };
  });
  // Decryption is asynchronous; every check and the credit happen after it, in one synchronous step.
  route(w.truelink, async ({ state, now, member, body }) => {
    const cipher = str(body, 'link');
    const satang = redeemLink(state, now, member, await decryptLink(cipher));
    return { success: true, amount: toBaht(satang) };
  });
  route(w.autoLogin, ({ state, member, params }) => autoLogin(state, member, params.game ?? '', params.username ?? ''));
  route(w.autoLoginWithPassword, ({ state, member, params }) =>
    autoLogin(state, member, params.game ?? '', params.username ?? '', params.password ?? ''),
  );
}
