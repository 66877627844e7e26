/** The service worker's registration: its code loads once the page has started (src/main.tsx), not with /login. */
import { offerUpdate } from './pwa';

/**
 * Registers `url` (the build's sw.js) for `scope` (the app's root). A new build found later (when the member comes
 * back to the app, and every hour) is offered through `update` once installed, never forced on a page in use.
 */
export async function registerServiceWorker(url: string, scope: string): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  // Trusted Types: the one script URL this policy lets through is the build's service worker.
  const tt = window.trustedTypes;
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
