import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memberPages } from '../../../src/app/memberPages';
import { keepPaintedCopy, paintedScreen, PAINTED } from '../../../src/lib/firstScreen';
import {
  decideStart,
  markStart,
  memberPageOf,
  MEMBER_CODE,
  MEMBER_PAGES,
  startOf,
  wantedLanguage,
  type Start,
} from '../../../src/lib/start';

describe("the start's facts, decided once before the first paint (src/lib/start.ts)", () => {
  it('finds the root at a host root, under a sub-path, on a deep link and on index.html', () => {
    expect(decideStart('/login', null, false).root).toBe('/');
    expect(decideStart('/wallet/user/bonus', null, true).root).toBe('/wallet/');
    expect(decideStart('/a/b/register', null, false).root).toBe('/a/b/');
    expect(decideStart('/wallet/index.html', null, false).root).toBe('/wallet/');
    expect(decideStart('/wallet/', null, false).root).toBe('/wallet/');
  });

  it('reads doubled slashes as one: a root is never another host', () => {
    expect(decideStart('//evil.example/login', null, false)).toMatchObject({ root: '/evil.example/', shell: 'login' });
    expect(decideStart('//login', null, false)).toMatchObject({ root: '/', shell: 'login' });
    expect(decideStart('/wallet//user/spin', null, true)).toMatchObject({ root: '/wallet/', page: 'spin' });
    expect(decideStart('///evil.example//a/register', null, false).root).toBe('/evil.example/a/');
  });

  it('paints the login screen on /login and the member frame only on a member page with a stored session', () => {
    expect(decideStart('/wallet/login/', null, true)).toMatchObject({ shell: 'login', page: null });
    expect(decideStart('/user', null, true)).toMatchObject({ shell: 'member', page: 'home' });
    expect(decideStart('/user/spin', null, true)).toMatchObject({ shell: 'member', page: 'spin' });
    expect(decideStart('/user/spin', null, false)).toMatchObject({ shell: null, page: null });
    expect(decideStart('/register', null, true)).toMatchObject({ shell: null, page: null });
    expect(decideStart('/user/a/b', null, true)).toMatchObject({ shell: null, page: null });
  });

  it("paints in the member's stored language, else Thai; a Laos deployment turns to Lao only without a choice", () => {
    const chosen = decideStart('/login', 'en', false);
    expect(chosen).toMatchObject({ lang: 'en', chosen: true });
    expect(wantedLanguage(chosen, true)).toBe('en');
    const none = decideStart('/login', 'xx', false);
    expect(none).toMatchObject({ lang: 'th', chosen: false });
    expect(wantedLanguage(none, true)).toBe('la');
    expect(wantedLanguage(none, false)).toBe('th');
  });

  it("paints, without a choice, in the site's language as the phone last saw it: Lao on a Laos site", () => {
    expect(decideStart('/login', null, false, 'la')).toMatchObject({ lang: 'la', chosen: false });
    expect(decideStart('/login', 'en', false, 'la')).toMatchObject({ lang: 'en', chosen: true });
    expect(decideStart('/login', null, false, 'xx')).toMatchObject({ lang: 'th', chosen: false });
    // A site that became a Laos one since: the app turns to Lao all the same.
    expect(wantedLanguage(decideStart('/login', null, false, 'th'), true)).toBe('la');
  });

  it('reads back on <html> exactly what it wrote', () => {
    const html = document.createElement('html');
    const start: Start = decideStart('/w/user/profile', 'la', true);
    markStart(html, start);
    expect(startOf(html)).toEqual(start);
    expect(html.dataset).toMatchObject({ root: '/w/', lang: 'la', shell: 'member', page: 'profile' });
    const visitor = document.createElement('html');
    markStart(visitor, decideStart('/register', null, false));
    expect(startOf(visitor)).toEqual({ root: '/', lang: 'th', chosen: false, shell: null, page: null });
  });

  it('writes on <html> only the facts there are', () => {
    const member = document.createElement('html');
    markStart(member, decideStart('/login', 'en', true));
    expect([member.getAttribute('data-chosen'), member.getAttribute('data-shell')]).toEqual(['', 'login']);
    expect(startOf(member)).toMatchObject({ lang: 'en', chosen: true, shell: 'login', page: null });
    const visitor = document.createElement('html');
    markStart(visitor, decideStart('/register', null, false));
    for (const a of ['data-chosen', 'data-shell', 'data-page']) expect(visitor.hasAttribute(a), a).toBe(false);
  });

  it('reads a page that marked nothing as the host root in Thai, and an unknown shell as none', () => {
    expect(startOf(document.createElement('html'))).toEqual({
      root: '/',
      lang: 'th',
      chosen: false,
      shell: null,
      page: null,
    });
    const odd = document.createElement('html');
    odd.dataset.shell = 'other';
    odd.dataset.lang = 'de';
    expect(startOf(odd)).toMatchObject({ shell: null, lang: 'th' });
  });

  it('takes an unknown path from the host root, and a route only by its whole name', () => {
    expect(decideStart('/loginx', null, false)).toMatchObject({ root: '/', shell: null });
    expect(decideStart('/user/login', null, false)).toMatchObject({ root: '/', shell: null, page: null });
    expect(decideStart('/user/login', null, true)).toMatchObject({ shell: 'member', page: 'login' });
    expect(memberPageOf('/about')).toBeNull();
    expect(memberPageOf('/users')).toBeNull();
    expect(memberPageOf('/user/')).toBe('home');
    expect(memberPageOf('/user/bonus/')).toBe('bonus');
  });
});

