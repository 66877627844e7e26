import { deploy, expect, test } from './fixtures';
import { agree, home, login, money, rendered, text } from './helpers';

for (const lang of ['th', 'en'] as const) {
  test.describe(`member core in ${lang}`, () => {
    test('activate a game, transfer 100 to it: the wallet goes down 100 and the total stays', async ({ page }) => {
      await home(page, lang);
      const wallet = await money(page, 'wallet-amount');
      const total = await money(page, 'total-balance');
      // Betflix has no account yet: open one.
      await page.getByRole('button', { name: new RegExp(`^Betflix: ${text(lang, 'home.openAccount')}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Betflix' });
      await dialog.getByRole('button', { name: text(lang, 'game.activate') }).click();
      await expect(dialog.getByTestId('game-username')).not.toBeEmpty();
      await dialog.getByRole('button', { name: text(lang, 'common.close'), exact: true }).click();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Betflix: ${text(lang, 'home.viewData')}`) }),
      ).toBeVisible();
      // Transfer 100 from the wallet to it.
      await page.getByRole('button', { name: text(lang, 'home.shortcut.transfer') }).click();
      const transfer = page.getByRole('dialog', { name: text(lang, 'transfer.title') });
      await transfer.getByLabel(text(lang, 'transfer.to')).selectOption('betflix');
      await transfer.getByLabel(text(lang, 'transfer.amount')).fill('0.5');
      await transfer.getByRole('button', { name: text(lang, 'transfer.submit') }).click();
      await expect(transfer.getByText(text(lang, 'transfer.minimum', { min: '1' })).first()).toBeVisible();
      await transfer.getByLabel(text(lang, 'transfer.amount')).fill('100');
      await transfer.getByRole('button', { name: text(lang, 'transfer.submit') }).dblclick();
      await expect(transfer.getByText(text(lang, 'transfer.success'))).toBeVisible();
      await transfer.getByRole('button', { name: text(lang, 'common.ok') }).click();
      await expect.poll(() => money(page, 'wallet-amount')).toBe(wallet - 100);
      expect(await money(page, 'game-betflix')).toBe(100);
      expect(await money(page, 'total-balance')).toBe(total);
    });

    test('a withdraw above the maximum shows the translated error and moves nothing', async ({ page }) => {
      await home(page, lang);
      const wallet = await money(page, 'wallet-amount');
      await page.getByRole('button', { name: text(lang, 'home.tile.withdraw') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'withdraw.title') });
      await dialog.getByLabel(text(lang, 'withdraw.amount')).fill('9999999');
      await dialog.getByRole('button', { name: text(lang, 'withdraw.submit') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/\d/);
      const range = await dialog.getByRole('alert').innerText();
      expect(range).toBe(
        text(lang, 'withdraw.range', { min: range.match(/[\d,.]+/g)![0]!, max: range.match(/[\d,.]+/g)![1]! }),
      );
      // Above the wallet but inside the limits: the server's refusal, translated.
      await dialog.getByLabel(text(lang, 'withdraw.amount')).fill(String(wallet + 1));
      await dialog.getByRole('button', { name: text(lang, 'withdraw.submit') }).click();
      await dialog.getByRole('button', { name: text(lang, 'withdraw.send') }).click();
      await expect(dialog.getByText(text(lang, 'errors.MONEY_NOT_ENOUGH'))).toBeVisible();
      await dialog.getByLabel(text(lang, 'withdraw.amount')).fill('200');
      await dialog.getByRole('button', { name: text(lang, 'withdraw.submit') }).click();
      // Asked once, with where the money goes; nothing has left the wallet yet.
      await expect(
        dialog.getByText(text(lang, 'withdraw.confirm', { amount: `200.00 ${text(lang, 'currency.BAHT')}` })),
      ).toBeVisible();
      await expect(dialog.getByTestId('withdraw-destination')).toContainText('123-456-7890');
      await dialog.getByRole('button', { name: text(lang, 'withdraw.send') }).click();
      await expect(dialog.getByText(text(lang, 'withdraw.success'))).toBeVisible();
      // The receipt: how much, where, and the balance after it.
      await expect(dialog.getByTestId('receipt-amount')).toHaveText(`200.00 ${text(lang, 'currency.BAHT')}`);
      await expect(dialog.getByTestId('receipt-balance')).toHaveText(
        `${(wallet - 200).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${text(lang, 'currency.BAHT')}`,
      );
      await dialog.getByRole('button', { name: text(lang, 'common.ok') }).click();
      await expect.poll(() => money(page, 'wallet-amount')).toBe(wallet - 200);
    });

    test('play moves the wallet to the game and opens its auto-login link in a new tab', async ({ page, context }) => {
      await home(page, lang);
      const total = await money(page, 'total-balance');
      const wallet = await money(page, 'wallet-amount');
      await page.getByRole('button', { name: new RegExp(`^PG Soft: ${text(lang, 'home.viewData')}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'PG Soft' });
      await expect(dialog.getByTestId('game-username')).not.toBeEmpty();
      // The button says how much of the wallet it moves before the game opens.
      await expect(dialog.getByTestId('play-moves')).toHaveText(
        text(lang, 'game.playMoves', { amount: wallet.toLocaleString('en-US', { minimumFractionDigits: 2 }) }),
      );
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: text(lang, 'game.play') }).click(),
      ]);
      await expect(tab).toHaveURL(/\/demo\/play\.html\?game=pg/);
      // The game's tab has no way back into the wallet's (a compromised game page could replace it).
      expect(await tab.evaluate(() => window.opener === null)).toBe(true);
      await dialog.getByRole('button', { name: text(lang, 'common.close'), exact: true }).click();
      await expect.poll(() => money(page, 'wallet-amount')).toBe(0);
      expect(await money(page, 'total-balance')).toBe(total);
    });
  });
}

test('the agreement opens 1.5 s after home loads and, once confirmed, stays closed', async ({ page }) => {
  // The page's clock: the agreement's 1.5 s are moved on, never waited for.
  await page.clock.install();
  await login(page, '0812345678', 'demo1234');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: text('th', 'home.agreement.title') });
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_500);
  await agree(page, 'th');
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await page.clock.runFor(2_000);
  await rendered(page);
  await expect(dialog).toBeHidden();
});

test('with gameLaunch iframe, play opens the auto-login link inside the page', async ({ page }) => {
  await deploy(page, { demo: true, gameLaunch: 'iframe', version: '1.1.14' });
  await home(page, 'th');
  await page.getByRole('button', { name: new RegExp(`^Joker Gaming: ${text('th', 'home.viewData')}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Joker Gaming' });
  await expect(dialog.getByTestId('game-username')).not.toBeEmpty();
  await dialog.getByRole('button', { name: text('th', 'game.play') }).click();
  const frame = page.getByTitle('Joker Gaming');
  await expect(frame).toHaveAttribute('src', /\/demo\/play\.html\?game=joker2/);
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(page.context().pages()).toHaveLength(1);
  // The game's page tries to send the wallet's tab elsewhere: the sandbox refuses, the wallet stays.
  // (The frame's element is there before its page is: wait for the page.)
  const isGame = (f: { url(): string }) => f.url().includes('/demo/play.html');
  await expect.poll(() => page.frames().some(isGame)).toBe(true);
  const game = page.frames().find(isGame)!;
  await game.waitForLoadState();
  const tried = await game.evaluate(() => {
    try {
      window.top!.location.href = '/login?stolen=1';
      return 'navigated';
    } catch {
      return 'refused';
    }
  });
  expect(tried).toBe('refused');
  await expect(frame).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/user/home');
  // A game page on the wallet's own origin runs in an origin of its own: it cannot read the session, nor lift its
  // sandbox (finding 9).
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  const read = await game.evaluate(() => {
    try {
      return localStorage.getItem('wallet.token') ?? 'nothing';
    } catch {
      return 'refused';
    }
  });
  expect(read).toBe('refused');
});

test('a deep link opens its dialog on home once (support can send /user/home?dialog=transfer), in en and th', async ({
  page,
}) => {
  await home(page, 'en');
  await page.goto('/user/home?dialog=transfer');
  const transfer = page.getByRole('dialog', { name: text('en', 'transfer.title') });
  await expect(transfer).toBeVisible();
  await transfer.getByRole('button', { name: text('en', 'common.close'), exact: true }).click();
  await expect(transfer).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/user/home' && url.search === '');
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(transfer).toHaveCount(0);
  // An unknown dialog opens nothing; the invite link opens its banners first, in Thai.
  await page.getByLabel(text('en', 'common.language')).selectOption('th');
  await page.goto('/user/home?dialog=nope');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByRole('dialog', { name: text('th', 'transfer.title') })).toHaveCount(0);
  await page.goto('/user/home?dialog=invite');
  await expect(page.getByRole('dialog', { name: text('th', 'invite.title') })).toBeVisible();
});

test('en: a link to a game the member has no account of says so, and closing it leaves the address; a known one opens', async ({
  page,
}) => {
  await home(page, 'en');
  await page.goto('/user/home?dialog=game:unknown');
  const said = page.getByRole('dialog', { name: text('en', 'errors.NO_GAME') });
  await expect(said).toBeVisible();
  await said.getByRole('button', { name: text('en', 'common.ok') }).click();
  await expect(said).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/user/home' && url.search === '');
  await page.goto('/user/home?dialog=game:betflix');
  await expect(page.getByRole('dialog', { name: 'Betflix' })).toBeVisible();
});
