// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bangkokDayStart,
  bangkokWeekStart,
  bangkokWeekday,
  limitReached,
  periodEnd,
  receivedInPeriod,
} from '../../../machines/bangkokTime';

/** Bangkok wall time to epoch ms (UTC+7). */
const bkk = (s: string) => Date.parse(`${s}+07:00`);

describe('Bangkok calendar days and weeks', () => {
  it('a day starts at 00:00 Bangkok (17:00 UTC the day before)', () => {
    expect(bangkokDayStart(bkk('2025-03-10T23:59:59'))).toBe(bkk('2025-03-10T00:00:00'));
    expect(bangkokDayStart(bkk('2025-03-11T00:00:00'))).toBe(bkk('2025-03-11T00:00:00'));
    expect(new Date(bangkokDayStart(bkk('2025-03-11T03:00:00'))).toISOString()).toBe('2025-03-10T17:00:00.000Z');
  });

  it('a week starts on Monday 00:00 Bangkok', () => {
    // 2025-03-10 is a Monday; 2025-03-16 a Sunday.
    expect(bangkokWeekday(bkk('2025-03-10T00:00:00'))).toBe(0);
    expect(bangkokWeekday(bkk('2025-03-16T23:59:59'))).toBe(6);
    expect(bangkokWeekStart(bkk('2025-03-16T23:59:59'))).toBe(bkk('2025-03-10T00:00:00'));
    expect(bangkokWeekStart(bkk('2025-03-17T00:00:00'))).toBe(bkk('2025-03-17T00:00:00'));
    // Sunday 20:00 UTC is already Monday 03:00 in Bangkok.
    expect(bangkokWeekStart(Date.parse('2025-03-16T20:00:00Z'))).toBe(bkk('2025-03-17T00:00:00'));
  });

  it('counts receipts within the current Bangkok day across 23:59 → 00:00', () => {
    const received = [bkk('2025-03-10T08:00:00')];
    expect(receivedInPeriod('day', received, bkk('2025-03-10T23:59:59'))).toBe(1);
    expect(receivedInPeriod('day', received, bkk('2025-03-11T00:00:00'))).toBe(0);
    expect(limitReached('day', 1, received, bkk('2025-03-10T23:59:59'))).toBe(true);
    expect(limitReached('day', 1, received, bkk('2025-03-11T00:00:00'))).toBe(false);
  });

  it('counts receipts within the current week across Sunday → Monday', () => {
    const received = ['2025-03-10T01:00:00.000Z', '2025-03-15T10:00:00.000Z'];
    expect(limitReached('week', 2, received, bkk('2025-03-16T23:59:59'))).toBe(true);
    expect(limitReached('week', 2, received, bkk('2025-03-17T00:00:00'))).toBe(false);
  });

  it('a limit bonus counts every receipt and never resets', () => {
    expect(receivedInPeriod('limit', ['2020-01-01T00:00:00Z'], bkk('2025-03-10T00:00:00'))).toBe(1);
    expect(periodEnd('limit', 0)).toBe(Infinity);
    expect(periodEnd('day', bkk('2025-03-10T12:00:00'))).toBe(bkk('2025-03-11T00:00:00'));
  });

  it('gives the same answer whatever the process time zone says (UTC date differs from the Bangkok date)', () => {
    // 2025-03-10T18:30Z is 01:30 on the 11th in Bangkok: the UTC calendar would still say the 10th.
    const now = Date.parse('2025-03-10T18:30:00Z');
    expect(receivedInPeriod('day', ['2025-03-10T16:59:59Z'], now)).toBe(0);
    expect(receivedInPeriod('day', ['2025-03-10T17:00:00Z'], now)).toBe(1);
  });
});

describe('the period a limit counts', () => {
  it('a weekly limit resets on the next Monday at 00:00 Bangkok', () => {
    expect(periodEnd('week', bkk('2025-03-12T15:00:00'))).toBe(bkk('2025-03-17T00:00:00'));
    expect(periodEnd('week', bkk('2025-03-16T23:59:59'))).toBe(bkk('2025-03-17T00:00:00'));
    expect(periodEnd('week', bkk('2025-03-17T00:00:00'))).toBe(bkk('2025-03-24T00:00:00'));
  });

  it('a receipt made now counts, one stamped later than now (a clock ahead) does not yet', () => {
    const now = bkk('2025-03-12T15:00:00');
    expect(receivedInPeriod('day', [now], now)).toBe(1);
    expect(receivedInPeriod('week', [now + 1], now)).toBe(0);
    expect(receivedInPeriod('limit', [now + 60_000], now)).toBe(0);
  });
});
