import { z } from 'zod/mini';
import { bankNames, html, money } from './common';
import { endpoint } from './endpoint';
import { startCalls } from './start';

export const bankSchema = z.lazy(() => z.object({ code: z.string(), ...bankNames() }));
export const sourceSchema = z.lazy(() => z.object({ code: z.string(), description: z.string() }));

export const depositBankSchema = z.lazy(() =>
  z.object({
    bankCode: z.string(),
    bankType: z.string(),
    mode: z.string(),
    bankAccountName: z.string(),
    bankAccountNo: z.string(),
    currency: z.string(),
    bank: z.object(bankNames()),
  }),
);
export const depositWalletSchema = z.lazy(() => z.object({ walletAccountName: z.string(), mode: z.string() }));

export const lookup = {
  banks: endpoint({
    method: 'GET',
    path: '/api/lookup/banks',
    request: undefined,
    auth: false,
    response: () => z.object({ banks: z.array(bankSchema) }),
  }),
  deposit: endpoint({
    method: 'GET',
    path: '/api/lookup/deposit',
    request: undefined,
    auth: true,
    response: () =>
      z.object({
        banks: z.array(depositBankSchema),
        wallets: z.array(depositWalletSchema),
        isManual: z.boolean(),
      }),
  }),
  conditions: endpoint({
    method: 'GET',
    path: '/api/lookup/conditions',
    request: undefined,
    auth: false,
    response: () => z.object({ conditions: z.array(html) }),
  }),
  agreements: endpoint({
    method: 'GET',
    path: '/api/lookup/agreements',
    request: undefined,
    auth: false,
    response: () => z.object({ agreements: z.array(html) }),
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/lookup/info',
    request: undefined,
    auth: false,
    response: () => z.object({ name: z.string(), website: z.string() }),
  }),
  /** The notice text holds a `{percentFail}` placeholder that the app replaces. */
  notice: endpoint({
    method: 'GET',
    path: '/api/lookup/notice',
    request: undefined,
    auth: false,
    response: () => z.object({ notice: z.string() }),
  }),
  contact: endpoint({
    method: 'GET',
    path: '/api/lookup/contact',
    request: undefined,
    auth: false,
    response: () =>
      z.object({
        contactText: z.string(),
        lineLink: z.string(),
        lineName: z.string(),
        lineQR: z.nullable(z.string()),
      }),
  }),
  withdraw: endpoint({
    method: 'GET',
    path: '/api/lookup/withdraw',
    request: undefined,
    auth: true,
    response: () => z.object({ withdrawMin: money, withdrawMax: money }),
  }),
  /** Slip upload settings: whether uploads are open and the daily closing window (HH:mm, local time). */
  slip: endpoint({
    method: 'GET',
    path: '/api/lookup/slip',
    request: undefined,
    auth: true,
    response: () => z.object({ isActive: z.boolean(), closeFrom: z.string(), closeTo: z.string() }),
  }),
  sources: endpoint({
    method: 'GET',
    path: '/api/lookup/sources',
    request: undefined,
    auth: false,
    response: () => z.object({ sources: z.array(sourceSchema) }),
  }),
  /** `terminated` is the string 'gone' when the service is closed. */
  active: startCalls.active,
  registerOTP: endpoint({
    method: 'GET',
    path: '/api/lookup/registerOTP',
    request: undefined,
    auth: false,
    response: () => z.object({ registerOTP: z.boolean() }),
  }),
  enableChatWidget: endpoint({
    method: 'GET',
    path: '/api/lookup/enableChatWidget',
    request: undefined,
    auth: false,
    response: () => z.object({ enableChatWidget: z.boolean() }),
  }),
};

export type Bank = z.infer<typeof bankSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type DepositBank = z.infer<typeof depositBankSchema>;
export type DepositWallet = z.infer<typeof depositWalletSchema>;
