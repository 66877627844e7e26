// npm run perf [-- --runs 3 --no-build --http2 --only <path> --keep --warm --trace --cpu <n>]: build, serve dist/ by vite preview
// (gzip; the headers of dist/_headers, the CSP included; HTTP/1.1, or HTTP/2 over TLS with --http2), and run Lighthouse
// 12.8 (mobile, simulated slow 4G, the CPU slowdown calibrated: below) in Debian's Chromium: /login with a real backend configured (a
// stand-in on the same server), /user/home logged in to that backend (the browser suite's stand-in, answering every
// call at once) and /user/spin logged in to it, then /user/home and /user/spin logged in to the demo bank (a returning member: the first visit's
// agreement accepted), each from a cold cache (no HTTP cache, no service worker; the member's session kept), or with
// --warm as a returning member opens it: the page loaded twice before the measured load, its service worker installed
// and in control, the HTTP cache, the service worker's caches and V8's code cache warm. `--only <path>` runs the pages of that path. Prints the median and range of the score, FCP,
// LCP, TBT and CLS and the bytes of JavaScript, CSS and fonts (gzip, as sent), and writes .tmp/perf.json (with
// --keep, every run's whole Lighthouse report too). Lighthouse is installed on first use into node_modules/.cache (it
// is not a test tool: the project's install stays lean).
// The CPU: before every run the machine's benchmarkIndex is taken as Lighthouse takes it, and the run's CPU slowdown
// is the multiplier that makes such a machine a mid-tier phone (Lighthouse's calculator; scripts/lighthouse.mjs): the
// figures then carry from one machine to another, a busy one included. Each run's benchmarkIndex (ours, and the one
// Lighthouse took) and multiplier are printed and kept. `--cpu 4` runs at a fixed 4× (Lighthouse's default) instead.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { benchmarkIndex, cpuSlowdown, LIGHTHOUSE, loadLighthouse } from './lighthouse.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    warm: { type: 'boolean' },
    trace: { type: 'boolean' },
    http2: { type: 'boolean' },
    'no-build': { type: 'boolean' },
    keep: { type: 'boolean' },
    cpu: { type: 'string' },
  },
});
const RUNS = Number(args.runs) || 3;
const PORT = 4181;
const only = args.only ?? null;
const WARM = !!(args.warm || args.trace);
// --trace: no Lighthouse; one warm load of each page under a Chromium performance trace at the calibrated CPU, from an unminified
// build (the functions keep their names), and its five longest tasks with what runs in them; and the time each file's
// evaluation takes (its module's top level and all it calls), over `--runs N` loads when given.
const TRACE = !!args.trace;

/**
 * With --http2, a certificate for 127.0.0.1 (self-signed, made once by openssl into node_modules/.cache; only this
 * script's browser is told to accept it): the host then speaks HTTP/2 over TLS, as most static hosts and CDNs do.
 * Lighthouse's simulation follows the protocol it saw: one connection whose window has grown with the page, where
 * HTTP/1.1 opens up to six, each starting slow (docs/speed.md, for what that changes).
 */
function tlsCertificate() {
  if (!args.http2) return null;
  const dir = join(root, 'node_modules/.cache/perf-cert');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execSync(
        `openssl req -x509 -newkey rsa:2048 -nodes -keyout "${key}" -out "${cert}" -days 3650 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`,
        { stdio: 'ignore' },
      );
    } catch {
      console.warn('perf: openssl is missing: serving HTTP/1.1');
      return null;
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}
const TLS = tlsCertificate();
const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;

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
 * The build served by vite preview, as the browser suite serves it (gzip by its compression, the build's CSP by
 * vite.config.ts's previewCsp), with what a CDN adds: dist/_headers' other headers, long caching for hashed assets, a
 * 404 for a missing file that is not a page. `config` is what /config.json answers; /backend/ is a real backend's
 * place: the stand-in's answers (Vite's proxy) when a page has one, else only the service's status.
 */
