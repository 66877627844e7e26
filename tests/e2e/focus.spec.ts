import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { home, kbankQr } from './helpers';

/**
 * Focus follows what took its place (issue 69): a receipt for its form, a QR for its form, the form again for a QR
 * cancelled. Before, the tapped button left the page with its form and focus fell to <body>: a keyboard or
 * screen-reader member started again from the top. Texts as a Thai member reads them.
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return a && a !== document.body
      ? `${a.tagName.toLowerCase()}: ${a.getAttribute('aria-label') ?? a.textContent?.trim() ?? ''}${a instanceof HTMLInputElement ? ` (${a.labels?.[0]?.textContent})` : ''}`
      : 'body';
  });

test('th: after a transfer, focus is on the receipt’s OK; after a QR is made, on its save; cancelled, on the amount', async ({
  page,
}) => {
  await home(page, 'th');
  await page.getByRole('button', { name: 'โอนเงิน', exact: true }).click();
  const transfer = page.getByRole('dialog', { name: 'โอนเงิน' });
  await transfer.getByLabel('ไปยัง').selectOption('pg');
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('10');
  await transfer.getByRole('button', { name: 'โอนเงิน', exact: true }).click();
  await expect(transfer.getByText('โอนเงินสำเร็จ')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button: ตกลง');
  await transfer.getByRole('button', { name: 'ตกลง' }).click();

  const { kbank } = await kbankQr(page, '100');
  await expect.poll(() => focused(page)).toBe('button: บันทึกรูป QR');
  await kbank.getByRole('button', { name: 'ยกเลิก QR' }).click();
  await expect(kbank.getByLabel('จำนวนเงิน (บาท)')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('input:  (จำนวนเงิน (บาท))');
});
