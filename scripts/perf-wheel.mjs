// npm run perf:wheel [-- --busy --on-page]: frame times of whole spins of the prize wheel in Debian's Chromium (headless, 360 ×
// 740, CPU throttling through the DevTools protocol at the slowdown calibrated to the machine's benchmarkIndex, as npm run
// perf does; THROTTLE=4 for a fixed 4×), on the demo build. The frames are the drawing's own: the
// wheel's worker's (wheel.worker.ts) where it draws the wheel, else the page's. With --busy the page's main thread is
// kept busy meanwhile (80 ms of work every 100 ms, as a page doing something else would): the wheel must stay smooth
// when the page is not. Prints the median and p95 frame time and the frames over 16.7 ms, from the tap to the stop,
// over three spins, and how soon the wheel can be spun after the page's arrival (three loads of /user/spin as a
// returning member). Targets: p95 ≤ 16.7 ms; spinnable within 1.5 s.
/* global window, document, MutationObserver, requestAnimationFrame -- the functions given to evaluate run in the page or the worker */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { builtApp, logInToDemo } from './built-app.mjs';
import { benchmarkIndex, cpuSlowdown } from './lighthouse.mjs';

const PORT = 4181;
const SPINS = 3;
const { values: args } = parseArgs({ options: { busy: { type: 'boolean' }, 'on-page': { type: 'boolean' } } });
const BUSY = !!args.busy;
// --on-page: the wheel drawn on the page, as where the phone cannot draw it in a worker (its worker not downloaded).
const ON_PAGE = !!args['on-page'];
/** The prize dialog's OK, in Thai (the page's language); the demo console over the dialog has buttons too. */
const OK = JSON.parse(readFileSync(new URL('../locales/th.json', import.meta.url), 'utf8')).common.ok;

/** In the drawing's thread (a worker's global scope or the page's window): record each frame's time. */
function record() {
  const g = globalThis;
  g.__frames = [];
  g.__recording = true;
  const loop = (t) => {
    g.__frames.push(t);
    if (g.__recording) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}
function recorded() {
  globalThis.__recording = false;
  return globalThis.__frames;
}

const { browser, close } = await builtApp(PORT);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const bench = await benchmarkIndex(page);
  const RATE = process.env.THROTTLE ? Number(process.env.THROTTLE) : cpuSlowdown(bench);
  console.log(`benchmarkIndex ${Math.round(bench)}: CPU slowdown ${RATE}×`);
  if (ON_PAGE) await page.route('**/wheel.worker-*.js', (route) => route.abort());
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await logInToDemo(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  // When the wheel can be spun: drawn, and its button enabled, after the page's arrival (its navigation's start).
  await page.addInitScript(() => {
    const seen = () => {
      if (
        window.__spinnable === undefined &&
        document.querySelector('canvas.wheel-canvas[data-drawn-by]') &&
        document.querySelector('[data-testid=spin-button]:enabled')
      )
        window.__spinnable = performance.now();
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const spinnable = [];
  for (let i = 0; i < SPINS; i++) {
    // A returning member opens the wheel (its code and the app's in the HTTP cache).
    await page.goto(`http://127.0.0.1:${PORT}/user/spin`);
    await page.waitForFunction(() => window.__spinnable !== undefined, null, { timeout: 30_000 });
    spinnable.push(await page.evaluate(() => window.__spinnable));
  }
  const drawnBy = await page.locator('canvas.wheel-canvas').getAttribute('data-drawn-by');
  // The thread that draws the frames: the wheel's worker, or the page.
  const drawer = drawnBy === 'worker' ? page.workers()[0] : page;
  const all = [];
  const durations = [];
  for (let i = 0; i < SPINS; i++) {
    await drawer.evaluate(record);
    // A busy page: 80 ms of work every 100 ms while the wheel turns.
    if (BUSY)
      await page.evaluate(() => {
        window.__busy = setInterval(() => {
          const until = performance.now() + 80;
          while (performance.now() < until);
        }, 100);
      });
    await page.getByTestId('spin-button').click();
    // The stop: the status line names the slice (celebrating).
    await page
      .locator('.spin-status')
      .filter({ hasText: /\S/ })
      .filter({ hasNotText: /…/ })
      .waitFor({ timeout: 20_000 });
    const frames = await drawer.evaluate(recorded);
    if (BUSY) await page.evaluate(() => clearInterval(window.__busy));
    const deltas = frames.slice(1).map((t, j) => t - frames[j]);
    all.push(...deltas);
    durations.push(frames.at(-1) - frames[0]);
    // The prize dialog, then back to idle.
    await page.getByRole('dialog').getByRole('button', { name: OK, exact: true }).click();
    await page.getByTestId('spin-button').and(page.locator(':enabled')).waitFor();
  }
  const sorted = [...all].sort((a, b) => a - b);
  const over = all.filter((d) => d > 16.7).length;
  console.log(
    `\nPrize wheel, ${SPINS} spins, ${RATE}× CPU throttling, drawn by ${drawnBy === 'worker' ? 'a worker' : 'the page'}, 360 × 740${BUSY ? ', the page kept busy (80 ms of every 100 ms)' : ''}:`,
  );
  console.log(`  frames ${all.length}, spin ${durations.map((d) => (d / 1000).toFixed(2)).join(' / ')} s`);
  console.log(
    `  frame time median ${pct(sorted, 0.5).toFixed(1)} ms, p95 ${pct(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `  frames over 16.7 ms: ${over} of ${all.length} (${((over / all.length) * 100).toFixed(1)} %); Chromium stamps 60 Hz frames 16.6 to 16.8 ms apart`,
  );
  console.log(
    `  spinnable (drawn, its button enabled) ${spinnable.map((t) => `${Math.round(t)} ms`).join(' / ')} after the page's arrival`,
  );
  const missed = all.filter((d) => d > 20).length;
  console.log(
    `  frames over 20 ms (a vsync missed): ${missed} of ${all.length} (${((missed / all.length) * 100).toFixed(1)} %)`,
  );
} finally {
  await close();
}
