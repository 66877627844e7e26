import { afterEach, describe, expect, it, vi } from 'vitest';

/** src/lib/base.ts as a page with this root on <html data-root> loads it. */
async function baseWith(root: string) {
  document.documentElement.dataset.root = root;
  vi.resetModules();
  return import('../../../src/lib/base');
}

afterEach(() => {
  document.documentElement.dataset.root = '/';
});

describe("the app's root, on the page's own origin (src/lib/base.ts)", () => {
  it('hangs config.json and links from the root under the page’s origin', async () => {
    const base = await baseWith('/wallet/');
    expect(base.APP_ROOT).toBe(`${location.origin}/wallet/`);
    expect(base.rootUrl('config.json')).toBe(`${location.origin}/wallet/config.json`);
    expect(base.appUrl('/register?code=PR1')).toBe(`${location.origin}/wallet/register?code=PR1`);
  });

  it('never reads a root beginning with // as another host', async () => {
    const base = await baseWith('//evil.example/');
    expect(new URL(base.APP_ROOT).origin).toBe(location.origin);
    expect(new URL(base.rootUrl('config.json')).origin).toBe(location.origin);
    expect(base.appUrl('/login').startsWith(`${location.origin}/`)).toBe(true);
  });
});
