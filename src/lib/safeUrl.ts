/**
 * The one allow-list of server addresses the app opens or shows (game links, slips, logos, banners, chat links, CSS
 * images): https, or a path of this site. Plain http only on this site's own origin or the phone's own machine (a
 * developer's backend): a game or a slip over http could be read or changed on the way
 * (docs/decisions/035-smaller-holes-closed.md). Anything else (javascript:, data:, file:) is null.
 */
import { APP_ROOT } from './base';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const u = new URL(url, APP_ROOT);
    const own = u.origin === new URL(APP_ROOT).origin || LOOPBACK.test(u.hostname);
    return u.protocol === 'https:' || (u.protocol === 'http:' && own) ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * A link of server text or HTML the member may follow (docs/security.md, finding 9): https, or an address of the app
 * itself (`own`, opened in place); null for anything else (http, mailto:, tel:, javascript:), which stays text.
 */
export function linkOf(url: unknown): { href: string; own: boolean } | null {
  const href = safeUrl(url);
  if (!href) return null;
  const own = isOwn(href);
  return href.startsWith('https:') || own ? { href, own } : null;
}

/** Whether an absolute address is on the app's own origin (where its session and storage are). */
export const isOwn = (href: string) => new URL(href).origin === new URL(APP_ROOT).origin;

/** A CSS `url()` of a server image through the allow-list, or undefined: never a raw server string inside CSS. */
export function cssUrl(url: unknown): string | undefined {
  const safe = safeUrl(url);
  return safe ? `url("${safe}")` : undefined;
}
