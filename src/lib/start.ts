/**
 * The app's start, decided once. docs/architecture.md ("The start") draws it:
 *
 *   index.html: the first screen painted by the build (scripts/prerender.ts) and the data of its boot code
 *   └─ src/boot.ts, before the first paint: `decideStart` here, written on <html>; the fonts; the app's code and, on
 *      a member page with a session, that page's code (`MEMBER_CODE` and `MEMBER_PAGES`, which the build turns into
 *      files: scripts/member-start.ts)
 *      └─ src/main.tsx: config.json, the demo bank if it says `demo: true` (src/demo/demoStart.tsx), the brand, the
 *         texts in `wantedLanguage`, the services; then React takes the painted screen over
 *         └─ src/app/App.tsx: the routes; /user/* in src/app/MemberRoutes.tsx, one route per `MEMBER_PAGES` entry
 *
 * Every fact of the start is worked out here, once; the app reads it with `startOf` and never works it out again.
 * This file is read by the build too (scripts/member-start.ts): it imports nothing but plain data.
 */
import { isLanguage, type Language } from './languages.ts';
import { ROUTES } from './routes.ts';

/**
 * The member pages, /user/<name>: the module under src/ and the component it exports for the member (the default
 * export when not named). MemberRoutes routes them; the build works out the files each one's start asks for.
 */
export const MEMBER_PAGES = {
  home: { file: 'features/home/HomePage.tsx' },
  contact: { file: 'features/contact/ContactPage.tsx', name: 'MemberContactPage' },
  bonus: { file: 'features/bonus/BonusPage.tsx' },
  statement: { file: 'features/statement/StatementPage.tsx' },
  profile: { file: 'features/profile/ProfilePage.tsx' },
  spin: { file: 'features/spin/SpinPage.tsx' },
} as const satisfies Record<string, { file: string; name?: string }>;
export type MemberPage = keyof typeof MEMBER_PAGES;

/** What every member page's start needs beyond /login's code: the member routes, the query client, the pages' table. */
export const MEMBER_CODE = ['app/MemberRoutes.tsx', 'app/QueryProvider.tsx', 'app/memberPages.ts'] as const;

/** The start's facts, on <html> from the first paint on. */
export interface Start {
  /** The app's root path, '/' at a host's root, '/wallet/' under https://host/wallet/ (src/lib/base.ts). */
  root: string;
  /**
   * The language the first screen is painted in: the member's stored choice, else the deployment's as this phone last
   * saw it (src/lib/siteLanguage.ts: Lao on a Laos site), else Thai.
   */
  lang: Language;
  /** Whether `lang` is the member's own choice (else a Laos deployment turns to Lao: `wantedLanguage`). */
  chosen: boolean;
  /** The painted screen shown: the login screen, the member pages' frame, or none. */
  shell: 'login' | 'member' | null;
  /** On a member page with a stored session: its name ('home' for /user). */
  page: string | null;
}

/** A member page's name from a route ('/user' and '/user/' are home), or null. */
export function memberPageOf(route: string): string | null {
  if (!route.startsWith(ROUTES.member)) return null;
  const page = /^(?:\/(\w+))?\/?$/.exec(route.slice(ROUTES.member.length));
  return page ? (page[1] ?? 'home') : null;
}

/**
 * The start's facts from the address's path, the stored language, whether a session is stored, and the site's language
 * as stored (src/lib/siteLanguage.ts). The root is the path before the first route segment (a deep link is served by the
 * host's 404 or app fallback), or the folder of index.html; an unknown path is taken from the host's root.
 */
export function decideStart(path: string, storedLanguage: unknown, session: boolean, siteLanguage?: unknown): Start {
  const segments = Object.values(ROUTES)
    .map((r) => r.slice(1))
    .join('|');
  const found = new RegExp(`^(.*?/)(?:(?:${segments})(?:/|$)|[^/]*\\.html$|$)`).exec(path);
  const root = found ? found[1]! : '/';
  const route = `/${path.slice(root.length)}`;
  const chosen = isLanguage(storedLanguage);
  const page = session ? memberPageOf(route) : null;
  return {
    // A path's doubled slashes are one (`https://wallet//evil.example/login`): a root that began with `//` would be
    // read as another host's address (docs/decisions/035-smaller-holes-closed.md).
    root: root.replace(/\/{2,}/g, '/'),
    lang: chosen ? storedLanguage : isLanguage(siteLanguage) ? siteLanguage : 'th',
    chosen,
    shell: /^\/login\/?$/.test(route) ? 'login' : page ? 'member' : null,
    page,
  };
}

/** The facts on <html> (read by the styles: `data-lang`, `data-shell`). */
export function markStart(html: HTMLElement, start: Start): void {
  html.dataset.root = start.root;
  html.dataset.lang = start.lang;
  if (start.chosen) html.dataset.chosen = '';
  if (start.shell) html.dataset.shell = start.shell;
  if (start.page) html.dataset.page = start.page;
}

/**
 * The facts as the boot code decided them (read at the app's start: the language and the shell change later). Outside
 * a page (the build's prerender), the host's root in Thai.
 */
export function startOf(html: HTMLElement | undefined = globalThis.document?.documentElement): Start {
  const d = html?.dataset ?? {};
  return {
    root: d.root ?? '/',
    lang: isLanguage(d.lang) ? d.lang : 'th',
    chosen: d.chosen !== undefined,
    shell: d.shell === 'login' || d.shell === 'member' ? d.shell : null,
    page: d.page ?? null,
  };
}

/** A deployment's own language: Lao on a Laos site (config.json's `laos`), else Thai. */
export const siteLanguageOf = (laos: unknown): Language => (laos === true ? 'la' : 'th');

/** The language the app runs in: the member's choice, else the deployment's own. */
export const wantedLanguage = (start: Start, laos: boolean): Language =>
  start.chosen ? start.lang : siteLanguageOf(laos);