async function previewHost(standInUrl) {
  const headers = hostHeaders();
  const state = { config: null, backend: false };
  const host = {
    name: 'perf-host',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', ORIGIN).pathname;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // (HTTP/2's setHeader returns nothing: no chaining.)
        const json = (body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        if (path === '/config.json' && state.config) return void json(state.config);
        if (path.startsWith('/backend/') && !state.backend) return void json({ terminated: null });
        // index.html for a page's address only: a missing image (the stand-in's texts as image addresses) is a 404.
        const dest = req.headers['sec-fetch-dest'];
        if (dest && dest !== 'document' && !path.startsWith('/backend/') && !existsSync(join(root, 'dist', path)))
          return void res.writeHead(404).end();
        next();
      });
    },
  };
  const server = await preview({
    root,
    logLevel: 'warn',
    plugins: [host],
    preview: {
      host: '127.0.0.1',
      port: PORT,
      strictPort: true,
      ...(TLS ? { https: TLS } : {}),
      proxy: { '/backend': { target: standInUrl, rewrite: (p) => p.slice('/backend'.length) } },
    },
  });
  return {
    setConfig: (c) => void (state.config = c),
    setBackend: (on) => void (state.backend = on),
    close: () => server.close(),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One Lighthouse run's figures; `bench`: the benchmarkIndex taken before it. */
function figures(lhr, bench) {
  const a = lhr.audits;
  const bytes = { script: 0, stylesheet: 0, font: 0 };
  for (const item of a['resource-summary']?.details?.items ?? [])
    if (item.resourceType in bytes) bytes[item.resourceType] = item.transferSize;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: bytes.script,
    css: bytes.stylesheet,
    fonts: bytes.font,
    bench,
    lhBench: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // The main thread's longest tasks (Lighthouse's long-tasks audit, at the run's CPU slowdown): the script each is charged to.
    longTasks: (a['long-tasks']?.details?.items ?? [])
      .map((t) => ({ ms: Math.round(t.duration), at: Math.round(t.startTime), url: String(t.url).replace(ORIGIN, '') }))
      .sort((x, y) => y.ms - x.ms)
      .slice(0, 5),
  };
}

mkdirSync(join(root, '.tmp'), { recursive: true });
if (!args['no-build'])
  execSync(`npx vite build --logLevel warn${TRACE ? ' --minify false' : ''}`, { cwd: root, stdio: 'inherit' });
const { lighthouse, puppeteer } = await loadLighthouse();
const FIXED_CPU = args.cpu ? Number(args.cpu) : null;
const standIn = await backendStandIn();
const host = await previewHost(standIn.url);
const demoConfig = JSON.parse(readFileSync(join(root, 'dist/config.json'), 'utf8'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...(TLS ? ['--ignore-certificate-errors'] : []), ...CHROMIUM_ARGS],
});

// A blank page of its own, where the benchmark runs before each run (as Lighthouse runs it at each run's start).
const probe = await browser.newPage();
/** The machine's benchmarkIndex now (a median of three), and the CPU slowdown it calls for (or --cpu's). */
async function calibrate(times = 3) {
  const bench = await benchmarkIndex(probe, times);
  return { bench, cpu: FIXED_CPU ?? cpuSlowdown(bench) };
}

/** A cold start for the next run: no HTTP cache, no service worker or its caches; storage kept when logged in. */
async function coldCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/**
 * A returning member's start: the page loaded twice (the second time under the service worker, which installs once the
 * first load has settled), so that its files, the service worker's caches and V8's code cache are warm.
 */
