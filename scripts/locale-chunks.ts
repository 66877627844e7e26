import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Top-level locale keys that /login needs; everything else loads with the first page that needs it. */
export const CORE_KEYS = ['app', 'common', 'currency', 'validation', 'menu', 'login', 'errors', 'config', 'terminated', 'notFound'];

/**
 * `virtual:locale/<lang>/<core|rest>`: one language's texts split in two, so that /login carries only the
 * core texts and the member screens' texts arrive with their own chunks.
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
      const picked = Object.fromEntries(Object.entries(all).filter(([k]) => CORE_KEYS.includes(k) === (part === 'core')));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
