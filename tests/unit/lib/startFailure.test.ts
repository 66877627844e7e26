// The start-failure screen (src/lib/startFailure.ts): in the page's language, with "Try again"; never over a live app.
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { LIVE } from '../../../src/lib/firstScreen';
import { downloaded, FAILED, failUnlessLive, showStartFailure } from '../../../src/lib/startFailure';

function page(lang: string) {
  document.documentElement.dataset.lang = lang;
  document.body.innerHTML = `<script type="application/json" id="boot-texts">${JSON.stringify({
    la: [la.config.errorTitle, la.errors.DOWNLOAD_FAILED, la.config.retry],
    en: [en.config.errorTitle, en.errors.DOWNLOAD_FAILED, en.config.retry],
  })}</script><div id="member-frame">frame</div><div id="root"><form>painted login</form></div>`;
}

afterEach(() => {
  vi.useRealTimers();
  for (const a of [FAILED, LIVE, 'data-lang']) document.documentElement.removeAttribute(a);
  document.body.innerHTML = '';
});

describe('showStartFailure', () => {
  it("replaces the painted screen and the member frame with the reason in the page's language and a focused Try again", () => {
    page('la');
    showStartFailure();
    const alert = document.querySelector('#root [role="alert"]')!;
    expect(alert.querySelector('h1')?.textContent).toBe(la.config.errorTitle);
    expect(alert.querySelector('p')?.textContent).toBe(la.errors.DOWNLOAD_FAILED);
    expect(document.activeElement?.textContent).toBe(la.config.retry);
    expect(document.getElementById('member-frame')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it("never covers an app that is already up (a later failure is its screen's own), and shows once", () => {
    page('en');
    document.documentElement.setAttribute(LIVE, '');
    showStartFailure();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.querySelector('form')).not.toBeNull();
    document.documentElement.removeAttribute(LIVE);
    showStartFailure();
    showStartFailure();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});

describe('the start-failure screen, as it looks', () => {
  it('marks the page as failed, styles the screen and its button, and falls back to Thai', () => {
    document.documentElement.dataset.lang = 'xx';
    document.body.innerHTML = `<script type="application/json" id="boot-texts">${JSON.stringify({
      th: [th.config.errorTitle, th.errors.DOWNLOAD_FAILED, th.config.retry],
    })}</script><div id="root"></div>`;
    showStartFailure();
    expect(document.documentElement.getAttribute(FAILED)).toBe('');
    const main = document.querySelector('#root main')!;
    expect(main.className).toBe('system-page');
    expect(main.querySelector('h1')?.textContent).toBe(th.config.errorTitle);
    const button = main.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.className).toBe('button primary');
    expect(button.textContent).toBe(th.config.retry);
  });

  it('without any texts still shows an empty alert with its button, and Try again reloads the page', () => {
    const doc = document.implementation.createHTMLDocument('');
    const reload = vi.fn();
    Object.defineProperty(doc, 'defaultView', { value: { location: { reload } } });
    doc.body.innerHTML = '<div id="root">painted</div>';
    showStartFailure(doc);
    const button = doc.querySelector('#root [role="alert"] button') as HTMLButtonElement;
    expect(button.textContent).toBe('');
    button.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Try again on a page without a window does nothing rather than throw', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = '<div id="root"></div>';
    showStartFailure(doc);
    expect(() => (doc.querySelector('button') as HTMLButtonElement).onclick!(new PointerEvent('click'))).not.toThrow();
  });

  it('with no #root still marks the page as failed', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(() => showStartFailure(doc)).not.toThrow();
    expect(doc.documentElement.hasAttribute(FAILED)).toBe(true);
  });
});

describe('failUnlessLive: the first screen within 60 s (spec: any call 60 s)', () => {
  it('shows the failure at 60,000 ms when the app is not live, not at 59,999', () => {
    vi.useFakeTimers();
    page('en');
    failUnlessLive();
    vi.advanceTimersByTime(59_999);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe(en.config.errorTitle);
  });

  it('shows nothing when the app went live in time', () => {
    vi.useFakeTimers();
    page('en');
    failUnlessLive();
    document.documentElement.setAttribute(LIVE, '');
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.documentElement.hasAttribute(FAILED)).toBe(false);
  });
});

describe('downloaded: a file of the app that comes, fails, or never comes', () => {
  const code = (p: Promise<unknown>) =>
    p.then(
      (v) => ({ ok: v }),
      (e: Error & { code?: string }) => ({ message: e.message, code: e.code }),
    );

  it('passes a file that came', async () => {
    expect(await code(downloaded(Promise.resolve('module')))).toEqual({ ok: 'module' });
  });

  it('reads any failure as DOWNLOAD_FAILED', async () => {
    expect(await code(downloaded(Promise.reject(new TypeError('Failed to fetch'))))).toEqual({
      message: 'DOWNLOAD_FAILED',
      code: 'DOWNLOAD_FAILED',
    });
  });

  it('fails a file that has not come at 60,000 ms, not at 59,999, and clears its clock once it came', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'waiting';
    void code(downloaded(new Promise(() => {}))).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ message: 'DOWNLOAD_FAILED', code: 'DOWNLOAD_FAILED' });
    await downloaded(Promise.resolve(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
