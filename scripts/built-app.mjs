// The measuring scripts' shared start: build the app, serve dist/ on a port, open Debian's Chromium (never a
// downloaded one), and log in to the demo bank as a member.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const root = new URL('..', import.meta.url).pathname;

/** Build, serve and launch; `close()` stops both. */
export async function builtApp(port) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
  const server = await preview({ root, preview: { port, host: '127.0.0.1', strictPort: true }, logLevel: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    browser,
    close: async () => {
      await browser.close();
      await new Promise((r) => server.httpServer.close(r));
    },
  };
}

/** Log in on the page's /login as the funded demo member and wait for home. */
export async function logInToDemo(page) {
  await page.fill('#login-phone', '0812345678');
  await page.fill('#login-password', 'demo1234');
  await page.click('button[type=submit]');
  await page.getByTestId('total-balance').waitFor();
}
