import { z } from 'zod/mini';
import { html, isoDate, money, okSchema, pageRequest } from './common';
import { endpoint } from './endpoint';

export const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'ZPAY'] as const;
export type QrProvider = (typeof QR_PROVIDERS)[number];

/** A provider's QR; `hasQrcode` false means none (then `message` may say why). `expireIn` is an ISO instant. */
export const qrSchema = z.lazy(() =>
  z.object({
    qrcodeId: z.nullable(z.string()),
    hasQrcode: z.boolean(),
    qrcode: z.nullable(html),
    amount: z.nullable(money),
    expireIn: z.nullable(isoDate),
    message: z.nullable(z.string()),
  }),
);

export const SLIP_STATUSES = ['SUCCESS', 'FAILED', 'IN_PROGRESS'] as const;
export const slipSchema = z.lazy(() =>
  z.object({
    createdAt: isoDate,
    amount: z.nullable(money),
    /** SUCCESS, FAILED, anything else is in progress. */
    status: z.string(),
    note: z.nullable(z.string()),
    link: z.nullable(z.string()),
    reference: z.string(),
  }),
);

export const qrcode = {
  get: endpoint({
    method: 'GET',
    path: '/api/qrcode/:provider',
    auth: true,
    request: undefined,
    response: () => qrSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/qrcode/:provider',
    auth: true,
    idempotent: true,
    request: () => z.object({ amount: money }),
    response: () => qrSchema,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/qrcode/:qrcodeId',
    auth: true,
    request: undefined,
    response: () => okSchema,
  }),
};

export const slips = {
  list: endpoint({
    method: 'POST',
    path: '/api/statement/slip',
    auth: true,
    request: () => pageRequest,
    response: () => z.object({ total: z.int(), slips: z.array(slipSchema) }),
  }),
  reference: endpoint({
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    auth: true,
    request: undefined,
    response: () => z.object({ url: z.string().check(z.minLength(1)) }),
  }),
};

export type Qr = z.infer<typeof qrSchema>;
export type Slip = z.infer<typeof slipSchema>;
