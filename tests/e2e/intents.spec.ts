/**
 * Money moves once, and only for its member, as the real world tries it: two tabs with another member, a logout in
 * one tab, a session that expires with a request open, the dialog's × and Back/Forward while a transfer is held, a
 * phone whose storage throws, and a phone clock that is wrong. Each case asserts on the stand-in bank's ledger
 * (tests/e2e/ledgerBackend.ts): satang per member, one move per member and key.
 */
import type { BrowserContext } from '@playwright/test';
import { deploy, expect, test, type Page } from './fixtures';
import { agree, expectPath, kbankQr, type Lang, logOut, STAND_IN_PUBLIC_KEY, text } from './helpers';
import { GAME, ledgerBackend, MEMBERS, type LedgerBackend, type Phone } from './ledgerBackend';

const LANG: Lang = 'en';
const ONE: Phone = '0811111111';
const TWO: Phone = '0822222222';
const say = (key: string, vars: Record<string, string> = {}) => text(LANG, key, vars);

let bank: LedgerBackend;
test.beforeEach(async () => {
  bank = await ledgerBackend();
});
test.afterEach(async () => {
  await bank.close();
});

/** A tab of the phone, deployed against the stand-in bank (every tab of a test shares the phone's storage). */
async function tab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await deploy(page, {
    apiBaseUrl: bank.url,
    chatSocketUrl: '',
    chatPrefix: 'intents',
    truelinkPublicKey: STAND_IN_PUBLIC_KEY,
  });
  return page;
}

async function logIn(page: Page, phone: Phone, opts: { agreement?: boolean; to?: string } = {}) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  // The language select, whatever the language the phone kept from before.
  const names = (['th', 'la', 'en'] as const).map((l) => text(l, 'common.language'));
  await page.getByRole('combobox', { name: new RegExp(`^(${names.join('|')})$`) }).selectOption(LANG);
  await page.getByLabel(say('login.phone')).fill(phone);
  await page.getByLabel(say('login.password')).fill(MEMBERS[phone].password);
  await page.getByRole('button', { name: say('login.submit') }).click();
  await expectPath(page, opts.to ?? '/user/home');
  if (opts.to) return;
  await expect(page.getByTestId('total-balance')).toBeVisible();
  if (opts.agreement !== false) await agree(page, LANG);
}

const transferDialog = (page: Page) => page.getByRole('dialog', { name: say('transfer.title') });

/** Home's transfer dialog, filled: from the wallet to the game, `amount` baht. */
async function fillTransfer(page: Page, amount: string) {
  await page.getByRole('button', { name: say('home.shortcut.transfer') }).click();
  const d = transferDialog(page);
  await d.getByLabel(say('transfer.to')).selectOption(GAME.code);
  await d.getByLabel(say('transfer.amount')).fill(amount);
  return d;
}
const sendTransfer = (page: Page) =>
  transferDialog(page)
    .getByRole('button', { name: say('transfer.submit'), exact: true })
    .click();

/** A transfer of 20 sent while the bank holds it: done once the request is at the bank, unanswered. */
async function heldTransfer(page: Page) {
  const arrived = bank.hold('wallet.transfer');
  await fillTransfer(page, '20');
  await sendTransfer(page);
  await arrived;
}

/** "It may have gone through", with "Try again": the open-intent notice of 20 baht. */
const mayHaveGone = (scope: Page | ReturnType<typeof transferDialog>) =>
  scope.getByRole('alert').filter({ hasText: say('intent.whatAmount', { amount: '20.00' }) });

const movesOf = (member: Phone) => bank.moves.filter((m) => m.member === member && m.call === 'wallet.transfer');

