import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, expectPath, home, text, type Lang } from './helpers';

/**
 * Back closes what is on top, one layer at a time, and leaves the page only when nothing is open (issue 69): on
 * Android, Back is how people close a dialog. Forward never opens a closed dialog again (a money action is not done
 * twice).
 */

/** From home, the statement and back by the menu: the page before home is the statement. */
async function homeAfterStatement(page: Page, lang: Lang) {
  await home(page, lang);
  const menu = page.getByRole('navigation', { name: text(lang, 'menu.label') });
  await menu.getByRole('link', { name: text(lang, 'member.menu.statement') }).click();
  await expectPath(page, '/user/statement');
  await menu.getByRole('link', { name: text(lang, 'member.menu.home') }).click();
  await expectPath(page, '/user/home');
}

const dialogs = (page: Page) => page.getByRole('dialog');

/** The phone's Back: the page stays `path`, with nothing open on it. */
async function backCloses(page: Page, path: string) {
  await page.goBack();
  await expect(dialogs(page)).toHaveCount(0);
  await expectPath(page, path);
}

for (const lang of ['th', 'la'] as const)
  test(`${lang}: Back closes each of home's dialogs and stays on home; Forward opens none again; then Back leaves`, async ({
    page,
  }) => {
    await homeAfterStatement(page, lang);
    const tiles = page.getByRole('list', { name: text(lang, 'home.actions') });
    const openers: Array<readonly [string, Locator]> = [
      ...['deposit', 'withdraw', 'invite', 'bonusConditions', 'refund'].map(
        (tile) => [tile, tiles.getByRole('button', { name: text(lang, `home.tile.${tile}`), exact: true })] as const,
      ),
      ['transfer', page.getByRole('button', { name: text(lang, 'home.shortcut.transfer'), exact: true })],
      ['inviteClaim', page.getByRole('button', { name: text(lang, 'home.invite.receive'), exact: true })],
      ['game', page.locator('button.game-card').filter({ has: page.getByTestId('game-pg') })],
    ];
    for (const [name, opener] of openers) {
      await opener.click();
      await expect(dialogs(page), name).toHaveCount(1);
      await backCloses(page, '/user/home');
      await expect(page.getByTestId('total-balance')).toBeVisible();
    }
    // Forward onto the last dialog's entry: nothing opens, home stays.
    await page.goForward();
    await expectPath(page, '/user/home');
    await expect(dialogs(page)).toHaveCount(0);
    // Nothing open: Back leaves home for the page before it, as it would have without the dialogs.
    await page.goBack();
    await expectPath(page, '/user/statement');
  });

test('th: Back on the slip status over the deposit closes the slip status alone, then the deposit, then leaves', async ({
  page,
}) => {
  await homeAfterStatement(page, 'th');
  await page.getByRole('button', { name: text('th', 'home.tile.deposit'), exact: true }).click();
  const deposit = page.getByRole('dialog', { name: text('th', 'deposit.title') });
  await deposit.getByRole('button', { name: text('th', 'deposit.slipStatus') }).click();
  const slips = page.getByRole('dialog', { name: text('th', 'slip.statusTitle') });
  await expect(slips.getByRole('table')).toBeVisible();
  await page.goBack();
  await expect(slips).toBeHidden();
  await expect(deposit).toBeVisible();
  await expectPath(page, '/user/home');
  await backCloses(page, '/user/home');
  await page.goBack();
  await expectPath(page, '/user/statement');
});

test("th: Back on a statement row's detail closes it and stays on the statement", async ({ page }) => {
  await homeAfterStatement(page, 'th');
  await page
    .getByRole('navigation', { name: text('th', 'menu.label') })
    .getByRole('link', {
      name: text('th', 'member.menu.statement'),
    })
    .click();
  await page
    .getByRole('button', { name: text('th', 'statement.detail.open') })
    .first()
    .click();
  await expect(dialogs(page)).toHaveCount(1);
  await backCloses(page, '/user/statement');
  await page.goBack();
  await expectPath(page, '/user/home');
});

test('th: a dialog closed by its ×, then a link tapped at once: the link is followed, and Back returns to home without the dialog', async ({
  page,
}) => {
  await homeAfterStatement(page, 'th');
  await page.getByRole('button', { name: text('th', 'home.shortcut.transfer'), exact: true }).click();
  const transfer = page.getByRole('dialog', { name: text('th', 'transfer.title') });
  await expect(transfer).toBeVisible();
  // The × and the link in one go, before the browser has taken the dialog's entry back.
  await page.evaluate(
    ([close, bonus]) => {
      document.querySelector<HTMLButtonElement>(`dialog[open] button[aria-label="${close}"]`)!.click();
      [...document.querySelectorAll<HTMLAnchorElement>('nav.shortcuts a')]
        .find((a) => a.textContent === bonus)!
        .click();
    },
    [text('th', 'common.close'), text('th', 'home.shortcut.bonus')],
  );
  await expectPath(page, '/user/bonus');
  await page.goBack();
  await expectPath(page, '/user/home');
  await expect(dialogs(page)).toHaveCount(0);
  await page.goBack();
  await expectPath(page, '/user/statement');
});

test('th: a deep link opens its dialog; Back closes it, the address is home’s own, and the next Back leaves', async ({
  page,
}) => {
  await homeAfterStatement(page, 'th');
  await page
    .getByRole('navigation', { name: text('th', 'menu.label') })
    .getByRole('link', { name: text('th', 'member.menu.statement') })
    .click();
  await expectPath(page, '/user/statement');
  await page.goto('/user/home?dialog=withdraw');
  await expect(page.getByRole('dialog', { name: text('th', 'withdraw.title') })).toBeVisible();
  await backCloses(page, '/user/home');
  expect(new URL(page.url()).search).toBe('');
  await page.goBack();
  await expectPath(page, '/user/statement');
  // Closed by its × instead: the address is home's own too (a reload opens nothing).
  await page.goto('/user/home?dialog=withdraw');
  const withdraw = page.getByRole('dialog', { name: text('th', 'withdraw.title') });
  await withdraw.getByRole('button', { name: text('th', 'common.close') }).click();
  await expect(withdraw).toBeHidden();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(dialogs(page)).toHaveCount(0);
});

test("th: Back while a coupon's claim is on its way keeps its dialog; claimed, Back closes it and the wheel page stays", async ({
  page,
}) => {
  await home(page, 'th');
  await page.getByRole('link', { name: text('th', 'home.shortcut.spin'), exact: true }).click();
  await expectPath(page, '/user/spin');
  await demo(page, `demo.holdNext('POST', '/api/spinwheel/coupon/claim')`);
  await page.getByRole('table').getByRole('button', { name: 'รับรางวัล' }).first().click();
  const claim = page.getByRole('dialog', { name: 'รับรางวัล' });
  await claim.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect.poll(() => demo(page, 'demo.holding()')).toBe(1);
  // Its money on its way: Back leaves it open (as its × does), on its own entry again.
  await page.goBack();
  await expectPath(page, '/user/spin');
  await expect(claim).toBeVisible();
  // Escape twice with no tap between: the browser closes a dialog by itself the second time; it shows again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(claim).toBeVisible();
  await expect(page.locator('dialog.dialog[open]')).toHaveCount(1);
  await demo(page, 'demo.release()');
  await expect(claim.getByText('เพิ่มรางวัลเข้ากระเป๋าเงินแล้ว')).toBeVisible();
  await page.goBack();
  await expect(claim).toBeHidden();
  await expectPath(page, '/user/spin');
  await page.goBack();
  await expectPath(page, '/user/home');
});
