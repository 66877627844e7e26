// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import {
  formatAccountNo,
  formatBangkok,
  formatDateTime,
  formatMoney,
  mmss,
  moneyText,
  relativeTime,
  shortId,
} from '../../../src/lib/format';

describe('formatDateTime', () => {
  it("is DD/MM/YYYY HH:mm:ss with zero padding, on the Bangkok clock (UTC+7) whatever the phone's zone", () => {
    expect(formatDateTime(new Date('2025-01-01T20:04:05Z'))).toBe('02/01/2025 03:04:05');
    expect(formatDateTime('2024-12-31T16:59:59.000Z')).toBe('31/12/2024 23:59:59');
    expect(formatDateTime(Date.parse('2024-12-31T17:00:00Z'))).toBe('01/01/2025 00:00:00');
  });

  it("reads a time sent without its zone as the bank's (Bangkok), not the phone's", () => {
    expect(formatDateTime('2025-01-02T03:04:05')).toBe('02/01/2025 03:04:05');
    expect(formatDateTime('2025-01-02 03:04:05')).toBe('02/01/2025 03:04:05');
    expect(formatDateTime('2025-01-02T03:04:05.250')).toBe('02/01/2025 03:04:05');
    expect(formatDateTime('2025-01-02T03:04:05+09:00')).toBe('02/01/2025 01:04:05');
  });

  it('uses the Gregorian year, not the Buddhist one (2025, not 2568)', () => {
    const text = formatDateTime(new Date(2025, 5, 15, 12, 0, 0).toISOString());
    expect(text).toContain('/2025 ');
    expect(text).not.toContain('2568');
  });

  it('shows a dash for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatMoney', () => {
  it('has at least 2 decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1500)).toBe('1,500.00');
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(-300.5)).toBe('-300.50');
  });

  it("writes what Intl's en-US money format writes, for amounts in satang and the halves between them", () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0.005, 1.005, 2.675, 1.115, 10.235, 999.995, 9_999_999.99, 123_456_789.125, 1e15 / 100];
    for (let i = 0; i < 5000; i++)
      amounts.push(Math.round(Math.random() * 1e9) / 100, Math.round(Math.random() * 1e6) / 1000);
    for (const a of [...amounts, ...amounts.map((x) => -x)])
      expect(formatMoney(a), String(a)).toBe(intl.format(a).replace(/^-0\.00$/, '0.00'));
  });

  it('never writes minus zero or an unreadable amount', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Infinity)).toBe('-');
  });

  it('writes baht with two decimals when asked for baht by name', () => {
    expect(formatMoney(0, 'BAHT')).toBe('0.00');
    expect(formatMoney(25000, 'BAHT')).toBe('25,000.00');
  });

  it('writes kip whole, without decimals, thousands separated; two decimals only when not whole', () => {
    expect(formatMoney(0, 'LAK')).toBe('0');
    expect(formatMoney(100, 'LAK')).toBe('100');
    expect(formatMoney(25000, 'LAK')).toBe('25,000');
    expect(formatMoney(1234567, 'LAK')).toBe('1,234,567');
    expect(formatMoney(-1500, 'LAK')).toBe('-1,500');
    expect(formatMoney(25000.5, 'LAK')).toBe('25,000.50');
    expect(formatMoney(0.999, 'LAK')).toBe('1');
    expect(formatMoney(-0.001, 'LAK')).toBe('0');
    expect(formatMoney(Number.NaN, 'LAK')).toBe('-');
  });
});

