import { expect, test } from './fixtures';
import { home, text } from './helpers';

/** Empty and blocked states say what to do next (issue 38). */

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