test('two tabs, another member: B never offers member 1’s transfer to member 2, A follows B at once, and member 1 finds it again', async ({
  context,
}) => {
  const a = await tab(context);
  await logIn(a, ONE);
  // Tab A: 20 baht to the game, carried out by the bank, its answer lost.
  bank.loseNext('wallet.transfer');
  await fillTransfer(a, '20');
  await sendTransfer(a);
  await expect(mayHaveGone(transferDialog(a))).toBeVisible();
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });

  // Tab B, same phone: member 1 is logged in there too; B logs out. Member 1 is told first what may have moved.
  const b = await tab(context);
  await b.goto('/user/home');
  await expect(b.getByRole('region', { name: say('intent.title') })).toBeVisible();
  await b.getByRole('button', { name: say('member.logout') }).click();
  const ask = b.getByRole('dialog', { name: say('intent.logoutTitle') });
  await expect(ask).toContainText(say('intent.whatAmount', { amount: '20.00' }));
  await ask.getByRole('button', { name: say('member.logout') }).click();
  await expectPath(b, '/login');
  // Tab A follows at once, without a reload: the login form, saying why.
  await expectPath(a, '/login');
  await expect(a.getByText(say('intent.ELSEWHERE_ENDED'))).toBeVisible();

  // B logs in as member 2: A stays on the login form; reloaded, A is member 2 and offers nothing of member 1's.
  await logIn(b, TWO);
  await a.reload();
  await expect(a.getByTestId('total-balance')).toBeVisible();
  await expect(a.getByRole('region', { name: say('intent.title') })).toHaveCount(0);
  await a.getByRole('button', { name: say('home.shortcut.transfer') }).click();
  await expect(transferDialog(a).getByLabel(say('transfer.amount'))).toHaveValue('');
  await expect(mayHaveGone(transferDialog(a))).toHaveCount(0);
  expect(bank.balance(TWO)).toEqual({ wallet: 100_00, game: 0 });
  expect(bank.requests.filter((r) => r.member === TWO)).toEqual([]);

  // Member 1 logs in again (in B): the transfer is offered again, with its key; "Try again" moves nothing more.
  await logOut(b, LANG);
  await expectPath(a, '/login');
  await expect(a.getByText(say('intent.ELSEWHERE_ENDED'))).toBeVisible();
  await logIn(b, ONE);
  await expect(b.getByRole('region', { name: say('intent.title') })).toContainText(
    say('intent.whatAmount', { amount: '20.00' }),
  );
  await b.getByRole('button', { name: say('home.shortcut.transfer') }).click();
  await transferDialog(b)
    .getByRole('button', { name: say('intent.retry') })
    .click();
  await expect(transferDialog(b).getByText(say('transfer.success'))).toBeVisible();
  expect(movesOf(ONE)).toHaveLength(1);
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
  expect(bank.balance(TWO)).toEqual({ wallet: 100_00, game: 0 });
  // Every request of member 1's key carried member 1's token.
  const key = movesOf(ONE)[0]!.key;
  expect(bank.requests.filter((r) => r.key === key).map((r) => r.member)).toEqual([ONE, ONE]);
});

test('a session that expires with a transfer open: after logging in again the same transfer is offered and moves once', async ({
  context,
}) => {
  const page = await tab(context);
  await logIn(page, ONE);
  bank.loseNext('wallet.transfer');
  await fillTransfer(page, '20');
  await sendTransfer(page);
  await expect(mayHaveGone(transferDialog(page))).toBeVisible();
  await transferDialog(page)
    .getByRole('button', { name: say('common.close'), exact: true })
    .click();
  await expect(page.getByRole('region', { name: say('intent.title') })).toBeVisible();
  // The bank ends member 1's session: the statement's call answers 401.
  bank.expire(ONE);
  await page.getByRole('link', { name: say('member.menu.statement') }).click();
  await expectPath(page, '/login');
  await expect(page.getByText(say('login.sessionEnded'))).toBeVisible();
  // Back to the page the session ended on, then home: the transfer is offered again.
  await logIn(page, ONE, { to: '/user/statement' });
  await page.getByRole('link', { name: say('member.menu.home') }).click();
  await agree(page, LANG);
  await expect(page.getByRole('region', { name: say('intent.title') })).toContainText(
    say('intent.whatAmount', { amount: '20.00' }),
  );
  // The member types the same transfer again: the same key goes out, and the bank answers the first result.
  await fillTransfer(page, '20');
  await sendTransfer(page);
  await expect(transferDialog(page).getByText(say('transfer.success'))).toBeVisible();
  expect(movesOf(ONE)).toHaveLength(1);
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
});

test('×, and Back and Forward, while a transfer is held: it is on its way, sending it again joins it, and it moves once', async ({
  context,
}) => {
  const page = await tab(context);
  await logIn(page, ONE);
  // The dialog's × while the bank holds the transfer.
  await heldTransfer(page);
  await transferDialog(page)
    .getByRole('button', { name: say('common.close'), exact: true })
    .click();
  await fillTransfer(page, '20');
  const d = transferDialog(page);
  await expect(d.getByRole('status').filter({ hasText: say('intent.whatAmount', { amount: '20.00' }) })).toBeVisible();
  await sendTransfer(page);
  bank.release();
  await expect(d.getByText(say('transfer.success'))).toBeVisible();
  expect(bank.requests.filter((r) => r.call === 'wallet.transfer')).toHaveLength(1);
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
  await d.getByRole('button', { name: say('common.ok') }).click();

  // While the next one is held: Back closes the dialog, Forward opens nothing (back.spec: home stays); then leave.
  await heldTransfer(page);
  await page.goBack();
  await expect(transferDialog(page)).toBeHidden();
  await page.goForward();
  await expect(transferDialog(page)).toBeHidden();
  await page.getByRole('link', { name: say('member.menu.statement') }).click();
  await expectPath(page, '/user/statement');
  await page.goBack();
  await expectPath(page, '/user/home');
  await fillTransfer(page, '20');
  await expect(
    transferDialog(page)
      .getByRole('status')
      .filter({ hasText: say('intent.whatAmount', { amount: '20.00' }) }),
  ).toBeVisible();
  await sendTransfer(page);
  bank.release();
  await expect(transferDialog(page).getByText(say('transfer.success'))).toBeVisible();
  expect(bank.requests.filter((r) => r.call === 'wallet.transfer')).toHaveLength(2);
  expect(movesOf(ONE)).toHaveLength(2);
  expect(bank.balance(ONE)).toEqual({ wallet: 60_00, game: 40_00 });
});

