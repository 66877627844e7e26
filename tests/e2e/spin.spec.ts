import { WHEEL } from '../../mirage/wheelContent';
import { hubRadius } from '../../src/features/spin/geometry';
import { expect, test, type Page } from './fixtures';
import { demo, home, money, text } from './helpers';
import { colourUnderPointer, near, rgb } from './wheelColour';
import { toWheel, wheelStatus } from './wheelPage';

/**
 * Page-side timing of a spin, free of the test's polling: when the tap came, when the status first named the slice
 * (the stop) and when the prize dialog opened, by performance.now().
 */
async function watchSpin(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { spinTimes: Record<string, number> };
    w.spinTimes = {};
    document
      .querySelector('[data-testid=spin-button]')!
      .addEventListener('click', () => (w.spinTimes.tap ??= performance.now()), { once: true });
    const seen = () => {
      const status = document.querySelector('.spin-status')?.textContent ?? '';
      if (status && !status.endsWith('…') && w.spinTimes.tap !== undefined) w.spinTimes.stop ??= performance.now();
      if (document.querySelector('dialog[open] [data-testid=prize-label]')) w.spinTimes.prize ??= performance.now();
    };
    new MutationObserver(seen).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { spinTimes: Record<'tap' | 'stop' | 'prize', number> }).spinTimes);
}

