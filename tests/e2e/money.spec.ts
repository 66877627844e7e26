/**
 * Trust at the edges: a stand-in backend that honours the Idempotency-Key carries out a money call, then its answer
 * goes wrong on the way back the ways gateways and proxies make it go wrong. The member reads that the app could not
 * confirm it, retries from the same dialog, and the stand-in's ledger moved the money exactly once.
 */
import { deploy, expect, test, type Locator, type Page } from './fixtures';
import { agree, type Lang, STAND_IN_PUBLIC_KEY, standInLogin, text } from './helpers';
import { hostileBackend, UNCLEAR, UNAUTHORIZED, type TestBackend } from './hostileBackend';

const LANG: Lang = 'en';

interface MoneyCase {
  call: string;
  dialog: string;
  title: string;
  /** The form inside the dialog (the deposit dialog has one gift-link form per wallet of the lookup). */
  form?: (d: Locator) => Locator;
  fill: (d: Locator) => Promise<void>;
  submit: string;
  /** The button that sends the request once it is shown for confirming (a withdrawal). */
  confirm?: string;
  success: string;
}

const CASES: MoneyCase[] = [
  {
    call: 'wallet.transfer',
    dialog: 'transfer',
    title: 'transfer.title',
    // The stand-in's games are all called "plain text".
    fill: async (d) => {
      await d.getByLabel(text(LANG, 'transfer.to')).selectOption({ index: 2 });
      await d.getByLabel(text(LANG, 'transfer.amount')).fill('5');
    },
    submit: 'transfer.submit',
    success: 'transfer.success',
  },
  {
    call: 'wallet.withdrawAll',
    dialog: 'withdraw',
    title: 'withdraw.title',
    // The stand-in's limits are 1,234.56 both ways.
    fill: (d) => d.getByLabel(text(LANG, 'withdraw.amount')).fill('1234.56'),
    submit: 'withdraw.submit',
    confirm: 'withdraw.send',
    success: 'withdraw.success',
  },
  {
    call: 'wallet.truelink',
    dialog: 'deposit',
    title: 'deposit.title',
    form: (d) => d.locator('form.gift-link').first(),
    fill: async (d) => {
      await d.getByRole('button', { name: text(LANG, 'deposit.channel.wallet'), exact: true }).click();
      await d
        .locator('form.gift-link')
        .first()
        .getByLabel(text(LANG, 'giftLink.link'))
        .fill('https://gift.truemoney.com/campaign/?v=ABCDEFGHIJ1234567890');
    },
    submit: 'giftLink.send',
    success: 'giftLink.success',
  },
];

async function standIn(page: Page): Promise<TestBackend> {
  const backend = await hostileBackend('plain');
  await deploy(page, {
    apiBaseUrl: backend.url,
    chatSocketUrl: '',
    chatPrefix: 'money',
    truelinkPublicKey: STAND_IN_PUBLIC_KEY,
  });
  await standInLogin(page, LANG);
  await agree(page, LANG);
  // No bonus runs (one that did would lock the withdrawal before the member types).
  backend.answer('bonus.list', { bonuses: [] });
  return backend;
}

for (const c of CASES) {
  test(`${c.call}: carried out, then answered ${UNCLEAR.join(', ')}: the retry from the same dialog moves the money once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const backend = await standIn(page);
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    const sends = () => backend.keys.filter((k) => k.call === c.call);
    const moves = () => backend.moved.filter((m) => m.call === c.call);
    const tried: string[] = [];
    try {
      for (const how of UNCLEAR) {
        backend.breakCall(c.call, how);
        await page.goto(`/user/home?dialog=${c.dialog}`);
        const d = page.getByRole('dialog', { name: text(LANG, c.title) });
        await c.fill(d);
        const [sent, moved, reads] = [
          sends().length,
          moves().length,
          backend.calls.filter((x) => x === 'wallet.get').length,
        ];
        const form = c.form?.(d) ?? d;
        await form.getByRole('button', { name: text(LANG, c.submit) }).click();
        if (c.confirm) await form.getByRole('button', { name: text(LANG, c.confirm) }).click();
        // It may have gone through: the form says so and offers "Try again" (src/features/intents/OpenIntent.tsx).
        await expect(form.getByRole('button', { name: text(LANG, 'intent.retry') }), how).toBeVisible();
        // The wallet is read again: it will show whether the money moved.
        await expect.poll(() => backend.calls.filter((x) => x === 'wallet.get').length, how).toBeGreaterThan(reads);
        await form.getByRole('button', { name: text(LANG, c.submit) }).click();
        if (c.confirm) await form.getByRole('button', { name: text(LANG, c.confirm) }).click();
        await expect(d.getByText(text(LANG, c.success)), how).toBeVisible();
        // Two sends of one intent, one key; the stand-in carried it out once.
        const round = sends().slice(sent);
        expect(round, how).toHaveLength(2);
        expect(round[1]!.key, how).toBe(round[0]!.key);
        expect(moves().length - moved, how).toBe(1);
        tried.push(how);
      }
      expect(tried).toEqual([...UNCLEAR]);
      // Every send carried a key, and every intent was carried out exactly once: one move per round.
      expect(sends().every((k) => typeof k.key === 'string' && k.key.length >= 8)).toBe(true);
      expect(new Set(moves().map((m) => m.key)).size).toBe(UNCLEAR.length);
      expect(moves()).toHaveLength(UNCLEAR.length);
      expect(uncaught).toEqual([]);
      test.info().annotations.push({
        type: 'ledger',
        description: `${c.call}: ${sends().length} sends, ${moves().length} moves for ${UNCLEAR.length} intents`,
      });
    } finally {
      await backend.close();
    }
  });
}

for (const how of UNAUTHORIZED) {
  test(`a 401 to a member call (${how}) ends the session: back to /login, token gone, and back to the page after logging in`, async ({
    page,
  }) => {
    const backend = await standIn(page);
    try {
      await page.goto('/user/statement');
      // The statement is on screen (its call answered well) before the next one is broken.
      await expect(page.getByRole('main').getByText('plain text').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      backend.breakCall('statement.list', how);
      await page.reload();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByText(text(LANG, 'login.sessionEnded'))).toBeVisible();
      expect(
        await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
      ).not.toContain('hostile-token');
      backend.breakCall(null);
      await page.getByLabel(text(LANG, 'login.phone')).fill('0812345678');
      await page.getByLabel(text(LANG, 'login.password')).fill('whatever1');
      await page.getByRole('button', { name: text(LANG, 'login.submit') }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/statement');
    } finally {
      await backend.close();
    }
  });
}
