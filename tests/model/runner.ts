import { expect } from 'vitest';
import { waitFor, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { statusFor } from '../../mirage/armed';
import { caseId } from '../../scripts/paths-cases.mjs';
import { provesRefusal } from '../../src/api/errors';
import { describe as stepOf } from './publish';

/** Outcome events of invoked actors: in a generated path they stand for what the server answers. */
export const isOutcome = (e: EventObject) =>
  e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.');
const isDelay = (e: EventObject) => e.type.startsWith('xstate.after.');
const actorIdOf = (e: EventObject) => e.type.replace(/^xstate\.(done|error)\.actor\./, '');

/**
 * An error outcome for a path: the invoked actor fails with this catalogue code, answered with the demo bank's status
 * for it; `proven` as the app's client reads that answer (a refusal that proves what happened, or an unknown outcome).
 */
export const failure = (actorId: string, code: string) => ({
  type: `xstate.error.actor.${actorId}`,
  error: { code, proven: provesRefusal(statusFor(code), code) },
});
/** A success outcome for a path, with the output the machine reads. */
export const success = (actorId: string, output: unknown = undefined) => ({
  type: `xstate.done.actor.${actorId}`,
  output,
});

export interface PathRun<S extends AnyMachineSnapshot> {
  path: StatePath<S, EventObject>;
  /** The key that identifies a state in the model (value plus the context facts the model tracks). */
  key: (s: S) => string;
  /** Create and start the real actor (Mirage-backed effects). */
  start: () => AnyActorRef;
  /** Make the fake server answer the next call of this actor as the outcome says (before the call is made). */
  arrange: (outcome: EventObject) => Promise<void> | void;
  /** Move the actor's simulated clock for a delayed transition. */
  advance?: (event: EventObject) => void;
  /** Carry out a user event the way the app does (e.g. through a real call); false to just send it. */
  exec?: (event: EventObject, actor: AnyActorRef) => Promise<boolean> | boolean;
}

/**
 * Run one generated path against the real actor: user events are sent as they are; an outcome step is arranged on
 * the fake server before the event that triggers the call, then awaited; after each step the actor's state must
 * have the key the model predicted.
 */
export async function runPath<S extends AnyMachineSnapshot>({ path, key, start, arrange, advance, exec }: PathRun<S>) {
  const steps = path.steps;
  // The case's id, as paths/<file>.md gives it (its events as paths/<file>.json keeps them): a failure names it.
  const id = caseId(
    path.state.machine.id,
    steps.map((s) => JSON.parse(JSON.stringify(stepOf(s.event))) as { event: string; data?: unknown }),
  );
  const arrangeOutcomesAfter = async (index: number) => {
    for (let j = index + 1; j < steps.length && isOutcome(steps[j]!.event); j++) await arrange(steps[j]!.event);
  };
  let actor: AnyActorRef | null = null;
  for (let i = 0; i < steps.length; i++) {
    const { event, state } = steps[i]!;
    const expected = key(state as S);
    if (event.type === 'xstate.init') {
      await arrangeOutcomesAfter(i);
      actor = start();
    } else if (isOutcome(event)) {
      await waitFor(actor!, (s) => key(s as S) === expected, { timeout: 5000 }).catch(() => undefined);
    } else if (isDelay(event)) {
      await arrangeOutcomesAfter(i);
      advance?.(event);
    } else {
      await arrangeOutcomesAfter(i);
      if (!(await exec?.(event, actor!))) actor!.send(event);
    }
    expect(key(actor!.getSnapshot() as S), `${id}, step ${i} (${event.type})`).toBe(expected);
  }
  actor?.stop();
}

/** A readable name for a path: its events. */
export const describePath = (path: StatePath<AnyMachineSnapshot, EventObject>) =>
  path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as EventObject & Record<string, unknown>;
      if (isOutcome(e))
        return `${e.type.startsWith('xstate.done') ? 'ok' : 'fail'}:${actorIdOf(e)}${e.error ? `(${(e.error as { code: string }).code})` : ''}`;
      if (isDelay(e)) return 'wait';
      return e.type + ('field' in e ? `(${String(e.field)}=${String(e.value)})` : '');
    })
    .join(' → ') || 'initial';
