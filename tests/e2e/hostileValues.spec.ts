// A hostile backend's values, one kind at a time: words too long for any label, and strings no address can carry.
import { api } from '../../src/api/contracts';
import { deploy, expect, test, type Page } from './fixtures';
import {
  agree,
  backendSettled,
  expectPath,
  HOME_DIALOGS as DIALOGS,
  MEMBER_PAGES as MEMBER,
  standInLogin,
  text,
} from './helpers';
import { generate, hostileBackend } from './hostileBackend';
import { LONG_WORD } from './hostileStrings';

// A click that server HTML intercepts fails here, named, rather than as the test's timeout.
test.use({ actionTimeout: 15_000 });

/**
 * Where a 5,000-character word shows: any element holding it that is taller than `most` px (two lines with an
 * ellipsis fit) outside a place that shows a value whole ([data-whole]); and home's first tile below the first screen.
 */
async function overlong(page: Page, where: string, most = 72): Promise<string[]> {
  return page.evaluate(
    ({ w, most }) => {
      const out: string[] = [];
      // An open dialog is what the member reads; else the page.
      const scope = [...document.querySelectorAll('dialog[open]')].pop() ?? document.getElementById('root')!;
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!/x{200}/.test(n.nodeValue ?? '')) continue;
        // The box the word shows in: its first element that is not inline (an inline one is cut by its box).
        let el = n.parentElement!;
        while (getComputedStyle(el).display === 'inline' && el.parentElement) el = el.parentElement;
        // Server HTML is prose, read whole (it wraps in its box).
        if (el.closest('[data-whole], .server-html')) continue;
        const { height } = el.getBoundingClientRect();
        if (height > most) {
          const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`;
          const inside = el.parentElement?.className ? ` in .${String(el.parentElement.className).split(' ')[0]}` : '';
          out.push(`${w}: <${name}>${inside} is ${Math.round(height)} px tall`);
        }
      }
      if (document.documentElement.scrollWidth > innerWidth + 1)
        out.push(`${w}: the page scrolls sideways to ${document.documentElement.scrollWidth} px`);
      return [...new Set(out)];
    },
    { w: where, most },
  );
}

test('th: a 5,000-character word in every server string keeps to its box on every screen and dialog (one or two lines, whole on the profile)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const backend = await hostileBackend('long');
  try {
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'long' });
    const settled = backendSettled(page, backend.url);
    await page.goto('/login');
    await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
    await page.getByLabel(text('th', 'login.password')).fill('whatever1');
    await page.getByRole('button', { name: text('th', 'login.submit') }).click();
    await expectPath(page, '/user/home');
    await agree(page, 'th');
    const found: string[] = [];
    // Home: the tiles come on the first screen, under the member's name.
    await expect(page.locator('.tiles').first()).toBeInViewport();
    for (const path of MEMBER) {
      await page.goto(path);
      await expect(page.getByRole('main').first()).toBeVisible();
      await settled();
      found.push(...(await overlong(page, path)));
    }
    for (const dialog of DIALOGS) {
      await page.goto(`/user/home?dialog=${dialog}`);
      await expect(page.getByRole('dialog').last(), `dialog ${dialog} opens`).toBeVisible();
      await settled();
      found.push(...(await overlong(page, `dialog ${dialog}`)));
    }
    await page.goto('/user/home');
    await page.locator('.game-card').first().click();
    await settled();
    found.push(...(await overlong(page, 'game dialog')));
    expect(found).toEqual([]);
    // The profile shows the whole name.
    await page.goto('/user/profile');
    await expect(page.locator('[data-whole]').getByText(LONG_WORD).first()).toBeVisible();
  } finally {
    await backend.close();
  }
});

/**
 * A server value no address can carry (a lone surrogate, valid JSON but not Unicode) in each field the app puts in a
 * call's path: the call is not sent, the member reads REQUEST_INVALID where they are, and the app goes on working.
 */
test('en: a lone surrogate in a game code, game credentials, a QR id, a slip reference, a bonus or a promotion code: not sent, said where the member is, the app goes on; a game link that is no web address says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const LONE = '\ud800';
  const backend = await hostileBackend('plain');
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  const plain = <T>(schema: unknown) => generate(schema, () => 'plain text') as T;
  type Slot = Record<string, unknown>;
  const slot = (fields: Slot) => ({ ...plain<{ slots: Slot[] }>(api.wallet.get.response).slots[0], ...fields });
  const said = async (where: string) => {
    await expect(page.getByText(text('en', 'errors.REQUEST_INVALID')).first(), where).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en', 'errors.title') }), where).toHaveCount(0);
  };
  const closeDialog = () =>
    page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: text('en', 'common.close') })
      .click();
  try {
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'lone' });
    await standInLogin(page, 'en');
    await agree(page, 'en');
    const before = backend.calls.length;

    // A game whose code is one: "Open an account".
    backend.answer('wallet.get', { slots: [slot({ code: LONE, name: 'Lone game', isActive: false })] });
    await page.reload();
    await page.getByRole('button', { name: /^Lone game/ }).click();
    await page
      .getByRole('dialog', { name: 'Lone game' })
      .getByRole('button', { name: text('en', 'game.activate') })
      .click();
    await said('game code');
    await closeDialog();

    // An active game whose credentials carry one: "Play" (the wallet is empty, so the link is asked for at once).
    backend.answer('wallet.get', { wallet: { amount: 0 }, slots: [slot({ code: 'pg', name: 'PG', isActive: true })] });
    backend.answer('wallet.account', { username: LONE, password: 'p1' });
    await page.reload();
    await page.getByRole('button', { name: /^PG/ }).click();
    await page
      .getByRole('dialog', { name: 'PG' })
      .getByRole('button', { name: text('en', 'game.play') })
      .click();
    await said('game credentials');
    await closeDialog();

    // A QR whose id is one: "Cancel".
    const payment = generate(api.lookup.deposit.response, () => 'PAYMENT') as { banks: unknown[] };
    backend.answer('lookup.deposit', { isManual: false, banks: payment.banks });
    backend.answer('qrcode.get', {
      qrcodeId: LONE,
      hasQrcode: true,
      qrcode: '<b>QR</b>',
      amount: 100,
      expireIn: new Date(Date.now() + 10 * 60_000).toISOString(),
      message: null,
    });
    await page.goto('/user/home?dialog=deposit');
    await page.getByRole('button', { name: text('en', 'deposit.channel.qr'), exact: true }).click();
    await page
      .getByRole('button', { name: text('en', 'deposit.qr.cancel') })
      .first()
      .click();
    await said('QR id');

    // A slip whose reference is one: "View slip".
    backend.answer('slips.list', {
      total: 1,
      slips: [
        {
          createdAt: '2026-11-23T10:00:00.000Z',
          amount: 100,
          status: 'SUCCESS',
          note: null,
          link: null,
          reference: LONE,
        },
      ],
    });
    await page.goto('/user/home?dialog=deposit');
    await page.getByRole('button', { name: text('en', 'deposit.slipStatus') }).click();
    await page.getByRole('button', { name: text('en', 'slip.view') }).click();
    await said('slip reference');

    // A bonus whose code is one: "Receive bonus".
    const bonus = plain<{ bonuses: Record<string, unknown>[] }>(api.bonus.list.response).bonuses[0];
    backend.answer('bonus.list', { bonuses: [{ ...bonus, code: LONE, userBonus: null }] });
    await page.goto('/user/bonus');
    await page.getByRole('button', { name: text('en', 'bonus.open', { code: LONE }) }).click();
    await page.getByRole('button', { name: text('en', 'bonus.receive') }).click();
    await said('bonus code');

    // A promotion found under a code the server names with one: "Receive promotion".
    backend.answer('bonus.list', { bonuses: [] });
    backend.answer('promotion.find', { promotion: { code: LONE, percentFail: 0, description: 'plain text' } });
    await page.goto('/user/bonus');
    await page.getByRole('textbox', { name: text('en', 'promotion.label') }).fill('CODE1');
    await page.getByRole('button', { name: text('en', 'promotion.search') }).click();
    await page.getByRole('button', { name: text('en', 'promotion.receive') }).click();
    await said('promotion code');

    // None of them was sent.
    const sent = backend.calls.slice(before);
    for (const call of [
      'wallet.activate',
      'wallet.autoLogin',
      'qrcode.cancel',
      'slips.reference',
      'bonus.activate',
      'promotion.activate',
    ])
      expect(sent, call).not.toContain(call);
    // A game's auto-login link that is no web address: "Play" says it could not open (nothing opens).
    backend.answer('wallet.get', { wallet: { amount: 0 }, slots: [slot({ code: 'pg', name: 'PG', isActive: true })] });
    backend.answer('wallet.account', null);
    backend.answer('wallet.autoLogin', { link: 'javascript:window.__pwned=1' });
    await page.goto('/user/home');
    await page.getByRole('button', { name: /^PG/ }).click();
    await page
      .getByRole('dialog', { name: 'PG' })
      .getByRole('button', { name: text('en', 'game.play') })
      .click();
    await expect(page.getByRole('dialog', { name: 'PG' })).toContainText(text('en', 'errors.GAME_LINK_INVALID'));
    // The tab opened in the tap is closed again (closing takes a moment): nothing opens.
    await expect.poll(() => page.context().pages().length).toBe(1);
    await closeDialog();

    // The app goes on (home's wallet reads well).
    backend.answer('wallet.get', null);
    await page.goto('/user/home');
    await expect(page.getByTestId('total-balance')).toBeVisible();
    expect(uncaught).toEqual([]);
  } finally {
    await backend.close();
  }
});
