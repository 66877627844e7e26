/**
 * The testers' paths on the screen, their cases: read from paths/<file>.json (the model tests' cases, numbered as
 * paths/<file>.md numbers them), the shortest case to each state of a machine, and what a screen table lacks for them.
 * No browser here (tests/unit/e2e/pathsCases.test.ts checks it); tests/e2e/paths/screen.ts runs the cases.
 */
import { readFileSync } from 'node:fs';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { caseIds } from '../../../scripts/paths-cases.mjs';
import { replay, stateNodes, transitionsOf } from '../../model/publish';

export interface Step {
  event: string;
  /** `error.refused`: the phone's own work refusing with a code of its own (machines/slipUpload.ts RefusedSlip). */
  data?: Record<string, unknown> & { output?: unknown; error?: { code: string; refused?: string } };
  state: unknown;
}
export interface Case {
  /** Its number in paths/<file>.md. */
  number: number;
  /** Its id, made from its events (paths/<file>.md#<id>): the same across commits while its events are. */
  id: string;
  /** The model test's name for its group of paths (e.g. a persona). */
  group: string;
  /** The machine's input the group's paths start from, as the model test published it. */
  input?: unknown;
  steps: Step[];
}
/** What of a screen table the cases need: its machine, its groups and picks, its entries. */
export interface CaseSource {
  file: string;
  machine: AnyStateMachine;
  groups?: readonly string[];
  also?: ReadonlyArray<(c: Case) => boolean>;
  /**
   * The machine's input where the model's published one is not all of it (a form's validation function), or differs.
   * The case's own (Case.input) otherwise.
   */
  input?: unknown;
  /**
   * Transitions (by their readable id, as paths/<file>.md names them) no case can take on this screen, with why: a
   * control the screen does not have, an answer the bank cannot give. paths/ui-coverage.json repeats the reasons.
   */
  offScreen?: Readonly<Record<string, string>>;
  /**
   * Whether the screen can play a case whose events all have entries: `false` where a step has no control in the
   * state it is sent in (a dismiss with nothing shown to dismiss). `snapshots`: the model's, the start's first.
   */
  playable?: (c: Case, snapshots: readonly AnyMachineSnapshot[]) => boolean;
  /**
   * Events that are a call's answer sent back by the machine's own actor (a callback actor's UPLOADED or FAILED), by
   * type: the actor's id, whose `calls` entry is the call. A failure's code is the event's `code`.
   */
  answers?: Readonly<Record<string, string>>;
  /**
   * Invoked actors that are the phone's own work, no call (the slip's reading): their outcome comes by itself, too
   * fast to hold, so the state they run in is not waited for on the screen; the state their outcome leads to is.
   */
  ownWork?: readonly string[];
  calls: Record<string, unknown>;
  events: Record<string, unknown>;
  states: Record<string, unknown>;
}

/** A call of the contracts (src/api/contracts) for `calls`, a `:param` of its path filled where the case needs one. */
export const callOf = (ep: { method: string; path: string }, params: Record<string, string> = {}) =>
  [ep.method, ep.path.replace(/:(\w+)/g, (m, k: string) => params[k] ?? m)] as const;

const isOutcome = (event: string) => /^xstate\.(done|error)\.actor\./.test(event);
const actorOf = (event: string) => event.replace(/^xstate\.(done|error)\.actor\./, '');
/** The actor whose call a step's event answers (its outcome, or one of the table's `answers`), else null. */
export const answerOf = (map: Pick<CaseSource, 'answers'>, event: string) =>
  isOutcome(event) ? actorOf(event) : (map.answers?.[event] ?? null);
/** The failure code an answer step carries: an outcome's error, or a callback actor's event's `code`. */
export const codeOfStep = (map: Pick<CaseSource, 'answers'>, step: Step) =>
  step.data?.error?.code ??
  (map.answers?.[step.event] && typeof step.data?.code === 'string' ? step.data.code : undefined);
/** A state node's id below its machine (`session.anonymous.idle` → `anonymous.idle`). */
export const local = (id: string) => id.replace(/^[^.]+\./, '');

/** The cases of the machine's file, numbered as paths/<file>.md numbers them, with their ids. */
export function casesOf(map: CaseSource, read = (file: string) => readFileSync(file, 'utf8')): Case[] {
  const groups = JSON.parse(read(`paths/${map.file}.json`)) as Array<{
    machine: string;
    name: string;
    input?: unknown;
    paths: Step[][];
  }>;
  let number = 0;
  const all = groups.flatMap((g) =>
    g.paths.map((steps) => ({ number: ++number, group: g.name, input: g.input, steps, machine: g.machine })),
  );
  // The ids as scripts/paths.mjs gives them: of the whole file's cases (two groups' same events tell apart so).
  const { ids } = caseIds(all);
  return all
    .map((c, i) => ({ ...c, id: ids[i]! }))
    .filter((c) => c.machine === map.machine.id && (!map.groups || map.groups.includes(c.group)))
    .map(({ machine: _, ...c }) => c);
}

/** The state node ids (below the machine) that a state value is in, outermost first. */
export function activeIds(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    `${prefix}${k}`,
    ...activeIds(v, `${prefix}${k}.`),
  ]);
}

/**
 * A case replayed in the machine with stubbed effects (its steps' events with their data, answers and delays as they
 * are): the model's snapshot after each step, and the transitions it takes.
 */
