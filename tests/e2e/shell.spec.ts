import { deploy, expect, test, type Page } from './fixtures';
import { expectPath, home, login, text, type Lang } from './helpers';
import { hostileBackend } from './hostileBackend';

/**
 * Holds back every request for `url` (a glob) until `release()`: `asked` counts them, `answered` says whether one has
 * gone through since.
 */
async function holdBack(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const state = { asked: 0, answered: false, release: () => release() };
  await page.route(url, async (route) => {
    state.asked += 1;
    await held;
    state.answered = true;
    await route.fallback();
  });
  return state;
}

/** The login calls the backend got. */
const logins = (calls: string[]) => calls.filter((c) => /login$/i.test(c));

// /login paints before any JavaScript: the build draws the app's own screen into index.html (scripts/prerender.ts).
// The test holds the app's code back, reads and types on that screen, then lets the code in: the app takes over the
// same elements (marked before, found after), with what was typed and the focus.
for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: /login paints the app's own screen before the JavaScript; the app takes over the same fields, nothing moves`, async ({
    page,
  }) => {
    const backend = await hostileBackend('plain');
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
      if (lang !== 'th') await page.addInitScript((l) => localStorage.setItem('wallet.locale', l), lang);
      const code = await holdBack(page, '**/assets/*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: text(lang, 'login.title') });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'la' ? 'lo' : lang);
      // Only the screen of the page's language is there; its button is a live one, its links lead from the app's root.
      await expect(page.getByRole('heading')).toHaveCount(1);
      await expect(page.getByRole('button', { name: text(lang, 'login.submit') })).toBeEnabled();
      await expect(page.getByRole('link', { name: text(lang, 'menu.howto') })).toHaveAttribute('href', '/howto');
      const before = await heading.boundingBox();
      await page.getByLabel(text(lang, 'login.phone')).fill('0812345678');
      await page.getByLabel(text(lang, 'login.password')).fill('whatever1');
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('#root form, #root input, #root h1'))
          el.dataset.mark = 'painted';
      });
      expect(code.asked).toBeGreaterThan(0);
      expect(code.answered).toBe(false);
      code.release();
      await expect(page.locator('html')).toHaveAttribute('data-live', '');
      // The app's screen is the painted one: the same elements, what was typed kept, the focus kept, nothing moved.
      await expect(page.locator('#root [data-mark="painted"]')).toHaveCount(5);
      await expect(page.getByLabel(text(lang, 'login.phone'))).toHaveAttribute('data-mark', 'painted');
      await expect(page.getByLabel(text(lang, 'login.phone'))).toHaveValue('0812345678');
      await expect(page.getByLabel(text(lang, 'login.password'))).toHaveValue('whatever1');
      await expect(page.getByLabel(text(lang, 'login.password'))).toBeFocused();
      expect(await heading.boundingBox()).toEqual(before);
      await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
      await expectPath(page, '/user/home');
      expect(logins(backend.calls)).toHaveLength(1);
    } finally {
      await backend.close();
    }
  });
}

// A member whose password manager filled the form, or who types fast on a slow phone, sends it before the app's code
// has come: Enter (or a tap) is held, the button says it is at work, the password goes into no address, and once the
// code runs the login is sent once, with what the fields hold then.
for (const how of ['Enter', 'tap'] as const) {
  test(`th: a login sent by ${how} before the app's code has come is sent once when it comes`, async ({ page }) => {
    const backend = await hostileBackend('plain');
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
      const documents: string[] = [];
      page.on('request', (r) => r.resourceType() === 'document' && documents.push(`${r.method()} ${r.url()}`));
      const code = await holdBack(page, '**/assets/*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: text('th', 'login.submit') });
      await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
      await page.getByLabel(text('th', 'login.password')).fill('whatever1');
      if (how === 'Enter') await page.getByLabel(text('th', 'login.password')).press('Enter');
      else await button.click();
      // Held: the page stays, nothing went out, the button shows it is at work.
      await expect(page.locator('html')).toHaveAttribute('data-submitted', '');
      const spin = await button.evaluate((b) => getComputedStyle(b, '::after').animationName);
      expect(spin).toBe('spin');
      // (The page has not finished loading: its code is held. Its address is read as it is.)
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(page.url()).not.toContain('whatever1');
      expect(logins(backend.calls)).toHaveLength(0);
      // A second press meanwhile changes nothing.
      await button.click();
      code.release();
      await expectPath(page, '/user/home');
      expect(logins(backend.calls)).toHaveLength(1);
      // The browser itself sent nothing: one document, the first.
      expect(documents).toEqual([`GET ${new URL('/login', page.url()).href}`]);
      await expect(page.locator('html')).not.toHaveAttribute('data-submitted', '');
    } finally {
      await backend.close();
    }
  });
}

