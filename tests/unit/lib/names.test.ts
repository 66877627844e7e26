// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { bankName, currencyName, pocketName, POCKETS } from '../../../src/lib/names';
import { activityText } from '../../../src/lib/statement';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'th',
  resources: { th: { translation: th }, la: { translation: la }, en: { translation: en } },
});
const tIn = (lng: string) => i18n.getFixedT(lng) as (key: string, options?: Record<string, unknown>) => string;
const banks = [{ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' }];
const games = [{ code: 'pg', name: 'PG Soft' }];

describe('codes as words', () => {
  it('writes every channel of a statement entry as a word in each language, never its code', () => {
    for (const lng of ['th', 'la', 'en']) {
      for (const code of POCKETS) {
        const name = pocketName(code, { t: tIn(lng), language: lng, banks, games });
        expect(name, `${lng} ${code}`).not.toContain(code);
        expect(name).not.toMatch(/^statement\./);
      }
    }
  });

  it('reads a deposit from a slip, a gift link or a bank as a sentence without a raw code', () => {
    const entry = (from: string) =>
      ({ statementType: 'deposit', from, to: 'WALLET' }) as Parameters<typeof activityText>[0];
    const say = (lng: string, from: string) => {
      const book = { t: tIn(lng), language: lng, banks, games };
      return activityText(entry(from), tIn(lng), (code) => pocketName(code, book));
    };
    expect(say('th', 'SLIP')).toBe('ฝากเงินจาก สลิปโอนเงิน');
    expect(say('th', 'TRUEWALLET')).toBe('ฝากเงินจาก ซองของขวัญทรูมันนี่');
    expect(say('th', 'KBANK')).toBe('ฝากเงินจาก ธนาคารกสิกรไทย');
    expect(say('la', 'KBANK')).toContain('Kasikornbank');
    expect(say('en', 'KBANK')).toBe('Deposit from Kasikornbank');
    expect(say('en', 'ZPAY')).toBe('Deposit from ZPay QR');
    expect(say('en', 'pg')).toBe('Deposit from PG Soft');
    // A code nobody named yet still shows, as itself.
    expect(say('en', 'NEWBANK')).toBe('Deposit from NEWBANK');
  });

  it('names a bank in Thai for Thai readers, in Lao for Lao readers where it has a Lao name, else in Latin letters', () => {
    const kbank = banks.find((b) => b.code === 'KBANK')!;
    expect(bankName(kbank, 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName(kbank, 'la')).toBe('Kasikornbank');
    expect(bankName(kbank, 'en')).toBe('Kasikornbank');
    expect(bankName({ nameTH: 'ธนาคาร', nameEN: '' }, 'en')).toBe('ธนาคาร');
    const ldb = { nameTH: 'ธนาคารพัฒนาลาว', nameEN: 'Lao Development Bank', nameLA: 'ທະນາຄານພັດທະນາລາວ' };
    expect(bankName(ldb, 'la')).toBe('ທະນາຄານພັດທະນາລາວ');
    expect(bankName(ldb, 'en')).toBe('Lao Development Bank');
    expect(bankName(ldb, 'th')).toBe('ธนาคารพัฒนาลาว');
  });

  it('writes a currency as a word: บาท, ບາດ, baht; an unknown one as its code', () => {
    expect(currencyName('BAHT', tIn('th'))).toBe('บาท');
    expect(currencyName('BAHT', tIn('la'))).toBe('ບາດ');
    expect(currencyName('LAK', tIn('en'))).toBe('kip');
    expect(currencyName('USD', tIn('en'))).toBe('USD');
  });

  it('names each of the five QR providers by its word, also where no game or bank list came yet', () => {
    for (const code of ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'ZPAY']) {
      const name = pocketName(code, { t: tIn('en'), language: 'en' });
      expect(name, code).toBe(en.deposit.qr.provider[code as keyof typeof en.deposit.qr.provider]);
      expect(name).not.toBe(code);
    }
    expect(pocketName('NEWQR', { t: tIn('en'), language: 'en' })).toBe('NEWQR');
  });
});
