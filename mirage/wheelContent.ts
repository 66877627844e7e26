/** The demo wheel's catalogue: its slices, their prizes and the coupons' lifetime. */
import { say, type Said } from './content';

/**
 * The demo wheel. A spin costs one coin and lands on a slice drawn by weight (out of 100): 1 baht 24, 5 baht 20,
 * 10 baht 14, 20 baht 8, 50 baht 3, 100 baht 1, and the two "no prize" slices 15 each. A prize slice leaves a coupon
 * worth its amount, claimable for COUPON_LIFETIME_MS.
 */
export interface WheelSliceDef {
  code: string;
  /** A number's label is the same in both languages. */
  label: string | Said;
  bgColor: string;
  textColor: string;
  htmlDescription: Said | null;
  satang: number;
  weight: number;
}
export const WHEEL: { name: Said; slices: WheelSliceDef[] } = {
  name: { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ' },
  slices: [
    {
      code: 'P10',
      label: '10',
      bgColor: '#f94144',
      textColor: '#ffffff',
      htmlDescription: { th: '<p>เครดิต 10 บาท</p>', la: '<p>ເຄຣດິດ 10 ບາດ</p>' },
      satang: 1000,
      weight: 14,
    },
    {
      code: 'P20',
      label: '20',
      bgColor: '#f3722c',
      textColor: '#ffffff',
      htmlDescription: { th: '<p>เครดิต 20 บาท</p>', la: '<p>ເຄຣດິດ 20 ບາດ</p>' },
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
      label: '50',
      bgColor: '#f9c74f',
      textColor: '#222222',
      htmlDescription: { th: '<p>เครดิต 50 บาท</p>', la: '<p>ເຄຣດິດ 50 ບາດ</p>' },
      satang: 5000,
      weight: 3,
    },
    {
      code: 'P5',
      label: '5',
      bgColor: '#90be6d',
      textColor: '#222222',
      htmlDescription: { th: '<p>เครดิต 5 บาท</p>', la: '<p>ເຄຣດິດ 5 ບາດ</p>' },
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
      label: '100',
      bgColor: '#4d908e',
      textColor: '#ffffff',
      htmlDescription: {
        th: '<p>เครดิต <b>100 บาท</b> เข้ากระเป๋าเงิน</p>',
        la: '<p>ເຄຣດິດ <b>100 ບາດ</b> ເຂົ້າກະເປົາເງິນ</p>',
      },
      satang: 10000,
      weight: 1,
    },
    {
      code: 'P1',
      label: '1',
      bgColor: '#277da1',
      textColor: '#ffffff',
      htmlDescription: { th: '<p>เครดิต 1 บาท</p>', la: '<p>ເຄຣດິດ 1 ບາດ</p>' },
      satang: 100,
      weight: 24,
    },
  ],
};
/** A slice as the bank answers it, in the site's language. */
export const sliceFor = (site: { laos: boolean }, x: WheelSliceDef) => ({
  code: x.code,
  label: typeof x.label === 'string' ? x.label : say(site, x.label),
  bgColor: x.bgColor,
  textColor: x.textColor,
  htmlDescription: x.htmlDescription && say(site, x.htmlDescription),
});
/** A wheel coupon can be claimed for 7 days (bank time); after that the claim answers COUPON_EXPIRED. */
export const COUPON_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
