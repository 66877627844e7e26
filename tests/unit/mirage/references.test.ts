/**
 * References (docs/product.md#references): every entry a money call writes carries the short form of the call's
 * Idempotency-Key, the one its receipt quotes; the bank finds the entry by it. Seeded entries carry their id's last 8.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortRef } from '../../../machines/validation';
import { keyed } from '../../keyed';
import { api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const newest = async () => (await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } })).statements[0]!;

describe('a money call and its statement entry share one reference', () => {
  it('a withdrawal of 200 baht: the entry carries 3F2A9C1E, the short form of its key', async () => {
    const key = '3f2a9c1e-5b7d-4e0a-9c1b-2d3e4f5a6b7c';
    await t.client.call(api.wallet.withdrawAll, { body: { amount: 200 }, intent: keyed(key) });
    const entry = await newest();
    expect(entry).toMatchObject({ statementType: 'withdraw', amount: 200, reference: '3F2A9C1E' });
    expect(shortRef(key)).toBe('3F2A9C1E');
  });

  it('the same key again writes no second entry and keeps the reference', async () => {
    const key = 'aa11bb22-0000-4000-8000-000000000000';
    const move = () =>
      t.client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 50 }, intent: keyed(key) });
    await move();
    const total = (await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } })).total;
    await move();
    const after = await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } });
    expect(after.total).toBe(total);
    expect(after.statements[0]).toMatchObject({ statementType: 'transfer', amount: 50, reference: 'AA11BB22' });
  });

  it('a refusal writes nothing', async () => {
    const before = (await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } })).total;
    const move = t.fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 99_999 } });
    expect((await failure(move)).code).toBe('MONEY_NOT_ENOUGH');
    expect((await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } })).total).toBe(before);
  });

  it('a seeded entry, written by no call here, is quoted by the last 8 of its id', async () => {
    const { statements } = await t.client.call(api.statement.list, { body: { page: 1, limit: 10 } });
    for (const e of statements) expect(e.reference).toBe(e._id.slice(-8).toUpperCase());
  });
});
