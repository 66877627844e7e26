// @vitest-environment node
/**
 * "Send again" on the SMS code step: a countdown the member can see, so that the bank's limit (3 codes to one phone in
 * 10 minutes, OTP_BLOCK after) is never met by tapping. A minute after the first and the second code; after the third,
 * the bank's whole window. Back on the phone step with the same number, the code already sent is the one to type.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { OTP_MAX_SENDS, OTP_RESEND_AFTER_MS, OTP_SEND_WINDOW_MS, resendWait } from '../../../machines/otpLimit';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { answered, checkTable, type Row } from './table';

const NOW = Date.UTC(2026, 10, 26, 3);
const PHONE = '0861234567';
const form = (phone: string) => ({ ...base.form, phone });
const base = createActor(registerWizardMachine, { input: { laos: false } }).getSnapshot().context as unknown as Record<
  string,
  { phone: string } & Record<string, unknown>
>;
const sent = { otpRef: 'REF', otpToken: 'TOKEN', sentAt: NOW };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('register wizard: the SMS code is sent again only when the countdown allows', () => {
  it('waits a minute after the first and second codes, and the whole window after every third', () => {
    expect(OTP_RESEND_AFTER_MS).toBe(60_000);
    expect([1, 2, 3, 4, 5, 6].map(resendWait)).toEqual([
      60_000,
      60_000,
      OTP_SEND_WINDOW_MS,
      60_000,
      60_000,
      OTP_SEND_WINDOW_MS,
    ]);
    // No window of the bank's ever holds more than it allows, however fast the member taps.
    const sends: number[] = [0];
    for (let k = 1; k < 12; k++) sends.push(sends[k - 1]! + resendWait(k));
    for (const t of sends)
      expect(sends.filter((s) => s > t - OTP_SEND_WINDOW_MS && s <= t).length).toBeLessThanOrEqual(OTP_MAX_SENDS);
  });

  const rows: Row[] = [
    {
      from: 'sendingOtp',
      event: answered('sendOtp', sent),
      to: { otp: 'waiting' },
      given: { form: form(PHONE) },
      then: { otpPhone: PHONE, otpSends: 1, resendAt: NOW + 60_000, now: NOW, otpToken: 'TOKEN' },
    },
    {
      from: 'sendingOtp',
      event: answered('sendOtp', sent),
      to: { otp: 'waiting' },
      given: { form: form(PHONE), otpPhone: PHONE, otpSends: 2 },
      then: { otpSends: 3, resendAt: NOW + OTP_SEND_WINDOW_MS },
    },
    // Another phone starts its own count.
    {
      from: 'sendingOtp',
      event: answered('sendOtp', sent),
      to: { otp: 'waiting' },
      given: { form: form(PHONE), otpPhone: '0869999999', otpSends: 2 },
      then: { otpPhone: PHONE, otpSends: 1, resendAt: NOW + 60_000 },
    },
    {
      from: { otp: 'waiting' },
      event: { type: 'TICK', now: NOW + 59_999 },
      to: { otp: 'waiting' },
      given: { resendAt: NOW + 60_000 },
      then: { now: NOW + 59_999 },
    },
    {
      from: { otp: 'waiting' },
      event: { type: 'TICK', now: NOW + 60_000 },
      to: { otp: 'ready' },
      given: { resendAt: NOW + 60_000 },
    },
    { from: { otp: 'waiting' }, event: { type: 'RESEND' }, to: { otp: 'waiting' }, given: { resendAt: NOW + 60_000 } },
    {
      from: { otp: 'ready' },
      event: { type: 'RESEND' },
      to: 'sendingOtp',
      given: { serverError: 'X' },
      then: { serverError: null },
    },
    // Back to the phone step and on again with the same number: the code already sent, no new SMS.
    {
      from: 'phone',
      event: { type: 'NEXT' },
      to: { otp: 'waiting' },
      given: { form: form(PHONE), otpPhone: PHONE, otpToken: 'TOKEN', otpSends: 3, resendAt: NOW + 500_000 },
      then: { otpSends: 3, resendAt: NOW + 500_000 },
    },
    {
      from: 'phone',
      event: { type: 'NEXT' },
      to: 'sendingOtp',
      given: { form: form('0869999999'), otpPhone: PHONE, otpToken: 'TOKEN', otpSends: 3 },
    },
  ];
  checkTable(registerWizardMachine, base, rows);
});
