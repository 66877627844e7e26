import { api } from '../../src/api/contracts';
import { deploy, expect, test, type Page } from './fixtures';
import { agree, expectPath, HOME_DIALOGS as DIALOGS, MEMBER_PAGES as MEMBER, text, type Lang } from './helpers';
import { generate, hostileBackend } from './hostileBackend';
import { hostileStrings } from './hostileStrings';

// A click that server HTML intercepts fails here, named, rather than as the test's timeout.
test.use({ actionTimeout: 15_000 });

const VISITOR = ['/login', '/register', '/howto', '/contact'];

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
    // Server HTML shows only inside its own box: wherever it is what a tap would hit, the tap is inside that box.
    const boxes = document.querySelectorAll('.server-html');
    let outside = 0;
    if (boxes.length)
      for (let y = 2; y < innerHeight; y += 12)
        for (let x = 2; x < innerWidth; x += 12) {
          const box = document.elementFromPoint(x, y)?.closest('.server-html');
          if (!box) continue;
          const r = box.getBoundingClientRect();
          if (x < r.left - 1 || x > r.right + 1 || y < r.top - 1 || y > r.bottom + 1) outside++;
        }
    if (outside) out.push(`${w}: server HTML shows outside its box (${outside} points)`);
    // And no control of the app the member can reach (the open dialog's, else the page's) is under it.
    const modal = [...document.querySelectorAll('dialog[open]')].pop();
    for (const c of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
      if (c.closest('.server-html') || (modal && !modal.contains(c))) continue;
      const r = c.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (r.width === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      if (document.elementFromPoint(x, y)?.closest('.server-html'))
        out.push(
          `${w}: server HTML covers "${(c.innerText || c.getAttribute('aria-label') || c.tagName).slice(0, 40)}"`,
        );
    }
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
      // The QR channel's pictures (server HTML too): a deposit lookup that offers the payment providers' QR.
      const payment = generate(api.lookup.deposit.response, () => 'PAYMENT') as { banks: unknown[] };
      backend.answer('lookup.deposit', { isManual: false, banks: payment.banks });
      await page.goto('/user/home?dialog=deposit');
      await page.getByRole('button', { name: text(lang, 'deposit.channel.qr'), exact: true }).click();
      await expect(page.locator('.qr-image').first()).toBeAttached();
      found.push(...(await sound(page, 'QR deposit')));
      // A promotion found by its code: its description (the box is there while no bonus runs).
      backend.answer('bonus.list', { bonuses: [] });
      await page.goto('/user/bonus');
      await page.getByRole('textbox', { name: text(lang, 'promotion.label') }).fill('CODE1');
      await page.getByRole('button', { name: text(lang, 'promotion.search') }).click();
      await expect(page.getByRole('dialog').last().locator('.server-html')).toBeAttached();
      found.push(...(await sound(page, 'promotion')));
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
