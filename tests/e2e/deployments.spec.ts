/**
 * Deployment settings and bank configurations that had no browser test, each through the screens: a QR
 * minimum override (docs/product.md#constants-qr), the deposit lookup's isManual, the wallet deposit in AUTO mode and
 * as a gift link, a deployment's message for the game dialog and its custom game. Every expectation is the spec's,
 * written here.
 */
import { readFileSync } from 'node:fs';
import { deploy, expect, test, type Page } from './fixtures';
import { demo, home, text } from './helpers';

const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;

async function depositDialog(page: Page) {
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  return page.getByRole('dialog', { name: text('th', 'deposit.title') });
}
/** A provider's preset buttons, as the member reads them. */
const presets = (page: Page, provider: string) =>
  page
    .getByRole('dialog', { name: text('th', 'deposit.title') })
    .getByRole('region', { name: text('th', `deposit.qr.provider.${provider}`) })
    .getByRole('group', { name: text('th', 'deposit.qr.presets') })
    .getByRole('button');

test("th: qrMinimum 50 leads every provider's presets and is the least a QR is made for", async ({ page }) => {
  await deploy(page, { ...config, qrMinimum: 50 });
  await home(page, 'th');
  const dialog = await depositDialog(page);
  const kbank = dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') });
  await expect(kbank).toBeVisible();
  // KBANK 10, 20, 50, 100, 500, 1000 → 50 first, then those above it; PAYONEX 100, 200, … keeps them (all above).
  await expect(presets(page, 'KBANK')).toHaveText(['50', '100', '500', '1000']);
  await expect(presets(page, 'PAYONEX')).toHaveText(['50', '200', '300', '500', '1000']);
  const amount = kbank.getByLabel(text('th', 'deposit.qr.amount'));
  const create = kbank.getByRole('button', { name: text('th', 'deposit.qr.create') });
  await amount.fill('49');
  await expect(create).toBeDisabled();
  await amount.fill('50');
  await expect(create).toBeEnabled();
});

test("th: without qrMinimum the spec's presets: KBANK from 10, PAYONEX from 100", async ({ page }) => {
  await home(page, 'th');
  await depositDialog(page);
  await expect(presets(page, 'KBANK')).toHaveText(['10', '20', '50', '100', '500', '1000']);
  await expect(presets(page, 'PAYONEX')).toHaveText(['100', '200', '300', '500', '1000']);
});

test("th: isManual (the bank's manualDeposit): no QR, every account shown to transfer to by hand, with the notice", async ({
  page,
}) => {
  await home(page, 'th');
  await demo(page, "window.demo.scenario('manualDeposit')");
  const dialog = await depositDialog(page);
  const tabs = dialog.getByRole('group', { name: text('th', 'deposit.channels') }).getByRole('button');
  await expect(tabs).toHaveText([
    text('th', 'deposit.channel.bank'),
    text('th', 'deposit.channel.wallet'),
    text('th', 'deposit.channel.slip'),
  ]);
  await expect(dialog.getByText(text('th', 'deposit.manual'))).toBeVisible();
  // KBANK in SMS and in AUTO mode, SCB, GSB and the PAYMENT account: five accounts, each with the manual note.
  await expect(dialog.getByText(text('th', 'deposit.manualNote'))).toHaveCount(5);
  await expect(dialog.getByText('012-345-6789')).toBeVisible();
});

test('th: the wallet deposit as a gift link (MANUAL), and in AUTO mode as the account with the username note', async ({
  page,
}) => {
  await home(page, 'th');
  let dialog = await depositDialog(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.wallet'), exact: true }).click();
  const link = dialog.getByLabel(text('th', 'giftLink.link'));
  await expect(link).toBeVisible();
  // The send button waits while the link is empty.
  await expect(dialog.getByRole('button', { name: text('th', 'giftLink.send') })).toBeDisabled();
  await page.keyboard.press('Escape');

  await demo(page, "window.demo.scenario('walletAuto')");
  await page.reload();
  dialog = await depositDialog(page);
  await dialog.getByRole('button', { name: text('th', 'deposit.channel.wallet'), exact: true }).click();
  await expect(dialog.getByText(text('th', 'deposit.wallet.account'))).toBeVisible();
  await expect(dialog.getByText('DEMO WALLET', { exact: true })).toBeVisible();
  await expect(dialog.getByText(text('th', 'deposit.wallet.usernameNote'))).toBeVisible();
  await expect(dialog.getByLabel(text('th', 'giftLink.link'))).toHaveCount(0);
});

test("th: a deployment's gameMessage shows in the game dialog; without one, none", async ({ page }) => {
  const message = 'ปิดปรับปรุงเกม 02:00–04:00 น.';
  await deploy(page, { ...config, gameMessage: message });
  await home(page, 'th');
  await page
    .locator('button.game-card')
    .filter({ has: page.getByTestId('game-pg') })
    .click();
  const game = page.getByRole('dialog').filter({ has: page.locator('.game-dialog') });
  await expect(game.getByText(message)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await page
    .locator('button.game-card')
    .filter({ has: page.getByTestId('game-pg') })
    .click();
  await expect(page.locator('.game-dialog')).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
});

test("th: a custom game (customGame, customGameHost): its link opens on the deployment's host, the message in its dialog only", async ({
  page,
}) => {
  const message = 'หวยออนไลน์ปิดรับ 15:30 น.';
  await deploy(page, {
    ...config,
    gameLaunch: 'iframe',
    customGame: 'joker2',
    customGameHost: 'https://games.wallet.example',
    gameMessage: message,
  });
  // The custom host answers with a page of its own (there is no such host: the frame would fail to load it).
  await page.route('https://games.wallet.example/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>game</title>' }),
  );
  await home(page, 'th');
  // Another game: no message, and its link as the bank gives it.
  await page.getByRole('button', { name: new RegExp(`^PG Soft: ${text('th', 'home.viewData')}`) }).click();
  const pg = page.getByRole('dialog', { name: 'PG Soft' });
  await expect(pg.getByTestId('game-username')).not.toBeEmpty();
  await expect(pg.getByText(message)).toHaveCount(0);
  await pg.getByRole('button', { name: text('th', 'game.play') }).click();
  await expect(page.getByTitle('PG Soft')).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:4173\/demo\/play\.html\?game=pg(&|$)/,
  );
  await page
    .getByRole('dialog', { name: 'PG Soft' })
    .getByRole('button', { name: text('th', 'common.close'), exact: true })
    .click();
  // The custom game: the message, and the bank's link (path and query) on the deployment's host.
  await page.getByRole('button', { name: new RegExp(`^Joker Gaming: ${text('th', 'home.viewData')}`) }).click();
  const joker = page.getByRole('dialog', { name: 'Joker Gaming' });
  await expect(joker.getByText(message)).toBeVisible();
  await joker.getByRole('button', { name: text('th', 'game.play') }).click();
  await expect(page.getByTitle('Joker Gaming')).toHaveAttribute(
    'src',
    /^https:\/\/games\.wallet\.example\/demo\/play\.html\?game=joker2(&|$)/,
  );
});
