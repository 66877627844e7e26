import { z } from 'zod/mini';
import { bannerSchema, html, isoDate, messageSchema, money } from './common';
import { endpoint } from './endpoint';

export const BONUS_TYPES = ['limit', 'day', 'week'] as const;

export const userBonusSchema = z.lazy(() =>
  z.object({
    _id: z.string(),
    isActive: z.boolean(),
    received: z.array(z.object({ updatedAt: isoDate })),
  }),
);
export const bonusSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    type: z.enum(BONUS_TYPES),
    maxReceived: z.int(),
    percentFail: z.number(),
    banners: z.array(bannerSchema),
    userBonus: z.nullable(userBonusSchema),
  }),
);
export const promotionSchema = z.lazy(() => z.object({ code: z.string(), percentFail: z.number(), description: html }));

export const bonus = {
  list: endpoint({
    method: 'GET',
    path: '/api/bonus',
    auth: true,
    request: undefined,
    response: () => z.object({ bonuses: z.array(bonusSchema) }),
  }),
  activate: endpoint({
    method: 'GET',
    path: '/api/bonus/activate/:code',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => z.object({ userBonus: userBonusSchema }),
  }),
  checkActive: endpoint({
    method: 'GET',
    path: '/api/bonus/check/active',
    auth: true,
    request: undefined,
    response: () => z.object({ status: z.boolean(), type: z.nullable(z.string()) }),
  }),
  checkMinimum: endpoint({
    method: 'GET',
    path: '/api/bonus/check/minimum',
    auth: true,
    request: undefined,
    response: () => z.object({ status: z.boolean(), minimum: money }),
  }),
  clear: endpoint({
    method: 'GET',
    path: '/api/bonus/clear',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => messageSchema,
  }),
};

export const promotion = {
  current: endpoint({
    method: 'GET',
    path: '/api/promotion/current',
    auth: true,
    request: undefined,
    response: () => z.object({ promotion: z.nullable(promotionSchema) }),
  }),
  find: endpoint({
    method: 'GET',
    path: '/api/promotion/find/:code',
    auth: true,
    request: undefined,
    response: () => z.object({ promotion: z.nullable(promotionSchema) }),
  }),
  activate: endpoint({
    method: 'GET',
    path: '/api/promotion/activate/:code',
    auth: true,
    idempotent: true,
    settles: 'money',
    request: undefined,
    response: () => messageSchema,
  }),
};

export type Bonus = z.infer<typeof bonusSchema>;
export type UserBonus = z.infer<typeof userBonusSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
