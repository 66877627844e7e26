import { expect, test, type Page } from './fixtures';
import { creditReceipt, demo, home, kbankQr, money, text, type Lang } from './helpers';

/**
 * A player can trace every baht (docs/product.md#references): a receipt's reference is the one its statement entry
 * shows when opened, each slip shows its reference, and a QR said paid is pending on home and in the statement until
 * the bank pays it. Each changed screen is photographed at 360 × 740 into the suite's artefacts
 * (test-results/trace-…/<lang>-<screen>.png).
 */

const shot = async (page: Page, lang: Lang, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`) });
};

for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: a withdrawal's receipt and its statement entry quote one reference`, async ({ page }) => {
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, key, vars);
    await home(page, lang);
    await page.getByRole('button', { name: t('home.tile.withdraw') }).click();
    const withdraw = page.getByRole('dialog', { name: t('withdraw.title') });
    await withdraw.getByLabel(t('withdraw.amount')).fill('200');
    await withdraw.getByRole('button', { name: t('withdraw.submit') }).click();
    await withdraw.getByRole('button', { name: t('withdraw.send') }).click();
    const reference = withdraw.getByTestId('receipt-reference').getByTestId('reference');
    await expect(reference).toHaveText(/^[0-9A-F]{8}$/);
    const quoted = (await reference.textContent())!;
    await expect(withdraw.getByRole('button', { name: `${t('common.copy')} ${t('receipt.reference')}` })).toBeVisible();
    await shot(page, lang, 'withdraw-receipt');
    await withdraw.getByRole('button', { name: t('common.ok') }).click();

    await page.getByRole('link', { name: t('member.menu.statement') }).click();
    const first = page.getByTestId('statement-entry').first();
    // Sent to the bank, not yet done: unsigned until it is (its status says so in words).
    await expect(first.getByTestId('statement-amount')).toHaveText('200.00');
    await first.getByRole('button', { name: new RegExp(`^${t('statement.detail.open')}`) }).click();
    const detail = page.getByRole('dialog', { name: t('statement.detail.title') });
    await expect(detail.getByTestId('entry-reference').getByTestId('reference')).toHaveText(quoted);
    await expect(detail.getByTestId('entry-amount')).toHaveText(`200.00 ${t('currency.BAHT')}`);
    await expect(detail).toContainText(t('statement.type.withdraw'));
    await shot(page, lang, 'statement-detail');
    await detail.getByRole('button', { name: t('common.close') }).click();

    await page.getByRole('button', { name: t('statement.slips') }).click();
    const slips = page.getByRole('dialog', { name: t('slip.statusTitle') });
    await expect(slips.getByTestId('reference').first()).toHaveText('SLIP-0001');
    await shot(page, lang, 'slips');
  });

  test(`${lang}: a QR said paid is pending on home and in the statement, through a reload, until the bank pays it`, async ({
    page,
  }) => {
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, key, vars);
    await home(page, lang);
    const before = await money(page, 'wallet-amount');
    const { dialog, kbank } = await kbankQr(page, '100', lang);
    await kbank.getByRole('button', { name: t('deposit.qr.transferred') }).click();
    await expect(dialog).toBeHidden();
    const pending = page.getByRole('region', { name: t('deposit.paid.title') });
    await expect(pending.getByTestId('paid-qr-amount')).toHaveText('+100.00');
    await expect(pending).toContainText(t('deposit.paid.pending'));
    await shot(page, lang, 'home-paid-qr');

    await page.getByRole('link', { name: t('member.menu.statement') }).click();
    const row = page.getByRole('list', { name: t('deposit.paid.title') }).getByTestId('paid-qr');
    await expect(row.getByTestId('paid-qr-amount')).toHaveText('+100.00');
    await expect(page.getByTestId('statement-entry')).toHaveCount(10);
    await shot(page, lang, 'statement-paid-qr');
    // "I have paid" is the member's word: a reload still shows it pending, and still waits for the bank.
    await page.reload();
    await expect(row.getByTestId('paid-qr-amount')).toHaveText('+100.00');

    // The bank pays it: the receipt comes by itself, with a reference, and nothing is pending any more.
    await demo(page, 'demo.payQr()');
    const receipt = await creditReceipt(page, lang);
    await expect(receipt.getByTestId('receipt-reference').getByTestId('reference')).toHaveText(/^[0-9A-F]{8}$/);
    await shot(page, lang, 'deposit-receipt');
    await receipt.getByRole('button', { name: t('common.ok') }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: t('member.menu.home') }).click();
    await expect.poll(() => money(page, 'wallet-amount')).toBe(before + 100);
    await expect(pending).toHaveCount(0);
  });
}

