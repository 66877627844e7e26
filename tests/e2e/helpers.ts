import { generateKeyPairSync } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import la from '../../locales/la.json' with { type: 'json' };
import th from '../../locales/th.json' with { type: 'json' };

const texts = { th, la, en };

/** The member pages, and the dialogs a link opens on home (`?dialog=`), that the hostile suites visit. */
export const MEMBER_PAGES = [
  '/user/home',
  '/user/statement',
  '/user/profile',
  '/user/bonus',
  '/user/spin',
  '/user/contact',
];
export const HOME_DIALOGS = ['deposit', 'withdraw', 'transfer', 'invite', 'inviteClaim', 'refund', 'bonusConditions'];
export type Lang = keyof typeof texts;

/**
 * A stand-in backend's own gift-link public key (RSA-2048, SPKI PEM): a real deployment may not use the demo's, which
 * anyone can read (src/lib/config.ts refuses it).
 */
export const STAND_IN_PUBLIC_KEY = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
}).publicKey;

/** A text of the locale files by its dotted key, so that tests follow the translations. */
export function text(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts[lang]);
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value.replace(/{{(\w+)}}/g, (_, v: string) => vars[v] ?? '');
}

/** A text as a regular expression's literal part. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function login(
  page: Page,
  phone: string,
  password: string,
  opts: { remember?: boolean; lang?: Lang } = {},
) {
  const lang = opts.lang ?? 'th';
  await page.goto('/login');
  await page.getByLabel(text(lang, 'login.phone')).fill(phone);
  await page.getByLabel(text(lang, 'login.password')).fill(password);
  const remember = page.getByLabel(text(lang, 'login.remember'));
  if (opts.remember === false) await remember.uncheck();
  await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
}

export async function demo(page: Page, script: string) {
  await page.waitForFunction(() => 'demo' in window);
  return page.evaluate(script);
}

export const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);

/** Log in as `phone` (the funded member by default) in `lang` and accept the agreement that opens on home. */
export async function home(page: Page, lang: Lang, phone = '0812345678') {
  if (lang !== 'th') {
    await page.goto('/login');
    // The language select, whatever the language the phone kept from before.
    const names = (['th', 'la', 'en'] as const).map((l) => text(l, 'common.language'));
    await page.getByRole('combobox', { name: new RegExp(`^(${names.join('|')})$`) }).selectOption(lang);
    await expect(page.getByRole('heading', { name: text(lang, 'login.title') })).toBeVisible();
  }
  await login(page, phone, 'demo1234', { lang });
  await expectPath(page, '/user/home');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  // The agreement opens by itself 1.5 s after home loads: accept it first.
  await agree(page, lang);
}

/**
 * Log out as a member does: the logout button, then the question's own (ticking "this is a shared phone" when told);
 * on the login page after it.
 */
export async function logOut(page: Page, lang: Lang, opts: { sharedPhone?: boolean } = {}) {
  await page.getByRole('button', { name: text(lang, 'member.logout') }).click();
  const ask = page.getByRole('dialog', { name: text(lang, 'intent.logoutTitle') });
  if (opts.sharedPhone) await ask.getByLabel(text(lang, 'intent.sharedPhone')).check();
  await ask.getByRole('button', { name: text(lang, 'member.logout') }).click();
  await expectPath(page, '/login');
}

/**
 * Agree to the agreement that opens by itself on home, as a member would: its text is on screen first ("I agree" is
 * offered only with it, machines/agreement.ts).
 */
export async function agree(page: Page, lang: Lang) {
  const agreement = page.getByRole('dialog', { name: text(lang, 'home.agreement.title') });
  await expect(agreement.locator('.html-block').first()).toBeAttached();
  await agreement.getByRole('button', { name: text(lang, 'home.agreement.confirm') }).click();
  await expect(agreement).toBeHidden();
}

/**
 * The page has run what a moved clock set off: two of its tasks (React renders in a task of its own, a MessageChannel
 * message) and a frame. After `page.clock.runFor`, what would have opened is on screen by then.
 */
export const rendered = (page: Page) =>
  page.evaluate(async () => {
    const task = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    await task();
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await task();
  });

/** An amount shown under a test id, as a number. */
/** PNG bytes of a 1×1 image: enough for the demo bank, which reviews slips by file name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const money = async (page: Page, id: string) =>
  Number((await page.getByTestId(id).innerText()).replace(/,/g, ''));

/** Log in to a stand-in backend (any password is good) in `lang`; home has its wallet. */
export async function standInLogin(page: Page, lang: Lang) {
  await page.goto('/login');
  if (lang !== 'th') await page.getByLabel(text('th', 'common.language')).selectOption(lang);
  await page.getByLabel(text(lang, 'login.phone')).fill('0812345678');
  await page.getByLabel(text(lang, 'login.password')).fill('whatever1');
  await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
  await expectPath(page, '/user/home');
  // Home has its wallet: its call is answered before a test breaks one (else it could be counted as the broken one).
  await expect(page.getByTestId('total-balance')).toBeVisible();
}

