/**
 * Transition tables: a machine's steps written down from the spec (from a state, on an event, to a state, with what
 * the member then sees), checked with xstate's pure `transition`. The model tests walk paths generated from the
 * machine itself, so a wrong target or a lost tag changes their expectation with it; a table does not move.
 */
import { expect, it } from 'vitest';
import { transition, type AnyStateMachine, type StateValue } from 'xstate';

/** An invoked actor's answer, as the machine receives it. */
export const answered = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
/** An invoked actor's failure: a refusal that proves what happened, or (proven: false) an unknown outcome. */
export const failed = (id: string, code: string, proven = true) => ({
  type: `xstate.error.actor.${id}`,
  error: { code, proven },
});

export interface Row {
  from: StateValue;
  event: { type: string; [field: string]: unknown };
  to: StateValue;
  /** The context before the step, over the table's base context. */
  given?: Record<string, unknown>;
  /** Context fields after the step. */
  then?: Record<string, unknown>;
  /** The machine's own actions the step runs, with their params (checked in order, among others). */
  runs?: Array<string | { type: string; params?: unknown }>;
}

/** The snapshot at `value` with `context` (the table's base, then the row's). */
export const at = (machine: AnyStateMachine, value: StateValue, context: Record<string, unknown>) =>
  machine.resolveState({ value, context });

/** One step of a row: the state reached, its context and the actions run. */
export function step(machine: AnyStateMachine, base: Record<string, unknown>, row: Row) {
  const [next, actions] = transition(machine, at(machine, row.from, { ...base, ...row.given }), row.event);
  return {
    value: next.value,
    context: next.context as Record<string, unknown>,
    actions: actions.map((a) => ({ type: a.type, params: (a as { params?: unknown }).params })),
  };
}

/** The tags of each state, as the views read them (`hasTag`). */
const tagsAt = (machine: AnyStateMachine, value: StateValue, context: Record<string, unknown>) =>
  [...at(machine, value, context).tags].sort();

/** A name for a row in a test's title. */
const titleOf = (row: Row) => `${JSON.stringify(row.from)} --${row.event.type}--> ${JSON.stringify(row.to)}`;

/** One test per row: the state reached, the context fields named, the actions named. */
export function checkTable(machine: AnyStateMachine, base: Record<string, unknown>, rows: Row[]) {
  it.each(rows.map((row) => [titleOf(row), row] as const))('%s', (_, row) => {
    const s = step(machine, base, row);
    expect(s.value).toEqual(row.to);
    if (row.then) expect(s.context).toMatchObject(row.then);
    for (const a of row.runs ?? [])
      expect(s.actions).toContainEqual(typeof a === 'string' ? expect.objectContaining({ type: a }) : a);
  });
}

/** A delayed transition's event: `delay` ran out in the state `id` (the machine's id, then the state's path). */
export const elapsed = (delay: string, id: string) => ({ type: `xstate.after.${delay}.${id}` });

/** A state's value from its path ('active.idle' → { active: 'idle' }). */
const valueOf = (path: string): StateValue =>
  path.split('.').reduceRight<StateValue | null>((inner, key) => (inner === null ? key : { [key]: inner }), null)!;

/** Each state's tags as a table says them (the views read them), checked state by state ('parent.child' nests). */
export function checkTags(machine: AnyStateMachine, base: Record<string, unknown>, tags: Record<string, string[]>) {
  it.each(Object.entries(tags))('%s carries the tags %j', (path, want) => {
    expect(tagsAt(machine, valueOf(path), base)).toEqual([...want].sort());
  });
}

/** A delayed event a step schedules: its name, and how long (ms) until it comes. */
export const schedules = (event: string, delay: number) => ({
  type: 'xstate.raise',
  params: expect.objectContaining({ event: { type: event }, delay }),
});

/** An actor a step starts: its id, its input (when named) and its logic (the id's own unless named). */
export const starts = (id: string, input?: unknown, src = id) => ({
  type: 'xstate.spawnChild',
  params: expect.objectContaining({ id, src, ...(input === undefined ? {} : { input }) }),
});
