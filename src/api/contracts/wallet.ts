import { z } from 'zod/mini';
import { bankAccountSchema, profileSchema } from './account';
import { money, okSchema } from './common';
import { endpoint } from './endpoint';

export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;

export const gameAccountSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    category: z.enum(GAME_CATEGORIES),
    logo: z.string(),
    background: z.string(),
    isActive: z.boolean(),
    amount: money,
    ftWalletSlot: z.number(),
    web: z.nullable(z.string()),
    android: z.nullable(z.string()),
    ios: z.nullable(z.string()),
  }),
);

export const walletAnswer = z.lazy(() =>
  z.object({
    profile: profileSchema,
    bankAccount: bankAccountSchema,
    wallet: z.object({ amount: money }),
    invite: z.object({ amount: money, success: z.number(), fail: z.number() }),
    slots: z.array(gameAccountSchema),
  }),
);

export const credentialsSchema = z.lazy(() =>
  z.object({
    username: z.string(),
    password: z.string(),
    /** One game carries a form-state object. */
    event: z.optional(z.record(z.string(), z.unknown())),
  }),
);

/** Every money movement answers the wallet balance after it. */
export const moneyAnswer = z.lazy(() => z.object({ success: z.literal(true), wallet: z.object({ amount: money }) }));
export const amountRequest = z.lazy(() => z.object({ amount: money }));

export const wallet = {
  get: endpoint({ method: 'GET', path: '/api/wallet', auth: true, request: undefined, response: () => walletAnswer }),
  refreshSlot: endpoint({
    method: 'GET',
    path: '/api/wallet/refresh/slot',
    auth: true,
    request: undefined,
    response: () => okSchema,
  }),
  activate: endpoint({
    method: 'GET',
    path: '/api/wallet/activate/:slotCode',
    auth: true,
    request: undefined,
    response: () => okSchema,
  }),
  account: endpoint({
    method: 'GET',
    path: '/api/wallet/account/:slotCode',
    auth: true,
    request: undefined,
    response: () => credentialsSchema,
  }),
  resetPassword: endpoint({
    method: 'GET',
    path: '/api/wallet/resetpassword/:slotCode',
    auth: true,
    request: undefined,
    response: () => okSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/wallet/add',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: () => amountRequest,
    response: () => moneyAnswer,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    auth: true,
    idempotent: true,
    settles: 'games',
    request: () =>
      z.object({ from: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(1)), amount: money }),
    response: () => moneyAnswer,
  }),
  transferAll: endpoint({
    method: 'POST',
    path: '/api/wallet/transferAll',
    auth: true,
    idempotent: true,
    settles: 'games',
    request: () => z.object({ to: z.string().check(z.minLength(1)) }),
    response: () => moneyAnswer,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: () => amountRequest,
    response: () => moneyAnswer,
  }),
  withdrawAll: endpoint({
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: () => amountRequest,
    response: () => moneyAnswer,
  }),
  slip: endpoint({
    method: 'POST',
    path: '/api/wallet/slip',
    auth: true,
    multipart: true,
    timeoutMs: 300_000,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => z.object({ success: z.literal(true), reference: z.string() }),
  }),
  /** `link` is the RSA-OAEP ciphertext (base64) of `<gift link>::<wallet account name>`. */
  truelink: endpoint({
    method: 'POST',
    path: '/api/wallet/truelink',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: () => z.object({ link: z.string().check(z.minLength(1)) }),
    response: () => z.object({ success: z.literal(true), amount: money }),
  }),
  autoLogin: endpoint({
    method: 'GET',
    path: '/api/autoLogin/:game/:username',
    auth: true,
    request: undefined,
    response: () => z.object({ link: z.string().check(z.minLength(1)) }),
  }),
  autoLoginWithPassword: endpoint({
    method: 'GET',
    path: '/api/autoLogin/:game/:username/:password',
    auth: true,
    request: undefined,
    response: () => z.object({ link: z.string().check(z.minLength(1)) }),
  }),
};

/** The games that launch through an auto-login link (docs/product.md#calls-wallet). */
export const AUTO_LOGIN_GAMES = [
  'pg',
  'betflix',
  'askmebet',
  'imi',
  'usun',
  'areaslot',
  'circus',
  'slotracha',
  'pgslot',
  'joker2',
  'huayhd',
] as const;

export type GameAccount = z.infer<typeof gameAccountSchema>;
export type WalletAnswer = z.infer<typeof walletAnswer>;
export type Credentials = z.infer<typeof credentialsSchema>;