test('a tab killed while a transfer is held: the next tab says it may have gone through, and "Try again" moves nothing more', async ({
  context,
}) => {
  const first = await tab(context);
  await logIn(first, ONE);
  await heldTransfer(first);
  // The tab is gone (closed, or the phone killed it) before any answer: no code of it runs again.
  await first.unrouteAll({ behavior: 'ignoreErrors' });
  await first.close();
  bank.release();
  await expect.poll(() => bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
  const page = await tab(context);
  await page.goto('/user/home');
  await expect(page.getByRole('region', { name: say('intent.title') })).toContainText(
    say('intent.whatAmount', { amount: '20.00' }),
  );
  await page.getByRole('button', { name: say('home.shortcut.transfer') }).click();
  await transferDialog(page)
    .getByRole('button', { name: say('intent.retry') })
    .click();
  await expect(transferDialog(page).getByText(say('transfer.success'))).toBeVisible();
  expect(movesOf(ONE)).toHaveLength(1);
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
});

test('a phone whose storage throws: the member is told once, and a transfer whose answer was lost is never sent twice', async ({
  context,
}) => {
  await context.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
  });
  const page = await tab(context);
  await logIn(page, ONE, { agreement: false });
  await expect(page.getByText(say('intent.noStorage'))).toHaveCount(1);
  await agree(page, LANG);
  bank.loseNext('wallet.transfer');
  await fillTransfer(page, '20');
  await sendTransfer(page);
  await expect(mayHaveGone(transferDialog(page))).toBeVisible();
  await transferDialog(page)
    .getByRole('button', { name: say('common.close'), exact: true })
    .click();
  // Opened again, the same amount: the same key, and the bank's first answer.
  await fillTransfer(page, '20');
  await expect(mayHaveGone(transferDialog(page))).toBeVisible();
  await sendTransfer(page);
  await expect(transferDialog(page).getByText(say('transfer.success'))).toBeVisible();
  expect(movesOf(ONE)).toHaveLength(1);
  expect(bank.balance(ONE)).toEqual({ wallet: 80_00, game: 20_00 });
  // The session lives for the page: other screens still work.
  await transferDialog(page)
    .getByRole('button', { name: say('common.ok') })
    .click();
  await page.getByRole('link', { name: say('member.menu.statement') }).click();
  await expectPath(page, '/user/statement');
});

for (const [phone, skew] of [
  ['a day ahead', 24 * 60 * 60 * 1000],
  ['ten minutes behind', -10 * 60 * 1000],
] as const) {
  test(`a phone clock ${phone}: a new QR counts down the bank's 5 minutes, and one QR is made`, async ({ context }) => {
    // The phone's wall clock is wrong; its monotonic clock (performance.now()) is not.
    await context.addInitScript((ms: number) => {
      const Real = Date;
      class Skewed extends Real {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(Real.now() + ms);
          else super(...(args as [number]));
        }
        static now() {
          return Real.now() + ms;
        }
      }
      window.Date = Skewed as DateConstructor;
    }, skew);
    const page = await tab(context);
    await logIn(page, ONE);
    const { kbank } = await kbankQr(page, '100', LANG);
    const left = kbank.getByTestId('qr-countdown-KBANK');
    await expect(left).toHaveText(/^0(5:00|4:5\d)$/);
    // Once it has counted on, it still counts the bank's minutes: neither expired nor 14 minutes long.
    const first = await left.innerText();
    await expect(left).not.toHaveText(first);
    await expect(left).toHaveText(/^04:5\d$/);
    await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
    expect(bank.qrs).toHaveLength(1);
    expect(bank.qrs[0]!.amount).toBe(100);
  });
}
