/** Loaded only in demo mode: `const { startDemo } = await import('../mirage')`. */
import type { DemoControls } from './controls';
import { createDemoServer, type DemoServer, type DemoServerOptions } from './server';
import { yieldToBrowser } from '../src/lib/yieldToBrowser';
import { onMachineEvent, runningMachines } from '../src/lib/inspect';

export type { DemoControls } from './controls';
export type { DemoServer, DemoServerOptions } from './server';
export { createDemoServer } from './server';
export { PERSONAS, DEMO_PASSWORD } from './personas';
export { SCENARIOS } from './state';
export { DEMO_TRUELINK_PUBLIC_KEY } from './keys';
export { DEMO_BRANDS, isDemoBrand } from './brands';

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

/**
 * The demo bank at the app's start, in steps that are each their own task (after its code's evaluation, after its
 * server and routes are built): a slow phone's main thread is never held for the three at once.
 */
export async function startDemo(): Promise<DemoServer> {
  await yieldToBrowser();
  const demo = installDemo();
  await yieldToBrowser();
  return demo;
}

export { consoleSlot } from './slot';
