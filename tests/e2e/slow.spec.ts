/**
 * A slow link shows work, never an empty page: with every answer of the backend 3 s late, each member screen and
 * dialog shows its busy state (the spinner the spec shows from 200 ms on, or a busy, disabled button for a sent form)
 * before the answer arrives, and no frame of the page is blank while it waits.
 */
import { deploy, expect, test, type Locator, type Page } from './fixtures';
import { agree, standInLogin, text, type Lang } from './helpers';
import { hostileBackend, type TestBackend } from './hostileBackend';

const LANG: Lang = 'en';
const LATE_MS = 3000;
const SCREENS = ['/user/home', '/user/statement', '/user/profile', '/user/bonus', '/user/spin'];
const DIALOGS: [string, string][] = [
  ['deposit', 'deposit.title'],
  ['withdraw', 'withdraw.title'],
  ['invite', 'invite.title'],
  ['refund', 'refund.title'],
  ['bonusConditions', 'member.conditionsTitle'],
];

/**
 * Every frame the page is about to paint, from its start: the times (ms from its navigation) at which its body had
 * come and showed no text. Watched inside each page (an init script), read once the page has filled.
 */
const watchBlankFrames = (page: Page) =>
  page.addInitScript(() => {
    const blank: number[] = [];
    (window as unknown as { blankFrames: number[] }).blankFrames = blank;
    const frame = () => {
      if (document.body && document.body.innerText.trim() === '') blank.push(Math.round(performance.now()));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
const blankFrames = (page: Page) => page.evaluate(() => (window as unknown as { blankFrames: number[] }).blankFrames);

/** The spinner (after its 200 ms) is on screen in `scope` before the late answer could have come. */
async function busyBeforeTheAnswer(scope: Locator, since: number, where: string) {
  await expect(
    scope
      .getByRole('status')
      .filter({ hasText: text(LANG, 'common.loading') })
      .first(),
    where,
  ).toBeVisible({ timeout: LATE_MS - 500 });
  expect(Date.now() - since, `${where}: busy before the answer`).toBeLessThan(LATE_MS);
}

test(`every answer ${LATE_MS / 1000} s late: each screen and dialog shows it is working from 200 ms on, no page is ever blank, a sent form is busy`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const backend: TestBackend = await hostileBackend('plain');
  try {
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'slow' });
    await standInLogin(page, LANG);
    await agree(page, LANG);
    backend.slow(LATE_MS);
    await watchBlankFrames(page);
    const blanks: string[] = [];
    for (const path of SCREENS) {
      const since = Date.now();
      await page.goto(path, { waitUntil: 'commit' });
      await busyBeforeTheAnswer(page.locator('body'), since, path);
      // The answer arrives and the screen fills (the stand-in's every text is "plain text").
      await expect(page.getByRole('main').getByText('plain text').first(), path).toBeVisible({
        timeout: 4 * LATE_MS,
      });
      const blank = await blankFrames(page);
      if (blank.length) blanks.push(`${path}: blank at ${blank.join(', ')} ms`);
    }
    for (const [dialog, title] of DIALOGS) {
      await page.goto(`/user/home?dialog=${dialog}`);
      const d = page.getByRole('dialog', { name: text(LANG, title) });
      // Home waits for its wallet first, then opens the dialog, which waits for its own answer.
      await expect(d, dialog).toBeVisible({ timeout: 3 * LATE_MS });
      const since = Date.now();
      await busyBeforeTheAnswer(d, since - 200, dialog);
    }
    // A sent form: busy and disabled from the tap until the late answer.
    await page.goto('/user/home?dialog=transfer');
    const transfer = page.getByRole('dialog', { name: text(LANG, 'transfer.title') });
    await expect(transfer).toBeVisible({ timeout: 3 * LATE_MS });
    await transfer.getByLabel(text(LANG, 'transfer.to')).selectOption({ index: 2 });
    await transfer.getByLabel(text(LANG, 'transfer.amount')).fill('5');
    await transfer.getByRole('button', { name: text(LANG, 'transfer.submit') }).click();
    const busy = transfer.getByRole('button', { name: text(LANG, 'common.wait') });
    await expect(busy).toBeDisabled({ timeout: 200 });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(transfer.getByText(text(LANG, 'transfer.success'))).toBeVisible({ timeout: 2 * LATE_MS });
    expect(blanks).toEqual([]);
  } finally {
    await backend.close();
  }
});
