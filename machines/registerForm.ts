/**
 * The register wizard's form (docs/product.md#machine-registerWizard): its fields, what the server receives, each
 * step's checks, and which server refusal belongs under which field.
 */
import { codeOf } from './errors';
import { phoneDigits } from './phone';
import { bankNameError, collectErrors, phoneError, requiredError, CURRENCIES, type Currency } from './validation';

export const FORM_FIELDS = [
  'phone',
  'otpCode',
  'name',
  'password',
  'confirmPassword',
  'sourceCode',
  'inviteCode',
  'bankCode',
  'firstName',
  'lastName',
  'bankAccountNo',
  'currency',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type RegisterForm = Record<FormField, string>;

/** What POST /api/account/validate and POST /api/account receive. */
export interface RegistrationPayload {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency?: Currency;
}

/** What the checks read: the form, and whether the site is the Lao one (phone format, currency). */
export interface FormState {
  form: RegisterForm;
  laos: boolean;
}

export const UPPERCASE_FIELDS: readonly FormField[] = ['firstName', 'lastName'];

export function toPayload(ctx: FormState): RegistrationPayload {
  const f = ctx.form;
  const payload: RegistrationPayload = {
    name: f.name.trim(),
    username: phoneOf(ctx),
    password: f.password,
    sourceCode: f.sourceCode,
    inviteCode: f.inviteCode.trim(),
    bankCode: f.bankCode,
    bankAccountName: [f.firstName.trim(), f.lastName.trim()].filter(Boolean).join(' '),
    bankAccountNo: f.bankAccountNo.trim(),
  };
  if (ctx.laos && f.currency) payload.currency = f.currency as Currency;
  return payload;
}

/** The phone as the rule and the bank read what the member typed (+856, spaces, dashes: phoneDigits). */
export const phoneOf = (c: FormState) => phoneDigits(c.form.phone);
export const phoneErrors = (c: FormState) => collectErrors({ phone: phoneError(phoneOf(c), c.laos) });

export const profileErrors = (c: FormState) =>
  collectErrors({
    name: requiredError(c.form.name),
    password: requiredError(c.form.password),
    confirmPassword:
      requiredError(c.form.confirmPassword) ??
      (c.form.password !== c.form.confirmPassword ? 'validation.passwordMismatch' : null),
  });

export const bankErrors = (c: FormState) =>
  collectErrors({
    bankCode: requiredError(c.form.bankCode),
    firstName: bankNameError(c.form.bankCode, c.form.firstName),
    lastName: bankNameError(c.form.bankCode, c.form.lastName),
    bankAccountNo:
      requiredError(c.form.bankAccountNo) ??
      (/^[0-9]+$/.test(c.form.bankAccountNo.trim()) ? null : 'validation.digitsOnly'),
    currency: c.laos && !(CURRENCIES as readonly string[]).includes(c.form.currency) ? 'validation.required' : null,
  });

export const emptyForm = (): RegisterForm => Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as RegisterForm;

/** Server codes that belong to one field: shown under it instead of above the form. */
const FIELD_OF_CODE: Record<string, FormField> = {
  PHONE_NUMBER_REQUIRE_10_DIGIT: 'phone',
  EXISTING_USER: 'phone',
  OTP_CODE_INVALID: 'otpCode',
  OTP_EXPIRED: 'otpCode',
  EXISTING_BANK: 'bankAccountNo',
  BANK_ACCOUNT_NAME_ENG: 'firstName',
  INVALID_BANK: 'bankCode',
  // The profile's own details the server judges: the phone and the bank fields have their codes, a password none.
  INVALID_USER_INFO: 'name',
};

/** The wizard's steps that show fields, and the fields each shows (the profile step shows the phone, read only). */
export type FormStep = 'phone' | 'otp' | 'profile' | 'bank';
export const STEP_FIELDS: Record<FormStep, readonly FormField[]> = {
  phone: ['phone'],
  otp: ['otpCode'],
  profile: ['name', 'phone', 'password', 'confirmPassword', 'sourceCode', 'inviteCode'],
  bank: ['bankCode', 'bankAccountNo', 'firstName', 'lastName', 'currency'],
};
/** The step where a field is typed (its first). */
export const stepOf = (field: FormField): FormStep =>
  (Object.keys(STEP_FIELDS) as FormStep[]).find((s) => STEP_FIELDS[s].includes(field))!;

/** The register calls' request keys (toPayload, the OTP calls) → the field the member types each in. */
const FIELD_OF_KEY = new Map<unknown, FormField>(
  Object.entries({
    name: 'name',
    username: 'phone',
    phoneNumber: 'phone',
    otpCode: 'otpCode',
    password: 'password',
    sourceCode: 'sourceCode',
    inviteCode: 'inviteCode',
    bankCode: 'bankCode',
    bankAccountName: 'firstName',
    bankAccountNo: 'bankAccountNo',
    currency: 'currency',
  } satisfies Record<string, FormField>),
);
/** Under its field, a refused key reads as the field's own check would: to be filled in, or to be corrected. */
const KEY_TEXT: Record<string, string> = { KEY_MISSING: 'validation.required', KEY_INVALID: 'register.keyRefused' };

/**
 * A server refusal on `step`: under its field when the step shows that field; otherwise above the form, naming the
 * field and its step (`serverField`), e.g. a phone already registered, answered only when the account is created.
 * The field is the code's (FIELD_OF_CODE), or for KEY_MISSING and KEY_INVALID the request key the answer names.
 */
export const refusal = (error: unknown, step: FormStep) => {
  const code = codeOf(error);
  const field =
    FIELD_OF_CODE[code] ?? (KEY_TEXT[code] ? FIELD_OF_KEY.get((error as { key?: unknown } | null)?.key) : undefined);
  return field && STEP_FIELDS[step].includes(field)
    ? { serverError: null, serverField: null, errors: { [field]: KEY_TEXT[code] ?? `errors.${code}` } }
    : { serverError: code, serverField: field ?? null, errors: {} };
};

/**
 * The fields a refusal of this step asks the member to check when it names none (docs/product.md#screen-register):
 * a KEY_MISSING or KEY_INVALID without the request key it refused (a backend that answers `{ message }` alone). Every
 * field the step shows is then named, so that "some information is invalid" never leaves the member guessing.
 */
export const fieldsToCheck = (
  c: FormState & { serverError: string | null; serverField: FormField | null },
  step: FormStep,
): FormField[] =>
  c.serverError && KEY_TEXT[c.serverError] && !c.serverField
    ? STEP_FIELDS[step].filter((f) => f !== 'currency' || c.laos)
    : [];
