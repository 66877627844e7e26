/**
 * Where the toasts are in the page. A modal <dialog> is in the browser's top layer, over everything else, and makes
 * the rest of the page inert: a toast behind it ("Copied" from the invite dialog, a transfer's result) would be
 * hidden, and not read out. So the toasts' element moves into the topmost open dialog while one is open, and back to
 * the body when the last one closes: the same element (the toasts on screen stay), one Toaster (src/ui/Toaster.tsx).
 */
let layer: HTMLElement | null = null;
const open: HTMLDialogElement[] = [];

/** The toasts' element: in the topmost open dialog, else at the end of the body. */
export function toastLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.className = 'toast-layer';
    (open.at(-1) ?? document.body).append(layer);
  }
  return layer;
}

/** A dialog has opened (showModal): the toasts show over it. */
export function raiseToasts(dialog: HTMLDialogElement): void {
  open.push(dialog);
  dialog.append(toastLayer());
}

/** A dialog has closed or left the page: the toasts go to the dialog under it, or back to the body. */
export function lowerToasts(dialog: HTMLDialogElement): void {
  const at = open.lastIndexOf(dialog);
  if (at >= 0) open.splice(at, 1);
  (open.at(-1) ?? document.body).append(toastLayer());
}
