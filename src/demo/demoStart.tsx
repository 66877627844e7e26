/** Loaded only in demo mode: `(await import('./demo/demoStart')).startDemo(config)` (src/main.tsx). */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { DEMO_BRANDS, isDemoBrand } from '../../mirage/brands';
import type { DemoControls } from '../../mirage/controls';
import { DEMO_TRUELINK_PUBLIC_KEY } from '../../mirage/keys';
import { keptLaosChoice } from '../../mirage/persist';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '../../mirage/server';
import { parseConfig, type RuntimeConfig } from '../lib/config';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import type { createServices, Services } from '../services/services';
import { EarlyBar } from './console/Bar';
import { keepMachines, onMachineEvent, runningMachines } from './machines';
import { keepLinkedMoment } from './moment/asked';
import { consoleSlot } from './slot';
import { loadDemoTexts } from './tour/demoTexts';

declare global {
  interface Window {
    demo?: DemoControls;
    /**
     * The app's running machines and every inspection event of its actors (xstate's inspection API), for the testers'
     * paths in the browser (tests/e2e/paths): they check each step against the live machine's state.
     */
    demoMachines?: { running: typeof runningMachines; on: typeof onMachineEvent };
  }
}

/** Start the demo backend with persistence and expose its controls as `window.demo`. */
export function installDemo(opts: Omit<DemoServerOptions, 'persist'> = {}): DemoServer {
  const demo = createDemoServer({ environment: 'development', ...opts, persist: true });
  if (typeof window !== 'undefined') {
    window.demo = demo.controls;
    window.demoMachines = { running: runningMachines, on: onMachineEvent };
  }
  return demo;
}

export interface DemoStart {
  /** config.json as the demo runs it: the gift link's public key, the chosen scenario's and brand's settings. */
  config: RuntimeConfig;
  /** The services' demo parts: the bank's clock (which the console moves), the countdowns' clock and the chat. */
  services: NonNullable<Parameters<typeof createServices>[1]>;
  /** The demo console, in a root of its own (the painted screen is the app's alone), shown in its kept place. */
  showConsole(services: Services): void;
}

/**
 * The demo's part of the app's start (src/main.tsx), in steps that are each their own task (after its code's
 * evaluation, after its server and routes are built): a slow phone's main thread is never held for them at once.
 * `allTexts`: the app's loader of the texts beyond /login's (src/services/i18n.ts), which the console's need. Handed in
 * rather than imported: a demo chunk that imports the app's texts module makes the bundler split /login's code in four
 * more files.
 */
export async function startDemo(deployed: RuntimeConfig, allTexts: () => Promise<void>): Promise<DemoStart> {
  // The console shows the running machines and their states (xstate's inspection API); their steps are timed by the
  // bank's clock once it runs.
  let bankNow: () => number = Date.now;
  keepMachines(() => bankNow());
  await yieldToBrowser();
  // The site is config.json's, or the console's choice over it: the app and the bank both read this one `laos`.
  let config = { ...deployed, laos: keptLaosChoice() ?? deployed.laos };
  const demo = installDemo({ laos: config.laos, kip: config.kip });
  bankNow = demo.controls.now;
  await yieldToBrowser();
  // The demo bank holds the private key of the gift-link encryption; the app gets its public key.
  config = { ...config, truelinkPublicKey: deployed.truelinkPublicKey ?? DEMO_TRUELINK_PUBLIC_KEY };
  // The demo's brands: ?brand=lanxang (kept for the next visits) or the console's choice; checked like config.json.
  const asked = new URLSearchParams(location.search).get('brand');
  if (isDemoBrand(asked)) demo.controls.brand(asked);
  const brand = demo.controls.brand();
  if (brand) config = { ...config, brand: parseConfig({ brand: DEMO_BRANDS[brand] }).brand };
  // The console's place is kept from the first paint: the page never jumps when it appears.
  consoleSlot();
  // A moment's link is opened by the console when it arrives (after a confirm).
  keepLinkedMoment();
  // Its code and the app's texts beyond /login's come once the bank has answered what the first screen asked for: on a
  // slow phone they would otherwise take the main thread while the page's own first screen is being drawn. Its bar
  // (console/Bar.tsx) paints before, with the page: it waits for the demo's texts alone.
  const DemoConsole = lazy(() =>
    demo.whenQuiet().then(() => Promise.all([import('./DemoConsole'), allTexts(), loadDemoTexts()]).then(([m]) => m)),
  );
  return {
    config,
    services: {
      now: demo.controls.now,
      // A QR's countdown (the page's monotonic clock) moves on with the demo bank's clock: a moved clock ends a QR.
      monotonic: () => performance.now() + (demo.state().clockOffsetMs ?? 0),
      chatSocket: async ({ token }) => demo.chatSocket(token),
      tour: () => import('./tour/tourRoute'),
    },
    showConsole: (services) => {
      // The operators' events, shown live in the console as a collector would receive them (sent nowhere unless
      // config.json names a collector too).
      void Promise.all([import('../services/telemetry/telemetry'), import('./console/telemetryFeed')]).then(
        ([{ startTelemetry }, { showEvent }]) => startTelemetry(services, { localOnly: true, show: showEvent }),
      );
      // Its bar paints with the page (the demo's texts are all it waits for); the rest of the console replaces it when
      // its code has come.
      void loadDemoTexts().then(() =>
        createRoot(document.createElement('div')).render(
          <StrictMode>
            <Suspense fallback={<EarlyBar controls={demo.controls} />}>
              <DemoConsole controls={demo.controls} services={services} />
            </Suspense>
          </StrictMode>,
        ),
      );
    },
  };
}
