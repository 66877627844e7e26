/**
 * The build served by Debian's nginx, Apache and Caddy with the site files it ships (dist/hosting/, issue 68): every
 * kind of path answers with its type, its cache rule and the six security headers, errors included; the app's
 * history routes are the app, a hashed file that is not there is no page; and the app starts under each, with its
 * policy, on a deep link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { text } from './helpers';
import { HOSTS, installed, realHost, type HostName, type RealHost } from './realHosts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASKED_AGAIN = 'no-cache';
const SECURITY = {
  'content-security-policy': readFileSync('dist/csp.txt', 'utf8').trim(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const asset = (ext: string) => `/assets/${readdirSync('dist/assets').find((f) => f.endsWith(ext))!}`;
/** Each kind of path: what it is, its status, its type and its cache rule. */
const PATHS: Array<[path: string, status: number, type: RegExp, cache: string | null]> = [
  ['/', 200, /^text\/html/, ASKED_AGAIN],
  ['/user/home', 200, /^text\/html/, ASKED_AGAIN],
  ['/login', 200, /^text\/html/, ASKED_AGAIN],
  ['/index.html', 200, /^text\/html/, ASKED_AGAIN],
  ['/sw.js', 200, /^(text|application)\/javascript/, ASKED_AGAIN],
  ['/config.json', 200, /^application\/json/, ASKED_AGAIN],
  ['/manifest.webmanifest', 200, /^application\/manifest\+json/, ASKED_AGAIN],
  ['/favicon.svg', 200, /^image\/svg\+xml/, ASKED_AGAIN],
  [asset('.js'), 200, /^(text|application)\/javascript/, IMMUTABLE],
  [asset('.css'), 200, /^text\/css/, IMMUTABLE],
  [asset('.wasm'), 200, /^application\/wasm/, IMMUTABLE],
  [asset('.woff2'), 200, /^font\/woff2/, IMMUTABLE],
  // A hashed file that is not there: a 404, with the headers, never the app's page, never kept.
  ['/assets/index-00000000.js', 404, /.*/, null],
];

for (const name of Object.keys(HOSTS) as HostName[]) {
  test.describe(`${name} with dist/hosting`, () => {
    // CI installs the servers (.ci/run); a machine without them says so rather than passing.
    test.skip(!installed(name) && !process.env.CI, `${HOSTS[name]} is not installed here`);
    let host: RealHost;
    test.beforeAll(async () => {
      host = await realHost(name);
    });
    test.afterAll(async () => {
      await host?.stop();
    });

    test(`${name}: every kind of path has its type, its cache rule and the six security headers`, async () => {
      const wrong: string[] = [];
      for (const [path, status, type, cache] of PATHS) {
        const res = await fetch(`${host.url}${path}`, { redirect: 'manual' });
        const body = await res.text();
        const got = (h: string) => res.headers.get(h);
        if (res.status !== status) wrong.push(`${path}: status ${res.status}, not ${status}`);
        if (!type.test(got('content-type') ?? '')) wrong.push(`${path}: type ${got('content-type')}`);
        if (cache !== null && got('cache-control') !== cache) wrong.push(`${path}: cache ${got('cache-control')}`);
        // An error is never kept: a file that comes a moment later must not be hidden for a year.
        if (status >= 400 && /max-age=[1-9]|immutable/.test(got('cache-control') ?? ''))
          wrong.push(`${path}: a ${res.status} kept (${got('cache-control')})`);
        if (status === 404 && body.includes('<div id="root"')) wrong.push(`${path}: the app's page, not a 404`);
        for (const [h, v] of Object.entries(SECURITY)) if (got(h) !== v) wrong.push(`${path}: ${h} ${got(h)}`);
      }
      expect(wrong, host.log()).toEqual([]);
    });

    test(`th: ${name}: a deep link opens the app under its policy (no session: the login)`, async ({ page }) => {
      await page.goto(`${host.url}/user/statement`);
      await expect(page.getByRole('heading', { name: text('th', 'login.title') })).toBeVisible();
      await expect(page).toHaveURL(`${host.url}/login`);
    });
  });
}
