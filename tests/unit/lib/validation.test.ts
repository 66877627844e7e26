import { describe, expect, it } from 'vitest';
import { bankNameError, formatAccountNo, phoneError } from '../../../machines/validation';

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
