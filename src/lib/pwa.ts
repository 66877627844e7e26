/**
 * The browser's side of the app's life: online or not, and a new build waiting in the service worker. Both are
 * stores for useSyncExternalStore; the service worker is registered in production builds only (./serviceWorker.ts).
 */
type Listener = () => void;

function store<T>(read: () => T, watch: (changed: Listener) => () => void) {
  return { subscribe: watch, get: read };
}

/** navigator.onLine and its events. */
export const online = store(
  () => navigator.onLine,
  (changed) => {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    return () => {
      window.removeEventListener('online', changed);
      window.removeEventListener('offline', changed);
    };
  },
);

let waiting: ServiceWorker | null = null;
const updateListeners = new Set<Listener>();
/** A new build is installed and waits (src/lib/serviceWorker.ts). */
export const offerUpdate = (sw: ServiceWorker) => {
  waiting = sw;
  for (const l of updateListeners) l();
};

/** True once a new build is installed and waits for the member's "reload". */
export const update = store(
  () => waiting !== null,
  (changed) => {
    updateListeners.add(changed);
    return () => updateListeners.delete(changed);
  },
);

/** The new build takes over and the page reloads under it. */
export function applyUpdate() {
  const sw = waiting;
  if (!sw) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  sw.postMessage({ type: 'SKIP_WAITING' });
}
