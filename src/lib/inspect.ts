/**
 * xstate's inspection API for the demo console: every actor the app starts is created with `watched(options)`; in
 * demo mode (`watchMachines()` at boot) the running machines are kept so that the console can show their states.
 * Outside demo mode it keeps nothing.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';

let watching = false;
/** Actors that started (a snapshot was reported): React's strict mode makes some it never starts. */
const actors = new Set<AnyActorRef>();
const listeners = new Set<(e: InspectionEvent) => void>();

function inspect(e: InspectionEvent) {
  if (!watching) return;
  if (e.type === '@xstate.snapshot') actors.add(e.actorRef as AnyActorRef);
  for (const l of listeners) l(e);
}

/** Options for useActorRef / createActor with the app's inspector added. */
export const watched = <T extends object>(options?: T) => ({ ...options, inspect }) as T & { inspect: typeof inspect };

/** Demo mode: from now on, keep the actors the app starts. */
export function watchMachines() {
  watching = true;
}

/** The running machine actors (state machines, not promises or callbacks), oldest first. */
export function runningMachines(): AnyActorRef[] {
  // @xstate/react stops a page's actors when the page goes but puts their last snapshot back (status still 'active',
  // for React's reconnecting effects): whether an actor runs is its processing status (xstate's ProcessingStatus:
  // 1 running), which that stop resets.
  const running = (a: AnyActorRef) =>
    a.getSnapshot().status === 'active' && (a as unknown as { _processingStatus?: number })._processingStatus === 1;
  for (const a of actors) if (!running(a)) actors.delete(a);
  return [...actors].filter((a) => 'value' in (a.getSnapshot() as object));
}

/** Called with every inspection event (often: throttle the work). */
export function onMachineEvent(listener: (e: InspectionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
