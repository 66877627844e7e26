/** The prize wheel's page as the browser tests reach it (tests/e2e/spin.spec.ts, wheelDrawing.spec.ts). */
import { WHEEL } from '../../mirage/wheelContent';
import { expect, type Page } from './fixtures';
import { home, text, type Lang } from './helpers';

/** From home, the spin tile (with the coins) leads to the wheel. */
export async function toWheel(page: Page, lang: Lang, phone?: string) {
  await home(page, lang, phone);
  await page.getByRole('button', { name: text(lang, 'home.tile.spin_other', { count: '5' }) }).click();
  await expect(page.getByRole('heading', { name: WHEEL.name.th })).toBeVisible();
}

/**
 * The wheel's own status line, under the wheel: the page has other statuses (the coupon table's loader, the prize
 * dialog's), so a bare `getByRole('status')` can meet two of them while the coupons reload after a spin.
 */
export const wheelStatus = (page: Page) => page.locator('.spin-status');
