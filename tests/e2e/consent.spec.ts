/**
 * Consent never rests on an answer that did not load: with the agreements (or the conditions) broken every way a
 * backend or a gateway breaks them, the dialog shows the translated error and a retry, never an empty dialog with
 * "I agree"; the remembered-agreement flag is stored only after the member agreed to an agreement on screen.
 */
import { STORAGE_KEYS } from '../../src/lib/storage';
import { deploy, expect, test, type Locator, type Page } from './fixtures';
import { standInLogin, text, type Lang } from './helpers';
import { hostileBackend, type Breakage, type TestBackend } from './hostileBackend';

const LANG: Lang = 'en';
/** Each broken answer with the text the member reads for it. */
const BROKEN: [Breakage, string][] = [
  ['{}', 'errors.UNEXPECTED_ANSWER'],
  ['wrong type', 'errors.UNEXPECTED_ANSWER'],
  ['null', 'errors.UNEXPECTED_ANSWER'],
  ['HTML', 'errors.UNEXPECTED_ANSWER'],
  ['502 HTML', 'errors.INTERNAL_SERVER_ERROR'],
  ['empty list', 'errors.NO_DATA'],
];

/** The dialog says why there is nothing to read, and offers a retry. */
async function saysWhy(dialog: Locator, how: string, error: string) {
  await expect(dialog.getByRole('alert'), how).toHaveText(text(LANG, error));
  await expect(dialog.getByRole('button', { name: text(LANG, 'common.retry') }), how).toBeVisible();
}

/**
 * A member logged in at the stand-in backend (the app configured with it), the backend set up by `before` first; the
 * backend closed after `run`.
 */
async function loggedIn(
  page: Page,
  before: (backend: TestBackend) => void,
  run: (backend: TestBackend) => Promise<void>,
) {
  const backend = await hostileBackend('plain');
  try {
    before(backend);
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: '', chatPrefix: 'consent' });
    await standInLogin(page, LANG);
    await run(backend);
  } finally {
    await backend.close();
  }
}

const remembered = (page: Page) => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.agreement);

test('the agreement: every broken answer shows the error and a retry, no "I agree", and nothing is remembered; the retry shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Broken from the first home on: the agreement opens there after the login.
  await loggedIn(
    page,
    (backend) => backend.breakCall('lookup.agreements', BROKEN[0]![0]),
    async (backend) => {
      const dialog = page.getByRole('dialog', { name: text(LANG, 'home.agreement.title') });
      for (const [how, error] of BROKEN) {
        backend.breakCall('lookup.agreements', how);
        await page.goto('/user/home');
        // It opens by itself after 1.5 s, as ever, and says why there is nothing to agree to.
        await saysWhy(dialog, how, error);
        await expect(dialog.getByRole('button', { name: text(LANG, 'home.agreement.confirm') }), how).toHaveCount(0);
        expect(await remembered(page), how).toBeNull();
        await dialog.getByRole('button', { name: text(LANG, 'common.close'), exact: true }).click();
        await expect(dialog).toBeHidden();
        expect(await remembered(page), how).toBeNull();
      }
      // The backend answers well again: the retry in the open dialog shows the agreement, and agreeing remembers it.
      await page.goto('/user/home');
      await expect(dialog.getByRole('alert')).toBeVisible();
      backend.breakCall(null);
      await dialog.getByRole('button', { name: text(LANG, 'common.retry') }).click();
      await expect(dialog.getByText('plain text').first()).toBeVisible();
      await dialog.getByRole('button', { name: text(LANG, 'home.agreement.confirm') }).click();
      await expect(dialog).toBeHidden();
      expect(await remembered(page)).toBe('1');
    },
  );
});

test('the conditions: a broken or empty answer shows the error and a retry, never an empty dialog; the retry shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loggedIn(
    page,
    () => {},
    async (backend) => {
      await page.evaluate((k) => localStorage.setItem(k, '1'), STORAGE_KEYS.agreement);
      const dialog = page.getByRole('dialog', { name: text(LANG, 'member.conditionsTitle') });
      for (const [how, error] of BROKEN) {
        backend.breakCall('lookup.conditions', how);
        await page.goto('/user/home?dialog=bonusConditions');
        await saysWhy(dialog, how, error);
        // The way on (see the bonuses) comes with the conditions only.
        await expect(dialog.getByRole('link', { name: text(LANG, 'home.seeBonuses') }), how).toHaveCount(0);
      }
      backend.breakCall(null);
      await dialog.getByRole('button', { name: text(LANG, 'common.retry') }).click();
      await expect(dialog.getByText('plain text').first()).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: text(LANG, 'home.seeBonuses') })).toBeVisible();
    },
  );
});
