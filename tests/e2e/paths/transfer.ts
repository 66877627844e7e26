/** A transfer (machines/moneyAction.ts, the model's "transfer form") in home's transfer dialog. */
import { moneyFormMachine } from '../../../machines/moneyAction';
import { TRANSFER_MINIMUM, transferErrors } from '../../../machines/validation';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { memberAt, th } from './member';
import { moneyForm } from './moneyForm';
import { callOf, withStep, type ScreenMap } from './screen';

const form = moneyForm(
  'transfer',
  {
    from: { label: 'transfer.from', select: true },
    to: { label: 'transfer.to', select: true },
    amount: { label: 'transfer.amount' },
  },
  { min: String(TRANSFER_MINIMUM) },
);

export const transfer: ScreenMap = {
  file: 'moneyAction',
  machine: moneyFormMachine({ validate: transferErrors }),
  groups: ['transfer form'],
  also: [
    withStep('xstate.error.actor.submit', { code: 'TRANSFER_FAIL' }),
    withStep('xstate.error.actor.submit', { code: 'INTERNAL_SERVER_ERROR' }),
  ],
  input: { values: { from: 'WALLET', to: '', amount: '' } },
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/home'),
  start: async (run) => run.page.getByRole('button', { name: th('home.shortcut.transfer') }).click(),
  calls: { submit: callOf(api.wallet.transfer) },
  // A transfer is sent as typed; only the withdrawal asks to confirm first.
  elsewhere: Object.fromEntries(
    ['confirming', 'confirming.arming', 'confirming.armed'].map((s) => [s, 'the withdrawal (paths/withdraw.ts)']),
  ),
  offScreen: {
    'succeeded —RESET→ editing':
      'no control: a transfer or a withdrawal that went through closes its dialog (the receipt is a toast and the wallet); the next one opens a new dialog',
  },
  ...form,
};
