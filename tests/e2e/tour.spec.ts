/**
 * The tour: at /demo the guided walk and every screen's link; in the demo console's Tour tab the walk a
 * stop at a time, beside the screen it walks, its states lit where the screen's machine is, and the console's hold
 * that keeps a call (and the screen's waiting state) until the product owner lets it answer.
 */
import { LABELS } from '../../src/demo/tour/labels';
import { WALK } from '../../src/demo/tour/walk';
import { openConsole } from './demoConsole';
import { expect, test } from './fixtures';
import { demo, expectPath, home, rendered, text, type Lang } from './helpers';

/** A step's words as the reader sees them: the app's own texts in place of its names. */
function said(lang: Lang, stop: string, n: number, part: 'do' | 'see') {
  const { labels } = WALK.find((s) => s.key === stop)!;
  const given = { ...LABELS, ...labels };
  const names = Object.fromEntries(Object.entries(given).map(([name, key]) => [name, text(lang, key)]));
  return text(lang, `tour.walk.${stop}.${n}.${part}`, names);
}

test('en: the log-in stop walked in the console: a held log-in waits, lit as logging in, until it may answer', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(text('th', 'common.language')).selectOption('en');
  let panel = await openConsole(page, 'en', 'tour');
  await expect(panel.getByRole('heading', { name: text('en', 'tour.walk.login.title') })).toBeVisible();
  await expect(panel.getByText(said('en', 'login', 2, 'do'))).toBeVisible();
  // The session's machine drawn live, and the step's states lit where it is.
  await expect(panel.getByTestId('machine-diagram')).toBeVisible();
  const chip = (state: string) => panel.locator('.walk-states li', { hasText: new RegExp(`^${state}$`) });
  await expect(chip('session:anonymous.idle').first()).toHaveAttribute('aria-current', 'true');
  await expect(chip('session:anonymous.loggingIn')).not.toHaveAttribute('aria-current', 'true');

  // As the step says: one tap holds the log-in call (the raw call is under the step's details), then log in.
  const step = panel.locator('.walk-step', { hasText: said('en', 'login', 2, 'do') });
  await expect(step.getByText("demo.holdNext('POST', '/api/login')")).toBeHidden();
  await step.getByRole('button', { name: text('en', 'tour.setUp') }).click();
  await page.getByLabel(text('en', 'login.phone')).fill('0812345678');
  await page.getByLabel(text('en', 'login.password'), { exact: true }).fill('demo1234');
  await page
    .locator('#root')
    .getByRole('button', { name: text('en', 'login.submit'), exact: true })
    .click();
  const letAnswer = step.getByRole('button', { name: text('en', 'demo.letAnswer') });
  await expect(letAnswer).toBeVisible();
  await expect(chip('session:anonymous.loggingIn')).toHaveAttribute('aria-current', 'true');
  await expectPath(page, '/login');

  await letAnswer.click();
  await expectPath(page, '/user/home');
  await expect(letAnswer).toHaveCount(0);
  // Home opens the agreement 1.5 s after it loads (the spec's agreement modal delay), over the console: agreed to, it
  // stays closed after the reload below, where it would otherwise fold the console over a dialog mid-choice.
  const agreement = page.getByRole('dialog', { name: text('en', 'home.agreement.title') });
  await agreement.getByRole('button', { name: text('en', 'home.agreement.confirm') }).click();
  await expect(agreement).toBeHidden();

  // The walk keeps its stop across a reload; one tap logs in as the stop's persona and opens its screen.
  panel = await openConsole(page, 'en', 'tour');
  await panel.getByLabel(text('en', 'tour.stop', { n: '1', total: String(WALK.length) })).selectOption({
    label: `${WALK.findIndex((s) => s.key === 'statement') + 1}. ${text('en', 'tour.walk.statement.title')}`,
  });
  await page.reload();
  panel = await openConsole(page, 'en', 'tour');
  await expect(panel.getByRole('heading', { name: text('en', 'tour.walk.statement.title') })).toBeVisible();
  await panel
    .getByRole('button', {
      name: text('en', 'tour.startAs', { name: text('en', 'demo.persona.funded.name') }),
    })
    .click();
  await expectPath(page, '/user/statement');
});

