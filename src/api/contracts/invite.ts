import { z } from 'zod/mini';
import { bannersSchema, html, isoDate, messageSchema, money, pageRequest } from './common';
import { endpoint } from './endpoint';

export const inviteSchema = z.lazy(() =>
  z.object({ from: z.object({ name: z.string() }), amount: money, createdAt: isoDate }),
);
export const refundLogSchema = z.lazy(() => z.object({ refundAmount: money, createdAt: isoDate }));

export const invite = {
  list: endpoint({
    method: 'POST',
    path: '/api/invite',
    auth: true,
    request: () => pageRequest,
    response: () => z.object({ total: z.int(), invites: z.array(inviteSchema) }),
  }),
  bonus: endpoint({
    method: 'GET',
    path: '/api/invite/bonus',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => z.object({ message: z.string(), amount: money }),
  }),
  banners: endpoint({
    method: 'GET',
    path: '/api/invite/banners',
    auth: true,
    request: undefined,
    response: () => bannersSchema,
  }),
};

export const refund = {
  list: endpoint({
    method: 'POST',
    path: '/api/refund',
    auth: true,
    request: () => pageRequest,
    response: () => z.object({ total: z.int(), refunds: z.array(refundLogSchema) }),
  }),
  check: endpoint({
    method: 'GET',
    path: '/api/refund/check',
    auth: true,
    request: undefined,
    response: () =>
      z.object({
        result: z.boolean(),
        bonus: z.boolean(),
        info: html,
        refundAmount: money,
        refundSuccess: z.number(),
        refundFail: z.number(),
      }),
  }),
  receive: endpoint({
    method: 'GET',
    path: '/api/refund/receive',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => messageSchema,
  }),
  addWallet: endpoint({
    method: 'GET',
    path: '/api/refund/addWallet',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => messageSchema,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/api/refund/banners',
    auth: true,
    request: undefined,
    response: () => bannersSchema,
  }),
};

export type Invite = z.infer<typeof inviteSchema>;
export type RefundLog = z.infer<typeof refundLogSchema>;
