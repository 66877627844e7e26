import { TOUR } from '../../src/features/demo/tour';
import { expect, test, type Page } from './fixtures';
import { home, text, type Lang } from './helpers';

/**
 * A player's phone (issue 38): every screen and dialog of the tour at 360 × 740 in th, la and en, photographed into
 * the suite's artefacts (test-results/phone-…/<lang>-<screen>.png), and read the way a player reads it: no sideways
 * scroll, and no Thai or Lao word broken in the middle of a line.
 */

/**
 * Where a line of Thai or Lao text breaks inside a word. The words are the ones Intl.Segmenter finds (ICU's
 * dictionary, the same one Chromium breaks lines with when it is allowed to); a line break is a character whose box
 * starts below the one before it.
 */
async function brokenWords(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate(
    (locale) => {
      const words = new Intl.Segmenter(locale, { granularity: 'word' });
      const out: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        if (!/[\u0E00-\u0EFF]/.test(text) || !node.parentElement?.checkVisibility()) continue;
        const starts = new Set([...words.segment(text)].map((s) => s.index));
        let top: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          if (top !== null && box.top > top + 4 && !starts.has(i) && /\S/.test(text[i - 1] ?? ''))
            out.push(`"${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}"`);
          top = box.top;
        }
      }
      return out;
    },
    (lang === 'la' ? 'lo' : lang) as string,
  );
}

async function look(page: Page, lang: Lang, name: string, fullPage = false): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // A page whole, as the member scrolls it; a dialog as it shows over the page.
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`), fullPage });
  const found = (await brokenWords(page, lang)).map((w) => `${name}: a word broken in the middle, ${w}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (wide > 1) found.push(`${name}: the page scrolls sideways by ${wide} px`);
  return found;
}

const links = (key: string) => TOUR.find((s) => s.key === key)!.links;

for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: every screen and dialog at 360 px reads whole (photographed)`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    await page.goto('/login');
    await page.getByRole('combobox', { name: text('th', 'common.language') }).selectOption(lang);
    for (const [name, href] of links('visitor')) {
      await page.goto(href);
      await expect(page.getByRole('main').first()).toBeVisible();
      found.push(...(await look(page, lang, name)));
    }
    await home(page, lang);
    for (const [name, href] of [...links('member'), ...links('dialogs')]) {
      await page.goto(href);
      await expect(page.getByRole('main').first()).toBeVisible();
      const dialog = href.includes('dialog=');
      if (dialog) await expect(page.getByRole('dialog').last()).toBeVisible();
      found.push(...(await look(page, lang, name, !dialog)));
    }
    // Home's first screen, under the demo console: the balance, the tiles and a game card above the bottom menu.
    await page.goto('/user/home');
    const card = page.locator('.game-card').first();
    await expect(card).toBeVisible();
    const [cardBox, menuBox] = [await card.boundingBox(), await page.locator('.bottom-menu').boundingBox()];
    if (cardBox!.y + 40 > menuBox!.y)
      found.push(`home: no game card on the first screen (card at ${cardBox!.y} px, menu at ${menuBox!.y} px)`);
    // The bottom menu keeps to one line of labels.
    if (menuBox!.height > 70) found.push(`home: the bottom menu is ${menuBox!.height} px tall`);
    // The slip status, a dialog of the statement page.
    await page.goto('/user/statement');
    await page.getByRole('button', { name: text(lang, 'statement.slips') }).click();
    await expect(
      page
        .getByRole('dialog', { name: text(lang, 'slip.statusTitle') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    found.push(...(await look(page, lang, 'slips')));
    expect(found).toEqual([]);
  });
}

for (const lang of ['th', 'la'] as Lang[]) {
  test(`${lang}: a toast is written in the app's ${lang === 'th' ? 'Thai' : 'Lao'} face, not the system's`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await home(page, lang);
    await page.getByRole('button', { name: `${text(lang, 'common.copy')} ${text(lang, 'home.bank.name')}` }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toContainText(text(lang, 'common.copied'));
    await page.screenshot({ path: test.info().outputPath(`${lang}-toast.png`) });
    const face = await toast.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(face.split(',')[0]).toContain(lang === 'th' ? 'Noto Sans Thai' : 'Noto Sans Lao');
  });
}
