/**
 * The Content-Security-Policy of a build, from its config.json: `node scripts/csp.mjs [dist] [--meta]`.
 * Writes <dist>/_headers and _redirects (Netlify, Cloudflare Pages), <dist>/hosting/{nginx.conf,apache.conf,Caddyfile}
 * (complete sites for those servers: scripts/hosts.mjs), <dist>/headers/{nginx,apache,caddy}.conf (the header set alone) and <dist>/csp.txt (the policy alone, for S3 or any host that sets headers), prints the policy, and with --meta also puts it in index.html and 404.html as a
 * <meta> tag for hosts that cannot set headers (a meta policy cannot say frame-ancestors). Run it again after
 * changing config.json: the policy names the configured backend, chat socket and content hosts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apacheSite, caddySite, headersFile, nginxSite, REDIRECTS } from './hosts.mjs';

/** The sha256 source of index.html's inline boot code (src/boot.ts), the one inline script the policy allows. */
export function bootHash(html) {
  const m = /<script id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('index.html has no <script id="boot">');
  return `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`;
}

/** The sha256 source of index.html's inline base styles (scripts/prerender.ts), the one inline style allowed. */
export function styleHash(html) {
  const m = /<style id="base-css">([\s\S]*?)<\/style>/.exec(html);
  if (!m) throw new Error('index.html has no <style id="base-css">');
  return `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`;
}

/**
 * The source of an http(s) or ws(s) address: its origin; a host alone for one without a scheme (`//api.example.com`:
 * the page's own); null for '' (not configured) and for a path (`/`, `/api/`: the app's own origin, which 'self' is).
 */
function origin(url) {
  const u = url?.trim();
  if (!u) return null;
  if (u.startsWith('//')) return new URL(`https:${u}`).host;
  if (!/^[a-z][a-z\d+.-]*:/i.test(u)) return null;
  return new URL(u).origin;
}

/** The socket.io connection: its http(s) origin (polling) and its ws(s) twin (the upgrade). */
function socketOrigins(url) {
  const o = origin(url);
  if (!o) return [];
  if (!o.includes('://')) return [o];
  const ws = o.replace(/^http/, 'ws');
  const http = o.replace(/^ws/, 'http');
  return [...new Set([http, ws])];
}

/**
 * The policy as [directive, sources] pairs. `config` is the deployment's config.json; `frameAncestors` as the
 * deployment needs ('self': only the app's own pages frame it, as the demo game page).
 */
export function policyOf(config, { boot, style, frameAncestors = "'self'" }) {
  const api = origin(config.apiBaseUrl ?? '');
  const chat = socketOrigins(config.chatSocketUrl ?? '');
  const content = (config.contentHosts ?? []).map((h) => origin(h));
  // The operators' collector (docs/telemetry.md), only while it is configured and on.
  const t = config.telemetry;
  const collector = t && typeof t.url === 'string' && t.enabled !== false ? origin(t.url) : null;
  // Games open in a frame only when the deployment says so: from the custom game host and the content hosts; from the
  // app's own host only for the demo's own game pages, or where a deployment lists its own origin among contentHosts
  // (those frames run in an origin of their own: GameAccountDialog.tsx).
  const own = config.demo === true ? "'self'" : null;
  const games = config.gameLaunch === 'iframe' ? [own, origin(config.customGameHost ?? ''), ...content] : [];
  const list = (...xs) => [...new Set(xs.flat().filter(Boolean))];
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': WebAssembly compiled from the app's own files (the slip's QR reader, zxing-wasm); JavaScript
    // is never evaluated (docs/decisions/041-slip-checked-on-the-phone.md).
    ['script-src', ["'self'", "'wasm-unsafe-eval'", boot]],
    ['style-src', list("'self'", style)],
    ['img-src', list("'self'", 'data:', 'blob:', api, content)],
    ['media-src', list("'self'", 'blob:', api, content)],
    ['font-src', ["'self'"]],
    ['connect-src', list("'self'", api, chat, collector)],
    ['worker-src', ["'self'", 'blob:']],
    // The running brand's manifest is made in the page (src/lib/brand.ts).
    ['manifest-src', ["'self'", 'blob:']],
    ['frame-src', games.some(Boolean) ? list(games) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameAncestors]],
    ['require-trusted-types-for', ["'script'"]],
    // boot: index.html's loader; dompurify: the one sanitizer's policy (src/ui/SafeHtml.tsx); sw: the service worker's
    // registration (src/lib/pwa.ts); wheel: the prize wheel's drawing worker (src/features/spin/workerWheel.ts); slip:
    // the worker that makes a slip ready (src/features/slip/offThread.ts).
    ['trusted-types', ['boot', 'dompurify', 'sw', 'wheel', 'slip']],
  ];
}

export const policyText = (policy, { meta = false } = {}) =>
  policy
    .filter(([d]) => !(meta && d === 'frame-ancestors'))
    .map(([d, s]) => `${d} ${s.join(' ')}`)
    .join('; ');

/** Each host's header file in <dist>/headers/: nginx (`include`), Apache (a site or .htaccess), Caddy (`import`). */
const HOSTS = [
  ['nginx.conf', (name, value) => `add_header ${name} "${value}" always;`],
  ['apache.conf', (name, value) => `Header always set ${name} "${value}"`],
  ['caddy.conf', (name, value) => `header ${name} "${value}"`],
];

/** Writes the header files (and the meta tags) for the build in `dist`. */
export function writeCsp(dist, { meta = false } = {}) {
  const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const policy = policyOf(config, { boot: bootHash(html), style: styleHash(html) });
  const text = policyText(policy);
  const headers = [
    `Content-Security-Policy: ${text}`,
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    // A page this app opens (a game's tab) lives in its own browsing context group: it cannot reach back.
    'Cross-Origin-Opener-Policy: same-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=()',
    // https from the first visit on (a host that serves http too redirects; browsers ignore this over http).
    'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  ];
  const pairs = headers.map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 2)]);
  // Netlify and Cloudflare Pages: the headers by path, with the cache rules, and the history routes.
  writeFileSync(join(dist, '_headers'), headersFile(pairs));
  writeFileSync(join(dist, '_redirects'), REDIRECTS);
  // Complete sites for the hosts that read their own configuration (scripts/hosts.mjs).
  mkdirSync(join(dist, 'hosting'), { recursive: true });
  writeFileSync(join(dist, 'hosting', 'nginx.conf'), nginxSite(pairs));
  writeFileSync(join(dist, 'hosting', 'apache.conf'), apacheSite(pairs));
  writeFileSync(join(dist, 'hosting', 'Caddyfile'), caddySite(pairs));
  // The header set alone, to include in a site of the operator's own.
  mkdirSync(join(dist, 'headers'), { recursive: true });
  for (const [file, line] of HOSTS)
    writeFileSync(join(dist, 'headers', file), `${pairs.map(([name, value]) => line(name, value)).join('\n')}\n`);
  writeFileSync(join(dist, 'csp.txt'), `${text}\n`);
  if (meta) {
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policyText(policy, { meta: true })}" />`;
    for (const file of ['index.html', '404.html']) {
      const page = readFileSync(join(dist, file), 'utf8').replace(
        /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/,
        '',
      );
      writeFileSync(
        join(dist, file),
        page.replace('<meta charset="UTF-8" />', (m) => `${m}\n    ${tag}`),
      );
    }
  }
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { meta: { type: 'boolean' } }, allowPositionals: true });
  console.log(writeCsp(positionals[0] ?? 'dist', { meta: !!values.meta }));
}
