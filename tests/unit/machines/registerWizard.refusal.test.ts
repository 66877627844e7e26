// @vitest-environment node
/**
 * A server refusal names its field: under the field when the step shows it, otherwise above the form with the field
 * and its step (a phone registered meanwhile is answered only when the account is created, on the bank step).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fieldsToCheck, refusal } from '../../../machines/registerForm';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { checkTable, failed, type Row } from './table';

/** A refusal whose answer names the request key it refuses (`{ message, key }`). */
const keyed = (id: string, code: string, key: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { code, proven: true, key },
});

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
    // KEY_MISSING and KEY_INVALID name the request key they refuse: under its field where the step shows it, else
    // above the form naming the field and its step; with no key (or one no field sends) above the form alone.
    {
      from: 'validatingProfile',
      event: keyed('validateProfile', 'KEY_INVALID', 'sourceCode'),
      to: 'profile',
      then: { errors: { sourceCode: 'register.keyRefused' }, serverError: null, serverField: null },
    },
    {
      from: 'validatingProfile',
      event: keyed('validateProfile', 'KEY_MISSING', 'name'),
      to: 'profile',
      then: { errors: { name: 'validation.required' }, serverError: null, serverField: null },
    },
    {
      from: 'validatingProfile',
      event: keyed('validateProfile', 'KEY_MISSING', 'currency'),
      to: 'profile',
      then: { errors: {}, serverError: 'KEY_MISSING', serverField: 'currency' },
    },
    {
      from: 'registering',
      event: keyed('createAccount', 'KEY_MISSING', 'currency'),
      to: 'bank',
      then: { errors: { currency: 'validation.required' }, serverError: null, serverField: null },
    },
    {
      from: 'registering',
      event: keyed('createAccount', 'KEY_INVALID', 'bankAccountName'),
      to: 'bank',
      then: { errors: { firstName: 'register.keyRefused' }, serverError: null, serverField: null },
    },
    {
      from: 'registering',
      event: keyed('createAccount', 'KEY_INVALID', 'username'),
      to: 'bank',
      then: { errors: {}, serverError: 'KEY_INVALID', serverField: 'phone' },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'KEY_INVALID'),
      to: 'bank',
      then: { errors: {}, serverError: 'KEY_INVALID', serverField: null },
    },
    {
      from: 'registering',
      event: keyed('createAccount', 'KEY_INVALID', 'constructor'),
      to: 'bank',
      then: { errors: {}, serverError: 'KEY_INVALID', serverField: null },
    },
    // A key on another code changes nothing: the code's own field.
    {
      from: 'registering',
      event: keyed('createAccount', 'EXISTING_BANK', 'name'),
      to: 'bank',
      then: { errors: { bankAccountNo: 'errors.EXISTING_BANK' }, serverError: null, serverField: null },
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

describe('register wizard: a refused request key is read under the field the member types it in', () => {
  it.each([
    ['username', 'profile', 'phone'],
    ['phoneNumber', 'phone', 'phone'],
    ['otpCode', 'otp', 'otpCode'],
    ['name', 'profile', 'name'],
    ['password', 'profile', 'password'],
    ['sourceCode', 'profile', 'sourceCode'],
    ['inviteCode', 'profile', 'inviteCode'],
    ['bankCode', 'bank', 'bankCode'],
    ['bankAccountName', 'bank', 'firstName'],
    ['bankAccountNo', 'bank', 'bankAccountNo'],
    ['currency', 'bank', 'currency'],
  ] as const)('%s on the %s step: under %s', (key, step, field) => {
    expect(refusal({ code: 'KEY_INVALID', proven: true, key }, step)).toEqual({
      serverError: null,
      serverField: null,
      errors: { [field]: 'register.keyRefused' },
    });
    expect(refusal({ code: 'KEY_MISSING', proven: true, key }, step).errors).toEqual({
      [field]: 'validation.required',
    });
  });
});

describe('a refusal that names no field names the fields of its step to check', () => {
  const at = (serverError: string | null, serverField: 'phone' | null, laos = false) => ({
    form: {} as never,
    laos,
    serverError,
    serverField,
  });
  it("a backend's bare KEY_INVALID on the bank step names the bank, the account number and the names", () => {
    expect(fieldsToCheck(at('KEY_INVALID', null), 'bank')).toEqual([
      'bankCode',
      'bankAccountNo',
      'firstName',
      'lastName',
    ]);
    // The Laos build shows the currency too.
    expect(fieldsToCheck(at('KEY_MISSING', null, true), 'bank')).toContain('currency');
  });
  it('names none when the refusal has its field, or is no refusal of a field', () => {
    expect(fieldsToCheck(at('KEY_INVALID', 'phone'), 'bank')).toEqual([]);
    expect(fieldsToCheck(at('REGISTER_FAIL', null), 'bank')).toEqual([]);
    expect(fieldsToCheck(at(null, null), 'bank')).toEqual([]);
  });
});
