import { expect, type Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import la from '../../locales/la.json' with { type: 'json' };
import th from '../../locales/th.json' with { type: 'json' };

export const texts = { th, la, en };
export type Lang = keyof typeof texts;

/** A text of the locale files by its dotted key, so that tests follow the translations. */
export function text(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts[lang]);
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value.replace(/{{(\w+)}}/g, (_, v: string) => vars[v] ?? '');
}

export async function login(page: Page, phone: string, password: string, opts: { remember?: boolean; lang?: Lang } = {}) {
  const lang = opts.lang ?? 'th';
  await page.goto('/login');
  await page.getByLabel(text(lang, 'login.phone')).fill(phone);
  await page.getByLabel(text(lang, 'login.password')).fill(password);
  const remember = page.getByLabel(text(lang, 'login.remember'));
  if (opts.remember === false) await remember.uncheck();
  await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
}

export async function demo(page: Page, script: string) {
  await page.waitForFunction(() => 'demo' in window);
  return page.evaluate(script);
}

export const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);
