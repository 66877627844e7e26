/**
 * A QR deposit (machines/qrDeposit.ts) in home's deposit dialog. The model's cases are for a payment provider with
 * a 10 baht minimum ("WW"); the demo offers the funded member KBank and Payonex, and Payonex (a payment provider)
 * stands for it here: its amounts (150, 50, 0) are checked against its own minimum on the screen.
 */
import { expect } from '@playwright/test';
import { canCreate, providerRules, type QrContext } from '../../../machines/qrDeposit';
import { qrDepositMachine } from '../../../machines/qrDeposit';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { formatMoney } from '../../../src/lib/format';
import { errorText, memberAt, memberCall, th } from './member';
import { bank, callOf, withStep, type Run, type ScreenMap } from './screen';

const PROVIDER = 'PAYONEX';
const panel = (run: Run) => run.page.getByRole('region', { name: th(`deposit.qr.provider.${PROVIDER}`) });
const context = (run: Run) => run.expected.context as QrContext;

export const qrDeposit: ScreenMap = {
  file: 'qrDeposit',
  machine: qrDepositMachine,
  actor: { key: 'provider', value: PROVIDER },
  also: [withStep('TICK')],
  offScreen: {
    'creating —xstate.done.actor.create#2→ none':
      "no control: the app never sends an amount below the provider's minimum (its create button waits), so the bank's below-minimum message cannot come on the screen",
  },
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/home'),
  start: async (run) => run.page.getByRole('button', { name: th('home.tile.deposit') }).click(),
  calls: {
    current: callOf(api.qrcode.get, { provider: PROVIDER }),
    create: callOf(api.qrcode.create, { provider: PROVIDER }),
    cancel: callOf(api.qrcode.cancel),
  },
  arrange: {
    // A QR the member made before (on another visit): the bank has it live when the dialog asks.
    'xstate.done.actor.current': async (run, { output }) => {
      const qr = output as { hasQrcode: boolean; amount: number | null };
      if (!qr.hasQrcode) return;
      await memberCall(run.page, ...callOf(api.qrcode.create, { provider: PROVIDER }), { amount: qr.amount });
    },
  },
  events: {
    AMOUNT: async (run, { value }) => panel(run).getByLabel(th('deposit.qr.amount')).fill(String(value)),
    CREATE: async (run) =>
      panel(run)
        .getByRole('button', { name: th('deposit.qr.create') })
        .click(),
    CANCEL: async (run) =>
      panel(run)
        .getByRole('button', { name: th('deposit.qr.cancel') })
        .click(),
    // "I have paid": the dialog closes and home promises word of the deposit.
    TRANSFERRED: async (run) =>
      panel(run)
        .getByRole('button', { name: th('deposit.qr.transferred') })
        .click(),
    // Another provider's QR made (KBank's, in the same dialog): this provider's view reads its QR again. A QR KBank
    // already has (an earlier refresh's) is cancelled first: only a new one refreshes the others.
    REFRESH: async (run) => {
      const kbank = run.page.getByRole('region', { name: th('deposit.qr.provider.KBANK') });
      const cancel = kbank.getByRole('button', { name: th('deposit.qr.cancel') });
      if (await cancel.isVisible()) await cancel.click();
      await kbank.getByLabel(th('deposit.qr.amount')).fill('100');
      await kbank.getByRole('button', { name: th('deposit.qr.create') }).click();
      await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
    },
    // The clock reads a time past the QR's end: the demo bank's clock (the app's clock in the demo) moves a day on.
    TICK: async (run, { now }) => {
      if (Number(now) < 1e15)
        throw new Error(`TICK to ${String(now)}: only a time past every QR's end is played on the screen`);
      await bank(run.page).advanceClock(24 * 60 * 60 * 1000);
    },
  },
  states: {
    loading: async (run) => expect(panel(run).getByRole('status')).toBeVisible(),
    // The form stays where it is, its create button busy (it waits, and cannot be sent again).
    creating: async (run) => {
      const busy = panel(run).getByRole('button', { name: th('common.wait') });
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(busy).toBeDisabled();
      await expect(panel(run).getByLabel(th('deposit.qr.amount'))).toHaveValue(context(run).amount);
    },
    cancelling: async (run) => expect(panel(run).getByRole('status')).toBeVisible(),
    none: async (run) => {
      const { amount, error, expired } = context(run);
      await expect(panel(run).getByLabel(th('deposit.qr.amount'))).toHaveValue(amount);
      // The create button follows the provider on the screen (its own minimum).
      const create = panel(run).getByRole('button', { name: th('deposit.qr.create') });
      if (canCreate(amount, providerRules(PROVIDER).minimum)) await expect(create).toBeEnabled();
      else await expect(create).toBeDisabled();
      if (error) await expect(panel(run).getByText(errorText(error))).toBeVisible();
      await expect(panel(run).getByText(th('deposit.qr.expired'))).toHaveCount(expired ? 1 : 0);
    },
    shown: async (run) => {
      if (run.step.event === 'TRANSFERRED') {
        await expect(run.page.getByRole('dialog', { name: th('deposit.title') })).toBeHidden();
        await expect(run.page.getByText(th('deposit.qr.watchToast'))).toBeVisible();
        return;
      }
      const { qr, error } = context(run);
      await expect(panel(run).locator('.qr-image')).toBeVisible();
      await expect(panel(run).getByRole('strong').or(panel(run).locator('strong')).first()).toHaveText(
        formatMoney(qr!.amount),
      );
      await expect(panel(run).getByTestId(`qr-countdown-${PROVIDER}`)).toHaveText(/^\d\d:\d\d$/);
      await expect(panel(run).getByRole('button', { name: th('deposit.qr.cancel') })).toBeVisible();
      if (error) await expect(panel(run).getByText(errorText(error))).toBeVisible();
    },
  },
};
