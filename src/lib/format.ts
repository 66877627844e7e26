/**
 * Formatting helpers (docs/product.md#constants-format): money in the member's currency, DD/MM/YYYY HH:mm:ss in
 * Gregorian years.
 */
import type { Currency } from '../../machines/validation';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A countdown's seconds as mm:ss (the QR's expiry, the SMS code's "send again"). */
export const mmss = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

/** An ISO date and time with no zone (no Z, no offset). */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A moment as the member reads it (docs/product.md#constants-format): on the bank's Bangkok clock, as support and the
 * bank see it, whatever zone the phone (or the café's computer) is set to.
 */
export function formatDateTime(value: string | number | Date): string {
  if (value instanceof Date) return formatBangkok(value.getTime());
  // A time the bank sent without its zone is the bank's own (Bangkok), not the phone's.
  const zoneless = typeof value === 'string' && ZONELESS.test(value) ? `${value.replace(' ', 'T')}+07:00` : value;
  return formatBangkok(new Date(zoneless).getTime());
}

/** DD/MM/YYYY HH:mm:ss as a Bangkok wall clock shows it (UTC+7, no daylight saving), whatever the phone's zone. */
export function formatBangkok(ms: number): string {
  const d = new Date(ms + 7 * 60 * 60 * 1000);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * An amount in the member's currency (docs/product.md#constants-format), commas between thousands in every language:
 * - BAHT: two decimals, 1,234,567.80;
 * - LAK: no decimals when whole, 25,000 (kip is counted in whole kip; its hundredth, the att, is not in use), else two
 *   decimals, 25,000.50.
 * Rounded half away from zero on the amount as written (1.005 → 1.01, as Intl's en-US format does). Plain arithmetic
 * rather than an Intl.NumberFormat: building one costs a cheap phone about 40 ms (ICU's locale data, measured in the
 * start's trace, npm run perf -- --keep), on the start of every member page.
 */
export function formatMoney(amount: number, currency: Currency = 'BAHT'): string {
  if (!Number.isFinite(amount)) return '-';
  const abs = Math.abs(amount);
  // Shifted by its decimal text (`1.005e2` is 100.5), not by a float product (1.005 * 100 is 100.49999999999999).
  const text = String(abs);
  const cents = Math.round(text.includes('e') ? abs * 100 : Number(`${text}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = cents % 100;
  const decimals = currency === 'LAK' && part === 0 ? '' : `.${String(part).padStart(2, '0')}`;
  return `${amount < 0 && cents > 0 ? '-' : ''}${whole}${decimals}`;
}

/**
 * An amount with its currency's word as the member reads it, the number first: "1,500.00 บาท", "25,000 ກີບ",
 * "25,000 kip". The word, not the ₭ sign: it reads in every language the app speaks, as baht's does, and cannot be
 * missing from a cheap phone's font.
 */
export const moneyText = (amount: number, currency: Currency, t: (key: `currency.${Currency}`) => string): string =>
  `${formatMoney(amount, currency)} ${t(`currency.${currency}`)}`;

const UNITS: Array<[string, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "3 days ago", "3 วันที่แล้ว", "3 ມື້ກ່ອນ": the spec's units (a year is 31,536,000 s, a month 2,592,000 s), in the
 * member's language through `t` and i18next's plural rules (`time.ago.<unit>_one` / `_other`).
 */
export function relativeTime(
  value: string | number | Date,
  t: (key: string, options: { count: number }) => string,
  now: number = Date.now(),
): string {
  const seconds = Math.max(0, Math.floor((now - new Date(value).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return t(`time.ago.${unit}`, { count });
  }
  return t('time.justNow', { count: 0 });
}

/**
 * A bank account number as 3-3-rest, only when it is exactly 10 characters (docs/product.md#validation-account-number).
 */
export const formatAccountNo = (no: string): string =>
  no.length === 10 ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;

/**
 * A long id (a member's `_id`, 24 characters) as a member reads it: its first 4 and last 6 characters; the copy button
 * beside it copies it whole.
 */
export const shortId = (id: string): string => (id.length > 12 ? `${id.slice(0, 4)}…${id.slice(-6)}` : id);

/**
 * A file's size as a member reads it, through `t` (`size.kB`, `size.MB`): whole kilobytes under a megabyte (at least
 * 1), else megabytes with one decimal (1,024-based, as phones show their files).
 */
export function formatBytes(bytes: number, t: (key: string, options: { n: string }) => string): string {
  const mb = bytes / 1_048_576;
  if (mb >= 1) return t('size.MB', { n: mb.toFixed(1) });
  return t('size.kB', { n: String(Math.max(1, Math.round(bytes / 1024))) });
}
