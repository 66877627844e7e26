/**
 * What of a fact may leave the phone (docs/telemetry.md): shapes, codes, the build's own file names; never a value a
 * member typed or a server sent (docs/product.md#telemetry).
 */
import { ROUTES } from '../../lib/routes';
import { MEMBER_PAGES } from '../../lib/start';

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

/**
 * An error's message without what it may quote: quoted text, addresses, numbers and anything after a colon in a
 * browser's "Failed to fetch … : URL" go; at most 120 characters.
 */
export function messageOf(message: string): string {
  return message
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, '#')
    .slice(0, 120);
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
