import { deploy, expect, test, type Page } from './fixtures';
import { standInLogin, text, type Lang } from './helpers';
import { BREAKAGES, hostileBackend, type TestBackend } from './hostileBackend';

/** Each screen with the call that fills it. */
const SCREENS = [
  { call: 'wallet.get', path: '/user/home' },
  { call: 'statement.list', path: '/user/statement' },
  { call: 'account.profile', path: '/user/profile' },
  { call: 'bonus.list', path: '/user/bonus' },
  { call: 'spin.setup', path: '/user/spin' },
  { call: 'lookup.contact', path: '/contact' },
];

/** What the member sees: never a blank screen, never a raw code or a programmer's word. */
async function readable(page: Page, where: string): Promise<string[]> {
  // The app has started: its first screen is in the page (until then the member sees the page's painted member frame,
  // outside the app's #root; on a busy machine the app's code can run longer than the network's quiet half-second).
  await expect(page.locator('html'), `${where}: the app started`).toHaveAttribute('data-live', '', { timeout: 20_000 });
  // Its own limit, so that a screen that never settles fails here, named, rather than as the test's timeout.
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  // And the page has done its work (React renders in slices: a slow CI machine may still be drawing the screen when
  // the network goes quiet): read after the next frame, once the main thread is idle.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 5_000 }))),
  );
  const shown = (await page.locator('#root').innerText()).trim();
  const out: string[] = [];
  if (shown === '') out.push(`${where}: a blank screen`);
  for (const raw of [
    'UNEXPECTED_ANSWER',
    'NETWORK_ERROR',
    'INTERNAL_SERVER_ERROR',
    '[object Object]',
    'undefined',
    'NaN',
  ])
    if (shown.includes(raw)) out.push(`${where}: shows "${raw}"`);
  return out;
}

// Each screen in one language, the two languages taking turns: what is checked (no blank screen, no raw code) does not
// depend on the language, and the next good answer's texts are read in both across the screens.
SCREENS.forEach(({ call, path }, i) => {
  const lang: Lang = i % 2 === 0 ? 'en' : 'th';
  test(`${lang}: ${path} with ${call} broken every way (${BREAKAGES.join(', ')}) stays readable, and works with the next good answer`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const backend: TestBackend = await hostileBackend('plain');
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'broken' });
      await standInLogin(page, lang);
      const problems: string[] = [];
      for (const how of BREAKAGES) {
        backend.breakCall(call, how);
        await page.goto(path);
        problems.push(...(await readable(page, `${how}`)));
      }
      expect(problems).toEqual([]);
      // The next good answer: the screen shows the backend's data and no error.
      backend.breakCall(null);
      await page.goto(path);
      await expect(page.getByText('plain text').first()).toBeVisible();
      for (const key of ['UNEXPECTED_ANSWER', 'NETWORK_ERROR', 'INTERNAL_SERVER_ERROR'])
        await expect(page.getByText(text(lang, `errors.${key}`))).toBeHidden();
      expect(uncaught).toEqual([]);
    } finally {
      await backend.close();
    }
  });
});

// A call the backend never answers: the client gives up after the spec's 60 s (and the one retry of a read), under
// Playwright's clock, so the test waits seconds. Each screen ends readable with no loader left turning; the wallet
// says why in the member's language; the next good answer fills it.
for (const lang of ['en', 'th'] as Lang[]) {
  test(`${lang}: a call that never answers times out after 60 s on every screen, no loader left, then the next good answer works`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const backend: TestBackend = await hostileBackend('plain');
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    try {
      // The app's own files on their way (its code, its texts). The clock's jump below must be the call's 60 s alone:
      // a page file still coming would be given up too (src/lib/startFailure.ts: the same 60 s), and under a busy
      // machine's load one may still be coming when the call has gone out.
      const coming = new Set<object>();
      page.on('request', (r) => {
        if (!r.url().startsWith(backend.url)) coming.add(r);
      });
      page.on('requestfinished', (r) => coming.delete(r));
      page.on('requestfailed', (r) => coming.delete(r));
      const codeHere = async () => {
        await expect(page.locator('html')).toHaveAttribute('data-live', '');
        await expect.poll(() => coming.size).toBe(0);
      };
      await page.clock.install();
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'broken' });
      await standInLogin(page, lang);
      const problems: string[] = [];
      for (const { call, path } of SCREENS) {
        backend.breakCall(call, 'timeout');
        const before = backend.calls.filter((c) => c === call).length;
        await page.goto(path);
        // The first try, then (reads are retried once, a second later) the second: each given up after 60 s.
        for (const tries of [1, 2]) {
          await expect
            .poll(() => backend.calls.filter((c) => c === call).length)
            .toBeGreaterThanOrEqual(before + tries);
          await codeHere();
          await page.clock.runFor(61_000);
        }
        await expect(page.getByRole('status').filter({ hasText: text(lang, 'common.loading') })).toHaveCount(0);
        problems.push(...(await readable(page, `${path} timed out`)));
        if (path === '/user/home') await expect(page.getByText(text(lang, 'errors.TIMEOUT'))).toBeVisible();
      }
      expect(problems).toEqual([]);
      backend.breakCall(null);
      await page.goto('/user/home');
      await expect(page.getByText('plain text').first()).toBeVisible();
      await expect(page.getByText(text(lang, 'errors.TIMEOUT'))).toBeHidden();
      expect(uncaught).toEqual([]);
    } finally {
      await backend.close();
    }
  });
}
