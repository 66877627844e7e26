/**
 * The OpenAPI document proved against a mock server no one here wrote: Prism serves the build's dist/openapi.json
 * (its examples are the demo bank's answers to its funded member) and checks every request the app sends against it.
 * The built app, configured with Prism as its backend, logs in and opens every member screen: no screen shows the
 * unreadable-answer error, and Prism refuses no call. check-backend, run against the same mock, agrees with it.
 *
 * What Prism's examples cannot stand for: one answer per call, always the same, so only the funded member's happy
 * paths run here; a refusal (a code a member needs to see), an empty list, the closed service, a wallet that changes
 * after a transfer are the demo bank's and the stand-in backends' (broken.spec.ts, hostile.spec.ts) to show.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { EXAMPLE_CONTENT_HOST } from '../../mirage/examples';
import { checkBackend, formatReport } from '../../src/api/checkBackend';
import { formatMoney } from '../../src/lib/format';
import { deploy, expect, test } from './fixtures';
import { agree, expectPath, text } from './helpers';
import { prismMock, type PrismMock } from './prismMock';

test.describe.configure({ mode: 'serial' });

let prism: PrismMock;
test.beforeAll(async () => {
  prism = await prismMock();
});
test.afterAll(async () => {
  await prism?.close();
});

const MEMBER_SCREENS = ['/user/home', '/user/statement', '/user/profile', '/user/bonus', '/user/spin'];
const DIALOGS = [
  { dialog: 'deposit', title: 'deposit.title' },
  { dialog: 'withdraw', title: 'withdraw.title' },
  { dialog: 'transfer', title: 'transfer.title' },
];

test("the built app runs on Prism's mock of the OpenAPI document: every screen reads its answers, Prism refuses no request", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const refused: string[] = [];
  const calls = new Set<string>();
  page.on('response', (res: Response) => {
    if (!res.url().startsWith(prism.url) || res.request().method() === 'OPTIONS') return;
    const path = new URL(res.url()).pathname;
    calls.add(`${res.request().method()} ${path}`);
    const violations = res.headers()['sl-violations'];
    if (violations || res.status() >= 400)
      refused.push(`${res.request().method()} ${path}: ${res.status()} ${violations ?? ''}`);
  });
  const unreadable = page.getByText(text('th', 'errors.UNEXPECTED_ANSWER'));
  const seen: string[] = [];
  const look = async (where: string) => {
    await page.waitForLoadState('networkidle');
    if (await unreadable.count()) seen.push(where);
  };

  // The examples' images and game pages are on the backend's content host: served here from the build's demo files.
  const host = new URL(EXAMPLE_CONTENT_HOST).origin;
  await deploy(page, { apiBaseUrl: prism.url, chatSocketUrl: '', chatPrefix: 'prism', contentHosts: [host] });
  await page.route(`${host}/**`, (route) => {
    const file = `dist${new URL(route.request().url()).pathname}`;
    // Playwright gives a file's Content-Type by its extension.
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.goto('/login');
  await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
  await page.getByLabel(text('th', 'login.password')).fill('demo1234');
  await page.getByRole('button', { name: text('th', 'login.submit') }).click();
  await expectPath(page, '/user/home');
  // The example wallet of the funded member, with his games' balances: the document's example, read and shown.
  const doc = JSON.parse(readFileSync('dist/openapi.json', 'utf8'));
  const wallet = doc.paths['/api/wallet'].get.responses['200'].content['application/json'].examples.demo.value;
  const total = wallet.wallet.amount + wallet.slots.reduce((sum: number, s: { amount: number }) => sum + s.amount, 0);
  await expect(page.getByTestId('total-balance')).toHaveText(formatMoney(total));
  await agree(page, 'th');
  await look('home');

  for (const { dialog, title } of DIALOGS) {
    await page.goto(`/user/home?dialog=${dialog}`);
    await expect(page.getByRole('dialog', { name: text('th', title) })).toBeVisible();
    await look(`dialog ${dialog}`);
  }
  for (const path of MEMBER_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
    await look(path);
  }
  // The statement shows the example's rows: the examples were read, not skipped.
  const statements =
    doc.paths['/api/statement'].post.responses['200'].content['application/json'].examples.demo.value.statements;
  await page.goto('/user/statement');
  await expect(page.getByRole('list', { name: text('th', 'statement.title') }).getByRole('listitem')).toHaveCount(
    statements.length,
  );

  // The chat: its history, then a message sent (a money-free call that carries an Idempotency-Key).
  await page.goto('/user/contact');
  await page.getByRole('button', { name: text('th', 'chat.open') }).click();
  const chat = page.getByRole('region', { name: text('th', 'chat.title') });
  await chat.getByLabel(text('th', 'chat.message')).fill('สวัสดีครับ');
  const sent = page.waitForResponse((r) => r.url() === `${prism.url}/api/chat/send-message`);
  await chat.getByLabel(text('th', 'chat.message')).press('Enter');
  expect((await sent).status()).toBe(200);
  await expect(chat.getByRole('log').getByText('สวัสดีครับ')).toBeVisible();
  await look('chat');

  expect(seen, 'screens that showed the unreadable-answer error').toEqual([]);
  expect(refused, 'requests Prism refused').toEqual([]);
  expect(prism.log()).not.toMatch(/Request did not pass the validation rules/);
  for (const call of [
    'POST /api/login',
    'GET /api/wallet',
    'GET /api/lookup/deposit',
    'POST /api/statement',
    'GET /api/bonus',
    'GET /api/spinwheel/setup',
    'POST /api/chat/send-message',
  ]) {
    expect([...calls], call).toContain(call);
  }
  test.info().annotations.push({
    type: 'prism',
    description: `${calls.size} distinct calls answered by Prism: ${[...calls].sort().join(', ')}`,
  });
});

test("check-backend agrees with the document: every read it makes of Prism's mock matches its contract", async () => {
  const rows = await checkBackend({ baseUrl: prism.url, phone: '0812345678', password: 'demo1234' });
  expect(
    rows.filter((r) => !r.ok),
    formatReport(rows),
  ).toEqual([]);
  expect(rows.length).toBeGreaterThan(30);
});
