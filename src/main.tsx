/**
 * The app's start, after index.html's boot code (src/boot.ts) decided its facts (src/lib/start.ts, which draws the
 * whole start): the deployment's config.json, the demo bank when no backend is configured, the brand and the texts,
 * the services, then React takes the painted first screen over. src/styles.css is inline in index.html
 * (scripts/prerender.ts), so the painted first screen shows before any script; the fonts are declared by the boot code
 * (scripts/fonts.ts), but for the dev server.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PathOf } from './api/pathOverrides';
import { App } from './app/App';
import { APP_ROOT, rootUrl } from './lib/base';
import { applyBrand } from './lib/brand';
import { ConfigError, DEMO_BESIDE_LIVE, isDemo, isLiveSession, loadConfig, type RuntimeConfig } from './lib/config';
import { keepEarly } from './lib/earlyFacts';
import { appIsLive, paintedScreen, whenLive } from './lib/firstScreen';
import { dismissMemberFrame } from './lib/memberFrame';
import { startOf, wantedLanguage } from './lib/start';
import { FAILED, showStartFailure } from './lib/startFailure';
import { tokenStore } from './lib/storage';
import { changeLanguage, initI18n, loadAllTexts } from './services/i18n';
import { createServices, type Services } from './services/services';

if (import.meta.env.DEV) void import('./lib/devFonts');
// What operators must see from the first moment, kept until their telemetry comes (src/lib/earlyFacts.ts).
keepEarly();

async function boot() {
  const start = startOf();
  const deployment = await loadDeployment();
  if (typeof deployment === 'string') return showConfigError(deployment);
  let { config } = deployment;
  // The demo on an origin where this browser holds a live session: it would log the member out and share their
  // storage, so it does not start (docs/demo.md#an-origin-of-its-own).
  if (isDemo(config) && isLiveSession(tokenStore.read())) return showConfigError(DEMO_BESIDE_LIVE);
  // config.json says `demo: true`: the demo bank answers every call (its wiring: src/demo/demoStart.tsx). A deployment
  // without it never downloads it (docs/decisions/033-the-demo-only-where-asked.md).
  const demo = isDemo(config) ? await (await import('./demo/demoStart')).startDemo(config, loadAllTexts) : null;
  if (demo) config = demo.config;
  await applyBrand(config.brand, APP_ROOT);
  const wanted = wantedLanguage(start, config.laos);
  // React takes over the painted screen in the language it was painted in; a Laos deployment's first visit turns to
  // Lao once it has, in the same fields.
  await initI18n(start.lang);
  const services = createServices(config, demo?.services ?? { pathOf: deployment.pathOf });
  if (start.page === 'home') warmWallet(services);
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  const { container, painted } = await paintedScreen();
  // The start already said it failed (a step took longer than the limit): "Try again" starts afresh.
  if (document.documentElement.hasAttribute(FAILED)) return;
  if (painted) {
    hydrateRoot(painted, app);
    if (wanted !== start.lang) whenLive(() => void changeLanguage(wanted, false));
  } else {
    if (wanted !== start.lang) await changeLanguage(wanted, false);
    // A transition: React renders the first screen in slices of a few milliseconds, so a slow phone never freezes.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  demo?.showConsole(services);
  // What comes once the first screen is up (src/services/afterStart.ts): the operators' telemetry where config.json
  // asks for it, and the service worker. Never with /login's first load.
  whenLive(() => void import('./services/afterStart').then((a) => a.afterStart(services)));
}

/** config.json and its path overrides (whose code loads only for a deployment that has some), or what is wrong. */
async function loadDeployment(): Promise<{ config: RuntimeConfig; pathOf?: PathOf } | string> {
  try {
    const config = await loadConfig(rootUrl('config.json'));
    if (config.paths === undefined) return { config };
    const { pathOverrides } = await import('./api/pathOverrides');
    try {
      return { config, pathOf: pathOverrides(config.paths) };
    } catch (e) {
      throw new ConfigError((e as Error).message);
    }
  } catch (e) {
    return e instanceof ConfigError ? e.detail : String(e);
  }
}

/** A broken deployment's page (its code loads only then), in place of any painted screen. */
async function showConfigError(detail: string) {
  const [{ ConfigErrorPage }] = await Promise.all([
    import('./features/system/ConfigErrorPage'),
    initI18n(startOf().lang),
  ]);
  const { container, painted } = await paintedScreen();
  dismissMemberFrame();
  painted?.remove();
  createRoot(container).render(<ConfigErrorPage detail={detail} />);
  // A screen is up: the start's clock (src/lib/startFailure.ts) has nothing more to say.
  appIsLive();
}

/**
 * A start on home asks for the wallet (the page's first read, its largest text) as soon as the app can call, into the
 * query cache the page reads, instead of once the page has rendered: on a slow phone that render is most of a second.
 * The answer is the page's own (same call, same key, fresh for its staleTime); a refused session ends as the page's
 * own call would end it.
 */
function warmWallet(services: Services) {
  if (!services.session.getSnapshot().hasTag('member')) return;
  void Promise.all([import('./services/queryClient'), import('./services/queries')])
    .then(([{ queryClientOf }, { walletQuery }]) => queryClientOf(services).prefetchQuery(walletQuery(services.client)))
    .catch(() => undefined);
}

// Any step of the start that fails (a file that did not come: a language's texts, the demo bank, the config page's
// code) ends on the start-failure screen, never on a spinner.
boot().catch(() => showStartFailure());
