import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { COMMON, INPUT, REFUSALS } from '../src/api/contracts/refusals.ts';
import { CLIENT_CODES, ERROR_CODES, GONE } from '../src/api/errors.ts';

/** Top-level locale keys that /login needs; everything else loads with the first page that needs it. */
export const CORE_KEYS = [
  'app',
  'common',
  'currency',
  'validation',
  'menu',
  'login',
  'config',
  'terminated',
  'notFound',
];
/**
 * The error texts /login can show, from the catalogue: the login's refusals and what any call with input may answer
 * (contracts/refusals.ts), the session's codes, NO_DATA, the client's own failures and the closed service.
 */
export const CORE_ERRORS: string[] = [
  ...new Set([
    ...REFUSALS['auth.login'],
    ...COMMON,
    ...INPUT,
    ...ERROR_CODES.auth,
    'NO_DATA',
    // A money call's unknown outcome, a request that breaks its contract (a bug in a money form) and a game's link
    // that is no web address are not /login's.
    ...CLIENT_CODES.filter(
      (c) =>
        c !== 'OUTCOME_UNKNOWN' &&
        c !== 'REQUEST_INVALID' &&
        c !== 'GAME_LINK_INVALID' &&
        c !== 'SESSION_CHANGED' &&
        c !== 'SLIP_TOO_LARGE' &&
        c !== 'SLIP_TOO_MANY_PIXELS' &&
        c !== 'SLIP_ALREADY_SENT' &&
        c !== 'SLIP_NOT_CHECKED',
    ),
    GONE,
    'title',
  ]),
];

/** Top-level locale keys of the demo alone (its console, its tour, the machines' names): they load with the console, never for a real member. */
export const DEMO_KEYS = ['demo', 'tour', 'machines'];

/** Split one language's texts: the core for /login, the demo's own, the rest for every other screen. */
export function splitTexts(all: Record<string, unknown>): {
  core: Record<string, unknown>;
  rest: Record<string, unknown>;
  demo: Record<string, unknown>;
} {
  const core: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  const demo: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(all)) {
    if (CORE_KEYS.includes(k)) core[k] = v;
    else if (DEMO_KEYS.includes(k)) demo[k] = v;
    else if (k === 'errors' && v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      core.errors = Object.fromEntries(entries.filter(([code]) => CORE_ERRORS.includes(code)));
      rest.errors = Object.fromEntries(entries.filter(([code]) => !CORE_ERRORS.includes(code)));
    } else rest[k] = v;
  }
  return { core, rest, demo };
}

/**
 * `virtual:locale/<lang>/<core|rest|demo>`: one language's texts split in three, so that /login carries only the
 * core texts, the member screens' texts arrive with their own chunks, and the demo's with its console.
 */
export function localeChunks(root: string): Plugin {
  const PREFIX = 'virtual:locale/';
  return {
    name: 'locale-chunks',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, part] = id.slice(PREFIX.length + 1).split('/');
      const file = resolve(root, 'locales', `${lang}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const parts = splitTexts(all);
      return `export default ${JSON.stringify(part === 'core' || part === 'demo' ? parts[part] : parts.rest)};`;
    },
  };
}