async function warmCache(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(url, { waitUntil: 'networkidle0' });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error(`perf --warm: ${url} is not under the service worker after two loads`);
  // The measured load starts from nothing, as an opened app does (not from the page itself, whose leaving would be
  // counted: TanStack Query's and the demo bank's work as the page goes).
  await page.goto('about:blank');
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

const realConfig = { ...demoConfig, demo: false, apiBaseUrl: `${ORIGIN}/backend` };
const PAGES = [
  { name: '/login (real backend)', path: '/login', config: realConfig, member: false },
  { name: '/user/home (real backend, logged in)', path: '/user/home', config: realConfig, member: true, standIn: true },
  { name: '/user/home (demo, logged in)', path: '/user/home', config: demoConfig, member: true },
  { name: '/user/spin (real backend, logged in)', path: '/user/spin', config: realConfig, member: true, standIn: true },
  { name: '/user/spin (demo, logged in)', path: '/user/spin', config: demoConfig, member: true },
].filter((p) => !only || p.path === only);

/**
 * The trace of one load of `url` at `rate`× CPU: the main thread's tasks over 50 ms, longest first, each with the work in it
 * (scripts evaluated, functions called, layout, garbage collection) and the functions the CPU profile found busiest.
 */
async function traceLoad(page, url, rate) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1000));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The page's main thread: the renderer's main thread that parsed the page last (a navigation may change process).
  const parse = events.filter((e) => e.name === 'ParseHTML').sort((a, b) => b.ts - a.ts)[0];
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(
    ...onMain.filter((e) => e.name === 'ParseHTML' && e.ts >= parse.ts - 5_000_000).map((e) => e.ts),
  );
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts >= start)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 5);
  // The CPU profile's samples (self time, by function), from its chunks.
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  // The CPU profiles of the main thread (a navigation may start one more); node ids are each profile's own.
  for (const profile of events.filter((x) => x.name === 'Profile' && x.pid === main.pid && x.tid === main.tid)) {
    let t = profile.args?.data?.startTime ?? 0;
    for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid && x.id === profile.id)) {
      const p = e.args.data.cpuProfile ?? {};
      for (const n of p.nodes ?? []) {
        nodes.set(`${profile.id}:${n.id}`, n.callFrame);
        if (n.parent !== undefined) parents.set(`${profile.id}:${n.id}`, `${profile.id}:${n.parent}`);
      }
      const deltas = e.args.data.timeDeltas ?? [];
      (p.samples ?? []).forEach((id, i) => samples.push({ id: `${profile.id}:${id}`, ts: (t += deltas[i] ?? 0) }));
    }
  }
  // Each file's evaluation: the time of the samples under its module's top level (line 1, column 1, no name),
  // what it calls in other files included: what loading that file costs the main thread.
  const modules = new Map();
  samples.forEach((s, i) => {
    const ms = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
    for (let id = s.id; id !== undefined; id = parents.get(id)) {
      const f = nodes.get(id);
      if (f && !f.functionName && f.lineNumber === 0 && f.columnNumber === 0 && /\.js$/.test(f.url ?? '')) {
        const file = f.url.replace(/^.*\//, '');
        modules.set(file, (modules.get(file) ?? 0) + ms);
        break;
      }
    }
  });
  const label = (e) => {
    const d = e.args?.data ?? {};
    const where = (d.url ?? '').replace(/^.*\//, '');
    return `${e.name}${d.functionName ? ` ${d.functionName}` : ''}${where ? ` ${where}${d.lineNumber ? `:${d.lineNumber}` : ''}` : ''}`;
  };
  const longest = tasks.map((task) => {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5_000,
    );
    const work = inside
      .filter((e) =>
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'MajorGC',
          'MinorGC',
          'v8.compile',
          'v8.compileModule',
          'RunMicrotasks',
          'V8.GCFinalizeMC',
        ].includes(e.name),
      )
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 6)
      .map((e) => `${label(e)} ${Math.round(e.dur / 1000)} ms`);
    const busy = new Map();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > task.ts + task.dur) continue;
      const f = nodes.get(s.id);
      if (!f || f.functionName === '(idle)' || f.functionName === '(program)') continue;
      const name = `${f.functionName || '(anonymous)'} ${(f.url ?? '').replace(/^.*\//, '')}:${(f.lineNumber ?? 0) + 1}`;
      busy.set(name, (busy.get(name) ?? 0) + 1);
    }
    const top = [...busy]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, c]) => `${n} (${c})`);
    return { ms: Math.round(task.dur / 1000), at: Math.round((task.ts - start) / 1000), work, busiest: top };
  });
  return { tasks: longest, modules };
}

