import { expect, type Page } from './fixtures';
import { text, type Lang } from './helpers';

/** The demo console's bar, and its body once opened (in its place above the app, or over an open dialog). */
export const consoleOf = (page: Page) => page.locator('section.demo-console');
/** The console opened on one of its panels (demo.tabs.<tab>; the first, the personas, by default). */
export async function openConsole(page: Page, lang: Lang, tab?: string) {
  const toggle = consoleOf(page).getByRole('button', { name: new RegExp(`^${text(lang, 'demo.open')}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  if (tab) await showTab(page, lang, tab);
  await expect(consoleOf(page).locator('.demo-panel')).toBeVisible();
  return consoleOf(page);
}
export const showTab = (page: Page, lang: Lang, tab: string) =>
  consoleOf(page)
    .getByRole('button', { name: text(lang, `demo.tabs.${tab}`), exact: true })
    .click();
