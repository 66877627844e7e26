/**
 * The penetration test's findings (docs/security.md), one browser test each that a reviewer can read: what an attacker
 * or a forgetful operator tries, and what the app does instead. docs/security.md lists each with what the backend must
 * do. Findings 1 and 2 are tested where their screens are: chat.spec.ts ("bound to the session") and member.spec.ts
 * (the game tab and frame).
 */
import { readFileSync } from 'node:fs';
import { deploy, expect, test, type Page } from './fixtures';
import { standInLogin, text } from './helpers';
import { hostileBackend } from './hostileBackend';

/** Every script the page downloads that holds the demo bank (Mirage, Pretender), by its path. */
function demoScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'script') return;
    const path = new URL(r.url()).pathname;
    if (/pretender|miragejs/i.test(readFileSync(`dist${path}`, 'utf8'))) found.push(path);
  });
  return found;
}

test('finding 3: a config.json that names no backend shows "not set up", and never starts the demo bank', async ({
  page,
}) => {
  const demo = demoScripts(page);
  // An operator's config that forgets its backend: everything else of a real deployment, but no apiBaseUrl.
  await deploy(page, { chatPrefix: 'wallet', laos: false, version: '2.0.0' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'config.unsetTitle') })).toBeVisible();
  await expect(page.getByText(text('th', 'config.unsetBody'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(demo, 'demo bank files downloaded').toEqual([]);
  expect(await page.evaluate(() => 'demo' in window)).toBe(false);
  await expect(page.locator('#demo-console')).toHaveCount(0);
  // No login form behind it either: nothing to type a password into.
  await expect(page.locator('#login-phone')).toHaveCount(0);
});

test('finding 3: the demo beside a backend is refused as a configuration error', async ({ page }) => {
  await deploy(page, { apiBaseUrl: 'http://127.0.0.1:9', demo: true });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'config.errorTitle') })).toBeVisible();
  await expect(page.getByText('apiBaseUrl or demo: both are set')).toBeVisible();
});

test('finding 3: the demo runs where config.json asks for it, as npm start serves it', async ({ page }) => {
  const demo = demoScripts(page);
  await page.goto('/login');
  await expect(page.locator('#login-phone')).toBeVisible();
  await expect.poll(() => demo.length, 'the demo bank downloaded').toBeGreaterThan(0);
  expect(await page.evaluate(() => 'demo' in window)).toBe(true);
});

test('finding 4: a path beginning with // never makes the app read or link from another origin', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    const { origin, protocol } = new URL(r.url());
    if (origin !== baseURL && protocol !== 'data:' && protocol !== 'blob:') elsewhere.push(r.url());
  });
  await page.route(/^https?:\/\/evil\.example\//, (r) => r.fulfill({ json: { apiBaseUrl: 'https://evil.example' } }));
  await page.goto(`${baseURL}//evil.example/login`);
  await page.waitForLoadState('networkidle');
  expect(elsewhere, 'requests to another origin').toEqual([]);
  const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.filter((href) => new URL(href).origin !== new URL(baseURL!).origin)).toEqual([]);
});

test('finding 9: server HTML asks for nothing: a password form in the conditions is text, an http link is not a link', async ({
  page,
}) => {
  const backend = await hostileBackend('plain');
  try {
    backend.answer('lookup.conditions', {
      conditions: [
        '<p>Confirm your account</p><form action="/user/home" method="get"><label>Password <input type="password" ' +
          'name="pin"></label><button>OK</button></form><a href="http://promo.example/p">http offer</a> ' +
          '<a href="https://promo.example/s">https offer</a>',
      ],
    });
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'finding9' });
    await standInLogin(page, 'th');
    await page.evaluate(() => localStorage.setItem('wallet.rememberAgreement', '1'));
    await page.goto('/user/home?dialog=bonusConditions');
    const dialog = page.getByRole('dialog', { name: text('th', 'member.conditionsTitle') });
    const block = dialog.locator('.server-html');
    await expect(block).toContainText('Confirm your account');
    await expect(block).toContainText('Password');
    await expect(block.locator('form, input, button, label')).toHaveCount(0);
    await expect(block.getByRole('link', { name: 'http offer' })).toHaveCount(0);
    const https = block.getByRole('link', { name: 'https offer' });
    await expect(https).toHaveAttribute('target', '_blank');
    await expect(https).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing to type a password into, nothing that sends one into the address or the history.
    const visited: string[] = [];
    page.on('framenavigated', (f) => visited.push(f.url()));
    await block.click();
    await page.keyboard.type('secret1234\n');
    await expect(dialog).toBeVisible();
    expect([page.url(), ...visited].filter((u) => u.includes('secret1234'))).toEqual([]);
  } finally {
    await backend.close();
  }
});
