/**
 * The slip's file field in the app's own words (docs/product.md#screen-deposit): not the browser's "Choose File / No
 * file chosen", which Chrome writes in its own language (it has no Lao). The field keeps its name for a screen reader
 * and the keyboard; the chosen file's name shows beside the button.
 */
import { expect, test } from './fixtures';
import { home, PNG } from './helpers';

const WORDS = {
  th: { deposit: 'ฝากเงิน', slip: 'แจ้งสลิป', field: 'รูปสลิป', choose: 'เลือกรูปสลิป', none: 'ยังไม่ได้เลือกไฟล์' },
  la: { deposit: 'ຝາກເງິນ', slip: 'ແຈ້ງສະລິບ', field: 'ຮູບສະລິບ', choose: 'ເລືອກຮູບສະລິບ', none: 'ຍັງບໍ່ໄດ້ເລືອກໄຟລ໌' },
};

for (const lang of ['th', 'la'] as const) {
  const w = WORDS[lang];
  test(`${lang}: the slip's file button and its choice are in the app's words`, async ({ page }, info) => {
    await home(page, lang);
    await page.getByRole('button', { name: w.deposit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.deposit });
    await dialog.getByRole('button', { name: w.slip, exact: true }).click();
    const input = dialog.getByLabel(w.field, { exact: true });
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${w.none}`));
    // The button a member sees opens the phone's picker.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByText(w.choose, { exact: true }).click();
    await (await chooser).setFiles({ name: 'slip-0712.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('slip-chosen')).toHaveText('slip-0712.png');
    await expect(input).toHaveAccessibleDescription(/^slip-0712\.png/);
    await info.attach(`${lang}-slip-field`, { body: await page.screenshot(), contentType: 'image/png' });
    // Nothing of the browser's own words.
    await expect(dialog.getByText(/Choose File|No file chosen/)).toHaveCount(0);
    // The keyboard reaches the field, with its focus ring on the button it sees.
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await expect(dialog.locator('label', { hasText: w.choose })).toHaveCSS('outline-style', 'solid');
    await expect(input).toBeFocused();
  });
}
