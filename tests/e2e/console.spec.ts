import { fileURLToPath } from 'node:url';
import { consoleOf, openConsole, showTab } from './demoConsole';
import { expect, test } from './fixtures';
import { creditReceipt, expectPath, home, kbankQr, money, text, type Lang } from './helpers';
import { staticHost } from './staticHost';

test('en: the console logs in as a persona, arms TRANSFER_FAIL on /api/wallet/transfer, and the transfer dialog shows its text', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(text('th', 'common.language')).selectOption('en');
  let panel = await openConsole(page, 'en');
  await panel.getByRole('button', { name: `${text('en', 'demo.persona.funded.name')} (0812345678)` }).click();
  await expectPath(page, '/user/home');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  const agreement = page.getByRole('dialog', { name: text('en', 'home.agreement.title') });
  await agreement.getByRole('button', { name: text('en', 'home.agreement.confirm') }).click();
  await expect(agreement).toBeHidden();
  const wallet = await money(page, 'wallet-amount');

  panel = await openConsole(page, 'en', 'errors');
  await panel.getByLabel(text('en', 'demo.route'), { exact: true }).selectOption('POST /api/wallet/transfer');
  await panel.getByLabel(text('en', 'demo.code'), { exact: true }).selectOption('TRANSFER_FAIL');
  await panel.getByRole('button', { name: text('en', 'demo.arm') }).click();
  // Said as the member would read it; the call and its code one tap away.
  const armed = panel.getByText(
    text('en', 'demo.armedItem', {
      what: text('en', 'demo.calls.wallet.transfer'),
      wrong: text('en', 'errors.TRANSFER_FAIL'),
      when: text('en', 'demo.nextCall'),
    }),
  );
  await expect(armed).toBeVisible();
  await armed.click();
  await expect(panel.getByText('POST /api/wallet/transfer → TRANSFER_FAIL (422), next call')).toBeVisible();

  await page.getByRole('button', { name: text('en', 'home.shortcut.transfer') }).click();
  const transfer = page.getByRole('dialog', { name: text('en', 'transfer.title') });
  await transfer.getByLabel(text('en', 'transfer.to')).selectOption('pg');
  await transfer.getByLabel(text('en', 'transfer.amount')).fill('100');
  await transfer.getByRole('button', { name: text('en', 'transfer.submit') }).click();
  await expect(transfer.getByText(text('en', 'errors.TRANSFER_FAIL'))).toBeVisible();
  await transfer
    .getByRole('button', { name: text('en', 'common.close'), exact: true })
    .first()
    .click();
  // The bank played the failure out: debited, failed, refunded; the wallet is as it was, and the failure is used up.
  await expect.poll(() => money(page, 'wallet-amount')).toBe(wallet);
  await expect(armed).toBeHidden();
});

