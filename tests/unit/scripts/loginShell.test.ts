import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { compactCss, loginShell } from '../../../scripts/login-shell';
import { dismissMemberFrame } from '../../../src/lib/memberFrame';
import { followLoginShell, forgetLoginShell, loginShellStore, stopFollowingLoginShell, typedBeforeStart } from '../../../src/lib/loginShell';
import th from '../../../locales/th.json';
import la from '../../../locales/la.json';
import en from '../../../locales/en.json';

const transform = loginShell(process.cwd()).transformIndexHtml as { handler: (html: string) => string };
const built = transform.handler(readFileSync('index.html', 'utf8'));
const body = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(built)![1]!;
const frame = /<div id="member-frame">([\s\S]*?)<\/div>\s*<div id="root">/.exec(built)![1]!;

afterEach(() => {
  document.documentElement.removeAttribute('data-shell');
  delete document.documentElement.dataset.lang;
  document.body.innerHTML = '';
});

describe("index.html's login screen, painted before the JavaScript (scripts/login-shell.ts)", () => {
  it('is the login screen in th, la and en from locales/, with the base styles inline', () => {
    for (const [lang, t] of [['th', th], ['la', la], ['en', en]] as const) {
      const copy = new RegExp(`<div class="visitor-page login-shell" data-shell-lang="${lang}"[\\s\\S]*?</nav></div>`).exec(body)![0];
      for (const text of [t.login.title, t.login.phone, t.login.password, t.login.remember, t.login.submit, t.login.register, t.menu.howto, t.menu.contact, t.app.name]) {
        expect(copy).toContain(text);
      }
    }
    expect(built).toContain(`<style id="base-css">${compactCss(readFileSync('src/styles.css', 'utf8'))}</style>`);
    // Without the app, its button cannot send the password anywhere (no form that would put it in the address).
    expect(body).not.toContain('<form');
    expect(body.match(/<button type="button" class="button primary block" disabled aria-busy="true">/g)).toHaveLength(3);
  });

  it('hands what was typed, the remember box and the focused field to the real screen, in the shown language', () => {
    document.body.innerHTML = `<div id="root">${body}</div>`;
    document.documentElement.setAttribute('data-shell', 'login');
    document.documentElement.dataset.lang = 'en';
    const field = (lang: string, name: string) => document.querySelector<HTMLInputElement>(`[data-shell-lang='${lang}'] input[name='${name}']`)!;
    field('th', 'username').value = '0899999999';
    field('en', 'username').value = '0812345678';
    field('en', 'password').value = 'demo1234';
    field('en', 'remember').checked = false;
    field('en', 'password').focus();
    expect(typedBeforeStart()).toEqual({ username: '0812345678', password: 'demo1234', remember: false, focus: 'password' });
  });

  it('hands over nothing where the page is not /login (the screen is hidden) or has no login screen', () => {
    document.body.innerHTML = `<div id="root">${body}</div>`;
    document.querySelector<HTMLInputElement>("[data-shell-lang='th'] input[name='username']")!.value = '0812345678';
    expect(typedBeforeStart()).toEqual({ username: '', password: '', remember: true, focus: null });
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.setAttribute('data-shell', 'login');
    expect(typedBeforeStart()).toEqual({ username: '', password: '', remember: true, focus: null });
  });
});

describe('the login screen followed while the app starts (src/lib/loginShell.ts)', () => {
  it('keeps up with every keystroke until the real screen is in the page, then lets go, and forgets when it leaves', () => {
    document.body.innerHTML = `<div id="root">${body}</div>`;
    document.documentElement.setAttribute('data-shell', 'login');
    const phone = document.querySelector<HTMLInputElement>("[data-shell-lang='th'] input[name='username']")!;
    phone.value = '08';
    followLoginShell();
    expect(loginShellStore.get()).toMatchObject({ username: '08' });
    let told = 0;
    const unsubscribe = loginShellStore.subscribe(() => (told += 1));
    phone.value = '0812345678';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loginShellStore.get()).toMatchObject({ username: '0812345678' });
    expect(told).toBe(1);
    // The real screen replaced the shell: later typing there is its own.
    stopFollowingLoginShell();
    phone.value = 'ignored';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loginShellStore.get()).toMatchObject({ username: '0812345678' });
    forgetLoginShell();
    expect(loginShellStore.get()).toEqual({ username: '', password: '', remember: true, focus: null });
    unsubscribe();
  });
});

describe("index.html's frame of the member pages (scripts/login-shell.ts, src/lib/memberFrame.ts)", () => {
  it('is the member top bar and bottom menu in th, la and en from locales/, in the menu order of MemberShell, nothing usable', () => {
    for (const [lang, t] of [['th', th], ['la', la], ['en', en]] as const) {
      const copy = new RegExp(`<div class="member-page member-frame" data-shell-lang="${lang}"[\\s\\S]*?</nav></div>`).exec(frame)![0];
      const menu = t.member.menu;
      const labels = [...copy.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1]);
      expect(labels).toEqual([menu.profile, menu.conditions, menu.statement, menu.contact, menu.home]);
      for (const text of [t.app.name, t.member.logout, t.common.loading, t.menu.label]) expect(copy).toContain(text);
    }
    // Before the app starts nothing leads anywhere or does anything: no address, no enabled control.
    expect(frame).not.toContain('href=');
    expect(frame.match(/<button type="button"[^>]*>/g)!.every((b) => b.includes('aria-disabled="true"'))).toBe(true);
    expect(frame.match(/<select [^>]*>/g)!.every((s) => s.includes('disabled'))).toBe(true);
  });

  it('goes with its mark when the first screen is in the page, and leaves a login mark alone', () => {
    document.body.innerHTML = `<div id="member-frame">${frame}</div><div id="root"></div>`;
    document.documentElement.setAttribute('data-shell', 'member');
    dismissMemberFrame();
    expect(document.getElementById('member-frame')).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    document.documentElement.setAttribute('data-shell', 'login');
    dismissMemberFrame();
    expect(document.documentElement.getAttribute('data-shell')).toBe('login');
  });
});
