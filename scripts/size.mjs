// npm run size: build, open /login in Debian's Chromium with a real backend configured, and add up the gzip size of
// every JavaScript file the page loads. Fails above the budget, or when Mirage or Pixi is among them; Pixi must not
// load on /user/home either. Also prints what /user/home and /user/spin load.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtApp, logInToDemo, root } from './built-app.mjs';

const BUDGET_KB = 122;
const PORT = 4179;

const { browser, close } = await builtApp(PORT);

async function measure(config, after) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.route('**/config.json', (r) => r.fulfill({ json: config }));
  // A stand-in for the real backend: the app only asks whether the service is active on /login.
  await page.route('**/backend/**', (r) => r.fulfill({ json: { terminated: null } }));
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await page.locator('#login-phone').waitFor();
  await page.waitForLoadState('networkidle');
  if (after) await after(page);
  await page.close();
  return [...scripts].map((path) => {
    const code = readFileSync(`${root}dist${path}`);
    const text = code.toString('utf8');
    return {
      path,
      gzip: gzipSync(code, { level: 9 }).length,
      mirage: /pretender|miragejs/i.test(text),
      pixi: /PIXI|pixi\.js/.test(text),
    };
  });
}

const kb = (n) => (n / 1024).toFixed(1);
let failed = false;
try {
  const real = await measure({ apiBaseUrl: `http://127.0.0.1:${PORT}/backend`, version: 'size-check' });
  const total = real.reduce((s, f) => s + f.gzip, 0);
  console.log('\nJavaScript loaded by /login with a real backend (gzip):');
  for (const f of real.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.path}${f.mirage ? '  [MIRAGE]' : ''}${f.pixi ? '  [PIXI]' : ''}`);
  console.log(`  ${kb(total).padStart(7)} KB  total of ${real.length} files (budget ${BUDGET_KB} KB)`);
  if (total > BUDGET_KB * 1024) {
    console.error(`size: /login loads ${kb(total)} KB of JavaScript, above the ${BUDGET_KB} KB budget`);
    failed = true;
  }
  if (real.some((f) => f.mirage || f.pixi)) {
    console.error('size: Mirage or Pixi is loaded by /login with a real backend');
    failed = true;
  }
  const demo = await measure({ demo: true });
  console.log(
    `For comparison, /login in demo mode loads ${kb(demo.reduce((s, f) => s + f.gzip, 0))} KB (Mirage included).`,
  );
  // /user/home, reached by logging in to the demo: everything it loads except the demo bank and its console (the
  // demo-only modules are named demo…: their texts, the tour's steps).
  const home = await measure({ demo: true }, async (page) => {
    await logInToDemo(page);
    await page.waitForLoadState('networkidle');
  });
  const app = home.filter((f) => !f.mirage && !/\/(DemoConsole|demo[A-Za-z]*)-[\w-]+\.js$/.test(f.path));
  console.log(
    `/user/home loads ${kb(app.reduce((s, f) => s + f.gzip, 0))} KB of app JavaScript in ${app.length} files (demo bank not counted).`,
  );
  if (home.some((f) => f.pixi)) {
    console.error('size: Pixi is loaded by /user/home');
    failed = true;
  }
  // /user/spin: the wheel's own files (Pixi among them) on top of what home loaded.
  const spin = await measure({ demo: true }, async (page) => {
    await logInToDemo(page);
    await page.waitForLoadState('networkidle');
    // The home shortcut to the wheel: an in-app navigation, as a member makes it.
    await page.click('a[href="/user/spin"]');
    await page.locator('canvas.wheel-canvas').waitFor();
    await page.waitForLoadState('networkidle');
  });
  const seen = new Set(home.map((f) => f.path));
  const wheel = spin.filter((f) => !seen.has(f.path) && !f.mirage);
  console.log(
    `/user/spin adds ${kb(wheel.reduce((s, f) => s + f.gzip, 0))} KB in ${wheel.length} files (Pixi ${wheel.some((f) => f.pixi) ? 'among them' : 'missing'}):`,
  );
  for (const f of wheel.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.path}${f.pixi ? '  [PIXI]' : ''}`);
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