describe('moneyText', () => {
  it("writes the amount, then its currency's word in the member's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'la',
      resources: { th: { translation: th }, la: { translation: la }, en: { translation: en } },
    });
    expect(moneyText(25000, 'LAK', i18n.t.bind(i18n))).toBe('25,000 ກີບ');
    expect(moneyText(1500, 'BAHT', i18n.t.bind(i18n))).toBe('1,500.00 ບາດ');
    await i18n.changeLanguage('th');
    expect(moneyText(25000, 'LAK', i18n.t.bind(i18n))).toBe('25,000 กีบ');
    expect(moneyText(1500, 'BAHT', i18n.t.bind(i18n))).toBe('1,500.00 บาท');
    await i18n.changeLanguage('en');
    expect(moneyText(25000.5, 'LAK', i18n.t.bind(i18n))).toBe('25,000.50 kip');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-03-10T08:00:00Z');
  const translator = async (lng: string) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { th: { translation: th }, la: { translation: la }, en: { translation: en } } });
    return i18n.t.bind(i18n) as (key: string, options: { count: number }) => string;
  };

  it('uses the spec units: year 31536000 s, month 2592000 s, then day, hour, minute, second', async () => {
    const t = await translator('en');
    const ago = (s: number) => relativeTime(now - s * 1000, t, now);
    expect(ago(31_536_000)).toBe('1 year ago');
    expect(ago(31_535_999)).toBe('12 months ago');
    expect(ago(2_592_000)).toBe('1 month ago');
    expect(ago(2_591_999)).toBe('29 days ago');
    expect(ago(86_400)).toBe('1 day ago');
    expect(ago(7_200)).toBe('2 hours ago');
    expect(ago(3_599)).toBe('59 minutes ago');
    expect(ago(1)).toBe('1 second ago');
    expect(ago(45)).toBe('45 seconds ago');
    // The edges: 59 s and 60 s, exactly a month and a year, and plurals beyond.
    expect(ago(59)).toBe('59 seconds ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(2 * 31_536_000)).toBe('2 years ago');
  });

  it('writes the same units in Thai and Lao, not in English', async () => {
    const [tTh, tLa] = [await translator('th'), await translator('la')];
    expect(relativeTime(now - 53_000, tTh, now)).toBe('53 วินาทีที่แล้ว');
    expect(relativeTime(now - 3 * 86_400_000, tTh, now)).toBe('3 วันที่แล้ว');
    expect(relativeTime(now - 31_536_000_000, tTh, now)).toBe('1 ปีที่แล้ว');
    expect(relativeTime(now - 53_000, tLa, now)).toBe('53 ວິນາທີກ່ອນ');
    expect(relativeTime(now - 2_592_000_000, tLa, now)).toBe('1 ເດືອນກ່ອນ');
    expect(relativeTime(now - 7_200_000, tLa, now)).toBe('2 ຊົ່ວໂມງກ່ອນ');
    expect(relativeTime(now, tTh, now)).toBe('เมื่อสักครู่');
    expect(relativeTime(now, tLa, now)).toBe('ຫາກໍ່ນີ້');
  });

  it('says just now for no time or a future time', async () => {
    const t = await translator('en');
    expect(relativeTime(now, t, now)).toBe('just now');
    expect(relativeTime(now + 5000, t, now)).toBe('just now');
  });
});

describe('mmss: a countdown as the member reads it', () => {
  it('is minutes and seconds, each of two digits', () => {
    expect(mmss(0)).toBe('00:00');
    expect(mmss(9)).toBe('00:09');
    expect(mmss(59)).toBe('00:59');
    expect(mmss(60)).toBe('01:00');
    expect(mmss(299)).toBe('04:59');
    expect(mmss(900)).toBe('15:00');
    expect(mmss(3599)).toBe('59:59');
  });
});

describe('formatBangkok: a Bangkok wall clock, whatever the phone’s zone', () => {
  it('is UTC+7 in DD/MM/YYYY HH:mm:ss', () => {
    expect(formatBangkok(Date.parse('2026-11-28T16:59:59Z'))).toBe('28/11/2026 23:59:59');
    expect(formatBangkok(Date.parse('2026-11-28T17:00:00Z'))).toBe('29/11/2026 00:00:00');
    expect(formatBangkok(Date.parse('2025-01-02T03:04:05Z'))).toBe('02/01/2025 10:04:05');
    expect(formatBangkok(Date.parse('2024-12-31T16:59:59Z'))).toBe('31/12/2024 23:59:59');
  });

  it('shows a dash for a time it cannot read', () => {
    expect(formatBangkok(Number.NaN)).toBe('-');
  });
});

describe('formatAccountNo', () => {
  it('groups exactly 10 characters as 3-3-4 and leaves any other length as it is', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890');
    expect(formatAccountNo('123456789')).toBe('123456789');
    expect(formatAccountNo('12345678901')).toBe('12345678901');
    expect(formatAccountNo('')).toBe('');
  });
});

describe('relativeTime asks for its texts by key and count', () => {
  it('names the unit and the count, and just now with a count of 0', () => {
    const asked: Array<[string, unknown]> = [];
    const t = (key: string, options: { count: number }) => (asked.push([key, options]), key);
    const now = 1_000_000_000_000;
    relativeTime(now, t, now);
    relativeTime(now - 3 * 86_400_000, t, now);
    expect(asked).toEqual([
      ['time.justNow', { count: 0 }],
      ['time.ago.day', { count: 3 }],
    ]);
  });
});

describe('a long id as a member reads it', () => {
  it("shows a member's 24-character id as its first 4 and last 6, and a short one whole", () => {
    expect(shortId('64b000000000000000000a01')).toBe('64b0…000a01');
    expect(shortId('3F2A9C1E')).toBe('3F2A9C1E');
  });
});