test('th: a QR made, then the console moves the bank 10 minutes on: the QR has expired at the bank', async ({
  page,
}) => {
  await home(page, 'th');
  const openQr = async () => {
    await page.getByRole('button', { name: text('th', 'home.tile.deposit') }).click();
    const dialog = page.getByRole('dialog', { name: text('th', 'deposit.title') });
    await dialog.getByRole('button', { name: text('th', 'deposit.channel.qr'), exact: true }).click();
    return { dialog, kbank: dialog.getByRole('region', { name: text('th', 'deposit.qr.provider.KBANK') }) };
  };
  let { dialog, kbank } = await openQr();
  await kbank.getByLabel(text('th', 'deposit.qr.amount')).fill('100');
  await kbank.getByRole('button', { name: text('th', 'deposit.qr.create') }).click();
  await expect(kbank.getByTestId('qr-countdown-KBANK')).toHaveText(/^0[45]:\d\d$/);
  await dialog
    .getByRole('button', { name: text('th', 'common.close'), exact: true })
    .first()
    .click();

  const panel = await openConsole(page, 'th', 'clock');
  const clock = await panel.getByTestId('demo-clock').innerText();
  await panel.getByRole('button', { name: text('th', 'demo.plus10Minutes') }).click();
  await expect(panel.getByTestId('demo-clock')).not.toHaveText(clock);
  await showTab(page, 'th', 'bank');
  await panel.getByRole('button', { name: text('th', 'demo.payQr') }).click();
  await expect(panel.getByRole('status')).toHaveText(text('th', 'demo.noQr'));

  ({ dialog, kbank } = await openQr());
  await expect(kbank.getByRole('button', { name: text('th', 'deposit.qr.create') })).toBeVisible();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeHidden();
  // Back to real time: the console's clock reads the page's own again.
  await dialog
    .getByRole('button', { name: text('th', 'common.close'), exact: true })
    .first()
    .click();
  // The dialog closed, the console is back in its place as it was there: open.
  await expect(page.locator('#demo-console section.demo-console')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: new RegExp(`^${text('th', 'demo.open')}`) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await showTab(page, 'th', 'clock');
  await panel.getByRole('button', { name: text('th', 'demo.realTime') }).click();
  const shown = await panel.getByTestId('demo-clock').innerText();
  const now = new Date().toLocaleString('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  expect(shown).toContain(now.slice(0, 2));
});

/** A machine's or a state's name in the console's language (locales' machines section). */
const machine = (lang: Lang, id: string) => text(lang, `machines.names.${id}`);
const named = (lang: Lang, key: string) => text(lang, `machines.states.${key}`);

test('th: the console shows the running machines live (register: phone, then otp), and never covers the page at 360 px', async ({
  page,
}) => {
  await page.goto('/register');
  const panel = await openConsole(page, 'th', 'machines');
  const machines = panel.getByTestId('demo-machines');
  // Named in Thai: "สมัครสมาชิก: เบอร์โทรศัพท์", never the machine's code.
  await expect(machines).toContainText(`${machine('th', 'register')}: ${named('th', 'phone')}`);
  await expect(machines).not.toContainText('register:');
  await page.getByLabel(text('th', 'register.phone')).fill('0861234567');
  await page
    .locator('#root')
    .getByRole('button', { name: text('th', 'common.next'), exact: true })
    .click();
  await expect(machines).toContainText(`${machine('th', 'register')}: ${named('th', 'otp')}`);
  await expect(machines).toContainText(
    `${machine('th', 'session')}: ${named('th', 'anonymous')} › ${named('th', 'idle')}`,
  );
  // The member leaves the register page: its machine leaves the list.
  await page
    .locator('#root')
    .getByRole('link', { name: text('th', 'menu.contact') })
    .click();
  await expect(machines).not.toContainText(`${machine('th', 'register')}:`);

  // Collapsed, on home: nothing of the app lies under the console, and every control is the topmost at its centre.
  await home(page, 'th');
  const bar = await consoleOf(page).boundingBox();
  expect(bar!.height).toBeLessThan(60);
  const hidden = await page.evaluate(() => {
    const under: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#root a, #root button, #root input, #root select')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (top && !el.contains(top) && top.closest('#demo-console')) under.push(el.outerHTML.slice(0, 80));
    }
    return under;
  });
  expect(hidden).toEqual([]);
  const copy = page.getByRole('button', { name: `${text('th', 'common.copy')} ${text('th', 'home.invite.link')}` });
  await copy.scrollIntoViewIfNeeded();
  await copy.click({ trial: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('th: on a phone the open console takes at most a third, 44 px targets, its note right under its bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await home(page, 'th');
  const panel = await openConsole(page, 'th');
  for (const tab of ['personas', 'scenarios', 'errors', 'clock', 'bank', 'machines', 'telemetry', 'tour']) {
    await showTab(page, 'th', tab);
    const box = (await panel.boundingBox())!;
    // At most a third of the phone's height: the member's screen keeps two thirds (it was ~1,900 px, all panels).
    expect(box.height, `the console open on ${tab}`).toBeLessThanOrEqual(740 / 3);
    // Every control a thumb's size: 44 × 44 px at least.
    const small = await panel.locator('button:visible, a:visible, input:visible, select:visible').evaluateAll((els) =>
      els
        // A radio or a checkbox is tapped through its label.
        .map((e) => e.closest('label') ?? e)
        .map((e) => ({ name: e.textContent?.trim() || e.tagName, ...e.getBoundingClientRect().toJSON() }))
        .filter((r) => r.width < 44 || r.height < 44)
        .map((r) => `${r.name} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small, `controls under 44 px on ${tab}`).toEqual([]);
  }
  // What a tap did shows at the top, where the tap was seen, not below every panel.
  await showTab(page, 'th', 'bank');
  await panel.getByRole('button', { name: text('th', 'demo.payQr') }).click();
  const note = panel.getByRole('status');
  await expect(note).toHaveText(text('th', 'demo.noQr'));
  const tabs = panel.getByRole('group', { name: text('th', 'demo.tabs.label') });
  expect((await note.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);
});

test("th: a tap on a running machine draws it in Thai, lit where it is, in the console's third of a phone, and the drawing follows the member", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/register');
  const panel = await openConsole(page, 'th', 'machines');
  await panel.getByRole('button', { name: `${machine('th', 'register')}: ${named('th', 'phone')}` }).click();
  const diagram = panel.getByTestId('machine-diagram');
  const state = (id: string) => diagram.locator(`[data-state="${id}"]`);
  // Every state of the wizard is a box, named in Thai; the one it is in is lit.
  for (const id of ['register.phone', 'register.sendingOtp', 'register.otp', 'register.otp.waiting', 'register.bank'])
    await expect(state(id)).toHaveCount(1);
  await expect(state('register.otp.waiting')).toContainText(named('th', 'waiting'));
  await expect(state('register.phone')).toHaveAttribute('aria-current', 'true');
  await expect(state('register.otp')).not.toHaveAttribute('aria-current', 'true');
  // The console keeps to its third of the phone: the drawing scrolls in its frame, the lit state in view.
  expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(740 / 3);
  await expect(state('register.phone').locator('rect').last()).toBeInViewport();
  // The member goes on: the code is sent, the step waits to send again.
  await page.getByLabel(text('th', 'register.phone')).fill('0861234567');
  await page
    .locator('#root')
    .getByRole('button', { name: text('th', 'common.next'), exact: true })
    .click();
  await expect(state('register.otp.waiting')).toHaveAttribute('aria-current', 'true');
  await expect(state('register.otp')).toHaveAttribute('aria-current', 'true');
  await expect(state('register.phone')).not.toHaveAttribute('aria-current', 'true');
  const sent = text('th', 'machines.answers', { call: text('th', 'machines.calls.sendOtp') });
  await expect(diagram.getByTestId('machine-last')).toHaveText(
    text('th', 'demo.lastTransition', { from: named('th', 'sendingOtp'), event: sent, to: named('th', 'otp') }),
  );
  // The move marked: its line in the state it left, and its arrow from there to the code step.
  await expect(state('register.sendingOtp').locator('[data-last]')).toHaveText(`${sent} → ${named('th', 'otp')}`);
  await expect(diagram.locator('path[data-last]')).toHaveAttribute('data-to', 'register.otp');
  await expect(state('register.otp.waiting').locator('rect').last()).toBeInViewport();
});

test('th: with the deposit dialog open, the console still works: "pay this QR" pays it and the receipt shows', async ({
  page,
}) => {
  await home(page, 'th');
  const { dialog } = await kbankQr(page, '100');
  // The console sits over the dialog, on top of the screen, and answers taps (the page behind the dialog is inert).
  const panel = await openConsole(page, 'th', 'bank');
  const bar = await panel.boundingBox();
  expect(bar!.y).toBe(0);
  await panel.getByRole('button', { name: text('th', 'demo.payQr') }).click();
  // The dialogs closed, the console is back in its place above the app.
  await (await creditReceipt(page)).getByRole('button', { name: text('th', 'common.ok') }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#demo-console section.demo-console')).toHaveCount(1);
});

test("en, then the console's Laos site: it opens in Lao with the Lao rules, and back on the Thai site in Thai", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(text('th', 'common.language')).selectOption('en');
  await expect(page.getByRole('heading', { name: text('en', 'login.title') })).toBeVisible();
  let panel = await openConsole(page, 'en', 'scenarios');
  await panel.getByRole('radio', { name: new RegExp(`^${text('en', 'demo.sites.laos')}`) }).click();
  await expect(page.getByRole('heading', { name: text('la', 'login.title') })).toBeVisible();
  // The same switch as config.json's laos: the app asks for a currency and the bank takes a Lao mobile number.
  await page.goto('/register');
  await page.getByLabel(text('la', 'register.phone')).fill('02055512345');
  await page.getByRole('button', { name: text('la', 'common.next') }).click();
  await expect(page.getByLabel(text('la', 'register.otpCode'))).toBeVisible();
  panel = await openConsole(page, 'la', 'scenarios');
  await expect(panel.getByRole('radio', { name: new RegExp(`^${text('la', 'demo.sites.laos')}`) })).toBeChecked();
  await panel.getByRole('radio', { name: new RegExp(`^${text('la', 'demo.sites.thai')}`) }).click();
  await expect(page.getByRole('heading', { name: text('th', 'register.title') })).toBeVisible();
  // The Thai site's phone takes the spec's 10 digits, said under the field; the Lao mobile's 11 are refused with it.
  const phone = page.getByLabel(text('th', 'register.phone'));
  await expect(phone).toHaveAccessibleDescription(text('th', 'register.phoneHint'));
  await phone.fill('02055512345');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await expect(phone).toHaveAccessibleDescription(text('th', 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT'));
});

test('th: the built demo works from a plain static host at a sub-path (relative assets, its 404 page for history routes)', async ({
  page,
}) => {
  const host = await staticHost(fileURLToPath(new URL('../../dist/', import.meta.url)), '/wallet/app/');
  try {
    // A deep link first: the host answers 404.html, which is the app.
    await page.goto(`${host.url}user/statement?page=2`);
    await expect(page).toHaveURL(`${host.url}login`);
    await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
    await page.getByLabel(text('th', 'login.password')).fill('demo1234');
    await page.getByRole('button', { name: text('th', 'login.submit') }).click();
    await expect(page).toHaveURL(`${host.url}user/home`);
    await expect(page.getByTestId('total-balance')).toBeVisible();
    // Reload on a history route and follow a dialog link: still the app, at its sub-path.
    await page.goto(`${host.url}user/home?dialog=deposit`);
    await expect(page.getByRole('dialog', { name: text('th', 'deposit.title') })).toBeVisible();
    await page.goto(`${host.url}demo`);
    await expect(page.getByRole('heading', { name: text('th', 'tour.title') })).toBeVisible();
    await page.getByRole('link', { name: text('th', 'tour.links.statementPage'), exact: true }).click();
    await expect(page).toHaveURL(`${host.url}user/statement?page=3`);
    // Every asset, config.json and demo image came from under the sub-path; nothing asked the host's root.
    expect(host.requests.filter((p) => !p.startsWith('/wallet/app/'))).toEqual([]);
  } finally {
    await host.close();
  }
});
