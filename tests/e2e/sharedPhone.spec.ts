/**
 * A shared phone behind an ordinary HTTP cache (issue 68): a backend, CDN or proxy that marks its answers cacheable
 * must not make the next member see the last one's wallet. The app is served by a plain static host with its own
 * config (no test route: Playwright's routing turns the browser's HTTP cache off, and the cache is what is tried).
 */
import { expect, test } from './fixtures';
import { agree, expectPath, STAND_IN_PUBLIC_KEY, text } from './helpers';
import { ledgerBackend, MEMBERS, type LedgerBackend, type Phone } from './ledgerBackend';
import { staticHost } from './staticHost';

const ONE: Phone = '0811111111';
const TWO: Phone = '0822222222';

/** What a backend, CDN or proxy sends that lets a browser keep an answer and give it again. */
const CACHEABLE: Record<string, Record<string, string>> = {
  // Heuristic freshness: a tenth of the time since the last change, here three days.
  'Last-Modified alone': { 'Last-Modified': new Date(Date.now() - 30 * 86_400_000).toUTCString() },
  'Cache-Control: private, max-age=600': { 'Cache-Control': 'private, max-age=600' },
};

for (const [sent, headers] of Object.entries(CACHEABLE)) {
  test(`th: a backend that answers with ${sent}: after a logout the next member sees their own wallet, from the bank`, async ({
    page,
  }) => {
    const bank: LedgerBackend = await ledgerBackend({ wallets: { [ONE]: 9_100_00, [TWO]: 25_00 }, headers });
    const host = await staticHost('dist', '/', {
      config: { apiBaseUrl: bank.url, chatSocketUrl: '', truelinkPublicKey: STAND_IN_PUBLIC_KEY },
    });
    try {
      const enter = async (phone: Phone) => {
        await page.goto(`${host.url}login`);
        await page.getByLabel(text('th', 'login.phone')).fill(phone);
        await page.getByLabel(text('th', 'login.password')).fill(MEMBERS[phone].password);
        await page.getByRole('button', { name: text('th', 'login.submit') }).click();
        await expectPath(page, '/user/home');
        await expect(page.getByTestId('total-balance')).toBeVisible();
        await agree(page, 'th');
      };
      await enter(ONE);
      await expect(page.getByTestId('total-balance')).toHaveText('9,100.00');
      await expect(page.getByText(MEMBERS[ONE].name).first()).toBeVisible();

      await page.getByRole('button', { name: text('th', 'member.logout') }).click();
      await expectPath(page, '/login');
      const before = bank.calls.length;
      await enter(TWO);
      await expect(page.getByTestId('total-balance')).toHaveText('25.00');
      await expect(page.getByText(MEMBERS[TWO].name).first()).toBeVisible();
      await expect(page.getByText(MEMBERS[ONE].name)).toHaveCount(0);
      // Member two's wallet came from the bank, asked with member two's session.
      expect(bank.calls.slice(before)).toContainEqual({ member: TWO, call: 'wallet.get' });
    } finally {
      await host.close();
      await bank.close();
    }
  });
}
