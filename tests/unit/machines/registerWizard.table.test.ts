// @vitest-environment node
/**
 * The register wizard (machines/registerWizard.ts) step by step, as docs/product.md#machine-registerWizard and
 * #validation tell it: phone, the OTP step only when OTP registration is on and the phone is not yet verified (skipped
 * on OTP_VERIFIED), the profile checked by the server before the bank step, the bank names uppercased and in English
 * for KTB, TMB and BBL only, and /login 2 s after the account is made. Every expectation is the spec's, written here.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FORM_FIELDS, stepOf, toPayload, type RegisterForm } from '../../../machines/registerForm';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { answered, checkTable, checkTags, failed, type Row } from './table';

const base = createActor(registerWizardMachine, { input: { laos: false } }).getSnapshot().context as unknown as Record<
  string,
  unknown
> & { form: RegisterForm };
const form = (over: Record<string, string>) => ({ form: { ...base.form, ...over } });
const profile = { name: 'Somsri', password: 'secret99', confirmPassword: 'secret99' };
const bank = (bankCode: string, first: string, last = 'TESTER') => ({
  ...profile,
  phone: '0861112222',
  bankCode,
  firstName: first,
  lastName: last,
  bankAccountNo: '5550001111',
});
const next = { type: 'NEXT' } as const;

describe('register: the phone and the OTP step', () => {
  const rows: Row[] = [
    {
      from: 'loadingSettings',
      event: answered('loadSettings', { registerOTP: false }),
      to: 'phone',
      then: { registerOTP: false },
    },
    // OTP registration off: straight to the profile.
    {
      from: 'phone',
      event: next,
      to: 'profile',
      given: { registerOTP: false, ...form({ phone: '0861112222' }) },
      then: { otpSkipped: true },
    },
    { from: 'phone', event: next, to: 'sendingOtp', given: form({ phone: '0861112222' }) },
    // Outside the Laos build exactly 10 digits (docs/product.md#validation-phone), nothing sent otherwise.
    {
      from: 'phone',
      event: next,
      to: 'phone',
      given: form({ phone: '086111222' }),
      then: { errors: { phone: 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT' } },
    },
    {
      from: 'phone',
      event: next,
      to: 'phone',
      given: form({ phone: '08611122223' }),
      then: { errors: { phone: 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT' } },
    },
    {
      from: 'phone',
      event: next,
      to: 'phone',
      given: form({ phone: '' }),
      then: { errors: { phone: 'validation.required' } },
    },
    // The Laos build drops the 10-digit rule: a Lao mobile goes on.
    { from: 'phone', event: next, to: 'sendingOtp', given: { laos: true, ...form({ phone: '02055512345' }) } },
    // The phone is already verified: the bank answers OTP_VERIFIED and the OTP step is skipped.
    {
      from: 'sendingOtp',
      event: answered('sendOtp', { code: 'OTP_VERIFIED', sentAt: 0 }),
      to: 'profile',
      given: form({ phone: '0861112222' }),
      then: { otpSkipped: true, verifiedPhone: '0861112222' },
    },
    {
      from: 'sendingOtp',
      event: answered('sendOtp', { otpRef: 'R1', otpToken: 'T1', sentAt: 1000 }),
      to: { otp: 'waiting' },
      given: form({ phone: '0861112222' }),
      then: { otpRef: 'R1', otpToken: 'T1', otpSkipped: false },
    },
    {
      from: 'sendingOtp',
      event: failed('sendOtp', 'OTP_BLOCK'),
      to: 'phone',
      then: { serverError: 'OTP_BLOCK' },
    },
    {
      from: { otp: 'waiting' },
      event: next,
      to: { otp: 'waiting' },
      given: { resendAt: 1e15, ...form({ otpCode: '' }) },
      then: { errors: { otpCode: 'validation.required' } },
    },
    { from: { otp: 'waiting' }, event: next, to: 'verifyingOtp', given: form({ otpCode: '123456' }) },
    { from: 'verifyingOtp', event: answered('verifyOtp'), to: 'profile', given: form({ phone: '0861112222' }) },
    {
      from: 'verifyingOtp',
      event: failed('verifyOtp', 'OTP_CODE_INVALID'),
      to: { otp: 'waiting' },
      given: { resendAt: 1e15 },
      then: { errors: { otpCode: 'errors.OTP_CODE_INVALID' } },
    },
  ];
  checkTable(registerWizardMachine, base, rows);
});

describe('register: the profile, checked by the server before the bank step', () => {
  const rows: Row[] = [
    {
      from: 'profile',
      event: next,
      to: 'profile',
      given: form({ ...profile, confirmPassword: 'other' }),
      then: { errors: { confirmPassword: 'validation.passwordMismatch' } },
    },
    {
      from: 'profile',
      event: next,
      to: 'profile',
      given: form({ ...profile, name: '' }),
      then: { errors: { name: 'validation.required' } },
    },
    { from: 'profile', event: next, to: 'validatingProfile', given: form(profile) },
    { from: 'validatingProfile', event: answered('validateProfile'), to: 'bank' },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'EXISTING_USER'),
      to: 'profile',
      then: { errors: { phone: 'errors.EXISTING_USER' } },
    },
    { from: 'profile', event: { type: 'BACK' }, to: 'phone', given: { otpSkipped: true } },
    { from: 'profile', event: { type: 'BACK' }, to: { otp: 'waiting' }, given: { otpSkipped: false, resendAt: 1e15 } },
  ];
  checkTable(registerWizardMachine, base, rows);
});

describe('register: the bank step, names in English for KTB, TMB and BBL only', () => {
  const rows: Row[] = [
    ...['KTB', 'TMB', 'BBL'].map((code): Row => ({
      from: 'bank',
      event: next,
      to: 'bank',
      given: form(bank(code, 'สมศรี')),
      then: { errors: { firstName: 'errors.BANK_ACCOUNT_NAME_ENG' } },
    })),
    ...['KBANK', 'SCB', 'GSB', 'BAY'].map((code): Row => ({
      from: 'bank',
      event: next,
      to: 'registering',
      given: form(bank(code, 'สมศรี')),
    })),
    { from: 'bank', event: next, to: 'registering', given: form(bank('KTB', 'SOMSRI')) },
    {
      from: 'bank',
      event: next,
      to: 'bank',
      given: form({ ...bank('SCB', 'SOMSRI'), bankAccountNo: '' }),
      then: { errors: { bankAccountNo: 'validation.required' } },
    },
    // The Laos build asks for the currency (LAK or BAHT).
    {
      from: 'bank',
      event: next,
      to: 'bank',
      given: { laos: true, ...form(bank('BCEL', 'SOUK')) },
      then: { errors: { currency: 'validation.required' } },
    },
    {
      from: 'bank',
      event: next,
      to: 'registering',
      given: { laos: true, ...form({ ...bank('BCEL', 'SOUK'), currency: 'LAK' }) },
    },
    // Name fields are uppercased as they are typed.
    {
      from: 'bank',
      event: { type: 'CHANGE', field: 'firstName', value: 'somsri' },
      to: 'bank',
      then: form({ firstName: 'SOMSRI' }),
    },
    {
      from: 'bank',
      event: { type: 'CHANGE', field: 'lastName', value: 'Tester' },
      to: 'bank',
      then: form({ lastName: 'TESTER' }),
    },
    {
      from: 'bank',
      event: { type: 'CHANGE', field: 'name', value: 'somsri' },
      to: 'bank',
      then: form({ name: 'somsri' }),
    },
    { from: 'registering', event: answered('createAccount'), to: 'registered' },
    {
      from: 'registering',
      event: failed('createAccount', 'EXISTING_BANK'),
      to: 'bank',
      then: { errors: { bankAccountNo: 'errors.EXISTING_BANK' } },
    },
    // 2 s after the account is made, the wizard is done and the view goes to /login.
    { from: 'registered', event: { type: 'xstate.after.2000.register.registered' }, to: 'done' },
  ];
  checkTable(registerWizardMachine, base, rows);

  it('sends the bank account name as first and last name joined by a space, and the currency only in the Laos build', () => {
    const thai = toPayload({ laos: false, form: { ...base.form, ...bank('KTB', 'SOMSRI'), currency: 'LAK' } });
    expect(thai).toEqual({
      name: 'Somsri',
      username: '0861112222',
      password: 'secret99',
      sourceCode: '',
      inviteCode: '',
      bankCode: 'KTB',
      bankAccountName: 'SOMSRI TESTER',
      bankAccountNo: '5550001111',
    });
    const lao = toPayload({ laos: true, form: { ...base.form, ...bank('BCEL', 'SOUK'), currency: 'LAK' } });
    expect(lao).toMatchObject({ bankAccountName: 'SOUK TESTER', currency: 'LAK' });
  });
});

describe('register: typing, and what each step clears', () => {
  const stale = { errors: { phone: 'x', name: 'y' }, serverError: 'EXISTING_USER', serverField: 'phone' };
  const rows: Row[] = [
    // What is typed is kept in every step that shows a field, and its own error (and the bank's refusal) goes.
    ...(['loadingSettings', 'phone', { otp: 'waiting' }, 'profile', 'bank'] as const).map((from): Row => ({
      from,
      event: { type: 'CHANGE', field: 'phone', value: '0861112222' },
      to: from,
      given: { resendAt: 1e15, ...stale },
      then: { ...form({ phone: '0861112222' }), errors: { name: 'y' }, serverError: null, serverField: null },
    })),
    // The inviter code from the link is read only; typed otherwise.
    {
      from: 'profile',
      event: { type: 'CHANGE', field: 'inviteCode', value: 'PR9' },
      to: 'profile',
      given: { inviteLocked: true, ...form({ inviteCode: 'PR42' }) },
      then: form({ inviteCode: 'PR42' }),
    },
    {
      from: 'profile',
      event: { type: 'CHANGE', field: 'inviteCode', value: 'PR9' },
      to: 'profile',
      then: form({ inviteCode: 'PR9' }),
    },
    {
      from: 'profile',
      event: { type: 'CHANGE', field: 'name', value: 'x' },
      to: 'profile',
      given: { inviteLocked: true },
      then: form({ name: 'x' }),
    },
    // A failed settings load assumes OTP is on (the bank still refuses an unverified phone).
    {
      from: 'loadingSettings',
      event: failed('loadSettings', 'INTERNAL_SERVER_ERROR'),
      to: 'phone',
      then: { registerOTP: true },
    },
    // Going on clears what the last try showed.
    ...(
      [
        ['phone', form({ phone: '0861112222' }), 'sendingOtp'],
        [{ otp: 'waiting' }, form({ otpCode: '123456' }), 'verifyingOtp'],
        ['profile', form(profile), 'validatingProfile'],
        ['bank', form(bank('SCB', 'SOMSRI')), 'registering'],
      ] as const
    ).map(([from, given, to]): Row => ({
      from,
      event: next,
      to,
      given: { resendAt: 1e15, ...stale, ...given },
      then: { errors: {}, serverError: null, serverField: null },
    })),
    ...(
      [
        ['phone', { otpSkipped: false, registerOTP: false, ...form({ phone: '0861112222' }) }, 'profile'],
        ['phone', { verifiedPhone: '0861112222', ...form({ phone: ' 0861112222 ' }) }, 'profile'],
        [{ otp: 'waiting' }, { resendAt: 1e15 }, 'phone'],
        ['profile', { otpSkipped: true }, 'phone'],
        ['profile', { otpSkipped: false, resendAt: 1e15 }, { otp: 'waiting' }],
        ['bank', {}, 'profile'],
      ] as const
    ).map(([from, given, to]): Row => ({
      from,
      event: from === 'phone' ? next : { type: 'BACK' },
      to,
      given: { ...stale, ...given },
      then: { errors: {}, serverError: null, serverField: null },
    })),
    // A phone verified before (the same number, spaces aside) skips the code, and going back from the profile skips
    // it again; another number does not.
    {
      from: 'phone',
      event: next,
      to: 'profile',
      given: { verifiedPhone: '0861112222', otpSkipped: false, ...form({ phone: ' 0861112222 ' }) },
      then: { otpSkipped: true },
    },
    {
      from: 'phone',
      event: next,
      to: 'sendingOtp',
      given: { verifiedPhone: '0861112222', ...form({ phone: '0861113333' }) },
    },
    // Back from the code step with the same number: the code already sent is the one to type; no code yet: one is sent.
    {
      from: 'phone',
      event: next,
      to: { otp: 'waiting' },
      given: { otpToken: 'T1', otpPhone: '0861112222', resendAt: 1e15, ...stale, ...form({ phone: ' 0861112222 ' }) },
      then: { errors: {}, serverError: null, serverField: null },
    },
    {
      from: 'phone',
      event: next,
      to: 'sendingOtp',
      given: { otpToken: null, otpPhone: '0861112222', ...form({ phone: '0861112222' }) },
    },
    {
      from: 'phone',
      event: next,
      to: 'phone',
      given: { otpToken: 'T1', otpPhone: '086111222', ...form({ phone: '086111222' }) },
      then: { errors: { phone: 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT' } },
    },
    // A code of spaces is no code.
    {
      from: { otp: 'waiting' },
      event: next,
      to: { otp: 'waiting' },
      given: { resendAt: 1e15, ...form({ otpCode: '   ' }) },
      then: { errors: { otpCode: 'validation.required' } },
    },
    {
      from: 'verifyingOtp',
      event: answered('verifyOtp'),
      to: 'profile',
      given: form({ phone: ' 0861112222 ' }),
      then: { verifiedPhone: '0861112222' },
    },
    {
      from: 'sendingOtp',
      event: answered('sendOtp', { code: 'OTP_VERIFIED', sentAt: 0 }),
      to: 'profile',
      given: form({ phone: ' 0861112222 ' }),
      then: { verifiedPhone: '0861112222' },
    },
    // A second code to the same number counts on; a new number starts again at one.
    {
      from: 'sendingOtp',
      event: answered('sendOtp', { otpRef: 'R2', otpToken: 'T2', sentAt: 1000 }),
      to: { otp: 'waiting' },
      given: { otpPhone: '0861112222', otpSends: 1, ...form({ phone: ' 0861112222 ' }) },
      then: { otpSends: 2, otpPhone: '0861112222', resendAt: 61_000 },
    },
    // The account number is digits only, spaces around it aside.
    ...['12a45', 'a12345', '12345a'].map((no): Row => ({
      from: 'bank',
      event: next,
      to: 'bank',
      given: form({ ...bank('SCB', 'SOMSRI'), bankAccountNo: no }),
      then: { errors: { bankAccountNo: 'validation.digitsOnly' } },
    })),
    {
      from: 'bank',
      event: next,
      to: 'registering',
      given: form({ ...bank('SCB', 'SOMSRI'), bankAccountNo: ' 5550001111 ' }),
    },
  ];
  checkTable(registerWizardMachine, base, rows);

  it('starts with nothing skipped, OTP assumed on, and the inviter code of the link locked', () => {
    const c = createActor(registerWizardMachine, { input: { laos: true, inviteCode: 'PR42' } }).getSnapshot().context;
    expect(c).toMatchObject({
      laos: true,
      inviteLocked: true,
      registerOTP: true,
      otpSkipped: false,
      verifiedPhone: null,
    });
    expect(c.form.inviteCode).toBe('PR42');
  });
});

describe('register: a refusal shows under its field when the step shows it, else above the form naming it', () => {
  const rows: Row[] = [
    {
      from: 'sendingOtp',
      event: failed('sendOtp', 'PHONE_NUMBER_REQUIRE_10_DIGIT'),
      to: 'phone',
      then: { errors: { phone: 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT' }, serverError: null },
    },
    {
      from: 'sendingOtp',
      event: failed('sendOtp', 'EXISTING_USER'),
      to: 'phone',
      then: { errors: { phone: 'errors.EXISTING_USER' } },
    },
    {
      from: 'verifyingOtp',
      event: failed('verifyOtp', 'OTP_EXPIRED'),
      to: { otp: 'waiting' },
      given: { resendAt: 1e15 },
      then: { errors: { otpCode: 'errors.OTP_EXPIRED' } },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'BANK_ACCOUNT_NAME_ENG'),
      to: 'bank',
      then: { errors: { firstName: 'errors.BANK_ACCOUNT_NAME_ENG' } },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'INVALID_BANK'),
      to: 'bank',
      then: { errors: { bankCode: 'errors.INVALID_BANK' } },
    },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'INVALID_USER_INFO'),
      to: 'profile',
      then: { errors: { name: 'errors.INVALID_USER_INFO' } },
    },
    // A phone registered meanwhile, answered only at the bank step: above the form, naming the phone.
    {
      from: 'registering',
      event: failed('createAccount', 'EXISTING_USER'),
      to: 'bank',
      then: { errors: {}, serverError: 'EXISTING_USER', serverField: 'phone' },
    },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'EXISTING_BANK'),
      to: 'profile',
      then: { errors: {}, serverError: 'EXISTING_BANK', serverField: 'bankAccountNo' },
    },
    {
      from: 'sendingOtp',
      event: failed('sendOtp', 'OTP_EXPIRED'),
      to: 'phone',
      then: { errors: {}, serverError: 'OTP_EXPIRED', serverField: 'otpCode' },
    },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'INVALID_BANK'),
      to: 'profile',
      then: { serverError: 'INVALID_BANK', serverField: 'bankCode' },
    },
    {
      from: 'validatingProfile',
      event: failed('validateProfile', 'BANK_ACCOUNT_NAME_ENG'),
      to: 'profile',
      then: { serverError: 'BANK_ACCOUNT_NAME_ENG', serverField: 'firstName' },
    },
    {
      from: 'registering',
      event: failed('createAccount', 'INTERNAL_SERVER_ERROR'),
      to: 'bank',
      then: { errors: {}, serverError: 'INTERNAL_SERVER_ERROR', serverField: null },
    },
  ];
  checkTable(registerWizardMachine, base, rows);

  it('each field belongs to the step it is typed on', () => {
    expect(FORM_FIELDS.map((f) => `${f}:${stepOf(f)}`)).toEqual([
      'phone:phone',
      'otpCode:otp',
      'name:profile',
      'password:profile',
      'confirmPassword:profile',
      'sourceCode:profile',
      'inviteCode:profile',
      'bankCode:bank',
      'firstName:bank',
      'lastName:bank',
      'bankAccountNo:bank',
      'currency:bank',
    ]);
  });
});

describe('register: what each call is sent', () => {
  it('the phone and the code trimmed, the token of the code sent, the payload of the form', async () => {
    const got: Record<string, unknown> = {};
    // (Any answer: the machine takes each actor's own output type.)
    const call = (id: string, output?: unknown) =>
      fromPromise(async ({ input }: { input: unknown }) => {
        got[id] = input;
        return output;
      });
    const actor = createActor(
      registerWizardMachine.provide({
        actors: {
          loadSettings: call('loadSettings', { registerOTP: true }),
          sendOtp: call('sendOtp', { otpRef: 'R', otpToken: 'T9', sentAt: 0 }),
          verifyOtp: call('verifyOtp'),
          validateProfile: call('validateProfile'),
          createAccount: call('createAccount'),
        } as never,
      }),
      { input: { laos: false } },
    ).start();
    const until = (value: unknown) =>
      new Promise<void>((resolve) => {
        const check = () => JSON.stringify(actor.getSnapshot().value) === JSON.stringify(value) && resolve();
        actor.subscribe(check);
        check();
      });
    const type = (values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values))
        actor.send({ type: 'CHANGE', field: field as keyof RegisterForm, value });
    };
    await until('phone');
    type({ phone: ' 0861112222 ' });
    actor.send(next);
    await until({ otp: 'waiting' });
    expect(got.sendOtp).toEqual({ phoneNumber: '0861112222' });
    type({ otpCode: ' 123456 ' });
    actor.send(next);
    await until('profile');
    expect(got.verifyOtp).toEqual({ otpToken: 'T9', otpCode: '123456' });
    type({ name: ' Somsri ', password: 'secret99', confirmPassword: 'secret99', inviteCode: ' PR7 ' });
    actor.send(next);
    await until('bank');
    const profilePayload = {
      name: 'Somsri',
      username: '0861112222',
      password: 'secret99',
      sourceCode: '',
      inviteCode: 'PR7',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    };
    expect(got.validateProfile).toEqual(profilePayload);
    type({ bankCode: 'SCB', bankAccountNo: ' 5550001111 ', firstName: ' somsri ', lastName: ' tester ' });
    actor.send(next);
    await until('registered');
    expect(got.createAccount).toEqual({
      ...profilePayload,
      bankCode: 'SCB',
      bankAccountName: 'SOMSRI TESTER',
      bankAccountNo: '5550001111',
    });
    actor.stop();
  });
});

describe('register: what the screens read at the end', () => {
  checkTags(registerWizardMachine, base, { registered: ['registered'], done: ['registered', 'finished'] });
});
