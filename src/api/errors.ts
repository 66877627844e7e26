import { GONE, SESSION_ENDING } from '../../machines/errors.ts';

/** Every error code of the catalogue (docs/product.md#error-catalogue), in the product's groups. */
export const ERROR_CODES = {
  auth: [
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
    'INVALID_IP',
  ],
  otp: [
    'OTP_BLOCK',
    'OTP_TOKEN_INVALID',
    'OTP_NOT_EXIST',
    'OTP_VERIFIED',
    'OTP_EXPIRED',
    'OTP_CODE_INVALID',
    'OTP_SEND_FAIL',
    'OTP_VERIFY_FAIL',
    'UNVERIFIED_OTP',
  ],
  register: [
    'EXISTING_USER',
    'EXISTING_BANK',
    'INVALID_USER_INFO',
    'INVALID_BANK',
    'BANK_ACCOUNT_NAME_ENG',
    'REGISTER_FAIL',
    'NO_USER',
    'WRONG_PASSWORD',
    'WRONG_CREDENTIAL',
    'INACTIVE_USER',
    'LOGIN_FAIL',
    'PHONE_NUMBER_REQUIRE_10_DIGIT',
  ],
  limits: ['REQUEST_LIMIT', 'REQUEST_LIMIT_1MIN'],
  bonus: ['BONUS_REMAINING', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_CONDITION', 'BONUS_FULL'],
  invite: ['INVITE_INACTIVE', 'NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO', 'NO_PROMOTION', 'PROMOTION_RECEIVED'],
  deposit: ['QR_FAIL', 'NO_BANK', 'NO_WALLET', 'TRUELINK_DUPLICATE', 'TRUELINK_INVALID'],
  refund: ['NO_REFUND', 'REFUND_CONDITION', 'REFUND_INACTIVE', 'REFUND_MINIMUM'],
  game: ['SLOT_ALREADY_ACTIVE', 'SLOT_ACTIVATE_FAIL', 'SLOT_NO_ACCOUNT', 'SLOT_RESET_PASSWORD_FAIL', 'NO_GAME'],
  transfer: ['TRANSFER_MINIMUM', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL'],
  slip: ['SLIP_UPLOAD_FAIL', 'SLIP_NO_FILE', 'SLIP_INVALID_FILE'],
  general: ['KEY_MISSING', 'KEY_INVALID', 'NO_DATA', 'INTERNAL_SERVER_ERROR'],
} as const;

/** Spin and coupon errors have their own translation table (docs/product.md#errors-spin). */
export const SPIN_ERROR_CODES = [
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'BONUS_REMAINING',
] as const;

/** Reasons a slip is rejected, shown in the slip table. */
export const SLIP_REASON_CODES = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];
const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES).flat();
export { GONE };
/**
 * Client-side codes: no answer, a timeout, an answer that broke its contract; OUTCOME_UNKNOWN is what a money action
 * shows when no answer proved what happened to it (machines/intent.ts).
 */
export const CLIENT_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'UNEXPECTED_ANSWER',
  'OUTCOME_UNKNOWN',
  'REQUEST_INVALID',
  'GAME_LINK_INVALID',
  'DOWNLOAD_FAILED',
  'SESSION_CHANGED',
  'SLIP_TOO_LARGE',
  'SLIP_TOO_MANY_PIXELS',
  'SLIP_ALREADY_SENT',
  'SLIP_NOT_CHECKED',
] as const;
/** A request its call's contract refuses, never sent (the app's own mistake: src/api/client.ts). */
export const REQUEST_INVALID = 'REQUEST_INVALID';
/** The codes that end the member's session (machines/errors.ts holds the list: the session machine reads it too). */
export const SESSION_ENDING_CODES: readonly string[] = [...SESSION_ENDING];

const business = new Set<string>([...ALL_ERROR_CODES, ...SPIN_ERROR_CODES, GONE]);

/**
 * Whether an error answer proves what happened to the call: a refusal (4xx, but not 408 or 429, which gateways and
 * proxies send without the backend having decided) whose `message` is a code of the catalogue. Anything else (no
 * answer, a 5xx, an unreadable body, a 4xx without a known code) leaves the outcome unknown.
 */
export const provesRefusal = (status: number, code: string): boolean =>
  status >= 400 && status < 500 && status !== 408 && status !== 429 && business.has(code);

export class ApiError extends Error {
  // `declare`: set in the constructor, no class field (a field costs /login a helper in the es2020 build).
  declare readonly code: string;
  declare readonly status: number;
  /**
   * What happened is known (provesRefusal, or `proven` from the caller: a 2xx that refuses in its body, a request that
   * was never sent): a money action's intent ends; otherwise its retry keeps the key.
   */
  declare readonly proven: boolean;
  /** The request key a refusal names (the answer's `key`), for the form to show it under its field. */
  declare readonly key?: string;
  /**
   * An answer its contract refused: zod's issues (path, code, expected type; never the value), for the operators'
   * telemetry (services/telemetry/).
   */
  declare readonly issues?: readonly ContractIssue[];
  constructor(code: string, status: number, proven?: boolean, key?: string, issues?: readonly ContractIssue[]) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.proven = proven ?? provesRefusal(status, code);
    this.key = key;
    this.issues = issues;
  }
}

/** What telemetry reads of a zod issue. */
export interface ContractIssue {
  path: readonly PropertyKey[];
  code: string;
  expected?: unknown;
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const known = new Set<string>([...ALL_ERROR_CODES, ...CLIENT_CODES, GONE]);

/**
 * The translation key of an error, or null when the code is unknown: the caller then shows the raw message
 * (docs/product.md#error-display).
 */
export function errorKey(code: string): string | null {
  return known.has(code) ? `errors.${code}` : null;
}
