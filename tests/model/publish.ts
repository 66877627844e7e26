/**
 * What the model-based suite runs, for testers: each model test publishes the paths it runs; replaying them in an
 * actor with stubbed effects (xstate's inspection API reports every transition taken, eventless ones included) gives
 * the states and transitions they reach against all of the machine's. `scripts/paths.mjs` turns the parts written
 * here into paths/<machine>.md and .json and the coverage table (paths/coverage.json), and fails below 100 %.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next from 'i18next';
import { expect } from 'vitest';
import {
  createActor,
  fromCallback,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { drawMachine } from '../../src/demo/machineDrawing';
import { graphOf, toMermaid } from '../../src/demo/machineGraph';
import { machineNames, type Translate } from '../../src/demo/machineNames';

/** The suite runs from the project's root (vitest's working directory); PATHS_PARTS points elsewhere (tests of the script). */
const partsDir = () => process.env.PATHS_PARTS ?? join(process.cwd(), 'paths', '.parts');

/** The test files whose parts of an earlier run this run has removed. */
const cleared = new Set<string>();
/**
 * The folder of the running test file's parts (paths/.parts/<test file>/), emptied at its first publish in a run: a
 * file run again alone replaces its own parts and keeps every other file's.
 */
function partsOfThisTest(): { test: string; dir: string } {
  const test = relative(process.cwd(), expect.getState().testPath ?? 'unknown').replaceAll('\\', '/');
  const dir = join(partsDir(), test.replace(/[^\w.-]+/g, '_'));
  if (!cleared.has(test)) {
    rmSync(dir, { recursive: true, force: true });
    cleared.add(test);
  }
  mkdirSync(dir, { recursive: true });
  return { test, dir };
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

/** A transition by what it is (the actor hands out copies of the definitions): from, on, guard, to. */
function structure(t: TransitionLike): string {
  const g = t.guard;
  const guard =
    g === undefined ? '' : typeof g === 'string' ? g : typeof g === 'function' ? String(g) : JSON.stringify(g);
  return `${t.source.id}|${t.eventType}|${guard}|${(t.target ?? []).map((n) => n.id).join(',')}`;
}

/**
 * A transition's readable id, as the paths and their coverage name it (`shown —CANCEL→ cancelling`, `editing
 * —SUBMIT#2→ (stays)`): its state, its event ('(always)' for an eventless one) with its place among that event's
 * transitions when there are several, and its targets. The browser's paths (tests/e2e/paths) name what they see so.
 */
export function transitionLabel(
  sourceId: string,
  eventType: string,
  index: number,
  count: number,
  targetIds: readonly string[],
): string {
  const to = targetIds.map((id) => id.replace(/^[^.]+\./, '')).join(', ') || '(stays)';
  return `${sourceId.replace(/^[^.]+\.?/, '') || '(root)'} —${eventType}${count > 1 ? `#${index + 1}` : ''}→ ${to}`;
}

/** Every state node below the root, by id. */
export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...stateNodes(child)]);
}

/** Every transition of the machine (events, delays, invocation outcomes, eventless), by structure, with a readable id. */
export function transitionsOf(machine: AnyStateMachine): Map<string, string> {
  const all = new Map<string, string>();
  for (const node of [machine.root, ...stateNodes(machine.root)]) {
    const lists: Array<[string, readonly TransitionLike[]]> = [
      ...(node.transitions as Map<string, TransitionLike[]>).entries(),
    ];
    if (node.always) lists.push(['(always)', node.always as TransitionLike[]]);
    for (const [eventType, list] of lists) {
      list.forEach((t, i) =>
        all.set(
          structure(t),
          transitionLabel(
            node.id,
            eventType,
            i,
            list.length,
            (t.target ?? []).map((n) => n.id),
          ),
        ),
      );
    }
  }
  return all;
}

/** The label of a transition pair: one transition, then the next the same case takes. */
const pairLabel = (a: string, b: string) => `${a} ⇒ ${b}`;

/**
 * Every pair of transitions the machine's structure lets follow one another (guards not weighed): the second leaves a
 * state the first enters (its target, their ancestors and descendants; the first's own state when it has no target).
 */
