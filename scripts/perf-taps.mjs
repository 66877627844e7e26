// The money taps `npm run perf` measures, each as a Lighthouse timespan of its own (issue 70: every money tap under
// 100 ms to the next paint): what is done before the tap (not measured), the tap itself (a trusted click, as a finger's),
// what shows once it has answered, and how its layer is closed again. Found by the member's Thai words (the locale
// file: the perf's member reads Thai, the site's first language) and by the classes the screens' tests use.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/* global requestAnimationFrame, document -- in the page (page.evaluate) */

const th = JSON.parse(readFileSync(new URL('../locales/th.json', import.meta.url), 'utf8'));
/** The Thai text of a locale key (`deposit.qr.create`). */
const word = (key) => key.split('.').reduce((o, k) => o[k], th);
/** A button by its accessible name (Puppeteer's ARIA selector: the name as a screen reader reads it). */
const button = (key) => `::-p-aria([name="${word(key)}"][role="button"])`;
const OPEN = 'dialog[open]';

/** Closes the top layer (Escape closes one) until no dialog is open. */
async function closeAll(page) {
  for (let i = 0; i < 3 && (await page.$(OPEN)); i++) {
    await page.keyboard.press('Escape');
    await page.waitForFunction((s) => !document.querySelector(s), { timeout: 2000 }, OPEN).catch(() => {});
  }
}

/** The KBank QR's region of the open deposit dialog, on the QR channel, with 100 in its amount. */
async function kbankReady(page) {
  await page.locator(button('home.tile.deposit')).click();
  await page.locator(button('deposit.channel.qr')).setTimeout(5000).click();
  const region = await page.waitForSelector(`::-p-aria([name="${word('deposit.qr.provider.KBANK')}"][role="region"])`);
  const amount = await region.waitForSelector(`::-p-aria([name="${word('deposit.qr.amount')}"])`, { timeout: 5000 });
  await amount.type('100');
  return region;
}

/**
 * Each tap: `on` the page it is made on (`flow`: the page whose flow measures it; another page is opened first, not
 * measured), `ready` what is done before it, `tap` the click, `shows` what is on screen once it answered.
 */
export const TAPS = [
  { name: 'deposit', flow: '/user/home', tap: (p) => p.locator(button('home.tile.deposit')).click(), shows: OPEN },
  { name: 'withdraw', flow: '/user/home', tap: (p) => p.locator(button('home.tile.withdraw')).click(), shows: OPEN },
  {
    name: 'transfer',
    flow: '/user/home',
    tap: (p) => p.locator(button('home.shortcut.transfer')).click(),
    shows: OPEN,
  },
  { name: 'game card', flow: '/user/home', tap: (p) => p.locator('.game-card').click(), shows: OPEN },
  {
    name: 'QR create',
    flow: '/user/home',
    ready: kbankReady,
    tap: async (p, region) => (await region.waitForSelector(button('deposit.qr.create'))).click(),
    shows: 'img[alt="QR"]',
  },
  {
    name: 'statement row',
    flow: '/user/home',
    on: '/user/statement',
    tap: (p) => p.locator('.statement-open').click(),
    shows: OPEN,
  },
  {
    name: 'bonus receive',
    flow: '/user/home',
    on: '/user/bonus',
    ready: async (p) => {
      await p.locator('button.bonus-card').click();
      return p.waitForSelector(`${OPEN} ${button('bonus.receive')}`);
    },
    tap: (p, receive) => receive.click(),
    shows: null,
  },
  {
    name: 'spin',
    flow: '/user/spin',
    tap: (p) => p.locator('[data-testid=spin-button]').click(),
    shows: null,
  },
];

/**
 * Measures every tap of a page's flow, each as its own timespan (`tap: <name>`) at the flow's CPU slowdown (timespans
 * are not simulated: DevTools slows the CPU, the network is not held back), with the machine's load average when it
 * began. Returns each tap's 1-minute load by step name.
 */
export async function measureTaps(flow, page, { origin, path, cpu, taps = TAPS }) {
  const load = {};
  for (const tap of taps.filter((t) => t.flow === path)) {
    const on = tap.on ?? path;
    if (new URL(page.url()).pathname !== on) await page.goto(`${origin}${on}`, { waitUntil: 'networkidle0' });
    await closeAll(page);
    // A tap this backend's answers do not offer (the stand-in's deposit channels have no QR) is left out, said, and
    // its screen kept.
    const target = tap.ready ? await tap.ready(page).catch(() => null) : true;
    if (!target) {
      const shot = `.tmp/perf-tap-${tap.name.replace(/\W+/g, '_')}.png`;
      await page.screenshot({ path: shot, fullPage: true });
      console.warn(`\nperf: "${tap.name}" is not offered on ${on} here: left out (the screen: ${shot})`);
      await closeAll(page);
      continue;
    }
    const name = `tap: ${tap.name}`;
    load[name] = loadavg()[0];
    await flow.startTimespan({
      name,
      throttlingMethod: 'devtools',
      throttling: {
        cpuSlowdownMultiplier: cpu,
        requestLatencyMs: 0,
        downloadThroughputKbps: 0,
        uploadThroughputKbps: 0,
      },
    });
    await tap.tap(page, target);
    if (tap.shows) await page.waitForSelector(tap.shows);
    // The frame after the tap (and after what it shows) painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
    await flow.endTimespan();
    await closeAll(page);
  }
  return load;
}

/** A Markdown table of each page's taps: the median run's INP and its phases, the range, the machine's state. */
export function tapTable(summary) {
  const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '–');
  const rows = [
    '| page | tap | INP (median) | range | input delay / processing / presentation | benchmarkIndex | CPU | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [page, steps] of Object.entries(summary))
    for (const [step, s] of Object.entries(steps).filter(([n]) => n.startsWith('tap'))) {
      const m = s.median;
      rows.push(
        `| ${page} | ${step.replace('tap: ', '')} | ${ms(m.inp)} | ${ms(s.inp.min)} – ${ms(s.inp.max)} | ` +
          `${ms(m.inputDelay)} / ${ms(m.processing)} / ${ms(m.presentation)} | ${Math.round(m.bench)} | ${m.cpu}× | ` +
          `${m.load.toFixed(2)} |`,
      );
    }
  return rows.join('\n');
}
