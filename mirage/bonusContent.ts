/** The demo's bonuses and promotion codes: their rules and the banners written from them. */
import { demoFile } from './content';

/**
 * The demo's bonus rules, all numbers in one place. A bonus is received (activated) first; the member's next deposit
 * of at least `minDepositSatang` then earns `percent` % of it, at most `capSatang`, recorded as a `bonus` entry. While
 * the bonus is active nothing can be withdrawn and no coupon claimed (BONUS_REMAINING); it completes by itself once
 * the member has moved `turnover` × (deposit + bonus) from the wallet into games, or the member cancels it and
 * forfeits what is left of the bonus credit in the wallet (a `finish_bonus` entry).
 */
export interface BonusDef {
  code: string;
  type: 'limit' | 'day' | 'week';
  maxReceived: number;
  percentFail: number;
  percent: number;
  capSatang: number;
  turnover: number;
  minDepositSatang: number;
  /** How many members can ever receive it (BONUS_FULL after that); null: no quota. */
  quota: number | null;
  /** Only for members who have never made a successful deposit (BONUS_CONDITION otherwise). */
  newMembersOnly: boolean;
  title: string;
  banner: string;
}

/** The smallest deposit that earns a bonus (GET /api/bonus/check/minimum). */
export const BONUS_MIN_DEPOSIT_SATANG = 10_000;

const bonus = (def: Omit<BonusDef, 'minDepositSatang'>): BonusDef => ({
  ...def,
  minDepositSatang: BONUS_MIN_DEPOSIT_SATANG,
});
export const BONUSES: BonusDef[] = [
  bonus({
    code: 'WELCOME100',
    type: 'limit',
    maxReceived: 1,
    percentFail: 30,
    percent: 100,
    capSatang: 50_000,
    turnover: 5,
    quota: null,
    newMembersOnly: true,
    title: 'สมาชิกใหม่รับโบนัส 100%',
    banner: demoFile('banner.svg'),
  }),
  bonus({
    code: 'DAILY10',
    type: 'day',
    maxReceived: 1,
    percentFail: 20,
    percent: 10,
    capSatang: 10_000,
    turnover: 2,
    quota: null,
    newMembersOnly: false,
    title: 'โบนัสรายวัน 10%',
    banner: demoFile('banner.svg'),
  }),
  bonus({
    code: 'WEEKLY5',
    type: 'week',
    maxReceived: 2,
    percentFail: 10,
    percent: 5,
    capSatang: 20_000,
    turnover: 1,
    quota: null,
    newMembersOnly: false,
    title: 'โบนัสรายสัปดาห์ 5%',
    banner: demoFile('banner.svg'),
  }),
  bonus({
    code: 'FLASH50',
    type: 'limit',
    maxReceived: 1,
    percentFail: 25,
    percent: 50,
    capSatang: 30_000,
    turnover: 3,
    quota: 3,
    newMembersOnly: false,
    title: 'แฟลชโบนัส 50% (จำกัด 3 สิทธิ์)',
    banner: demoFile('banner.svg'),
  }),
];

const PERIOD_TH = { limit: 'ตลอดการเป็นสมาชิก', day: 'ต่อวัน (เวลาไทย)', week: 'ต่อสัปดาห์ (เริ่มวันจันทร์ เวลาไทย)' };
const baht = (satang: number) => (satang / 100).toLocaleString('en-US');
/** The banners of a bonus: its numbers, written from the rule itself so that the text never disagrees with it. */
export function bonusBanners(def: BonusDef): Array<{ image: string; html: string }> {
  return [
    {
      image: def.banner,
      html: `<h3>${def.title}</h3><p>รับ ${def.percent}% ของยอดฝากถัดไป สูงสุด ${baht(def.capSatang)} บาท (ฝากขั้นต่ำ ${baht(def.minDepositSatang)} บาท)</p>`,
    },
    {
      image: def.banner,
      html: `<p>ทำเทิร์นโอเวอร์ ${def.turnover} เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน</p><p>รับได้ ${def.maxReceived} ครั้ง${PERIOD_TH[def.type]}${def.quota ? ` · จำกัด ${def.quota} สิทธิ์` : ''}${def.newMembersOnly ? ' · เฉพาะสมาชิกที่ยังไม่เคยฝาก' : ''}</p><p>ยกเลิกโบนัส: เครดิตโบนัสที่เหลือในกระเป๋าจะถูกตัดออก</p>`,
    },
  ];
}

/** Promotion codes: each credits its amount once per member at once (a `bonus` entry), only without an active bonus. */
export const PROMOTIONS = [
  { code: 'PROMO50', percentFail: 25, description: '<p>รับเครดิตเพิ่ม <b>50 บาท</b> ทันที (รับได้ครั้งเดียว)</p>', satang: 5000 },
  { code: 'CASHBACK', percentFail: 0, description: '<p>รับเครดิตคืน <b>20 บาท</b> ทันที (รับได้ครั้งเดียว)</p>', satang: 2000 },
  { code: 'LUCKY7', percentFail: 10, description: '<p>รับเครดิตเพิ่ม <b>7.77 บาท</b> ทันที (รับได้ครั้งเดียว)</p>', satang: 777 },
];