test.describe('prize wheel', () => {
  test('th: spin, the wheel stops on the winning slice under the pointer, the prize 2 s later, one coin gone', async ({
    page,
  }) => {
    await toWheel(page, 'th');
    const button = page.getByTestId('spin-button');
    await expect(page.getByTestId('spin-coins')).toHaveText(text('th', 'spin.coins', { count: '5' }));
    // Drawn in a worker: Pixi's set-up, the labels and the geometry off the thread that answers the member.
    await expect(page.locator('canvas.wheel-canvas')).toHaveAttribute('data-drawn-by', 'worker');
    // The centre button is the hub the labels start past: no label runs under it.
    const [wheelBox, buttonBox] = [await page.locator('.wheel-stage').boundingBox(), await button.boundingBox()];
    expect(Math.abs(buttonBox!.width / 2 - hubRadius(wheelBox!.width))).toBeLessThanOrEqual(1);
    await demo(page, `demo.nextSpin('P50')`);
    const times = await watchSpin(page);
    await button.click();
    // A second tap while the wheel turns is ignored: the button says it is spinning and is disabled.
    await expect(button).toBeDisabled();
    await expect(button).toContainText(text('th', 'spin.spinning'));
    await button.click({ force: true });
    const status = wheelStatus(page);
    await expect(status).toHaveRole('status');
    await expect(status).toHaveText(text('th', 'spin.stoppedOn', { label: '50' }), { timeout: 10_000 });
    const colour = await colourUnderPointer(page);
    const p50 = WHEEL.slices.find((s) => s.code === 'P50')!;
    expect(near(colour, rgb(p50.bgColor)), `under the pointer ${colour} vs ${p50.bgColor}`).toBe(true);
    // The losers darkened (a 60 % black veil): the opposite slice shows one of the slices' colours at 40 %.
    const opposite = await colourUnderPointer(page, true);
    const veiled = (hex: string) => rgb(hex).map((v) => v * 0.4);
    expect(
      WHEEL.slices.some((sl) => near(opposite, veiled(sl.bgColor))),
      `opposite the pointer ${opposite}`,
    ).toBe(true);
    const dialog = page.getByRole('dialog', { name: text('th', 'spin.prizeTitle') });
    await expect(dialog).toBeVisible();
    const { tap, stop, prize } = await times();
    console.log(
      `wheel: stopped ${Math.round(stop - tap)} ms after the tap, prize ${Math.round(prize - stop)} ms after the stop`,
    );
    // 2 s (docs/product.md#constants-wheel), give or take a frame or two of a busy machine.
    expect(prize - stop).toBeGreaterThan(1900);
    expect(prize - stop).toBeLessThan(2600);
    await expect(dialog.getByTestId('prize-label')).toHaveText('50');
    await expect(dialog.getByText('เครดิต 50 บาท')).toBeVisible();
    await expect(dialog.getByText(text('th', 'spin.prizeRemaining', { count: '4' }))).toBeVisible();
    await dialog.getByRole('button', { name: text('th', 'common.ok') }).click();
    await expect(page.getByTestId('spin-coins')).toHaveText(text('th', 'spin.coins', { count: '4' }));
    // Six coupons now, 3 a page, the soonest to expire first (the seed's 50 baht; the new one is last).
    const table = page.getByRole('table', { name: text('th', 'spin.coupons.title') });
    await expect(table.getByRole('row').nth(1)).toContainText('เครดิต 50 บาท');
    await expect(page.getByRole('button', { name: text('th', 'common.page', { page: '2' }) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('en: claim a coupon (3 a page), the wallet gets it once; reduced motion spins short', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await home(page, 'en');
    const before = await money(page, 'total-balance');
    await page.goto('/user/spin');
    const table = page.getByRole('table', { name: text('en', 'spin.coupons.title') });
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: text('en', 'common.page', { page: '2' }) }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: text('en', 'common.page', { page: '1' }) }).click();
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: text('en', 'spin.coupons.claim') })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'spin.coupons.claimTitle') });
    // The first is the coupon soonest to expire (the seed's 50 baht, within the hour).
    await expect(dialog.getByText('เครดิต 50 บาท').first()).toBeVisible();
    const confirm = dialog.getByRole('button', { name: text('en', 'spin.coupons.confirm') });
    await confirm.click();
    await dialog.getByRole('button', { name: text('en', 'common.wait') }).click();
    await expect(dialog.getByText(text('en', 'spin.coupons.claimed'))).toBeVisible();
    await dialog.getByRole('button', { name: text('en', 'common.ok') }).click();
    await expect(table.getByRole('row').nth(1)).not.toContainText('เครดิต 50 บาท');

    // Reduced motion: the wheel does not race; it eases onto the slice soon after the answer.
    await demo(page, `demo.nextSpin('P1')`);
    const times = await watchSpin(page);
    await page.getByTestId('spin-button').click();
    await expect(wheelStatus(page)).toHaveText(text('en', 'spin.stoppedOn', { label: '1' }));
    // The demo bank answers in 250 ms; then a 0.6 s ease.
    const { tap, stop } = await times();
    console.log(`wheel, reduced motion: stopped ${Math.round(stop - tap)} ms after the tap`);
    expect(stop - tap).toBeLessThan(1500);
    await page
      .getByRole('dialog', { name: text('en', 'spin.prizeTitle') })
      .getByRole('button', { name: text('en', 'common.ok') })
      .click();

    await page.goto('/user/home');
    await expect.poll(() => money(page, 'total-balance')).toBe(before + 50);
  });

  for (const [lang, words] of [
    [
      'th',
      {
        sentence: 'คุณได้คูปองมูลค่า 50.00 บาท',
        ok: 'ตกลง',
        claim: 'รับรางวัล',
        confirm: 'ยืนยัน',
        cancel: 'ยกเลิก',
        table: 'คูปองของฉัน',
      },
    ],
    [
      'la',
      {
        sentence: 'ທ່ານໄດ້ຄູປອງມູນຄ່າ 50.00 ບາດ',
        ok: 'ຕົກລົງ',
        claim: 'ຮັບລາງວັນ',
        confirm: 'ຢືນຢັນ',
        cancel: 'ຍົກເລີກ',
        table: 'ຄູປອງຂອງຂ້ອຍ',
      },
    ],
  ] as const)
    test(`${lang}: the prize opens whole once its coupon is read; after it and after a claim, focus stays on the page`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await toWheel(page, lang);
      await demo(page, `demo.nextSpin('P50')`);
      // The coupons' read, which the prize's sentence comes from, held at the bank.
      await demo(page, `demo.holdNext('GET', '/api/spinwheel/coupon')`);
      await page.getByTestId('spin-button').click();
      await expect(wheelStatus(page)).toContainText('50');
      const prize = page.getByRole('dialog', { name: lang === 'th' ? 'รางวัลของคุณ' : 'ລາງວັນຂອງທ່ານ' });
      // The read starts as the wheel stops, and the prize waits for it: no dialog that then grows under a tap on OK.
      await expect.poll(() => demo(page, 'demo.holding()')).toBe(1);
      await expect(prize).toBeHidden();
      await demo(page, 'demo.release()');
      await expect(prize).toBeVisible();
      // Whole at its first frame: the sentence is there as the dialog shows (a count, not a wait).
      expect(await prize.getByText(words.sentence).count()).toBe(1);
      await page.screenshot({ path: test.info().outputPath(`${lang}-prize-whole.png`) });
      await prize.getByRole('button', { name: words.ok }).click();
      // The spin button was disabled while the wheel turned: focus goes to the page's heading, not to its top.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      const table = page.getByRole('table', { name: words.table });
      await table.getByRole('row').nth(1).getByRole('button', { name: words.claim }).click();
      const dialog = page.getByRole('dialog', { name: words.claim });
      await dialog.getByRole('button', { name: words.confirm }).click();
      await dialog.getByRole('button', { name: words.ok }).click();
      // The claimed coupon's row is gone: focus goes to the table's heading.
      await expect(page.getByRole('heading', { name: words.table })).toBeFocused();
      // The next one chosen, then cancelled: focus goes to the table's heading too (its claim button was disabled
      // while the dialog was open).
      await table.getByRole('row').nth(1).getByRole('button', { name: words.claim }).click();
      await dialog.getByRole('button', { name: words.cancel }).click();
      await expect(page.getByRole('heading', { name: words.table })).toBeFocused();
    });

  test('en: refusals show the spin texts and cost no coin; a claim while a bonus runs is refused', async ({ page }) => {
    await home(page, 'en', '0898765432');
    await page.getByRole('button', { name: text('en', 'home.tile.spin_one', { count: '1' }) }).click();
    await expect(page.getByTestId('spin-coins')).toHaveText(text('en', 'spin.coins', { count: '1' }));
    await demo(page, `demo.failNext('POST', '/api/spinwheel/spin', 'INVALID_PRIZE_CODE')`);
    await page.getByTestId('spin-button').click();
    await expect(page.getByRole('alert')).toHaveText(text('en', 'spinErrors.INVALID_PRIZE_CODE'));
    await expect(page.getByTestId('spin-coins')).toHaveText(text('en', 'spin.coins', { count: '1' }));
    await expect(page.getByTestId('spin-button')).toBeEnabled();
    const table = page.getByRole('table', { name: text('en', 'spin.coupons.title') });
    await table.getByRole('button', { name: text('en', 'spin.coupons.claim') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'spin.coupons.claimTitle') });
    await dialog.getByRole('button', { name: text('en', 'spin.coupons.confirm') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text('en', 'spinErrors.BONUS_REMAINING'));
    await dialog.getByRole('button', { name: text('en', 'common.ok') }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('th: with the wheel off, home offers "refresh all"; the page says the wheel is not running and keeps the coupons', async ({
    page,
  }) => {
    await home(page, 'th');
    await demo(page, `demo.scenario('wheelOff')`);
    await page.reload();
    await expect(page.getByRole('button', { name: text('th', 'home.tile.refreshAll') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('th', 'home.tile.spin_other', { count: '5' }) })).toHaveCount(0);
    await page.goto('/user/spin');
    await expect(page.getByText(text('th', 'spin.inactive'))).toBeVisible();
    // The coupons he won before stay his to claim: 3 on the first page, each with its claim.
    const coupons = page.getByRole('table');
    await expect(coupons.getByRole('button', { name: 'รับรางวัล' })).toHaveCount(3);
    await page.screenshot({ path: test.info().outputPath('th-wheel-off-coupons.png'), fullPage: true });
  });
});
