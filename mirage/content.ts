/** Fixed catalogue of the demo: lookups, games, banners (the wheel is in ./wheelContent.ts, the bonuses in ./bonusContent.ts). */
import { QR_PRESETS, type Currency } from '../machines/validation';
import { rootUrl } from '../src/lib/base';
import { scenarioOn, type GameCategory } from './state';

/**
 * A text of the demo bank in both languages of its sites: a bank answers in its deployment's language, Thai, or Lao on
 * a Laos site (the deployment's `laos`, which the bank keeps as `state.laos`).
 */
export interface Said {
  th: string;
  la: string;
}
export const say = (site: { laos: boolean }, said: Said) => (site.laos ? said.la : said.th);

/**
 * The demo bank's own amounts (a prize, a bonus's cap and least deposit, a promotion's credit, the refund minimum) are
 * written in satang for a baht member; a kip member's are as many kip as the baht member's are baht, times 1,000: the
 * bank's price list in kip, rounded to notes as the app's kip constants are (1 baht's transfer minimum, 1,000 kip:
 * docs/decisions/042-a-kip-member.md). Not a conversion: a member's own money is never converted.
 */
const KIP_PER_OWN_BAHT = 1000;
/** Whom the bank counts in: a member's currency (null, outside the Laos build, is baht). */
export type Counted = { currency: Currency | null };
/** One of the bank's own amounts, given in satang, in the member's hundredths (satang, or hundredths of kip). */
export const ownAmount = (member: Counted, satang: number) =>
  member.currency === 'LAK' ? satang * KIP_PER_OWN_BAHT : satang;
/**
 * The bank's words for the currencies, as it writes them in its own texts (a bank writes its own words: the browser
 * tests load this module in Node, which reads no named import of a JSON file).
 */
const CURRENCY_WORD: Record<Currency, Said> = { BAHT: { th: 'บาท', la: 'ບາດ' }, LAK: { th: 'กีบ', la: 'ກີບ' } };
/** An amount in the member's hundredths as the bank writes it in its texts: "10 บาท", "7.77 ບາດ", "10,000 ກີບ". */
export function moneySaid(member: Counted, hundredths: number): Said {
  const written = (hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  const word = CURRENCY_WORD[member.currency ?? 'BAHT'];
  return { th: `${written} ${word.th}`, la: `${written} ${word.la}` };
}

/** A file of the demo bank (public/demo/), absolute from the app's root, as a server gives its files' addresses. */
export const demoFile = (path: string) => rootUrl(`demo/${path}`);

export interface BankDef {
  code: string;
  nameTH: string;
  nameEN: string;
  /** A Lao bank's Lao name, as a Laos backend answers it (`nameLA`). */
  nameLA?: string;
}
const THAI_BANKS: BankDef[] = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya (Krungsri)' },
];
/** The Lao banks: BCEL, the Lao Development Bank, the Agricultural Promotion Bank (Lao names as the banks write them). */
const LAO_BANKS: BankDef[] = [
  {
    code: 'BCEL',
    nameTH: 'ธนาคารการค้าต่างประเทศลาว',
    nameEN: 'Banque Pour Le Commerce Exterieur Lao',
    nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
  },
  { code: 'LDB', nameTH: 'ธนาคารพัฒนาลาว', nameEN: 'Lao Development Bank', nameLA: 'ທະນາຄານພັດທະນາລາວ' },
  { code: 'APB', nameTH: 'ธนาคารส่งเสริมกสิกรรม', nameEN: 'Agricultural Promotion Bank', nameLA: 'ທະນາຄານສົ່ງເສີມກະສິກຳ' },
];
/** Every bank the demo knows: a member's bank is named from here whichever site the bank now serves. */
export const ALL_BANKS: BankDef[] = [...LAO_BANKS, ...THAI_BANKS];
/**
 * The banks a member may register with: on a Laos site the Lao ones first, then the Thai ones; elsewhere the Thai ones
 * and BCEL (a Thai site's members bank with BCEL too).
 */
export const banksFor = (site: { laos: boolean }): BankDef[] =>
  site.laos ? ALL_BANKS : [...THAI_BANKS, LAO_BANKS[0]!];