export function pairsOf(machine: AnyStateMachine): Set<string> {
  const all = transitionsOf(machine);
  const list: Array<{ t: TransitionLike; label: string }> = [];
  for (const node of [machine.root, ...stateNodes(machine.root)]) {
    const lists = [...(node.transitions as Map<string, TransitionLike[]>).values()];
    if (node.always) lists.push(node.always as TransitionLike[]);
    for (const l of lists) for (const t of l) list.push({ t, label: all.get(structure(t))! });
  }
  const around = (n: AnyStateNode) => {
    const up: AnyStateNode[] = [];
    for (let a: AnyStateNode | undefined = n; a; a = a.parent) up.push(a);
    return [...up, ...stateNodes(n)];
  };
  const out = new Set<string>();
  for (const first of list) {
    const after = new Set(
      (first.t.target?.length ? first.t.target : [first.t.source]).flatMap((n) => around(n as AnyStateNode)),
    );
    for (const next of list) if (after.has(next.t.source)) out.add(pairLabel(first.label, next.label));
  }
  return out;
}

/** A state node's path as a state value, for snapshot.matches. */
export const valueOf = (node: AnyStateNode): unknown =>
  node.path.reduceRight<unknown>((inner, key) => (inner === null ? key : { [key]: inner }), null);

/** The actor's effects replaced by ones that never answer: a path's outcome events are sent as they are. */
function stubbed(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((name) => [name, fromCallback(() => {})]),
  );
  return machine.provide({ actors } as never);
}

/** A file as a path names it (a Blob serialises as {}): what the screen needs to choose one like it. */
const plain = (v: unknown) =>
  typeof Blob !== 'undefined' && v instanceof Blob
    ? { name: (v as Blob & { name?: string }).name ?? '', type: v.type, size: v.size }
    : v;

/** A step's event in words: its type and the data the path used (as paths/<file>.json keeps it). */
export function describe(event: EventObject): { event: string; data?: unknown } {
  const { type, ...data } = event as EventObject & Record<string, unknown>;
  const named = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, plain(v)]));
  return Object.keys(named).length ? { event: type, data: named } : { event: type };
}

/**
 * The messages the member reads in a state, as the machine keeps them in its context: a call's refusal (`error`,
 * `serverError`, `loginError`: a catalogue code or a name of the machine's own) and the form's field errors
 * (`errors`: locales/ keys). scripts/paths.mjs writes their texts after what the member sees.
 */
export function shownIn(context: unknown): { shows?: string[] } {
  const c = (context ?? {}) as Record<string, unknown>;
  const shows = ['error', 'serverError', 'loginError'].map((k) => c[k]).filter((v) => typeof v === 'string');
  if (c.errors && typeof c.errors === 'object')
    shows.push(...Object.values(c.errors).filter((v) => typeof v === 'string'));
  return shows.length ? { shows: shows as string[] } : {};
}

export interface PublishOptions {
  /** The input the paths were generated with. */
  input?: unknown;
  /** Transitions (by their readable id) the paths cannot reach, with why. */
  unreachable?: Record<string, string>;
}

/**
 * Publish the paths a model test runs for `machine` (of machines/<file>.ts) under `name`: replays them for the
 * states and transitions they reach and writes paths/.parts/<test file>/<file>--<machine id>--<name>.json.
 */
/** An inspector that adds the machine's own microsteps (its root's, not those of actors it spawns) to `into`. */
function observer(
  machine: AnyStateMachine,
  all: Map<string, string>,
  nodes: AnyStateNode[],
  into: { transitions: Set<string>; states: Set<string>; sequence?: string[] },
) {
  const mark = (snap: AnyMachineSnapshot) => {
    for (const n of nodes) if (snap.matches(valueOf(n) as never)) into.states.add(n.id);
  };
  const inspect = (e: InspectionEvent) => {
    if (e.type !== '@xstate.microstep' || e.actorRef.sessionId !== e.rootId) return;
    for (const t of (e as unknown as { _transitions: TransitionLike[] })._transitions) {
      const id = all.get(structure(t));
      if (id) {
        into.transitions.add(id);
        into.sequence?.push(id);
      }
      // A transient state (left at once by an eventless transition) is reached when one of its transitions is taken.
      for (let n: AnyStateNode | undefined = t.source; n && n !== machine.root; n = n.parent) into.states.add(n.id);
    }
    mark(e.snapshot as AnyMachineSnapshot);
  };
  return { inspect, mark };
}

/** Replay paths in an actor with stubbed effects: the states and transitions (by readable id) they reach. */
function reach(
  machine: AnyStateMachine,
  paths: ReadonlyArray<StatePath<AnyMachineSnapshot, EventObject>>,
  input: unknown,
) {
  const all = transitionsOf(machine);
  const nodes = stateNodes(machine.root);
  const reached = { transitions: new Set<string>(), states: new Set<string>(), pairs: new Set<string>() };
  const sequence: string[] = [];
  const impl = stubbed(machine);
  const { inspect, mark } = observer(machine, all, nodes, { ...reached, sequence });
  for (const path of paths) {
    sequence.length = 0;
    const actor = createActor(impl, { input: input as never, inspect });
    // An event the state does not handle errs the actor (xstate/graph offers such edges); it simply reaches nothing.
    actor.subscribe({ error: () => {} });
    actor.start();
    mark(actor.getSnapshot());
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      mark(actor.getSnapshot());
    }
    actor.stop();
    for (let i = 1; i < sequence.length; i++) reached.pairs.add(pairLabel(sequence[i - 1]!, sequence[i]!));
  }
  return { all, nodes, ...reached };
}

