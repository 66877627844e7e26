/**
 * A moment's link (`…#moment=<the moment>`): the demo's start keeps its fragment for the tab and takes it off the
 * address (the app's first redirect would lose it, and a reload must not open it again); the console takes it when it
 * arrives and asks to restore it.
 */
const ASKED = 'demo.moment.asked';
/** The link's mark in the address's fragment (never sent to the host): `#moment=<the moment, deflated, base64url>`. */
export const MOMENT_HASH = '#moment=';

/** At the demo's start: a moment's fragment in the address kept for the console, and the address left without it. */
export function keepLinkedMoment() {
  if (!window.location.hash.startsWith(MOMENT_HASH)) return;
  try {
    sessionStorage.setItem(ASKED, window.location.hash);
  } catch {
    return;
  }
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

/** Whether a linked moment waits for the console (it opens on it). */
export function linkedMomentAsked(): boolean {
  try {
    return sessionStorage.getItem(ASKED) !== null;
  } catch {
    return false;
  }
}

/** The linked moment's fragment (once), or null. */
export function takeLinkedMoment(): string | null {
  try {
    const fragment = sessionStorage.getItem(ASKED);
    sessionStorage.removeItem(ASKED);
    return fragment;
  } catch {
    return null;
  }
}
