import { readFile } from 'node:fs/promises';
import { slipPng } from '../qrPng';
import { expect, test, type Page } from './fixtures';
import { demo, expectPath, home, login, text } from './helpers';

async function openDeposit(page: Page) {
  await login(page, '0812345678', 'demo1234');
  await expectPath(page, '/user/home');
  const agreement = page.getByRole('dialog', { name: text('th', 'home.agreement.title') });
  await agreement.getByRole('button', { name: text('th', 'home.agreement.confirm') }).click();
  await expect(agreement).toBeHidden();
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  return page.getByRole('dialog', { name: text('th', 'deposit.title') });
}

test('a KBANK QR for 100 shows a countdown that goes down; cancel removes it', async ({ page }) => {
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') });
  await kbank.getByLabel(text('th', 'deposit.qr.amount')).fill('100');
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.create') }).click();
  const countdown = kbank.getByTestId('qr-countdown-KBANK');
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  // The currency once, after the amount.
  await expect(kbank.getByText('จำนวนเงิน: 100.00 บาท', { exact: true })).toBeVisible();
  await expect(countdown).toHaveText(/^0[45]:\d\d$/);
  const seconds = async () => {
    const [m, s] = (await countdown.innerText()).split(':').map(Number);
    return m! * 60 + s!;
  };
  const first = await seconds();
  await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first);
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.cancel') }).click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeHidden();
  await expect(kbank.getByRole('button', { name: text('th', 'deposit.qr.create') })).toBeVisible();
  // Closing and opening again: the server has no QR any more.
  await dialog
    .getByRole('button', { name: text('th', 'common.close'), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
  await expect(kbank.getByRole('button', { name: text('th', 'deposit.qr.create') })).toBeVisible();
});

test('the QR amount is read as every money field: 1e21 and -100 are refused and say why, ๑๐๐ makes a 100 baht QR', async ({
  page,
}) => {
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') });
  const field = kbank.getByLabel(text('th', 'deposit.qr.amount'));
  const create = kbank.getByRole('button', { name: text('th', 'deposit.qr.create') });
  // The message under the field, as a screen reader reaches it: through the field's aria-describedby.
  const says = async () => {
    const id = await field.getAttribute('aria-describedby');
    return id ? kbank.locator(`[id="${id}"]`).innerText() : null;
  };
  for (const [typed, key] of [
    ['1e21', 'amountRefused.exponent'],
    ['-100', 'amountRefused.sign'],
  ] as const) {
    await field.fill(typed);
    await expect(field).toHaveValue(typed);
    await expect(create).toBeDisabled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(says).toBe(text('th', key));
  }
  await field.fill('๑๐๐');
  await expect(field).toHaveValue('๑๐๐');
  await expect(field).not.toHaveAttribute('aria-invalid');
  expect(await says()).toBeNull();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  await expect(kbank.locator('.qr-shown strong').first()).toHaveText('100.00');
});

test('a PNG slip upload shows progress, then appears in the slip status with its outcome', async ({ page }) => {
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.slip'), exact: true }).click();
  await dialog
    .getByLabel(text('th', 'slip.file'))
    .setInputFiles({ name: 'NOT_MATCH.png', mimeType: 'image/png', buffer: slipPng('QR NOT_MATCH') });
  await dialog.getByRole('button', { name: text('th', 'slip.upload'), exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/SLIP-/)).toBeVisible();
  // The demo bank reviews a slip 4 s after its upload: move the bank's clock on rather than wait.
  await demo(page, 'demo.advanceClock(4000)');
  await dialog.getByRole('button', { name: text('th', 'slip.showStatus') }).click();
  const status = page.getByRole('dialog', { name: text('th', 'slip.statusTitle') });
  const row = status.getByRole('row').nth(1);
  await expect(row).toContainText(text('th', 'slip.status.failed'));
  await expect(row).toContainText(text('th', 'slipReasons.NOT_MATCH'));
});

test('a gift link sent twice shows the translated duplicate error', async ({ page }) => {
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.wallet'), exact: true }).click();
  const link = 'https://gift.truemoney.com/campaign/?v=abc123DEF456';
  const send = dialog.getByRole('button', { name: text('th', 'giftLink.send') });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(text('th', 'giftLink.link')).fill(link);
  await send.click();
  await expect(dialog.getByText(text('th', 'giftLink.success'))).toBeVisible();
  // One true thing: the money is in the wallet, and nothing says it will arrive in about a minute.
  await expect(dialog.getByText(text('th', 'deposit.creditNote'))).toHaveCount(0);
  await dialog.getByRole('button', { name: text('th', 'giftLink.another') }).click();
  await dialog.getByLabel(text('th', 'giftLink.link')).fill(link);
  await dialog.getByRole('button', { name: text('th', 'giftLink.send') }).click();
  await expect(dialog.getByText(text('th', 'errors.TRUELINK_DUPLICATE'))).toBeVisible();
});

test('the channel tabs stay put when the channel changes (the dialog keeps its height)', async ({ page }) => {
  const dialog = await openDeposit(page);
  const tabs = dialog.getByRole('group', { name: text('th', 'deposit.channels') });
  const where = async () => (await tabs.boundingBox())!.y;
  const first = await where();
  for (const channel of ['qr', 'bank', 'wallet', 'slip', 'qr']) {
    const tab = dialog.getByRole('button', { name: text('th', `deposit.channel.${channel}`), exact: true });
    if ((await tab.count()) === 0) continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    expect(await where(), channel).toBe(first);
  }
});

test('a QR is saved as a PNG image the bank app can scan from the photos', async ({ page }) => {
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') });
  await kbank.getByLabel(text('th', 'deposit.qr.amount')).fill('100');
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.create') }).click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    kbank.getByRole('button', { name: text('th', 'deposit.qr.save') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('qr-KBANK-100.png');
  const png = await readFile((await download.path())!);
  // A PNG (its signature), 720 × 720 (its header), and a toast that says where it went.
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 720]);
  await expect(page.getByText(text('th', 'deposit.qr.saved'))).toBeVisible();
});

test('en: offline, the deposit dialog says what it waits for, never a bare spinner; back online its ways show', async ({
  page,
  context,
}) => {
  await home(page, 'en');
  await context.setOffline(true);
  await page.getByRole('button', { name: text('en', 'home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'deposit.title') });
  await expect(dialog.getByRole('status')).toHaveText(text('en', 'deposit.offlineWait'));
  await context.setOffline(false);
  await expect(dialog.getByRole('group', { name: text('en', 'deposit.channels') })).toBeVisible();
  await expect(dialog.getByText(text('en', 'deposit.offlineWait'))).toBeHidden();
});
