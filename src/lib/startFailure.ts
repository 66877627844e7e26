/**
 * The screen of an app that could not start: a file it needs did not come (the runtime config, a language's texts,
 * the demo bank, the app's own code), or did not within the 60 s the spec allows any call. It is plain DOM, shown by
 * index.html's boot code (src/boot.ts: the app's code failed or never came) and by the start (src/main.tsx: a later
 * step failed), in the page's language from texts the build wrote into index.html (#boot-texts, from locales/), and
 * "Try again" loads the page again: after a new deployment, with its new files.
 */
import { LIVE } from './firstScreen';
import { dismissMemberFrame } from './memberFrame';

/** On <html>: the start failed and says so; the app does not start behind it. */
export const FAILED = 'data-failed';
/** The spec's limit of any call, for the app's own files too. */
const DOWNLOAD_LIMIT_MS = 60_000;

type Texts = Record<string, [title: string, body: string, retry: string]>;

export function showStartFailure(doc: Document = document): void {
  const html = doc.documentElement;
  // Once the app's first screen is up, a failure is a screen's own (the error boundary says it), never the start's.
  if (html.hasAttribute(FAILED) || html.hasAttribute(LIVE)) return;
  html.setAttribute(FAILED, '');
  const texts = JSON.parse(doc.getElementById('boot-texts')?.textContent || '{}') as Texts;
  const [title, body, retry] = texts[html.dataset.lang ?? ''] ?? texts.th ?? ['', '', ''];
  const main = doc.createElement('main');
  main.className = 'system-page';
  main.setAttribute('role', 'alert');
  const h1 = main.appendChild(doc.createElement('h1'));
  h1.textContent = title;
  main.appendChild(doc.createElement('p')).textContent = body;
  const button = main.appendChild(doc.createElement('button'));
  button.type = 'button';
  button.className = 'button primary';
  button.textContent = retry;
  button.onclick = () => doc.defaultView?.location.reload();
  dismissMemberFrame(doc);
  doc.getElementById('root')?.replaceChildren(main);
  button.focus();
}

/** Whether the app's first screen never came: not live within the limit (boot.ts starts this clock). */
export function failUnlessLive(doc: Document = document): void {
  setTimeout(() => {
    if (!doc.documentElement.hasAttribute(LIVE)) showStartFailure(doc);
  }, DOWNLOAD_LIMIT_MS);
}

/**
 * A download of the app's own code after the start (a page's code, its texts): it fails after the limit rather than
 * never, and any failure reads as DOWNLOAD_FAILED (the error boundary shows it, with "Try again").
 */
export function downloaded<T>(load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const failed = () => reject(Object.assign(new Error('DOWNLOAD_FAILED'), { code: 'DOWNLOAD_FAILED' }));
    const timer = setTimeout(failed, DOWNLOAD_LIMIT_MS);
    load.then(resolve, failed).finally(() => clearTimeout(timer));
  });
}
