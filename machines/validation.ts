/**
 * The rules the app and the demo bank both apply: validation (docs/product.md#validation), as pure functions returning
 * an error key or null, and a receipt's reference.
 */
export const PHONE_LENGTH = 10;
export const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'] as const;
export const CURRENCIES = ['LAK', 'BAHT'] as const;
/** A member's currency: every amount of theirs is counted in it (src/api/contracts/common.ts: currencyOf). */
export type Currency = (typeof CURRENCIES)[number];

const LATIN_NAME = /^[A-Za-z ]+$/;

/**
 * A mobile number on the Laos site (the product drops only the 10-digit rule there;
 * docs/decisions/031-one-switch-for-the-laos-site.md): as dialled in Laos or Thailand, `020` and 8 digits (a Lao
 * mobile), or 10 digits from 0 but not `020` (a Lao `030` number, a Thai mobile).
 */
export const LAO_PHONE = /^(020\d{8}|0(?!20)\d{9})$/;

/**
 * The phone (docs/product.md#validation-phone): exactly 10 digits, or on the Laos site a Lao or Thai mobile
 * (LAO_PHONE). The app reads what the member typed with phoneDigits first; the bank takes digits only.
 */
export function phoneError(phone: string, laos: boolean): string | null {
  const p = phone.trim();
  if (p === '') return 'validation.required';
  if (!/^[0-9]+$/.test(p)) return 'validation.digitsOnly';
  if (laos) return LAO_PHONE.test(p) ? null : 'register.phoneLaos';
  if (p.length !== PHONE_LENGTH) return 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT';
  return null;
}

export const needsEnglishName = (bankCode: string) => (ENGLISH_NAME_BANKS as readonly string[]).includes(bankCode);
export const isLatinName = (name: string) => LATIN_NAME.test(name.trim());
/**
 * A stored account name its bank cannot take (KTB, TMB and BBL need Latin letters): home's bank box asks for the
 * edit, and a withdrawal waits for it (docs/product.md#validation-bank-name).
 */
export const nameNeedsEdit = (b: { bankCode: string; bankAccountName: string }) =>
  needsEnglishName(b.bankCode) && !isLatinName(b.bankAccountName);

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

export const TRANSFER_MINIMUM = 1;

/**
 * A kip member's money constants where the spec gives baht ones (docs/decisions/042-a-kip-member.md): about 650 kip to
 * the baht (BCEL's selling rate of 7 May 2024, as the Laotian Times reported it; the Bank of the Lao PDR's was 597),
 * rounded to the kip notes a member pays with. A deployment's config `kip` sets any of them otherwise.
 */
export const KIP = {
  /** 1 baht is about 650 kip: the smallest note in daily use. */
  transferMinimum: 1_000,
  /** The same for every provider (baht's differ by provider): 10,000 kip is about 15 baht. */
  qrPresets: [10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000],
  qrMinimum: 10_000,
} as const;
/** A deployment's kip constants (config.json `kip`), each one it leaves out KIP's. */
export type KipRules = { transferMinimum?: number; qrPresets?: number[]; qrMinimum?: number };

/** The least a transfer moves, in the member's currency: the spec's 1 baht, or the deployment's kip minimum. */
export const transferMinimumOf = (currency: Currency, kip?: KipRules): number =>
  currency === 'LAK' ? (kip?.transferMinimum ?? KIP.transferMinimum) : TRANSFER_MINIMUM;

/** QR providers with their presets and minimums (docs/product.md#constants-qr). */
export const QR_PRESETS = {
  KBANK: { presets: [10, 20, 50, 100, 500, 1000], minimum: 0 },
  WW: { presets: [100, 200, 300, 500, 1000], minimum: 100 },
  PAYONEX: { presets: [100, 200, 300, 500, 1000], minimum: 100 },
  PAYTIMZ: { presets: [10, 50, 100, 500, 1000], minimum: 10 },
  ZPAY: { presets: [10, 50, 100, 500, 1000], minimum: 10 },
} as const;
export type Provider = keyof typeof QR_PRESETS;

/**
 * Presets and minimum of a provider, in the member's currency. Baht: the provider's (the spec's); a deployment's
 * qrMinimum overrides the minimum and the first preset follows it. Kip: the deployment's kip constants, else KIP's;
 * likewise a kip minimum of its own is the first preset, and no preset is below it.
 */
export function providerRules(provider: Provider, qrMinimum?: number, currency: Currency = 'BAHT', kip?: KipRules) {
  if (currency === 'LAK') {
    const presets = kip?.qrPresets ?? KIP.qrPresets;
    const minimum = kip?.qrMinimum ?? KIP.qrMinimum;
    if (kip?.qrMinimum === undefined) return { presets: [...presets], minimum };
    return { presets: [minimum, ...presets.filter((p) => p > minimum)], minimum };
  }
  const base = QR_PRESETS[provider];
  if (qrMinimum === undefined) return { presets: [...base.presets], minimum: base.minimum };
  return { presets: [qrMinimum, ...base.presets.slice(1).filter((p) => p > qrMinimum)], minimum: qrMinimum };
}

/** Thai digits (๐–๙) and Lao digits (໐–໙) as the ASCII ones. */
const LOCAL_DIGITS = /[\u0E50-\u0E59\u0ED0-\u0ED9]/g;
const asciiDigit = (d: string) => String(d.codePointAt(0)! & 0xf);

