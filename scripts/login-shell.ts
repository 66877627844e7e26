import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The login screen painted by index.html alone, before any JavaScript: the app's base styles (src/styles.css) inline
 * in a <style id="base-css"> (its hash is in the CSP, scripts/csp.mjs), and the /login screen's markup in th, la and en
 * inside #root, from locales/. index.html's boot script shows it only on /login, in the stored language; React
 * replaces it with the real screen, which takes over what was typed (src/lib/loginShell.ts). Before the app starts
 * its button is disabled (a form without JavaScript would put the password in the address), its links work.
 */

type Texts = Record<string, Record<string, string>>;
const LANGS = [['th', 'th'], ['la', 'lo'], ['en', 'en']] as const;
const NATIVE = { th: 'ไทย', la: 'ລາວ', en: 'English' } as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language menu as LanguageSelect draws it, showing only this language and waiting for the app. */
const languageMenu = (lang: keyof typeof NATIVE, id: string, t: Texts) =>
  `<div class="language-select"><label for="${id}" class="visually-hidden">${escape(t.common!.language!)}</label><select id="${id}" disabled><option>${NATIVE[lang]}</option></select></div>`;
/** A bottom menu item's content as BottomMenu draws it. */
const menuItem = (icon: string, label: string) => `<span aria-hidden="true" class="bottom-menu-icon">${icon}</span><span>${escape(label)}</span>`;
/** The bottom menu as BottomMenu draws it, around its items. */
const bottomMenu = (t: Texts, items: string) => `<nav class="bottom-menu" aria-label="${escape(t.menu!.label!)}">${items}</nav>`;

/** One language's login screen, the markup of LoginPage in VisitorLayout (same classes, so the same layout). */
export function shellMarkup(lang: keyof typeof NATIVE, htmlLang: string, t: Texts): string {
  const id = (name: string) => `shell-${lang}-${name}`;
  const x = (group: string, key: string) => escape(t[group]![key]!);
  const menu = [['login', 'home', '⌂'], ['register', 'register', '✎'], ['howto', 'howto', '▶'], ['contact', 'contact', '☏']]
    .map(([href, key, icon]) => `<a href="${href}"${href === 'login' ? ' aria-current="page"' : ''}>${menuItem(icon!, t.menu![key!]!)}</a>`)
    .join('');
  return [
    `<div class="visitor-page login-shell" data-shell-lang="${lang}" lang="${htmlLang}">`,
    `<header class="visitor-top"><span class="brand">${x('app', 'name')}</span>`,
    `${languageMenu(lang, id('lang'), t)}</header>`,
    `<main class="card login-card"><h1>${x('login', 'title')}</h1>`,
    `<div class="field"><label for="${id('phone')}">${x('login', 'phone')}</label><input id="${id('phone')}" name="username" inputmode="tel" autocomplete="username" required></div>`,
    `<div class="field"><label for="${id('password')}">${x('login', 'password')}</label><input id="${id('password')}" name="password" type="password" autocomplete="current-password" required></div>`,
    `<div class="check"><input id="${id('remember')}" name="remember" type="checkbox" checked><label for="${id('remember')}">${x('login', 'remember')}</label></div>`,
    `<button type="button" class="button primary block" disabled aria-busy="true">${x('login', 'submit')}</button>`,
    `<p class="center">${x('login', 'noAccount')} <a href="register">${x('login', 'register')}</a></p></main>`,
    `${bottomMenu(t, menu)}</div>`,
  ].join('');
}

/** The member pages under their bottom menu (MemberShell's order and icons); the conditions item opens a dialog. */
const MEMBER_MENU = [['profile', '☺'], ['conditions', '☰'], ['statement', '≡'], ['contact', '☏'], ['home', '⌂']] as const;

/**
 * One language's frame of the member pages, the markup of MemberShell (same classes, so the same layout): the top bar
 * and the bottom menu around a loading sign, shown by index.html's boot script on a member page when a session is
 * stored, until the app's first screen replaces it (src/lib/memberFrame.ts). Nothing in it works before the app.
 */
export function memberFrameMarkup(lang: keyof typeof NATIVE, htmlLang: string, t: Texts): string {
  const x = (group: string, key: string) => escape(t[group]![key]!);
  const labels = (t.member as unknown as { menu: Record<string, string> }).menu;
  const menu = MEMBER_MENU.map(([key, icon]) => {
    const content = menuItem(icon, labels[key]!);
    return key === 'conditions' ? `<button type="button" aria-disabled="true">${content}</button>` : `<a data-page="${key}">${content}</a>`;
  }).join('');
  return [
    `<div class="member-page member-frame" data-shell-lang="${lang}" lang="${htmlLang}" aria-busy="true">`,
    `<header class="member-top"><span class="brand">${x('app', 'name')}</span><div class="member-top-actions">`,
    languageMenu(lang, `frame-${lang}-lang`, t),
    `<button type="button" class="button small" aria-disabled="true">${x('member', 'logout')}</button></div></header>`,
    `<div class="spinner" role="status"><span class="spinner-ring" aria-hidden="true"></span><span class="visually-hidden">${x('common', 'loading')}</span></div>`,
    `${bottomMenu(t, menu)}</div>`,
  ].join('');
}

/** src/styles.css without comments and needless spaces. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export function loginShell(root: string): Plugin {
  const cssFile = resolve(root, 'src/styles.css');
  return {
    name: 'login-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const texts = Object.fromEntries(LANGS.map(([lang]) => [lang, JSON.parse(readFileSync(resolve(root, `locales/${lang}.json`), 'utf8')) as Texts]));
        const shell = LANGS.map(([lang, htmlLang]) => shellMarkup(lang, htmlLang, texts[lang]!)).join('');
        const frame = LANGS.map(([lang, htmlLang]) => memberFrameMarkup(lang, htmlLang, texts[lang]!)).join('');
        const css = compactCss(readFileSync(cssFile, 'utf8'));
        for (const mark of ['<!--login-shell-->', '<!--member-frame-->', '<!--base-css-->']) if (!html.includes(mark)) throw new Error(`index.html lacks ${mark}`);
        return html.replace('<!--base-css-->', `<style id="base-css">${css}</style>`).replace('<!--login-shell-->', shell).replace('<!--member-frame-->', frame);
      },
    },
    // The inline styles are src/styles.css: a change reloads the page in development.
    configureServer(server) {
      server.watcher.add(cssFile);
      server.watcher.on('change', (file) => {
        if (file === cssFile) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
