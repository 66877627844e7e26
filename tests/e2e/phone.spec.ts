import { TOUR } from '../../src/demo/tour/tour';
import { ONE_WORD } from '../oneWord';
import { crowded } from './crowded';
import { expect, test, type Page } from './fixtures';
import { creditReceipt, demo, home, text, type Lang } from './helpers';

/**
 * A player's phone (docs/product.md#audience): every screen and dialog of the tour at 360 × 740 in th, la and en,
 * photographed into the suite's artefacts (test-results/phone-…/<lang>-<screen>.png), and read the way a player reads
 * it: no sideways scroll, and no Thai or Lao word broken in the middle of a line.
 */

/**
 * Where a line of Thai or Lao text breaks inside a word. The words are the ones Intl.Segmenter finds (ICU's
 * dictionary, the same one Chromium breaks lines with when it is allowed to), and those of tests/oneWord.ts, which a
 * reader reads as one; a line break is a character whose box starts below the one before it. A word of tests/oneWord.ts
 * in a text that may wrap is reported too, wherever its line happens to end at this width.
 */
async function brokenWords(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate(
    ({ locale, oneWord }) => {
      const words = new Intl.Segmenter(locale, { granularity: 'word' });
      const out: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        if (!/[\u0E00-\u0EFF]/.test(text) || !node.parentElement?.checkVisibility()) continue;
        const starts = new Set([...words.segment(text)].map((s) => s.index));
        // A word of ONE_WORD is one word, and may not break at any width: a line may end inside it only where the
        // text may not wrap.
        const style = getComputedStyle(node.parentElement);
        const mayWrap = style.textWrapMode !== 'nowrap' && !/^(nowrap|pre)$/.test(style.whiteSpace);
        for (const word of oneWord)
          for (const m of text.matchAll(new RegExp(word, 'g'))) {
            for (let i = m.index + 1; i < m.index + m[0].length; i++) starts.delete(i);
            if (mayWrap) out.push(`"${word}" may break (in "${text.trim()}")`);
          }
        let top: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          // Between two Thai or Lao letters (a Latin name or a date too long for its line breaks where it must).
          const letters = /[\u0E00-\u0EFF]/.test(text[i - 1] ?? '') && /[\u0E00-\u0EFF]/.test(text[i]!);
          if (top !== null && box.top > top + 4 && !starts.has(i) && letters)
            out.push(`"${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}"`);
          top = box.top;
        }
      }
      return out;
    },
    {
      locale: (lang === 'la' ? 'lo' : lang) as string,
      oneWord: lang === 'en' ? [] : ONE_WORD[lang === 'la' ? 'lo' : 'th'],
    },
  );
}

async function look(page: Page, lang: Lang, name: string, fullPage = false): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // A page whole, as the member scrolls it; a dialog as it shows over the page.
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`), fullPage });
  const found = (await brokenWords(page, lang)).map((w) => `${name}: a word broken in the middle, ${w}`);
  found.push(...(await crowded(page)).map((c) => `${name}: ${c}`));
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

/**
 * The phone's text size at 200 % (Android's font scale, a WebView's text zoom: every text twice as large, the screen as
 * wide): the browser's default font size doubled, which every size of styles.css follows (rem). More lines break, and
 * none inside a word; no amount is split, and the bottom menu stays readable and uncovered (tests/e2e/crowded.ts).
 */
const textSize200 = async (page: Page) =>
  (await page.context().newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
for (const lang of ['th', 'la'] as Lang[]) {
  test(`${lang}: at the phone's text size of 200 % every screen and dialog reads whole (photographed)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await textSize200(page);
    const found: string[] = [];
    await home(page, lang);
    for (const [name, href] of [...links('visitor'), ...links('member'), ...links('dialogs')]) {
      await page.goto(href);
      await expect(page.getByRole('main').first()).toBeVisible();
      if (href.includes('dialog=')) await expect(page.getByRole('dialog').last()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: test.info().outputPath(`${lang}-200-${name}.png`) });
      found.push(...(await brokenWords(page, lang)).map((w) => `${name}: a word broken in the middle, ${w}`));
      found.push(...(await crowded(page)).map((c) => `${name}: ${c}`));
    }
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

/**
 * The dialogs and steps the tour has no link for, reached by the taps a member makes: a bonus and its refusal as full,
 * its cancel question, a promotion, the conditions, the password change, the prize, a coupon's claim, a deposit's
 * receipt, and the register wizard's SMS step counting down. Photographed and read as above, in th and la at the text
 * size of 200 % too.
 */
