/** A withdraw (machines/moneyAction.ts, the model's "withdraw form") in home's withdraw dialog. */
import { expect } from '@playwright/test';
import { moneyActionMachine, type MoneyActionContext } from '../../../machines/moneyAction';
import { withdrawErrors } from '../../../machines/validation';
import { WITHDRAW_LIMITS } from '../../../mirage/content';
import { PERSONAS } from '../../../mirage/seed';
import { api } from '../../../src/api/contracts';
import { formatMoney } from '../../../src/lib/format';
import { errorText, memberAt, th } from './member';
import { callOf, withStep, type Run, type ScreenMap } from './screen';

const dialog = (run: Run) => run.page.getByRole('dialog', { name: th('withdraw.title') });
const amountField = (run: Run) => dialog(run).getByLabel(th('withdraw.amount'), { exact: true });
const range = { min: formatMoney(WITHDRAW_LIMITS.withdrawMin), max: formatMoney(WITHDRAW_LIMITS.withdrawMax) };

export const withdraw: ScreenMap = {
  name: 'moneyAction (withdraw)',
  file: 'moneyAction',
  machine: moneyActionMachine,
  groups: ['withdraw form'],
  input: { values: { amount: '' }, validate: (v: Record<string, string>) => withdrawErrors(v, WITHDRAW_LIMITS) },
  also: [withStep('xstate.error.actor.submit', { code: 'MONEY_NOT_ENOUGH' })],
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/home'),
  start: async (run) => run.page.getByRole('button', { name: th('home.tile.withdraw') }).click(),
  calls: { submit: callOf(api.wallet.withdrawAll) },
  events: {
    CHANGE: async (run, { value }) => amountField(run).fill(String(value)),
    SUBMIT: async (run) => dialog(run).getByRole('button', { name: th('withdraw.submit') }).click(),
  },
  states: {
    editing: async (run) => {
      const { values, errors, serverError } = run.expected.context as MoneyActionContext;
      await expect(dialog(run).getByRole('button', { name: th('withdraw.submit') })).toBeEnabled();
      await expect(amountField(run)).toHaveValue(values.amount!);
      // Each field's own error under it (the hint under the amount says the rule all along).
      await expect(dialog(run).locator('.field-error')).toHaveText(Object.values(errors).map((key) => th(key, range)));
      if (serverError) await expect(dialog(run).getByText(errorText(serverError))).toBeVisible();
      else await expect(dialog(run).locator('.error-banner')).toHaveCount(0);
    },
    submitting: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    succeeded: async (run) => {
      await expect(dialog(run).getByText(th('withdraw.success'))).toBeVisible();
      await dialog(run).getByRole('button', { name: th('common.ok') }).click();
      // Home reads the wallet again: the amount left it.
      const amount = Number((run.expected.context as MoneyActionContext).values.amount);
      await expect(run.page.getByTestId('wallet-amount')).toHaveText(formatMoney(1500 - amount));
    },
  },
};
