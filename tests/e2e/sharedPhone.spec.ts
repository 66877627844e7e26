/**
 * A shared phone (issue 68): nothing of one member reaches the next. The app is served by a plain static host with its
 * own config, against a stand-in bank (no test route: Playwright's routing turns the browser's HTTP cache off, and the
 * cache is one of the things tried).
 */
import { pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import {
  agree,
  creditReceipt,
  demo,
  expectPath,
  home,
  kbankQr,
  logOut,
  money,
  STAND_IN_PUBLIC_KEY,
  text,
} from './helpers';
import { GAME, ledgerBackend, MEMBERS, type LedgerBackend, type Phone } from './ledgerBackend';
import { staticHost } from './staticHost';

const ONE: Phone = '0811111111';
const TWO: Phone = '0822222222';
const th = (key: string, vars: Record<string, string> = {}) => text('th', key, vars);

let bank: LedgerBackend;
let host: Awaited<ReturnType<typeof staticHost>>;
/** A stand-in bank and the app's host, with `more` of config.json (made from the bank's address). */
async function standIn(
  opts: Parameters<typeof ledgerBackend>[0],
  more: (bank: string) => object = () => ({}),
  also?: NonNullable<Parameters<typeof staticHost>[2]>['also'],
) {
  bank = await ledgerBackend(opts);
  host = await staticHost('dist', '/', {
    config: { apiBaseUrl: bank.url, chatSocketUrl: '', truelinkPublicKey: STAND_IN_PUBLIC_KEY, ...more(bank.url) },
    also,
  });
}
test.afterEach(async () => {
  await host?.close();
  await bank?.close();
  host = bank = undefined!;
});

/** Log in as `phone` on the host's login page, in Thai; on home, the agreement accepted. */
async function enter(page: Page, phone: Phone) {
  await page.goto(`${host.url}login`);
  await page.getByLabel(th('login.phone')).fill(phone);
  await page.getByLabel(th('login.password')).fill(MEMBERS[phone].password);
  await page.getByRole('button', { name: th('login.submit') }).click();
  await expectPath(page, '/user/home');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await agree(page, 'th');
}

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
    await standIn({ wallets: { [ONE]: 9_100_00, [TWO]: 25_00 }, headers });
    await enter(page, ONE);
    await expect(page.getByTestId('total-balance')).toHaveText('9,100.00');
    await expect(page.getByText(MEMBERS[ONE].name).first()).toBeVisible();

    await logOut(page, 'th');
    const before = bank.calls.length;
    await enter(page, TWO);
    await expect(page.getByTestId('total-balance')).toHaveText('25.00');
    await expect(page.getByText(MEMBERS[TWO].name).first()).toBeVisible();
    await expect(page.getByText(MEMBERS[ONE].name)).toHaveCount(0);
    // Member two's wallet came from the bank, asked with member two's session.
    expect(bank.calls.slice(before)).toContainEqual({ member: TWO, call: 'wallet.get' });
  });
}

/** The members' logs, by the names docs/product.md#storage gives them, that are on the phone now. */
const logsOnPhone = (page: Page) =>
  page.evaluate(() =>
    ['wallet.openIntents', 'wallet.sentSlips', 'wallet.paidQrs'].filter((k) => localStorage.getItem(k) !== null),
  );

