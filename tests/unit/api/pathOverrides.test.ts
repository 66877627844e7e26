// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import { pathOverrides } from '../../../src/api/pathOverrides';
import { parseConfig } from '../../../src/lib/config';

afterEach(() => vi.unstubAllGlobals());

describe('config.json paths', () => {
  it('is optional and keeps what it is given', () => {
    expect(parseConfig({}).paths).toBeUndefined();
    expect(parseConfig({ paths: { 'wallet.get': '/api/v2/wallet/me' } }).paths).toEqual({
      'wallet.get': '/api/v2/wallet/me',
    });
    expect(() => pathOverrides({ 'wallet.get': 42 })).toThrow('paths.wallet.get: a path as text, not 42');
    expect(() => pathOverrides(['/api/wallet'])).toThrow('paths: an object of call names and their paths');
  });

  it('a renamed path is the one the client calls, with its parameters filled; the others keep the spec', async () => {
    const pathOf = pathOverrides({
      'wallet.get': '/api/v2/wallet/me',
      'wallet.activate': '/api/games/:slotCode/open',
      'spin.active': '/api/spin/is-on',
    });
    expect(pathOf(api.wallet.get)).toBe('/api/v2/wallet/me');
    expect(pathOf(api.bonus.list)).toBe('/api/bonus');
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(url.endsWith('/me') ? { wallet: null } : { terminated: null }), {
        status: 200,
      });
    });
    const client = createClient({ baseUrl: 'https://api.example.test', getToken: () => 't', pathOf });
    await client.call(api.wallet.get).catch(() => undefined);
    await client.call(api.wallet.activate, { params: { slotCode: 'pg' } }).catch(() => undefined);
    await client.call(api.lookup.active);
    expect(seen).toEqual([
      'https://api.example.test/api/v2/wallet/me',
      'https://api.example.test/api/games/pg/open',
      'https://api.example.test/api/lookup/active',
    ]);
  });

  it('refuses an unknown name, a template that is not a path, a missing or an extra :param, saying which and why', () => {
    expect(() => pathOverrides({ 'wallet.me': '/x' })).toThrow('paths.wallet.me: no call has this name');
    expect(() => pathOverrides({ 'wallet.get': 'api/wallet' })).toThrow(
      'paths.wallet.get: "api/wallet" is not a path starting with /',
    );
    expect(() => pathOverrides({ 'wallet.activate': '/api/games/open' })).toThrow(
      'paths.wallet.activate: "/api/games/open" lacks :slotCode (the default is /api/wallet/activate/:slotCode)',
    );
    expect(() => pathOverrides({ 'wallet.get': '/api/wallet/:id' })).toThrow(
      'paths.wallet.get: "/api/wallet/:id" has :id, which wallet.get does not fill',
    );
    // Every problem at once.
    expect(() => pathOverrides({ nope: '/a', 'wallet.get': 'b' })).toThrow(/paths\.nope: .*; paths\.wallet\.get: /);
  });
});
