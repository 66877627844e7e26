// A file the app needs does not come (a dropped connection on mobile data, a deployment that removed the old files):
// each kind in turn is blocked, and the member reads why, in their language, with "Try again", which then works.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootHash, policyOf, policyText, styleHash } from '../../scripts/csp.mjs';
import { expect, test, type Page } from './fixtures';
import { expectPath, HOME_DIALOGS, home, MEMBER_PAGES, text, type Lang } from './helpers';

/** The start could not finish: the boot's screen (src/lib/startFailure.ts), in `lang`. */
async function startFailed(page: Page, lang: Lang) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: text(lang, 'config.errorTitle') })).toBeVisible();
  await expect(alert).toContainText(text(lang, 'errors.DOWNLOAD_FAILED'));
  // Nothing turns for ever behind it: no painted spinner, no member frame.
  await expect(page.locator('#member-frame')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return alert.getByRole('button', { name: text(lang, 'config.retry') });
}

/** A page's code did not come after the start: the error boundary says so, in `lang`. */
async function pageFailed(page: Page, lang: Lang) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: text(lang, 'errors.title') })).toBeVisible();
  await expect(alert).toContainText(text(lang, 'errors.DOWNLOAD_FAILED'));
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'common.loading') })).toHaveCount(0);
  // In the page's place: the member's frame and menu stay (docs/decisions/017-a-file-that-does-not-come.md).
  await expect(page.getByRole('navigation', { name: text(lang, 'menu.label') })).toBeVisible();
  return alert.getByRole('button', { name: text(lang, 'common.retry') });
}

const loginShows = (page: Page, lang: Lang) =>
  expect(page.getByRole('heading', { name: text(lang, 'login.title') })).toBeVisible();

/** A file the start needs, blocked: the start says so in the member's language, and "Try again" starts the app. */
const START_FILES: { lang: Lang; file: string; what: string }[] = [
  { lang: 'th', file: '**/assets/index-*.js', what: "the app's own code (said at once)" },
  { lang: 'la', file: '**/assets/core-*.js', what: 'the texts of the chosen language' },
  { lang: 'en', file: '**/assets/demoStart-*.js', what: "the demo bank's code" },
];
for (const { lang, file, what } of START_FILES) {
  test(`${lang}: ${what} does not come: /login says so, and "Try again" starts it`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('wallet.locale', l), lang);
    await page.route(file, (r) => r.abort('connectionreset'));
    await page.goto('/login');
    const retry = await startFailed(page, lang);
    await page.unrouteAll();
    await retry.click();
    await loginShows(page, lang);
  });
}

test('th: config.json does not come: the settings page says so, and "Try again" starts the app', async ({ page }) => {
  await page.route('**/config.json', (r) => r.abort('connectionreset'));
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: text('th', 'config.errorTitle') })).toBeVisible();
  await page.unrouteAll();
  await alert.getByRole('button', { name: text('th', 'config.retry') }).click();
  await loginShows(page, 'th');
});

test("th: a brand's manifest code does not come: the app starts all the same, in the brand", async ({ page }) => {
  await page.route('**/assets/manifest-*.js', (r) => r.abort('connectionreset'));
  await page.goto('/login?brand=lanxang');
  await loginShows(page, 'th');
  await expect(page.getByTestId('brand')).toHaveText('Lanxang Play');
});

test('en: a member page\'s code does not come, at the start and on the way there: said, and "Try again" opens it', async ({
  page,
}) => {
  await home(page, 'en');
  await page.route('**/assets/StatementPage-*.js', (r) => r.abort('connectionreset'));
  // A start on the page (a reload): the painted frame goes, the reason shows.
  await page.goto('/user/statement');
  let retry = await pageFailed(page, 'en');
  await page.unrouteAll();
  await retry.click();
  await expect(page.getByRole('heading', { name: text('en', 'statement.title') })).toBeVisible();
  // On the way there from home.
  await page.goto('/user/home');
  await page.route('**/assets/ProfilePage-*.js', (r) => r.abort('connectionreset'));
  await page
    .getByRole('navigation', { name: text('en', 'menu.label') })
    .getByText(text('en', 'member.menu.profile'))
    .click();
  retry = await pageFailed(page, 'en');
  await page.unrouteAll();
  await retry.click();
  await expect(page.getByRole('heading', { name: text('en', 'profile.title') })).toBeVisible();
});

