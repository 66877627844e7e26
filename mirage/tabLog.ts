/**
 * A short log carried across a reload of the tab (its session storage): the demo's last answered calls and machine
 * steps, which a moment hands over to read, outlive a reload (a bug is often met just after one). It is written only as
 * the page goes (`pagehide`) and taken back, and removed, as the next page starts: while a page runs, the tab's
 * storage holds none of it (a logout leaves nothing there). `kept` false (a test's bank): the page's memory alone.
 */
export function tabLog<T>(key: string, max: number, kept: boolean) {
  let items: T[] = [];
  if (kept && typeof sessionStorage !== 'undefined') {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      sessionStorage.removeItem(key);
      if (Array.isArray(stored)) items = (stored as T[]).slice(-max);
    } catch {
      /* none carried */
    }
    addEventListener('pagehide', () => {
      try {
        if (items.length > 0) sessionStorage.setItem(key, JSON.stringify(items));
      } catch {
        /* not carried */
      }
    });
  }
  return {
    /** The newest `max`, oldest first. */
    all: (): T[] => [...items],
    add(item: T) {
      items = [...items, item].slice(-max);
    },
  };
}
