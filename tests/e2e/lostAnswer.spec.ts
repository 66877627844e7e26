/**
 * A money call the demo bank carries out whose answer is lost on the way back (demo.loseNext), retried from the screen
 * in the browser: the screen says it may have gone through, the same button resends the same key, and the wallet moves
 * once. The transfer, withdraw, invite bonus, gift link, slip, game move and bonus page are in
 * tests/unit/features (intent.test.tsx, lostAnswer.screens.test.tsx).
 */
import { expect, test } from './fixtures';
import { demo, home, money, promotionAnswerLost, text, throughBanners } from './helpers';

const cents = (n: number) => Math.round(n * 100) / 100;
/** "It may have gone through" in Thai: the open-intent notice begins with "your request". */
const mayHaveGone = text('th', 'intent.what');

test('the refund, its answer lost: the dialog says it may have gone through; opened again, nothing waits and it moved once', async ({
  page,
}) => {
  await home(page, 'th');
  const wallet = await money(page, 'wallet-amount');
  const dialog = await throughBanners(page, 'th', 'home.tile.refund', 'refund.title');
  await demo(page, `demo.loseNext('GET', '/api/refund/addWallet', '502 page')`);
  await dialog.getByRole('button', { name: text('th', 'refund.receive') }).click();
  await dialog.getByRole('button', { name: text('th', 'refund.confirm') }).click();
  await expect(dialog.getByRole('alert')).toContainText(mayHaveGone);
  await expect.poll(() => money(page, 'wallet-amount')).toBe(cents(wallet + 123.45));
  // Opened again, the dialog tells the truth: nothing waits any more, and the wallet moved once.
  await dialog.getByRole('button', { name: text('th', 'common.close'), exact: true }).click();
  const again = await throughBanners(page, 'th', 'home.tile.refund', 'refund.title');
  await expect(again.getByText(text('th', 'refund.nothing'))).toBeVisible();
  expect(await money(page, 'wallet-amount')).toBe(cents(wallet + 123.45));
});

test('a promotion, its answer dropped: receiving again resends its key and the 50 baht come once', async ({ page }) => {
  await home(page, 'th');
  const wallet = await money(page, 'wallet-amount');
  await promotionAnswerLost(page);
  await page.goto('/user/home');
  await expect.poll(() => money(page, 'wallet-amount')).toBe(cents(wallet + 50));
});

test('a QR, its answer a 504: the screen says it may have gone through; creating again shows the one QR, for 100', async ({
  page,
}) => {
  await home(page, 'th');
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'deposit.title') });
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') });
  await kbank.getByLabel(text('th', 'deposit.qr.amount')).fill('100');
  await demo(page, `demo.loseNext('POST', '/api/qrcode/KBANK', '504')`);
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.create') }).click();
  await expect(kbank.getByRole('alert')).toContainText(text('th', 'intent.whatAmount', { amount: '100.00' }));
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.create') }).click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  // The demo pays the newest QR: it is the one on the screen, for 100.
  expect(await demo(page, 'demo.payQr()')).toBe(100);
});

test('a spin, its answer a broken 200: the wheel halts and says it may have gone through; spinning again shows that prize, one coin gone', async ({
  page,
}) => {
  await home(page, 'th');
  await page.getByRole('button', { name: text('th', 'home.tile.spin_other', { count: '5' }) }).click();
  const coins = page.getByTestId('spin-coins');
  await expect(coins).toHaveText(text('th', 'spin.coins', { count: '5' }));
  await demo(page, `demo.nextSpin('P50')`);
  await demo(page, `demo.loseNext('POST', '/api/spinwheel/spin', 'broken 200')`);
  await page.getByTestId('spin-button').click();
  await expect(page.getByRole('alert').filter({ hasText: mayHaveGone })).toBeVisible({ timeout: 10_000 });
  // The coins read again show the spin the bank made.
  await expect(coins).toHaveText(text('th', 'spin.coins', { count: '4' }));
  await page.getByTestId('spin-button').click();
  const dialog = page.getByRole('dialog', { name: text('th', 'spin.prizeTitle') });
  await expect(dialog.getByTestId('prize-label')).toHaveText('50', { timeout: 10_000 });
  await dialog.getByRole('button', { name: text('th', 'common.ok') }).click();
  await expect(coins).toHaveText(text('th', 'spin.coins', { count: '4' }));
});

test('a coupon claim, its answer a 502 page: the dialog says it may have gone through; the coupon paid once', async ({
  page,
}) => {
  await home(page, 'th');
  const before = await money(page, 'total-balance');
  await page.goto('/user/spin');
  const table = page.getByRole('table', { name: text('th', 'spin.coupons.title') });
  await demo(page, `demo.loseNext('POST', '/api/spinwheel/coupon/claim', '502 page')`);
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: text('th', 'spin.coupons.claim') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('th', 'spin.coupons.claimTitle') });
  await dialog.getByRole('button', { name: text('th', 'spin.coupons.confirm') }).click();
  await expect(dialog.getByRole('alert')).toContainText(mayHaveGone);
  await dialog.getByRole('button', { name: text('th', 'common.ok') }).click();
  await page.goto('/user/home');
  // The first coupon is the one soonest to expire, the seed's 50 baht (docs/product.md#screen-spin).
  await expect.poll(() => money(page, 'total-balance')).toBe(cents(before + 50));
});