/**
 * The most baht an amount field takes: 12 digits before the point (999,999,999,999.99 is under 10^14 satang, far
 * inside Number.MAX_SAFE_INTEGER, so every amount read is exact to the satang).
 */
export const AMOUNT_MAX_DIGITS = 12;
/** Longer than any amount can be written (12 digits, 3 separators, a point, 2 decimals): refused before any reading. */
const AMOUNT_MAX_TEXT = 24;

/** Why a text is not an amount: each has its text (amountRefusalKey). */
export type AmountRefusal = 'empty' | 'exponent' | 'sign' | 'characters' | 'format' | 'decimals' | 'tooLong' | 'zero';
export type AmountReading = { amount: number; refusal: null } | { amount: null; refusal: AmountRefusal };

const refused = (refusal: AmountRefusal): AmountReading => ({ amount: null, refusal });
/** The whole part: plain digits, or groups of 3 after a first group of 1–3 (not led by 0), all commas or all spaces. */
const WHOLE = /^(?:\d*|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,2}(?: \d{3})+)$/;

/**
 * The one reader of every money field (transfer, withdraw, QR create): the amount a text reads as, or why it reads as
 * none. Taken: ASCII, Thai and Lao digits; thousands commas (or spaces) between groups of 3; one point with at most 2
 * decimals (".5" is 0.5, "5." is 5); spaces around. Refused: an exponent (1e21), a sign (-100, +5), any other character,
 * misplaced separators (1,00), a third decimal, more than AMOUNT_MAX_DIGITS digits, zero. Never a different number
 * from the one written: the field keeps the text as typed and sends what it reads as.
 */
export function readAmount(value: string): AmountReading {
  const v = value.replace(LOCAL_DIGITS, asciiDigit).trim();
  if (v === '') return refused('empty');
  if (v.length > AMOUNT_MAX_TEXT) return refused('tooLong');
  if (/^[+\-\u2212]/.test(v)) return refused('sign');
  if (/^[\d,. ]*\d[\d,. ]*e[+\-\u2212]?\d*$/i.test(v)) return refused('exponent');
  if (/[^\d,. ]/.test(v)) return refused('characters');
  const [whole = '', decimals, ...more] = v.split('.');
  if (more.length > 0 || !WHOLE.test(whole) || (decimals !== undefined && !/^\d*$/.test(decimals)))
    return refused('format');
  if (whole === '' && !decimals) return refused('format');
  if ((decimals ?? '').length > 2) return refused('decimals');
  const digits = whole.replace(/[, ]/g, '');
  if (digits.replace(/^0+/, '').length > AMOUNT_MAX_DIGITS) return refused('tooLong');
  const amount = Number(`${digits || '0'}.${decimals || '0'}`);
  return amount > 0 ? { amount, refusal: null } : refused('zero');
}

/** The amount a text reads as (readAmount), or null. Whatever this answers is what is sent, never the text again. */
export const parseAmount = (value: string): number | null => readAmount(value).amount;

/** The text of a refusal: an empty field asks for an amount, the others say what is wrong. */
export const amountRefusalKey = (refusal: AmountRefusal) =>
  refusal === 'empty' ? 'validation.amount' : `amountRefused.${refusal}`;

/** A field's error: why its text is not an amount, or (an amount) `minimumKey` below `minimum`, else null. */
export function amountError(value: string, minimum: number, minimumKey: string): string | null {
  const read = readAmount(value);
  if (read.refusal) return amountRefusalKey(read.refusal);
  return read.amount < minimum ? minimumKey : null;
}

/** The request of an amount form (withdraw): the parsed amount (the form's checks ran first, so it is a number). */
export const amountRequest = (v: Record<string, string>) => ({ amount: parseAmount(v.amount ?? '') as number });

/** The transfer's request: both sides and the parsed amount. */
export const transferRequest = (v: Record<string, string>) => ({
  from: v.from ?? '',
  to: v.to ?? '',
  amount: parseAmount(v.amount ?? '') as number,
});

/**
 * Transfer form (docs/product.md#validation-transfer): both sides chosen and different, at least the minimum (1 baht,
 * or a kip member's transferMinimumOf).
 */
export function transferErrors(v: Record<string, string>, minimum: number = TRANSFER_MINIMUM): Record<string, string> {
  return collectErrors({
    from: requiredError(v.from ?? ''),
    to: requiredError(v.to ?? '') ?? (v.to && v.to === v.from ? 'transfer.sameAccount' : null),
    amount: amountError(v.amount ?? '', minimum, 'transfer.minimum'),
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
      amountError(v.amount ?? '', limits.withdrawMin, 'withdraw.range') ??
      (amount !== null && amount > limits.withdrawMax ? 'withdraw.range' : null),
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

/**
 * The short form of an intent's key that a receipt quotes (docs/product.md#references): its first 8 letters and
 * digits, upper case. The key itself is what the bank received (Idempotency-Key), so support finds the movement by it.
 * The demo bank writes the same on its statement entries (here, with the rules both share, so that the demo's start on
 * /login never asks for the member pages' file: scripts/member-start.ts).
 */
export const shortRef = (key: string): string =>
  key
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
