import { expect, test } from './fixtures';
import { demo, expectPath, home, logOut, text } from './helpers';

// With the service worker, as a member's phone has it: its caches are listed after logout.
test.use({ serviceWorkers: 'allow' });

/**
 * What may stay on the phone after logout: the language, the site's language (a fact of the deployment: decision 043),
 * the guest chat id, a visitor's invite code, the random salt of the members' tags (which names no one).
 */
const KEPT = ['wallet.locale', 'wallet.siteLanguage', 'wallet.guestId', 'wallet.inviteCode', 'wallet.tagSalt'];
/** In demo mode the demo bank keeps its books in localStorage: that is the server's, not the member's. */
const DEMO_BANK = 'wallet.demo';

test('en: after logout nothing of the member stays in storage, caches or the page; the next member never sees it', async ({
  page,
}) => {
  // Every page load watches the app's text. A document is armed when it goes from a member page to /login (the
  // logout: its own page shows the member until the login screen replaces it) or when it loads after the logout;
  // armed, Somchai must never show again, even for a frame.
  const seen: string[] = [];
  await page.exposeFunction('reportSomchai', (path: string) => void seen.push(path));
  await page.addInitScript(() => {
    const w = window as unknown as { armed?: boolean; reportSomchai: (p: string) => void };
    let wasMember = false;
    const check = () => {
      if (location.pathname.startsWith('/user/')) wasMember = true;
      else if (location.pathname === '/login' && wasMember) w.armed = true;
      const text = document.getElementById('root')?.textContent ?? '';
      if (w.armed && text.includes('Somchai'))
        w.reportSomchai(`${location.pathname}: ${/.{0,40}Somchai.{0,40}/.exec(text)?.[0]}`);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await home(page, 'en');
  // Visit what reads the member's data: home, the statement, the profile, the member chat.
  for (const path of ['/user/statement', '/user/profile', '/user/contact', '/user/home']) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toContainText(/\S/);
  }
  await expect(page.getByText('Somchai Demo').first()).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('wallet.token'));
  expect(token).toBeTruthy();

  await logOut(page, 'en');
  await page.addInitScript(() => void ((window as unknown as { armed?: boolean }).armed = true));

  const left = await page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    session: Object.keys(sessionStorage),
    // The service worker's caches: only the app's own files may be there, never an answer of the API.
    cached: await (async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    })(),
  }));
  const memberKeys = Object.keys(left.local).filter((k) => k !== 'wallet.demo' && !KEPT.includes(k));
  expect(memberKeys).toEqual([]);
  expect(left.session).toEqual([]);
  expect(left.cached.length).toBeGreaterThan(0);
  expect(
    left.cached.filter(
      (u) =>
        !/^\/(assets\/[\w.-]+|index\.html|manifest\.webmanifest|favicon\.svg|config\.json|(icons|brands|howto)\/[\w.-]+)$/.test(
          u,
        ),
    ),
  ).toEqual([]);
  // No stored value but the demo bank's holds the token, the name or the phone.
  for (const [k, v] of Object.entries(left.local)) {
    if (k === DEMO_BANK) continue;
    for (const secret of [token!, 'Somchai', '0812345678']) expect(v, k).not.toContain(secret);
  }
  expect(left.local['wallet.locale']).toBe('en');

  // Back to a member page: the login, not the old data; then another member sees only her own.
  await page.goto('/user/home');
  await expectPath(page, '/login');
  await home(page, 'en', '0898765432');
  await expect(page.getByRole('heading', { name: text('en', 'home.hello', { name: 'Malee Bonus' }) })).toBeVisible();
  expect(seen).toEqual([]);
});

test('en: a session that ends (401) while the transfer dialog is open goes to /login; the next login comes back to it', async ({
  page,
}) => {
  await home(page, 'en');
  await page.goto('/user/home?dialog=transfer');
  const transfer = page.getByRole('dialog', { name: text('en', 'transfer.title') });
  await expect(transfer).toBeVisible();
  await transfer.getByLabel(text('en', 'transfer.to')).selectOption('pg');
  await transfer.getByLabel(text('en', 'transfer.amount')).fill('100');
  await demo(page, `demo.failNext('POST', '/api/wallet/transfer', 'EXPIRED_AUTH_TOKEN')`);
  await transfer.getByRole('button', { name: text('en', 'transfer.submit') }).click();
  await expectPath(page, '/login');
  await expect(page.getByText(text('en', 'login.sessionEnded'))).toBeVisible();
  // On the same page, as the member would (no reload).
  await page.getByLabel(text('en', 'login.phone')).fill('0812345678');
  await page.getByLabel(text('en', 'login.password')).fill('demo1234');
  await page.getByRole('button', { name: text('en', 'login.submit') }).click();
  await expectPath(page, '/user/home');
  expect(new URL(page.url()).search).toBe('?dialog=transfer');
  await expect(page.getByRole('dialog', { name: text('en', 'transfer.title') })).toBeVisible();
});
