import { deploy, expect, test, type Page } from './fixtures';
import { agree, expectPath, text, type Lang } from './helpers';
import { hostileBackend, hostileStrings } from './hostileBackend';

const VISITOR = ['/login', '/register', '/howto', '/contact'];
const MEMBER = ['/user/home', '/user/statement', '/user/profile', '/user/bonus', '/user/spin', '/user/contact'];
const DIALOGS = ['deposit', 'withdraw', 'transfer', 'invite', 'inviteClaim', 'refund', 'bonusConditions'];

/** What must hold on every screen: no payload ran, no javascript: address, something readable, no sideways scroll. */
async function sound(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate((w) => {
    const out: string[] = [];
    if ((window as unknown as { __pwned?: number }).__pwned) out.push(`${w}: a payload ran`);
    const js = document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]');
    if (js.length) out.push(`${w}: ${js.length} javascript: address(es), e.g. <${js[0]!.tagName.toLowerCase()}>`);
    if ((document.getElementById('root')?.innerText.trim() ?? '') === '') out.push(`${w}: a blank screen`);
    if (document.documentElement.scrollWidth > innerWidth + 1)
      out.push(`${w}: the page scrolls sideways to ${document.documentElement.scrollWidth} px`);
    return out;
  }, where);
}

for (const lang of ['th', 'en'] as Lang[]) {
  test(`${lang}: a hostile backend's strings (naughty list, XSS, RTL, 5,000-character words, emoji) break no screen or dialog`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const backend = await hostileBackend();
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    try {
      // No CSP here: what must stop the payloads is the app itself (DOMPurify, web addresses only), not the policy
      // (the sanitizer's own parsing of a payload, inert, would otherwise be reported as a violation).
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'hostile' }, { csp: false });
      const found: string[] = [];
      await page.goto('/login');
      if (lang !== 'th') await page.getByLabel(text('th', 'common.language')).selectOption(lang);
      for (const path of VISITOR) {
        await page.goto(path);
        await expect(page.getByRole('main').first()).toBeVisible();
        found.push(...(await sound(page, path)));
      }
      await page.goto('/login');
      await page.getByLabel(text(lang, 'login.phone')).fill('0812345678');
      await page.getByLabel(text(lang, 'login.password')).fill('whatever1');
      await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
      await expectPath(page, '/user/home');
      // The agreement (hostile text) opens by itself: agree to it like a member would.
      await agree(page, lang);
      for (const path of MEMBER) {
        await page.goto(path);
        await expect(page.getByRole('main').first()).toBeVisible();
        found.push(...(await sound(page, path)));
      }
      for (const dialog of DIALOGS) {
        await page.goto(`/user/home?dialog=${dialog}`);
        await expect(page.getByRole('dialog').last(), `dialog ${dialog} opens`).toBeVisible();
        found.push(...(await sound(page, `dialog ${dialog}`)));
      }
      // A game (its name, logo, links and credentials are hostile too): the first card on home.
      await page.goto('/user/home');
      await page.locator('.game-card').first().click();
      await expect(page.getByRole('dialog').last()).toBeVisible();
      found.push(...(await sound(page, 'game dialog')));
      expect(found).toEqual([]);
      expect(uncaught).toEqual([]);
      expect(backend.unknown).toEqual([]);
      // The answers really were hostile: many calls, and the strings went round the whole list.
      expect(new Set(backend.calls).size).toBeGreaterThanOrEqual(20);
      test.info().annotations.push({
        type: 'hostile',
        description: `${backend.calls.length} answers from ${new Set(backend.calls).size} calls, ${hostileStrings().length} strings`,
      });
    } finally {
      await backend.close();
    }
  });
}
