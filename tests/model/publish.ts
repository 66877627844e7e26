/**
 * What the model-based suite runs, for testers: each model test publishes the paths it runs; replaying them in an
 * actor with stubbed effects (xstate's inspection API reports every transition taken, eventless ones included) gives
 * the states and transitions they reach against all of the machine's. `scripts/paths.mjs` turns the parts written
 * here into paths/<machine>.md and .json and the coverage table (paths/coverage.json), and fails below 100 %.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, fromCallback, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject, type InspectionEvent } from 'xstate';
import type { StatePath } from 'xstate/graph';

/** The suite runs from the project's root (vitest's working directory). */
const PARTS = join(process.cwd(), 'paths', '.parts');

interface TransitionLike { source: AnyStateNode; eventType: string; target?: readonly AnyStateNode[]; guard?: unknown }

/** A transition by what it is (the actor hands out copies of the definitions): from, on, guard, to. */
function structure(t: TransitionLike): string {
  const g = t.guard;
  const guard = g === undefined ? '' : typeof g === 'string' ? g : typeof g === 'function' ? String(g) : JSON.stringify(g);
  return `${t.source.id}|${t.eventType}|${guard}|${(t.target ?? []).map((n) => n.id).join(',')}`;
}

/** Every state node below the root, by id. */
function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...stateNodes(child)]);
}

/** Every transition of the machine (events, delays, invocation outcomes, eventless), by structure, with a readable id. */
function transitionsOf(machine: AnyStateMachine): Map<string, string> {
  const all = new Map<string, string>();
  for (const node of [machine.root, ...stateNodes(machine.root)]) {
    const lists: Array<[string, readonly TransitionLike[]]> = [...(node.transitions as Map<string, TransitionLike[]>).entries()];
    if (node.always) lists.push(['(always)', node.always as TransitionLike[]]);
    for (const [eventType, list] of lists) {
      list.forEach((t, i) => {
        const to = (t.target ?? []).map((n) => n.id.replace(/^[^.]+\./, '')).join(', ') || '(stays)';
        all.set(structure(t), `${node.id.replace(/^[^.]+\.?/, '') || '(root)'} —${eventType}${list.length > 1 ? `#${i + 1}` : ''}→ ${to}`);
      });
    }
  }
  return all;
}

/** A state node's path as a state value, for snapshot.matches. */
const valueOf = (node: AnyStateNode): unknown => node.path.reduceRight<unknown>((inner, key) => (inner === null ? key : { [key]: inner }), null);

/** The actor's effects replaced by ones that never answer: a path's outcome events are sent as they are. */
function stubbed(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors ?? {}).map((name) => [name, fromCallback(() => {})]));
  return machine.provide({ actors } as never);
}

/** A step's event in words: its type and the data the path used. */
function describe(event: EventObject): { event: string; data?: unknown } {
  const { type, ...data } = event as EventObject & Record<string, unknown>;
  return Object.keys(data).length ? { event: type, data } : { event: type };
}

export interface PublishOptions {
  /** The input the paths were generated with. */
  input?: unknown;
  /** Transitions (by their readable id) the paths cannot reach, with why. */
  unreachable?: Record<string, string>;
}

/**
 * Publish the paths a model test runs for `machine` (of machines/<file>.ts) under `name`: replays them for the
 * states and transitions they reach and writes paths/.parts/<file>--<machine id>--<name>.json.
 */
export function publish(file: string, name: string, machine: AnyStateMachine, paths: ReadonlyArray<StatePath<AnyMachineSnapshot, EventObject>>, opts: PublishOptions = {}): void {
  const all = transitionsOf(machine);
  const nodes = stateNodes(machine.root);
  const coveredTransitions = new Set<string>();
  const coveredStates = new Set<string>();
  const impl = stubbed(machine);
  for (const path of paths) {
    const mark = (snap: AnyMachineSnapshot) => {
      for (const n of nodes) if (snap.matches(valueOf(n) as never)) coveredStates.add(n.id);
    };
    // Every microstep: its transitions (eventless ones included) and the states it passes through.
    const inspect = (e: InspectionEvent) => {
      // The machine's own microsteps (its root), not those of actors it spawns.
      if (e.type !== '@xstate.microstep' || e.actorRef.sessionId !== e.rootId) return;
      for (const t of (e as unknown as { _transitions: TransitionLike[] })._transitions) {
        const id = all.get(structure(t));
        if (id) coveredTransitions.add(id);
        // A transient state (left at once by an eventless transition) is reached when one of its transitions is taken.
        for (let n: AnyStateNode | undefined = t.source; n && n !== machine.root; n = n.parent) coveredStates.add(n.id);
      }
      mark(e.snapshot as AnyMachineSnapshot);
    };
    const actor = createActor(impl, { input: opts.input as never, inspect });
    actor.start();
    mark(actor.getSnapshot());
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      mark(actor.getSnapshot());
    }
    actor.stop();
  }
  mkdirSync(PARTS, { recursive: true });
  const part = {
    file,
    machine: machine.id,
    name,
    paths: paths.map((p) => p.steps.map((s) => ({ ...describe(s.event), state: s.state.value }))),
    states: { all: nodes.map((n) => n.id), covered: [...coveredStates] },
    transitions: { all: [...all.values()], covered: [...coveredTransitions] },
    unreachable: opts.unreachable ?? {},
  };
  writeFileSync(join(PARTS, `${file}--${machine.id}--${name.replace(/[^\w-]+/g, '_')}.json`), `${JSON.stringify(part, null, 1)}\n`);
}
