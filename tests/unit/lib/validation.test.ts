import { describe, expect, it } from 'vitest';
import {
  amountRequest,
  bankAccountNameErrors,
  bankNameError,
  formatAccountNo,
  hasErrors,
  isLatinName,
  parseAmount,
  phoneError,
  requiredError,
  transferErrors,
  transferRequest,
  withdrawErrors,
} from '../../../machines/validation';

describe('phoneError', () => {
  it('outside Laos needs exactly 10 digits', () => {
    expect(phoneError('0812345678', false)).toBeNull();
    expect(phoneError(' 0812345678 ', false)).toBeNull();
    expect(phoneError('123', false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(phoneError('08123456789', false)).toBe('errors.PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('accepts other lengths in the Laos build', () => {
    expect(phoneError('2055512345', true)).toBeNull();
    expect(phoneError('02055512345', true)).toBeNull();
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

describe('formatAccountNo', () => {
  it('shows 3-3-rest only for exactly 10 characters', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890');
    expect(formatAccountNo('123456789')).toBe('123456789');
    expect(formatAccountNo('12345678901')).toBe('12345678901');
    expect(formatAccountNo('')).toBe('');
  });
});

describe('parseAmount: an amount is read once', () => {
  it.each([
    ['100', 100],
    [' 100 ', 100],
    ['1,000', 1000],
    ['1,234,567.89', 1234567.89],
    ['1 000.50', 1000.5],
    ['0.01', 0.01],
    ['๑๐๐', 100],
    ['໑,໐໐໐.໕', 1000.5],
  ])('%s is %s', (typed, sent) => expect(parseAmount(typed)).toBe(sent));

  it.each(['', '0', '0.00', '-5', '1.234', '1,00', '10,00.5', '1,,000', 'abc', '1e3', '١٠٠', '100.', '.5', '12 34'])(
    '%s is not an amount',
    (typed) => expect(parseAmount(typed)).toBeNull(),
  );
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

describe('what a form says before anything is sent', () => {
  it('an empty or unreadable amount asks for an amount, never for a bigger one', () => {
    expect(transferErrors({ from: 'WALLET', to: 'pg', amount: '' })).toEqual({ amount: 'validation.amount' });
    expect(transferErrors({ from: 'WALLET', to: 'pg' })).toEqual({ amount: 'validation.amount' });
    expect(withdrawErrors({ amount: 'abc' }, { withdrawMin: 100, withdrawMax: 500 })).toEqual({
      amount: 'validation.amount',
    });
    expect(withdrawErrors({}, { withdrawMin: 100, withdrawMax: 500 })).toEqual({ amount: 'validation.amount' });
  });

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