for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: a prize says it is a coupon to claim by its date; coupons soonest to expire first`, async ({
    page,
  }) => {
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, key, vars);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await home(page, lang);
    await page.goto('/user/spin');
    const table = page.getByRole('table', { name: t('spin.coupons.title') });
    // The seed's 50 baht coupon that expires within the hour heads page 1, marked.
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText('50.00');
    await expect(first.getByTestId('coupon-soon')).toHaveText(t('spin.coupons.soonHour'));
    await expect(table.getByTestId('coupon-soon')).toHaveCount(1);
    await page.getByRole('region', { name: t('spin.coupons.title') }).scrollIntoViewIfNeeded();
    await shot(page, lang, 'coupons');

    await demo(page, `demo.nextSpin('P10')`);
    await page.getByTestId('spin-button').click();
    const prize = page.getByRole('dialog', { name: t('spin.prizeTitle') });
    await expect(prize.getByTestId('prize-label')).toHaveText('10');
    // The coupon is the new one: 10 baht, claimable 7 days from now.
    const words = prize.getByTestId('prize-coupon');
    await expect(words).toContainText(`10.00 ${t('currency.BAHT')}`);
    const [before, after] = t('spin.prizeCoupon', { amount: '@', date: '@' }).split('@').slice(1);
    await expect(words).toContainText(before!.trim());
    await expect(words).toContainText(after!.trim());
    await shot(page, lang, 'prize');
  });
}

for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: the profile's lock says "change password" in words; the id is short and copied whole; an eye shows the password`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await home(page, lang);
    await page.getByRole('link', { name: text(lang, 'member.menu.profile') }).click();
    // Written on the button, not only said to a screen reader (an aria-label is no text on the screen).
    const lock = page.locator('button', { hasText: text(lang, 'password.title') });
    await expect(lock).toBeVisible();
    await expect(lock).not.toHaveAttribute('aria-label');
    await expect(page.getByTestId('bank-account-no')).toHaveText('123-456-7890');
    // Somchai's id, 24 characters, read short; the copy button copies all of it.
    await expect(page.getByTestId('member-id')).toHaveText('64b0…000a01');
    await page.getByRole('button', { name: `${text(lang, 'common.copy')} ${text(lang, 'profile.id')}` }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toContainText('64b000000000000000000a01');
    await shot(page, lang, 'profile');
    await lock.click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'password.title') });
    await expect(dialog).toBeVisible();
    // The eye says what it does in words, and shows the password typed.
    const field = dialog.getByLabel(text(lang, 'password.oldPassword'), { exact: true });
    await field.fill('demo1234');
    const eye = dialog.getByRole('button', {
      name: text(lang, 'password.show', { field: text(lang, 'password.oldPassword') }),
    });
    await expect(eye).toHaveText(text(lang, 'password.showWord'));
    await expect(eye.locator('svg')).toBeVisible();
    await eye.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(
      dialog.getByRole('button', { name: text(lang, 'password.hide', { field: text(lang, 'password.oldPassword') }) }),
    ).toHaveText(text(lang, 'password.hideWord'));
    await shot(page, lang, 'password');
  });
}
