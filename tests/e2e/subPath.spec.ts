import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { text } from './helpers';
import { staticHost } from './staticHost';

// At a sub-path, a tap on the painted frame's menu while the app's code is still on its way stays in the app.
test("th: at a sub-path, the painted member frame's menu leads within the app before the code arrives", async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-frame-'));
  cpSync(fileURLToPath(new URL('../../dist/', import.meta.url)), dir, { recursive: true });
  // The next page's end comes only when let go: the painted frame shows, the page is not yet parsed.
  let holding = false;
  let letGo = () => {};
  const tail = new Promise<void>((r) => (letGo = r));
  const host = await staticHost(dir, '/wallet/app/', { holdTail: () => (holding ? ((holding = false), tail) : null) });
  try {
    await page.goto(`${host.url}login`);
    await page.getByLabel(text('th', 'login.phone')).fill('0812345678');
    await page.getByLabel(text('th', 'login.password')).fill('demo1234');
    await page.getByRole('button', { name: text('th', 'login.submit') }).click();
    await expect(page).toHaveURL(`${host.url}user/home`);
    holding = true;
    await page.goto(`${host.url}user/statement`, { waitUntil: 'commit' });
    const menu = page.locator('#member-frame').getByRole('navigation', { name: text('th', 'menu.label') });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await menu.getByText(text('th', 'member.menu.profile')).click();
    await expect(page).toHaveURL(`${host.url}user/profile`);
    letGo();
    await expect(page.getByRole('heading', { name: text('th', 'profile.title') })).toBeVisible();
    expect(host.requests.filter((p) => !p.startsWith('/wallet/app/'))).toEqual([]);
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
