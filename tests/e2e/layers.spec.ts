import { expect, test } from './fixtures';
import { home, text } from './helpers';

/** Escape closes what is on top, one layer at a time (issue 69): the dialog under it stays, as it was. */
for (const lang of ['th', 'la'] as const) {
  test(`${lang}: Escape on the slip status closes it alone; the deposit dialog under it stays, then closes`, async ({
    page,
  }) => {
    await home(page, lang);
    await page.getByRole('button', { name: text(lang, 'home.tile.deposit'), exact: true }).click();
    const deposit = page.getByRole('dialog', { name: text(lang, 'deposit.title') });
    await deposit.getByRole('button', { name: text(lang, 'deposit.slipStatus') }).click();
    const slips = page.getByRole('dialog', { name: text(lang, 'slip.statusTitle') });
    await expect(slips.getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slips).toBeHidden();
    await expect(deposit).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${lang}-escape-one-layer.png`) });
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();
    await expect(page.getByTestId('total-balance')).toBeVisible();
  });
}
