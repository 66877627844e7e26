/**
 * Claiming a wheel coupon (machines/spin.ts, the `couponClaim` machine) on the spin page, as Somchai with his 20 baht
 * coupon: chosen, confirmed (taps within 500 ms are one claim), claimed with its receipt, refused with the reason, or
 * answered unclearly (the claim may have gone through: offered again with its key).
 */
import { expect } from '@playwright/test';
import { OUTCOME_UNKNOWN } from '../../../machines/intent';
import { couponClaimMachine, type ClaimCouponContext } from '../../../machines/spin';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { memberAt, th } from './member';
import { callOf, withStep, type Run, type ScreenMap } from './screen';

const context = (run: Run) => run.expected.context as ClaimCouponContext;
const coupons = (run: Run) => run.page.getByRole('region', { name: th('spin.coupons.title') });
const dialog = (run: Run) => run.page.getByRole('dialog', { name: th('spin.coupons.claimTitle') });
/** The text the claim's refusal shows: the claim's own words for it, the spin table's, else the catalogue's. */
const refusal = (code: string) => {
  for (const key of [`spinErrors.onClaim.${code}`, `spinErrors.${code}`])
    try {
      return th(key);
    } catch {
      // Not in that table.
    }
  return th(`errors.${code}`);
};

export const couponClaim: ScreenMap = {
  name: 'couponClaim',
  file: 'spin',
  machine: couponClaimMachine,
  input: {},
  groups: ["Somchai's coupon"],
  also: [withStep('xstate.error.actor.claim'), withStep('xstate.error.actor.claim', { code: 'INTERNAL_SERVER_ERROR' })],
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/spin'),
  // The coupons listed, and the wheel drawn (its worker's start takes the machine's CPU for a moment): a step that
  // must land within the claim's 500 ms wait (a dismiss while it settles) is not played over it.
  start: async (run) => {
    await expect(coupons(run).getByRole('row').nth(1)).toBeVisible();
    await expect(run.page.locator('canvas.wheel-canvas[data-drawn-by]')).toBeVisible();
  },
  calls: { claim: callOf(api.spin.claim) },
  events: {
    // The coupon's row: its prize's label, on the page it is on (soonest to expire first: the 20 baht is on page 2).
    CHOOSE: async (run, { coupon }) => {
      const row = coupons(run)
        .getByRole('row')
        .filter({ has: run.page.getByText((coupon as { label: string }).label, { exact: true }) })
        .first();
      if ((await row.count()) === 0)
        await coupons(run)
          .getByRole('button', { name: th('common.page', { page: '2' }) })
          .click();
      await row.getByRole('button', { name: th('spin.coupons.claim') }).click();
    },
    CONFIRM: async (run) => {
      // A tap on confirm while it settles: the button waits, the tap still counts (the machine's debounce restarts).
      const b = dialog(run).getByRole('button', {
        name: new RegExp(`^(${th('spin.coupons.confirm')}|${th('common.wait')})$`),
      });
      await b.click();
    },
    DISMISS: async (run) =>
      dialog(run)
        .getByRole('button', { name: th('common.cancel') })
        .click(),
    CLOSE: async (run) =>
      dialog(run)
        .getByRole('button', { name: th('common.ok') })
        .click(),
    // The machine's own wait (500 ms) runs out by itself.
    'xstate.after.debounce.couponClaim.settling': async () => {},
  },
  states: {
    idle: async (run) => expect(dialog(run)).toHaveCount(0),
    confirming: async (run) => {
      await expect(dialog(run).getByText(context(run).coupon!.label, { exact: true })).toBeVisible();
      await expect(dialog(run).getByRole('button', { name: th('spin.coupons.confirm') })).toBeEnabled();
    },
    settling: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeVisible(),
    claiming: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    claimed: async (run) => {
      await expect(dialog(run).getByText(th('spin.coupons.claimed'))).toBeVisible();
      await expect(dialog(run).getByTestId('receipt-amount')).toContainText('20.00');
    },
    failed: async (run) => {
      const { error } = context(run);
      if (error === OUTCOME_UNKNOWN) await expect(dialog(run).locator('.open-intent')).toBeVisible();
      else await expect(dialog(run).getByText(refusal(error!))).toBeVisible();
    },
  },
};
