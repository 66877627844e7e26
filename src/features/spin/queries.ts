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

/** The coupons, read again when the next one expires: an expired coupon leaves the list (the bank drops it). */
export const couponsQuery = (client: ApiClient, now: () => number = Date.now) =>
  queryOptions({
    queryKey: [...SPIN_KEY, 'coupons'],
    queryFn: () => client.call(api.spin.coupons),
    refetchInterval: (query) => untilNextExpiry(query.state.data?.coupons, now()),
  });