export const SOURCES: Array<{ code: string; description: Said }> = [
  { code: 'facebook', description: { th: 'เฟซบุ๊ก', la: 'ເຟສບຸກ' } },
  { code: 'google', description: { th: 'กูเกิล', la: 'ກູໂກ' } },
  { code: 'friend', description: { th: 'เพื่อนแนะนำ', la: 'ໝູ່ແນະນຳ' } },
  { code: 'line', description: { th: 'ไลน์', la: 'ໄລນ໌' } },
  { code: 'other', description: { th: 'อื่น ๆ', la: 'ອື່ນໆ' } },
];

export const CONDITIONS: Said[] = [
  {
    th: '<h3>เงื่อนไขการรับโบนัส</h3><p>ต้องทำยอดเทิร์นโอเวอร์ตามที่กำหนดก่อนถอน</p>',
    la: '<h3>ເງື່ອນໄຂການຮັບໂບນັດ</h3><p>ຕ້ອງເຮັດຍອດເທີນໂອເວີຕາມທີ່ກຳນົດກ່ອນຖອນ</p>',
  },
  {
    th: '<p>โบนัสรับได้ตามสิทธิ์ของแต่ละโปรโมชั่นเท่านั้น</p>',
    la: '<p>ໂບນັດຮັບໄດ້ຕາມສິດຂອງແຕ່ລະໂປຣໂມຊັນເທົ່ານັ້ນ</p>',
  },
  {
    th: '<p>หากพบการทุจริต ทางเว็บไซต์ขอสงวนสิทธิ์ในการยกเลิกโบนัส</p>',
    la: '<p>ຫາກພົບການສໍ້ໂກງ ທາງເວັບໄຊຂໍສະຫງວນສິດໃນການຍົກເລີກໂບນັດ</p>',
  },
];
export const AGREEMENTS: Said[] = [
  {
    th: '<h3>ข้อตกลงการใช้งาน</h3><p>สมาชิกต้องมีอายุ 18 ปีขึ้นไป</p>',
    la: '<h3>ຂໍ້ຕົກລົງການນຳໃຊ້</h3><p>ສະມາຊິກຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ</p>',
  },
  {
    th: '<p>บัญชีธนาคารที่ใช้ฝากและถอนต้องเป็นชื่อเดียวกับสมาชิก</p>',
    la: '<p>ບັນຊີທະນາຄານທີ່ໃຊ້ຝາກ ແລະ ຖອນຕ້ອງເປັນຊື່ດຽວກັບສະມາຊິກ</p>',
  },
];
export const INFO = { name: 'Demo Wallet', website: 'https://demo.example' };
export const NOTICE: Said = {
  th: 'หากเสียเกิน {percentFail}% ของยอดโบนัส ระบบจะยกเลิกโบนัสให้อัตโนมัติ',
  la: 'ຫາກເສຍເກີນ {percentFail}% ຂອງຍອດໂບນັດ ລະບົບຈະຍົກເລີກໂບນັດໃຫ້ອັດຕະໂນມັດ',
};
export const CONTACT = {
  contactText: {
    th: 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่านไลน์หรือแชทสด',
    la: 'ຕິດຕໍ່ທີມງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ຜ່ານໄລນ໌ ຫຼື ແຊັດສົດ',
  } satisfies Said,
  /** The same, where the live chat is off (the `chatOff` scenario): it offers no chat the page does not have. */
  contactTextNoChat: {
    th: 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่านไลน์',
    la: 'ຕິດຕໍ່ທີມງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ຜ່ານໄລນ໌',
  } satisfies Said,
  lineLink: 'https://line.me/R/ti/p/@demowallet',
  lineName: '@demowallet',
  lineQR: demoFile('line-qr.svg'),
};
export const WITHDRAW_LIMITS = { withdrawMin: 100, withdrawMax: 50000 };
export const SLIP_SETTINGS = { isActive: true, closeFrom: '23:30', closeTo: '00:30' };

/** The wallet account of the deposit lookup; a gift link must name it after `::`. */
export const DEMO_WALLET_NAME = 'DEMO WALLET';

const depositBank = (
  bankCode: string,
  bankType: string,
  mode: string,
  bankAccountNo: string,
  bankAccountName = 'DEMO WALLET CO LTD',
) => {
  const bank: Omit<BankDef, 'code'> = ALL_BANKS.find((b) => b.code === bankCode) ?? {
    nameTH: 'ช่องทางชำระเงิน',
    nameEN: 'Payment gateway',
  };
  return {
    bankCode,
    bankType,
    mode,
    bankAccountName,
    bankAccountNo,
    currency: bankCode === 'BCEL' ? 'LAK' : 'BAHT',
    bank: { nameTH: bank.nameTH, nameEN: bank.nameEN, ...(bank.nameLA && { nameLA: bank.nameLA }) },
  };
};

