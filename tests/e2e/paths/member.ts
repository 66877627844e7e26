/** What the screen tables share: the member (a fresh demo bank, a persona logged in), the texts and errors shown. */
import type { Page } from '@playwright/test';
import { newKey } from '../../../machines/intent';
import { DEMO_PASSWORD } from '../../../mirage/personas';
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
  const token = await page.evaluate(
    async ({ phone, password }) => {
      (window as unknown as { demo: { reset(): void } }).demo.reset();
      if (phone === null) return null;
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ username: phone, password }),
      });
      return ((await res.json()) as { token: string }).token;
    },
    { phone, password: DEMO_PASSWORD },
  );
  // The last case's app is let go first (a file of the same origin, no app): answered 401 by the fresh bank, it would
  // end its session and clear the stored token after this one wrote it. A dialog the last case closed may still be
  // taking its history entry back (src/ui/backLayers.ts), which aborts this navigation: the next one lands.
  await page.goto('/config.json').catch(async (error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.goto('/config.json');
  });
  await page.evaluate(
    ({ token, member, keys }) => {
      for (const k of Object.values(keys)) if (k !== keys.locale) localStorage.removeItem(k);
      sessionStorage.clear();
      // What the last case's page did after its record was taken is not this case's (tests/e2e/paths/screen.ts).
      (window as unknown as { __paths?: { transitions: unknown[] } }).__paths?.transitions.splice(0);
      if (token === null) return;
      // A session is its token and whose it is (src/lib/storage.ts).
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.member, member);
      localStorage.setItem(keys.agreement, '1');
    },
    { token, member: `member-${phone}`, keys: STORAGE_KEYS },
  );
  await page.goto(path);
  // The demo bank runs (its controls are the runner's).
  await page.waitForFunction(() => 'demo' in window);
}

/**
 * A call the member made before the case (on another visit, another phone), straight to the demo bank with the
 * member's stored session and a key of its own; it must succeed.
 */
export async function memberCall(page: Page, method: string, path: string, body?: unknown) {
  await page.evaluate(
    async ({ method, path, body, key, token }) => {
      const res = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Authorization: `Bearer ${localStorage.getItem(token)}`,
          'Idempotency-Key': key,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    },
    { method, path, body, key: newKey(), token: STORAGE_KEYS.token },
  );
}

/**
 * A tap in the demo console (in its place or over the open dialog): opened, its panel `tab` (demo.tabs.<tab>) shown,
 * the button `button` (a locale key) tapped, and closed again so that it covers nothing of the member's screen.
 */
export async function consoleTap(page: Page, tab: string, button: string) {
  const console = page.locator('section.demo-console');
  const toggle = console.getByRole('button', { name: new RegExp(`^${th('demo.open')}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await console.getByRole('button', { name: th(`demo.tabs.${tab}`), exact: true }).click();
  await console.getByRole('button', { name: th(button), exact: true }).click();
  await toggle.click();
}

/** "It may have gone through": the open-intent notice begins with "your request" (an unclear answer keeps it open). */
export const mayHaveGone = th('intent.what');

/**
 * The text a screen shows for an error code: the screen's own words (`<on>.<code>`) where it has them, else the
 * catalogue's, else the code itself (src/ui/ErrorText.tsx).
 */
export function errorText(code: string, on?: string): string {
  for (const key of [...(on ? [`${on}.${code}`] : []), `errors.${code}`]) {
    try {
      return th(key);
    } catch {
      // Not in the locales: the next.
    }
  }
  return code;
}
