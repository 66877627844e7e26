import { expect, test } from './fixtures';
import { home } from './helpers';

/**
 * Every time the app shows is the bank's Bangkok clock (docs/product.md#constants-format), whatever zone the phone or
 * the café's computer is set to: a member quoting a time to support quotes the bank's. Here a computer set to London.
 */
test.use({ timezoneId: 'Europe/London' });

const moment = (text: string) => {
  const [, d, m, y, hh, mm, ss] = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})/.exec(text)!;
  return Date.UTC(+y!, +m! - 1, +d!, +hh!, +mm!, +ss!);
};

test('th: on a computer set to London, home says when it was read on the Bangkok clock, as the bank’s clock reads', async ({
  page,
}) => {
  await home(page, 'th');
  const updated = await page.getByText(/^อัปเดตเมื่อ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/).innerText();
  const bank = await page.getByText(/^เวลากรุงเทพฯ: /).innerText();
  // Read within the minute before the bank's clock; not 7 hours apart.
  const apart = moment(bank) - moment(updated);
  expect(apart, `${updated} / ${bank}`).toBeGreaterThanOrEqual(0);
  expect(apart, `${updated} / ${bank}`).toBeLessThan(60_000);
});
