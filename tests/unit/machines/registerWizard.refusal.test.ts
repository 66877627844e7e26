/**
 * A server refusal names its field: under the field when the step shows it, otherwise above the form with the field
 * and its step (a phone registered meanwhile is answered only when the account is created, on the bank step).
 */
import { describe } from 'vitest';
import { createActor } from 'xstate';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { checkTable, failed, type Row } from './table';

const base = createActor(registerWizardMachine, { input: { laos: false } }).getSnapshot().context as unknown as Record<
  string,
  unknown
>;

describe('register wizard: each refusal where the member can act on it', () => {
  const rows: Row[] = [
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'EXISTING_USER'),
      to: 'profile',
      then: { errors: { phone: 'errors.EXISTING_USER' }, serverError: null, serverField: null },
    },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'INVALID_USER_INFO'),
      to: 'profile',
      then: { errors: { name: 'errors.INVALID_USER_INFO' }, serverError: null },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'EXISTING_USER'),
      to: 'bank',
      then: { errors: {}, serverError: 'EXISTING_USER', serverField: 'phone' },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'INVALID_USER_INFO'),
      to: 'bank',
      then: { errors: {}, serverError: 'INVALID_USER_INFO', serverField: 'name' },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'EXISTING_BANK'),
      to: 'bank',
      then: { errors: { bankAccountNo: 'errors.EXISTING_BANK' }, serverError: null, serverField: null },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'REGISTER_FAIL'),
      to: 'bank',
      then: { errors: {}, serverError: 'REGISTER_FAIL', serverField: null },
    },
    // Going back clears it: the member is on their way to fix it.
    {
      from: 'bank',
      event: { type: 'BACK' },
      to: 'profile',
      given: { serverError: 'EXISTING_USER', serverField: 'phone' },
      then: { serverError: null, serverField: null },
    },
  ];
  checkTable(registerWizardMachine, base, rows);
});