/**
 * A tap on home's first action tile (deposit) right after the wallet has painted, at `rate`× CPU, on a warm start: the time
 * from the pointer going down to the first frame painted with its dialog open.
 */
/* global document, window, MutationObserver, requestAnimationFrame -- in the page (page.evaluate) */
async function tapToDialog(page, url, rate) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  await page.waitForSelector('[data-testid=total-balance]');
  await page.evaluate(() => {
    document.addEventListener('pointerdown', () => (window.tapAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, seen) => {
      if (!document.querySelector('dialog[open]')) return;
      seen.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.shownAt = performance.now())));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.locator('.tiles .tile').click();
  await page.waitForFunction(() => window.shownAt);
  const ms = await page.evaluate(() => window.shownAt - window.tapAt);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return ms;
}

const results = {};
const taps = {};
const rerun = {};
try {
  for (const target of PAGES) {
    host.setConfig(target.config);
    host.setBackend(!!target.standIn);
    if (TRACE) {
      const loads = [];
      const rates = [];
      for (let i = 0; i < (args.runs ? RUNS : 1); i++) {
        const page = await browser.newPage();
        if (target.member) await logIn(page);
        await warmCache(page, `${ORIGIN}${target.path}`);
        const { bench, cpu } = await calibrate();
        rates.push(`${cpu}× (benchmarkIndex ${Math.round(bench)})`);
        loads.push(await traceLoad(page, `${ORIGIN}${target.path}`, cpu));
        await page.close();
      }
      console.log(`\n${target.name}, warm, CPU ${rates.join(', ')}: the longest tasks`);
      for (const task of loads[0].tasks) {
        console.log(
          `  ${task.ms} ms at ${task.at} ms\n    work: ${task.work.join('; ')}\n    busiest (samples): ${task.busiest.join('; ')}`,
        );
      }
      // With --runs N: each file's evaluation over N loads, median (range), the costliest first.
      const files = [...new Set(loads.flatMap((l) => [...l.modules.keys()]))].map((file) => {
        const ms = loads.map((l) => l.modules.get(file) ?? 0).sort((a, b) => a - b);
        return { file, ms };
      });
      files.sort((a, b) => b.ms[b.ms.length >> 1] - a.ms[a.ms.length >> 1]);
      console.log(`  evaluating each file (${loads.length} load${loads.length > 1 ? 's' : ''}, median (range)):`);
      for (const { file, ms } of files.slice(0, 8))
        console.log(
          `    ${file}: ${ms[ms.length >> 1].toFixed(0)} ms (${ms[0].toFixed(0)}–${ms[ms.length - 1].toFixed(0)})`,
        );
      continue;
    }
    const runs = [];
    // Run again (up to twice the runs in all): Lighthouse's "please run Lighthouse again" (no navigation start in its
    // trace, a busy machine's), and a run where the machine's speed changed under it: the benchmarkIndex Lighthouse took
    // in it more than 25 % off the one its slowdown was calibrated to.
    let retries = 0;
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      if (target.member) await logIn(page);
      if (WARM) await warmCache(page, `${ORIGIN}${target.path}`);
      else await coldCache(page);
      const { bench, cpu } = await calibrate();
      const flags = {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: target.member || WARM,
        throttling: { cpuSlowdownMultiplier: cpu },
      };
      const result = await lighthouse(`${ORIGIN}${target.path}`, flags, undefined, page);
      const lhBench = result?.lhr?.environment?.benchmarkIndex;
      const unsteady = !FIXED_CPU && lhBench && Math.abs(lhBench - bench) > 0.25 * lhBench;
      if ((result?.lhr?.runtimeError?.code === 'NO_NAVSTART' || unsteady) && retries++ < 2 * RUNS) {
        await page.close();
        process.stdout.write('!');
        i--;
        continue;
      }
      if (!result?.lhr || result.lhr.runtimeError)
        throw new Error(`lighthouse: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
      if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu)
        throw new Error(
          `lighthouse ran at ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}× CPU, not ${cpu}×`,
        );
      runs.push(figures(result.lhr, bench));
      if (WARM && target.path === '/user/home') {
        await page.goto('about:blank');
        (taps[target.name] ??= []).push(await tapToDialog(page, `${ORIGIN}${target.path}`, cpu));
      }
      if (args.keep)
        writeFileSync(join(root, `.tmp/lhr-${target.name.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(result.lhr));
      await page.close();
      process.stdout.write('.');
    }
    results[target.name] = runs;
    rerun[target.name] = retries;
  }
} finally {
  await browser.close();
  await host.close();
  await standIn.close();
}