export function replayCase(map: CaseSource, c: Case) {
  const input =
    map.input === undefined
      ? c.input
      : typeof map.input === 'function'
        ? (map.input as (c: Case) => unknown)(c)
        : map.input;
  const events = c.steps.slice(1).map((step) => {
    const { output, error, ...rest } = step.data ?? {};
    return {
      type: step.event,
      ...rest,
      ...(output === undefined ? {} : { output }),
      ...(error === undefined ? {} : { error }),
    } as EventObject;
  });
  return replay(map.machine, input, events);
}

/**
 * The end of the phone's own work: done, or refused by its own rule (the file the member chose brings it about); its
 * other failures (a reader that did not download) are no step a screen can bring about.
 */
const ownEnd = (map: CaseSource, s: Step) =>
  (s.event.startsWith('xstate.done.actor.') ||
    (s.event.startsWith('xstate.error.actor.') && s.data?.error?.refused !== undefined)) &&
  !!map.ownWork?.includes(actorOf(s.event));

/** A case the table can run: each of its events and answers has a screen entry, and the table can play it. */
const drivable = (map: CaseSource, c: Case, snapshots: readonly AnyMachineSnapshot[]) =>
  c.steps.slice(1).every((s) => {
    const id = answerOf(map, s.event);
    return id ? map.calls[id] || ownEnd(map, s) : map.events[s.event];
  }) &&
  (map.playable?.(c, snapshots) ?? true);

/**
 * A case's start on the screen (a fresh demo bank, the member's log-in, the app loaded) costs about as much as this
 * many steps: 2.3 s against 0.12 s a step, measured over the 214 cases of one run (docs/testing.md#measurements).
 */
const START_IN_STEPS = 19;

/**
 * The cases a screen runs: together they reach each state of the machine, meet each of the table's `also` picks and
 * take each transition a case the table can run takes, in as little time as can be found. Greedy set cover: the case
 * that meets the most of what is still open for its cost (its start and its steps) is taken, then the next; the
 * shorter, then the first, when two tie. A state or pick no runnable case meets gets its shortest case (so `missing`
 * names what the table lacks). Each case once; the transitions the chosen cases take come with them.
 */
export function screenCases(map: CaseSource, cases: Case[]): { cases: Case[]; transitions: Set<string> } {
  const chosen = new Map<number, Case>();
  const replayed = new Map(cases.map((c) => [c.number, replayCase(map, c)]));
  const taken = new Map(cases.map((c) => [c.number, replayed.get(c.number)!.transitions]));
  // A case the table can play, that takes no transition the table says the screen never takes.
  const runnable = cases.filter(
    (c) =>
      drivable(map, c, replayed.get(c.number)!.snapshots) && ![...taken.get(c.number)!].some((t) => map.offScreen?.[t]),
  );
  const picks = [
    ...stateNodes(map.machine.root).map(
      (node) => (c: Case) => c.steps.some((s) => activeIds(s.state).includes(local(node.id))),
    ),
    ...(map.also ?? []),
  ];
  for (const pick of picks.filter((p) => !runnable.some(p))) {
    const best = cases.filter(pick).sort((a, b) => a.steps.length - b.steps.length || a.number - b.number)[0];
    if (best) chosen.set(best.number, best);
  }
  const needs = [
    ...picks,
    ...[...transitionsOf(map.machine).values()]
      .filter((t) => !map.offScreen?.[t])
      .map((t) => (c: Case) => taken.get(c.number)!.has(t)),
  ];
  // What each runnable case meets, by the needs' places; the needs some runnable case meets are open.
  const meets = new Map(runnable.map((c) => [c, new Set(needs.flatMap((need, i) => (need(c) ? [i] : [])))]));
  const open = new Set([...meets.values()].flatMap((m) => [...m]));
  const gain = (c: Case) => [...meets.get(c)!].filter((i) => open.has(i)).length / (START_IN_STEPS + c.steps.length);
  while (open.size > 0) {
    const best = runnable.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a,
    );
    chosen.set(best.number, best);
    meets.get(best)!.forEach((i) => open.delete(i));
  }
  const transitions = new Set([...chosen.keys()].flatMap((n) => [...taken.get(n)!]));
  return { cases: [...chosen.values()].sort((a, b) => a.number - b.number), transitions };
}

/** A pick for `also`: a case with a step of this event (and, for an answer, this failure code), optionally in a group. */
export const withStep =
  (event: string, opts: { code?: string; group?: string } = {}) =>
  (c: Case) =>
    (!opts.group || c.group === opts.group) &&
    c.steps.some(
      (s) => s.event === event && (!opts.code || s.data?.error?.code === opts.code || s.data?.code === opts.code),
    );

/** What a table lacks for these cases: states of the machine and events of the cases without an entry. */
export function missing(map: CaseSource, cases: Case[]): string[] {
  const out = stateNodes(map.machine.root)
    .filter((n) => !map.states[local(n.id)])
    .map((n) => `state ${local(n.id)}: no screen entry (what the member sees)`);
  // Each event once, with the first case that has it.
  const named = new Set<string>();
  for (const c of cases) {
    for (const s of c.steps.slice(1)) {
      const id = answerOf(map, s.event);
      if (named.has(s.event) || (id ? map.calls[id] || ownEnd(map, s) : map.events[s.event])) continue;
      named.add(s.event);
      out.push(`event ${s.event} (case ${c.number}): no screen entry (what it is on the screen)`);
    }
  }
  return out;
}
