/** The demo console's reads of the bank: its controls as a store (useSyncExternalStore), and the bank's clock. */
import { useCallback, useSyncExternalStore } from 'react';
import type { DemoControls, DemoSnapshot } from '../../../mirage/controls';
import type { Services } from '../../services/services';
import type { MomentActor } from './Moment';

/** The bank as the console shows it, redrawn when it changes. */
export const useBank = (controls: DemoControls): DemoSnapshot =>
  useSyncExternalStore(controls.subscribe, controls.snapshot);

/** The bank's clock, in whole seconds: ticking, and moved at once when the console moves it. */
export function useBankClock(controls: DemoControls): number {
  const subscribe = useCallback(
    (tick: () => void) => {
      const timer = window.setInterval(tick, 1000);
      const stop = controls.subscribe(tick);
      return () => {
        window.clearInterval(timer);
        stop();
      };
    },
    [controls],
  );
  return useSyncExternalStore(subscribe, () => Math.floor(controls.now() / 1000));
}

/** Refetch every server read of the page (after the bank changed under it). */
export function refetchAll(services: Services) {
  for (const cache of services.caches) cache.refetchAll();
}

/**
 * What every panel gets: the bank's controls, the app's services, the console's line for what just happened, and its
 * flow of opening a moment (a file dropped on the console, a link opened: the Moment panel shows it).
 */
export interface PanelProps {
  controls: DemoControls;
  services: Services;
  say: (note: string | null) => void;
  moment?: MomentActor;
}
