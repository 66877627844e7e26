/** The demo's bonuses and promotion codes: their rules and the banners written from them. */
import { demoFile, moneySaid, ownAmount, say, type Counted, type Said } from './content';

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
  title: Said;
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
    title: { th: 'สมาชิกใหม่รับโบนัส 100%', la: 'ສະມາຊິກໃໝ່ຮັບໂບນັດ 100%' },
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
    title: { th: 'โบนัสรายวัน 10%', la: 'ໂບນັດລາຍວັນ 10%' },
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
    title: { th: 'โบนัสรายสัปดาห์ 5%', la: 'ໂບນັດລາຍອາທິດ 5%' },
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
    title: { th: 'แฟลชโบนัส 50% (จำกัด 3 สิทธิ์)', la: 'ແຟລດໂບນັດ 50% (ຈຳກັດ 3 ສິດ)' },
    banner: demoFile('banner.svg'),
  }),
];

const PERIOD = {
  limit: { th: 'ตลอดการเป็นสมาชิก', la: 'ຕະຫຼອດການເປັນສະມາຊິກ' },
  day: { th: 'ต่อวัน (เวลาไทย)', la: 'ຕໍ່ມື້ (ເວລາລາວ)' },
  week: { th: 'ต่อสัปดาห์ (เริ่มวันจันทร์ เวลาไทย)', la: 'ຕໍ່ອາທິດ (ເລີ່ມວັນຈັນ ເວລາລາວ)' },
} satisfies Record<BonusDef['type'], Said>;
/**
 * The banners of a bonus in the site's language and the member's currency: its numbers, written from the rule itself
 * so that the text never disagrees with it.
 */
export function bonusBanners(
  site: { laos: boolean },
  member: Counted,
  def: BonusDef,
): Array<{ image: string; html: string }> {
  const cap = moneySaid(member, ownAmount(member, def.capSatang));
  const min = moneySaid(member, ownAmount(member, def.minDepositSatang));
  const period = say(site, PERIOD[def.type]);
  const th = [
    `<h3>${def.title.th}</h3><p>รับ ${def.percent}% ของยอดฝากถัดไป สูงสุด ${cap.th} (ฝากขั้นต่ำ ${min.th})</p>`,
    `<p>ทำเทิร์นโอเวอร์ ${def.turnover} เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน</p><p>รับได้ ${def.maxReceived} ครั้ง${period}${def.quota ? ` · จำกัด ${def.quota} สิทธิ์` : ''}${def.newMembersOnly ? ' · เฉพาะสมาชิกที่ยังไม่เคยฝาก' : ''}</p><p>ยกเลิกโบนัส: เครดิตโบนัสที่เหลือในกระเป๋าจะถูกตัดออก</p>`,
  ];
  const la = [
    `<h3>${def.title.la}</h3><p>ຮັບ ${def.percent}% ຂອງຍອດຝາກຖັດໄປ ສູງສຸດ ${cap.la} (ຝາກຂັ້ນຕ່ຳ ${min.la})</p>`,
    `<p>ເຮັດເທີນໂອເວີ ${def.turnover} ເທົ່າຂອງ (ຍອດຝາກ + ໂບນັດ) ກ່ອນຖອນ</p><p>ຮັບໄດ້ ${def.maxReceived} ຄັ້ງ ${period}${def.quota ? ` · ຈຳກັດ ${def.quota} ສິດ` : ''}${def.newMembersOnly ? ' · ສະເພາະສະມາຊິກທີ່ຍັງບໍ່ເຄີຍຝາກ' : ''}</p><p>ຍົກເລີກໂບນັດ: ເຄຣດິດໂບນັດທີ່ເຫຼືອໃນກະເປົາຈະຖືກຕັດອອກ</p>`,
  ];
  return (site.laos ? la : th).map((html) => ({ image: def.banner, html }));
}

/** Promotion codes: each credits its amount once per member at once (a `bonus` entry), only without an active bonus. */
export const PROMOTIONS = [
  {
    code: 'PROMO50',
    percentFail: 25,
    description: (money: Said): Said => ({
      th: `<p>รับเครดิตเพิ่ม <b>${money.th}</b> ทันที (รับได้ครั้งเดียว)</p>`,
      la: `<p>ຮັບເຄຣດິດເພີ່ມ <b>${money.la}</b> ທັນທີ (ຮັບໄດ້ຄັ້ງດຽວ)</p>`,
    }),
    satang: 5000,
  },
  {
    code: 'CASHBACK',
    percentFail: 0,
    description: (money: Said): Said => ({
      th: `<p>รับเครดิตคืน <b>${money.th}</b> ทันที (รับได้ครั้งเดียว)</p>`,
      la: `<p>ຮັບເຄຣດິດຄືນ <b>${money.la}</b> ທັນທີ (ຮັບໄດ້ຄັ້ງດຽວ)</p>`,
    }),
    satang: 2000,
  },
  {
    code: 'LUCKY7',
    percentFail: 10,
    description: (money: Said): Said => ({
      th: `<p>รับเครดิตเพิ่ม <b>${money.th}</b> ทันที (รับได้ครั้งเดียว)</p>`,
      la: `<p>ຮັບເຄຣດິດເພີ່ມ <b>${money.la}</b> ທັນທີ (ຮັບໄດ້ຄັ້ງດຽວ)</p>`,
    }),
    satang: 777,
  },
];
/** A promotion's description, its credit in the member's currency. */
export const promotionDescription = (member: Counted, p: (typeof PROMOTIONS)[number]) =>
  p.description(moneySaid(member, ownAmount(member, p.satang)));
