/**
 * What index.html's boot code (src/boot.ts) and the app share about the first screen, which the build paints into
 * index.html from the app's own components (scripts/prerender.ts): a copy per language, of the login screen in #root
 * and of the member pages' frame in #member-frame.
 */

/** On a painted copy: its language. The boot code keeps the stored language's copy and takes the mark off it. */
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
