import { z } from 'zod/mini';
import { html, isoDate, money } from './common';
import { endpoint } from './endpoint';

export const sliceSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    label: z.string(),
    bgColor: z.string(),
    textColor: z.string(),
    htmlDescription: z.nullable(html),
  }),
);
export const couponSchema = z.lazy(() =>
  z.object({
    _id: z.string(),
    prize: z.object({ label: z.string(), name: z.string() }),
    amount: money,
    /** When it can no longer be claimed (not in the spec's list: a backend that leaves it out shows no date). */
    expireAt: z.optional(isoDate),
  }),
);

export const spin = {
  setup: endpoint({
    method: 'GET',
    path: '/api/spinwheel/setup',
    auth: true,
    request: undefined,
    response: () =>
      z.object({
        result: z.object({
          activeSpinwheel: z.nullable(z.object({ name: z.string(), slices: z.array(sliceSchema) })),
          userCoin: z.number(),
        }),
      }),
  }),
  /** `success` false carries an `error` code of the spin error table. */
  spin: endpoint({
    method: 'POST',
    path: '/api/spinwheel/spin',
    auth: true,
    idempotent: true,
    settles: 'reveal',
    request: () => z.object({}),
    response: () =>
      z.object({
        success: z.boolean(),
        result: z.optional(z.object({ code: z.string(), label: z.string(), remainingCoin: z.number() })),
        error: z.optional(z.string()),
      }),
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    auth: true,
    request: undefined,
    response: () => z.object({ coupons: z.array(couponSchema) }),
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/spinwheel/active',
    auth: true,
    request: undefined,
    response: () => z.object({ isActive: z.boolean() }),
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: () => z.object({ coupon: z.string().check(z.minLength(1)) }),
    response: () => z.object({ success: z.boolean(), error: z.optional(z.string()) }),
  }),
};

export type Slice = z.infer<typeof sliceSchema>;
export type Coupon = z.infer<typeof couponSchema>;
