/** Validation rules of spec section 5, as pure functions returning an error key or null. */
export const PHONE_LENGTH = 10;
export const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'] as const;
export const CURRENCIES = ['LAK', 'BAHT'] as const;

const LATIN_NAME = /^[A-Za-z ]+$/;

export function phoneError(phone: string, laos: boolean): string | null {
  const p = phone.trim();
  if (p === '') return 'validation.required';
  if (!/^[0-9]+$/.test(p)) return 'validation.digitsOnly';
  if (!laos && p.length !== PHONE_LENGTH) return 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT';
  return null;
}

export const needsEnglishName = (bankCode: string) => (ENGLISH_NAME_BANKS as readonly string[]).includes(bankCode);
export const isLatinName = (name: string) => LATIN_NAME.test(name.trim());

export function requiredError(value: string): string | null {
  return value.trim() === '' ? 'validation.required' : null;
}

export function bankNameError(bankCode: string, name: string): string | null {
  if (name.trim() === '') return 'validation.required';
  return needsEnglishName(bankCode) && !isLatinName(name) ? 'errors.BANK_ACCOUNT_NAME_ENG' : null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Drop the null entries of a record of checks. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [k, v] of Object.entries(checks) as Array<[K, string | null]>) if (v) out[k] = v;
  return out;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Account number as shown: 3-3-rest when exactly 10 characters (spec section 5). */
export function formatAccountNo(no: string): string {
  return no.length === 10 ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;
}

export const TRANSFER_MINIMUM = 1;

/** Thai digits (๐–๙) and Lao digits (໐–໙) as the ASCII ones. */
const LOCAL_DIGITS = /[\u0E50-\u0E59\u0ED0-\u0ED9]/g;
const asciiDigit = (d: string) => String(d.codePointAt(0)! & 0xf);

/**
 * An amount as typed, read once: a positive number with at most 2 decimals, else null. Spaces and thousands commas
 * are allowed between digit groups ("1,000", "1 000.50"); Thai and Lao digits read as digits. Whatever this answers
 * is what is sent (the form's request), never the text again.
 */
export function parseAmount(value: string): number | null {
  const v = value.replace(LOCAL_DIGITS, asciiDigit).trim();
  if (!/^(\d{1,3}([, ]\d{3})+|\d+)(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v.replace(/[, ]/g, ''));
  return n > 0 && Number.isFinite(n) ? n : null;
}

/** The request of an amount form (withdraw): the parsed amount (the form's checks ran first, so it is a number). */
export const amountRequest = (v: Record<string, string>) => ({ amount: parseAmount(v.amount ?? '') as number });

/** The transfer's request: both sides and the parsed amount. */
export const transferRequest = (v: Record<string, string>) => ({
  from: v.from ?? '',
  to: v.to ?? '',
  amount: parseAmount(v.amount ?? '') as number,
});

/** Transfer form (spec section 5): both sides chosen and different, at least 1 baht. */
export function transferErrors(v: Record<string, string>): Record<string, string> {
  const amount = parseAmount(v.amount ?? '');
  return collectErrors({
    from: requiredError(v.from ?? ''),
    to: requiredError(v.to ?? '') ?? (v.to && v.to === v.from ? 'transfer.sameAccount' : null),
    amount: amount === null ? 'validation.amount' : amount < TRANSFER_MINIMUM ? 'transfer.minimum' : null,
  });
}

/** Withdraw form: within the server's [withdrawMin, withdrawMax]. */
export function withdrawErrors(
  v: Record<string, string>,
  limits: { withdrawMin: number; withdrawMax: number },
): Record<string, string> {
  const amount = parseAmount(v.amount ?? '');
  return collectErrors({
    amount:
      amount === null
        ? 'validation.amount'
        : amount < limits.withdrawMin || amount > limits.withdrawMax
          ? 'withdraw.range'
          : null,
  });
}

/** Bank account name edit: Latin letters and spaces only, not empty. */
export function bankAccountNameErrors(v: Record<string, string>): Record<string, string> {
  const name = (v.bankAccountName ?? '').trim();
  return collectErrors({
    bankAccountName: name === '' ? 'validation.required' : isLatinName(name) ? null : 'errors.BANK_ACCOUNT_NAME_ENG',
  });
}

/** The shortest new password the demo bank accepts (KEY_INVALID below it); the form says so before sending. */
export const PASSWORD_MIN_LENGTH = 6;
