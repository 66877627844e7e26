/**
 * The member's coins (docs/product.md#screen-spin): home's count follows the bank's latest answer. Coins the operator
 * grants while home is open show on the wheel, and on home on the way back, without waiting for home's next read.
 */
import { expect, test } from './fixtures';
import { demo, home } from './helpers';

const WORDS = {
  th: { tile: (n: number) => `หมุนวงล้อ (${n} เหรียญ)`, wheel: 'เหรียญ 7', home: 'หน้าแรก', coins: 'เหรียญ' },
  la: { tile: (n: number) => `ໝູນວົງລໍ້ (${n} ຫຼຽນ)`, wheel: 'ຫຼຽນ 7', home: 'ໜ້າຫຼັກ', coins: 'ຫຼຽນ' },
};

for (const lang of ['th', 'la'] as const) {
  const w = WORDS[lang];
  test(`${lang}: coins granted while home was open show on the wheel, then on home on the way back`, async ({
    page,
  }) => {
    await home(page, lang);
    // Somchai's 5 coins (the demo bank's seed).
    const tile = page.getByRole('button', { name: w.tile(5) });
    await expect(tile).toBeVisible();
    await demo(page, "window.demo.grantCoins('0812345678', 2)");
    await tile.click();
    await expect(page.getByTestId('spin-coins')).toHaveText(w.wheel);
    await page.getByRole('link', { name: w.home }).click();
    await expect(page.getByRole('button', { name: w.tile(7) })).toBeVisible();
    await expect(page.getByLabel(w.coins, { exact: true })).toHaveText('● 7');
  });
}
