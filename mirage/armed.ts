/**
 * What a tester arms on the demo bank's calls (demo.failNext, failEvery, holdNext): the status a code is answered
 * with, and which calls an armed path matches.
 */
import type { FailRule } from './state';

/** The HTTP status the bank answers a catalogue code with, when a failure is armed without one. */
export function statusFor(code: string): number {
  if (code === 'gone') return 410;
  if (
    ['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'NO_USER', 'WRONG_PASSWORD', 'WRONG_CREDENTIAL'].includes(code) ||
    code.startsWith('INVALID_USER_')
  )
    return 401;
  if (['REQUEST_LIMIT', 'REQUEST_LIMIT_1MIN', 'OTP_BLOCK'].includes(code)) return 429;
  if (code === 'NO_DATA') return 404;
  if (
    code.startsWith('EXISTING_') ||
    ['TRUELINK_DUPLICATE', 'BONUS_ALREADY_ACTIVE', 'SLOT_ALREADY_ACTIVE'].includes(code)
  )
    return 409;
  if (code === 'INTERNAL_SERVER_ERROR') return 500;
  // A business failure the bank decided (the transfer failed and the money went back): a refusal that proves it.
  if (
    [
      'REGISTER_FAIL',
      'LOGIN_FAIL',
      'OTP_SEND_FAIL',
      'OTP_VERIFY_FAIL',
      'QR_FAIL',
      'TRANSFER_FAIL',
      'SLIP_UPLOAD_FAIL',
      'SLOT_ACTIVATE_FAIL',
      'SLOT_RESET_PASSWORD_FAIL',
    ].includes(code)
  )
    return 422;
  if (
    code.startsWith('KEY_') ||
    code.startsWith('OTP_') ||
    [
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
      'INVALID_BANK',
      'BANK_ACCOUNT_NAME_ENG',
      'SLIP_NO_FILE',
      'SLIP_INVALID_FILE',
      'TRUELINK_INVALID',
      'INVALID_USER_INFO',
    ].includes(code)
  )
    return 400;
  return 403;
}

/** `/api/wallet/activate/:slotCode` or `/api/wallet/activate/pg` to a matcher of request paths. */
export function pathPattern(path: string): RegExp {
  const clean = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  const body = clean
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export const pathnameOf = (url: string): string => new URL(url, 'http://demo.local').pathname;

/** The oldest armed failure matching the call, left armed. */
export function findFailure(failures: FailRule[] | undefined, method: string, path: string): FailRule | undefined {
  if (!failures?.length) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* keep raw */
  }
  return failures.find((f) => {
    const pattern = pathPattern(f.path);
    return f.method === method && (pattern.test(path) || pattern.test(decoded));
  });
}
