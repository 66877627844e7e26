/**
 * What the start leaves for after the first screen (src/main.tsx loads this once it is live; /login's first load never
 * carries it): the operators' telemetry where config.json has `telemetry` (services/telemetry/, docs/telemetry.md), the
 * service worker, and the site's language kept for the next start's first screen.
 */
import { APP_ROOT, rootUrl } from '../lib/base';
import { letGo } from '../lib/earlyFacts';
import { SITE_LANGUAGE_KEY } from '../lib/siteLanguage';
import { siteLanguageOf } from '../lib/start';
import { storage } from '../lib/storage';
import type { Services } from './services';

export function afterStart(services: Services) {
  // The next start paints its first screen in the site's language, as config.json now says it (src/boot.ts).
  storage.set(SITE_LANGUAGE_KEY, siteLanguageOf(services.config.laos));
  if (services.config.telemetry)
    void import('./telemetry/telemetry').then((t) => t.startTelemetry(services)).catch(letGo);
  else letGo();
  // Installable, and the shell paints from the cache on the next visits (src/sw.ts); production builds only. Once the
  // page has loaded and settled: its install downloads the whole app, which must not take the network from the first
  // screen's own calls.
  if (import.meta.env.PROD)
    settled(
      () => void import('../lib/serviceWorker').then((sw) => sw.registerServiceWorker(rootUrl('sw.js'), APP_ROOT)),
    );
}

/** `run` once the page has loaded, 2 s later, in an idle moment (or at most 2 s after that). */
function settled(run: () => void) {
  const later = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : run()), 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
