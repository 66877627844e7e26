/**
 * Where the app is served: the root the start decided (src/lib/start.ts; '/' at a host's root, '/wallet/' under
 * https://host/wallet/), so the app works from any static host at any sub-path with no <base> element (the CSP says
 * base-uri 'none'). Routes, config.json, the app's own files and links all hang from it. Read from <html data-root>
 * here rather than through start.ts: this module is in a chunk of its own that every other chunk imports, and what it
 * imports would go there too.
 */
export const APP_ROOT =
  typeof document === 'undefined'
    ? 'http://localhost/'
    : // The page's own origin and the root's path, never the root read as an address of its own (a `//` root).
      new URL(window.location.origin + (document.documentElement.dataset.root ?? '/')).href;

/** The root's path without its trailing slash: '' at a host's root, '/wallet' under https://host/wallet/. */
export const APP_BASE = new URL(APP_ROOT).pathname.replace(/\/$/, '');

/** A file of the app (or a relative address), absolute from the app's root: 'howto/a.svg' → 'https://host/wallet/howto/a.svg'. */
export const rootUrl = (relative: string) => new URL(relative, APP_ROOT).href;

/** An absolute URL of a path of this app (e.g. '/register?code=X'), for links shared outside it. */
export const appUrl = (path: string) => `${new URL(APP_ROOT).origin}${APP_BASE}${path}`;
