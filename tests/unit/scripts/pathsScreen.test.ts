// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changePasswordMachine } from '../../../machines/changePassword';
import { caseId } from '../../../scripts/paths-cases.mjs';
import { markCases, writeScreenCoverage } from '../../../scripts/paths-screen.mjs';
import { casesOf, missing, screenCases, withStep, type Case } from '../../e2e/paths/cases';

const step = (event: string, state: unknown, data?: Record<string, unknown>) => ({
  event,
  state,
  ...(data ? { data } : {}),
});
const init = step('xstate.init', 'editing');
const typed = step('CHANGE', 'editing', { field: 'oldPassword', value: 'x' });
const submit = step('SUBMIT', 'saving');
const saved = step('xstate.done.actor.save', 'saved');
const refused = step('xstate.error.actor.save', 'editing', { error: { code: 'WRONG_PASSWORD' } });
const file = JSON.stringify([
  { machine: 'other', name: 'first', paths: [[init]] },
  {
    machine: 'changePassword',
    name: 'one',
    input: { a: 1 },
    paths: [[init], [init, typed, submit, saved], [init, submit, saved]],
  },
  {
    machine: 'changePassword',
    name: 'two',
    paths: [
      [init, submit, refused],
      [init, submit],
    ],
  },
]);
const table = {
  file: 'changePassword',
  machine: changePasswordMachine,
  calls: { save: ['PUT', '/api/account/changepwd'] },
  events: { CHANGE: {}, SUBMIT: {} },
  states: { editing: {}, saving: {}, saved: {} },
};
const numbers = (cases: Case[]) => cases.map((c) => c.number);

describe("the cases of the testers' paths on the screen", () => {
  it("numbers the cases through the file, as paths/<file>.md does, and keeps the machine's and the groups asked for", () => {
    const cases = casesOf(table, () => file);
    expect(numbers(cases)).toEqual([2, 3, 4, 5, 6]);
    expect(cases[0]).toMatchObject({ group: 'one', input: { a: 1 } });
    expect(numbers(casesOf({ ...table, groups: ['two'] }, () => file))).toEqual([5, 6]);
    // Each with its id as paths/<file>.md gives it (paths/<file>.md#<id>), made from its events.
    expect(cases.map((c) => c.id)).toEqual([
      caseId('changePassword', [init]),
      caseId('changePassword', [init, typed, submit, saved]),
      caseId('changePassword', [init, submit, saved]),
      caseId('changePassword', [init, submit, refused]),
      caseId('changePassword', [init, submit]),
    ]);
    expect(cases[0]!.id).toMatch(/^changepassword-[0-9a-f]{6}$/);
  });

  it('reaches every state with as few starts as it can: one case through all three before three short ones', () => {
    const cases = casesOf(table, () => file);
    const states = { ...table, events: { SUBMIT: {} } };
    const [two, , four, , six] = cases;
    // Case 4 (editing, saving, saved in 3 steps) alone, where the shortest case to each state was 2, 6 and 4.
    expect(numbers(screenCases(states, [two!, four!, six!]).cases)).toEqual([4]);
    expect(numbers(screenCases(states, cases).cases)).toEqual([4]);
    // A pick asks for the refusal: case 5 joins for it.
    expect(
      numbers(
        screenCases({ ...states, also: [withStep('xstate.error.actor.save', { code: 'WRONG_PASSWORD' })] }, cases)
          .cases,
      ),
    ).toEqual([4, 5]);
  });

  it('takes the case that meets the most still open for its start and steps; of two that meet as much, the shorter', () => {
    const cases = casesOf(table, () => file);
    // Typing (editing —CHANGE→) is in case 3 only: without a screen entry for CHANGE it is never picked.
    const withoutTyping = screenCases({ ...table, events: { SUBMIT: {} } }, cases);
    expect([...withoutTyping.transitions].some((t) => t.includes('CHANGE'))).toBe(false);
    // Case 3 (its 3 states and 2 transitions in 4 steps) meets all that case 4 meets and the typing too.
    const whole = screenCases(table, cases);
    expect(numbers(whole.cases)).toEqual([3]);
    expect([...whole.transitions].filter((t) => t.includes('CHANGE'))).toEqual(['editing —CHANGE→ (stays)']);
    // A case that types twice meets what case 3 meets, one step longer: case 3 stays.
    const longer = { ...cases[1]!, number: 9, steps: [init, typed, typed, submit, saved] };
    expect(numbers(screenCases(table, [longer, ...cases]).cases)).toEqual([3]);
  });

  it('of two cases that meet as much for their cost, takes the shorter first', () => {
    const cases = casesOf(table, () => file);
    const states = { ...table, events: { SUBMIT: {} } };
    // A start costs as much as 19 steps. Case 2 (the form as it opens) meets 1 need in 1 step: 1 for 20. A case that
    // taps Save on the empty form 20 times meets 2 (the form, the empty Save) in 21 steps: 2 for 40. A tie: case 2
    // is taken first, whichever comes first in the list, and the long case after it for the empty Save.
    const tapsSave = {
      ...cases[0]!,
      number: 9,
      steps: [init, ...Array<typeof init>(20).fill(step('SUBMIT', 'editing'))],
    };
    expect(numbers(screenCases(states, [cases[0]!, tapsSave]).cases)).toEqual([2, 9]);
    expect(numbers(screenCases(states, [tapsSave, cases[0]!]).cases)).toEqual([2, 9]);
  });

  it('runs no case that takes a transition the table says the screen never takes', () => {
    const cases = casesOf(table, () => file);
    // Save said to be off while a field is empty: every case that taps it on the empty form is left out, case 3 with
    // its typing too. Case 2 (the form) runs; "saving" and "saved" get their shortest cases (6 and 4) for the report.
    const offScreen = { 'editing —SUBMIT#1→ (stays)': 'Save is off while a field is empty' };
    expect(numbers(screenCases({ ...table, offScreen }, cases).cases)).toEqual([2, 4, 6]);
  });

  it('gives a state no runnable case reaches its shortest case, for `missing` to name what the table lacks', () => {
    const cases = casesOf(table, () => file);
    // Without the save's answer, only cases 2 and 6 can run; "saved" is in cases 3 and 4, and 4 is the shorter.
    expect(numbers(screenCases({ ...table, calls: {} }, cases).cases)).toEqual([4, 6]);
  });

  it('names each state and event a table has no entry for', () => {
    const cases = casesOf(table, () => file);
    expect(missing(table, cases)).toEqual([]);
    expect(
      missing({ ...table, states: { editing: {}, saving: {} }, events: { SUBMIT: {} }, calls: {} }, cases),
    ).toEqual([
      'state saved: no screen entry (what the member sees)',
      'event CHANGE (case 3): no screen entry (what it is on the screen)',
      'event xstate.done.actor.save (case 3): no screen entry (what it is on the screen)',
      'event xstate.error.actor.save (case 5): no screen entry (what it is on the screen)',
    ]);
  });
});

