// src/styles.css is inline in index.html (scripts/prerender.ts), so the painted first screen shows before any script;
// the fonts are declared by the boot code (scripts/fonts.ts), but for the dev server.
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { changeLanguage, currentLanguage, initI18n, isLanguage, loadAllTexts } from './app/i18n';
import { createServices } from './app/services';
import type { PathOf } from './api/pathOverrides';
import { ConfigError, isDemo, loadConfig, parseConfig, type RuntimeConfig } from './lib/config';
import { watchMachines } from './lib/inspect';
import { APP_BASE, APP_ROOT, rootUrl } from './lib/base';
import { applyBrand } from './lib/brand';
import { dismissMemberFrame } from './lib/memberFrame';
import { appIsLive, PAINTED, whenLive } from './lib/firstScreen';
import { FAILED, showStartFailure } from './lib/startFailure';
import { warmMemberData, warmMemberRoute } from './app/warmRoute';

// The demo console comes once the bank has answered what the first screen asked for: on a slow phone it would
// otherwise take the main thread while the page's own first screen is being drawn (its place is kept meanwhile).
let consoleReady: Promise<unknown> = Promise.resolve();
const DemoConsole = lazy(() => consoleReady.then(() => import('../mirage/DemoConsole')));

if (import.meta.env.DEV) void import('./lib/devFonts');

async function boot() {
  // A start on a member page asks for that page's code now, alongside config.json (src/app/warmRoute.ts).
  warmMemberRoute(location.pathname.slice(APP_BASE.length));
  let config: RuntimeConfig;
  let pathOf: PathOf | undefined;
  try {
    config = await loadConfig(rootUrl('config.json'));
    // Path overrides load the contracts' names only for a deployment that has some.
    if (config.paths !== undefined) {
      const { pathOverrides } = await import('./api/pathOverrides');
      try {
        pathOf = pathOverrides(config.paths);
      } catch (e) {
        throw new ConfigError((e as Error).message);
      }
    }
  } catch (e) {
    // Only a broken deployment needs the error page: its code loads then.
    const [{ ConfigErrorPage }] = await Promise.all([import('./features/system/ConfigErrorPage'), initI18n(false)]);
    const detail = e instanceof ConfigError ? e.detail : String(e);
    const { container, painted } = await paintedScreen();
    dismissMemberFrame();
    painted?.remove();
    createRoot(container).render(<ConfigErrorPage detail={detail} />);
    // A screen is up: the start's clock (src/lib/startFailure.ts) has nothing more to say.
    appIsLive();
    return;
  }
  // Demo mode: no backend configured, so Mirage answers every call. A real build never downloads it.
  const mirage = isDemo(config) ? await import('../mirage') : null;
  // The demo console shows the running machines and their states (xstate's inspection API).
  if (mirage) watchMachines();
  const demo = mirage ? await mirage.startDemo() : null;
  if (demo) consoleReady = demo.whenQuiet();
  if (mirage) {
    // The demo bank holds the private key of the gift-link encryption; the app gets its public key.
    config = { ...config, truelinkPublicKey: config.truelinkPublicKey ?? mirage.DEMO_TRUELINK_PUBLIC_KEY };
    if (demo?.controls.scenario() === 'laos') config = { ...config, laos: true };
    // The demo's brands: ?brand=lanxang (kept for the next visits) or the console's choice; checked like config.json.
    const asked = new URLSearchParams(location.search).get('brand');
    if (demo && mirage.isDemoBrand(asked)) demo.controls.brand(asked);
    const brand = demo?.controls.brand();
    if (brand) config = { ...config, brand: parseConfig({ brand: mirage.DEMO_BRANDS[brand] }).brand };
  }
  // The console's place is kept from the first paint: the page never jumps when it appears.
  if (mirage) mirage.consoleSlot();
  await applyBrand(config.brand, APP_ROOT);
  await initI18n(config.laos);
  // The demo panel's texts are not among /login's core texts.
  if (demo) await loadAllTexts();
  const services = createServices(config, {
    now: demo?.controls.now,
    chatSocket: demo ? async () => demo.chatSocket() : undefined,
    pathOf: demo ? undefined : pathOf,
  });
  warmMemberData(services, location.pathname.slice(APP_BASE.length));
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  const { container, painted } = await paintedScreen();
  // The start already said it failed (a step took longer than the limit): "Try again" starts afresh.
  if (document.documentElement.hasAttribute(FAILED)) return;
  if (painted) {
    // React takes over the painted screen in the language it was painted in (the stored one, else Thai); a Laos
    // deployment's first visit turns to Lao once it has, in the same fields.
    const paintedIn = document.documentElement.dataset.lang;
    const wanted = currentLanguage();
    if (isLanguage(paintedIn) && paintedIn !== wanted) await changeLanguage(paintedIn, false);
    hydrateRoot(painted, app);
    if (currentLanguage() !== wanted) whenLive(() => void changeLanguage(wanted, false));
  } else {
    // A transition: React renders the first screen in slices of a few milliseconds, so a slow phone never freezes.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // The demo console: a root of its own (the painted screen is the app's alone), shown in its place (mirage/slot.ts).
  if (demo) {
    createRoot(document.createElement('div')).render(
      <StrictMode>
        <Suspense fallback={null}>
          <DemoConsole controls={demo.controls} services={services} />
        </Suspense>
      </StrictMode>,
    );
  }
  // Installable, and the shell paints from the cache on the next visits (src/sw.ts); production builds only. Once the
  // page has loaded and settled: its install downloads the whole app, which must not take the network from the first
  // screen's own calls.
  if (import.meta.env.PROD)
    afterStart(
      () => void import('./lib/serviceWorker').then((sw) => sw.registerServiceWorker(rootUrl('sw.js'), APP_ROOT)),
    );
}

/**
 * The app's place, and the login screen the build painted in it (scripts/prerender.ts) if the page shows one: the
 * boot code keeps the stored language's copy once the page is parsed (src/boot.ts).
 */
async function paintedScreen() {
  if (document.readyState === 'loading')
    await new Promise((r) => document.addEventListener('DOMContentLoaded', r, { once: true }));
  const container = document.getElementById('root') as HTMLElement;
  const only = container.children.length === 1 ? container.firstElementChild : null;
  return { container, painted: only instanceof HTMLElement && !only.hasAttribute(PAINTED) ? only : null };
}

/** `run` once the page has loaded, 2 s later, in an idle moment (or at most 2 s after that). */
function afterStart(run: () => void) {
  const later = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : run()), 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

// Any step of the start that fails (a file that did not come: a language's texts, the demo bank, the config page's
// code) ends on the start-failure screen, never on a spinner.
boot().catch(() => showStartFailure());
