// npm run perf [-- --runs 3 --only <path> --no-build --http2 --keep --unminified --cpu <n>]: build, serve dist/ by vite
// preview (gzip; the headers of dist/_headers, the CSP included; HTTP/1.1, or HTTP/2 over TLS with --http2), and measure
// with Lighthouse 12.8's user flows (mobile, simulated slow 4G, the CPU slowdown calibrated: below) in Debian's
// Chromium: /login with a real backend configured (a stand-in on the same server), /user/home and /user/spin logged in
// to that backend (the browser suite's stand-in, answering every call at once) and logged in to the demo bank (a
// returning member: the first visit's agreement accepted). Each run of a page is one flow of Lighthouse's steps:
//   cold  a navigation from no HTTP cache and no service worker (the member's session kept);
//   warm  a navigation as a returning member opens the app: its service worker in control, the HTTP cache, the service
//         worker's caches and V8's code cache warm (one unmeasured load before it);
//   tap: <name>  each money tap of the page (scripts/perf-taps.mjs: on home Deposit, Withdraw, Transfer, a game card,
//         a QR's Create, a statement row, a bonus's Receive; on the wheel Spin), a timespan of its own from the tap
//         until what it opens has painted: Lighthouse's INP, its phases and the element tapped (timespans are not
//         simulated: the CPU is slowed by DevTools at the same multiplier). `--tap <name>,…` measures only those.
// For each page and step it prints Lighthouse's median run (its own pick: the run nearest the medians of FCP and TTI)
// with each figure's range over the runs: score, FCP, LCP, TBT, CLS, the bytes of JavaScript, CSS and fonts (gzip, as
// sent), and the work at start from that run's audits (bootup-time: each file's evaluation, parse and compile;
// long-tasks). `--only <path>` runs the pages of that path; `--keep` writes each flow's report (.tmp/flow-*.html) and
// each step's trace (.tmp/trace-*.json, which DevTools' Performance panel opens; `--unminified` builds without
// minifying so that its functions keep their names). Writes .tmp/perf.json. Lighthouse is installed on first use into
// node_modules/.cache (it is not a test tool: the project's install stays lean).
// The CPU: before every flow the machine's benchmarkIndex is taken as Lighthouse takes it, and the flow's CPU slowdown
// is the multiplier that makes such a machine a mid-tier phone (Lighthouse's calculator; scripts/lighthouse.mjs): the
// figures then carry from one machine to another, a busy one included. Each run's benchmarkIndex (ours, and the one
// Lighthouse took) and multiplier are printed and kept, with the machine's 1-minute load average as each step began
// (a busy machine's figures are upper ones), and the taps' figures as a Markdown table (docs/speed.md's baseline).
// `--cpu 4` runs at a fixed 4× (Lighthouse's default) instead. The host is scripts/perf-host.mjs; what is read from
// Lighthouse's results, scripts/perf-figures.mjs; the taps, scripts/perf-taps.mjs.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { benchmarkIndex, cpuSlowdown, LIGHTHOUSE, loadLighthouse } from './lighthouse.mjs';
import { figures, fmt, summarize, tapFigures } from './perf-figures.mjs';
import { backendStandIn, previewHost, tlsCertificate } from './perf-host.mjs';
import { measureTaps, TAPS, tapTable } from './perf-taps.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    unminified: { type: 'boolean' },
    http2: { type: 'boolean' },
    'no-build': { type: 'boolean' },
    keep: { type: 'boolean' },
    cpu: { type: 'string' },
    tap: { type: 'string' },
  },
});
const RUNS = Number(args.runs) || 3;
const PORT = 4181;
const only = args.only ?? null;
const taps = args.tap ? TAPS.filter((t) => args.tap.split(',').includes(t.name)) : TAPS;
const TLS = tlsCertificate(args.http2);
const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;

mkdirSync(join(root, '.tmp'), { recursive: true });
if (!args['no-build'])
  execSync(`npx vite build --logLevel warn${args.unminified ? ' --minify false' : ''}`, {
    cwd: root,
    stdio: 'inherit',
  });
