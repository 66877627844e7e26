import { useDeferredValue, useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../lib/yieldToBrowser';
import { openLayer } from './backLayers';
import { lowerToasts, raiseToasts } from './toastLayer';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `tall`: a fixed height (content scrolls inside), for a dialog whose tabs must not move as its content changes. */
  size?: 'tall';
  /**
   * Where focus goes on close when not back to the opener: the owner's element of the moment (a button the dialog's
   * outcome made the one to go on with, or the opener's place when the opener itself is gone or was disabled).
   */
  focusAfter?: () => HTMLElement | null | undefined;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, so focus stays inside, and Escape
 * closes it. Making the page inert and moving focus lay the page out and style it again (a slow phone's tap spent
 * most of its frame there: docs/speed.md, "A dialog modal after its first frame"), so the tap shows it (its open
 * attribute, looking the same: its backdrop drawn by the dialog, src/styles.css) and it becomes modal, with focus,
 * once that frame has painted; until then a tap on the page beside it does nothing, as on its backdrop.
 * On close, and also when its owner unmounts it while open, focus goes back to what had it before (the
 * button that opened it), where that is still on the page and can take it, unless the owner names another place
 * (`focusAfter`: an owner whose opener may be gone or disabled by then names one, so focus does not fall to the page's
 * top). Toasts show over it while it is open (./toastLayer.ts).
 * It has a history entry of its own: Back closes it, and it alone (./backLayers.ts).
 * The tap that opens it paints its frame, title and × at once; what it holds follows in a render of its own, which
 * yields to that paint (a slow phone's tap answers within its frame: docs/speed.md, "Each money tap").
 */
export function Dialog({ open, title, onClose, children, footer, size, focusAfter }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  // Back closes it as its × does (./backLayers.ts), with the owner's close of the moment.
  const onBack = useEffectEvent(() => onClose());
  const placeAfter = useEffectEvent(() => focusAfter?.());
  // Open for its owner: a close the browser makes alone is undone (below).
  const held = useRef(false);
  const filled = useDeferredValue(open, false);
  useEffect(() => {
    const d = ref.current;
    if (!d || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The toasts (and what follows dialogs) move over it once it is modal: until then the page is not inert.
    let raised = false;
    const raise = () => {
      if (!raised) raiseToasts(d);
      raised = true;
    };
    // Shown in the tap's frame by its attribute alone (show() would also move focus, which lays the page out first),
    // modal once that frame has painted (below). Over a modal dialog it is not in, the page it is in is already
    // inert: shown, it could be neither seen nor used, so it is modal at once.
    if (!d.open && modalOutside(d)) {
      d.showModal();
      raise();
    } else if (!d.open) d.setAttribute('open', '');
    held.current = true;
    const dismiss = openLayer(() => onBack());
    let unguard = () => {};
    let stopModal = () => {};
    const modalNow = () => {
      stopModal();
      unguard();
      becomeModal(d);
      raise();
    };
    unguard = guardOutside(d, { escape: () => onBack(), tab: modalNow });
    stopModal = afterPaint(modalNow);
    return () => {
      held.current = false;
      stopModal();
      unguard();
      dismiss();
      if (d.open) d.close();
      if (raised) lowerToasts(d);
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
        !!el && el !== document.body && el.isConnected && !el.closest('[inert]') && !el.hasAttribute('disabled');
      const after = placeAfter();
      if (usable(after)) after.focus();
      else if (usable(opener)) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={size ? `dialog dialog-${size}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={(e) => {
        // The browser closes a dialog by itself on a second Escape or Back with no tap between (its guard against pages
        // that trap the member), whatever the owner said: one that keeps it open (its money on its way) shows it again.
        if (e.target === e.currentTarget && held.current && !e.currentTarget.open) e.currentTarget.showModal();
      }}
      onCancel={(e) => {
        // Escape closes the top dialog alone: React passes a nested dialog's cancel up its tree, to the dialogs under it.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <header className="dialog-header">
            <h2 id={titleId} className="clamp">
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
              ×
            </button>
          </header>
          <div className="dialog-content">{filled && children}</div>
          {filled && footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/** In the dialog: its own elements, and once it is modal what moved over it (the toasts: ./toastLayer.ts). */
const inside = (d: HTMLDialogElement, target: EventTarget | null) => target instanceof Node && d.contains(target);

/** An open modal dialog other than `d`'s own ones. */
const modalOutside = (d: HTMLDialogElement) =>
  [...document.querySelectorAll('dialog:modal')].some((o) => o !== d && !o.contains(d));

/** `d` is modal (in the browser's top layer, the page under it inert). */
const isModal = (d: HTMLDialogElement) => d.closest('dialog:modal') === d;

/**
 * Until the shown dialog is modal, a press or a click on the page beside it does nothing, as on a modal's backdrop;
 * Escape closes it (`escape`) and Tab makes it modal at once (`tab`), so focus goes into it. Answers a function that
 * stops it.
 */
function guardOutside(d: HTMLDialogElement, keys: { escape: () => void; tab: () => void }): () => void {
  const kinds = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown'] as const;
  const swallow = (e: Event) => {
    const key = e instanceof KeyboardEvent ? e.key : null;
    if (e.type === 'keydown' && key !== 'Escape' && key !== 'Tab') return;
    if (key === null && inside(d, e.target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (key === 'Escape') keys.escape();
    if (key === 'Tab') keys.tab();
  };
  for (const kind of kinds) document.addEventListener(kind, swallow, { capture: true, passive: false });
  return () => {
    for (const kind of kinds) document.removeEventListener(kind, swallow, { capture: true });
  };
}

/**
 * The shown dialog becomes modal (the page under it inert) and takes focus (its first control), unless focus is
 * already inside it: there it stays (showModal() would pick the first control again).
 */
function becomeModal(d: HTMLDialogElement) {
  if (!d.open || isModal(d)) return;
  const had =
    document.activeElement instanceof HTMLElement && inside(d, document.activeElement) ? document.activeElement : null;
  d.close();
  d.showModal();
  if (had?.isConnected && inside(d, had)) had.focus();
}
