/**
 * A short log kept for the tab's life (its session storage): the demo's last answered calls and machine steps, which a
 * moment hands over to read, outlive a reload (a bug is often met just after one). Where the browser refuses the tab's
 * storage, the page's memory alone. `kept` false (a test's bank): memory alone.
 */
export function tabLog<T>(key: string, max: number, kept: boolean) {
  let items: T[] = [];
  if (kept)
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      if (Array.isArray(stored)) items = (stored as T[]).slice(-max);
    } catch {
      /* none kept */
    }
  return {
    /** The newest `max`, oldest first. */
    all: (): T[] => [...items],
    add(item: T) {
      items = [...items, item].slice(-max);
      if (kept)
        try {
          sessionStorage.setItem(key, JSON.stringify(items));
        } catch {
          /* this page's memory */
        }
    },
  };
}
