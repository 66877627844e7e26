/** What the screen tables share: the member (a fresh demo bank, a persona logged in), the texts and errors shown. */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../mirage/seed';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { text } from '../helpers';

export const th = (key: string, vars: Record<string, string> = {}) => text('th', key, vars);

/**
 * A fresh demo bank with `phone` logged in (the agreement accepted before), or a visitor's (null), then `path`
 * opened: each case starts from the seed, whatever the one before it moved. The log-in is the bank's own call, made
 * from the page (the session's own cases log in on the screen).
 */
export async function memberAt(page: Page, phone: string | null, path: string) {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.waitForFunction(() => 'demo' in window);
  await page.evaluate(
    async ({ phone, password, keys }) => {
      const w = window as unknown as { demo: { reset(): void; realTime(): void } };
      w.demo.reset();
      for (const k of Object.values(keys)) if (k !== keys.locale) localStorage.removeItem(k);
      sessionStorage.clear();
      if (phone === null) return;
      const res = await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify({ username: phone, password }) });
      const { token } = (await res.json()) as { token: string };
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.agreement, '1');
    },
    { phone, password: DEMO_PASSWORD, keys: STORAGE_KEYS },
  );
  await page.goto(path);
  // The demo bank runs (its controls are the runner's).
  await page.waitForFunction(() => 'demo' in window);
}

/** The text a screen shows for an error code: the catalogue's, else the code itself (src/ui/ErrorText.tsx). */
export function errorText(code: string): string {
  try {
    return th(`errors.${code}`);
  } catch {
    return code;
  }
}
