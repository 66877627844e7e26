/**
 * Receiving what waits (machines/claim.ts) on its two screens: the loss refund's dialog (opened from home's tile,
 * behind its banners; a confirm inside it) and the invite bonus's claim dialog (home's invite box; the dialog is the
 * confirm). Each group of the model's cases is a persona and what waits for them.
 */
import { expect } from '@playwright/test';
import { claimMachine, type ClaimContext } from '../../../machines/claim';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { formatMoney } from '../../../src/lib/format';
import { errorText, mayHaveGone, memberAt, memberCall, th } from './member';
import { bank, callOf, withStep, type Act, type Run, type ScreenMap } from './screen';

const context = (run: Run) => run.expected.context as ClaimContext;

/** The check's failure, and the query client's one retry of it (src/app/QueryProvider.tsx); an answer clears it. */
const checkArranged = (path: readonly [string, string]): Record<string, Act> => ({
  'xstate.error.actor.check': async (run, { error }) => bank(run.page).failEvery(...path, error!.code),
  'xstate.done.actor.check': async (run) => bank(run.page).disarm(),
});

const refundDialog = (run: Run) => run.page.getByRole('dialog', { name: th('refund.title') });
const confirmBox = (run: Run) => refundDialog(run).getByRole('alertdialog', { name: th('refund.confirmTitle') });
const refundCheck = callOf(api.refund.check);

