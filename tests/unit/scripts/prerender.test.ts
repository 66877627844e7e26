import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import la from '../../../locales/la.json' with { type: 'json' };
import th from '../../../locales/th.json' with { type: 'json' };
import { firstScreen } from '../../../scripts/prerender';

const texts = { th, la, en };

// index.html as the build writes it: the first screen drawn by the app's components (src/prerender.tsx).
const plugin = firstScreen(process.cwd());
(plugin.configResolved as (c: { command: string }) => void)({ command: 'build' });
const html = await (plugin.transformIndexHtml as { handler: (html: string) => Promise<string> }).handler(
  readFileSync('index.html', 'utf8'),
);
const page = new DOMParser().parseFromString(html, 'text/html');
const copies = (place: string) => [...page.querySelectorAll<HTMLElement>(`#${place} > [data-painted]`)];

describe("index.html's first screen (scripts/prerender.ts)", () => {
  it('paints the login screen in th, la and en from locales/: a real form that posts, a live button, no brand name yet', () => {
    expect(copies('root').map((c) => c.dataset.painted)).toEqual(['th', 'la', 'en']);
    for (const copy of copies('root')) {
      const t = texts[copy.dataset.painted as 'th' | 'la' | 'en'];
      expect(copy.querySelector('h1')!.textContent).toBe(t.login.title);
      const form = copy.querySelector('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect([...form.querySelectorAll('input')].map((i) => i.name)).toEqual(['username', 'password', 'remember']);
      const button = form.querySelector('button')!;
      expect(button.getAttribute('type')).toBe('submit');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.textContent).toBe(t.login.submit);
      expect(copy.querySelector('.brand')!.textContent).toBe('');
      // The language menu waits for the app; the links lead from the host's root (the boot code puts the app's before).
      expect(copy.querySelector('select')!.hasAttribute('disabled')).toBe(true);
      expect(copy.querySelector(`a[href="/register"]`)).not.toBeNull();
    }
  });

  it("paints the member pages' frame in th, la and en around a loading sign shown at once", () => {
    expect(copies('member-frame').map((c) => c.dataset.painted)).toEqual(['th', 'la', 'en']);
    for (const copy of copies('member-frame')) {
      const t = texts[copy.dataset.painted as 'th' | 'la' | 'en'];
      expect(copy.querySelector('[role="status"]')!.textContent).toBe(t.common.loading);
      expect([...copy.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
        '/user/profile',
        '/user/statement',
        '/user/contact',
        '/user/home',
      ]);
      expect(copy.querySelector('.member-top button')!.textContent).toBe(t.member.logout);
    }
  });

  it('inlines the base styles and the boot code, which carries the routes and storage keys of the TypeScript it is built from', () => {
    expect(page.querySelectorAll('style#base-css')).toHaveLength(1);
    const boot = page.querySelector('script#boot')!.textContent!;
    expect(boot).toContain('wallet.locale');
    expect(boot).toContain('/terminated');
    expect(boot).not.toMatch(/^\s*import|export /m);
  });
});