test('th: a plain logout keeps the member’s open request for them; "this is a shared phone" forgets every member’s logs', async ({
  page,
}) => {
  await standIn({});
  await enter(page, ONE);
  // A transfer whose answer is lost: it may have gone through, and the phone keeps it for this member.
  bank.loseNext('wallet.transfer');
  await page.getByRole('button', { name: th('home.shortcut.transfer') }).click();
  const transfer = page.getByRole('dialog', { name: th('transfer.title') });
  await transfer.getByLabel(th('transfer.to')).selectOption(GAME.code);
  await transfer.getByLabel(th('transfer.amount')).fill('20');
  await transfer.getByRole('button', { name: th('transfer.submit'), exact: true }).click();
  const mayHaveGone = page.getByRole('alert').filter({ hasText: th('intent.whatAmount', { amount: '20.00' }) });
  await expect(mayHaveGone).toBeVisible();
  await page.keyboard.press('Escape');
  // Another member of this phone sent a slip and said a QR was paid: their logs are here too.
  await page.evaluate((at) => {
    localStorage.setItem('wallet.sentSlips', JSON.stringify([{ member: 'another', slip: 'k1', at }]));
    const awaited = { channel: 'KBANK', since: at };
    const paid = [{ provider: 'KBANK', qrcodeId: 'q1', amount: 100, since: at, until: at + 600_000 }];
    localStorage.setItem('wallet.paidQrs', JSON.stringify([{ member: 'another', awaited, paid }]));
  }, Date.now());

  // A plain logout: the question says what the phone keeps; the member's request stays for them.
  await page.getByRole('button', { name: th('member.logout') }).click();
  const ask = page.getByRole('dialog', { name: th('intent.logoutTitle') });
  await expect(ask).toContainText(th('intent.phoneKeeps'));
  await expect(ask.getByLabel(th('intent.sharedPhone'))).not.toBeChecked();
  await page.keyboard.press('Escape');
  await logOut(page, 'th');
  expect(await logsOnPhone(page)).toEqual(['wallet.openIntents', 'wallet.sentSlips', 'wallet.paidQrs']);
  // Kept under a tag the number cannot be read back from without this phone's salt and 600,000 rounds a guess.
  const kept = await page.evaluate(() => ({
    salt: localStorage.getItem('wallet.tagSalt') ?? '',
    whose: (JSON.parse(localStorage.getItem('wallet.openIntents') ?? '[]') as { member: string }[]).map(
      (e) => e.member,
    ),
  }));
  expect(kept.salt).toMatch(/^[0-9a-f]{32}$/);
  expect(kept.whose).toEqual([pbkdf2Sync(ONE, kept.salt, 600_000, 16, 'sha256').toString('hex')]);
  await enter(page, ONE);
  await expect(page.getByRole('region', { name: th('intent.title') })).toContainText(
    th('intent.whatAmount', { amount: '20.00' }),
  );

  // On a shared phone: every member's logs go at once.
  await logOut(page, 'th', { sharedPhone: true });
  expect(await logsOnPhone(page)).toEqual([]);
  await enter(page, ONE);
  await expect(page.getByRole('region', { name: th('intent.title') })).toHaveCount(0);
  expect(bank.moves.filter((m) => m.call === 'wallet.transfer')).toHaveLength(1);
});

test('th: a QR said paid stays pending through a logout without the wallet’s balance, and is credited after', async ({
  page,
}) => {
  await home(page, 'th');
  const before = await money(page, 'wallet-amount');
  const { kbank } = await kbankQr(page, '100');
  await kbank.getByRole('button', { name: th('deposit.qr.transferred') }).click();
  const pending = page.getByRole('region', { name: th('deposit.paid.title') });
  await expect(pending.getByTestId('paid-qr-amount')).toHaveText('+100.00');

  await logOut(page, 'th');
  const kept = await page.evaluate(() => ({
    salt: localStorage.getItem('wallet.tagSalt') ?? '',
    paid: localStorage.getItem('wallet.paidQrs') ?? '',
  }));
  // The QR, its amount and when; whose, as the salted tag; the wallet before it, in no form.
  const [entry] = JSON.parse(kept.paid) as { member: string; awaited: object; paid: { amount: number }[] }[];
  expect(entry!.member).toBe(pbkdf2Sync('0812345678', kept.salt, 600_000, 16, 'sha256').toString('hex'));
  expect(entry!.paid.map((q) => q.amount)).toEqual([100]);
  expect(Object.keys(entry!.awaited).sort()).toEqual(['channel', 'since']);
  expect(kept.paid).not.toContain(String(before));

  // Back the next day's way: still pending; the bank pays it and the receipt comes by itself.
  await home(page, 'th');
  await expect(pending.getByTestId('paid-qr-amount')).toHaveText('+100.00');
  await demo(page, 'demo.payQr()');
  const receipt = await creditReceipt(page);
  await expect(receipt).toContainText('100.00');
  await expect(pending).toHaveCount(0);
});