test('th: a download that never answers ends after the 60 s limit, at the start and on the way to a page', async ({
  page,
}) => {
  await page.clock.install();
  // The app's code held for ever: the painted /login says so once the limit has passed.
  await page.route('**/assets/index-*.js', () => {});
  // The held script holds the page's load event back too (once the boot code has asked for it): the page is there once
  // it is parsed.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await loginShows(page, 'th');
  // A login tapped meanwhile is held, its button at work; it does not spin past the limit.
  await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
  await page.getByLabel(text('th', 'login.password')).fill('demo1234');
  await page.getByRole('button', { name: text('th', 'login.submit') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-submitted', '');
  await page.clock.runFor(61_000);
  await startFailed(page, 'th');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A page's code held for ever after the start: the spinner gives way to the reason.
  await home(page, 'th');
  await page.route('**/assets/ProfilePage-*.js', () => {});
  await page
    .getByRole('navigation', { name: text('th', 'menu.label') })
    .getByText(text('th', 'member.menu.profile'))
    .click();
  await expectPath(page, '/user/profile');
  await page.clock.runFor(61_000);
  await pageFailed(page, 'th');
});

test('th: a deploy day: the invite code is gone from the server, and a tap says so in its dialog, home and menu kept; it recovers', async ({
  page,
}) => {
  await home(page, 'th');
  // The published files changed under the open app: the old chunk's address answers 404.
  await page.route('**/assets/RewardFlows-*.js', (r) => r.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('button', { name: text('th', 'home.tile.invite') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'invite.title') });
  await expect(dialog.getByRole('alert')).toHaveText(text('th', 'errors.DOWNLOAD_FAILED'));
  await expect(page.getByRole('navigation', { name: text('th', 'menu.label') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('th', 'errors.title') })).toHaveCount(0);
  // Closed, home is all there; the new files published, "Try again" reloads with the session kept.
  await page.unrouteAll();
  await dialog.getByRole('button', { name: text('th', 'common.retry') }).click();
  await expectPath(page, '/user/home');
  await page.getByRole('button', { name: text('th', 'home.tile.invite') }).click();
  await expect(page.getByRole('dialog', { name: text('th', 'invite.title') }).getByRole('alert')).toHaveCount(0);
  // The invite's own content: its banners.
  await expect(
    page
      .getByRole('dialog', { name: text('th', 'invite.title') })
      .getByRole('region', { name: text('th', 'invite.title') }),
  ).toBeVisible();
});

/**
 * A new build published over the old one (every hashed file renamed, the old ones gone) while a member has the app
 * open: `dist/` copied with each asset's hash changed and every reference to it rewritten, served by the page's router
 * in place of the preview server, with the policy its document needs.
 */
function nextBuild(): { dir: string; renamed: Map<string, string> } {
  const from = fileURLToPath(new URL('../../dist/', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'wallet-next-'));
  cpSync(from, dir, { recursive: true });
  const renamed = new Map(
    readdirSync(join(dir, 'assets')).map((f) => [f, f.replace(/-([\w-]{8})(\.\w+)$/, '-$1n2$2')] as const),
  );
  for (const [old, next] of renamed) renameSync(join(dir, 'assets', old), join(dir, 'assets', next));
  const names = new RegExp([...renamed.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
    );
  for (const file of walk(dir).filter((f) => /\.(html|js|mjs|css|json|webmanifest|txt)$/.test(f)))
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(names, (n) => renamed.get(n)!),
    );
  return { dir, renamed };
}

test('th: a deploy day, the whole published set replaced under an open app: every page and dialog opens or says so in its place, and "Try again" brings the new build with the session', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await home(page, 'th');
  const { dir, renamed } = nextBuild();
  try {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
    const csp = policyText(policyOf(config, { boot: bootHash(html), style: styleHash(html) }));
    const gone: string[] = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== new URL(page.url()).origin) return route.fallback();
      const file = join(dir, decodeURIComponent(url.pathname));
      if (route.request().isNavigationRequest())
        return route.fulfill({ body: html, contentType: 'text/html', headers: { 'content-security-policy': csp } });
      if (existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
      gone.push(url.pathname);
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    const menu = page.getByRole('navigation', { name: text('th', 'menu.label') });
    const failed = page.getByRole('alert').filter({ hasText: text('th', 'errors.DOWNLOAD_FAILED') });
    const inApp = (path: string) => page.evaluate((p) => history.pushState(null, '', p), path);
    // Every member page, reached inside the open app: its old code may be gone; never the whole app down.
    let said = 0;
    for (const path of MEMBER_PAGES) {
      await inApp(path);
      await expectPath(page, path);
      await expect(page.getByRole('main').getByRole('heading').first().or(failed), path).toBeVisible();
      if (await failed.isVisible()) said++;
      await expect(menu, path).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text('th', 'common.loading') }), path).toHaveCount(0);
    }
    for (const dialog of HOME_DIALOGS) {
      // Home reads its link's dialog when it opens: from another page, as a link from support would come.
      await inApp('/user/contact');
      await inApp(`/user/home?dialog=${dialog}`);
      const open = page.getByRole('dialog').last();
      await expect(open, dialog).toBeVisible();
      await expect(open.getByRole('heading').first(), dialog).toBeVisible();
      await expect(open.getByRole('status').filter({ hasText: text('th', 'common.loading') }), dialog).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(open, dialog).toBeHidden();
      await expect(menu, dialog).toBeVisible();
    }
    // The old build's files were asked for and were gone: this was a deploy day, not a cached app.
    expect(gone.length).toBeGreaterThan(0);
    expect(said, 'pages that said their code was gone, in their place').toBeGreaterThan(0);
    expect(gone.every((p) => renamed.has(p.split('/').pop()!))).toBe(true);
    // A page whose code is gone: "Try again" reloads into the new build, the member still logged in.
    await inApp('/user/statement');
    const retry = page.getByRole('button', { name: text('th', 'common.retry') });
    if (await failed.isVisible()) await retry.click();
    else await page.reload();
    await expect(page.getByRole('heading', { name: text('th', 'statement.title') })).toBeVisible();
    await expectPath(page, '/user/statement');
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()!),
    );
    expect(loaded.filter((f) => /n2\.js$/.test(f)).length).toBeGreaterThan(3);
    await inApp('/user/home?dialog=invite');
    const invite = page.getByRole('dialog', { name: text('th', 'invite.title') });
    await expect(invite.getByRole('region', { name: text('th', 'invite.title') })).toBeVisible();
    await expect(invite.getByRole('alert')).toHaveCount(0);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    rmSync(dir, { recursive: true, force: true });
  }
});
