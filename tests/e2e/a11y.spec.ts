import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { expectPath, home, text, type Lang } from './helpers';

/** WCAG 2.2 A and AA, as axe-core checks them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical findings of axe on the page as it is now, one readable line each. */
async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
}

const VISITOR = ['/login', '/register', '/howto', '/contact', '/demo'];
const MEMBER = ['/user/home', '/user/statement', '/user/profile', '/user/bonus', '/user/spin', '/user/contact'];
const DIALOGS = ['deposit', 'withdraw', 'transfer', 'invite', 'inviteClaim', 'refund', 'bonusConditions', 'game:pg', 'game:betflix'];

for (const lang of ['th', 'en'] as Lang[]) {
  test(`${lang}: axe finds no serious or critical WCAG 2.2 AA violation on any screen or dialog`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    await page.goto('/login');
    if (lang !== 'th') await page.getByLabel(text('th', 'common.language')).selectOption(lang);
    for (const path of VISITOR) {
      await page.goto(path);
      await expect(page.getByRole('main').first()).toContainText(/\S/);
      found.push(...(await findings(page, path)));
    }
    await home(page, lang);
    for (const path of MEMBER) {
      await page.goto(path);
      await expect(page.getByRole('main').first()).toContainText(/\S/);
      // Let lazy parts (the wheel, the lists) arrive before looking.
      await page.waitForLoadState('networkidle');
      found.push(...(await findings(page, path)));
    }
    for (const dialog of DIALOGS) {
      await page.goto(`/user/home?dialog=${dialog}`);
      const open = page.getByRole('dialog').last();
      await expect(open).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await findings(page, `dialog ${dialog}`)));
    }
    // The profile's password dialog and the member chat.
    await page.goto('/user/profile');
    await page.getByRole('button', { name: text(lang, 'password.title') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await findings(page, 'dialog changePassword')));
    await page.goto('/user/contact');
    await page.getByRole('button', { name: text(lang, 'chat.open') }).click();
    await expect(page.getByRole('region', { name: text(lang, 'chat.title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await findings(page, 'chat')));
    await expectPath(page, '/user/contact');
    expect(found).toEqual([]);
  });
}