if (TRACE) process.exit(0);
const fmt = {
  score: (v) => String(v),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  js: (v) => `${(v / 1024).toFixed(1)} KB`,
  css: (v) => `${(v / 1024).toFixed(1)} KB`,
  fonts: (v) => `${(v / 1024).toFixed(1)} KB`,
  bench: (v) => String(Math.round(v)),
  lhBench: (v) => String(Math.round(v)),
  cpu: (v) => `${v}×`,
};
const summary = {};
console.log(
  `\n\nLighthouse ${LIGHTHOUSE}, mobile, simulated slow 4G, CPU ${FIXED_CPU ? `${FIXED_CPU}× (fixed)` : "calibrated to each run's benchmarkIndex"}, ${TLS ? 'HTTP/2 over TLS' : 'HTTP/1.1'}, ${WARM ? 'warm (a returning member)' : 'cold cache'}; ${RUNS} runs each, median (min–max):`,
);
console.log(
  "(bench: the benchmarkIndex taken before a run; lhBench: the one Lighthouse took in it; cpu: the run's slowdown)",
);
for (const [name, runs] of Object.entries(results)) {
  console.log(`\n${name}`);
  summary[name] = {};
  for (const key of Object.keys(fmt)) {
    const xs = runs.map((r) => r[key]);
    summary[name][key] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
    console.log(
      `  ${key.padEnd(6)} ${fmt[key](median(xs)).padStart(9)}   (${fmt[key](Math.min(...xs))} – ${fmt[key](Math.max(...xs))})`,
    );
  }
  if (taps[name]) {
    const xs = taps[name];
    summary[name].tapToDialog = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
    console.log(
      `  tap → deposit dialog at the run's CPU ${Math.round(median(xs))} ms   (${Math.round(Math.min(...xs))} ms – ${Math.round(Math.max(...xs))} ms)`,
    );
  }
  if (rerun[name])
    console.log(`  runs made again (no navigation start, or the machine's speed changed): ${rerun[name]}`);
  // The longest tasks of the run whose blocking time is the median one.
  const mid = runs.find((r) => r.tbt === summary[name].tbt.median);
  if (mid?.longTasks.length)
    console.log(
      `  longest tasks (median run): ${mid.longTasks.map((t) => `${t.ms} ms at ${t.at} ms ${t.url}`).join('; ')}`,
    );
}
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(
  join(root, '.tmp/perf.json'),
  JSON.stringify(
    {
      lighthouse: LIGHTHOUSE,
      cpu: FIXED_CPU ?? 'calibrated',
      rerun,
      protocol: TLS ? 'h2' : 'http/1.1',
      warm: WARM,
      runs: RUNS,
      summary,
      results,
    },
    null,
    2,
  ),
);
console.log('\nWritten to .tmp/perf.json');
