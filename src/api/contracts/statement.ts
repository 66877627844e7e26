import { z } from 'zod/mini';
import { isoDate, money, pageRequest } from './common';
import { endpoint } from './endpoint';

export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;

export const statementSchema = z.lazy(() => {
  const descriptor = z.optional(z.nullable(z.object({ description: z.string() })));
  return z.object({
    _id: z.string(),
    statementType: z.enum(STATEMENT_TYPES),
    /** SUCCESS, FAILED, anything else is in progress. */
    status: z.string(),
    from: z.string(),
    to: z.string(),
    amount: money,
    createdAt: isoDate,
    /**
     * What the member quotes to support (docs/product.md#references): for a money call, the short form of its
     * Idempotency-Key. Optional: without it the entry's `_id` is quoted.
     */
    reference: z.optional(z.string()),
    bonus: descriptor,
    promotion: descriptor,
    invite: descriptor,
    refund: descriptor,
    luckydraw: descriptor,
  });
});

export const statement = {
  list: endpoint({
    method: 'POST',
    path: '/api/statement',
    auth: true,
    request: () => pageRequest,
    response: () => z.object({ total: z.int(), statements: z.array(statementSchema) }),
  }),
};

export type Statement = z.infer<typeof statementSchema>;
