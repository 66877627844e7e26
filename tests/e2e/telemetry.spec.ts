/**
 * What an operator's collector receives (docs/telemetry.md), through the local receiver `npm run telemetry:collect`
 * runs (scripts/telemetry-collect.mjs): a deployment whose config.json names it, its CSP letting the page reach it.
 * Nothing leaves before the page is hidden (or a batch of 20 is full, or 10 s pass); nothing personal ever leaves.
 */
import { readFileSync } from 'node:fs';
import { startCollector, type Collector } from '../../scripts/telemetry-collect.mjs';
import { sourceOf } from '../../scripts/telemetry-report.mjs';
import { deploy, expect, test, type Page } from './fixtures';
import { home, logOut, promotionAnswerLost, standInLogin, text } from './helpers';
import { hostileBackend, type TestBackend } from './hostileBackend';

const DEMO_CONFIG = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const GIFT_LINK = 'https://gift.truemoney.com/campaign/?v=PLANTEDGIFT0123456789';
const CHAT_TEXT = 'PLANTEDCHAT โอนแล้วค่ะ 0899999999';

let collector: Collector;
test.beforeEach(async () => {
  collector = await startCollector({ port: 0 });
});
test.afterEach(async () => collector.close());

/** The events received, by name, with their attributes. */
const received = (name: string) =>
  collector.lines.filter((l) => l.event === name).map((l) => l.attributes) as Record<string, unknown>[];

/**
 * The page is hidden (the member switches to another app or tab): its queue leaves then. Said to the page as the
 * browser says it (the document's visibilityState, its visibilitychange event): a headless page is never hidden.
 */