// The painted screen cannot know the deployment's brand (one build, any config.json): it leaves the name out, so a
// branded deployment never shows another name, the default one included; its own comes with the app.
test("th: a branded deployment's login never shows another brand's name", async ({ page }) => {
  const backend = await hostileBackend('plain');
  try {
    await deploy(page, {
      apiBaseUrl: backend.url,
      chatSocketUrl: '',
      chatPrefix: 'shell',
      brand: { name: 'Lanxang Play' },
    });
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { brandsSeen: Set<string> }).brandsSeen = seen;
      const look = () =>
        document.querySelectorAll('.brand').forEach((b) => b.checkVisibility() && seen.add(b.textContent ?? ''));
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const code = await holdBack(page, '**/assets/*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();
    await expect(page.getByTestId('brand')).toHaveText('');
    code.release();
    await expect(page.getByTestId('brand')).toHaveText('Lanxang Play');
    const seen = await page.evaluate(() => [...(window as unknown as { brandsSeen: Set<string> }).brandsSeen]);
    expect(seen.filter((name) => name !== '')).toEqual(['Lanxang Play']);
    expect(seen).not.toContain(text('th', 'app.name'));
  } finally {
    await backend.close();
  }
});

// React takes over the painted screen without a mismatch: nothing in the console, in every language, demo or not.
for (const lang of ['th', 'la', 'en'] as Lang[]) {
  test(`${lang}: the app takes over /login with no hydration warning or error`, async ({ page }) => {
    const said: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') said.push(m.text());
    });
    page.on('pageerror', (e) => said.push(e.message));
    if (lang !== 'th') await page.addInitScript((l) => localStorage.setItem('wallet.locale', l), lang);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    await expect(page.getByRole('heading', { name: text(lang, 'login.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'login.submit') })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(said).toEqual([]);
  });
}

// A member page paints its frame before any JavaScript when a session is stored (the build draws MemberShell's frame,
// scripts/prerender.ts):
// the top bar and bottom menu where the real ones will be, its page marked in the menu. The page's first screen takes
// its place in one go (src/lib/memberFrame.ts): same bars at the same place, and the frame gone.
for (const lang of ['th', 'en'] as Lang[]) {
  test(`${lang}: a member page paints its frame before the JavaScript; the first screen takes its place, nothing moves`, async ({
    page,
  }) => {
    const backend = await hostileBackend('plain');
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
      if (lang !== 'th') await page.addInitScript(() => localStorage.setItem('wallet.locale', 'en'));
      await login(page, '0812345678', 'whatever1', { lang });
      await expectPath(page, '/user/home');
      const menu = page.getByRole('navigation', { name: text(lang, 'menu.label') });
      const statement = menu.getByText(text(lang, 'member.menu.statement'));
      const boxes = async () =>
        Promise.all([page.locator('.member-top:visible').boundingBox(), menu.boundingBox(), statement.boundingBox()]);

      const code = await holdBack(page, '**/assets/*.js');
      await page.goto('/user/statement', { waitUntil: 'commit' });
      await expect(menu).toBeVisible();
      await expect(page.locator('#member-frame > div:visible')).toHaveCount(1);
      // The login screen is not in the page meanwhile: one language control, the frame's.
      await expect(page.getByLabel(text(lang, 'common.language'))).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#member-frame .brand')).toHaveText('');
      await expect(page.locator('#member-frame').getByRole('status')).toHaveText(text(lang, 'common.loading'));
      expect(await page.evaluate(() => document.querySelectorAll('#root [data-testid]').length)).toBe(0);
      const marked = await statement.evaluate((el) => getComputedStyle(el.parentElement!).color);
      const before = await boxes();

      code.release();
      await expect(page.getByRole('heading', { name: text(lang, 'statement.title') })).toBeVisible();
      await expect(page.locator('#member-frame')).toHaveCount(0);
      await expect(menu).toHaveCount(1);
      expect(await boxes()).toEqual(before);
      expect(await statement.evaluate((el) => getComputedStyle(el.parentElement!).color)).toBe(marked);
      await expect(statement.locator('..')).toHaveAttribute('aria-current', 'page');
    } finally {
      await backend.close();
    }
  });
}

// A reload of home asks for the wallet as soon as the app can call, not once home's code has come and rendered: the
// call is on its way while that code is held back, and it is the page's own (asked for once).
test("th: a reload of home asks for the wallet while the page's code is on its way, once", async ({ page }) => {
  const backend = await hostileBackend('plain');
  try {
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
    await login(page, '0812345678', 'whatever1');
    await expect(page.getByTestId('total-balance')).toBeVisible();
    const homeCode = await holdBack(page, '**/assets/HomePage-*.js');
    backend.calls.length = 0;
    await page.reload();
    await expect.poll(() => backend.calls).toContain('wallet.get');
    expect(homeCode.asked).toBeGreaterThan(0);
    await expect(page.getByTestId('total-balance')).toHaveCount(0);
    homeCode.release();
    await expect(page.getByTestId('total-balance')).toBeVisible();
    expect(backend.calls.filter((c) => c === 'wallet.get')).toHaveLength(1);
  } finally {
    await backend.close();
  }
});

test('th: another route than /login never shows the painted login screen, nor a visitor the member frame', async ({
  page,
}) => {
  await page.route('**/assets/*.js', () => new Promise(() => {}));
  const painted = page.locator('#root > div, #member-frame > div');
  await page.goto('/howto', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  // Nor the member pages' frame: there, or on a member page without a stored session. Neither stays in the page.
  await expect(painted).toHaveCount(0);
  await page.goto('/user/home', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(painted).toHaveCount(0);
  // On /login only the login screen of the page's language stays, in #root.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('#member-frame > div')).toHaveCount(0);
  await expect(page.locator('#root > div')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();
});

// The fonts (scripts/fonts.ts): index.html's boot script declares them and asks at once for the subsets the first
// screen writes with in the page's language. Each is downloaded once, before any of the app's code, and every one of
// them is used: a subset the screen needs but the boot script forgot would come after the code, an extra one unused.
for (const lang of ['th', 'la', 'en'] as const) {
  test(`${lang}: /login asks for the fonts its screen uses first, each once, and no other`, async ({ page }) => {
    const backend = await hostileBackend('plain');
    try {
      await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'shell' });
      if (lang !== 'th') await page.addInitScript((l) => localStorage.setItem('wallet.locale', l), lang);
      const asked: string[] = [];
      page.on('request', (r) => {
        const font = /\/assets\/([\w-]+?)-normal-[\w-]+\.woff2$/.exec(r.url());
        if (font) asked.push(font[1]!);
        else if (/\/assets\/[^/]+\.js$/.test(r.url())) asked.push('(code)');
      });
      await page.goto('/login');
      await expect(page.locator('#login-phone')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`);
      });
      const fonts = asked.filter((a) => a !== '(code)');
      // Thai, Lao and Latin letters at two weights: four or five subsets, each asked for once.
      expect(fonts.length).toBeGreaterThanOrEqual(4);
      expect(new Set(fonts).size).toBe(fonts.length);
      expect(asked.slice(0, fonts.length)).toEqual(fonts);
      expect(used).toHaveLength(fonts.length);
      // The page's own script is among them: Thai for th and en (the language menu says ไทย), Lao for la.
      expect(fonts).toContain(lang === 'la' ? 'noto-sans-lao-lao-700' : 'noto-sans-thai-thai-400');
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(fonts.length);
    } finally {
      await backend.close();
    }
  });
}

// A start on a member page (a reload, a shared link, the installed app) asks for that page's code at once, alongside
// config.json, not after the config, the session check and the member shell, one round trip after the other.
test('th: a reload on a member page asks for its code while config.json is on its way, even before the app runs; a visitor never asks', async ({
  page,
}) => {
  await home(page, 'th');
  const asked: string[] = [];
  page.on('request', (r) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]{8}\.js$/.exec(r.url());
    if (chunk) asked.push(chunk[1]!);
  });
  const config = await holdBack(page, '**/config.json');
  await page.goto('/user/statement');
  // The member routes and the query client are in the member pages' common file (scripts/member-start.ts).
  await expect.poll(() => asked).toEqual(expect.arrayContaining(['StatementPage', 'member', 'rest']));
  expect(config.answered).toBe(false);
  expect(asked).not.toContain('HomePage');
  config.release();
  await expect(page.getByRole('heading', { name: text('th', 'statement.title') })).toBeVisible();

  // index.html's boot script asks for that code and the texts itself, with the app's own files: before the app has
  // even run.
  const entry = await holdBack(page, '**/assets/index-*.js');
  asked.length = 0;
  await page.goto('/user/statement', { waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual(expect.arrayContaining(['StatementPage', 'member', 'rest']));
  expect(entry.answered).toBe(false);
  expect(asked).not.toContain('HomePage');
  entry.release();
  await expect(page.getByRole('heading', { name: text('th', 'statement.title') })).toBeVisible();
  await page.unroute('**/assets/index-*.js');

  // Logged out, the same address leads to /login, and no member page's code was asked for on the way.
  await page.evaluate(() => {
    localStorage.removeItem('wallet.token');
    sessionStorage.removeItem('wallet.token');
  });
  asked.length = 0;
  await page.goto('/user/statement');
  await expectPath(page, '/login');
  await expect(page.locator('#login-phone')).toBeVisible();
  expect(asked.filter((name) => /Page$|^member$/.test(name) && name !== 'LoginPage')).toEqual([]);
});
