import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import type { Coupon } from '../../api/contracts/spin';
import { SPIN_KEY } from '../../services/queries';

export const spinSetupQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...SPIN_KEY, 'setup'], queryFn: () => client.call(api.spin.setup), staleTime: 0 });
/** A coupon past its expiry (by the bank's clock): shown as expired, never offered to claim. */
export const couponExpired = (c: Pick<Coupon, 'expireAt'>, now: number) =>
  c.expireAt !== undefined && Date.parse(c.expireAt) <= now;

/** Milliseconds until the next coupon expires (and a moment more), or false when none will. */
export function untilNextExpiry(coupons: ReadonlyArray<Pick<Coupon, 'expireAt'>> | undefined, now: number) {
  const left = (coupons ?? [])
    .map((c) => (c.expireAt ? Date.parse(c.expireAt) - now : Number.NaN))
    .filter((ms) => ms > 0);
  return left.length ? Math.min(...left) + 500 : false;
}

/** A coupon that expires within the hour, or within a day, is marked so (docs/product.md#screen-spin). */
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How soon `c` expires, when within a day of `now` and not yet: within the hour, or within the day; else null. */
export function expiresWithin(c: Pick<Coupon, 'expireAt'>, now: number): 'hour' | 'day' | null {
  if (c.expireAt === undefined || couponExpired(c, now)) return null;
  const left = Date.parse(c.expireAt) - now;
  return left < HOUR_MS ? 'hour' : left < DAY_MS ? 'day' : null;
}

/** The coupons soonest to expire first; those without a date last; the bank's order among equals. */
export function bySoonestExpiry<C extends Pick<Coupon, 'expireAt'>>(coupons: readonly C[]): C[] {
  const when = (c: C) => (c.expireAt ? Date.parse(c.expireAt) : Number.POSITIVE_INFINITY);
  // Two without a date compare as NaN (Infinity − Infinity): equal, in the bank's order.
  return [...coupons].sort((a, b) => when(a) - when(b) || 0);
}

/**
 * The coupon a spin on `label` just left: the one of that label that expires last (coupons of one wheel live alike,
 * so the newest), or undefined (a slice that leaves no coupon).
 */
export function wonCoupon<C extends Pick<Coupon, 'expireAt' | 'prize'>>(
  coupons: readonly C[] | undefined,
  label: string,
) {
  const mine = (coupons ?? []).filter((c) => c.prize.label === label);
  return bySoonestExpiry(mine).at(-1);
}

/**
 * The coupons, soonest to expire first (a coupon that expires within the hour is never on page 2), read again when the
 * next one expires: an expired coupon leaves the list (the bank drops it).
 */
export const couponsQuery = (client: ApiClient, now: () => number = Date.now) =>
  queryOptions({
    queryKey: [...SPIN_KEY, 'coupons'],
    queryFn: async () => {
      const answer = await client.call(api.spin.coupons);
      return { ...answer, coupons: bySoonestExpiry(answer.coupons) };
    },
    refetchInterval: (query) => untilNextExpiry(query.state.data?.coupons, now()),
  });

/** The coupons read as the prize shows (the spin's money views are read again only when the prize is closed). */
export const couponsAtPrizeQuery = (client: ApiClient, now: () => number = Date.now) => ({
  ...couponsQuery(client, now),
  refetchOnMount: 'always' as const,
});
