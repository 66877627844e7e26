/**
 * Where the toasts are in the page. A modal <dialog> is in the browser's top layer, over everything else, and makes
 * the rest of the page inert: a toast behind it ("Copied" from the invite dialog, a transfer's result) would be
 * hidden, and not read out. So the toasts' element moves into the topmost open dialog while one is open, and back to
 * the body when the last one closes: the same element (the toasts on screen stay), one Toaster (src/ui/Toaster.tsx).
 */
let layer: HTMLElement | null = null;
const open: HTMLDialogElement[] = [];
/** Other elements that must stay usable over an open dialog (the demo console), each with its place without one. */
const followers = new Set<{ el: HTMLElement; home: () => HTMLElement; moved?: (over: boolean) => void }>();

/** Each follower in the topmost open dialog (marked `data-over-dialog`), or back in its own place. */
function placeFollowers() {
  const top = open.at(-1);
  for (const f of followers) {
    const home = f.home();
    // Its place keeps its height while it is away, so nothing under the dialog moves.
    if (top && f.el.parentElement === home) home.style.minHeight = `${home.offsetHeight}px`;
    if (!top) home.style.minHeight = '';
    const to = top ?? home;
    if (f.el.parentElement === to) continue;
    to.append(f.el);
    f.el.toggleAttribute('data-over-dialog', !!top);
    f.moved?.(!!top);
  }
}

/**
 * Keep `el` usable while a dialog is open: like the toasts, it moves into the topmost open dialog (outside it the page
 * is inert) and back to `home()` when the last one closes, telling `moved` where it went. Answers a function that stops
 * it.
 */
export function followDialogs(el: HTMLElement, home: () => HTMLElement, moved?: (over: boolean) => void): () => void {
  const f = { el, home, moved };
  followers.add(f);
  placeFollowers();
  return () => {
    followers.delete(f);
    el.remove();
  };
}

/** The toasts' element: in the topmost open dialog, else at the end of the body. */
export function toastLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.className = 'toast-layer';
    (open.at(-1) ?? document.body).append(layer);
  }
  return layer;
}

/** A dialog is modal (showModal): the toasts show over it. */
export function raiseToasts(dialog: HTMLDialogElement): void {
  open.push(dialog);
  dialog.append(toastLayer());
  placeFollowers();
}

/** A dialog has closed or left the page: the toasts go to the dialog under it, or back to the body. */
export function lowerToasts(dialog: HTMLDialogElement): void {
  const at = open.lastIndexOf(dialog);
  if (at >= 0) open.splice(at, 1);
  (open.at(-1) ?? document.body).append(toastLayer());
  placeFollowers();
}
