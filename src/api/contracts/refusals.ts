/**
 * Which codes of the error catalogue (src/api/errors.ts) each call can answer as `{ "message": CODE }`: the one list
 * that the OpenAPI document (src/api/openapi.ts) gives each call as its error enum, and that the demo bank keeps to
 * (mirage/http.ts answers a refusal outside it as INTERNAL_SERVER_ERROR, so its rule tests fail). Not loaded by the
 * app: the app reads any code it is sent.
 */
import { ERROR_CODES, GONE, type ErrorCode } from '../errors.ts';
import type { AnyEndpoint } from './endpoint';
import type { api } from './index';

/** A call's name as allEndpoints has it, e.g. `wallet.get`. */
export type CallName = { [D in keyof typeof api]: `${D & string}.${keyof (typeof api)[D] & string}` }[keyof typeof api];

const registration = [
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'UNVERIFIED_OTP',
] as const;
const bankAccount = ['INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG'] as const;
const transfer = ['TRANSFER_MINIMUM', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'NO_GAME'] as const;
const withdraw = ['MONEY_NOT_ENOUGH', 'BONUS_REMAINING'] as const;
const refund = ['NO_REFUND', 'REFUND_CONDITION', 'REFUND_INACTIVE', 'REFUND_MINIMUM'] as const;
const game = ['NO_DATA', 'SLOT_NO_ACCOUNT', 'NO_GAME'] as const;

/**
 * The call's own refusals. Every call may also answer the codes of `COMMON` below; a member call (or a chat call, a
 * member's or a guest's) those of the session (ERROR_CODES.auth); a call that sends a body or path parameters KEY_MISSING and KEY_INVALID.
 */
export const REFUSALS = {
  'lookup.banks': [],
  'lookup.deposit': [],
  'lookup.conditions': [],
  'lookup.agreements': [],
  'lookup.info': [],
  'lookup.notice': [],
  'lookup.contact': [],
  'lookup.withdraw': [],
  'lookup.slip': [],
  'lookup.sources': [],
  'lookup.active': [],
  'lookup.registerOTP': [],
  'lookup.enableChatWidget': [],
  'auth.login': ['NO_USER', 'WRONG_PASSWORD', 'WRONG_CREDENTIAL', 'INACTIVE_USER', 'LOGIN_FAIL', 'INVALID_IP'],
  'auth.otpSend': ['EXISTING_USER', 'OTP_BLOCK', 'OTP_SEND_FAIL', 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
  'auth.otpVerify': [
    'OTP_TOKEN_INVALID',
    'OTP_NOT_EXIST',
    'OTP_EXPIRED',
    'OTP_CODE_INVALID',
    'OTP_VERIFY_FAIL',
    'OTP_BLOCK',
  ],
  'account.validate': registration,
  'account.create': [...registration, 'REGISTER_FAIL'],
  'account.profile': [],
  'account.updateProfile': [...bankAccount, 'EXISTING_BANK', 'INVALID_USER_INFO'],
  'account.bankAccountName': bankAccount,
  'account.changePassword': ['WRONG_PASSWORD'],
  'wallet.get': [],
  'wallet.refreshSlot': [],
  'wallet.activate': ['NO_DATA', 'SLOT_ALREADY_ACTIVE', 'SLOT_ACTIVATE_FAIL'],
  'wallet.account': ['NO_DATA', 'SLOT_NO_ACCOUNT'],
  'wallet.resetPassword': ['NO_DATA', 'SLOT_NO_ACCOUNT', 'SLOT_RESET_PASSWORD_FAIL'],
  'wallet.add': [],
  'wallet.transfer': transfer,
  'wallet.transferAll': transfer,
  'wallet.withdraw': withdraw,
  'wallet.withdrawAll': withdraw,
  'wallet.slip': ['SLIP_UPLOAD_FAIL', 'SLIP_NO_FILE', 'SLIP_INVALID_FILE'],
  'wallet.truelink': ['TRUELINK_DUPLICATE', 'TRUELINK_INVALID', 'NO_WALLET'],
  'wallet.autoLogin': game,
  'wallet.autoLoginWithPassword': game,
  'qrcode.get': ['NO_DATA'],
  'qrcode.create': ['NO_DATA', 'QR_FAIL'],
  'qrcode.cancel': ['NO_DATA'],
  'slips.list': [],
  'slips.reference': ['NO_DATA'],
  'invite.list': [],
  'invite.bonus': ['INVITE_INACTIVE', 'NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO'],
  'invite.banners': [],
  'refund.list': [],
  'refund.check': [],
  'refund.receive': refund,
  'refund.addWallet': refund,
  'refund.banners': [],
  'bonus.list': [],
  'bonus.activate': ['NO_DATA', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_FULL', 'BONUS_CONDITION'],
  'bonus.checkActive': [],
  'bonus.checkMinimum': [],
  'bonus.clear': ['NO_DATA'],
  'promotion.current': [],
  'promotion.find': [],
  'promotion.activate': ['NO_PROMOTION', 'PROMOTION_RECEIVED', 'BONUS_ALREADY_ACTIVE'],
  // A spin or a coupon claim that is refused answers 200 with `success: false` and the code in `error` (SPIN_ERROR_CODES).
  'spin.setup': [],
  'spin.spin': [],
  'spin.coupons': [],
  'spin.active': [],
  'spin.claim': [],
  'statement.list': [],
  'chat.config': [],
  'chat.send': [],
  'chat.history': [],
  'chat.uploadImage': [],
  'chat.uploadVideo': [],
  'chat.readCustomer': [],
} as const satisfies Record<CallName, readonly ErrorCode[]>;

/** What any call may answer: a limit, the server's own failure. (A closed service answers 'gone' with 410.) */
export const COMMON = [...ERROR_CODES.limits, 'INTERNAL_SERVER_ERROR'] as const satisfies readonly ErrorCode[];
/** What a call that sends input may answer when it is missing or malformed. */
export const INPUT = ['KEY_MISSING', 'KEY_INVALID'] as const satisfies readonly ErrorCode[];

const takesInput = (ep: AnyEndpoint) => ep.request !== undefined || ep.multipart === true || ep.path.includes(':');

/** Every code the call `name` may answer (besides GONE), in the catalogue's order. */
export function refusalsOf(name: string, ep: AnyEndpoint): ErrorCode[] {
  const own = (REFUSALS as Record<string, readonly ErrorCode[] | undefined>)[name];
  if (!own) throw new Error(`refusals: ${name} has no entry in src/api/contracts/refusals.ts`);
  const codes = new Set<ErrorCode>([...own, ...COMMON]);
  if (ep.auth || ep.memberOrGuest) for (const c of ERROR_CODES.auth) codes.add(c);
  if (takesInput(ep)) for (const c of INPUT) codes.add(c);
  return (Object.values(ERROR_CODES).flat() as ErrorCode[]).filter((c) => codes.has(c));
}

export { GONE };
