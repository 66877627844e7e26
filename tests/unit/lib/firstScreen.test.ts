import { afterEach, describe, expect, it } from 'vitest';
import { appIsLive, LIVE, SUBMITTED, whenLive } from '../../../src/lib/firstScreen';

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