const { startFlow, computeMedianRun, puppeteer } = await loadLighthouse();
const FIXED_CPU = args.cpu ? Number(args.cpu) : null;
const standIn = await backendStandIn();
const host = await previewHost({ origin: ORIGIN, port: PORT, tls: TLS, standInUrl: standIn.url });
const demoConfig = JSON.parse(readFileSync(join(root, 'dist/config.json'), 'utf8'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...(TLS ? ['--ignore-certificate-errors'] : []), ...CHROMIUM_ARGS],
});

// A blank page of its own, where the benchmark runs before each flow (as Lighthouse runs it at each step's start).
const probe = await browser.newPage();
/** The machine's benchmarkIndex now (a median of three), and the CPU slowdown it calls for (or --cpu's). */
async function calibrate() {
  const bench = await benchmarkIndex(probe, 3);
  return { bench, cpu: FIXED_CPU ?? cpuSlowdown(bench) };
}

/** A cold start for the next step: no HTTP cache, no service worker or its caches; storage kept when logged in. */
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

const realConfig = { ...demoConfig, demo: false, apiBaseUrl: `${ORIGIN}/backend` };
const PAGES = [
  { name: '/login (real backend)', path: '/login', config: realConfig, member: false },
  { name: '/user/home (real backend, logged in)', path: '/user/home', config: realConfig, member: true, standIn: true },
  { name: '/user/home (demo, logged in)', path: '/user/home', config: demoConfig, member: true },
  { name: '/user/spin (real backend, logged in)', path: '/user/spin', config: realConfig, member: true, standIn: true },
  { name: '/user/spin (demo, logged in)', path: '/user/spin', config: demoConfig, member: true },
].filter((p) => !only || p.path === only);

/**
 * One run of a page: one user flow of its steps (cold, warm and each of its taps) at the CPU slowdown calibrated just
 * before it. Returns the flow's steps' results by name, or null when Lighthouse asks for the run again.
 */
async function runFlow(target, i) {
  host.setConfig(target.config);
  host.setBackend(!!target.standIn);
  const page = await browser.newPage();
  const url = `${ORIGIN}${target.path}`;
  if (target.member) await logIn(page);
  await coldCache(page);
  const { bench, cpu } = await calibrate();
  const flow = await startFlow(page, {
    name: `${target.name}, run ${i + 1}`,
    flags: {
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttling: { cpuSlowdownMultiplier: cpu },
      // Kept traces sample the JavaScript too: DevTools' Performance panel names the functions of a long task.
      ...(args.keep && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    },
  });
  const coldLoad = loadavg()[0];
  await flow.navigate(url, { name: 'cold' });
  // A returning member: the service worker, which installs once the first load has settled, in control after one more
  // load (unmeasured: it also warms V8's code cache), and the measured load from a blank page, as an opened app starts.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(url, { waitUntil: 'networkidle0' });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    throw new Error(`perf: ${url} is not under the service worker after two loads`);
  await page.goto('about:blank');
  const load = { cold: coldLoad, warm: loadavg()[0] };
  await flow.navigate(url, { name: 'warm' });
  Object.assign(load, await measureTaps(flow, page, { origin: ORIGIN, path: target.path, cpu, taps }));
  const result = await flow.createFlowResult();
  const steps = Object.fromEntries(result.steps.map((s) => [s.name, s.lhr]));
  for (const [name, lhr] of Object.entries(steps)) {
    if (lhr.runtimeError?.code === 'NO_NAVSTART') return (await page.close(), null);
    if (lhr.runtimeError) throw new Error(`lighthouse (${target.name}, ${name}): ${lhr.runtimeError.message}`);
    if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu)
      throw new Error(`lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}× CPU, not ${cpu}×`);
  }
  // The machine's speed changed under the run: Lighthouse's benchmarkIndex more than 25 % off the calibrated one.
  const lhBench = steps.cold.environment.benchmarkIndex;
  if (!FIXED_CPU && Math.abs(lhBench - bench) > 0.25 * lhBench) return (await page.close(), null);
  if (args.keep) {
    const base = `${target.name.replace(/\W+/g, '_')}-${i}`;
    writeFileSync(join(root, `.tmp/flow-${base}.html`), await flow.generateReport());
    flow.createArtifactsJson().gatherSteps.forEach((step, n) => {
      const name = result.steps[n].name;
      writeFileSync(join(root, `.tmp/trace-${base}-${name}.json`), JSON.stringify(step.artifacts.Trace));
    });
  }
  await page.close();
  return { steps, bench, load };
}

