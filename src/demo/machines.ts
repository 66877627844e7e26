/**
 * The demo's side of the app's inspector (src/lib/inspect.ts): the machines the app runs, kept for the console's
 * Machines tab and its diagram, and `window.demoMachines` for tests.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { tabLog } from '../../mirage/tabLog';
import { watchMachines } from '../lib/inspect';

/** Actors that started (a snapshot was reported): React's strict mode makes some it never starts. */
const actors = new Set<AnyActorRef>();
const listeners = new Set<(e: InspectionEvent) => void>();

/** A machine's step: when (the bank's clock, ISO), which machine, the event it took and the states it is then in. */
export interface MachineStep {
  at: string;
  machine: string;
  event: string;
  state: string;
}
/** How many steps are kept for a moment (the newest). */
const STEPS_KEPT = 50;
/** Kept for the tab: a reload does not lose the steps before it. */
const steps = tabLog<MachineStep>('demo.steps', STEPS_KEPT, true);
const lastState = new WeakMap<AnyActorRef, string>();

/** "register", "bonus WELCOME100" (the machine and, where it has one, the actor's own id). */
function machineName(actor: AnyActorRef): string {
  const snap = actor.getSnapshot() as { machine?: { id: string } };
  const id = snap.machine?.id ?? actor.id;
  return actor.id && actor.id !== id && !/^x:\d+$/.test(actor.id) ? `${id} ${actor.id}` : id;
}
/** A machine's state value as its paths: "panel.collapsed, connection.connected". */
function stateLine(value: unknown): string {
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) => flat(c).map((s) => `${k}.${s}`));
  return flat(value).join(', ');
}

/** A machine's snapshot noted as a step, unless it is xstate's own event that left its states as they were. */
function noteStep(e: InspectionEvent, now: () => number) {
  const snapshot = e.type === '@xstate.snapshot' ? (e.snapshot as { value?: unknown }) : null;
  if (!snapshot || !('value' in snapshot) || e.type !== '@xstate.snapshot') return;
  const actor = e.actorRef as AnyActorRef;
  const state = stateLine(snapshot.value);
  const same = lastState.get(actor) === state;
  lastState.set(actor, state);
  if (same && e.event.type.startsWith('xstate.')) return;
  steps.add({ at: new Date(now()).toISOString(), machine: machineName(actor), event: e.event.type, state });
}

/** The machines' last steps, oldest first: what a moment hands over to read. */
export const machineSteps = (): MachineStep[] => steps.all();

/**
 * From now on, keep the actors the app starts and their steps (timed by `now`, the bank's clock once it runs), and tell
 * the listeners of every inspection event.
 */
export function keepMachines(now: () => number = Date.now) {
  watchMachines((e) => {
    if (e.type === '@xstate.snapshot') actors.add(e.actorRef as AnyActorRef);
    noteStep(e, now);
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
