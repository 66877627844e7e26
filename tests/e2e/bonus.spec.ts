import { expect, test, type Page } from './fixtures';
import { home, money, text, wordsOnPicture, type Lang } from './helpers';

/** Bangkok wall time to epoch ms (UTC+7). */
const bkk = (s: string) => Date.parse(`${s}+07:00`);

async function bonusPage(page: Page, lang: Lang, phone?: string) {
  await home(page, lang, phone);
  await page.getByRole('link', { name: text(lang, 'home.shortcut.bonus') }).click();
  await expect(page.getByRole('heading', { name: text(lang, 'bonus.title'), level: 1 })).toBeVisible();
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`bonuses in ${lang}`, () => {
    test('receive a bonus, see it current, cancel it', async ({ page }) => {
      await bonusPage(page, lang);
      await page.getByRole('button', { name: text(lang, 'bonus.open', { code: 'WEEKLY5' }) }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'bonus.dialogTitle', { code: 'WEEKLY5' }) });
      // The notice carries the bonus's percentFail; the banners state the rule's numbers.
      await expect(dialog.getByText('10%').first()).toBeVisible();
      await expect(dialog.getByText(/5% .*200 บาท/).first()).toBeVisible();
      await dialog.getByRole('button', { name: text(lang, 'bonus.receive') }).dblclick();
      await expect(dialog.getByRole('status')).toHaveText(text(lang, 'bonus.activated', { code: 'WEEKLY5' }));
      await dialog.getByRole('button', { name: text(lang, 'common.ok') }).click();
      await expect(page.getByTestId('bonus-WEEKLY5')).toContainText(text(lang, 'bonus.current'));
      await expect(page.getByTestId('active-bonus')).toHaveText(
        text(lang, 'bonus.activeType', { code: 'WEEKLY5', type: text(lang, 'bonus.type.week') }),
      );
      // No promotion code while a bonus runs.
      await expect(page.getByRole('textbox', { name: text(lang, 'promotion.label') })).toHaveCount(0);
      await page.getByRole('button', { name: text(lang, 'bonus.cancel') }).click();
      const confirm = page.getByRole('dialog', { name: text(lang, 'bonus.cancelTitle') });
      // Received a moment ago, no deposit since: no bonus credit to take back.
      await expect(confirm).toContainText(text(lang, 'bonus.takenBack.none'));
      await confirm.getByRole('button', { name: text(lang, 'bonus.cancelConfirm') }).click();
      await expect(page.getByTestId('active-bonus')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: text(lang, 'promotion.label') })).toBeVisible();
      // Received once of twice this week: it can be received again.
      await expect(page.getByRole('button', { name: text(lang, 'bonus.open', { code: 'WEEKLY5' }) })).toBeVisible();
    });

    test('bonuses whose limit is reached show "received" and do not open', async ({ page }) => {
      await bonusPage(page, lang);
      for (const code of ['WELCOME100', 'DAILY10']) {
        await expect(page.getByTestId(`bonus-${code}`)).toContainText(text(lang, 'bonus.received'));
        await expect(page.getByRole('button', { name: text(lang, 'bonus.open', { code }) })).toHaveCount(0);
      }
    });

    test('a promotion code is found and received once, then refused; an unknown code is not found', async ({
      page,
    }) => {
      await home(page, lang);
      const wallet = await money(page, 'wallet-amount');
      await page.getByRole('link', { name: text(lang, 'home.shortcut.bonus') }).click();
      const input = page.getByRole('textbox', { name: text(lang, 'promotion.label') });
      await input.pressSequentially('promo50');
      await expect(input).toHaveValue('PROMO50');
      const dialog = page.getByRole('dialog', { name: text(lang, 'promotion.dialogTitle', { code: 'PROMO50' }) });
      let quoted = '';
      for (const attempt of [1, 2]) {
        await page.getByRole('button', { name: text(lang, 'promotion.search') }).click();
        await expect(dialog.getByText(text(lang, 'promotion.percentFail', { percent: '25' }))).toBeVisible();
        await dialog.getByRole('button', { name: text(lang, 'promotion.receive') }).click();
        if (attempt === 1) {
          await expect(dialog.getByRole('status')).toHaveText(text(lang, 'promotion.received', { code: 'PROMO50' }));
          // Its reference, which the statement's entry quotes too (below).
          const reference = dialog.getByTestId('receipt-reference').getByTestId('reference');
          await expect(reference).toHaveText(/^[0-9A-F]{8}$/);
          quoted = (await reference.textContent())!;
          await dialog.getByRole('button', { name: text(lang, 'common.ok') }).click();
          await input.fill('promo50');
        } else {
          await expect(dialog.getByRole('alert')).toHaveText(text(lang, 'errors.PROMOTION_RECEIVED'));
          await dialog.getByRole('button', { name: text(lang, 'common.cancel') }).click();
        }
      }
      await input.fill('nope');
      await page.getByRole('button', { name: text(lang, 'promotion.search') }).click();
      const missing = page.getByRole('dialog', { name: text(lang, 'promotion.dialogTitle', { code: 'NOPE' }) });
      await expect(missing.getByRole('alert')).toHaveText(text(lang, 'promotion.notFound', { code: 'NOPE' }));
      await missing.getByRole('button', { name: text(lang, 'common.ok') }).click();
      // Credited once: exactly 50 baht more.
      await page.getByRole('link', { name: text(lang, 'member.menu.home') }).click();
      await expect.poll(() => money(page, 'wallet-amount')).toBe(wallet + 50);
      await page.getByRole('link', { name: text(lang, 'member.menu.statement') }).click();
      const first = page.getByTestId('statement-entry').first();
      await expect(first.getByTestId('statement-amount')).toHaveText('+50.00');
      await first.getByRole('button', { name: new RegExp(`^${text(lang, 'statement.detail.open')}`) }).click();
      const detail = page.getByRole('dialog', { name: text(lang, 'statement.detail.title') });
      await expect(detail.getByTestId('entry-reference').getByTestId('reference')).toHaveText(quoted);
    });
  });
}

