/**
 * Coupons that expire (docs/decisions/009-wheel-refusals-and-coupons.md): an expired coupon is never offered, and the
 * list is read again when one expires.
 */
import { describe, expect, it } from 'vitest';
import { couponExpired, untilNextExpiry } from '../../../src/features/spin/queries';

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
