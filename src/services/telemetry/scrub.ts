/**
 * What of a fact may leave the phone (docs/telemetry.md): shapes, codes, the build's own file names; never a value a
 * member typed or a server sent (docs/product.md#telemetry).
 */
import { ROUTES } from '../../lib/routes';
import { MEMBER_PAGES } from '../../lib/start';
import { fingerprint } from '../../lib/storage';

const TOP = new Set<string>(Object.values(ROUTES));

/** A path from the app's root as its route's pattern: `/user/home`, `/user/:page` for an unknown one, never a code. */
export function routePattern(path: string): string {
  const [, first = '', second, ...rest] = path.split(/[?#]/)[0]!.split('/');
  const top = `/${first}`;
  if (top === ROUTES.member) {
    if (second === undefined || second === '') return top;
    const page = second in MEMBER_PAGES ? `/${second}` : '/:page';
    return `${top}${page}${rest.length ? '/:id' : ''}`;
  }
  if (first === '') return '/';
  return TOP.has(top) ? `${top}${second === undefined ? '' : '/:id'}` : '/:unknown';
}

/** An address of the app's own files as its path from the root (`assets/HomePage-Bx1.js`); any other as `other`. */
export function ownFile(url: string, root: string): string {
  const bare = url.split(/[?#]/)[0]!;
  return bare.startsWith(root) ? bare.slice(root.length) : 'other';
}

/**
 * An address as the app's own file (`assets/HomePage-Bx1.js`) or, on another host (a server-chosen image, whose path
 * can name a member), as its origin alone; `other` when it is no address.
 */
export function fileOrOrigin(url: string, root: string): string {
  const own = ownFile(url, root);
  if (own !== 'other') return own;
  try {
    return new URL(url).origin;
  } catch {
    return 'other';
  }
}

/**
 * A stack as its frames in the build's files, `file:line:column` from the root, one a line (at most 12), mappable with
 * the build's source maps: no function name, no message, nothing from another origin.
 */
export function stackOf(stack: string | undefined, root: string): string {
  const frames: string[] = [];
  for (const m of (stack ?? '').matchAll(/(https?:\/\/[^\s()]+?):(\d+):(\d+)/g)) {
    const file = ownFile(m[1]!, root);
    frames.push(file === 'other' ? 'other' : `${file}:${m[2]}:${m[3]}`);
    if (frames.length === 12) break;
  }
  return frames.join('\n');
}

/** An error's message without what it may quote: quoted text, addresses and numbers replaced; 120 characters. */
export const normalised = (message: string): string =>
  message
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, '#')
    .slice(0, 120);

/** Messages of the browsers and the libraries, normalised, that say nothing of anyone: sent as they are. */
const KNOWN = new Set([
  'Failed to fetch',
  'Load failed',
  'NetworkError when attempting to fetch resource.',
  'Script error.',
  'ResizeObserver loop completed with undelivered notifications.',
  'ResizeObserver loop limit exceeded',
  'The operation was aborted.',
  'signal is aborted without reason',
  'The user aborted a request.',
  "Cannot read properties of undefined (reading '…')",
  "Cannot read properties of null (reading '…')",
  'Maximum call stack size exceeded',
  'Out of memory',
]);

/**
 * What of an error's message leaves the phone (docs/telemetry.md): a known text as it is; any other only as the
 * fingerprint of its normalised form, which groups the same error without sending a word of it (a name, an e-mail, a
 * token without digits would pass any list of what to remove).
 */
export function messageOf(message: string): { text?: string; fingerprint: string } {
  const text = normalised(message);
  return KNOWN.has(text) ? { text, fingerprint: fingerprint(text) } : { fingerprint: fingerprint(text) };
}

/** A zod issue's path as a field pattern: `slots[].amount` (an index is `[]`, a key is a name). */
export const fieldOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (s, p) => (typeof p === 'number' ? `${s}[]` : `${s}${s ? '.' : ''}${typeof p === 'string' ? p : '?'}`),
    '',
  ) || '(answer)';

/** How long a call took, as a bucket. */
export const durationBucket = (ms: number): string =>
  ms < 1000 ? '<1s' : ms < 3000 ? '1-3s' : ms < 10_000 ? '3-10s' : ms < 30_000 ? '10-30s' : '30s+';
