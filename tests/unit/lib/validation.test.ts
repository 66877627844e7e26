// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phoneDigits } from '../../../machines/phone';
import {
  AMOUNT_MAX_DIGITS,
  amountRefusalKey,
  amountRequest,
  bankAccountNameErrors,
  bankNameError,
  hasErrors,
  isLatinName,
  parseAmount,
  phoneError,
  providerRules,
  readAmount,
  requiredError,
  transferErrors,
  transferMinimumOf,
  transferRequest,
  withdrawErrors,
  type AmountRefusal,
} from '../../../machines/validation';

describe('phoneDigits: a phone as people type it', () => {
  it('drops spaces, dashes, dots and brackets, and reads +856, +66 and 00 as the 0 dialled at home', () => {
    expect(phoneDigits('+856 20 5551 2345')).toBe('02055512345');
    expect(phoneDigits('+856 020 5551 2345')).toBe('02055512345');
    expect(phoneDigits('00856-20-5551-2345')).toBe('02055512345');
    expect(phoneDigits('020 5551 2345')).toBe('02055512345');
    expect(phoneDigits('+66 81-234-5678')).toBe('0812345678');
    expect(phoneDigits('(081) 234.5678')).toBe('0812345678');
    expect(phoneDigits('໐໒໐ ໕໕໕໑ ໒໓໔໕')).toBe('02055512345');
    expect(phoneDigits('๐๘๑๒๓๔๕๖๗๘')).toBe('0812345678');
  });

  it('leaves what is not a phone for the rule to refuse', () => {
    expect(phoneDigits('+1 202 555 0100')).toBe('+12025550100');
    expect(phoneError(phoneDigits('+1 202 555 0100'), true)).toBe('validation.digitsOnly');
    expect(phoneDigits('08l2345678')).toBe('08l2345678');
    expect(phoneError(phoneDigits('+856 20 5551 2345'), true)).toBeNull();
    expect(phoneError(phoneDigits('+856 20 5551 2345'), false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
  });
});

describe('phoneError', () => {
  it('outside Laos needs exactly 10 digits', () => {
    expect(phoneError('0812345678', false)).toBeNull();
    expect(phoneError(' 0812345678 ', false)).toBeNull();
    expect(phoneError('123', false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(phoneError('08123456789', false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('on the Laos site takes a Lao mobile (020 and 8 digits) or 10 digits from 0, and says so otherwise', () => {
    expect(phoneError('02055512345', true)).toBeNull();
    expect(phoneError('0305551234', true)).toBeNull();
    expect(phoneError('0812345678', true)).toBeNull();
    for (const wrong of ['2055512345', '0205551234', '020555123456', '03055512345', '1234567890', '0812345'])
      expect(phoneError(wrong, true), wrong).toBe('register.phoneLaos');
    // The Thai site keeps the spec's 10 digits: a Lao mobile is one too many.
    expect(phoneError('02055512345', false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('takes digits only, and requires a value', () => {
    expect(phoneError('081-234-567', false)).toBe('validation.digitsOnly');
    expect(phoneError('08123x5678', true)).toBe('validation.digitsOnly');
    expect(phoneError('   ', false)).toBe('validation.required');
  });
});

describe('bankNameError', () => {
  it.each(['KTB', 'TMB', 'BBL'])('%s needs a name in English letters and spaces', (bank) => {
    expect(bankNameError(bank, 'SOMCHAI DEMO')).toBeNull();
    expect(bankNameError(bank, 'สมชาย')).toBe('errors.BANK_ACCOUNT_NAME_ENG');
    expect(bankNameError(bank, 'SOMCHAI2')).toBe('errors.BANK_ACCOUNT_NAME_ENG');
  });

  it('lets other banks take a Thai name, but never an empty one', () => {
    expect(bankNameError('KBANK', 'สมชาย')).toBeNull();
    expect(bankNameError('SCB', 'สมชาย')).toBeNull();
    expect(bankNameError('KTB', '  ')).toBe('validation.required');
    expect(bankNameError('KBANK', '')).toBe('validation.required');
  });
});

/** A typed text in a test's name: a pasted screenful as its length. */
const shown = (typed: string) => (typed.length > 30 ? `${typed.slice(0, 5)}… (${typed.length} characters)` : typed);
const ones = '1'.repeat(100_000);

describe('readAmount: the one reader of every money field', () => {
  // [as typed, what it reads as (the amount sent) or why it is refused]
  const table: Array<[string, number | AmountRefusal]> = [
    ['100', 100],
    [' 50 ', 50],
    ['\t1,000\u00a0', 1000],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['5.', 5],
    ['0.01', 0.01],
    ['0100', 100],
    ['1,000', 1000],
    ['1,000.50', 1000.5],
    ['1,234,567.89', 1234567.89],
    ['1 000.50', 1000.5],
    ['๑๐๐', 100],
    ['໑໐໐', 100],
    ['๑,๐๐๐.๕๐', 1000.5],
    ['໑,໐໐໐.໕', 1000.5],
    ['999,999,999,999.99', 999999999999.99],
    ['999999999999', 999999999999],
    ['', 'empty'],
    ['   ', 'empty'],
    ['1e21', 'exponent'],
    ['1E5', 'exponent'],
    ['1.5e3', 'exponent'],
    ['๑e๒', 'exponent'],
    ['1e', 'exponent'],
    ['-100', 'sign'],
    ['+5', 'sign'],
    ['\u22125', 'sign'],
    ['-1e21', 'sign'],
    ['abc', 'characters'],
    ['100บาท', 'characters'],
    ['฿100', 'characters'],
    ['1_000', 'characters'],
    ['0x10', 'characters'],
    ['Infinity', 'characters'],
    ['١٠٠', 'characters'],
    ['１００', 'characters'],
    ['1,00', 'format'],
    ['10,00.5', 'format'],
    ['1,,000', 'format'],
    [',100', 'format'],
    ['0,100', 'format'],
    ['1,000 000', 'format'],
    ['12 34', 'format'],
    ['1.2.3', 'format'],
    ['1.5,0', 'format'],
    ['.', 'format'],
    ['10.005', 'decimals'],
    ['1.234', 'decimals'],
    ['1,000.505', 'decimals'],
    [ones, 'tooLong'],
    ['1000000000000', 'tooLong'],
    ['1,000,000,000,000', 'tooLong'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['00', 'zero'],
    ['.0', 'zero'],
  ];
  it.each(table.map(([typed, expected]) => ({ name: shown(typed), typed, expected })))(
    '$name reads as $expected',
    ({ typed, expected }) => {
      const read = readAmount(typed);
      if (typeof expected === 'number') {
        expect(read).toEqual({ amount: expected, refusal: null });
        expect(parseAmount(typed)).toBe(expected);
      } else {
        expect(read).toEqual({ amount: null, refusal: expected });
        expect(parseAmount(typed)).toBeNull();
      }
    },
  );

  it('every amount read is exact to the satang, and fits in a safe integer of satang', () => {
    for (const typed of ['999,999,999,999.99', '0.29', '1,000.07', '๑๒๓.๔๕']) {
      const n = parseAmount(typed)!;
      expect(Number.isSafeInteger(Math.round(n * 100))).toBe(true);
      expect((n * 100).toFixed(6)).toBe(`${Math.round(n * 100)}.000000`);
    }
    expect(AMOUNT_MAX_DIGITS).toBe(12);
  });

  it('each refusal has its text in Thai, Lao and English; an empty field asks for an amount', () => {
    const refusals: AmountRefusal[] = ['exponent', 'sign', 'characters', 'format', 'decimals', 'tooLong', 'zero'];
    expect(amountRefusalKey('empty')).toBe('validation.amount');
    for (const lang of ['th', 'la', 'en']) {
      const texts = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, Record<string, unknown>>;
      for (const r of refusals) {
        const [section, name] = amountRefusalKey(r).split('.') as [string, string];
        expect(texts[section]?.[name], `${lang} ${r}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});

describe('money limits at their edges', () => {
  const limits = { withdrawMin: 100, withdrawMax: 50_000 };
  it('withdraw: exactly the minimum and the maximum pass, a satang outside does not', () => {
    expect(withdrawErrors({ amount: '100' }, limits)).toEqual({});
    expect(withdrawErrors({ amount: '50,000' }, limits)).toEqual({});
    expect(withdrawErrors({ amount: '99.99' }, limits)).toEqual({ amount: 'withdraw.range' });
    expect(withdrawErrors({ amount: '50000.01' }, limits)).toEqual({ amount: 'withdraw.range' });
  });
  it('transfer: exactly 1 baht passes, 0.99 does not', () => {
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '1' })).toEqual({});
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '0.99' })).toEqual({ amount: 'transfer.minimum' });
  });
});

describe("a kip member's money rules (docs/decisions/042-a-kip-member.md)", () => {
  it('transfer: at least 1,000 kip by default, the deployment’s minimum where it sets one; baht stays 1', () => {
    expect(transferMinimumOf('LAK')).toBe(1000);
    expect(transferMinimumOf('LAK', { transferMinimum: 5000 })).toBe(5000);
    expect(transferMinimumOf('LAK', { qrMinimum: 1 })).toBe(1000);
    expect(transferMinimumOf('BAHT', { transferMinimum: 5000 })).toBe(1);
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '1,000' }, 1000)).toEqual({});
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '999' }, 1000)).toEqual({ amount: 'transfer.minimum' });
  });
  it("QR: every provider's kip presets and minimum, the deployment's where it sets them; baht's are the provider's", () => {
    for (const provider of ['KBANK', 'WW', 'PAYONEX', 'PAYTIMZ', 'ZPAY'] as const) {
      expect(providerRules(provider, undefined, 'LAK')).toEqual({
        presets: [10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000],
        minimum: 10_000,
      });
      // The baht qrMinimum of a deployment is not a kip amount.
      expect(providerRules(provider, 50, 'LAK').minimum).toBe(10_000);
    }
    expect(providerRules('WW', undefined, 'LAK', { qrPresets: [20_000, 40_000], qrMinimum: 20_000 })).toEqual({
      presets: [20_000, 40_000],
      minimum: 20_000,
    });
    // A kip minimum of the deployment's own is the first preset; no preset is below it.
    expect(providerRules('KBANK', undefined, 'LAK', { qrMinimum: 30_000 })).toEqual({
      presets: [30_000, 50_000, 100_000, 500_000, 1_000_000],
      minimum: 30_000,
    });
    expect(providerRules('WW', undefined, 'BAHT', { qrPresets: [20_000], qrMinimum: 20_000 })).toEqual({
      presets: [100, 200, 300, 500, 1000],
      minimum: 100,
    });
  });
});

describe('what a form says before anything is sent', () => {
  it('an empty amount asks for one; an unreadable one says why, never asks for a bigger one', () => {
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '' })).toEqual({ amount: 'validation.amount' });
    expect(transferErrors({ from: 'WALLET', to: 'pg' })).toEqual({ amount: 'validation.amount' });
    expect(withdrawErrors({ amount: 'abc' }, { withdrawMin: 100, withdrawMax: 500 })).toEqual({
      amount: 'amountRefused.characters',
    });
    expect(withdrawErrors({}, { withdrawMin: 100, withdrawMax: 500 })).toEqual({ amount: 'validation.amount' });
  });

  // [as typed, transfer's error, withdraw's error (100 to 50,000)]
  const forms: Array<[string, string | undefined, string | undefined]> = [
    ['1e21', 'amountRefused.exponent', 'amountRefused.exponent'],
    ['-100', 'amountRefused.sign', 'amountRefused.sign'],
    ['10.005', 'amountRefused.decimals', 'amountRefused.decimals'],
    ['1,00', 'amountRefused.format', 'amountRefused.format'],
    [ones, 'amountRefused.tooLong', 'amountRefused.tooLong'],
    ['0', 'amountRefused.zero', 'amountRefused.zero'],
    ['0.5', 'transfer.minimum', 'withdraw.range'],
    ['๑๐๐', undefined, undefined],
    ['50,000.01', undefined, 'withdraw.range'],
  ];
  it.each(forms.map(([amount, transfer, withdraw]) => ({ name: shown(amount), amount, transfer, withdraw })))(
    '$name: transfer says $transfer, withdraw says $withdraw',
    ({ amount, transfer, withdraw }) => {
      expect(transferErrors({ from: 'WALLET', to: 'pg', amount }).amount).toBe(transfer);
      expect(withdrawErrors({ amount }, { withdrawMin: 100, withdrawMax: 50_000 }).amount).toBe(withdraw);
    },
  );

  it('a transfer needs both sides, and two different ones', () => {
    expect(transferErrors({ amount: '5' })).toEqual({ from: 'validation.required', to: 'validation.required' });
    expect(transferErrors({ from: '  ', to: 'pg', amount: '5' })).toEqual({ from: 'validation.required' });
    expect(transferErrors({ from: 'pg', to: 'pg', amount: '5' })).toEqual({ to: 'transfer.sameAccount' });
  });

  it("a transfer's request: the sides as chosen (empty when not) and the amount read once", () => {
    expect(transferRequest({ amount: '1,000' })).toEqual({ from: '', to: '', amount: 1000 });
    expect(amountRequest({ amount: '๑๐๐' })).toEqual({ amount: 100 });
  });

  it('a name in Latin letters may come with spaces around it, but not with a Thai word', () => {
    expect(isLatinName('John Smith\t')).toBe(true);
    expect(isLatinName('สมชาย John')).toBe(false);
    expect(requiredError(' \t')).toBe('validation.required');
  });

  it('the bank account name edit: required, in Latin letters', () => {
    expect(bankAccountNameErrors({})).toEqual({ bankAccountName: 'validation.required' });
    expect(bankAccountNameErrors({ bankAccountName: '  ' })).toEqual({ bankAccountName: 'validation.required' });
    expect(bankAccountNameErrors({ bankAccountName: 'สมชาย' })).toEqual({
      bankAccountName: 'errors.BANK_ACCOUNT_NAME_ENG',
    });
    expect(bankAccountNameErrors({ bankAccountName: ' Somchai Jaidee ' })).toEqual({});
  });

  it('a form with no errors has none', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ amount: 'validation.amount' })).toBe(true);
  });
});
