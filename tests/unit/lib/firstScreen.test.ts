import { afterEach, describe, expect, it } from 'vitest';
import { appIsLive, LIVE, PAINTED, paintedScreen, parsed, SUBMITTED, whenLive } from '../../../src/lib/firstScreen';

/** The painted login form, and the phone numbers its handler (the app's, once it runs) was sent. */
function paintedForm() {
  document.body.innerHTML =
    '<form method="post"><input name="username"><input name="password" type="password"><button type="submit">Log in</button></form>';
  const form = document.querySelector('form')!;
  const sent: string[] = [];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    sent.push(new FormData(form).get('username') as string);
  });
  return { form, sent };
}

describe('a login sent before the app runs (src/boot.ts holds it, src/lib/firstScreen.ts sends it)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(LIVE);
    document.documentElement.removeAttribute(SUBMITTED);
  });

  it("is held by the boot code, then sent once by the app with what the fields hold then; later submits are the app's", async () => {
    await import('../../../src/boot');
    const { form, sent } = paintedForm();
    const button = form.querySelector('button')!;
    (form.elements.namedItem('username') as HTMLInputElement).value = '0812';
    button.click();
    button.click();
    // Held before any other listener (the browser's own sending prevented too), and the page says so.
    expect(sent).toEqual([]);
    expect(document.documentElement.hasAttribute(SUBMITTED)).toBe(true);
    (form.elements.namedItem('username') as HTMLInputElement).value = '0812345678';
    appIsLive(form);
    expect(sent).toEqual(['0812345678']);
    expect(document.documentElement.hasAttribute(SUBMITTED)).toBe(false);
    // The app runs: nothing more is replayed, and a submit goes to the app's own handler.
    appIsLive(form);
    expect(sent).toHaveLength(1);
    button.click();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing when nothing was submitted before the app ran', () => {
    const { form, sent } = paintedForm();
    appIsLive(form);
    expect(sent).toEqual([]);
    expect(document.documentElement.hasAttribute(LIVE)).toBe(true);
  });
});

describe('what waits for the app to take over the painted screen (whenLive)', () => {
  it('runs once the first screen is in the page, each thing once, and at once after', () => {
    document.documentElement.removeAttribute(LIVE);
    const ran: string[] = [];
    whenLive(() => ran.push('language'));
    expect(ran).toEqual([]);
    appIsLive();
    appIsLive();
    expect(ran).toEqual(['language']);
    whenLive(() => ran.push('later'));
    expect(ran).toEqual(['language', 'later']);
  });
});

describe('the page, once parsed', () => {
  it('waits for a page still loading until it is parsed, and not for a parsed one', async () => {
    const doc = document.implementation.createHTMLDocument('');
    Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
    let done = false;
    const waiting = parsed(doc).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(done).toBe(true);
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    await parsed(doc);
  });

  it('hydrates the one login copy the boot code kept, and nothing where there is none, two, or an unkept copy', async () => {
    const doc = document.implementation.createHTMLDocument('');
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    const screen = async (html: string) => {
      doc.body.innerHTML = `<div id="root">${html}</div>`;
      const { container, painted } = await paintedScreen(doc);
      expect(container).toBe(doc.getElementById('root'));
      return painted?.id ?? null;
    };
    expect(await screen('<main id="kept"></main>')).toBe('kept');
    expect(await screen('')).toBeNull();
    expect(await screen('<main id="a"></main><main id="b"></main>')).toBeNull();
    expect(await screen(`<main id="th" ${PAINTED}="th"></main>`)).toBeNull();
  });

  it('marks the page live with an empty attribute (the styles read its presence)', () => {
    const doc = document.implementation.createHTMLDocument('');
    appIsLive(null, doc);
    expect(doc.documentElement.getAttribute(LIVE)).toBe('');
  });
});
