// npm run perf [-- --runs 3 --no-build --http2 --only <path> --keep]: build, serve dist/ from a gzip static server
// (the headers of dist/_headers, the CSP included; HTTP/1.1, or HTTP/2 over TLS with --http2), and run Lighthouse
// 12.8 (mobile, simulated slow 4G, its defaults) in Debian's Chromium: /login with a real backend configured (a
// stand-in on the same server), /user/home logged in to that backend (the browser suite's stand-in, answering every
// call at once), then /user/home and /user/spin logged in to the demo bank (a returning member: the first visit's
// agreement accepted), each from a cold cache (no HTTP cache, no service worker; the member's session kept). `--only <path>` runs the pages of that path. Prints the median and range of the score, FCP,
// LCP, TBT and CLS and the bytes of JavaScript, CSS and fonts (gzip, as sent), and writes .tmp/perf.json (with
// --keep, every run's whole Lighthouse report too). Lighthouse is installed on first use into node_modules/.cache (it
// is not a test tool: the project's install stays lean).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { CONTENT_TYPES } from './content-types.mjs';

const LIGHTHOUSE = '12.8.2';
const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT = 4181;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

/**
 * With --http2, a certificate for 127.0.0.1 (self-signed, made once by openssl into node_modules/.cache; only this
 * script's browser is told to accept it): the host then speaks HTTP/2 over TLS, as most static hosts and CDNs do.
 * Lighthouse's simulation follows the protocol it saw: one connection whose window has grown with the page, where
 * HTTP/1.1 opens up to six, each starting slow (README, Speed, for what that changes).
 */
function tlsCertificate() {
  if (!args.includes('--http2')) return null;
  const dir = join(root, 'node_modules/.cache/perf-cert');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execSync(`openssl req -x509 -newkey rsa:2048 -nodes -keyout "${key}" -out "${cert}" -days 3650 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`, { stdio: 'ignore' });
    } catch {
      console.warn('perf: openssl is missing: serving HTTP/1.1');
      return null;
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}
const TLS = tlsCertificate();
const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;

