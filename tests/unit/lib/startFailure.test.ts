// The start-failure screen (src/lib/startFailure.ts): in the page's language, with "Try again"; never over a live app.
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import { LIVE } from '../../../src/lib/firstScreen';
import { FAILED, showStartFailure } from '../../../src/lib/startFailure';

function page(lang: string) {
  document.documentElement.dataset.lang = lang;
  document.body.innerHTML = `<script type="application/json" id="boot-texts">${JSON.stringify({
    la: [la.config.errorTitle, la.errors.DOWNLOAD_FAILED, la.config.retry],
    en: [en.config.errorTitle, en.errors.DOWNLOAD_FAILED, en.config.retry],
  })}</script><div id="member-frame">frame</div><div id="root"><form>painted login</form></div>`;
}

afterEach(() => {
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
