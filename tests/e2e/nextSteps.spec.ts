import { expect, test } from './fixtures';
import { demo, escape, home, text } from './helpers';

/** Empty and blocked states say what to do next. */

test('th: with no coins the wheel page says where coins come from, and leads there', async ({ page }) => {
  await home(page, 'th', '0822222222');
  await page.goto('/user/spin');
  const hint = page.getByTestId('no-coins');
  await expect(hint).toContainText(text('th', 'spin.earnCoins'));
  await hint.getByRole('link', { name: text('th', 'spin.seePromotions') }).click();
  await expect(page).toHaveURL(/\/user\/bonus$/);
});

test('th: while a bonus runs, the bonus page says why there is no promotion-code box', async ({ page }) => {
  await home(page, 'th', '0898765432');
  await page.goto('/user/bonus');
  await expect(page.getByTestId('active-bonus')).toContainText('DAILY10');
  await expect(page.getByText(text('th', 'bonus.promotionAfter'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: text('th', 'promotion.label') })).toHaveCount(0);
});

test('th: a bonus the bank refused as full says so on its card, before any tap, for the rest of the session', async ({
  page,
}) => {
  await home(page, 'th', '0812345678');
  await page.goto('/user/bonus');
  const card = page.getByTestId('bonus-FLASH50');
  // The list has no quota: the first tap is the only way to learn it.
  await card.click();
  const dialog = page.getByRole('dialog', { name: text('th', 'bonus.dialogTitle', { code: 'FLASH50' }) });
  await dialog.getByRole('button', { name: text('th', 'bonus.receive') }).click();
  await expect(dialog.getByText(text('th', 'errors.BONUS_FULL'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: text('th', 'bonus.receive') })).toHaveCount(0);
  await dialog.getByRole('button', { name: text('th', 'common.ok') }).click();
  await expect(card.getByText(text('th', 'bonus.full'))).toBeVisible();
  await expect(card).not.toHaveRole('button');
  // Back on the page after a reload: still full, no second tap needed.
  await page.reload();
  await expect(page.getByTestId('bonus-FLASH50').getByText(text('th', 'bonus.full'))).toBeVisible();
  await expect(page.getByTestId('bonus-FLASH50')).not.toHaveRole('button');
  await expect(page.getByTestId('bonus-WEEKLY5')).toHaveRole('button');
});

test('th: "send again" counts down on the SMS code step, and three codes in a row never meet the bank\'s block', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(text('th', 'register.phone')).fill('0861234500');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  const resend = page.getByRole('button', { name: text('th', 'register.resend') });
  const wait = page.getByText(text('th', 'register.resendIn', { time: '' }).trim());
  const ref = page.getByText(text('th', 'register.otpRef', { ref: '' }).trim());
  // A minute after each of the first two codes.
  for (const code of [1, 2]) {
    await expect(resend, `code ${code}`).toBeDisabled();
    await expect(wait).toHaveText(
      new RegExp(`${escape(text('th', 'register.resendIn', { time: '' }))}(00:[0-5]\\d|01:00)`),
    );
    const before = await ref.textContent();
    await demo(page, 'demo.advanceClock(60_000)');
    await expect(resend).toBeEnabled();
    await expect(wait).toBeHidden();
    await resend.click();
    await expect(ref).not.toHaveText(before!);
  }
  // After the third, the bank's whole window (10 minutes): a fourth code now would be refused.
  await expect(resend).toBeDisabled();
  await expect(wait).toHaveText(
    new RegExp(`${escape(text('th', 'register.resendIn', { time: '' }))}(09:[0-5]\\d|10:00)`),
  );
  await demo(page, 'demo.advanceClock(9 * 60_000)');
  await expect(wait).toHaveText(
    new RegExp(`${escape(text('th', 'register.resendIn', { time: '' }))}(00:[0-5]\\d|01:00)`),
  );
  await expect(resend).toBeDisabled();
  // Back to the phone and on with the same number: the code already sent, not a new one.
  await page.getByRole('button', { name: text('th', 'common.back') }).click();
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await expect(resend).toBeDisabled();
  await demo(page, 'demo.advanceClock(60_000)');
  await resend.click();
  await expect(page.getByText(text('th', 'errors.OTP_BLOCK'))).toHaveCount(0);
  await expect(page.getByLabel(text('th', 'register.otpCode'))).toBeVisible();
  await expect(resend).toBeDisabled();
});

test('th: a coupon that expires while the wheel page stays open leaves the list by itself, no reload', async ({
  page,
}) => {
  await page.clock.install();
  await home(page, 'th');
  await page.goto('/user/spin');
  const coupons = page.getByRole('region', { name: text('th', 'spin.coupons.title') });
  // The seed's coupon that expires within the hour, first on the list (the soonest to expire): found by its date.
  await expect(coupons.locator('time').first()).toBeVisible();
  const within = await coupons
    .locator('time[datetime]')
    .evaluateAll((times) =>
      times
        .map((t) => t.getAttribute('datetime')!)
        .filter((at) => Date.parse(at) > Date.now() && Date.parse(at) - Date.now() < 60 * 60_000),
    );
  expect(within).toHaveLength(1);
  const soon = coupons.getByRole('row').filter({ has: page.locator(`time[datetime="${within[0]}"]`) });
  await expect(soon).toHaveCount(1);
  await expect(soon.getByRole('button', { name: text('th', 'spin.coupons.claim') })).toBeEnabled();
  // An hour later on the phone's (and the demo bank's) clock, with nobody touching the page.
  await page.clock.fastForward('01:00:00');
  // fastForward fires only what is due by the jump's end; the page reads the list again half a second after the expiry,
  // by the bank's clock (the Date header's whole seconds): two more seconds let that read come due.
  await page.clock.runFor(2_000);
  // The list is read again just after it expired: the bank no longer offers it, and neither does the page.
  await expect(soon).toHaveCount(0);
  // Four left: the first page's three under the header.
  await expect(coupons.getByRole('row')).toHaveCount(4);
});
