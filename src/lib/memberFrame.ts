/**
 * index.html's frame of the member pages (MemberFrame, painted by the build: scripts/prerender.ts): shown before any
 * JavaScript on a member page when a session is stored, and kept while the app starts (it is outside React's root, so
 * the app's loading fallback never blanks it). The app's first screen takes its place in the same frame: App removes it when that screen is in
 * the page (a layout effect, before the browser paints), and so does any screen shown instead (an error, a broken
 * deployment). The `data-shell` mark goes with it, so the frame never comes back on another page.
 */
export function dismissMemberFrame(doc: Document = document): void {
  doc.getElementById('member-frame')?.remove();
  if (doc.documentElement.getAttribute('data-shell') === 'member') doc.documentElement.removeAttribute('data-shell');
}