/**
 * One path replayed: its events (answers and delays as they are) sent to the machine with stubbed effects. The
 * snapshot after each step (the first is the start's) and the transitions (by readable id) it takes.
 */
export function replay(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]) {
  const transitions = new Set<string>();
  const { inspect } = observer(machine, transitionsOf(machine), stateNodes(machine.root), {
    transitions,
    states: new Set<string>(),
  });
  const actor = createActor(stubbed(machine), { input: input as never, inspect });
  actor.subscribe({ error: () => {} });
  actor.start();
  const snapshots = [actor.getSnapshot() as AnyMachineSnapshot];
  for (const event of events) {
    actor.send(event);
    snapshots.push(actor.getSnapshot() as AnyMachineSnapshot);
  }
  actor.stop();
  return { snapshots, transitions };
}

/**
 * For tests that drive a machine by hand (not a generated path): pass `inspect` to createActor, and the events the
 * actor received (the member's, its own actors' answers) with the states after them are recorded as one path per
 * actor, with the transitions the real run took. `publish` them after the tests ran.
 */
export function recorder(machine: AnyStateMachine) {
  const all = transitionsOf(machine);
  const nodes = stateNodes(machine.root);
  const reached = { transitions: new Set<string>(), states: new Set<string>() };
  const { inspect: observe } = observer(machine, all, nodes, reached);
  const runs = new Map<string, Array<{ event: EventObject; state: unknown; context?: unknown }>>();
  const inspect = (e: InspectionEvent) => {
    observe(e);
    if (e.actorRef.sessionId !== e.rootId) return;
    const run = runs.get(e.rootId) ?? [];
    runs.set(e.rootId, run);
    // The state after an event is the next snapshot's (an event that changes nothing keeps the last one).
    if (e.type === '@xstate.event')
      run.push({
        event: e.event,
        state: run.at(-1)?.state ?? (e.actorRef.getSnapshot() as AnyMachineSnapshot | undefined)?.value ?? null,
        context: run.at(-1)?.context ?? (e.actorRef.getSnapshot() as AnyMachineSnapshot | undefined)?.context,
      });
    if (e.type === '@xstate.snapshot' && run.length > 0) {
      run.at(-1)!.state = (e.snapshot as AnyMachineSnapshot).value;
      run.at(-1)!.context = (e.snapshot as AnyMachineSnapshot).context;
    }
  };
  return {
    inspect,
    /** The types of the events `actor` received so far, in order: the case its run records. */
    eventsOf: (actor: { sessionId: string }) => (runs.get(actor.sessionId) ?? []).map((s) => s.event.type),
    publish(file: string, name: string) {
      const paths = [...runs.values()].map((run) =>
        run.map((s) => ({ ...describe(s.event), state: s.state, ...shownIn(s.context) })),
      );
      write({ file, machine, name, paths, all, nodes, ...reached, unreachable: {} });
    },
  };
}

export interface EdgeOptions<S extends AnyMachineSnapshot, E extends EventObject> {
  /** The events to try in a state: the same per-machine event data the model test generates its paths with. */
  events: (s: S) => readonly E[];
  /** The state's key in the model. */
  serializeState: (s: S) => string;
  serializeEvent?: (e: E) => string;
  input?: unknown;
}

/**
 * The paths plus, for every transition they do not take, one more: the shortest path to a state where an event of
 * the model takes it, then that event (xstate/graph's adjacency map of the same events). A transition no event of the
 * model takes stays uncovered, and `npm run paths` names it.
 */
