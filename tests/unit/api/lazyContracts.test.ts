// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

/** A zod schema as it is inside: its kind, and (a `z.lazy`) the schema it built, once it has. */
type Inside = { _zod: { def: { type: string; _cachedInner?: unknown } } };
const isSchema = (v: unknown): v is Inside => typeof v === 'object' && v !== null && '_zod' in v;
const built = (s: unknown) => (s as Inside)._zod.def._cachedInner !== undefined;

/** The primitives a contract may build at load: one schema each, shared by every call (contracts/common.ts). */
const EAGER = ['money', 'isoDate', 'html', 'memberCurrency', 'laoName'];

// Each test loads the contracts afresh: what an earlier parse built does not count.
const load = async () => {
  vi.resetModules();
  const contracts = await import('../../../src/api/contracts');
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/api/contracts/*.ts');
  const exported = await Promise.all(Object.entries(modules).map(async ([path, get]) => [path, await get()] as const));
  return { ...contracts, exported };
};

describe('the contracts build each schema when its call first parses', () => {
  it('loading them builds no call’s schema, and every schema a module exports waits too', async () => {
    const { allEndpoints, exported } = await load();
    expect(allEndpoints.length).toBeGreaterThan(60);
    for (const { name, endpoint } of allEndpoints) {
      expect(endpoint.response._zod.def.type, name).toBe('lazy');
      expect(built(endpoint.response), name).toBe(false);
      if (endpoint.request) {
        expect(endpoint.request._zod.def.type, name).toBe('lazy');
        expect(built(endpoint.request), name).toBe(false);
      }
    }
    const eager = exported.flatMap(([path, module]) =>
      Object.entries(module)
        .filter(([key, value]) => isSchema(value) && !EAGER.includes(key))
        .filter(([, value]) => (value as Inside)._zod.def.type !== 'lazy' || built(value))
        .map(([key]) => `${path.split('/').pop()}: ${key}`),
    );
    expect(eager).toEqual([]);
  });

  it('a call’s first parse builds its answer’s schema, and no other call’s', async () => {
    const { api, allEndpoints } = await load();
    expect(api.wallet.get.response.safeParse({}).success).toBe(false);
    expect(built(api.wallet.get.response)).toBe(true);
    const others = allEndpoints.filter(({ name, endpoint }) => name !== 'wallet.get' && built(endpoint.response));
    expect(others.map(({ name }) => name)).toEqual([]);
  });
});
