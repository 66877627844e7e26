/**
 * OTP for registration: the demo code is always 123456. The limit on codes is the wizard's own numbers, which it counts
 * down to before "send again" works, so a member meets OTP_BLOCK only from another tab or phone.
 */
import { OTP_MAX_SENDS, OTP_SEND_WINDOW_MS } from '../../machines/otpLimit';
import type { DemoState } from '../state';
import { randomToken } from './auth';
import { fail } from './errors';
import { checkPhone } from './registration';

export const DEMO_OTP_CODE = '123456';
const OTP_TTL_MS = 5 * 60 * 1000;

export type OtpSendAnswer = { otpRef: string; otpToken: string } | { code: 'OTP_VERIFIED' };

export function sendOtp(state: DemoState, now: number, phone: string): OtpSendAnswer {
  checkPhone(state, phone, 'phoneNumber');
  if (state.members.some((m) => m.username === phone)) fail('EXISTING_USER', 409);
  if (state.verifiedPhones.includes(phone)) return { code: 'OTP_VERIFIED' };
  const sends = (state.otpSends[phone] ?? []).filter((t) => now - t < OTP_SEND_WINDOW_MS);
  state.otpSends[phone] = sends;
  if (sends.length >= OTP_MAX_SENDS) fail('OTP_BLOCK', 429);
  sends.push(now);
  const otpToken = randomToken(16);
  const otpRef = otpToken.slice(0, 6).toUpperCase();
  state.otps = state.otps.filter((o) => now - o.sentAt < OTP_SEND_WINDOW_MS);
  state.otps.push({ otpToken, otpRef, phone, code: DEMO_OTP_CODE, sentAt: now, verified: false });
  return { otpRef, otpToken };
}

export function verifyOtp(state: DemoState, now: number, otpToken: string, otpCode: string): void {
  const otp = state.otps.find((o) => o.otpToken === otpToken);
  if (!otp) fail('OTP_TOKEN_INVALID', 400);
  if (otp.verified) return;
  if (now - otp.sentAt > OTP_TTL_MS) fail('OTP_EXPIRED', 400);
  if (otpCode !== otp.code) fail('OTP_CODE_INVALID', 400);
  otp.verified = true;
  if (!state.verifiedPhones.includes(otp.phone)) state.verifiedPhones.push(otp.phone);
}
