/**
 * The Laos site (config.json's `"laos": true`, as an operator in Laos deploys it) with the demo bank, through the
 * screens in Lao: a newcomer registers with a Lao mobile number, logs in, deposits, transfers and spins
 * (docs/decisions/031-one-switch-for-the-laos-site.md). The bank follows the deployment's config alone: no scenario of
 * the console is set.
 */
import { readFileSync } from 'node:fs';
import { deploy, expect, test, type Page } from './fixtures';
import { agree, creditReceipt, demo, expectPath, money, paintedFrames, text, watchPaintedWords } from './helpers';

const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const la = (key: string, vars: Record<string, string> = {}) => text('la', key, vars);
const next = (page: Page) => page.getByRole('button', { name: la('common.next') }).click();
/** /register in Lao, through the phone (its code sent and typed) and the profile filled in, up to its Next. */
async function phoneAndProfile(page: Page, phone: string, name: string) {
  await page.goto('/register');
  await page.getByLabel(la('register.phone')).fill(phone);
  await next(page);
  await page.getByLabel(la('register.otpCode')).fill('123456');
  await page.getByRole('button', { name: la('register.verify') }).click();
  await page.getByLabel(la('register.name'), { exact: true }).fill(name);
  await page.getByLabel(la('register.password'), { exact: true }).fill('secret99');
  await page.getByLabel(la('register.confirmPassword')).fill('secret99');
  await page.getByLabel(la('register.source')).selectOption({ label: 'ໝູ່ແນະນຳ' });
}