export const refund: ScreenMap = {
  name: 'claim (refund)',
  file: 'claim',
  machine: claimMachine,
  groups: ['refund', 'refund with a bonus running', 'no refund'],
  also: [
    withStep('xstate.error.actor.receive', { code: 'REFUND_CONDITION' }),
    withStep('xstate.error.actor.receive', { code: 'INTERNAL_SERVER_ERROR', group: 'refund' }),
  ],
  // Somchai's refund, his refund while a bonus runs (WEEKLY5 received before), or Malee's (nothing waits).
  setup: async (run) => {
    await memberAt(run.page, run.case.group === 'no refund' ? PERSONAS.bonus : PERSONAS.funded, '/user/home');
    if (run.case.group === 'refund with a bonus running')
      await memberCall(run.page, ...callOf(api.bonus.activate, { code: 'WEEKLY5' }));
  },
  // Home's tile opens the banners first; closing them opens the dialog, whose machine checks what waits.
  start: async (run) => {
    await run.page.getByRole('button', { name: th('home.tile.refund') }).click();
    const banners = run.page
      .getByRole('dialog', { name: th('refund.title') })
      .filter({ has: run.page.getByRole('region', { name: th('refund.title') }) });
    await banners.getByRole('button', { name: th('common.close'), exact: true }).click();
  },
  calls: { check: refundCheck, receive: callOf(api.refund.addWallet) },
  arrange: checkArranged(refundCheck),
  events: {
    RECEIVE: async (run) =>
      refundDialog(run)
        .getByRole('button', { name: th('refund.receive') })
        .click(),
    CONFIRM: async (run) =>
      confirmBox(run)
        .getByRole('button', { name: th('refund.confirm') })
        .click(),
    DISMISS: async (run) =>
      confirmBox(run)
        .getByRole('button', { name: th('common.cancel'), exact: true })
        .click(),
    RETRY: async (run) =>
      refundDialog(run)
        .getByRole('button', { name: th('common.retry') })
        .click(),
  },
  states: {
    checking: async (run) => expect(refundDialog(run).getByRole('status').first()).toBeVisible(),
    checkFailed: async (run) => {
      await expect(refundDialog(run).getByText(errorText(context(run).error!))).toBeVisible();
      await expect(refundDialog(run).getByRole('button', { name: th('common.retry') })).toBeVisible();
    },
    nothing: async (run) => {
      await expect(refundDialog(run).getByText(th('refund.nothing'))).toBeVisible();
      await expect(refundDialog(run).getByRole('button', { name: th('refund.receive') })).toBeDisabled();
    },
    // A running bonus: the two condition lines, and no receive.
    blocked: async (run) => {
      await expect(refundDialog(run).getByRole('list', { name: th('refund.blockedTitle') })).toBeVisible();
      await expect(refundDialog(run).getByRole('button', { name: th('refund.receive') })).toBeDisabled();
    },
    ready: async (run) => {
      const { check, error, intent } = context(run);
      await expect(refundDialog(run).getByTestId('refund-amount')).toHaveText(formatMoney(check!.amount));
      await expect(refundDialog(run).getByRole('button', { name: th('refund.receive') })).toBeEnabled();
      // A refusal in the bank's words; an unclear answer says it may have gone through (its retry keeps the key).
      if (error && intent) await expect(refundDialog(run).getByRole('alert')).toContainText(mayHaveGone);
      else if (error) await expect(refundDialog(run).getByText(errorText(error))).toBeVisible();
    },
    confirming: async (run) =>
      expect(confirmBox(run)).toContainText(
        th('refund.confirmBody', { amount: formatMoney(context(run).check!.amount) }),
      ),
    receiving: async (run) => expect(confirmBox(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    received: async (run) => expect(refundDialog(run).getByText(th('refund.success'))).toBeVisible(),
    // Refused for good: why, in this screen's words, and no receive to be refused again.
    refused: async (run) => {
      const { error } = context(run);
      await expect(refundDialog(run).getByRole('alert')).toHaveText(errorText(error!, 'refund.refused'));
      await expect(refundDialog(run).getByRole('button', { name: th('refund.receive') })).toBeDisabled();
    },
  },
};

const claimDialog = (run: Run) => run.page.getByRole('dialog', { name: th('home.invite.confirmTitle') });
const walletRead = callOf(api.wallet.get);

export const inviteBonus: ScreenMap = {
  name: 'claim (invite bonus)',
  file: 'claim',
  machine: claimMachine,
  groups: ['invite bonus', 'invite bonus, invitees never played'],
  also: [withStep('xstate.error.actor.receive', { code: 'INTERNAL_SERVER_ERROR', group: 'invite bonus' })],
  // The dialog is the confirm (its receive is sent at once), and what waits is never blocked or nothing here.
  elsewhere: Object.fromEntries(
    ['confirming', 'blocked', 'nothing'].map((s) => [s, 'the refund (claim (refund) above)']),
  ),
  // Somchai (75 baht from his invitees) or Anong (her invitees never played).
  // Home read its wallet first (the claim's check reads it again, and is held).
  setup: async (run) => {
    await memberAt(run.page, run.case.group === 'invite bonus' ? PERSONAS.funded : PERSONAS.newcomer, '/user/home');
    await expect(run.page.getByRole('button', { name: th('home.invite.receive') })).toBeEnabled();
  },
  start: async (run) => run.page.getByRole('button', { name: th('home.invite.receive') }).click(),
  // What waits is the fresh wallet's invite amount.
  calls: { check: walletRead, receive: callOf(api.invite.bonus) },
  arrange: checkArranged(walletRead),
  events: {
    RECEIVE: async (run) =>
      claimDialog(run)
        .getByRole('button', { name: th('home.invite.receive') })
        .click(),
    RETRY: async (run) =>
      claimDialog(run)
        .getByRole('button', { name: th('common.retry') })
        .click(),
  },
  states: {
    checking: async (run) =>
      expect(claimDialog(run).getByRole('button', { name: th('home.invite.receive') })).toBeDisabled(),
    checkFailed: async (run) => {
      await expect(claimDialog(run).getByText(errorText(context(run).error!))).toBeVisible();
      await expect(claimDialog(run).getByRole('button', { name: th('common.retry') })).toBeVisible();
    },
    nothing: async () => {},
    blocked: async () => {},
    ready: async (run) => {
      const { error, intent } = context(run);
      await expect(claimDialog(run).getByRole('button', { name: th('home.invite.receive') })).toBeEnabled();
      // The spec's danger toast with the reason; an unclear answer says it may have gone through.
      if (error && intent) await expect(claimDialog(run).getByRole('alert')).toContainText(mayHaveGone);
      else if (error) await expect(run.page.getByText(errorText(error))).toBeVisible();
    },
    confirming: async () => {},
    receiving: async (run) => expect(claimDialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    // The spec's toast, and in the dialog why and what comes next: for invitees who never played, inviting more.
    refused: async (run) => {
      const { error } = context(run);
      await expect(run.page.getByText(errorText(error!))).toBeVisible();
      await expect(claimDialog(run).getByRole('alert')).toHaveText(errorText(error!, 'home.invite.refused'));
      await expect(claimDialog(run).getByRole('button', { name: th('home.invite.receive') })).toHaveCount(
        error === 'NO_INVITEE_PLAY_INFO' ? 0 : 1,
      );
    },
    received: async (run) => {
      // The receipt says it (no toast repeats it over the dialog's lines).
      await expect(claimDialog(run).getByText(th('home.invite.received'))).toBeVisible();
      // The amount received, in the receipt's own line (the wallet's line after it, once read again, may hold the same
      // digits: 1,575.00 after 75.00).
      await expect(claimDialog(run).getByTestId('receipt-amount')).toHaveText(
        `${formatMoney(context(run).check!.amount)} ${th('currency.BAHT')}`,
      );
    },
  },
};