export function withEdges<S extends AnyMachineSnapshot, E extends EventObject>(
  machine: AnyStateMachine,
  paths: ReadonlyArray<StatePath<S, E>>,
  opts: EdgeOptions<S, E>,
): Array<StatePath<S, E>> {
  // xstate/graph's defaults stand only when an option is absent (not undefined).
  const traversal = Object.fromEntries(
    Object.entries({
      events: opts.events,
      serializeState: opts.serializeState,
      serializeEvent: opts.serializeEvent,
      input: opts.input,
    }).filter(([, v]) => v !== undefined),
  ) as never;
  const shortest = new Map<string, StatePath<S, E>>();
  for (const p of getShortestPaths(machine, traversal) as unknown as Array<StatePath<S, E>>)
    shortest.set(opts.serializeState(p.state), p);
  const out = [...paths];
  const covered = reach(machine, out as never, opts.input).transitions;
  for (const { state, event, nextState } of adjacencyMapToArray(getAdjacencyMap(machine, traversal)) as Array<{
    state: S;
    event: E;
    nextState: S;
  }>) {
    const to = shortest.get(opts.serializeState(state));
    if (!to || nextState.status === 'error') continue;
    const candidate: StatePath<S, E> = {
      state: nextState,
      weight: to.weight + 1,
      steps: [...to.steps, { state: nextState, event }],
    };
    const reached = reach(machine, [candidate as never], opts.input).transitions;
    if ([...reached].some((t) => !covered.has(t))) {
      reached.forEach((t) => covered.add(t));
      out.push(candidate);
    }
  }
  return out;
}

/**
 * Publish the paths a model test runs for `machine` (of machines/<file>.ts) under `name`: replays them for the
 * states and transitions they reach and writes paths/.parts/<test file>/<file>--<machine id>--<name>.json.
 */
export function publish(
  file: string,
  name: string,
  machine: AnyStateMachine,
  paths: ReadonlyArray<StatePath<AnyMachineSnapshot, EventObject>>,
  opts: PublishOptions = {},
): void {
  const reached = reach(machine, paths, opts.input);
  write({
    file,
    machine,
    name,
    input: opts.input,
    paths: paths.map((p) =>
      p.steps.map((s) => ({ ...describe(s.event), state: s.state.value, ...shownIn(s.state.context) })),
    ),
    ...reached,
    unreachable: opts.unreachable ?? {},
  });
}

/** The machines' names in English (locales/en.json), for the testers' drawing; a machine of no names (a test's) by its own. */
const english = i18next.createInstance();
await english.init({
  lng: 'en',
  // Read, not imported: the browser suite's paths (tests/e2e/paths.spec.ts) load this file too, in a Node that imports
  // JSON only with an import attribute.
  resources: {
    en: { translation: JSON.parse(readFileSync(join(process.cwd(), 'locales/en.json'), 'utf8')) },
  },
  interpolation: { escapeValue: false },
  parseMissingKeyHandler: (key) => key.split('.').pop() ?? key,
});

/** The machine's named delays that are a number of ms, as a part keeps them (none: nothing). */
function delaysOf(machine: AnyStateMachine): { delays?: Record<string, number> } {
  const delays = Object.entries(machine.implementations.delays ?? {}).filter(([, v]) => typeof v === 'number');
  return delays.length ? { delays: Object.fromEntries(delays) as Record<string, number> } : {};
}

function write(p: {
  file: string;
  machine: AnyStateMachine;
  name: string;
  input?: unknown;
  paths: unknown[][];
  all: Map<string, string>;
  nodes: AnyStateNode[];
  transitions: Set<string>;
  states: Set<string>;
  pairs?: Set<string>;
  unreachable: Record<string, string>;
}) {
  const { test, dir } = partsOfThisTest();
  const part = {
    file: p.file,
    // The test file that published it: scripts/paths.mjs leaves out the parts of a test file that is gone.
    test,
    machine: p.machine.id,
    name: p.name,
    // The machine drawn from its own definition (Mermaid stateDiagram-v2), for paths/<file>.md.
    diagram: toMermaid(p.machine),
    // The same machine drawn as the demo console draws it (src/demo/machineDrawing.ts), in English: paths/<file>.svg.
    svg: drawMachine(graphOf(p.machine), machineNames(english.getFixedT('en') as Translate, p.machine.id)),
    // The length of each named delay of a number (one of a function has none): "after 1 s" in the cases.
    ...delaysOf(p.machine),
    // The input the paths start from (what JSON keeps of it: a function, such as a form's validation, is left out).
    ...(p.input === undefined ? {} : { input: p.input }),
    paths: p.paths,
    states: { all: p.nodes.map((n) => n.id), covered: [...p.states] },
    transitions: { all: [...p.all.values()], covered: [...p.transitions] },
    // Two transitions one after the other in a case, of the pairs the machine's structure allows (reported, not gated).
    ...(p.pairs ? { pairs: { all: [...pairsOf(p.machine)], covered: [...p.pairs] } } : {}),
    unreachable: p.unreachable,
  };
  writeFileSync(
    join(dir, `${p.file}--${p.machine.id}--${p.name.replace(/[^\w-]+/g, '_')}.json`),
    `${JSON.stringify(part, null, 1)}\n`,
  );
}
