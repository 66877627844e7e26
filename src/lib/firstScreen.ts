import type { Start } from './start';

/**
 * What index.html's boot code (src/boot.ts) and the app share about the first screen, which the build paints into
 * index.html from the app's own components (scripts/prerender.ts): a copy per language, of the login screen in #root
 * and of the member pages' frame in #member-frame.
 */

/** On a painted copy: its language. The styles show the start's language's copy; the boot code keeps it (`keepPaintedCopy`). */
export const PAINTED = 'data-painted';
/** On <html>: the login form was submitted before the app ran. The boot code held it; the app sends it. */
export const SUBMITTED = 'data-submitted';
/** On <html>: the app runs; a submit is its own. */
export const LIVE = 'data-live';

const onceLive: (() => void)[] = [];

/** `run` once the app's first screen is in the page (at once if it is). */
export function whenLive(run: () => void, doc: Document = document): void {
  if (doc.documentElement.hasAttribute(LIVE)) run();
  else onceLive.push(run);
}

/**
 * The app's first screen is in the page: from now on a submit is the app's, and what waited for it runs. A login submitted before (Enter, or a tap
 * on its button, while the app's code was on its way) is sent now, once, with what the fields hold at this moment.
 */
export function appIsLive(form: HTMLFormElement | null = null, doc: Document = document): void {
  const html = doc.documentElement;
  html.setAttribute(LIVE, '');
  for (const run of onceLive.splice(0)) run();
  if (!form || !html.hasAttribute(SUBMITTED)) return;
  html.removeAttribute(SUBMITTED);
  form.requestSubmit();
}

/** A painted link, written from the host's root ('/register'), from the app's ('/wallet/register'). */
const fromRoot = (a: Element, root: string) => a.setAttribute('href', root + a.getAttribute('href')!.slice(1));

/** Once the page is parsed (at once if it is). */
export const parsed = (doc: Document = document) =>
  doc.readyState === 'loading'
    ? new Promise<void>((r) => doc.addEventListener('DOMContentLoaded', () => r(), { once: true }))
    : Promise.resolve();

/**
 * The painted copy the start shows is kept, unmarked, with its links from the app's root; the others go, before any
 * of them can be used (their fields share ids). The boot code calls it once the page is parsed.
 */
export function keepPaintedCopy(start: Start, doc: Document = document): void {
  for (const copy of doc.querySelectorAll<HTMLElement>(`[${PAINTED}]`)) {
    const place = copy.parentElement?.id;
    const kept =
      copy.getAttribute(PAINTED) === start.lang &&
      ((start.shell === 'login' && place === 'root') || (start.shell === 'member' && place === 'member-frame'));
    if (!kept) {
      copy.remove();
      continue;
    }
    copy.querySelectorAll('a[href^="/"]').forEach((a) => fromRoot(a, start.root));
    copy.removeAttribute(PAINTED);
  }
}

/**
 * Once the page is parsed: the app's place, and the login screen kept in it if the page shows one (React hydrates
 * it; the member frame's copy is replaced by the app's first screen: src/lib/memberFrame.ts).
 */
export async function paintedScreen(doc: Document = document) {
  await parsed(doc);
  const container = doc.getElementById('root') as HTMLElement;
  const only = container.children.length === 1 ? container.firstElementChild : null;
  return { container, painted: only instanceof HTMLElement && !only.hasAttribute(PAINTED) ? only : null };
}
