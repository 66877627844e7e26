/**
 * xstate's inspection API for the demo console: every actor the app starts is created with `watched(options)`; in
 * demo mode the demo (src/demo/machines.ts) gives the one receiver of the events (`watchMachines`), and keeps the running
 * machines for its console. Outside demo mode nothing receives them, and nothing of the demo's side is downloaded.
 */
import type { InspectionEvent } from 'xstate';

let receiver: ((e: InspectionEvent) => void) | undefined;
const inspect = (e: InspectionEvent) => receiver?.(e);

/** Options for useActorRef / createActor with the app's inspector added. */
export const watched = <T extends object>(options?: T) => ({ ...options, inspect }) as T & { inspect: typeof inspect };

/** Demo mode: from now on, every inspection event of the app's actors goes to `to`. */
export function watchMachines(to: (e: InspectionEvent) => void) {
  receiver = to;
}