test('th: the phone typed before "forgot password?" is shown once, and is gone for Back, Forward and a reload', async ({
  page,
}) => {
  await page.goto('/login');
  // (The app's own link: the painted one before the app runs is a plain link, which carries nothing.)
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await page.getByLabel(th('login.phone')).fill('0812345678');
  await page.getByRole('link', { name: th('login.forgot') }).click();
  const message = page.getByTestId('forgot-message');
  await expect(message).toHaveText(th('contact.forgot.message', { phone: '0812345678' }));
  // The next person on this phone: nothing of it in the history, and Back, Forward or a reload shows it no more.
  expect(JSON.stringify(await page.evaluate(() => history.state))).not.toContain('0812345678');
  await page.goBack();
  await expectPath(page, '/login');
  await page.goForward();
  await expect(message).toHaveText(th('contact.forgot.messageNoPhone'));
  await page.reload();
  await expect(message).toHaveText(th('contact.forgot.messageNoPhone'));
  await expect(page.getByText('0812345678')).toHaveCount(0);
});

test('th: a telemetry collector on the API’s host that hangs never holds the member’s balance back', async ({
  page,
}) => {
  await standIn({ hang: /^\/otel\// }, (url) => ({ telemetry: { url: `${url}/otel` } }));
  await enter(page, ONE);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/telemetry-/.test(e.name)),
  );
  // Eight errors, each sent as the page is hidden: each request waits on the collector, which never answers.
  for (let i = 0; i < 8; i++)
    await page.evaluate(async () => {
      await new Promise((r) => setTimeout(r));
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await expect.poll(() => bank.hung.length).toBeGreaterThan(0);
  // At most three of the browser's connections to that host are held at once, each for 5 s at most: the next home has
  // its balance (before: six were held, the calls queued behind them and the balance never came).
  expect(bank.hung.most).toBeLessThanOrEqual(3);
  await page.reload();
  await expect(page.getByTestId('total-balance')).toHaveText('100.00');
  expect(bank.hung.most).toBeLessThanOrEqual(3);
});

test('th: the demo published under a path of the live wallet does not start beside a live session, and logs no one out', async ({
  page,
}) => {
  const demoConfig = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
  await standIn({}, undefined, { prefix: '/try/', config: demoConfig });
  await enter(page, ONE);
  // The same browser opens the demo at https://wallet/try/: it says why it does not start, in the member's language.
  await page.goto(`${host.url}try/login`);
  await expect(page.getByRole('heading', { name: 'เปิดเดโมที่นี่ไม่ได้' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('กรุณาเปิดเดโมที่ที่อยู่ของเดโมเอง หรือออกจากระบบกระเป๋าเงินก่อน');
  expect(await page.evaluate(() => 'demo' in window)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('th-demo-beside-live.png') });
  // The live session is whole: home shows the member's wallet, asked of the bank (before, the demo's bank refused the
  // live token and the member was logged out).
  const asked = bank.calls.length;
  await page.goto(`${host.url}user/home`);
  await expect(page.getByTestId('total-balance')).toHaveText('100.00');
  expect(bank.calls.length).toBeGreaterThan(asked);
  // Logged out of the wallet, the demo opens there and its member logs in.
  await logOut(page, 'th');
  await page.goto(`${host.url}try/login`);
  await demo(page, 'true');
  await page.getByLabel(th('login.phone')).fill('0812345678');
  await page.getByLabel(th('login.password')).fill('demo1234');
  await page.getByRole('button', { name: th('login.submit') }).click();
  await expectPath(page, '/try/user/home');
  await expect(page.getByTestId('total-balance')).toBeVisible();
});
