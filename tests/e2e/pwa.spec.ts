import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { expectPath, home, paintedFrames, text, watchPaintedWords } from './helpers';
import { staticHost } from './staticHost';

test.use({ serviceWorkers: 'allow' });

/** Wait until the service worker controls the page (a first visit is not controlled: one reload makes it so). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Every URL in the service worker's caches (`precache`: only those it downloads ahead, at install). */
const cached = (page: Page, which: 'all' | 'precache' = 'all') =>
  page.evaluate(async (which) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (which === 'precache' && !name.includes('precache')) continue;
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  }, which);

test("th: installable: the running brand's manifest, a service worker, the app shell cached and no member data", async ({
  page,
}) => {
  await page.goto('/login?brand=lanxang');
  await controlled(page);
  await expect(page.getByTestId('brand')).toHaveText('Lanxang Play');
  const cdp = await page.context().newCDPSession(page);
  const { data, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    name: string;
    theme_color: string;
    start_url: string;
    display: string;
    icons: Array<{ sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Lanxang Play',
    theme_color: '#082f49',
    start_url: 'http://127.0.0.1:4173/',
    display: 'standalone',
  });
  expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
    'any',
  ]);
  // Nothing stands between the app and "install" but the test browser's private window.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // A member's visit adds no answer of the API and nothing of the member to the caches.
  await home(page, 'th');
  await page.goto('/user/statement');
  await expect(page.getByRole('main')).toContainText(/\S/);
  const urls = await cached(page);
  expect(urls).toContain('/index.html');
  expect(urls.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(20);
  expect(urls.filter((u) => /\/api\/|\/user\/|token|statement\?/.test(u))).toEqual([]);
  // The demo bank and the wheel's Pixi are not downloaded ahead (they are cached when first used).
  const ahead = await cached(page, 'precache');
  expect(ahead).toContain('/index.html');
  expect(ahead.filter((u) => /mirage|pixiWheel|wheel\.worker|webworkerAll/.test(u))).toEqual([]);
});

test('en: offline, the app opens from the cache, says so, and its money buttons wait with the reason; back online they work', async ({
  page,
  context,
}) => {
  await home(page, 'en');
  await controlled(page);
  // One controlled visit of home caches what the demo needs beyond the shell (its bank).
  await page.goto('/user/home');
  await expect(page.getByTestId('total-balance')).toBeVisible();

  await context.setOffline(true);
  // Chromium 150 reports navigator.onLine true on a page reloaded under the emulated offline state (its requests do
  // fail): the reloaded page reads what a phone without a network reports, until the test says it is back.
  await page.addInitScript(() => {
    const back = () => (window as { backOnline?: boolean }).backOnline === true;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: back });
  });
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text('en', 'status.offline') })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'home.tile.withdraw') }).click();
  const withdraw = page.getByRole('dialog', { name: text('en', 'withdraw.title') });
  const submit = withdraw.getByRole('button', { name: text('en', 'withdraw.submit') });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(text('en', 'status.offlineMoney'));

  await context.setOffline(false);
  await page.evaluate(() => {
    (window as { backOnline?: boolean }).backOnline = true;
    window.dispatchEvent(new Event('online'));
  });
  await expect(submit).toBeEnabled();
  await expect(withdraw.getByText(text('en', 'status.offlineMoney'))).toBeHidden();
  await expect(page.getByText(text('en', 'status.offline'), { exact: true })).toBeHidden();
  await expectPath(page, '/user/home');
});

test('th: a new build deployed at a sub-path is announced, over an open dialog too, and "reload" brings it', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-build-'));
  cpSync(fileURLToPath(new URL('../../dist/', import.meta.url)), dir, { recursive: true });
  const host = await staticHost(dir, '/wallet/app/');
  try {
    await page.goto(`${host.url}login`);
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${host.url}sw.js`);
    await expect(page.getByText(text('th', 'status.updateReady'))).toBeHidden();

    // The next build: a new service worker (its precache list changes with every build).
    writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// build 2\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const news = page.getByRole('status').filter({ hasText: text('th', 'status.updateReady') });
    await expect(news).toBeVisible();
    // The page in use is never reloaded by itself; the member chooses when.
    await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();

    // A dialog opened over the page (the rest of the page inert behind its backdrop): the news is at its top, and
    // its "reload" works from there; closing the dialog puts the news back in the page.
    await page.getByRole('link', { name: text('th', 'menu.howto') }).click();
    await page.getByRole('button', { name: text('th', 'howto.video.receiveBonus') }).click();
    const video = page.getByRole('dialog', { name: text('th', 'howto.video.receiveBonus') });
    await expect(video.getByRole('status').filter({ hasText: text('th', 'status.updateReady') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(video).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(news).toBeVisible();
    await page.getByRole('button', { name: text('th', 'howto.video.receiveBonus') }).click();
    await Promise.all([
      page.waitForEvent('load'),
      video.getByRole('button', { name: text('th', 'status.updateReload') }).click(),
    ]);
    await expect(page.getByRole('heading', { name: text('th', 'howto.title') })).toBeVisible();
    await expect(page.getByText(text('th', 'status.updateReady'))).toBeHidden();
    const scripts = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(scripts).toBe(`${host.url}sw.js`);
    expect(host.requests.filter((p) => !p.startsWith('/wallet/app/'))).toEqual([]);
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('th: a first visit that goes offline says so: the worker takes the page as soon as it is ready', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();
  // No reload: the visit itself comes under the worker, which has every part of the app (the news among them).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: text('th', 'status.offline') })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(text('th', 'status.offline'), { exact: true })).toBeHidden();
});

test("th: with the worker in control, the deployment's own pages with a query reach the network; the app's routes with one stay the app", async ({
  page,
}) => {
  await page.goto('/login');
  await controlled(page);
  // A visit under the worker keeps the deployment's config for offline: once the app runs (its config and the demo
  // bank's code asked for), not when the painted screen shows, which is before any of it.
  await page.reload();
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  // The demo's game launch and a slip's picture, as the app opens them (with a query): never the app's 404.
  for (const path of ['/demo/play.html', '/demo/play.html?game=pg&user=demo1', '/demo/play.html?x=a/b.c']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle('Demo game');
    await expect(page.getByRole('heading', { name: 'Demo game' }), path).toBeVisible();
  }
  // The demo bank's slip page, whose reference holds a dot: the page, not the app (it has no picture of R-1.2).
  await page.goto('/demo/slip.html?ref=R-1.2&lang=th');
  await expect(page.getByRole('heading', { name: 'R-1.2' })).toBeVisible();
  await expect(page).toHaveTitle('ภาพสลิป R-1.2');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A route of the app whose query holds a dot or a slash is still the app (served offline from the cache).
  await page.context().setOffline(true);
  for (const path of ['/login?code=A.B', '/login?from=a/b.c']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: text('th', 'login.title') }), path).toBeVisible();
  }
  await page.context().setOffline(false);
});

test('la: a Laos site paints Lao first with the worker in control too', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-build-'));
  cpSync(fileURLToPath(new URL('../../dist/', import.meta.url)), dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...config, laos: true }));
  const host = await staticHost(dir, '/');
  try {
    await page.addInitScript(watchPaintedWords);
    await page.goto(`${host.url}login`);
    await controlled(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: text('la', 'login.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await paintedFrames(page)).toEqual(['la']);
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