test('a phone in London sees the daily bonus come back at 00:00 Bangkok, not at its own midnight', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  // 23:59:40 in Bangkok is 16:59:40 in London: the phone's own day has hours to go.
  await page.clock.setFixedTime(bkk('2025-03-10T23:59:40'));
  await bonusPage(page, 'th');
  await expect(page.getByTestId('bonus-DAILY10')).toContainText(text('th', 'bonus.received'));
  await expect(page.getByTestId('bonus-DAILY10')).toContainText('11/03/2025 00:00:00');
  await page.clock.setFixedTime(bkk('2025-03-11T00:00:01'));
  const open = page.getByRole('button', { name: text('th', 'bonus.open', { code: 'DAILY10' }) });
  await expect(open).toBeVisible();
  await open.click();
  const dialog = page.getByRole('dialog', { name: text('th', 'bonus.dialogTitle', { code: 'DAILY10' }) });
  await dialog.getByRole('button', { name: text('th', 'bonus.receive') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text('th', 'bonus.activated', { code: 'DAILY10' }));
  await context.close();
});

test('receiving while another bonus runs asks first, then switches; a failed cancel shows the error', async ({
  page,
}) => {
  await bonusPage(page, 'en', '0898765432');
  await expect(page.getByTestId('active-bonus')).toContainText('DAILY10');
  // A failed cancel: an alert with the translated error, and the bonus still runs.
  await page.evaluate(() => window.demo!.failNext('GET', '/api/bonus/clear', 'INTERNAL_SERVER_ERROR'));
  await page.getByRole('button', { name: text('en', 'bonus.cancel') }).click();
  await page
    .getByRole('dialog', { name: text('en', 'bonus.cancelTitle') })
    .getByRole('button', { name: text('en', 'bonus.cancelConfirm') })
    .click();
  const alert = page.getByRole('dialog', { name: text('en', 'errors.title') });
  // A 500 proves nothing: the member is told it could not be confirmed (and the bonus list, read again, shows it).
  await expect(alert).toContainText(text('en', 'errors.OUTCOME_UNKNOWN'));
  await alert.getByRole('button', { name: text('en', 'common.ok') }).click();
  await expect(page.getByTestId('active-bonus')).toContainText('DAILY10');
  // Malee's weekly bonus is used up until Monday: move the demo bank to next Monday from the demo panel.
  await expect(page.getByTestId('bonus-WEEKLY5')).toContainText(text('en', 'bonus.received'));
  await page.getByRole('button', { name: text('en', 'demo.open') }).click();
  await page.getByRole('button', { name: text('en', 'demo.tabs.clock'), exact: true }).click();
  await page.getByRole('button', { name: text('en', 'demo.nextWeek') }).click();
  await page.getByRole('button', { name: text('en', 'bonus.open', { code: 'WEEKLY5' }) }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'bonus.dialogTitle', { code: 'WEEKLY5' }) });
  await dialog.getByRole('button', { name: text('en', 'bonus.receive') }).click();
  // The question names what cancelling DAILY10 takes back: its 20 baht credit, from 320.50 baht in the wallet.
  const question = dialog.getByRole('alert');
  await expect(question).toContainText(text('en', 'bonus.switchBody', { code: 'WEEKLY5', active: 'DAILY10' }));
  await expect(question).toContainText(
    text('en', 'bonus.takenBack.amount', { amount: '20.00', before: '320.50', after: '300.50' }),
  );
  await dialog.getByRole('button', { name: text('en', 'bonus.switchConfirm') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text('en', 'bonus.activated', { code: 'WEEKLY5' }));
  await dialog.getByRole('button', { name: text('en', 'common.ok') }).click();
  await expect(page.getByTestId('active-bonus')).toContainText('WEEKLY5');
  await expect(page.getByTestId('bonus-DAILY10')).not.toContainText(text('en', 'bonus.current'));
});

for (const lang of ['th', 'la'] as const)
  test(`${lang}: a bonus card's picture lies above its words, never under them`, async ({ page }) => {
    await home(page, lang);
    await page.goto('/user/bonus');
    const cards = page.locator('.bonus-card');
    await expect(cards).toHaveCount(4);
    // Every word of a card (its code, its limit, a badge, when it comes back) against its picture's box.
    const under = await wordsOnPicture(cards, '.bonus-band');
    expect(under).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-bonus-cards.png`) });
  });
