import { slipPng, slipQr } from '../qrPng';
import { expect, test, type Page } from './fixtures';
import { creditReceipt, demo, home, kbankQr, money, text } from './helpers';

/**
 * The deposit loop closed (docs/product.md#machine-depositWatch): a paid QR, "I have paid" and a reviewed slip each end
 * in a receipt (amount, channel, time, the wallet after it) without the member pressing refresh; the demo bank's
 * payment shows live.
 */

const baht = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2 })} ${text('th', 'currency.BAHT')}`;

/**
 * A deposit of `amount` baht told as news (seen within one look of the watch, every 5 s, without a tap on refresh),
 * then its receipt opened from it.
 */
async function receipt(page: Page, amount: number) {
  await expect(page.getByText(text('th', 'deposit.arrived.news', { money: baht(amount) }))).toBeVisible({
    timeout: 8000,
  });
  return creditReceipt(page);
}

test('th: a QR paid while it is on the screen ends in a receipt, and the QR is gone', async ({ page }) => {
  await home(page, 'th');
  const before = await money(page, 'wallet-amount');
  const { kbank } = await kbankQr(page, '100');
  await demo(page, 'demo.payQr()');
  // The news waits at the top and takes no tap but on its buttons: a tap on its words reaches what is beneath.
  const news = page.getByText(text('th', 'deposit.arrived.news', { money: baht(100) }));
  await expect(news).toBeVisible({ timeout: 8000 });
  const box = (await news.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-sonner-toast]'), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toBe(false);
  await expect(page.getByRole('dialog', { name: text('th', 'deposit.arrived.title') })).toHaveCount(0);
  const r = await receipt(page, 100);
  await expect(r.getByTestId('receipt-amount')).toHaveText(baht(100));
  await expect(r.getByTestId('receipt-balance')).toHaveText(baht(before + 100));
  await expect(r).toContainText('ธนาคารกสิกรไทย');
  await r.getByRole('button', { name: text('th', 'common.ok') }).click();
  // The paid QR no longer shows: the provider offers a new one.
  await expect(kbank.getByRole('button', { name: text('th', 'deposit.qr.create') })).toBeVisible();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect.poll(() => money(page, 'wallet-amount')).toBe(before + 100);
});

test('th: "I have paid" closes the dialog and promises word; the receipt comes on home when the bank pays', async ({
  page,
}) => {
  await home(page, 'th');
  const before = await money(page, 'wallet-amount');
  const { dialog, kbank } = await kbankQr(page, '50');
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.transferred') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text('th', 'deposit.qr.watchToast'))).toBeVisible();
  await demo(page, 'demo.payQr()');
  await expect((await receipt(page, 50)).getByTestId('receipt-amount')).toHaveText(baht(50));
  await expect(page.getByTestId('wallet-amount')).toHaveText(/\d/);
  await expect.poll(() => money(page, 'wallet-amount')).toBe(before + 50);
});

test('th: a slip sent, then approved by the bank, ends in a receipt by slip', async ({ page }) => {
  await home(page, 'th');
  const before = await money(page, 'wallet-amount');
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'deposit.title') });
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.slip'), exact: true }).click();
  await dialog
    .getByLabel(text('th', 'slip.file'))
    // The amount is the slip's QR's (the demo's slips carry it), never a number in the file's name.
    .setInputFiles({ name: 'IMG_0425.png', mimeType: 'image/png', buffer: slipPng(slipQr('LOOP0000250', '250.00')) });
  await dialog.getByRole('button', { name: text('th', 'slip.upload'), exact: true }).click();
  await expect(dialog.getByText(/SLIP-/)).toBeVisible();
  // The demo bank reviews a slip 4 s after its upload: its clock moves on rather than the test waiting.
  await demo(page, 'demo.advanceClock(4000)');
  const r = await receipt(page, 250);
  await expect(r.getByTestId('receipt-amount')).toHaveText(baht(250));
  await expect(r).toContainText(text('th', 'statement.pocket.SLIP'));
  await expect(r.getByTestId('receipt-balance')).toHaveText(baht(before + 250));
});

test('th: while a bonus runs, the withdraw dialog says so before the member types', async ({ page }) => {
  await home(page, 'th', '0898765432');
  await page.getByRole('button', { name: text('th', 'home.tile.withdraw') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'withdraw.title') });
  await expect(dialog.getByTestId('withdraw-locked')).toContainText(text('th', 'withdraw.bonusRunning'));
  await expect(dialog.getByTestId('withdraw-locked-code')).toContainText('DAILY10');
  await expect(dialog.getByLabel(text('th', 'withdraw.amount'))).toHaveCount(0);
  await dialog.getByRole('link', { name: text('th', 'bonus.toMine') }).click();
  await expect(page).toHaveURL(/\/user\/bonus$/);
});
