import { z } from 'zod/mini';
import { CURRENCIES } from '../../../machines/validation';
import { bankNames, isoDate, memberCurrency, okSchema } from './common';
import { endpoint } from './endpoint';
import { startCalls } from './start';

export const registrationSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    username: z.string(),
    password: z.string(),
    sourceCode: z.string(),
    inviteCode: z.string(),
    bankCode: z.string(),
    bankAccountName: z.string(),
    bankAccountNo: z.string(),
    currency: z.optional(z.enum(CURRENCIES)),
  }),
);

export const profileSchema = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    createdAt: isoDate,
    coin: z.number(),
    currency: z.optional(memberCurrency),
  }),
);
export const bankAccountSchema = z.lazy(() =>
  z.object({
    bankCode: z.string(),
    bankAccountName: z.string(),
    bankAccountNo: z.string(),
    bank: z.object(bankNames()),
  }),
);
export const profileAnswer = z.lazy(() => z.object({ profile: profileSchema, bankAccount: bankAccountSchema }));

export const auth = {
  login: startCalls.login,
  /** `code` is 'OTP_VERIFIED' when the phone was verified before; then no token is issued. */
  otpSend: endpoint({
    method: 'POST',
    path: '/api/otp/send',
    auth: false,
    request: () => z.object({ phoneNumber: z.string().check(z.minLength(1)) }),
    response: () =>
      z.object({
        otpRef: z.optional(z.string()),
        otpToken: z.optional(z.string()),
        code: z.optional(z.string()),
      }),
  }),
  otpVerify: endpoint({
    method: 'POST',
    path: '/api/otp/verify',
    auth: false,
    request: () => z.object({ otpToken: z.string().check(z.minLength(1)), otpCode: z.string().check(z.minLength(1)) }),
    response: () => okSchema,
  }),
};

export const account = {
  validate: endpoint({
    method: 'POST',
    path: '/api/account/validate',
    auth: false,
    request: () => registrationSchema,
    response: () => okSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account',
    auth: false,
    request: () => registrationSchema,
    response: () => okSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/account/profile',
    auth: true,
    request: undefined,
    response: () => profileAnswer,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    auth: true,
    request: () =>
      z.object({
        name: z.string(),
        bankCode: z.string(),
        bankAccountName: z.string(),
        bankAccountNo: z.string(),
      }),
    response: () => profileAnswer,
  }),
  bankAccountName: endpoint({
    method: 'PUT',
    path: '/api/account/bankAccountName',
    auth: true,
    request: () => z.object({ bankCode: z.string(), bankAccountName: z.string() }),
    response: () => z.object({ bankAccount: bankAccountSchema }),
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/account/changepwd',
    auth: true,
    request: () =>
      z.object({ oldPassword: z.string().check(z.minLength(1)), newPassword: z.string().check(z.minLength(1)) }),
    response: () => okSchema,
  }),
};

export type Registration = z.infer<typeof registrationSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
