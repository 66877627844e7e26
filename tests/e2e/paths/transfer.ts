/** A transfer (machines/moneyAction.ts, the model's "transfer form") in home's transfer dialog. */
import { expect } from '@playwright/test';
import { moneyActionMachine, type MoneyActionContext } from '../../../machines/moneyAction';
import { TRANSFER_MINIMUM, transferErrors } from '../../../machines/validation';
import { PERSONAS } from '../../../mirage/seed';
import { formatMoney } from '../../../src/lib/format';
import { errorText, memberAt, th } from './member';
import { api } from '../../../src/api/contracts';
import { callOf, withStep, type Run, type ScreenMap } from './screen';

const dialog = (run: Run) => run.page.getByRole('dialog', { name: th('transfer.title') });
const FIELDS: Record<string, string> = { from: 'transfer.from', to: 'transfer.to', amount: 'transfer.amount' };
const field = (run: Run, name: unknown) => dialog(run).getByLabel(th(FIELDS[String(name)]!), { exact: true });

export const transfer: ScreenMap = {
  file: 'moneyAction',
  machine: moneyActionMachine,
  groups: ['transfer form'],
  also: [withStep('xstate.error.actor.submit', { code: 'TRANSFER_FAIL' }), withStep('xstate.error.actor.submit', { code: 'INTERNAL_SERVER_ERROR' })],
  input: { values: { from: 'WALLET', to: '', amount: '' }, validate: transferErrors },
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/home'),
  start: async (run) => run.page.getByRole('button', { name: th('home.shortcut.transfer') }).click(),
  calls: { submit: callOf(api.wallet.transfer) },
  events: {
    CHANGE: async (run, { field: name, value }) => {
      if (name === 'amount') await field(run, name).fill(String(value));
      else await field(run, name).selectOption(String(value));
    },
    SUBMIT: async (run) => dialog(run).getByRole('button', { name: th('transfer.submit') }).click(),
  },
  states: {
    editing: async (run) => {
      const { values, errors, serverError } = run.expected.context as MoneyActionContext;
      await expect(dialog(run).getByRole('button', { name: th('transfer.submit') })).toBeEnabled();
      for (const [name, value] of Object.entries(values)) await expect(field(run, name)).toHaveValue(value);
      // Each field's own error under it (the hint under the amount says the rule all along).
      await expect(dialog(run).locator('.field-error')).toHaveText(Object.values(errors).map((key) => th(key, { min: String(TRANSFER_MINIMUM) })));
      // An unclear answer says so (OUTCOME_UNKNOWN: the same intent goes again), a refusal says its code.
      if (serverError) await expect(dialog(run).getByText(errorText(serverError))).toBeVisible();
      else await expect(dialog(run).locator('.error-banner')).toHaveCount(0);
    },
    submitting: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    succeeded: async (run) => {
      await expect(dialog(run).getByText(th('transfer.success'))).toBeVisible();
      await dialog(run).getByRole('button', { name: th('common.ok') }).click();
      // Home reads the wallet again: the amount left the wallet.
      const amount = Number((run.expected.context as MoneyActionContext).values.amount);
      await expect(run.page.getByTestId('wallet-amount')).toHaveText(formatMoney(1500 - amount));
    },
  },
};
