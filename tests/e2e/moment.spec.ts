import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { seed } from '../../mirage/seed';
import { buildMoment } from '../../src/demo/moment/moment';
import { openConsole } from './demoConsole';
import { expect, test } from './fixtures';
import { expectPath, home, money, text } from './helpers';

test('en: a moment saved to a file, the demo reset, the file opened: the same page, dialog, balances, clock, errors and hold; its link opens it too', async ({
  page,
  context,
}) => {
  await home(page, 'en');
  // The bank changed: 100 baht moved from the wallet to the PG game, a withdrawal's refusal armed, a transfer held,
  // the clock a day on.
  await page.getByRole('button', { name: text('en', 'home.shortcut.transfer') }).click();
  const transfer = page.getByRole('dialog', { name: text('en', 'transfer.title') });
  await transfer.getByLabel(text('en', 'transfer.to')).selectOption('pg');
  await transfer.getByLabel(text('en', 'transfer.amount')).fill('100');
  await transfer.getByRole('button', { name: text('en', 'transfer.submit') }).click();
  await transfer
    .getByRole('button', { name: text('en', 'common.close'), exact: true })
    .first()
    .click();
  await expect.poll(() => money(page, 'wallet-amount')).toBe(1400);
  // A reload after the transfer: the moment still hands over the calls and steps from before it.
  await page.reload();
  await expect.poll(() => money(page, 'wallet-amount')).toBe(1400);
  await page.evaluate(() => {
    window.demo!.failNext('POST', '/api/wallet/withdraw', 'BONUS_REMAINING');
    window.demo!.holdNext('POST', '/api/wallet/transfer');
    window.demo!.advanceClock(24 * 3_600_000);
  });
  await page.getByRole('button', { name: text('en', 'home.tile.withdraw') }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'withdraw.title') })).toBeVisible();

  let panel = await openConsole(page, 'en', 'moment');
  const saving = page.waitForEvent('download');
  await panel.getByRole('button', { name: text('en', 'demo.moment.save') }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^moment-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);
  const file = await download.path();
  const moment = JSON.parse(readFileSync(file, 'utf8'));
  expect(moment).toMatchObject({
    version: 1,
    member: { phone: '0812345678' },
    page: '/user/home?dialog=withdraw',
    dialog: { id: 'withdraw', title: text('en', 'withdraw.title') },
    bank: {
      failures: [{ method: 'POST', path: '/api/wallet/withdraw', code: 'BONUS_REMAINING' }],
      holds: [{ method: 'POST', path: '/api/wallet/transfer' }],
    },
  });
  expect(moment.calls.some((c: { path: string }) => c.path === '/api/wallet/transfer')).toBe(true);
  expect(moment.steps.length).toBeGreaterThan(0);

  // Reset: the seed again, logged out.
  await page.evaluate(() => window.demo!.reset());
  await page.goto('/login');
  panel = await openConsole(page, 'en', 'moment');
  await panel.getByLabel(text('en', 'demo.moment.open')).setInputFiles(file);
  const confirm = panel.getByRole('group', { name: text('en', 'demo.moment.confirmTitle') });
  // Who, and where as the tour names it (the dialog on a line of its own), not an address.
  await expect(confirm).toContainText('0812345678');
  await expect(confirm).toContainText(text('en', 'tour.links.home'));
  await expect(confirm).not.toContainText('/user/');
  await confirm.getByRole('button', { name: text('en', 'demo.moment.restore') }).click();

  await expectPath(page, '/user/home');
  await expect(page.getByRole('dialog', { name: text('en', 'withdraw.title') })).toBeVisible();
  expect(await money(page, 'wallet-amount')).toBe(1400);
  // The bank's clock stands where it stood when the moment was taken (a day on, less the seconds since), and runs on.
  await expect(page.getByTestId('demo-clock-offset')).toContainText('+23:59:');
  const since = (await page.evaluate(() => window.demo!.now())) - Date.parse(moment.bankTime);
  expect(since).toBeGreaterThanOrEqual(0);
  expect(since).toBeLessThan(30_000);
  const armed = () => page.evaluate(() => ({ armed: window.demo!.armed(), holds: window.demo!.snapshot().holds }));
  expect(await armed()).toMatchObject({
    armed: [{ path: '/api/wallet/withdraw', code: 'BONUS_REMAINING' }],
    holds: { waiting: [{ method: 'POST', path: '/api/wallet/transfer' }], held: [] },
  });

  // The hold (and the armed error) survive a reload.
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  expect(await armed()).toMatchObject({
    armed: [{ path: '/api/wallet/withdraw' }],
    holds: { waiting: [{ method: 'POST', path: '/api/wallet/transfer' }] },
  });

  // Its link (the bank just seeded and a little moved is short enough): opened, it asks to restore the same moment.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  panel = await openConsole(page, 'en', 'moment');
  await panel.getByRole('button', { name: text('en', 'demo.moment.copyLink') }).click();
  await expect(panel.getByText(text('en', 'demo.moment.linkCopied'))).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/#moment=[\w-]+$/);
  await page.goto(link);
  await expect(page.getByRole('group', { name: text('en', 'demo.moment.confirmTitle') })).toContainText(
    text('en', 'demo.moment.dialog', { title: text('en', 'withdraw.title') }),
  );
  expect(page.url()).not.toContain('#moment');
});

/** A moment as a link, made here as the demo makes one: its JSON deflated, in base64url after `#moment=`. */
const linkOf = (json: string) => `/#moment=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;

test('th: a moment link that would open another site, or fill the phone’s memory, is refused before anything changes', async ({
  page,
}) => {
  const moment = buildMoment({
    takenAt: new Date().toISOString(),
    bankTime: new Date().toISOString(),
    member: null,
    page: '//evil.example/login',
    dialog: null,
    lang: 'en',
    agreed: false,
    bank: seed(Date.now(), false),
    calls: [],
    steps: [],
  });
  const refused = (reason: string) =>
    page.getByRole('alert').filter({ hasText: text('th', `demo.moment.refused.${reason}`) });
  await page.goto(linkOf(JSON.stringify(moment)));
  await expect(refused('notMoment')).toBeVisible();
  expect(new URL(page.url()).host).not.toContain('evil.example');
  // Five megabytes of spaces: a link of a few kilobytes.
  await page.goto('/login');
  await page.goto(linkOf(' '.repeat(5_000_000)));
  await expect(refused('tooBig')).toBeVisible();
});