/** Home's deposit dialog, the QR channel: a KBank QR made for `amount` and shown (in `lang`, Thai by default). */
export async function kbankQr(page: Page, amount: string, lang: Lang = 'th') {
  await page.getByRole('button', { name: text(lang, 'home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'deposit.title') });
  await dialog.getByRole('button', { name: text(lang, 'deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: text(lang, 'deposit.qr.provider.KBANK') });
  await kbank.getByLabel(text(lang, 'deposit.qr.amount')).fill(amount);
  await kbank.getByRole('button', { name: text(lang, 'deposit.qr.create') }).click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  return { dialog, kbank };
}

/**
 * A deposit that arrived (docs/product.md#machine-depositWatch): its news waits at the top (it comes within one look of
 * the watch, every 5 s); "See the receipt" on it opens the receipt's dialog, answered.
 */
export async function creditReceipt(page: Page, lang: Lang = 'th') {
  const see = page.getByRole('button', { name: text(lang, 'deposit.arrived.see') });
  await expect(see).toBeVisible({ timeout: 8000 });
  await see.click();
  const receipt = page.getByRole('dialog', { name: text(lang, 'deposit.arrived.title') });
  await expect(receipt).toBeVisible();
  return receipt;
}

/**
 * From home, the promotion PROMO50 received, its first answer dropped after the demo bank carried it out: the dialog
 * says it may have gone through, and receiving again (the same key) says it was received. Its dialog, still open.
 */
export async function promotionAnswerLost(page: Page) {
  await page.getByRole('link', { name: text('th', 'home.shortcut.bonus') }).click();
  await page.getByRole('textbox', { name: text('th', 'promotion.label') }).pressSequentially('promo50');
  await page.getByRole('button', { name: text('th', 'promotion.search') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'promotion.dialogTitle', { code: 'PROMO50' }) });
  await demo(page, `demo.loseNext('GET', '/api/promotion/activate/PROMO50', 'dropped connection')`);
  await dialog.getByRole('button', { name: text('th', 'promotion.receive') }).click();
  await expect(dialog.getByRole('alert')).toContainText(text('th', 'intent.what'));
  await dialog.getByRole('button', { name: text('th', 'promotion.receive') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text('th', 'promotion.received', { code: 'PROMO50' }));
  return dialog;
}

/**
 * Records, from the page's start, what each painted frame shows of the app's own words, the page's heading and its
 * bottom menu (a member's own data, like a Thai bank account's name, may be in any script): 'th' when they are Thai,
 * 'la' when Lao, 'none' before anything is painted. `window.paintedFrames` lists each change.
 */
export function watchPaintedWords() {
  const frames: string[] = [];
  (window as unknown as { paintedFrames: string[] }).paintedFrames = frames;
  const look = () => {
    const shown = [...document.querySelectorAll<HTMLElement>('h1, .bottom-menu')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => e.innerText)
      .join(' ');
    const state = /[\u0E01-\u0E5B]/.test(shown) ? 'th' : /[\u0E81-\u0EDF]/.test(shown) ? 'la' : 'none';
    if (frames.at(-1) !== state) frames.push(state);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
/** The frames `watchPaintedWords` saw that showed any of the app's words: 'th' or 'la', each change once. */
export const paintedFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames.filter((s) => s !== 'none'));

/**
 * The screen has what the backend at `origin` sent: none of its calls in flight for 500 ms (from the call on), no
 * spinner, the fonts in.
 * Unlike the load state 'networkidle', a request elsewhere that never ends (a server-chosen picture on a slow host)
 * does not hold it. Call once, before the first navigation; await the returned function where the screen must be settled.
 */
export function backendSettled(page: Page, origin: string): () => Promise<void> {
  const inFlight = new Set<object>();
  let last = Date.now();
  const mine = (r: { url(): string }) => r.url().startsWith(origin);
  page.on('request', (r) => void (mine(r) && (inFlight.add(r), (last = Date.now()))));
  const done = (r: object) => void (inFlight.delete(r) && (last = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    // A screen just shown may not have sent its calls yet: the quiet counts from now.
    last = Math.max(last, Date.now());
    await expect
      .poll(
        async () => inFlight.size === 0 && Date.now() - last >= 500 && (await page.locator('.spinner').count()) === 0,
        {
          message: `the calls to ${origin} end and the screen shows what they brought`,
          intervals: [100],
        },
      )
      .toBe(true);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  };
}

/** A tile of home opens its banners first; closing them opens the dialog itself. */
export async function throughBanners(page: Page, lang: Lang, tile: string, title: string) {
  await page.getByRole('button', { name: text(lang, tile) }).click();
  const banners = page
    .getByRole('dialog', { name: text(lang, title) })
    .filter({ has: page.getByRole('region', { name: text(lang, title) }) });
  await expect(banners.getByRole('group').first()).toBeVisible();
  // The way on is said: Next (× leads on too, the spec's rule).
  await banners.getByRole('button', { name: text(lang, 'common.next'), exact: true }).click();
  return page.getByRole('dialog', { name: text(lang, title) });
}

/**
 * What of each card lies on a picture: a picture behind the card itself, or one of its words (its spans but the
 * picture's band `band`) over the band's box. Empty when every word stands on the card's own plain ground.
 */
export const wordsOnPicture = (cards: Locator, band: string) =>
  cards.evaluateAll(
    (all, band) =>
      all.flatMap((card) => {
        const picture = card.querySelector(band)!.getBoundingClientRect();
        const words = [...card.querySelectorAll(`:scope > span:not(${band})`)];
        const behind = getComputedStyle(card).backgroundImage !== 'none';
        return [
          ...(behind ? [`${card.textContent}: a picture behind the card`] : []),
          ...words
            .filter((w) => {
              const r = w.getBoundingClientRect();
              return (
                r.top < picture.bottom && r.bottom > picture.top && r.left < picture.right && r.right > picture.left
              );
            })
            .map((w) => `${w.textContent} lies on the picture`),
        ];
      }),
    band,
  );
