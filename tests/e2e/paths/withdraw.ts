/** A withdraw (machines/moneyAction.ts, the model's "withdraw form") in home's withdraw dialog. */
import { moneyFormMachine } from '../../../machines/moneyAction';
import { withdrawErrors } from '../../../machines/validation';
import { WITHDRAW_LIMITS } from '../../../mirage/content';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { formatMoney } from '../../../src/lib/format';
import { memberAt, th } from './member';
import { moneyForm } from './moneyForm';
import { callOf, withStep, type ScreenMap } from './screen';

const form = moneyForm(
  'withdraw',
  { amount: { label: 'withdraw.amount' } },
  {
    min: formatMoney(WITHDRAW_LIMITS.withdrawMin),
    max: formatMoney(WITHDRAW_LIMITS.withdrawMax),
  },
);

export const withdraw: ScreenMap = {
  name: 'moneyAction (withdraw)',
  file: 'moneyAction',
  machine: moneyFormMachine({ validate: (v: Record<string, string>) => withdrawErrors(v, WITHDRAW_LIMITS) }),
  groups: ['withdraw form'],
  input: {
    values: { amount: '' },
    // As the dialog asks: confirmed once before it is sent.
    confirm: true,
  },
  also: [withStep('xstate.error.actor.submit', { code: 'MONEY_NOT_ENOUGH' })],
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/home'),
  start: async (run) => run.page.getByRole('button', { name: th('home.tile.withdraw') }).click(),
  calls: { submit: callOf(api.wallet.withdrawAll) },
  ...form,
};
