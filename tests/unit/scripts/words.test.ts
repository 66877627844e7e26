// @vitest-environment node
/**
 * The testers' words (tests/model/words.mjs) against the machines: what the member sees for every state a machine
 * rests in, what the member does for every event it takes from them, and no words for a state or event gone.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { PERSONAS } from '../../../mirage/personas';
import { graphOf, statesOf } from '../../../src/demo/machineGraph';
import { ROUTES } from '../../../src/lib/routes';
import { MEMBER_PAGES } from '../../e2e/helpers';
import { AFTER, ANSWERS, CALLS, DOES, FIELDS, MESSAGES, OWN, PEOPLE, SEES, STARTS } from '../../model/words.mjs';
import { MACHINES, restingStates as resting } from '../machineList';

/** The events the member (or the page for them) sends: the upper-case ones, xstate's own left out. */
const memberEvents = (machine: AnyStateMachine) => {
  const g = graphOf(machine);
  return [...new Set([g, ...statesOf(g)].flatMap((s) => s.transitions.map((t) => t.event)))].filter((e) =>
    /^[A-Z_]+$/.test(e),
  );
};
/** The machine's delays as xstate names them in `xstate.after.<delay>.<state>`: a delay's name, or its ms. */
const delaysOf = (machine: AnyStateMachine) => {
  const g = graphOf(machine);
  return [
    ...new Set(
      [g, ...statesOf(g)].flatMap((s) =>
        s.transitions.flatMap((t) => /^xstate\.after\.([^.]+)\./.exec(t.event)?.slice(1, 2) ?? []),
      ),
    ),
  ];
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

  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s: what the member notices when each of its delays runs out, and only those',
    (id, m) => {
      expect(Object.keys((AFTER as Record<string, Record<string, string>>)[id] ?? {}).sort()).toEqual(
        delaysOf(m).sort(),
      );
    },
  );

  it('says what an answer means only for a call of its machine', () => {
    for (const [machine, calls] of Object.entries(ANSWERS))
      expect(Object.keys(calls).filter((c) => !(c in (CALLS[machine as keyof typeof CALLS] ?? {})))).toEqual([]);
  });

  it("says the phone's own work as the phone's, for an actor of its machine: its end and its failure", () => {
    const ids = MACHINES.map((m) => m.id);
    for (const [machine, actors] of Object.entries(OWN)) {
      expect(ids).toContain(machine);
      for (const [actor, said] of Object.entries(actors)) {
        // An actor the words know as one of the machine's (CALLS names each by its id).
        expect(Object.keys(CALLS[machine as keyof typeof CALLS] ?? {})).toContain(actor);
        expect(said.done).toMatch(/^The phone /);
        expect(said.error).toMatch(/^The phone /);
      }
    }
    expect(OWN.slipUpload?.read?.error).toBe('The phone cannot check the picture: its QR reader did not download');
  });

  it('says where the cases of every machine start: a persona of the demo bank (or a visitor) and a page', () => {
    expect(Object.keys(STARTS).sort()).toEqual(MACHINES.map((m) => m.id).sort());
    expect(Object.keys(PEOPLE).sort()).toEqual(Object.keys(PERSONAS).sort());
    // A visitor's page is one the app shows without a log-in (a member page sends a visitor to /login).
    const visitors = Object.values(ROUTES).filter((r) => r !== ROUTES.member);
    for (const s of Object.values(STARTS)) {
      // The machine's start, and each group's (a group says only what of it differs: a persona, or an object).
      const starts = [
        s,
        ...Object.values(s.groups ?? {}).map((g) => ({ ...s, ...(g && typeof g === 'object' ? g : { persona: g }) })),
      ];
      for (const { persona, page } of starts) {
        if (persona !== null && persona !== undefined) expect(Object.keys(PERSONAS)).toContain(persona);
        // A page the app has: a visitor's, or a member page.
        expect([...Object.values(ROUTES), ...MEMBER_PAGES]).toContain(page);
        if (persona === null) expect(visitors).toContain(page);
      }
    }
  });

  /** Every «key» the words quote, and every key a start or a message names. */
  const keys = () => {
    const phrases = [SEES, DOES, FIELDS, CALLS, AFTER]
      .flatMap((t) => Object.values(t).flatMap((m) => Object.values(m)))
      .map((p) =>
        typeof p === 'function' ? p({ now: 0, remember: true, file: { name: 'a', type: 'b', size: 1 } }) : p,
      );
    return [
      ...phrases.flatMap((p) => [...p.matchAll(/«([\w.]+)[ »]/g)].map((m) => m[1]!)),
      ...Object.values(STARTS).flatMap((s) => [
        s.what,
        ...Object.values(s.groups ?? {}).flatMap((g) => (g && typeof g === 'object' && g.what ? [g.what] : [])),
      ]),
      ...Object.values(MESSAGES).flatMap((m) =>
        Object.entries(m)
          .filter(([k]) => k !== '*')
          .map(([, v]) => v),
      ),
    ];
  };
  it.each([
    ['th', th],
    ['la', la],
    ['en', en],
  ] as const)('quotes only labels that locales/%s.json has', (_lang, locale) => {
    const text = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], locale);
    expect(keys().length).toBeGreaterThan(40);
    expect(keys().filter((k) => typeof text(k) !== 'string')).toEqual([]);
  });
});
