// Lighthouse for the measuring scripts (npm run perf, npm run perf:wheel): installed on first use into
// node_modules/.cache (it is not a test tool: the project's install stays lean), and the CPU slowdown calibrated to the
// machine, as Lighthouse documents it (docs/throttling.md, "Calibrating the CPU slowdown").
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE = '12.8.2';
const dir = join(new URL('..', import.meta.url).pathname, 'node_modules/.cache/perf-lighthouse');

/**
 * Lighthouse (its runner, its user flows and its median run), its page functions and the puppeteer-core it brings,
 * from the cache (installed there once).
 */
export async function loadLighthouse() {
  const entry = join(dir, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE} into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'perf-lighthouse', private: true }));
    execSync(`npm install --no-audit --no-fund --no-save --ignore-scripts lighthouse@${LIGHTHOUSE}`, {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  const from = (path) => import(pathToFileURL(join(dir, 'node_modules', path)).href);
  const { default: lighthouse, startFlow } = await from('lighthouse/core/index.js');
  const { computeMedianRun } = await from('lighthouse/core/lib/median-run.js');
  const { pageFunctions } = await from('lighthouse/core/lib/page-functions.js');
  const puppeteer = (await from('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).default;
  return { lighthouse, startFlow, computeMedianRun, pageFunctions, puppeteer };
}

/**
 * The machine's benchmarkIndex as Lighthouse computes it at the start of every run (its own page function, evaluated
 * in `page`: a Puppeteer or a Playwright page), a median of `times`.
 */
export async function benchmarkIndex(page, times = 3) {
  const { pageFunctions } = await loadLighthouse();
  const found = [];
  for (let i = 0; i < times; i++) found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return found.sort((a, b) => a - b)[Math.floor(times / 2)];
}

/**
 * The CPU slowdown that makes a machine of this benchmarkIndex a mid-tier phone (Lighthouse's default 4× takes a
 * machine of about 1,533 there): the multiplier of Lighthouse's CPU slowdown calculator, which docs/throttling.md
 * links (lighthouse-cpu-throttling-calculator: 3× at 1,300, one more per 233 above; 2× at 800; 1× at 150), to two
 * decimals.
 */
export function cpuSlowdown(index) {
  const m = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : 1 + (index - 150) / 650;
  return Math.round(Math.max(1, m) * 100) / 100;
}
