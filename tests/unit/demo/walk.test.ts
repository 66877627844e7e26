/**
 * The tour's guided walk (src/demo/tour/walk.ts) against the machines it walks and the texts it reads: every state
 * it names is one of its machine's, it names every state of every machine a screen table runs (tests/e2e/paths), and
 * every step has its words in th, la and en, naming only the app's texts it is given.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createDemoServer } from '../../../mirage';
import { PERSONAS } from '../../../mirage/personas';
import { callOf } from '../../../src/demo/console/calls';
import { graphOf, statesOf } from '../../../src/demo/machineGraph';
import { LABELS } from '../../../src/demo/tour/labels';
import { WALK } from '../../../src/demo/tour/walk';
import { PERSONA_KEYS } from '../../../src/demo/tour/walkStop';
import { MACHINE_EXPORTS, MACHINES, restingStates as restingPaths } from '../machineList';

const BY_ID = new Map(MACHINES.map((m) => [m.id, m]));

/**
 * The machines the screen tables run: each table's `machine:`, by the name machines/ exports it under (a money form's
 * is the money-action machine with the form's rules: `moneyFormMachine(rules)`).
 */
const TABLES = 'tests/e2e/paths';
const MADE_BY: Record<string, string> = { moneyFormMachine: 'moneyActionMachine' };
const ON_SCREEN = [
  ...new Set(
    readdirSync(TABLES).flatMap((f) =>
      [...readFileSync(`${TABLES}/${f}`, 'utf8').matchAll(/^\s+machine: (\w+)[,(]/gm)].map((m) => m[1]!),
    ),
  ),
].map((name) => MACHINE_EXPORTS.get(MADE_BY[name] ?? name)!);

/** The states a member can rest in, as `machine:path`. */
const restingStates = (machine: AnyStateMachine) => restingPaths(machine).map((path) => `${machine.id}:${path}`);

const texts = Object.fromEntries(
  ['th', 'la', 'en'].map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, unknown>]),
);
const at = (obj: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

describe('the guided walk', () => {
  it("walks as the demo bank's personas", () => {
    expect([...PERSONA_KEYS].sort()).toEqual(Object.keys(PERSONAS).sort());
  });

  it('finds the machines the screen tables run', () => {
    expect(ON_SCREEN.length).toBeGreaterThanOrEqual(12);
    expect(ON_SCREEN.every(Boolean)).toBe(true);
  });

  it.each(WALK.map((s) => [s.key, s] as const))('%s: its machines and states are real', (_key, stop) => {
    for (const id of stop.machines) expect(BY_ID.has(id), id).toBe(true);
    for (const state of stop.steps.flat()) {
      const [id, path] = state.split(':') as [string, string];
      expect(stop.machines, state).toContain(id);
      const ids = statesOf(graphOf(BY_ID.get(id)!)).map((s) => s.id);
      expect(ids, state).toContain(`${id}.${path}`);
    }
  });

  it.each(ON_SCREEN.map((m) => [m.id, m] as const))('shows every state of %s', (_id, machine) => {
    const named = new Set(WALK.flatMap((s) => s.steps.flat()));
    expect(restingStates(machine).filter((s) => !named.has(s))).toEqual([]);
  });

  it.each(['th', 'la', 'en'])(
    '%s: every stop has its title and each step its words, naming only what it is given',
    (lang) => {
      for (const stop of WALK) {
        const words = at(texts[lang], `tour.walk.${stop.key}`) as Record<string, unknown>;
        expect(typeof words?.title, `${stop.key}.title`).toBe('string');
        // As many steps in the words as in the walk: none missing, none left over.
        expect(
          Object.keys(words).filter((k) => k !== 'title'),
          stop.key,
        ).toEqual(stop.steps.map((_, i) => String(i + 1)));
        const given = { ...LABELS, ...stop.labels };
        for (const [n, step] of Object.entries(words).filter(([k]) => k !== 'title')) {
          for (const part of ['do', 'see'] as const) {
            const text = (step as Record<string, unknown>)[part];
            expect(typeof text, `${stop.key}.${n}.${part}`).toBe('string');
            for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g))
              expect(Object.keys(given), `${stop.key}.${n}.${part}: {{${name}}}`).toContain(name);
          }
        }
        for (const key of Object.values(given)) expect(typeof at(texts[lang], key), key).toBe('string');
      }
    },
  );

  it('sets up in one tap only what the bank can do: calls of the product, codes they answer, known scenarios', () => {
    const scenarios = createDemoServer({ environment: 'test' });
    try {
      for (const stop of WALK) {
        for (const s of stop.scenarios ?? []) expect(scenarios.controls.scenarios(), stop.key).toContain(s);
        for (const [n, act] of Object.entries(stop.acts ?? {})) {
          const where = `${stop.key} step ${n}`;
          expect(Number(n), where).toBeLessThanOrEqual(stop.steps.length);
          if ('hold' in act || 'fail' in act) {
            const [method, path, code] = 'hold' in act ? [...act.hold, undefined] : act.fail;
            const call = callOf(method, path);
            expect(call, where).toBeDefined();
            if (code) expect([...call!.own, ...call!.any], where).toContain(code);
          }
          if ('scenarios' in act) for (const s of act.scenarios) expect(scenarios.controls.scenarios()).toContain(s);
        }
      }
    } finally {
      scenarios.shutdown();
    }
  });

  it.each(['th', 'la', 'en'])('%s: a step set up in one tap says so; no step names a raw call or code', (lang) => {
    for (const stop of WALK) {
      stop.steps.forEach((_, i) => {
        const n = i + 1;
        const said = `${String(at(texts[lang], `tour.walk.${stop.key}.${n}.do`))} ${String(at(texts[lang], `tour.walk.${stop.key}.${n}.see`))}`;
        if (stop.acts?.[n]) expect(said, `${stop.key}.${n}`).toContain('{{setUp}}');
        // No `POST /api/...`, no `INTERNAL_SERVER_ERROR`: the raw call and code are under the step's details.
        expect(said, `${stop.key}.${n}`).not.toMatch(/\/api\/|\b[A-Z]+_[A-Z_]+\b/);
      });
    }
  });
});