async function leave(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Waits for the telemetry's code, which loads once the first screen is up. */
const telemetryLoaded = (page: Page) => page.waitForResponse(/\/assets\/telemetry-[\w-]+\.js$/);

test('a stand-in bank with a value planted in every string: a broken wallet arrives as its call and field, with the vitals, once the page is hidden; no planted value, phone, password, token or amount in any byte', async ({
  page,
}) => {
  const backend: TestBackend = await hostileBackend('planted');
  try {
    await deploy(page, {
      apiBaseUrl: backend.url,
      chatSocketUrl: '',
      chatPrefix: 'tel',
      version: '7.7.7',
      telemetry: { url: collector.url },
    });
    await standInLogin(page, 'th');
    // The start's own wallet read breaks, before the telemetry's code has come; a query string rides along.
    backend.breakCall('wallet.get', 'wrong type');
    // A picture the bank chose, its address naming a member: the page's largest paint.
    await page.addInitScript((src) => {
      document.addEventListener('DOMContentLoaded', () => {
        const img = Object.assign(document.createElement('img'), { src, alt: '', width: 340, height: 340 });
        document.body.prepend(img);
      });
    }, `${backend.url}/img/members/0812345678/Somchai-Jaidee.png?v=1`);
    const loaded = telemetryLoaded(page);
    await page.goto('/user/home?ref=planted-query&phone=0812345678');
    await loaded;
    await page
      .getByRole('link', { name: text('th', 'member.menu.statement') })
      .first()
      .click();
    await page.waitForLoadState('networkidle');
    // Nothing has left yet: a few events wait for the page to be hidden.
    expect(collector.requests).toEqual([]);
    await leave(page);
    // At once: well within the 10 s a batch otherwise waits.
    await expect.poll(() => received('app.contract.break').length, { timeout: 2000 }).toBeGreaterThan(0);
    expect(received('app.contract.break')[0]).toEqual({
      'app.route': '/user/home',
      'app.lang': 'th',
      'app.page_life': expect.stringMatching(/^[0-9a-f]{16}$/),
      'api.call': 'wallet.get',
      'http.request.method': 'GET',
      'url.template': '/api/wallet',
      'http.response.status_code': 200,
      'contract.field': 'profile',
      'contract.code': 'invalid_type',
      'contract.expected': 'object',
      'network.connection.type': expect.stringMatching(/^(slow-2g|2g|3g|4g)$/),
    });
    await expect.poll(() => received('browser.web_vitals').length).toBe(1);
    expect(received('browser.web_vitals')[0]).toMatchObject({ 'app.route': '/user/home' });
    expect(received('browser.web_vitals')[0]!['lcp.value']).toEqual(expect.any(Number));
    // The picture is told by its origin alone.
    expect(received('browser.web_vitals')[0]!['lcp.url']).toBe(backend.url);
    expect(collector.lines.find((l) => l.event)?.resource).toEqual({
      'service.name': 'member-wallet',
      'service.version': '7.7.7',
      'deployment.brand': 'default',
      'deployment.laos': false,
      'deployment.backend': 'backend',
    });
    const sent = collector.requests.map((r) => r.body).join('\n');
    for (const personal of [
      'planted',
      '0812345678',
      'Somchai',
      'whatever1',
      'hostile-token',
      'Bearer',
      '1234.56',
      'ref=',
    ])
      expect(sent, personal).not.toContain(personal);
  } finally {
    await backend.close();
  }
});

test('the demo bank: a gift link and a chat message leave nothing; a lost answer is an unclear outcome and, after the retry, its end; a tap is INP with its target; an uncaught error has the build files in its stack; a failed download names its file', async ({
  page,
}) => {
  await deploy(page, { ...DEMO_CONFIG, telemetry: { url: collector.url } });
  // The telemetry's code comes only after the login has moved the page on (a slow line): the page life began on /login.
  let arrive = () => {};
  const held = new Promise<void>((r) => (arrive = r));
  await page.route('**/assets/telemetry-*.js', async (r) => (await held, r.continue()));
  const loaded = telemetryLoaded(page);
  await home(page, 'th');
  arrive();
  await loaded;
  // The member's own words, a gift link and a chat message: neither may reach the collector.
  await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
  const deposit = page.getByRole('dialog', { name: text('th', 'deposit.title') });
  await deposit.getByRole('button', { name: text('th', 'deposit.channel.wallet'), exact: true }).click();
  await deposit.getByLabel(text('th', 'giftLink.link')).fill(GIFT_LINK);
  await deposit.getByRole('button', { name: text('th', 'giftLink.send') }).click();
  await expect(deposit.getByText(text('th', 'giftLink.success'))).toBeVisible();
  // The slowest tap of all closes the dialog and so removes its own button. It is made the slowest by far, whatever
  // else loads the machine: a one-time handler holds the main thread 3 s as the finger lands (a phone that stalls).
  await page.evaluate(() =>
    addEventListener(
      'pointerdown',
      () => {
        const until = performance.now() + 3000;
        while (performance.now() < until);
      },
      { capture: true, once: true },
    ),
  );
  await deposit.getByRole('button', { name: text('th', 'common.close'), exact: true }).click();
  await expect(deposit).toBeHidden();
  await page
    .getByRole('link', { name: text('th', 'member.menu.contact') })
    .first()
    .click();
  await page.getByRole('button', { name: text('th', 'chat.open') }).click();
  const chat = page.getByRole('region', { name: text('th', 'chat.title') });
  await chat.getByLabel(text('th', 'chat.message')).fill(CHAT_TEXT);
  await chat.getByLabel(text('th', 'chat.message')).press('Enter');
  await expect(chat.getByRole('log')).toContainText(CHAT_TEXT);
  await page
    .getByRole('link', { name: text('th', 'member.menu.home') })
    .first()
    .click();
  // A promotion whose answer is dropped after the bank carried it out, then received again with the same key.
  const dialog = await promotionAnswerLost(page);
  await dialog.getByRole('button', { name: text('th', 'common.close'), exact: true }).click();
  // An error thrown in the build's own code (the demo's controls), uncaught.
  await page.evaluate(() =>
    setTimeout(() =>
      (window as unknown as { demo: { loseNext(m: string, p: string): void } }).demo.loseNext('GET', 'no-slash'),
    ),
  );
  // The statement's code does not come.
  await page.route('**/assets/StatementPage-*.js', (r) => r.abort());
  await page
    .getByRole('link', { name: text('th', 'member.menu.statement') })
    .first()
    .click();
  await expect(page.getByText(text('th', 'errors.DOWNLOAD_FAILED'))).toBeVisible();
  // An error whose message names a member: a name, a phone, an e-mail.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('No account for Somchai Jaidee 0812345678 <somchai@mail.example>');
    });
  });
  await leave(page);

  await expect.poll(() => received('app.money.ended').length, { timeout: 2000 }).toBe(1);
  expect(received('app.money.unclear').map((a) => [a['api.call'], a['url.template'], a['money.kind']])).toEqual([
    ['promotion.activate', '/api/promotion/activate/:code', 'dropped connection'],
  ]);
  expect(received('app.money.ended').map((a) => [a['api.call'], a['money.end']])).toEqual([
    ['promotion.activate', 'done'],
  ]);
  // Messages no one listed leave as their fingerprint alone: never their words.
  expect(received('app.error')).toEqual([
    expect.objectContaining({
      'error.kind': 'uncaught',
      'exception.type': 'Error',
      'app.error.fingerprint': expect.stringMatching(/^[0-9a-z]{8,14}$/),
      'exception.stacktrace': expect.stringMatching(/^assets\/[\w-]+\.js:\d+:\d+(\n|$)/),
    }),
    expect.objectContaining({
      'error.kind': 'uncaught',
      'exception.type': 'TypeError',
      'app.error.fingerprint': expect.stringMatching(/^[0-9a-z]{8,14}$/),
    }),
  ]);
  for (const error of received('app.error')) expect(error).not.toHaveProperty('exception.message');
  // Where it was thrown, read back with the build's own source maps (kept beside it in dist-maps/, never published).
  const [top] = String(received('app.error')[0]!['exception.stacktrace']).split('\n');
  expect(sourceOf(top!, 'dist-maps')).toMatch(/^mirage\/controls\.ts:\d+:\d+$/);
  expect(received('app.download.failed')).toEqual([
    expect.objectContaining({
      'app.route': '/user/statement',
      file: expect.stringMatching(/^assets\/StatementPage-[\w-]+\.js$/),
      retried: false,
    }),
  ]);
  const [vitals] = received('browser.web_vitals');
  // The page life began on /login (home came in the same page): its vitals are the login's, the taps since counted.
  // INP is the page life's slowest interaction, the slowed tap: named by its button's place in the page, though the
  // tap removed that button before the browser reported it.
  expect(vitals).toMatchObject({
    'app.route': '/login',
    'inp.type': 'pointer',
    'inp.target': expect.stringMatching(
      />dialog\.dialog[\w.-]*>div\.dialog-body>header\.dialog-header>button\.icon-button$/,
    ),
  });
  expect(vitals!['inp.value']).toBeGreaterThanOrEqual(3000);
  const sent = collector.requests.map((r) => r.body).join('\n');
  for (const personal of [
    '0812345678',
    'demo1234',
    'PROMO50',
    'Bearer',
    'PLANTEDGIFT',
    'PLANTEDCHAT',
    'truemoney',
    'Somchai',
    'mail.example',
  ])
    expect(sent, personal).not.toContain(personal);
});

