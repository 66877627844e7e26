import { expect, test } from './fixtures';
import { home, text, wordsOnPicture } from './helpers';

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

/**
 * The demo console's code comes after the first screen, then moves over the open dialog (src/ui/toastLayer.ts): the
 * dialog keeps its place from its first frame, so a finger already on its button is not left on something else (a
 * transfer's tap was lost so, logout.spec's 401 test, one CI run in about 50).
 */
test('en: the demo console arriving over an open dialog moves nothing in it, and covers neither its title nor its ×', async ({
  page,
}) => {
  await home(page, 'en');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The console's code held back until the dialog is on the screen (routing also bypasses the HTTP cache).
  await page.route('**/assets/DemoConsole-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/home?dialog=transfer');
  const transfer = page.getByRole('dialog', { name: text('en', 'transfer.title') });
  const submit = transfer.getByRole('button', { name: text('en', 'transfer.submit') });
  await expect(submit).toBeVisible();
  await expect(transfer.locator('.demo-layer')).toHaveCount(0);
  const before = await submit.boundingBox();
  release();
  const bar = transfer.locator('.demo-layer[data-over-dialog]');
  await expect(bar).toBeVisible();
  expect(await submit.boundingBox()).toEqual(before);
  const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
  for (const top of [
    transfer.getByRole('heading', { name: text('en', 'transfer.title') }),
    transfer.getByRole('button', { name: text('en', 'common.close') }),
  ])
    expect((await top.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  await page.screenshot({ path: test.info().outputPath('en-console-over-dialog.png') });
});

/** Whether two boxes share any pixel. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['th', 'la'] as const)
  test(`${lang}: a toast over a dialog starts under its title and ×, never over them`, async ({ page }) => {
    await home(page, lang);
    await page
      .locator('button.game-card')
      .filter({ has: page.getByTestId('game-pg') })
      .click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await expect(game.getByTestId('game-username')).not.toBeEmpty();
    // The copy's toast (the money-arrived news shows the same way, and waits until dismissed).
    await game
      .getByRole('button', { name: text(lang, 'common.copy'), exact: false })
      .first()
      .click();
    const toast = game.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const header = game.locator('.dialog-header');
    const band = (await header.boundingBox())!;
    // Once it has slid in: its top under the header's band.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(band.y + band.height);
    for (const covered of [
      header.getByRole('heading'),
      header.getByRole('button', { name: text(lang, 'common.close') }),
    ])
      expect(overlap((await toast.boundingBox())!, (await covered.boundingBox())!)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`${lang}-toast-under-dialog-title.png`) });
  });

for (const lang of ['th', 'la'] as const)
  test(`${lang}: a game card's picture lies above its name and balance, never under them`, async ({ page }) => {
    await home(page, lang);
    const cards = page.locator('button.game-card');
    await expect(cards.first()).toBeVisible();
    // Every word of a card (the game's name, its balance, its credits, its label) against its picture's box.
    expect(await wordsOnPicture(cards, '.game-band')).toEqual([]);
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${lang}-game-cards.png`) });
  });

test('th: the spin tile keeps its coin count with its coins at 360 px: "(5 เหรียญ)" on one line', async ({ page }) => {
  await home(page, 'th');
  const tile = page.getByRole('button', { name: 'หมุนวงล้อ (5 เหรียญ)' });
  await expect(tile).toBeVisible();
  // The lines the tile's "(5 เหรียญ)" is laid out on (its text's boxes, by their tops).
  const lines = await tile.evaluate((el) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('('))!;
    const range = document.createRange();
    range.setStart(node, node.textContent!.indexOf('('));
    range.setEnd(node, node.textContent!.length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