const results = {};
const rerun = {};
try {
  for (const target of PAGES) {
    const runs = [];
    // Run again (up to twice the runs in all) when Lighthouse asks for it (no navigation start in its trace, a busy
    // machine's) or when the machine's speed changed under the run.
    let retries = 0;
    while (runs.length < RUNS) {
      const run = await runFlow(target, runs.length);
      if (run) {
        runs.push(run);
        process.stdout.write('.');
      } else if (retries++ < 2 * RUNS) process.stdout.write('!');
      else throw new Error(`perf: ${target.name}: too many runs made again`);
    }
    results[target.name] = runs;
    rerun[target.name] = retries;
  }
} finally {
  await browser.close();
  await host.close();
  await standIn.close();
}

const summary = {};
console.log(
  `\n\nLighthouse ${LIGHTHOUSE} user flows, mobile, simulated slow 4G, CPU ${FIXED_CPU ? `${FIXED_CPU}× (fixed)` : "calibrated to each run's benchmarkIndex"}, ${TLS ? 'HTTP/2 over TLS' : 'HTTP/1.1'}; ${RUNS} runs each: Lighthouse's median run (the range over the runs):`,
);
console.log(
  "(bench: the benchmarkIndex taken before a run; lhBench: the one Lighthouse took in it; cpu: the run's slowdown)",
);
for (const [name, runs] of Object.entries(results)) {
  summary[name] = {};
  for (const step of Object.keys(runs[0].steps)) {
    const isTap = step.startsWith('tap');
    const lhrs = runs.map((r) => r.steps[step]).filter(Boolean);
    if (!lhrs.length) continue;
    const runOf = (lhr) => runs.find((r) => r.steps[step] === lhr);
    const all = lhrs.map((lhr) => (isTap ? tapFigures : figures)(lhr, runOf(lhr).bench, runOf(lhr).load[step], ORIGIN));
    // The tap has no FCP or TTI for Lighthouse's pick: its median run is the one of the median INP.
    const mid = isTap
      ? [...all].sort((x, y) => x.inp - y.inp)[all.length >> 1]
      : all[lhrs.indexOf(computeMedianRun(lhrs))];
    summary[name][step] = { ...summarize(mid, all), median: mid };
    console.log(`\n${name}: ${step}`);
    for (const [key, { median, min, max }] of Object.entries(summary[name][step]).filter(([k]) => k in fmt))
      console.log(`  ${key.padEnd(12)} ${fmt[key](median).padStart(9)}   (${fmt[key](min)} – ${fmt[key](max)})`);
    if (mid.target) console.log(`  tapped: ${mid.target}`);
    if (mid.longTasks?.length) console.log(`  longest tasks: ${mid.longTasks.join('; ')}`);
    if (mid.bootup?.length) console.log(`  work by file: ${mid.bootup.join('; ')}`);
  }
  if (rerun[name])
    console.log(`  runs made again (no navigation start, or the machine's speed changed): ${rerun[name]}`);
}
writeFileSync(
  join(root, '.tmp/perf.json'),
  JSON.stringify(
    {
      lighthouse: LIGHTHOUSE,
      cpu: FIXED_CPU ?? 'calibrated',
      rerun,
      protocol: TLS ? 'h2' : 'http/1.1',
      runs: RUNS,
      summary,
    },
    null,
    2,
  ),
);
const table = tapTable(summary);
if (table.split('\n').length > 2) console.log(`\nThe taps (${cpus().length} cores):\n${table}`);
console.log('\nWritten to .tmp/perf.json');