test('a page the member leaves for another site sends what waits to a collector of another origin, its CORS preflight and all', async ({
  page,
}) => {
  // A real backend: the demo bank's fake network (Pretender) carries the page's requests, and none outlives the page.
  const backend = await hostileBackend('plain');
  try {
    await deploy(page, {
      apiBaseUrl: backend.url,
      chatSocketUrl: '',
      chatPrefix: 'away',
      telemetry: { url: collector.url },
    });
    const loaded = telemetryLoaded(page);
    await standInLogin(page, 'th');
    await loaded;
    await logOut(page, 'th');
    // The logout waits in the queue (no batch is full, 10 s have not passed) until the page goes.
    expect(received('app.session.end')).toEqual([]);
    // (The suite's router, which served this deployment's config and CSP, lets go first: a request it would intercept
    // once the page has gone could not be answered. A real page has none.)
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('about:blank');
    await expect.poll(() => received('app.session.end').map((a) => a['session.code'])).toEqual(['LOGOUT']);
  } finally {
    await backend.close();
  }
});

test('with telemetry off, no request leaves for a collector and its code never loads', async ({ page }) => {
  const backend = await hostileBackend('plain');
  try {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'off' });
    await standInLogin(page, 'th');
    await page.waitForLoadState('networkidle');
    await leave(page);
    // A request of the page's own after it was hidden: whatever the page sent as it went (a beacon is sent in the
    // visibilitychange handler itself) was seen before this one's answer.
    await page.evaluate(() => fetch('/config.json').then((r) => r.text()));
    expect(collector.requests).toEqual([]);
    expect(requests.filter((u) => u.startsWith(collector.url) || /\/assets\/telemetry-/.test(u))).toEqual([]);
  } finally {
    await backend.close();
  }
});
