/**
 * A promotion code (machines/promotion.ts) on the bonus page, as Somchai (no bonus running, so the code box shows):
 * typed, searched, found or not, received, refused, or answered unclearly (the receipt offered again).
 */
import { expect } from '@playwright/test';
import { OUTCOME_UNKNOWN } from '../../../machines/intent';
import { promotionMachine, type PromotionContext } from '../../../machines/promotion';
import { api } from '../../../src/api/contracts';
import { errorText, memberAt, th } from './member';
import { callOf, withStep, type Run, type ScreenMap } from './screen';

const context = (run: Run) => run.expected.context as PromotionContext;
const box = (run: Run) => run.page.getByRole('region', { name: th('promotion.title') });
const dialog = (run: Run) =>
  run.page.getByRole('dialog', { name: th('promotion.dialogTitle', { code: context(run).code }) });
const button = (run: Run, key: string) => dialog(run).getByRole('button', { name: th(key), exact: true });

export const promotion: ScreenMap = {
  file: 'promotion',
  machine: promotionMachine,
  input: {},
  also: [
    withStep('xstate.error.actor.activate'),
    withStep('xstate.error.actor.find'),
    // The unclear answer: a 500 to the receipt.
    withStep('xstate.error.actor.activate', { code: 'INTERNAL_SERVER_ERROR' }),
  ],
  setup: async (run) => memberAt(run.page, '0812345678', '/user/bonus'),
  start: async (run) => expect(box(run)).toBeVisible(),
  calls: { find: callOf(api.promotion.find), activate: callOf(api.promotion.activate) },
  events: {
    TYPE: async (run, { value }) =>
      box(run)
        .getByRole('textbox', { name: th('promotion.label') })
        .fill(String(value)),
    SEARCH: async (run) =>
      box(run)
        .getByRole('button', { name: th('promotion.search') })
        .click(),
    RECEIVE: async (run) => button(run, 'promotion.receive').click(),
    // Cancel beside the receipt, OK after it or after "not found".
    CLOSE: async (run) => {
      const cancel = button(run, 'common.cancel');
      if (await cancel.isVisible()) await cancel.click();
      else await button(run, 'common.ok').click();
    },
  },
  states: {
    idle: async (run) => {
      const { code, error } = context(run);
      await expect(run.page.getByRole('dialog')).toHaveCount(0);
      await expect(box(run).getByRole('textbox', { name: th('promotion.label') })).toHaveValue(code);
      if (error) await expect(box(run).getByText(errorText(error))).toBeVisible();
    },
    searching: async (run) => expect(dialog(run).getByText(th('promotion.searching'))).toBeVisible(),
    found: async (run) => {
      const { error } = context(run);
      await expect(button(run, 'promotion.receive')).toBeEnabled();
      // An unclear answer: the receipt may have gone through, and is offered again with the same key.
      if (error === OUTCOME_UNKNOWN) await expect(dialog(run).locator('.open-intent')).toBeVisible();
      else if (error) await expect(dialog(run).getByText(errorText(error))).toBeVisible();
    },
    receiving: async (run) => expect(button(run, 'common.wait')).toBeDisabled(),
    received: async (run) =>
      expect(dialog(run).getByText(th('promotion.received', { code: context(run).code }))).toBeVisible(),
    notFound: async (run) =>
      expect(dialog(run).getByText(th('promotion.notFound', { code: context(run).code }))).toBeVisible(),
  },
};
