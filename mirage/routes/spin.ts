import { api } from '../../src/api/contracts';
import { WHEEL } from '../content';
import type { Route } from '../http';
import { activeBonus } from '../rules/bonus';
import { str } from '../rules/input';
import { credit, record, toBaht } from '../rules/ledger';
import { iso, nextId } from '../state';

const slices = WHEEL.slices.map(({ code, label, bgColor, textColor, htmlDescription }) => ({ code, label, bgColor, textColor, htmlDescription }));
const prizeName = (satang: number) => (satang > 0 ? `เครดิต ${toBaht(satang)} บาท` : 'ไม่ได้รับรางวัล');

export function spinRoutes(route: Route): void {
  const s = api.spin;
  route(s.setup, ({ member }) => ({ result: { activeSpinwheel: { name: WHEEL.name, slices }, userCoin: member.coin } }));
  route(s.active, () => ({ isActive: true }));
  route(s.spin, ({ state, now, member }) => {
    if (member.coin <= 0) return { success: false, error: 'NO_CLAIMABLE_COUPON' };
    const slice = WHEEL.slices[Math.floor(Math.random() * WHEEL.slices.length)]!;
    member.coin -= 1;
    if (slice.satang > 0) {
      state.coupons.unshift({ _id: nextId(state), memberId: member._id, sliceCode: slice.code, satang: slice.satang, claimed: false, createdAt: iso(now) });
    }
    return { success: true, result: { code: slice.code, label: slice.label, remainingCoin: member.coin } };
  });
  route(s.coupons, ({ state, member }) => ({
    coupons: state.coupons
      .filter((c) => c.memberId === member._id && !c.claimed)
      .map((c) => ({ _id: c._id, prize: { label: WHEEL.slices.find((x) => x.code === c.sliceCode)?.label ?? c.sliceCode, name: prizeName(c.satang) }, amount: toBaht(c.satang) })),
  }));
  route(s.claim, ({ state, now, member, body }) => {
    const id = str(body, 'coupon');
    const coupon = state.coupons.find((c) => c._id === id && c.memberId === member._id && !c.claimed);
    if (!coupon) return { success: false, error: 'NO_CLAIMABLE_COUPON' };
    if (activeBonus(state, member)) return { success: false, error: 'BONUS_REMAINING' };
    coupon.claimed = true;
    credit(member, coupon.satang);
    record(state, now, { memberId: member._id, statementType: 'bonus', status: 'SUCCESS', from: 'LUCKYDRAW', to: 'WALLET', satang: coupon.satang,
      luckydraw: { description: `รางวัลวงล้อ ${prizeName(coupon.satang)}` } });
    return { success: true };
  });
}