/** Lighthouse and the puppeteer-core it brings, from the cache (installed there once). */
async function loadLighthouse() {
  const dir = join(root, 'node_modules/.cache/perf-lighthouse');
  const entry = join(dir, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE} into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'perf-lighthouse', private: true }));
    execSync(`npm install --no-audit --no-fund --no-save --ignore-scripts lighthouse@${LIGHTHOUSE}`, { cwd: dir, stdio: 'inherit' });
  }
  const lighthouse = (await import(pathToFileURL(entry).href)).default;
  const puppeteer = (await import(pathToFileURL(join(dir, 'node_modules/puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href)).default;
  return { lighthouse, puppeteer };
}


/** The headers dist/_headers gives every path (`/*`). */
function hostHeaders() {
  const out = {};
  for (const line of readFileSync(join(root, 'dist/_headers'), 'utf8').split('\n')) {
    const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/**
 * The browser suite's backend stand-in (tests/e2e/hostileBackend.ts, plain texts): it answers every call of the spec
 * at once with an answer its contract accepts. Bundled for Node by rolldown (Vite's bundler) on each run.
 */
async function backendStandIn() {
  const { build } = await import('rolldown');
  const file = join(root, 'node_modules/.cache/perf-backend.mjs');
  await build({
    input: join(root, 'tests/e2e/hostileBackend.ts'),
    platform: 'node',
    logLevel: 'silent',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    output: { file, format: 'esm' },
  });
  const { hostileBackend } = await import(pathToFileURL(file).href);
  return hostileBackend('plain');
}

/**
 * A static host as a CDN would be: gzip for text, long caching for hashed assets, index.html for history routes.
 * `config` is what /config.json answers; /backend/ is a real backend's place: the stand-in's answers when one is set
 * (a member's pages), else only the service's status (all the login screen asks).
 */
function staticHost() {
  const headers = hostHeaders();
  let config = null;
  let backend = null;
  const serve = (req, res) => {
    const url = new URL(req.url ?? '/', ORIGIN);
    if (url.pathname.startsWith('/backend/') && backend) {
      const to = new URL(url.pathname.slice('/backend'.length) + url.search, backend);
      // HTTP/2's pseudo-headers (:path…) stay on this side; HTTP/1.1's connection headers on the stand-in's.
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
      const out = httpRequest(to, { method: req.method, headers }, (answer) => {
        const back = { ...answer.headers };
        for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete back[name];
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
      });
      return void req.pipe(out);
    }
    if (url.pathname.startsWith('/backend/')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      return void res.end(JSON.stringify({ terminated: null }));
    }
    let file = join(root, 'dist', normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    let body;
    if (url.pathname === '/config.json' && config) body = Buffer.from(JSON.stringify(config));
    else {
      if (!existsSync(file) || statSync(file).isDirectory()) {
        // index.html for a page's address only: a missing image (the stand-in's texts as image addresses) is a 404.
        if (req.headers['sec-fetch-dest'] && req.headers['sec-fetch-dest'] !== 'document') return void res.writeHead(404).end();
        file = join(root, 'dist/index.html');
      }
      body = readFileSync(file);
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const out = { ...headers, 'Content-Type': type };
    out['Cache-Control'] = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (/text|javascript|json|svg|manifest/.test(type)) {
      body = gzipSync(body, { level: 9 });
      out['Content-Encoding'] = 'gzip';
      out.Vary = 'Accept-Encoding';
    }
    res.writeHead(200, out).end(body);
  };
  const server = TLS ? createSecureServer({ ...TLS, allowHTTP1: true }, serve) : createServer(serve);
  const open = new Set();
  server.on(TLS ? 'session' : 'connection', (c) => {
    open.add(c);
    c.on('close', () => open.delete(c));
  });
  return {
    setConfig: (c) => void (config = c),
    setBackend: (url) => void (backend = url),
    listen: () => new Promise((r) => server.listen(PORT, '127.0.0.1', r)),
    close: () => new Promise((r) => { for (const c of open) c.destroy(); server.close(r); }),
  };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

/** One Lighthouse run's figures. */
function figures(lhr) {
  const a = lhr.audits;
  const bytes = { script: 0, stylesheet: 0, font: 0 };
  for (const item of a['resource-summary']?.details?.items ?? []) if (item.resourceType in bytes) bytes[item.resourceType] = item.transferSize;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: bytes.script, css: bytes.stylesheet, fonts: bytes.font,
  };
}

mkdirSync(join(root, '.tmp'), { recursive: true });
if (!args.includes('--no-build')) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
const { lighthouse, puppeteer } = await loadLighthouse();
const host = staticHost();
await host.listen();
const demoConfig = JSON.parse(readFileSync(join(root, 'dist/config.json'), 'utf8'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...(TLS ? ['--ignore-certificate-errors'] : []), '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A cold start for the next run: no HTTP cache, no service worker or its caches; storage kept when logged in. */
async function coldCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/**
 * A member logged in with "remember me" (the session survives the next navigation), agreement accepted: on a fresh
 * demo bank, or at the backend stand-in.
 */
async function logIn(page) {
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle0' });
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' });
  await cdp.detach();
  await page.reload({ waitUntil: 'networkidle0' });
  await page.locator('#login-phone').fill('0812345678');
  await page.locator('#login-password').fill('demo1234');
  // The stand-in's answers are the same whatever is typed.
  const remember = await page.$('input[type=checkbox]');
  if (remember && !(await remember.evaluate((el) => el.checked))) await remember.click();
  await page.locator('button[type=submit]').click();
  await page.waitForSelector('[data-testid=total-balance]');
  // A returning member: the agreement that opens 1.5 s after a first visit's home is accepted once (it stays
  // accepted), so the measured home is the one a member opens every day, not that dialog opening on a timer.
  await page.locator('dialog[open] .button.primary').click();
  await page.waitForSelector('dialog[open]', { hidden: true });
}

const realConfig = { ...demoConfig, apiBaseUrl: `${ORIGIN}/backend` };
const PAGES = [
  { name: '/login (real backend)', path: '/login', config: realConfig, member: false },
  { name: '/user/home (real backend, logged in)', path: '/user/home', config: realConfig, member: true, standIn: true },
  { name: '/user/home (demo, logged in)', path: '/user/home', config: demoConfig, member: true },
  { name: '/user/spin (demo, logged in)', path: '/user/spin', config: demoConfig, member: true },
].filter((p) => !only || p.path === only);

const results = {};
const standIn = await backendStandIn();
try {
  for (const target of PAGES) {
    host.setConfig(target.config);
    host.setBackend(target.standIn ? standIn.url : null);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      if (target.member) await logIn(page);
      await coldCache(page);
      const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: target.member };
      const result = await lighthouse(`${ORIGIN}${target.path}`, flags, undefined, page);
      if (!result?.lhr || result.lhr.runtimeError) throw new Error(`lighthouse: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
      runs.push(figures(result.lhr));
      if (args.includes('--keep')) writeFileSync(join(root, `.tmp/lhr-${target.name.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(result.lhr));
      await page.close();
      process.stdout.write('.');
    }
    results[target.name] = runs;
  }
} finally {
  await browser.close();
  await host.close();
  await standIn.close();
}

const fmt = {
  score: (v) => String(v), fcp: (v) => `${(v / 1000).toFixed(2)} s`, lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`, cls: (v) => v.toFixed(3), js: (v) => `${(v / 1024).toFixed(1)} KB`,
  css: (v) => `${(v / 1024).toFixed(1)} KB`, fonts: (v) => `${(v / 1024).toFixed(1)} KB`,
};
const summary = {};
console.log(`\n\nLighthouse ${LIGHTHOUSE}, mobile, simulated slow 4G, ${TLS ? 'HTTP/2 over TLS' : 'HTTP/1.1'}; ${RUNS} runs each, median (min–max):`);
for (const [name, runs] of Object.entries(results)) {
  console.log(`\n${name}`);
  summary[name] = {};
  for (const key of Object.keys(fmt)) {
    const xs = runs.map((r) => r[key]);
    summary[name][key] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
    console.log(`  ${key.padEnd(6)} ${fmt[key](median(xs)).padStart(9)}   (${fmt[key](Math.min(...xs))} – ${fmt[key](Math.max(...xs))})`);
  }
}
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(join(root, '.tmp/perf.json'), JSON.stringify({ lighthouse: LIGHTHOUSE, protocol: TLS ? 'h2' : 'http/1.1', runs: RUNS, summary, results }, null, 2));
console.log('\nWritten to .tmp/perf.json');