test('en: the tour (/demo) walks every stop (who to be, what to do, what you see) and links every screen and dialog', async ({
  page,
}) => {
  await home(page, 'en');
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: text('en', 'tour.title') })).toBeVisible();
  for (const [i, stop] of WALK.entries()) {
    const section = page.getByRole('region', { name: `${i + 1}. ${text('en', `tour.walk.${stop.key}.title`)}` });
    await expect(section.getByText(said('en', stop.key, stop.steps.length, 'see'))).toBeVisible();
  }
  const region = (key: string) =>
    page.getByRole('region', {
      name: `${WALK.findIndex((s) => s.key === key) + 1}. ${text('en', `tour.walk.${key}.title`)}`,
    });
  await expect(region('login').getByText(text('en', 'tour.asVisitor'))).toBeVisible();
  await expect(
    region('promotion').getByText(text('en', 'tour.asName', { name: text('en', 'demo.persona.newcomer.name') })),
  ).toBeVisible();
  for (const key of [
    'login',
    'register',
    'home',
    'bonus',
    'statement',
    'profile',
    'spin',
    'deposit',
    'withdraw',
    'transfer',
    'invite',
    'refund',
    'gameActive',
  ]) {
    // The screens' links (the contents link the walk's stops by their titles).
    const screens = page.locator('section', { has: page.locator('.tour-links') });
    await expect(screens.getByRole('link', { name: text('en', `tour.links.${key}`), exact: true })).toBeVisible();
  }
  // Its contents lead to each stop.
  const contents = page.getByRole('navigation', { name: text('en', 'tour.contents') });
  await contents.getByRole('link', { name: text('en', 'tour.walk.withdraw.title') }).click();
  expect(new URL(page.url()).hash).toBe('#walk-withdraw');
  // A stop's one button stages it: Somchai logged in, the withdraw dialog open.
  await region('withdraw')
    .getByRole('button', { name: text('en', 'tour.startAs', { name: text('en', 'demo.persona.funded.name') }) })
    .click();
  await expect(page.getByRole('dialog', { name: text('en', 'withdraw.title') })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?dialog=withdraw');
});

test('en: a stop staged from /demo by loading its page anew opens the console at that stop; no agreement covers a stop', async ({
  page,
}) => {
  // The page's clock: the agreement's 1.5 s are moved on, never waited for.
  await page.clock.install();
  await home(page, 'en');
  // A scenario left on from before: the statement stop has none, so staging it loads its page anew.
  await demo(page, "demo.scenarioOn('wheelOff', true)");
  await page.goto('/demo');
  const region = (key: string) =>
    page.getByRole('region', {
      name: `${WALK.findIndex((s) => s.key === key) + 1}. ${text('en', `tour.walk.${key}.title`)}`,
    });
  const somchai = text('en', 'tour.startAs', { name: text('en', 'demo.persona.funded.name') });
  await region('statement').getByRole('button', { name: somchai }).click();
  await expectPath(page, '/user/statement');
  await expect(page.getByRole('heading', { name: text('en', 'tour.walk.statement.title') })).toBeVisible();
  await expect(page.getByText(said('en', 'statement', 1, 'do'))).toBeVisible();
  // Staged as a member who has accepted home's agreement: its dialog, 1.5 s after home opens, never covers the stop.
  await page.goto('/demo');
  await region('withdraw').getByRole('button', { name: somchai }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'withdraw.title') })).toBeVisible();
  await page.clock.runFor(2_000);
  await rendered(page);
  await expect(page.getByRole('dialog', { name: text('en', 'home.agreement.title') })).toHaveCount(0);
});