const TEXT_SIZES: Array<[Lang, 100 | 200]> = [
  ['th', 100],
  ['la', 100],
  ['en', 100],
  ['th', 200],
  ['la', 200],
];
for (const [lang, size] of TEXT_SIZES) {
  const at = size === 200 ? ' and the text size of 200 %' : '';
  test(`${lang}: the dialogs a tap opens read whole at 360 px${at} (photographed)`, async ({ page }) => {
    test.setTimeout(180_000);
    if (size === 200) await textSize200(page);
    const named = (name: string) => (size === 200 ? `200-${name}` : name);
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, key, vars);
    const found: string[] = [];
    const dialog = (name: string) => page.getByRole('dialog', { name });
    const shot = async (name: string, open: ReturnType<typeof dialog>) => {
      await expect(open).toBeVisible();
      found.push(...(await look(page, lang, named(name))));
    };
    // The SMS step, as a visitor: "send again" counts down.
    await page.goto('/login');
    await page.getByRole('combobox', { name: text('th', 'common.language') }).selectOption(lang);
    await page.goto('/register');
    await page.getByLabel(t('register.phone')).fill('0861234501');
    await page.getByRole('button', { name: t('common.next') }).click();
    await expect(page.getByText(t('register.resendIn', { time: '' }).trim())).toBeVisible();
    found.push(...(await look(page, lang, named('registerOtp'))));
    // Every later step, with the step bar the same height on each (a label wrapping on one step moved the form), and
    // the log-in page that says the new account is ready.
    const steps = page.getByRole('list', { name: t('register.progress') });
    const heights = [(await steps.boundingBox())!.height];
    await page.getByLabel(t('register.otpCode')).fill('123456');
    await page.getByRole('button', { name: t('register.verify') }).click();
    await page.getByLabel(t('register.name'), { exact: true }).fill('Somsri Phone');
    found.push(...(await look(page, lang, named('registerProfile'))));
    heights.push((await steps.boundingBox())!.height);
    await page.getByLabel(t('register.password'), { exact: true }).fill('secret99');
    await page.getByLabel(t('register.confirmPassword')).fill('secret99');
    await page.getByRole('button', { name: t('common.next') }).click();
    await page.getByLabel(t('register.bank')).selectOption('KBANK');
    found.push(...(await look(page, lang, named('registerBank'))));
    heights.push((await steps.boundingBox())!.height);
    expect(new Set(heights).size, `the step bar's heights ${heights.join(', ')}`).toBe(1);
    await page.getByLabel(t('register.accountNo')).fill('5550001234');
    await page.getByLabel(t('register.firstName')).fill('สมศรี');
    await page.getByLabel(t('register.lastName')).fill('โฟน');
    await page.getByRole('button', { name: t('register.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('login.accountReady') })).toBeVisible();
    found.push(...(await look(page, lang, named('accountReady'))));
    // (The log-in page keeps the registered phone in its history entry: the member's log-in below starts afresh.)
    await page.goto('about:blank');

    await home(page, lang);
    await page.goto('/user/bonus');
    await page.getByTestId('bonus-WEEKLY5').click();
    await shot('bonusDialog', dialog(t('bonus.dialogTitle', { code: 'WEEKLY5' })));
    await page.keyboard.press('Escape');
    await page.getByTestId('bonus-FLASH50').click();
    const flash = dialog(t('bonus.dialogTitle', { code: 'FLASH50' }));
    await flash.getByRole('button', { name: t('bonus.receive') }).click();
    // The refusal shows where the member looks, above the bonus's rules, not under them.
    await expect(flash.getByText(t('errors.BONUS_FULL'))).toBeInViewport();
    // A tall dialog keeps its button in view: only its content scrolls.
    const [ok, box] = [
      await flash.getByRole('button', { name: t('common.ok') }).boundingBox(),
      await flash.boundingBox(),
    ];
    expect(ok!.y + ok!.height).toBeLessThanOrEqual(Math.min(box!.y + box!.height, 740));
    await shot('bonusFull', flash);
    await flash.getByRole('button', { name: t('common.ok') }).click();
    await page.getByRole('textbox', { name: t('promotion.label') }).fill('PROMO50');
    await page.getByRole('button', { name: t('promotion.search') }).click();
    const promotion = dialog(t('promotion.dialogTitle', { code: 'PROMO50' }));
    await expect(promotion.getByRole('button', { name: t('promotion.receive') })).toBeVisible();
    await shot('promotion', promotion);
    await page.keyboard.press('Escape');
    // Receiving the weekly bonus, then the question before cancelling it.
    await page.getByTestId('bonus-WEEKLY5').click();
    const weekly = dialog(t('bonus.dialogTitle', { code: 'WEEKLY5' }));
    await weekly.getByRole('button', { name: t('bonus.receive') }).click();
    await weekly.getByRole('button', { name: t('common.ok') }).click();
    await page
      .getByRole('region', { name: t('bonus.activeTitle') })
      .getByRole('button', { name: t('bonus.cancel') })
      .click();
    await shot('bonusCancel', dialog(t('bonus.cancelTitle')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t('member.menu.conditions') }).click();
    await shot('conditions', dialog(t('member.conditionsTitle')));
    await page.keyboard.press('Escape');
    await page.goto('/user/profile');
    await page.getByRole('button', { name: t('password.title') }).click();
    await shot('changePassword', dialog(t('password.title')));
    await page.keyboard.press('Escape');

    await page.goto('/user/spin');
    await demo(page, `demo.nextSpin('P50')`);
    await page.getByTestId('spin-button').click();
    await shot('prize', dialog(t('spin.prizeTitle')));
    await dialog(t('spin.prizeTitle'))
      .getByRole('button', { name: t('common.ok') })
      .click();
    await page
      .getByRole('button', { name: t('spin.coupons.claim') })
      .first()
      .click();
    await shot('couponClaim', dialog(t('spin.coupons.claimTitle')));
    await page.keyboard.press('Escape');

    // A QR paid by the demo bank: the deposit's receipt over home.
    await page.goto('/user/home?dialog=deposit');
    const deposit = dialog(t('deposit.title'));
    await deposit.getByRole('button', { name: t('deposit.channel.qr'), exact: true }).click();
    const kbank = deposit.getByRole('region', { name: t('deposit.qr.provider.KBANK') });
    await kbank.getByLabel(t('deposit.qr.amount')).fill('100');
    await kbank.getByRole('button', { name: t('deposit.qr.create') }).click();
    await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
    found.push(...(await look(page, lang, named('qrShown'))));
    await demo(page, 'demo.payQr()');
    await expect(page.getByRole('button', { name: t('deposit.arrived.see') })).toBeVisible({ timeout: 8000 });
    found.push(...(await look(page, lang, named('depositNews'))));
    const arrived = await creditReceipt(page, lang);
    await shot('depositArrived', arrived);
    expect(found).toEqual([]);
  });
}
