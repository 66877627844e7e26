/**
 * The browser suite's `test`: every page runs under the build's Content-Security-Policy (vite preview sends
 * dist/csp.txt), and a test fails if the browser reports a violation of it or of Trusted Types.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { bootHash, policyOf, policyText, styleHash } from '../../scripts/csp.mjs';

export { expect };
export type { Locator, Page };

export const test = base.extend<{ cspViolationsExpected: boolean; cspGuard: void }>({
  /** Only a test that tries what an attacker would (csp.spec.ts) expects violations. */
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      context.on('console', (m) => {
        if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
      });
      context.on('weberror', (e) => {
        if (/Trusted ?Type|Content Security Policy/i.test(String(e.error()))) violations.push(String(e.error()));
      });
      await use();
      // A document still being served by a test's route (deploy below: a game tab opening as the test ends) is let go
      // rather than failing the test after its end.
      for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (!cspViolationsExpected) expect(violations, 'CSP or Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Serve the page another deployment's config.json, with the CSP that `scripts/csp.mjs` writes for it (as the
 * deployment would run it after changing config.json): the documents' header is replaced to match. `csp: false`
 * serves the documents with no policy at all, for a test that must see what the app alone lets through.
 */
export async function deploy(page: Page, config: Record<string, unknown>, opts: { csp?: boolean } = {}) {
  const built = readFileSync('dist/index.html', 'utf8');
  const csp = policyText(policyOf(config, { boot: bootHash(built), style: styleHash(built) }));
  await page.route('**/config.json', (r) => r.fulfill({ json: config }));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Fetched again from the preview server; once more if the kept-alive connection it reused was reset as the server
    // closed it (a GET of a built file, not what any test checks: intents.spec once failed on it, read ECONNRESET).
    const res = await route.fetch().catch((e: unknown) => {
      if (e instanceof Error && e.message.includes('ECONNRESET')) return route.fetch();
      throw e;
    });
    const headers = { ...res.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({
      response: res,
      headers: opts.csp === false ? headers : { ...headers, 'content-security-policy': csp },
    });
  });
}