/**
 * GET /api/lookup/deposit: one account for every routing case of the deposit dialog. KBANK in SMS mode and the
 * PAYMENT-type account lead to the QR list, KBANK in AUTO mode is a plain account, SCB and GSB (and BCEL in LAK in the
 * Laos site) are bank accounts. The wallet is MANUAL (gift-link form) unless `walletAuto`; `manualDeposit` sets
 * isManual.
 */
export function depositLookup(state: { laos: boolean; scenarios: readonly string[] }) {
  const banks = [
    depositBank('KBANK', 'KBANK', 'SMS', '0123456789'),
    depositBank('KBANK', 'KBANK', 'AUTO', '0129876543'),
    depositBank('SCB', 'SCB', 'AUTO', '4567890123'),
    depositBank('GSB', 'GSB', 'AUTO', '020123456789'),
    depositBank('PAYONEX', 'PAYMENT', 'AUTO', '-', 'PAYONEX GATEWAY'),
  ];
  if (state.laos) banks.push(depositBank('BCEL', 'BCEL', 'AUTO', '0101234567890', 'DEMO WALLET LAO'));
  return {
    banks,
    wallets: [{ walletAccountName: DEMO_WALLET_NAME, mode: scenarioOn(state, 'walletAuto') ? 'AUTO' : 'MANUAL' }],
    isManual: scenarioOn(state, 'manualDeposit'),
  };
}

export interface GameDef {
  code: string;
  name: string;
  category: GameCategory;
  ftWalletSlot: number;
  web: boolean;
  apps: boolean;
  /** Auto-login needs the password segment. */
  withPassword: boolean;
}
export const GAMES: GameDef[] = [
  { code: 'pg', name: 'PG Soft', category: 'slot', ftWalletSlot: 1, web: true, apps: false, withPassword: false },
  {
    code: 'joker2',
    name: 'Joker Gaming',
    category: 'slot',
    ftWalletSlot: 1,
    web: true,
    apps: true,
    withPassword: true,
  },
  { code: 'betflix', name: 'Betflix', category: 'slot', ftWalletSlot: 1, web: true, apps: false, withPassword: false },
  {
    code: 'areaslot',
    name: 'Area Slot',
    category: 'slot',
    ftWalletSlot: 1,
    web: false,
    apps: true,
    withPassword: false,
  },
  {
    code: 'askmebet',
    name: 'AskMeBet Casino',
    category: 'sport',
    ftWalletSlot: 1,
    web: true,
    apps: false,
    withPassword: true,
  },
  { code: 'usun', name: 'USUN Sport', category: 'sport', ftWalletSlot: 1, web: true, apps: false, withPassword: false },
  { code: 'huayhd', name: 'Huay HD', category: 'lotto', ftWalletSlot: 1, web: true, apps: false, withPassword: false },
];
export const gameDef = (code: string): GameDef | undefined => GAMES.find((g) => g.code === code);
export const gameLogo = (code: string) => demoFile(`games/${code}-logo.svg`);
export const gameBackground = (code: string) => demoFile(`games/${code}-bg.svg`);
export const playLink = (code: string, username: string) =>
  demoFile(`play.html?game=${encodeURIComponent(code)}&user=${encodeURIComponent(username)}`);

