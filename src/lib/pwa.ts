/**
 * The browser's side of the app's life: online or not, and a new build waiting in the service worker. Both are
 * stores for useSyncExternalStore; the service worker is registered in production builds only.
 */
type Listener = () => void;
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

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
const offerUpdate = (sw: ServiceWorker) => {
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

/**
 * Registers `url` (the build's sw.js) for `scope` (the app's root). A new build found later (when the member comes
 * back to the app, and every hour) is offered through `update` once installed, never forced on a page in use.
 */
export async function registerServiceWorker(url: string, scope: string): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  // Trusted Types: the one script URL this policy lets through is the build's service worker.
  const tt = (window as unknown as { trustedTypes?: TrustedTypes }).trustedTypes;
  const policy = tt?.createPolicy('sw', {
    createScriptURL: (u: string) => {
      if (u !== url) throw new TypeError(`not this app's service worker: ${u}`);
      return u;
    },
  });
  let reg: ServiceWorkerRegistration | undefined;
  try {
    reg = await navigator.serviceWorker.register((policy ? policy.createScriptURL(url) : url) as string, { scope });
  } catch {
    reg = undefined;
  }
  // Blocked (private mode, a browser test), or no such file: the app works without it.
  if (!reg) return null;
  const registration = reg;
  // Only an update replaces a worker that controls the page; a first install is not a "new version".
  const offer = (sw: ServiceWorker | null) => {
    if (sw && navigator.serviceWorker.controller) offerUpdate(sw);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const sw = registration.installing;
    sw?.addEventListener('statechange', () => {
      if (sw.state === 'installed') offer(sw);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  window.setInterval(check, 60 * 60 * 1000);
  return registration;
}
