import { deploy, expect, test } from './fixtures';
import { demo, expectPath, login, logOut, text } from './helpers';

test('a new member registers through every step and then logs in', async ({ page }) => {
  const phone = '0861112222';
  await page.goto('/register?code=PR42');
  // Step 1: phone
  await page.getByLabel(text('th', 'register.phone')).fill(phone);
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  // Step 2: the SMS code (the demo code is 123456)
  await expect(page.getByText(text('th', 'register.otpSent', { phone }))).toBeVisible();
  await page.getByLabel(text('th', 'register.otpCode')).fill('123456');
  await page.getByRole('button', { name: text('th', 'register.verify') }).click();
  // Step 3: profile, with the inviter code from the link shown read-only
  const invite = page.getByLabel(text('th', 'register.inviteCode'));
  await expect(invite).toHaveValue('PR42');
  await expect(invite).toHaveAttribute('readonly', '');
  await page.getByLabel(text('th', 'register.name'), { exact: true }).fill('Somsri Tester');
  await page.getByLabel(text('th', 'register.password'), { exact: true }).fill('secret99');
  await page.getByLabel(text('th', 'register.confirmPassword')).fill('secret99');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  // Step 4: bank; KTB needs a Latin name, and names are uppercased
  await page.getByLabel(text('th', 'register.bank')).selectOption('KTB');
  await page.getByLabel(text('th', 'register.accountNo')).fill('5550001111');
  await page.getByLabel(text('th', 'register.firstName')).fill('สมศรี');
  await page.getByLabel(text('th', 'register.lastName')).fill('tester');
  await page.getByRole('button', { name: text('th', 'register.submit') }).click();
  await expect(page.getByText(text('th', 'errors.BANK_ACCOUNT_NAME_ENG')).first()).toBeVisible();
  await page.getByLabel(text('th', 'register.firstName')).fill('somsri');
  await expect(page.getByLabel(text('th', 'register.firstName'))).toHaveValue('SOMSRI');
  await page.getByRole('button', { name: text('th', 'register.submit') }).click();
  await expect(page.getByText(text('th', 'register.successTitle'))).toBeVisible();
  // Two seconds later: the log-in page, the phone filled in and the account said to be ready; only the password
  // is left to type.
  await expectPath(page, '/login');
  await expect(page.getByRole('status').filter({ hasText: text('th', 'login.accountReady') })).toBeVisible();
  // The invite is used: the phone keeps it no more (docs/decisions/034-the-inviter-code.md), and the next registration
  // starts without it.
  expect(await page.evaluate(() => localStorage.getItem('wallet.inviteCode'))).toBeNull();
  await expect(page.getByLabel(text('th', 'login.phone'))).toHaveValue(phone);
  await page.getByLabel(text('th', 'login.password')).fill('secret99');
  await page.getByRole('button', { name: text('th', 'login.submit') }).click();
  await expectPath(page, '/user/home');
  await expect(page.getByRole('heading', { name: text('th', 'home.hello', { name: 'Somsri Tester' }) })).toBeVisible();
});