export const INVITE_BANNERS: Array<{ image: string; html: Said }> = [
  {
    image: demoFile('banner.svg'),
    html: {
      th: '<h3>ชวนเพื่อนมาเล่น</h3><p>รับโบนัสทุกครั้งที่เพื่อนเล่น</p>',
      la: '<h3>ຊວນໝູ່ມາຫຼິ້ນ</h3><p>ຮັບໂບນັດທຸກຄັ້ງທີ່ໝູ່ຫຼິ້ນ</p>',
    },
  },
  {
    image: demoFile('banner.svg'),
    html: {
      th: '<p>แชร์ลิงก์หรือ QR โค้ดของคุณให้เพื่อนสมัคร</p>',
      la: '<p>ແບ່ງປັນລິ້ງ ຫຼື QR ໂຄດຂອງທ່ານໃຫ້ໝູ່ສະໝັກ</p>',
    },
  },
];
export const REFUND_BANNERS: Array<{ image: string; html: Said }> = [
  {
    image: demoFile('banner.svg'),
    html: {
      th: '<h3>คืนยอดเสียทุกสัปดาห์</h3><p>รับคืน 5% ของยอดเสียสุทธิ</p>',
      la: '<h3>ຄືນຍອດເສຍທຸກອາທິດ</h3><p>ຮັບຄືນ 5% ຂອງຍອດເສຍສຸດທິ</p>',
    },
  },
];
/** Banners in the site's language. */
export const bannersFor = (site: { laos: boolean }, banners: Array<{ image: string; html: Said }>) =>
  banners.map((b) => ({ image: b.image, html: say(site, b.html) }));
/** The smallest refund that can be received (REFUND_MINIMUM below it), in satang: a kip member's is ownAmount's. */
export const REFUND_MIN_SATANG = 1_000;
/** The refund's rules as the bank writes them, its minimum in the member's currency. */
export const refundInfo = (member: Counted): Said => {
  const min = moneySaid(member, ownAmount(member, REFUND_MIN_SATANG));
  return {
    th: `<p>คืนยอดเสีย 5% ของยอดเสียสุทธิรายสัปดาห์ ขั้นต่ำ ${min.th}</p><p>รับได้เมื่อไม่มีโบนัสค้างอยู่</p>`,
    la: `<p>ຄືນຍອດເສຍ 5% ຂອງຍອດເສຍສຸດທິລາຍອາທິດ ຂັ້ນຕ່ຳ ${min.la}</p><p>ຮັບໄດ້ເມື່ອບໍ່ມີໂບນັດຄ້າງຢູ່</p>`,
  };
};

/**
 * QR minimums in satang, from the app's own table (machines/validation.ts, docs/product.md#constants-qr): KBANK above 0
 * (1 satang), WW and PAYONEX 100 baht, PAYTIMZ and ZPAY 10 baht.
 */
export const QR_MINIMUM_SATANG: Record<string, number> = Object.fromEntries(
  Object.entries(QR_PRESETS).map(([provider, rules]) => [provider, Math.max(1, rules.minimum * 100)]),
);
export const CHAT_PREFIX = 'demo';

/** The statement's descriptions the bank writes, in both languages (`say` picks the site's). */
export const ENTRY_TEXT = {
  bonusCancelled: (code: string): Said => ({ th: `ยกเลิกโบนัส ${code}`, la: `ຍົກເລີກໂບນັດ ${code}` }),
  bonusPaid: (code: string, percent: number): Said => ({
    th: `โบนัส ${code} ${percent}% ของยอดฝาก`,
    la: `ໂບນັດ ${code} ${percent}% ຂອງຍອດຝາກ`,
  }),
  bonusDone: (code: string): Said => ({ th: `ครบเงื่อนไขโบนัส ${code}`, la: `ຄົບເງື່ອນໄຂໂບນັດ ${code}` }),
  welcome: (code: string): Said => ({ th: `โบนัสสมาชิกใหม่ ${code}`, la: `ໂບນັດສະມາຊິກໃໝ່ ${code}` }),
  promotion: (code: string): Said => ({ th: `โปรโมชั่น ${code}`, la: `ໂປຣໂມຊັນ ${code}` }),
  invite: { th: 'โบนัสชวนเพื่อน', la: 'ໂບນັດຊວນໝູ່' } as Said,
  refund: { th: 'คืนยอดเสีย', la: 'ຄືນຍອດເສຍ' } as Said,
  weeklyRefund: { th: 'คืนยอดเสียรายสัปดาห์', la: 'ຄືນຍອດເສຍລາຍອາທິດ' } as Said,
  wheel: (prize: Said): Said => ({ th: `รางวัลวงล้อ ${prize.th}`, la: `ລາງວັນວົງລໍ້ ${prize.la}` }),
  /** A prize of credit, its amount as moneySaid writes it. */
  prize: (money: Said): Said => ({ th: `เครดิต ${money.th}`, la: `ເຄຣດິດ ${money.la}` }),
  noPrize: { th: 'ไม่ได้รับรางวัล', la: 'ບໍ່ໄດ້ຮັບລາງວັນ' } as Said,
};
