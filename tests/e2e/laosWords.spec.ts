import { readFileSync } from 'node:fs';
import { TOUR } from '../../src/demo/tour/tour';
import { deploy, expect, test } from './fixtures';
import { home } from './helpers';

/**
 * A Lao reader on the Laos site never sees Thai (issue 67): every screen and dialog of the tour, its texts and its
 * accessible names, the demo bank's words among them (statement, bonuses, prizes, banks). The one Thai text left is
 * the member's own: Somchai, a Thai member, holds a Thai account in his Thai name.
 */
const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const links = (key: string) => TOUR.find((s) => s.key === key)!.links;
const HIS_OWN = 'สมชาย เดโม';

test('la: on the Laos site no screen or dialog shows a Thai word but the member’s own name', async ({ page }) => {
  test.setTimeout(120_000);
  await deploy(page, { ...config, laos: true });
  await home(page, 'la');
  const found: string[] = [];
  for (const [name, href] of [...links('visitor'), ...links('member'), ...links('dialogs')]) {
    await page.goto(href);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const thai = await page.evaluate((own) => {
      const out: string[] = [];
      const isThai = (t: string) => /[\u0E00-\u0E7F]/.test(t) && t.trim() !== own;
      // The demo console is the product owner's, not the member's.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.parentElement;
        if (isThai((n as Text).data) && at?.checkVisibility() && !at.closest('.demo-layer'))
          out.push((n as Text).data.trim());
      }
      for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
        for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
          const v = el.getAttribute(a);
          if (v && isThai(v) && !el.closest('.demo-layer')) out.push(`${a}="${v}"`);
        }
      return out;
    }, HIS_OWN);
    found.push(...thai.map((t) => `${name}: ${t.slice(0, 60)}`));
  }
  expect(found).toEqual([]);
});
