// @vitest-environment node
/**
 * The testers' words (tests/model/words.mjs) against the machines: what the member sees for every state a machine
 * rests in, what the member does for every event it takes from them, and no words for a state or event gone.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { graphOf, statesOf } from '../../../src/demo/machineGraph';
import { DOES, SEES } from '../../model/words.mjs';
import { MACHINES, restingStates as resting } from '../machineList';

/** The events the member (or the page for them) sends: the upper-case ones, xstate's own left out. */
const memberEvents = (machine: AnyStateMachine) => {
  const g = graphOf(machine);
  return [...new Set([g, ...statesOf(g)].flatMap((s) => s.transitions.map((t) => t.event)))].filter((e) =>
    /^[A-Z_]+$/.test(e),
  );
};
const sees = SEES as Record<string, Record<string, string>>;
const does = DOES as Record<string, Record<string, string>>;

describe("the testers' words", () => {
  it('has words for the machines of machines/ and no others', () => {
    expect(Object.keys(sees).sort()).toEqual(
      MACHINES.filter((m) => resting(m).length > 0)
        .map((m) => m.id)
        .sort(),
    );
    expect(
      Object.keys(does)
        .filter((k) => k !== '*')
        .sort(),
    ).toEqual(MACHINES.map((m) => m.id).sort());
  });

  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s: what the member sees in each state, and only those',
    (id, m) => {
      expect(Object.keys(sees[id] ?? {}).sort()).toEqual(resting(m).sort());
    },
  );

  it.each(MACHINES.map((m) => [m.id, m] as const))('%s: what the member does for each event', (id, m) => {
    const missing = memberEvents(m).filter((e) => !does[id]?.[e] && !does['*']![e]);
    expect(missing).toEqual([]);
    // A machine's own words name events it takes.
    expect(Object.keys(does[id] ?? {}).filter((e) => !memberEvents(m).includes(e))).toEqual([]);
  });
});
