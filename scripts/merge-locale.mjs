// Merge a JSON fragment into one locale file: node scripts/merge-locale.mjs <lang> <fragment.json>
// Deep-merges, so other top-level keys (and keys added by others) stay.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const [lang, fragment] = parseArgs({ allowPositionals: true }).positionals;
if (!lang || !fragment) throw new Error('usage: merge-locale.mjs <lang> <fragment.json>');
const file = new URL(`../locales/${lang}.json`, import.meta.url);
const target = JSON.parse(readFileSync(file, 'utf8'));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) a[k] = merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v);
    else a[k] = v;
  }
  return a;
};
writeFileSync(file, JSON.stringify(merge(target, JSON.parse(readFileSync(fragment, 'utf8'))), null, 2) + '\n');