describe('paths/ui-coverage.json and the marked cases', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('marks the cases that ran on the screen in a paths file, and only those', () => {
    const md = '### Case 1\n\n1. start\n\n### Case 2 (ran on the screen)\n\n### Case 12\n';
    expect(markCases(md, [1, 12])).toBe(
      '### Case 1 (ran on the screen)\n\n1. start\n\n### Case 2\n\n### Case 12 (ran on the screen)\n',
    );
  });

  it("counts a machine's screens together (a transfer and a withdraw), marks their cases, and writes nothing after a run of one case", () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-screen-'));
    const part = (
      name: string,
      cases: number[],
      states: string[],
      transitions: string[],
      offScreen: Record<string, string> = {},
    ) =>
      writeFileSync(
        join(dir, '.ui-parts', `${name}.json`),
        JSON.stringify({
          machine: 'moneyAction',
          file: 'moneyAction',
          cases,
          states: { all: ['editing', 'submitting', 'succeeded'], covered: states },
          transitions: { all: ['a', 'b', 'c', 'd'], covered: transitions, offScreen },
        }),
      );
    mkdirSync(join(dir, '.ui-parts'));
    part('transfer', [1, 3], ['editing'], ['a'], { b: 'no control here' });
    part('withdraw', [7], ['editing', 'succeeded'], ['a', 'c']);
    writeFileSync(join(dir, 'moneyAction.md'), '### Case 1\n### Case 3\n### Case 5\n### Case 7\n');
    delete process.env.PATHS_UI_MACHINE;
    delete process.env.PATHS_UI_CASE;
    expect(writeScreenCoverage(dir)).toEqual({
      moneyAction: {
        file: 'moneyAction',
        states: { covered: 2, total: 3 },
        // Each transition no screen took says why, one screen's reason standing for the machine's.
        transitions: { covered: 2, total: 4, offScreen: { b: 'no control here', d: 'no reason given' } },
        cases: [1, 3, 7],
      },
    });
    expect(JSON.parse(readFileSync(join(dir, 'ui-coverage.json'), 'utf8')).moneyAction.cases).toEqual([1, 3, 7]);
    expect(readFileSync(join(dir, 'moneyAction.md'), 'utf8')).toBe(
      '### Case 1 (ran on the screen)\n### Case 3 (ran on the screen)\n### Case 5\n### Case 7 (ran on the screen)\n',
    );

    mkdirSync(join(dir, '.ui-parts'));
    part('transfer', [3], ['editing'], []);
    process.env.PATHS_UI_CASE = '3';
    expect(writeScreenCoverage(dir)).toBeNull();
    expect(JSON.parse(readFileSync(join(dir, 'ui-coverage.json'), 'utf8')).moneyAction.cases).toEqual([1, 3, 7]);
  });
});
