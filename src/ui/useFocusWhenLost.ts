import { useEffect, useRef } from 'react';

/**
 * Focus for content that takes the place of what had it (a receipt for its form, a QR for its form, the form again for
 * a QR cancelled): the focused button leaves the page with what it was part of, focus falls to <body>, and a keyboard
 * or screen-reader member would start again from the top of the page. When that happened, the element this ref is on
 * takes focus as it appears (or, in a component that shows one view after another, as `view` changes); a member whose
 * focus is elsewhere keeps it.
 */
export function useFocusWhenLost<T extends HTMLElement>(view: unknown = null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const now = document.activeElement;
    if (!now || now === document.body) ref.current?.focus();
  }, [view]);
  return ref;
}
