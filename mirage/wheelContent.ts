/** The demo wheel's catalogue: its slices, their prizes and the coupons' lifetime. */
import { moneySaid, ownAmount, say, type Counted, type Said } from './content';

/**
 * The demo wheel. A spin costs one coin and lands on a slice drawn by weight (out of 100): 1 baht 24, 5 baht 20,
 * 10 baht 14, 20 baht 8, 50 baht 3, 100 baht 1, and the two "no prize" slices 15 each. A prize slice leaves a coupon
 * worth its amount, claimable for COUPON_LIFETIME_MS.
 */
export interface WheelSliceDef {
  code: string;
  /** A no-prize slice's words; a prize slice is labelled with its amount in the member's currency ("10", "10,000"). */
  label: Said | null;
  bgColor: string;
  textColor: string;
  /** A prize's description, its amount written in the member's currency. */
  htmlDescription: ((money: Said) => Said) | null;
  /** The prize in satang (a kip member's: ownAmount). */
  satang: number;
  weight: number;
}
const credit = (money: Said): Said => ({ th: `<p>เครดิต ${money.th}</p>`, la: `<p>ເຄຣດິດ ${money.la}</p>` });
export const WHEEL: { name: Said; slices: WheelSliceDef[] } = {
  name: { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ' },
  slices: [
    {
      code: 'P10',
      label: null,
      bgColor: '#f94144',
      textColor: '#ffffff',
      htmlDescription: credit,
      satang: 1000,
      weight: 14,
    },
    {
      code: 'P20',
      label: null,
      bgColor: '#f3722c',
      textColor: '#ffffff',
      htmlDescription: credit,
      satang: 2000,
      weight: 8,
    },
    {
      code: 'NONE1',
      label: { th: 'เสียใจด้วย', la: 'ເສຍໃຈນຳ' },
      bgColor: '#577590',
      textColor: '#ffffff',
      htmlDescription: null,
      satang: 0,
      weight: 15,
    },
    {
      code: 'P50',
      label: null,
      bgColor: '#f9c74f',
      textColor: '#222222',
      htmlDescription: credit,
      satang: 5000,
      weight: 3,
    },
    {
      code: 'P5',
      label: null,
      bgColor: '#90be6d',
      textColor: '#222222',
      htmlDescription: credit,
      satang: 500,
      weight: 20,
    },
    {
      code: 'NONE2',
      label: { th: 'ลองใหม่อีกครั้งนะ', la: 'ລອງໃໝ່ອີກຄັ້ງເດີ້' },
      bgColor: '#43aa8b',
      textColor: '#ffffff',
      htmlDescription: null,
      satang: 0,
      weight: 15,
    },
    {
      code: 'P100',
      label: null,
      bgColor: '#4d908e',
      textColor: '#ffffff',
      htmlDescription: (money) => ({
        th: `<p>เครดิต <b>${money.th}</b> เข้ากระเป๋าเงิน</p>`,
        la: `<p>ເຄຣດິດ <b>${money.la}</b> ເຂົ້າກະເປົາເງິນ</p>`,
      }),
      satang: 10000,
      weight: 1,
    },
    {
      code: 'P1',
      label: null,
      bgColor: '#277da1',
      textColor: '#ffffff',
      htmlDescription: credit,
      satang: 100,
      weight: 24,
    },
  ],
};
/** A prize slice's amount in the member's hundredths. */
export const slicePrize = (member: Counted, x: WheelSliceDef) => ownAmount(member, x.satang);
/** A slice's label: a no-prize slice's words, or the prize's number in the member's currency ("10", "10,000"). */
export const labelOf = (site: { laos: boolean }, member: Counted, x: WheelSliceDef) =>
  x.label ? say(site, x.label) : (slicePrize(member, x) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
/** A slice as the bank answers it to a member, in the site's language and the member's currency. */
export const sliceFor = (site: { laos: boolean }, member: Counted, x: WheelSliceDef) => ({
  code: x.code,
  label: labelOf(site, member, x),
  bgColor: x.bgColor,
  textColor: x.textColor,
  htmlDescription: x.htmlDescription && say(site, x.htmlDescription(moneySaid(member, slicePrize(member, x)))),
});
/** A wheel coupon can be claimed for 7 days (bank time); after that the claim answers COUPON_EXPIRED. */
export const COUPON_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