test('going back in the wizard keeps what was typed, and mismatched passwords are caught', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(text('th', 'register.phone')).fill('12345');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await expect(page.getByText(text('th', 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT'))).toBeVisible();
  await page.getByLabel(text('th', 'register.phone')).fill('0861113333');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await page.getByLabel(text('th', 'register.otpCode')).fill('123456');
  await page.getByRole('button', { name: text('th', 'register.verify') }).click();
  await page.getByLabel(text('th', 'register.name'), { exact: true }).fill('Back Tester');
  await page.getByLabel(text('th', 'register.password'), { exact: true }).fill('secret99');
  await page.getByLabel(text('th', 'register.confirmPassword')).fill('other99');
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await expect(page.getByText(text('th', 'validation.passwordMismatch'))).toBeVisible();
  await page.getByRole('button', { name: text('th', 'common.back') }).click();
  await page.getByRole('button', { name: text('th', 'common.back') }).click();
  await expect(page.getByLabel(text('th', 'register.phone'))).toHaveValue('0861113333');
  // The phone is verified already: forward again goes straight to the profile, as typed.
  await page.getByRole('button', { name: text('th', 'common.next') }).click();
  await expect(page.getByLabel(text('th', 'register.name'), { exact: true })).toHaveValue('Back Tester');
});

test('a wrong password shows the translated text in Thai and in English', async ({ page }) => {
  await login(page, '0812345678', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText(text('th', 'errors.WRONG_PASSWORD'));
  await page.getByLabel(text('th', 'common.language')).selectOption('en');
  await page.getByLabel(text('en', 'login.password')).fill('still-wrong');
  await page.getByRole('button', { name: text('en', 'login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.WRONG_PASSWORD'));
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', 'login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown phone and an inactive member get their own messages', async ({ page }) => {
  await login(page, '0899999999', 'demo1234');
  await expect(page.getByRole('alert')).toHaveText(text('th', 'errors.NO_USER'));
  await page.getByLabel(text('th', 'login.phone')).fill('0800000000');
  await page.getByRole('button', { name: text('th', 'login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(text('th', 'errors.INACTIVE_USER'));
});

test('the terminated scenario lands on /terminated', async ({ page }) => {
  await page.goto('/login');
  await demo(page, "window.demo.scenario('terminated')");
  await page.goto('/login');
  await expectPath(page, '/terminated');
  await expect(page.getByRole('heading', { name: text('th', 'terminated.title') })).toBeVisible();
  // "Try again" asks the bank again: still closed, the same page; open again, the login.
  const retry = page.getByRole('button', { name: text('th', 'terminated.retry') });
  await retry.click();
  await expectPath(page, '/terminated');
  await demo(page, "window.demo.scenario('default')");
  await retry.click();
  await expectPath(page, '/login');
  await expect(page.getByLabel(text('th', 'login.phone'))).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: text('th', 'notFound.title') })).toBeVisible();
});

test('remember off keeps the token out of localStorage; logout clears it', async ({ page }) => {
  await login(page, '0812345678', 'demo1234', { remember: false });
  await expectPath(page, '/user/home');
  await expect(page.getByRole('heading', { name: text('th', 'home.hello', { name: 'Somchai Demo' }) })).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.includes('token')),
    session: Object.keys(sessionStorage).filter((k) => k.includes('token')),
  }));
  expect(stored.local).toEqual([]);
  expect(stored.session).toHaveLength(1);
  await logOut(page, 'th');
  expect(
    await page.evaluate(
      () => sessionStorage.length + Object.keys(localStorage).filter((k) => k.includes('token')).length,
    ),
  ).toBe(0);
});

test('remember on survives a reload; an expired session goes back to /login', async ({ page }) => {
  await login(page, '0812345678', 'demo1234');
  await expectPath(page, '/user/home');
  await page.reload();
  await expect(page.getByRole('heading', { name: text('th', 'home.hello', { name: 'Somchai Demo' }) })).toBeVisible();
  await demo(page, "window.demo.failNext('GET', '/api/wallet', 'EXPIRED_AUTH_TOKEN')");
  await page.reload();
  await expectPath(page, '/login');
  await expect(page.getByText(text('th', 'login.sessionEnded'))).toBeVisible();
});

test('/ goes to the member home, or to /login without a session', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/login');
});

test('a broken runtime configuration shows a clear error page', async ({ page }) => {
  await page.route('**/config.json', (r) => r.fulfill({ json: { apiBaseUrl: 42 } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'config.errorTitle') })).toBeVisible();
});

test('how-to videos play in a dialog and the contact page shows the channel', async ({ page }) => {
  await page.goto('/howto');
  await page.getByRole('button', { name: text('th', 'howto.video.receiveBonus') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'howto.video.receiveBonus') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: text('th', 'menu.contact') }).click();
  await expect(page.getByRole('heading', { name: text('th', 'contact.title') })).toBeVisible();
  await expect(page.getByText(text('th', 'contact.version', { version: '1.1.14' }))).toBeVisible();
});

test('a config.json path override that names no call, or lacks a parameter, is a clear error page naming it', async ({
  page,
}) => {
  await deploy(page, {
    apiBaseUrl: 'http://127.0.0.1:9',
    paths: { 'wallet.me': '/api/v2/wallet/me', 'wallet.activate': '/api/games/open' },
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'config.errorTitle') })).toBeVisible();
  await expect(page.getByText('paths.wallet.me: no call has this name', { exact: false })).toBeVisible();
  await expect(
    page.getByText('lacks :slotCode (the default is /api/wallet/activate/:slotCode)', { exact: false }),
  ).toBeVisible();
});