test('la: on the Laos site a newcomer registers with a Lao mobile, logs in, deposits, transfers and spins, in Lao', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await deploy(page, { ...config, laos: true });
  const phone = '02055512345';
  await page.goto('/register');
  // Lao by default. The Thai site's 10-digit rule is not the Lao site's: it is said under the field before anything is
  // typed, and a number without its 0 is refused with it.
  const phoneField = page.getByLabel(la('register.phone'));
  await expect(phoneField).toHaveAccessibleDescription(la('register.phoneLaos'));
  await phoneField.fill('2055512345');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(la('register.phoneLaos'));
  await expect(phoneField).toHaveAccessibleDescription(la('register.phoneLaos'));
  // Typed the Lao way, with the country's code, spaces and dashes: the number is 02055512345.
  await phoneField.fill('+856 20 5551-2345');
  await expect(phoneField).toHaveValue('+856 20 5551-2345');
  await next(page);
  await expect(page.getByText(la('register.otpSent', { phone }))).toBeVisible();
  await page.getByLabel(la('register.otpCode')).fill('123456');
  await page.getByRole('button', { name: la('register.verify') }).click();
  // The profile: the bank's sources in Lao; the bank checks it without the currency, which comes on the next step.
  await page.getByLabel(la('register.name'), { exact: true }).fill('Souk Vongsa');
  await page.getByLabel(la('register.password'), { exact: true }).fill('secret99');
  await page.getByLabel(la('register.confirmPassword')).fill('secret99');
  await page.getByLabel(la('register.source')).selectOption({ label: 'ໝູ່ແນະນຳ' });
  await next(page);
  // The bank step: the Lao banks first, named in Lao, and the currency to choose (LAK or BAHT).
  const bank = page.getByLabel(la('register.bank'));
  await expect(bank).toBeVisible();
  await expect
    .poll(async () => (await bank.locator('option').allTextContents()).slice(1, 5))
    .toEqual(['ທະນາຄານການຄ້າຕ່າງປະເທດລາວ', 'ທະນາຄານພັດທະນາລາວ', 'ທະນາຄານສົ່ງເສີມກະສິກຳ', 'Kasikornbank']);
  await expect(page.getByText(la('errors.KEY_MISSING'))).toHaveCount(0);
  await bank.selectOption('BCEL');
  await page.getByLabel(la('register.accountNo')).fill('0101999888777');
  await page.getByLabel(la('register.firstName')).fill('souk');
  await page.getByLabel(la('register.lastName')).fill('vongsa');
  await page.getByRole('button', { name: la('register.submit') }).click();
  await expect(page.getByText(la('validation.required'))).toBeVisible();
  await page.getByLabel(la('register.currency')).selectOption({ label: la('currency.LAK') });
  await page.getByRole('button', { name: la('register.submit') }).click();
  await expect(page.getByText(la('register.successTitle'))).toBeVisible();
  const member = (await demo(
    page,
    `window.demo && JSON.parse(localStorage.getItem('wallet.demo')).members.find((m) => m.username === '${phone}')`,
  )) as { currency: string; bankCode: string; bankAccountName: string };
  expect(member).toMatchObject({ currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOUK VONGSA' });

  // Two seconds later, the log-in page in Lao with the phone filled in.
  await expectPath(page, '/login');
  await expect(page.getByLabel(la('login.phone'))).toHaveValue(phone);
  await page.getByLabel(la('login.password')).fill('secret99');
  await page.getByRole('button', { name: la('login.submit') }).click();
  await expectPath(page, '/user/home');
  await agree(page, 'la');
  await expect(page.getByRole('heading', { name: la('home.hello', { name: 'Souk Vongsa' }) })).toBeVisible();

  // Deposit: BCEL's account is offered among the banks; a KBank QR of 100 paid by the bank reaches the wallet.
  // Souk chose kip: the QR is asked in kip, its presets and minimum the kip ones (about 650 kip to the baht, rounded to
  // the notes), and no TrueMoney gift link (a baht wallet) is offered.
  await page.getByRole('button', { name: la('home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: la('deposit.title') });
  await expect(dialog.getByRole('button', { name: la('deposit.channel.wallet'), exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: la('deposit.channel.qr'), exact: true }).click();
  const kbank = dialog.getByRole('region', { name: la('deposit.qr.provider.KBANK') });
  await expect(kbank.getByRole('group', { name: la('deposit.qr.presets') }).getByRole('button')).toHaveText([
    '10,000',
    '20,000',
    '50,000',
    '100,000',
    '500,000',
    '1,000,000',
  ]);
  await expect(kbank.getByText('ຍອດຂັ້ນຕ່ຳ 10,000 ກີບ')).toBeVisible();
  await kbank.getByLabel('ຈຳນວນເງິນ (ກີບ)').fill('9999');
  await expect(kbank.getByRole('alert')).toHaveText('ຍອດຂັ້ນຕ່ຳ 10,000 ກີບ');
  await kbank.getByRole('button', { name: '500,000' }).click();
  await kbank.getByRole('button', { name: la('deposit.qr.create') }).click();
  await expect(kbank.getByRole('img', { name: 'QR' })).toBeVisible();
  await expect(kbank.getByText('ຈຳນວນເງິນ: 500,000 ກີບ', { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText('ບາດ');
  await page.screenshot({ path: test.info().outputPath('la-kip-qr.png') });
  // BCEL's account is offered among the banks; KBank's says it takes baht, not the member's kip.
  await dialog.getByRole('button', { name: la('deposit.channel.bank'), exact: true }).click();
  await expect(dialog.getByText('010-')).toHaveCount(0);
  const bcel = dialog.locator('.account-card').filter({ hasText: '0101234567890' });
  await expect(bcel).toBeVisible();
  await expect(bcel.getByTestId('other-currency')).toHaveCount(0);
  await expect(dialog.getByTestId('other-currency').first()).toHaveText('ບັນຊີນີ້ຮັບເງິນເປັນບາດ ບໍ່ແມ່ນກີບ');
  await demo(page, 'window.demo.payQr()');
  const arrived = await creditReceipt(page, 'la');
  await expect(arrived.getByTestId('receipt-amount')).toHaveText('500,000 ກີບ');
  await arrived.getByRole('button', { name: la('common.ok') }).click();
  await page.keyboard.press('Escape');
  // Home counts his money in kip, whole kip without decimals, and says ກີບ, never ບາດ.
  await expect(page.getByTestId('wallet-amount')).toHaveText('500,000');
  const dashboard = page.getByRole('region', { name: la('home.hello', { name: 'Souk Vongsa' }) });
  await expect(dashboard.locator('.dashboard-total')).toHaveText('500,000 ກີບ');
  await expect(dashboard.locator('.dashboard-sub')).toHaveText(/: 500,000 ກີບ$/);
  await expect(dashboard).not.toContainText('ບາດ');
  await expect(page.locator('button.game-card').filter({ has: page.getByTestId('game-pg') })).toContainText('0 ກີບ');
  await expect(page.locator('.game-grid').filter({ hasText: 'ບາດ' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('la-kip-home.png'), fullPage: true });

  // Transfer: the PG account opened from its card, then 40 from the wallet to it.
  await page
    .locator('button.game-card')
    .filter({ has: page.getByTestId('game-pg') })
    .click();
  const game = page.getByRole('dialog').filter({ has: page.locator('.game-dialog') });
  await game.getByRole('button', { name: la('game.activate') }).click();
  await expect(game.getByRole('button', { name: la('game.play') })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/user/home?dialog=transfer');
  const transfer = page.getByRole('dialog', { name: la('transfer.title') });
  await transfer.getByLabel(la('transfer.to')).selectOption('pg');
  // The field, its minimum (1,000 kip) and the receipt say kip.
  await expect(transfer.getByText('ຍອດຂັ້ນຕ່ຳແມ່ນ 1,000 ກີບ')).toBeVisible();
  await transfer.getByLabel('ຈຳນວນເງິນ (ກີບ)').fill('40000');
  await transfer.getByRole('button', { name: la('transfer.submit') }).click();
  await expect(transfer.getByText(la('transfer.success'))).toBeVisible();
  await expect(transfer.getByTestId('receipt-amount')).toHaveText('40,000 ກີບ');
  await expect(transfer.getByTestId('receipt-balance')).toHaveText('460,000 ກີບ');
  await page.screenshot({ path: test.info().outputPath('la-kip-transfer-receipt.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-amount')).toHaveText('460,000');
  expect(await money(page, 'game-pg')).toBe(40_000);
  // The demo bank kept his ledger in kip and lost nothing: 500,000 in, 460,000 + 40,000 held (in hundredths).
  const held = () =>
    demo(
      page,
      `(() => { const s = JSON.parse(localStorage.getItem('wallet.demo')); const m = s.members.find((x) => x.username === '${phone}'); return [m.walletSatang, s.gameAccounts.filter((g) => g.memberId === m._id).reduce((a, g) => a + g.satang, 0)]; })()`,
    ) as Promise<[number, number]>;
  expect(await held()).toEqual([46_000_000, 4_000_000]);
  // Withdraw says where the money goes, whole, in Lao: BCEL's long name is never cut, on a 360 px phone.
  await page.goto('/user/home?dialog=withdraw');
  const to = page.getByTestId('withdraw-destination').locator('dd').first();
  await expect(to).toHaveText('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
  expect(await to.evaluate((e) => [e.scrollHeight <= e.clientHeight, e.getBoundingClientRect().right <= 360])).toEqual([
    true,
    true,
  ]);
  // The field, the server's limits (the demo bank's kip ones) and the question, the receipt in kip.
  const withdraw = page.getByRole('dialog', { name: la('withdraw.title') });
  await expect(withdraw.getByText('ຖອນໄດ້ຕັ້ງແຕ່ 100,000 ຫາ 50,000,000 ກີບ')).toBeVisible();
  await withdraw.getByLabel('ຈຳນວນເງິນ (ກີບ)').fill('200000');
  await withdraw.getByRole('button', { name: la('withdraw.submit') }).click();
  await expect(withdraw.getByText('200,000 ກີບ').first()).toBeVisible();
  await withdraw.getByRole('button', { name: la('withdraw.send') }).click();
  await expect(withdraw.getByText(la('withdraw.success'))).toBeVisible();
  await expect(withdraw.getByTestId('receipt-amount')).toHaveText('200,000 ກີບ');
  await expect(withdraw.getByTestId('receipt-balance')).toHaveText('260,000 ກີບ');
  await expect(withdraw).not.toContainText('ບາດ');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-amount')).toHaveText('260,000');

  // Spin: two coins from the operator; the wheel and its prizes in Lao and kip.
  await demo(page, `window.demo.grantCoins('${phone}', 2)`);
  await demo(page, `window.demo.nextSpin('NONE1')`);
  await page.goto('/user/spin');
  await expect(page.getByRole('heading', { name: 'ວົງລໍ້ນຳໂຊກ' })).toBeVisible();
  await expect(page.getByTestId('spin-coins')).toHaveText(la('spin.coins', { count: '2' }));
  await page.screenshot({ path: test.info().outputPath('la-kip-wheel.png') });
  await page.getByTestId('spin-button').click();
  const prize = page.getByRole('dialog', { name: la('spin.prizeTitle') });
  await expect(prize.getByTestId('prize-label')).toHaveText('ເສຍໃຈນຳ');
  await prize.getByRole('button', { name: la('common.ok') }).click();
  await expect(page.getByTestId('spin-coins')).toHaveText(la('spin.coins', { count: '1' }));
  // The wheel's 10 is 10,000 kip to him: its slice, its prize and its coupon say so, and the claim pays 10,000 kip.
  await demo(page, `window.demo.nextSpin('P10')`);
  await page.getByTestId('spin-button').click();
  await expect(prize.getByTestId('prize-label')).toHaveText('10,000');
  await expect(prize).toContainText('ເຄຣດິດ 10,000 ກີບ');
  await expect(prize).not.toContainText('ບາດ');
  await page.screenshot({ path: test.info().outputPath('la-kip-prize.png') });
  await prize.getByRole('button', { name: la('common.ok') }).click();
  const coupons = page.getByRole('table', { name: la('spin.coupons.title') });
  await expect(coupons.getByRole('row')).toHaveCount(2);
  await expect(coupons).toContainText('ເຄຣດິດ 10,000 ກີບ');
  await coupons.getByRole('button', { name: la('spin.coupons.claim') }).click();
  const claim = page.getByRole('dialog', { name: la('spin.coupons.claimTitle') });
  await expect(claim).toContainText('10,000 ກີບ');
  await expect(claim).not.toContainText('ບາດ');
  await claim.getByRole('button', { name: la('spin.coupons.confirm') }).click();
  await claim.getByRole('button', { name: la('common.wait') }).click();
  await expect(claim.getByText(la('spin.coupons.claimed'))).toBeVisible();
  await claim.getByRole('button', { name: la('common.ok') }).click();
  // 260,000 + the prize's 10,000 in the wallet, the game's 40,000 untouched: nothing made, nothing lost.
  await expect.poll(held).toEqual([27_000_000, 4_000_000]);
  // The statement's entries are the bank's, in Lao: the deposit and the transfer are there.
  await page.goto('/user/statement');
  await expect(page.getByRole('heading', { name: la('statement.title') })).toBeVisible();
  const deposit = page
    .getByTestId('statement-entry')
    .filter({ hasText: new RegExp(`^${la('statement.activity.deposit', { from: '' }).trim()}`) })
    .first();
  await expect(deposit).toBeVisible();
  // In kip, whole: the deposit +500,000, the transfer 40,000, the withdraw 200,000, the prize +10,000 with the bank's
  // words for it in kip; the deposit's detail says ກີບ.
  await expect(deposit).toContainText('+500,000');
  await expect(page.getByTestId('statement-entry').filter({ hasText: '40,000' })).toHaveCount(1);
  await expect(page.getByTestId('statement-entry').filter({ hasText: '200,000' })).toHaveCount(1);
  await expect(page.getByTestId('statement-entry').filter({ hasText: '+10,000' })).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText('ບາດ');
  await expect(page.getByRole('main')).not.toContainText('.00');
  await deposit.click();
  await expect(page.getByTestId('statement-detail').getByTestId('entry-amount')).toHaveText('+500,000 ກີບ');
  await page.screenshot({ path: test.info().outputPath('la-kip-statement-detail.png') });
});

test('la: a member on the Laos site who chose baht is counted in baht, with the demo bank’s baht amounts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await deploy(page, { ...config, laos: true });
  const phone = '02055512347';
  // Registered in Lao with the Lao bank BCEL, choosing ບາດ.
  await phoneAndProfile(page, phone, 'Noy Baht');
  await next(page);
  await page.getByLabel(la('register.bank')).selectOption('BCEL');
  await page.getByLabel(la('register.accountNo')).fill('0101999888775');
  await page.getByLabel(la('register.firstName')).fill('noy');
  await page.getByLabel(la('register.lastName')).fill('baht');
  await page.getByLabel(la('register.currency')).selectOption({ label: la('currency.BAHT') });
  await page.getByRole('button', { name: la('register.submit') }).click();
  await expectPath(page, '/login');
  // He logs in with his number typed the Lao way: the country's code, spaces and a dash.
  await page.getByLabel(la('login.phone')).fill('+856 20 5551-2347');
  await page.getByLabel(la('login.password')).fill('secret99');
  await page.getByRole('button', { name: la('login.submit') }).click();
  await expectPath(page, '/user/home');
  await agree(page, 'la');

  // Home in baht, two decimals.
  const dashboard = page.getByRole('region', { name: la('home.hello', { name: 'Noy Baht' }) });
  await expect(dashboard.locator('.dashboard-total')).toHaveText('0.00 ບາດ');
  await expect(dashboard).not.toContainText('ກີບ');
  // Deposit: the baht QR presets and minimum, the TrueMoney gift link offered; BCEL's kip account says it is not baht.
  await page.getByRole('button', { name: la('home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: la('deposit.title') });
  await expect(dialog.getByRole('button', { name: la('deposit.channel.wallet'), exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: la('deposit.channel.qr'), exact: true }).click();
  const payonex = dialog.getByRole('region', { name: la('deposit.qr.provider.PAYONEX') });
  await expect(payonex.getByRole('group', { name: la('deposit.qr.presets') }).getByRole('button')).toHaveText([
    '100',
    '200',
    '300',
    '500',
    '1000',
  ]);
  await expect(payonex.getByText('ຍອດຂັ້ນຕ່ຳ 100 ບາດ')).toBeVisible();
  await expect(payonex.getByLabel('ຈຳນວນເງິນ (ບາດ)')).toBeVisible();
  await dialog.getByRole('button', { name: la('deposit.channel.bank'), exact: true }).click();
  const bcel = dialog.locator('.account-card').filter({ hasText: '0101234567890' });
  await expect(bcel.getByTestId('other-currency')).toHaveText('ບັນຊີນີ້ຮັບເງິນເປັນກີບ ບໍ່ແມ່ນບາດ');
  await page.keyboard.press('Escape');
  // Withdraw: the demo bank's baht minimum, which her empty wallet is under (so it offers Deposit).
  await page.goto('/user/home?dialog=withdraw');
  const withdraw = page.getByRole('dialog', { name: la('withdraw.title') });
  await expect(withdraw.getByText('ກະເປົາເງິນຂອງທ່ານມີ 0.00 ບາດ ຖອນໄດ້ຂັ້ນຕ່ຳ 100.00 ບາດ')).toBeVisible();
  await expect(withdraw.getByRole('button', { name: 'ຝາກເງິນ' })).toBeVisible();
  await expect(withdraw).not.toContainText('ກີບ');
  await page.keyboard.press('Escape');
  // The wheel's 10 is 10 baht to her.
  await demo(page, `window.demo.grantCoins('${phone}', 1)`);
  await demo(page, `window.demo.nextSpin('P10')`);
  await page.goto('/user/spin');
  await page.getByTestId('spin-button').click();
  const prize = page.getByRole('dialog', { name: la('spin.prizeTitle') });
  await expect(prize.getByTestId('prize-label')).toHaveText('10');
  await expect(prize).toContainText('ເຄຣດິດ 10 ບາດ');
  await expect(prize).not.toContainText('ກີບ');
});

test('la: a refusal that names its key shows under that field, or names the field and its step when it is elsewhere', async ({
  page,
}) => {
  await deploy(page, { ...config, laos: true });
  await phoneAndProfile(page, '02055512346', 'Souk Vongsa');
  const source = page.getByLabel(la('register.source'));
  // A backend that refuses the source it was sent: the text under the source field, described by it.
  await demo(page, "window.demo.failNext('POST', '/api/account/validate', 'KEY_INVALID', 400, 'sourceCode')");
  await next(page);
  await expect(source).toHaveAccessibleDescription(la('register.keyRefused'));
  await expect(page.getByText(la('errors.KEY_INVALID'))).toHaveCount(0);
  await next(page);
  // The bank step; the account's creation refuses the phone (the first step's): the banner names the field and step.
  await page.getByLabel(la('register.bank')).selectOption('BCEL');
  await page.getByLabel(la('register.accountNo')).fill('0101999888776');
  await page.getByLabel(la('register.firstName')).fill('souk');
  await page.getByLabel(la('register.lastName')).fill('vongsa');
  await page.getByLabel(la('register.currency')).selectOption({ label: la('currency.LAK') });
  await demo(page, "window.demo.failNext('POST', '/api/account', 'KEY_INVALID', 400, 'username')");
  await page.getByRole('button', { name: la('register.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    la('register.refusedElsewhere', {
      field: la('register.phone'),
      step: la('register.step.phone'),
      reason: la('errors.KEY_INVALID'),
    }).replace('$t(common.back)', la('common.back')),
  );
  // A backend that refuses a key without naming it: the banner names every field of the step to check.
  await demo(page, "window.demo.failNext('POST', '/api/account', 'KEY_INVALID', 400)");
  await page.getByRole('button', { name: la('register.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    la('register.refusedOnStep', {
      reason: la('errors.KEY_INVALID'),
      fields: ['register.bank', 'register.accountNo', 'register.firstName', 'register.lastName', 'register.currency']
        .map((k) => la(k))
        .join(', '),
    }),
  );
});

test('la: the Laos site paints Lao first, never Thai, on /login and a member page, first visit and returning', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(String(e)));
  await deploy(page, { ...config, laos: true });
  await page.addInitScript(watchPaintedWords);
  // A first visit: the phone knows nothing of the site; the painted login waits for config.json to say Lao.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: la('login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(await paintedFrames(page)).toEqual(['la']);
  // Returning: Lao from the painted screen on.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(await paintedFrames(page)).toEqual(['la']);
  // A member (the demo's Somchai) reloads home: its painted frame and the page, Lao throughout.
  await page.getByLabel(la('login.phone')).fill('0812345678');
  await page.getByLabel(la('login.password')).fill('demo1234');
  await page.getByRole('button', { name: la('login.submit') }).click();
  await expectPath(page, '/user/home');
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  expect(await paintedFrames(page)).toEqual(['la']);
  // React took over each screen as painted: no hydration error (#418), nor any other.
  expect(errors).toEqual([]);
});

test('th: the Thai site paints Thai first on a first visit', async ({ page }) => {
  await deploy(page, { ...config, laos: false });
  await page.addInitScript(watchPaintedWords);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(await paintedFrames(page)).toEqual(['th']);
});

test('la: a site that becomes a Laos one paints Lao from the start after the one that learnt it', async ({ page }) => {
  await deploy(page, { ...config, laos: false });
  await page.addInitScript(watchPaintedWords);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  // The operator turns the site into a Laos one: this start still paints the Thai the phone knew, then turns to Lao.
  await deploy(page, { ...config, laos: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: la('login.title') })).toBeVisible();
  expect(await paintedFrames(page)).toEqual(['th', 'la']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet.siteLanguage'))).toBe('la');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(await paintedFrames(page)).toEqual(['la']);
});
