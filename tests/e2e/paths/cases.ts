/**
 * The testers' paths on the screen, their cases: read from paths/<file>.json (the model tests' cases, numbered as
 * paths/<file>.md numbers them), the shortest case to each state of a machine, and what a screen table lacks for them.
 * No browser here (tests/unit/e2e/pathsCases.test.ts checks it); tests/e2e/paths/screen.ts runs the cases.
 */
import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { stateNodes } from '../../model/publish';

export interface Step {
  event: string;
  data?: Record<string, unknown> & { output?: unknown; error?: { code: string } };
  state: unknown;
}
export interface Case {
  /** Its number in paths/<file>.md. */
  number: number;
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
  calls: Record<string, unknown>;
  events: Record<string, unknown>;
  states: Record<string, unknown>;
}

/** A call of the contracts (src/api/contracts) for `calls`, a `:param` of its path filled where the case needs one. */
export const callOf = (ep: { method: string; path: string }, params: Record<string, string> = {}) =>
  [ep.method, ep.path.replace(/:(\w+)/g, (m, k: string) => params[k] ?? m)] as const;

export const isOutcome = (event: string) => /^xstate\.(done|error)\.actor\./.test(event);
export const actorOf = (event: string) => event.replace(/^xstate\.(done|error)\.actor\./, '');
/** A state node's id below its machine (`session.anonymous.idle` → `anonymous.idle`). */
export const local = (id: string) => id.replace(/^[^.]+\./, '');

/** The cases of the machine's file, numbered as paths/<file>.md numbers them. */
export function casesOf(map: CaseSource, read = (file: string) => readFileSync(file, 'utf8')): Case[] {
  const groups = JSON.parse(read(`paths/${map.file}.json`)) as Array<{
    machine: string;
    name: string;
    input?: unknown;
    paths: Step[][];
  }>;
  let number = 0;
  return groups
    .flatMap((g) =>
      g.paths.map((steps) => ({ number: ++number, group: g.name, input: g.input, steps, machine: g.machine })),
    )
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
 * The cases that reach every state of the machine, each the shortest case to one state (fewest steps; the first
 * such when several tie), and the shortest case each of the table's `also` picks; each case once.
 */
export function statesCases(map: CaseSource, cases: Case[]): Case[] {
  const chosen = new Map<number, Case>();
  const shortest = (pick: (c: Case) => boolean) =>
    cases.filter(pick).sort((a, b) => a.steps.length - b.steps.length || a.number - b.number)[0];
  const picks = [
    ...stateNodes(map.machine.root).map(
      (node) => (c: Case) => c.steps.some((s) => activeIds(s.state).includes(local(node.id))),
    ),
    ...(map.also ?? []),
  ];
  for (const pick of picks) {
    const best = shortest(pick);
    if (best) chosen.set(best.number, best);
  }
  return [...chosen.values()].sort((a, b) => a.number - b.number);
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
      if (named.has(s.event) || (isOutcome(s.event) ? map.calls[actorOf(s.event)] : map.events[s.event])) continue;
      named.add(s.event);
      out.push(`event ${s.event} (case ${c.number}): no screen entry (what it is on the screen)`);
    }
  }
  return out;
}
