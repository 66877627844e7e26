/** Change password (machines/changePassword.ts) on the profile page's lock. */
import { expect } from '@playwright/test';
import { changePasswordMachine, PASSWORD_FIELDS, type ChangePasswordContext } from '../../../machines/changePassword';
import { PASSWORD_MIN_LENGTH } from '../../../machines/validation';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { errorText, memberAt, th } from './member';
import { callOf, withStep, type Run, type ScreenMap } from './screen';

const dialog = (run: Run) => run.page.getByRole('dialog', { name: th('password.title') });
const fieldOf = (run: Run, field: unknown) => dialog(run).getByLabel(th(`password.${String(field)}`), { exact: true });

export const changePassword: ScreenMap = {
  file: 'changePassword',
  machine: changePasswordMachine,
  also: [withStep('xstate.error.actor.save', { code: 'WRONG_PASSWORD' })],
  setup: async (run) => memberAt(run.page, PERSONAS.funded, '/user/profile'),
  start: async (run) => run.page.getByRole('button', { name: th('password.title') }).click(),
  // The bank refuses a wrong old password with 400 (a 401 would end the session).
  calls: { save: [...callOf(api.account.changePassword), { WRONG_PASSWORD: 400 }] },
  events: {
    CHANGE: async (run, { field, value }) => fieldOf(run, field).fill(String(value)),
    TOGGLE: async (run, { field }) =>
      dialog(run)
        .getByRole('button', { name: th('password.show', { field: th(`password.${String(field)}`) }) })
        .click(),
    SUBMIT: async (run) =>
      dialog(run)
        .getByRole('button', { name: th('common.save') })
        .click(),
  },
  states: {
    editing: async (run) => {
      const { values, shown, error } = run.expected.context as ChangePasswordContext;
      await expect(dialog(run).getByRole('button', { name: th('common.save') })).toBeEnabled();
      for (const f of PASSWORD_FIELDS) {
        await expect(fieldOf(run, f)).toHaveValue(values[f]);
        await expect(fieldOf(run, f)).toHaveAttribute('type', shown[f] ? 'text' : 'password');
      }
      const message =
        error === 'mismatch'
          ? th('password.mismatch')
          : error === 'tooShort'
            ? th('password.tooShort', { n: String(PASSWORD_MIN_LENGTH) })
            : error
              ? errorText(error)
              : null;
      if (message) await expect(dialog(run).getByText(message)).toBeVisible();
      else await expect(dialog(run).locator('.error-banner')).toHaveCount(0);
    },
    saving: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    saved: async (run) => {
      await expect(dialog(run).getByText(th('common.saved'))).toBeVisible();
      await expect(dialog(run).getByRole('button', { name: th('common.ok') })).toBeVisible();
    },
  },
};
