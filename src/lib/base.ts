/**
 * Where the app is served: '' at a host's root, '/wallet' under https://host/wallet/. index.html sets the document's
 * base to the app's root (the path before the first route segment), so the app works from any static host at any
 * sub-path; routes, assets, config.json and links all hang from it.
 */
export const APP_BASE = new URL(document.baseURI).pathname.replace(/\/$/, '');

/** An absolute URL of a path of this app (e.g. '/register?code=X'), for links shared outside it. */
export const appUrl = (path: string) => `${window.location.origin}${APP_BASE}${path}`;

/** Only web addresses (absolute, or relative to the app) are opened; anything else (javascript:, data:) is null. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const u = new URL(url, document.baseURI);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
