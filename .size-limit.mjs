// npm run size (size-limit, its file plugin): the gzip size (level 9) of the JavaScript /login loads, read from the
// build's index.html: the entry and its modulepreloads in #boot-assets, all the boot code asks for on a visitor's
// page. tests/e2e/size.spec.ts checks in the browser that /login loads exactly these files, with a real backend.
// Also printed: a start on /user/home (those, the member pages' common code, home's code and its Thai texts from
// #boot-member, as the boot code asks for them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const html = readFileSync('dist/index.html', 'utf8');
/** A JSON element the build writes for the boot code (scripts/boot-data.ts). */
const data = (id) => {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (!found) throw new Error(`size: dist/index.html has no #${id}: build first`);
  return JSON.parse(found[1]);
};
const login = data('boot-assets')
  .filter(([kind]) => kind === 'script' || kind === 'modulepreload')
  .map(([, path]) => `dist/${path}`);
const member = data('boot-member');
const home = [...login, ...[...member.common, ...member.pages.home, ...member.texts.th].map((p) => `dist/${p}`)];

// The demo bank (Mirage) and the wheel (Pixi) load only where they are used: never among these files.
for (const file of home) {
  const code = readFileSync(file, 'utf8');
  if (/pretender|miragejs/i.test(code))
    throw new Error(`size: ${file} holds Mirage, and a real backend's start loads it`);
  if (/PIXI|pixi\.js/.test(code)) throw new Error(`size: ${file} holds Pixi, and /login or /user/home loads it`);
}

// The source maps stay beside the build (dist-maps/, for the operators' telemetry report), never in what is published:
// no map in dist/, no file that names one; the entry's map is there.
const published = readdirSync('dist', { recursive: true }).map(String);
if (published.some((f) => f.endsWith('.map'))) throw new Error('size: dist/ holds a source map, which is published');
for (const f of published.filter((f) => f.endsWith('.js')))
  if (readFileSync(`dist/${f}`, 'utf8').includes('sourceMappingURL'))
    throw new Error(`size: dist/${f} names its source map`);
if (!existsSync(`dist-maps/${login[0].slice('dist/'.length)}.map`))
  throw new Error(`size: no source map of ${login[0]} in dist-maps/: the operators cannot read its stacks`);

// No two chunks import each other, directly or through others: a cycle evaluates one of them first with the other's
// bindings still empty, and the app's start fails (the member pages' chunk and their shared one once did).
const chunks = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
const importsOf = new Map(
  chunks.map((f) => [
    f,
    [...readFileSync(`dist/assets/${f}`, 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]),
  ]),
);
for (const start of chunks) {
  const seen = new Set();
  const walk = (f, path) => {
    for (const next of importsOf.get(f) ?? []) {
      if (next === start) throw new Error(`size: chunks import each other: ${[...path, next].join(' → ')}`);
      if (!seen.has(next)) {
        seen.add(next);
        walk(next, [...path, next]);
      }
    }
  };
  walk(start, [start]);
}

export default [
  { name: '/login, real backend: JavaScript', path: login, gzip: true, limit: '122 KiB' },
  { name: '/user/home, a start: JavaScript', path: home, gzip: true },
];
