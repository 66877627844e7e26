// @vitest-environment node
/**
 * Coupons that expire (docs/decisions/009-wheel-refusals-and-coupons.md): an expired coupon is never offered, and the
 * list is read again when one expires.
 */
import { describe, expect, it } from 'vitest';
import {
  bySoonestExpiry,
  couponExpired,
  expiresWithin,
  untilNextExpiry,
  wonCoupon,
} from '../../../src/features/spin/queries';

const now = Date.parse('2026-11-26T10:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('coupon expiry', () => {
  it('counts a coupon expired from its expiry on, by the bank clock, and never one without a date', () => {
    expect(couponExpired({ expireAt: at(1) }, now)).toBe(false);
    expect(couponExpired({ expireAt: at(0) }, now)).toBe(true);
    expect(couponExpired({ expireAt: at(-60) }, now)).toBe(true);
    expect(couponExpired({}, now)).toBe(false);
  });

  it('reads the list again just after the next coupon expires, and not at all when none will', () => {
    expect(untilNextExpiry([{ expireAt: at(45) }, { expireAt: at(5) }, { expireAt: at(-1) }, {}], now)).toBe(
      5 * 60_000 + 500,
    );
    expect(untilNextExpiry([{ expireAt: at(-1) }, {}], now)).toBe(false);
    expect(untilNextExpiry(undefined, now)).toBe(false);
  });
});

describe('coupons told as they are (docs/product.md#screen-spin)', () => {
  it('sorts the soonest to expire first, those without a date last, in the bank order among equals', () => {
    const list = [
      { id: 'a', expireAt: at(3 * 24 * 60) },
      { id: 'b' },
      { id: 'c', expireAt: at(59) },
      { id: 'd' },
      { id: 'e', expireAt: at(24 * 60) },
    ];
    expect(bySoonestExpiry(list).map((c) => c.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });
  it('marks a coupon that expires within the hour apart from one within a day; not in a day, nor expired', () => {
    expect(expiresWithin({ expireAt: at(1) }, now)).toBe('hour');
    expect(expiresWithin({ expireAt: at(59) }, now)).toBe('hour');
    expect(expiresWithin({ expireAt: at(60) }, now)).toBe('day');
    expect(expiresWithin({ expireAt: at(24 * 60 - 1) }, now)).toBe('day');
    expect(expiresWithin({ expireAt: at(24 * 60) }, now)).toBe(null);
    expect(expiresWithin({ expireAt: at(0) }, now)).toBe(null);
    expect(expiresWithin({}, now)).toBe(null);
  });
  it("the prize's coupon is the newest of its label (the one that expires last)", () => {
    const coupon = (id: string, label: string, minutes: number) => ({
      id,
      prize: { label, name: '' },
      expireAt: at(minutes),
    });
    const list = [coupon('old10', '10', 60), coupon('new10', '10', 7 * 24 * 60), coupon('new20', '20', 7 * 24 * 60)];
    expect(wonCoupon(list, '10')?.id).toBe('new10');
    expect(wonCoupon(list, 'เสียใจด้วย')).toBeUndefined();
  });
});
