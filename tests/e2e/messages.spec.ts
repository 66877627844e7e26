/**
 * A server message of any length never covers the app: with actions refused by a 5,000-character message (the raw
 * message is what the spec shows for a code it does not know), inline errors keep to a few lines with the whole
 * text one tap away, toasts keep to three lines, at most two at a time, and every control of the screen or dialog
 * stays reachable (Playwright's actionability check: visible, enabled, and the one to receive the tap).
 */
import { deploy, expect, test, type Locator } from './fixtures';
import { agree, standInLogin, text, type Lang } from './helpers';
import { hostileBackend, type TestBackend } from './hostileBackend';

const LANG: Lang = 'en';
/** 5,000 characters: Thai and Latin words, and one long word with no place to break. */
const LONG = `ปฏิเสธรายการ Refused by the gateway ${'ข้อความยาวมาก '.repeat(200)}${'x'.repeat(2500)}`.slice(0, 5000);
/** Calls that show the server's own words when it refuses them (a money call shows OUTCOME_UNKNOWN instead: see money.spec). */
const REFUSED = ['account.changePassword'];

/** Whether `c` is drawn (neither it nor an element around it fully transparent), and whether a tap at its centre reaches it. */
const look = (c: Locator) =>
  c.evaluate(
    (el) => {
      let opacity = 1;
      for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { seen: opacity > 0, hit: !!at && el.contains(at) };
    },
    undefined,
    { timeout: 3_000 },
  );

/**
 * Every control in `scope` that a member can see is the one that gets the tap (none covered, none off-limits), and
 * one they cannot see (a toast's close button behind the front toast, drawn at opacity 0) takes no tap meant for
 * what is under it.
 */
async function unreachable(scope: Locator, where: string): Promise<string[]> {
  const out: string[] = [];
  const controls = scope.locator('button:visible, a[href]:visible, input:visible, select:visible');
  for (let i = 0; i < (await controls.count()); i++) {
    const c = controls.nth(i);
    if (await c.isDisabled()) continue;
    await c.scrollIntoViewIfNeeded();
    const name = (await c.getAttribute('aria-label')) ?? (await c.innerText()).slice(0, 40);
    const unseenButHit = async () => {
      const l = await look(c);
      return !l.seen && l.hit;
    };
    if (!(await look(c)).seen) {
      // For as long as it stays unseen (a toast coming to the front takes taps as it fades in).
      await expect
        .poll(unseenButHit, { timeout: 3_000 })
        .toBe(false)
        .catch(() => out.push(`${where}: "${name}" is not seen and takes the taps under it`));
      continue;
    }
    await c.click({ trial: true, timeout: 3_000 }).catch(() => out.push(`${where}: "${name}" cannot be tapped`));
  }
  return out;
}

/** The long message is on screen in a few lines, and opens in full. */
async function clampedThenWhole(scope: Locator, where: string) {
  const alert = scope.getByRole('alert').filter({ hasText: 'Refused by the gateway' });
  await expect(alert, where).toBeVisible();
  // The whole text is in it (screen readers read it all) ...
  expect((await alert.textContent())!.length, where).toBeGreaterThanOrEqual(5000);
  // ... but it shows a few lines, not a screenful.
  expect((await alert.boundingBox())!.height, where).toBeLessThan(160);
  await alert.getByRole('button', { name: text(LANG, 'common.showAll') }).click();
  await expect(alert.getByRole('button', { name: text(LANG, 'common.showLess') }), where).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await alert.boundingBox())!.height, where).toBeGreaterThan(300);
  await alert.getByRole('button', { name: text(LANG, 'common.showLess') }).click();
}

test('5,000-character server messages: inline errors keep to a few lines and open in full, toasts never pile up, every control stays reachable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const backend: TestBackend = await hostileBackend('plain');
  const problems: string[] = [];
  try {
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'messages' });
    await standInLogin(page, LANG);
    await agree(page, LANG);
    backend.refuse(REFUSED, LONG);
    // A QR the provider will not make: the server's message in a red toast (docs/product.md#error-QR_FAIL).
    backend.answer('qrcode.get', { hasQrcode: false, message: null });
    backend.answer('qrcode.create', { hasQrcode: false, message: LONG });
    const kbank = {
      bankCode: 'KBANK',
      bankType: 'KBANK',
      mode: 'SMS',
      bankAccountName: 'DEMO',
      bankAccountNo: '1234567890',
      currency: 'BAHT',
      bank: { nameTH: 'กสิกร', nameEN: 'KBank' },
    };
    backend.answer('lookup.deposit', { isManual: false, banks: [kbank] });

    // Inline, under the form: the change of password.
    await page.goto('/user/profile');
    await page.getByRole('button', { name: text(LANG, 'password.title') }).click();
    const d = page.getByRole('dialog', { name: text(LANG, 'password.title') });
    await d.getByLabel(text(LANG, 'password.oldPassword'), { exact: true }).fill('whatever1');
    await d.getByLabel(text(LANG, 'password.newPassword'), { exact: true }).fill('newpass99');
    await d.getByLabel(text(LANG, 'password.confirmPassword'), { exact: true }).fill('newpass99');
    await d.getByRole('button', { name: text(LANG, 'common.save') }).click();
    await clampedThenWhole(d, 'change password');
    problems.push(...(await unreachable(d, 'change password')));

    // Toasts: a QR refused again and again, a burst of long messages over the deposit dialog.
    await page.goto('/user/home?dialog=deposit');
    const deposit = page.getByRole('dialog', { name: text(LANG, 'deposit.title') });
    await deposit.getByRole('button', { name: text(LANG, 'deposit.channel.qr'), exact: true }).click();
    const panel = deposit.getByRole('region', { name: text(LANG, 'deposit.qr.provider.KBANK') });
    await panel.getByLabel(text(LANG, 'deposit.qr.amount')).fill('100');
    const create = panel.getByRole('button', { name: text(LANG, 'deposit.qr.create') });
    const toasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Refused by the gateway' });
    for (let i = 0; i < 5; i++) {
      await expect(create).toBeEnabled();
      await create.click();
      await expect.poll(() => backend.calls.filter((c) => c === 'qrcode.create').length).toBe(i + 1);
    }
    await expect(toasts.first()).toBeVisible();
    const shown = await toasts.evaluateAll((els) =>
      els.filter((e) => e.getAttribute('data-visible') === 'true').map((e) => e.getBoundingClientRect().height),
    );
    expect(shown.length, 'toasts on screen at once').toBeLessThanOrEqual(2);
    for (const h of shown) expect(h, 'a toast keeps to a few lines').toBeLessThan(160);
    expect((await toasts.first().textContent())!.length).toBeGreaterThanOrEqual(5000);
    problems.push(...(await unreachable(deposit, 'deposit dialog under toasts')));

    // The wheel: the spin refused in its answer, under the wheel.
    backend.answer('spin.spin', { success: false, error: LONG });
    await page.goto('/user/spin');
    await page.getByRole('button', { name: new RegExp(text(LANG, 'spin.spin')) }).click();
    await clampedThenWhole(page.getByRole('main'), 'spin');
    problems.push(...(await unreachable(page.getByRole('main'), 'spin')));
    problems.push(
      ...(await unreachable(page.getByRole('navigation', { name: text(LANG, 'menu.label') }), 'bottom menu')),
    );

    expect(problems).toEqual([]);
    // No page scrolls sideways with the long word in it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1)).toBe(true);
  } finally {
    await backend.close();
  }
});
