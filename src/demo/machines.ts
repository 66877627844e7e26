/**
 * The demo's side of the app's inspector (src/lib/inspect.ts): the machines the app runs, kept for the console's
 * Machines tab and its diagram, and `window.demoMachines` for tests.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { watchMachines } from '../lib/inspect';

/** Actors that started (a snapshot was reported): React's strict mode makes some it never starts. */
const actors = new Set<AnyActorRef>();
const listeners = new Set<(e: InspectionEvent) => void>();

/** From now on, keep the actors the app starts and tell the listeners of every inspection event. */
export function keepMachines() {
  watchMachines((e) => {
    if (e.type === '@xstate.snapshot') actors.add(e.actorRef as AnyActorRef);
    for (const l of listeners) l(e);
  });
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
