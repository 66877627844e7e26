/**
 * What `npm run size` measures is what the browser loads: size-limit reads /login's files from the build's
 * index.html (#boot-assets, .size-limit.mjs); here /login, configured with a real backend, loads exactly those
 * scripts and, once its first screen is up, the start's later work (src/services/afterStart.ts), and a member's home loads no Pixi (the wheel's, on /user/spin alone).
 */
import { readFileSync } from 'node:fs';
import { deploy, expect, test, type Page } from './fixtures';
import { home } from './helpers';

const scriptsOf = (page: Page) => {
  const paths = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  return paths;
};

test("/login with a real backend loads exactly index.html's #boot-assets scripts, which npm run size measures", async ({
  page,
  baseURL,
}) => {
  const html = readFileSync('dist/index.html', 'utf8');
  const assets = JSON.parse(/<script type="application\/json" id="boot-assets">(.*?)<\/script>/.exec(html)![1]!) as [
    string,
    string,
  ][];
  const measured = assets.filter(([kind]) => kind === 'script' || kind === 'modulepreload').map(([, path]) => path);
  const loaded = scriptsOf(page);
  await deploy(page, { apiBaseUrl: `${baseURL}/backend`, version: 'size-check' });
  // The login screen asks the backend only whether the service is active.
  await page.route('**/backend/**', (r) => r.fulfill({ json: { terminated: null } }));
  await page.goto('/login');
  await page.locator('#login-phone').waitFor();
  await page.waitForLoadState('networkidle');
  // Once the first screen is up, the start's later work comes (src/services/afterStart.ts: the service worker, the
  // operators' telemetry where configured): after the first load, outside its budget.
  const later = [...loaded].filter((path) => /^assets\/afterStart-[\w-]+\.js$/.test(path));
  expect(later).toHaveLength(1);
  expect([...loaded].filter((path) => !later.includes(path)).sort()).toEqual([...measured].sort());
});

test("a member's home loads no Pixi", async ({ page }) => {
  const loaded = scriptsOf(page);
  await home(page, 'th');
  await page.waitForLoadState('networkidle');
  const pixi = [...loaded].filter((path) => /PIXI|pixi\.js/.test(readFileSync(`dist/${path}`, 'utf8')));
  expect(pixi).toEqual([]);
});
