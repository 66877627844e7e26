/**
 * The demo wheel: a spin costs one coin and draws a slice by weight (or the slice armed with `demo.nextSpin`); a
 * prize slice leaves a coupon. A coupon is claimed once, within COUPON_LIFETIME_MS, never while a bonus runs, and
 * credits its amount to the wallet with a `bonus` statement entry. The `wheelOff` scenario has no active wheel.
 * Refusals answer `{ success: false, error }` (docs/product.md#calls-spin).
 */
import { ENTRY_TEXT, moneySaid, say, type Counted } from '../content';
import type { CouponRecord, DemoState, Member } from '../state';
import { iso, nextId, scenarioOn } from '../state';
import { COUPON_LIFETIME_MS, labelOf, slicePrize, WHEEL, type WheelSliceDef } from '../wheelContent';
import { activeBonus } from './bonus';
import { credit, record } from './entries';

export type { WheelSliceDef };
export const TOTAL_WEIGHT = WHEEL.slices.reduce((s, x) => s + x.weight, 0);

/** The slice a number in [0, 1) draws: slices take shares of [0, 1) in proportion to their weights. */
export function drawSlice(random: number): WheelSliceDef {
  let left = Math.min(0.999999, Math.max(0, random)) * TOTAL_WEIGHT;
  for (const slice of WHEEL.slices) {
    if (left < slice.weight) return slice;
    left -= slice.weight;
  }
  return WHEEL.slices[WHEEL.slices.length - 1]!;
}

export const wheelActive = (state: DemoState) => !scenarioOn(state, 'wheelOff');
/** A coupon's prize, its amount in the member's hundredths, in the site's language (Thai, or Lao on a Laos site). */
const prize = (member: Counted, amount: number) =>
  amount > 0 ? ENTRY_TEXT.prize(moneySaid(member, amount)) : ENTRY_TEXT.noPrize;
export const prizeName = (site: { laos: boolean }, member: Counted, amount: number) => say(site, prize(member, amount));
/** A slice's label in the site's language and the member's currency (its code when the wheel no longer has it). */
export const sliceLabel = (site: { laos: boolean }, member: Counted, code: string) => {
  const slice = WHEEL.slices.find((x) => x.code === code);
  return slice ? labelOf(site, member, slice) : code;
};
export const couponExpired = (c: CouponRecord, now: number) => now - Date.parse(c.createdAt) >= COUPON_LIFETIME_MS;

type Refusal = { success: false; error: string };

/** POST /api/spinwheel/spin. */
export function spinWheel(
  state: DemoState,
  now: number,
  member: Member,
  random: number,
): Refusal | { success: true; result: { code: string; label: string; remainingCoin: number } } {
  if (!wheelActive(state)) return { success: false, error: 'INVALID_CODE' };
  if (member.coin <= 0) return { success: false, error: 'NO_CLAIMABLE_COUPON' };
  const armed = state.nextSpin ? WHEEL.slices.find((s) => s.code === state.nextSpin) : undefined;
  state.nextSpin = null;
  const slice = armed ?? drawSlice(random);
  member.coin -= 1;
  if (slice.satang > 0) {
    state.coupons.unshift({
      _id: nextId(state),
      memberId: member._id,
      sliceCode: slice.code,
      satang: slicePrize(member, slice),
      claimed: false,
      createdAt: iso(now),
    });
  }
  return {
    success: true,
    result: { code: slice.code, label: labelOf(state, member, slice), remainingCoin: member.coin },
  };
}

/** The member's coupons that can still be claimed, newest first. */
export const claimableCoupons = (state: DemoState, now: number, member: Member) =>
  state.coupons.filter((c) => c.memberId === member._id && !c.claimed && !couponExpired(c, now));

/** POST /api/spinwheel/coupon/claim: answers the satang credited. */
export function claimCoupon(
  state: DemoState,
  now: number,
  member: Member,
  couponId: string,
): Refusal | { success: true; satang: number } {
  const coupon = state.coupons.find((c) => c._id === couponId && c.memberId === member._id);
  if (!coupon || coupon.claimed) return { success: false, error: 'NO_CLAIMABLE_COUPON' };
  if (!WHEEL.slices.some((s) => s.code === coupon.sliceCode)) return { success: false, error: 'INVALID_PRIZE_CODE' };
  if (couponExpired(coupon, now)) return { success: false, error: 'COUPON_EXPIRED' };
  if (activeBonus(state, member)) return { success: false, error: 'BONUS_REMAINING' };
  coupon.claimed = true;
  credit(member, coupon.satang);
  record(state, now, {
    memberId: member._id,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'LUCKYDRAW',
    to: 'WALLET',
    satang: coupon.satang,
    luckydraw: { description: say(state, ENTRY_TEXT.wheel(prize(member, coupon.satang))) },
  });
  return { success: true, satang: coupon.satang };
}
