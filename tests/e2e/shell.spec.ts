import { deploy, expect, test } from './fixtures';
import { expectPath, text, type Lang } from './helpers';
import { hostileBackend } from './hostileBackend';

// /login paints from index.html before any JavaScript (scripts/login-shell.ts): the test holds the app's code back,
// reads and types on that screen, then lets the code in. The real screen takes the same place and keeps what was typed.
for (const lang of ['th', 'en'] as Lang[]) {
  test(`${lang}: /login paints its screen before the JavaScript; what is typed there carries over; nothing moves`, async ({ page }) => {
    const backend = await hostileBackend('plain');
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
      if (lang !== 'th') await page.addInitScript(() => localStorage.setItem('wallet.locale', 'en'));
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let scripts = 0;
      await page.route('**/assets/*.js', async (route) => {
        scripts += 1;
        await held;
        await route.fallback();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: text(lang, 'login.title') });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Only the screen of the page's language is there, and its button waits for the app.
      await expect(page.getByRole('heading')).toHaveCount(1);
      await expect(page.getByRole('button', { name: text(lang, 'login.submit') })).toBeDisabled();
      await expect(page.getByRole('link', { name: text(lang, 'menu.howto') })).toHaveAttribute('href', 'howto');
      const before = await heading.boundingBox();
      await page.getByLabel(text(lang, 'login.phone')).fill('0812345678');
      await page.getByLabel(text(lang, 'login.password')).fill('whatever1');
      expect(await page.evaluate(() => document.querySelectorAll('#root [data-testid]').length)).toBe(0);
      expect(scripts).toBeGreaterThan(0);
      release();
      // The app's screen: the same place, the same fields, what was typed kept, the focus kept.
      await expect(page.locator('.login-shell')).toHaveCount(0);
      await expect(page.getByLabel(text(lang, 'login.phone'))).toHaveValue('0812345678');
      await expect(page.getByLabel(text(lang, 'login.password'))).toHaveValue('whatever1');
      await expect(page.getByLabel(text(lang, 'login.password'))).toBeFocused();
      expect(await heading.boundingBox()).toEqual(before);
      await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
      await expectPath(page, '/user/home');
    } finally {
      await backend.close();
    }
  });
}

test('th: another route than /login never shows the login screen of index.html', async ({ page }) => {
  await page.route('**/assets/*.js', () => new Promise(() => {}));
  await page.goto('/howto', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('.login-shell').first()).toBeAttached();
  await expect(page.locator('.login-shell:visible')).toHaveCount(0);
});
