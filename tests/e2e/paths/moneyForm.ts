/**
 * A money form of home (machines/moneyAction.ts) on the screen: the transfer and the withdraw dialogs share its
 * events and what each state shows, by their texts (`<flow>.title`, `.submit`, `.success`).
 */
import { expect } from '@playwright/test';
import { CONFIRM_ARM_MS, type MoneyActionContext } from '../../../machines/moneyAction';
import { formatMoney } from '../../../src/lib/format';
import { errorText, th } from './member';
import type { Run, ScreenMap } from './screen';

/**
 * `fields`: each field's label key and whether it is a select; `errorVars`: what the field errors' texts are
 * written with (a minimum, a range).
 */
export function moneyForm(
  flow: 'transfer' | 'withdraw',
  fields: Record<string, { label: string; select?: boolean }>,
  errorVars: Record<string, string>,
) {
  const dialog = (run: Run) => run.page.getByRole('dialog', { name: th(`${flow}.title`) });
  /** The request shown for confirming before it is sent (a withdrawal: the amount and where it goes). */
  const confirmBox = (run: Run) => dialog(run).locator('.confirm-box');
  const field = (run: Run, name: string) => dialog(run).getByLabel(th(fields[name]!.label), { exact: true });
  /** The event is a tap on the dialog's button of this text. */
  const press = (key: string) => async (run: Run) =>
    dialog(run)
      .getByRole('button', { name: th(key) })
      .click();
  const events: ScreenMap['events'] = {
    CHANGE: async (run, { field: name, value }) => {
      if (fields[String(name)]!.select) await field(run, String(name)).selectOption(String(value));
      else await field(run, String(name)).fill(String(value));
    },
    SUBMIT: press(`${flow}.submit`),
    // The open intent's own buttons (src/features/intents/OpenIntent.tsx), or the confirm step's (the withdrawal's send and back).
    RETRY: press('intent.retry'),
    FORGET: press('intent.forget'),
    CONFIRM: async (run) =>
      (await confirmBox(run).count())
        ? confirmBox(run)
            .getByRole('button', { name: th(`${flow}.send`) })
            .click()
        : press('intent.sendNew')(run),
    DISMISS: async (run) =>
      (await confirmBox(run).count())
        ? confirmBox(run)
            .getByRole('button', { name: th('common.back') })
            .click()
        : press('intent.back')(run),
    // The send arms itself a moment after the step shows (a double tap's second tap sends nothing): waited for.
    [`xstate.after.${CONFIRM_ARM_MS}.moneyAction.confirming.arming`]: async () => {},
  };
  const states: ScreenMap['states'] = {
    editing: async (run) => {
      const { values, errors, serverError, intent } = run.expected.context as MoneyActionContext;
      await expect(dialog(run).getByRole('button', { name: th(`${flow}.submit`) })).toBeEnabled();
      for (const [name, value] of Object.entries(values)) await expect(field(run, name)).toHaveValue(value);
      // Each field's own error under it (the hint under the amount says the rule all along).
      await expect(dialog(run).locator('.field-error')).toHaveText(
        Object.values(errors).map((key) => th(key, errorVars)),
      );
      // An open intent (an unclear answer) is offered again with "Try again"; a refusal says its code.
      if (intent) await expect(dialog(run).getByRole('button', { name: th('intent.retry') })).toBeVisible();
      else await expect(dialog(run).locator('.open-intent')).toHaveCount(0);
      if (serverError && serverError !== 'OUTCOME_UNKNOWN')
        await expect(dialog(run).getByText(errorText(serverError))).toBeVisible();
      else await expect(dialog(run).locator('.error-banner:not(.open-intent)')).toHaveCount(0);
    },
    confirmingNew: async (run) =>
      expect(dialog(run).getByRole('alertdialog', { name: th('intent.title') })).toBeVisible(),
    confirming: async (run) => {
      const amount = formatMoney(Number((run.expected.context as MoneyActionContext).values.amount));
      await expect(confirmBox(run)).toContainText(
        th(`${flow}.confirm`, { amount: `${amount} ${th('currency.BAHT')}` }),
      );
      await expect(confirmBox(run).getByTestId('withdraw-destination')).toBeVisible();
    },
    // Arming lasts 400 ms: what it shows is the step's (above); armed, the send works.
    'confirming.arming': async () => {},
    'confirming.armed': async (run) =>
      expect(confirmBox(run).getByRole('button', { name: th(`${flow}.send`) })).toBeEnabled(),
    submitting: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    succeeded: async (run) => {
      await expect(dialog(run).getByText(th(`${flow}.success`))).toBeVisible();
      await dialog(run)
        .getByRole('button', { name: th('common.ok') })
        .click();
      // Home reads the wallet again (the funded member's 1,500): the amount left it.
      const amount = Number((run.expected.context as MoneyActionContext).values.amount);
      await expect(run.page.getByTestId('wallet-amount')).toHaveText(formatMoney(1500 - amount));
    },
  };
  return { events, states };
}