describe("the start's plan of the member pages, read by the build and the page", () => {
  it('names modules that exist and export the component it names', async () => {
    for (const file of MEMBER_CODE) expect(existsSync(resolve('src', file)), file).toBe(true);
    for (const [page, entry] of Object.entries(MEMBER_PAGES)) {
      const source = readFileSync(resolve('src', entry.file), 'utf8');
      const name = 'name' in entry ? entry.name : 'default';
      expect(source, page).toMatch(name === 'default' ? /export default function/ : `export function ${name}(`);
    }
    expect(Object.keys(memberPages)).toEqual(Object.keys(MEMBER_PAGES));
    const contact = await memberPages.contact();
    expect(contact.default.name).toBe('MemberContactPage');
  });
});

describe('the painted screen the boot code keeps and the app takes over (src/lib/firstScreen.ts)', () => {
  afterEach(() => (document.body.innerHTML = ''));
  const page = () =>
    (document.body.innerHTML = ['th', 'la', 'en']
      .map((l) => `<div ${PAINTED}="${l}"><a href="/register">${l}</a></div>`)
      .join('')
      .replace(/^/, '<div id="root">')
      .concat('</div><div id="member-frame"><div data-painted="la"><a href="/user/home">m</a></div></div>'));

  it("keeps the start's language's login copy, unmarked, its links from the app's root, and drops the rest", async () => {
    page();
    keepPaintedCopy(decideStart('/wallet/login', 'la', false));
    const { painted, container } = await paintedScreen();
    expect(container.children).toHaveLength(1);
    expect(painted).toBe(container.firstElementChild);
    expect(painted!.hasAttribute(PAINTED)).toBe(false);
    expect(painted!.textContent).toBe('la');
    expect(painted!.querySelector('a')!.getAttribute('href')).toBe('/wallet/register');
    expect(document.getElementById('member-frame')!.children).toHaveLength(0);
  });

  it("keeps the member frame's copy on a member page, and no login screen to hydrate", async () => {
    page();
    keepPaintedCopy(decideStart('/user/home', 'la', true));
    const { painted, container } = await paintedScreen();
    expect(painted).toBeNull();
    expect(container.children).toHaveLength(0);
    const frame = document.getElementById('member-frame')!.firstElementChild!;
    expect(frame.hasAttribute(PAINTED)).toBe(false);
    expect(frame.querySelector('a')!.getAttribute('href')).toBe('/user/home');
  });
});
