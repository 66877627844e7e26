/**
 * The testers' paths on the screen (`npm run paths:ui`): the cases the model tests published (paths/<file>.json, the
 * same numbers as paths/<file>.md) run in Chromium against the built demo, as a member would. A machine's table
 * (tests/e2e/paths/<machine>.ts) says what each event is on the screen and what the member sees in each state; after
 * every step the live machine (xstate's inspection API, `window.demoMachines`) must be in the case's state and the
 * screen must show that state. A call's answer is a step: the demo bank holds the call (`demo.holdNext`) until the
 * step, so the waiting state is on screen meanwhile, and answers it as the case says (with a failure's code).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { expect, type Browser, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { DemoControls } from '../../../mirage/controls';
import { stateNodes, transitionLabel, transitionsOf } from '../../model/publish';
import { activeIds, answerOf, codeOfStep, local, replayCase, type Case, type CaseSource, type Step } from './cases';

export { callOf, casesOf, missing, screenCases, withStep, type Case } from './cases';

export interface Run {
  page: Page;
  case: Case;
  /** The step being carried out or checked. */
  step: Step;
  /** The machine's snapshot after this step, as the model has it (the case replayed in node): its context says what the screen shows. */
  expected: AnyMachineSnapshot;
  /** What a case keeps between its steps (e.g. the QR code the bank made). */
  memo: Record<string, unknown>;
}
/** An actor by a value of its context (`bonus.code` reads one level down). */
interface ActorPick {
  key: string;
  value: string | number | boolean;
}
/** A member's event, a delay or the arrangement of an answer, done on the screen or through the demo controls. */
export type Act = (run: Run, data: NonNullable<Step['data']>) => Promise<void>;

export interface ScreenMap extends CaseSource {
  /** Its name in the runs (the machine's id, or e.g. `moneyAction (withdraw)` for one of its screens). */
  name?: string;
  /** machines/<file>.ts, whose cases are in paths/<file>.json. */
  file: string;
  machine: AnyStateMachine;
  /** Only these groups of the machine's cases (by name); all by default. */
  groups?: readonly string[];
  /**
   * Beyond a case to each state, the shortest case that each of these picks (a flow the screen must show, such as a
   * refusal's text or a session the server ends).
   */
  also?: ReadonlyArray<(c: Case) => boolean>;
  /**
   * States this screen cannot reach because the machine's input here leaves them out, each reached on another screen
   * of the same machine (the transfer has no confirm step; the withdrawal's screen reaches it).
   */
  elsewhere?: Readonly<Record<string, string>>;
  /** How long the runner waits for a step's state (the delays a machine waits for count here). */
  timeout?: number;
  /** Before a case: the bank and the member (a fresh bank, a persona logged in, a page open). */
  setup: (run: Run) => Promise<void>;
  /** `start` of a case: the flow's screen opened (its first calls held or arranged just before). */
  start: (run: Run) => Promise<void>;
  /**
   * Which of the machine's actors on the page is the case's, when the page runs several (one per QR provider): the
   * one whose context has this value under this key. The newest actor of the machine otherwise.
   */
  actor?: ActorPick | ((c: Case) => ActorPick);
  /**
   * The call that each invoked actor makes (by its id): its answer is a step of the case. A failure is answered with
   * the bank's status for its code, or the route's own where it differs (`{ WRONG_PASSWORD: 400 }`).
   */
  calls: Record<string, readonly [method: string, path: string, statuses?: Record<string, number>]>;
  /** The bank set so that the call answers as this step says, before the step that makes the call. */
  arrange?: Record<string, Act>;
  /** The member's events and the delays, by event type. */
  events: Record<string, Act>;
  /** What the member sees in each state (by state id below the machine: `idle`, `anonymous.checking`). */
  states: Record<string, (run: Run) => Promise<void>>;
}

interface Recorded {
  /** The last state value of each actor (by session id), with its machine and the plain values of its context. */
  values: Record<string, { machine: string; value: unknown; context: Record<string, unknown>; at: number }>;
  transitions: Array<{
    machine: string;
    source: string;
    eventType: string;
    index: number;
    count: number;
    targets: string[];
  }>;
}

/**
 * A page of its own for a machine's cases (one log-in per machine where its cases allow), recording from its first
 * script every snapshot and transition of the app's machines (`window.demoMachines`, set by the demo bank at start).
 */
export async function machinePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    type Node = { id: string; always?: unknown[]; transitions: Map<string, unknown[]> };
    type T = { source: Node; eventType: string; target?: Node[] };
    // What the machines did on a page the case left (an address opened, a reload) comes with it to the tab's next
    // page, so that a case's record holds all of it.
    const KEPT = 'paths.transitions';
    let kept: Recorded['transitions'] = [];
    try {
      kept = JSON.parse(sessionStorage.getItem(KEPT) ?? '[]') as Recorded['transitions'];
      sessionStorage.removeItem(KEPT);
    } catch {
      // A page without storage of its own (about:blank).
    }
    const rec: Recorded = { values: {}, transitions: kept };
    addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(KEPT, JSON.stringify(rec.transitions));
      } catch {
        // As above.
      }
    });
    let at = 0;
    (window as unknown as { __paths: Recorded }).__paths = rec;
    let machines: unknown;
    Object.defineProperty(window, 'demoMachines', {
      configurable: true,
      get: () => machines,
      set(v: {
        on: (
          l: (e: {
            type: string;
            actorRef: { sessionId: string; logic?: { id?: string } };
            snapshot?: { value?: unknown; context?: Record<string, unknown> };
            _transitions?: T[];
          }) => void,
        ) => void;
      }) {
        machines = v;
        v.on((e) => {
          const machine = e.actorRef.logic?.id;
          if (!machine || !e.snapshot || !('value' in e.snapshot)) return;
          // The context's plain values, one level down too (`bonus.code`): enough to tell the page's actors apart.
          const plain = (o: Record<string, unknown>, prefix = ''): Array<[string, unknown]> =>
            Object.entries(o).flatMap(([k, x]) =>
              ['string', 'number', 'boolean'].includes(typeof x)
                ? [[prefix + k, x]]
                : x && typeof x === 'object' && !prefix && !Array.isArray(x)
                  ? plain(x as Record<string, unknown>, `${k}.`)
                  : [],
            );
          const context = Object.fromEntries(plain(e.snapshot.context ?? {}));
          const known = rec.values[e.actorRef.sessionId];
          rec.values[e.actorRef.sessionId] = { machine, value: e.snapshot.value, context, at: known?.at ?? ++at };
          for (const t of e._transitions ?? []) {
            const always = (t.source.always ?? []) as unknown[];
            const isAlways = always.includes(t);
            const list = isAlways ? always : (t.source.transitions.get(t.eventType) ?? []);
            rec.transitions.push({
              machine,
              source: t.source.id,
              eventType: isAlways ? '(always)' : t.eventType,
              index: list.indexOf(t),
              count: list.length,
              targets: (t.target ?? []).map((n) => n.id),
            });
          }
        });
      },
    });
  });
  return page;
}

/** What the page's machines did, for the coverage; the log is emptied. */
async function takeRecord(page: Page): Promise<Recorded['transitions']> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __paths: Recorded }).__paths;
    return rec.transitions.splice(0);
  });
}

type Remote<T> = { [K in keyof T]: T[K] extends (...a: infer A) => infer R ? (...a: A) => Promise<Awaited<R>> : never };
/** The demo bank's controls (`window.demo`, mirage/controls.ts) called from the test: `await bank(page).advanceClock(ms)`. */
export const bank = (page: Page) =>
  new Proxy({} as Remote<DemoControls>, {
    get:
      (_, name: string) =>
      (...args: unknown[]) =>
        page.evaluate(
          ([n, a]) => (window as unknown as { demo: Record<string, (...x: unknown[]) => unknown> }).demo[n]!(...a),
          [name, args] as const,
        ),
  });

/** What the screen runs reached, for paths/ui-coverage.json. */
export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  readonly cases = new Set<number>();
  constructor(readonly map: ScreenMap) {}

  /** Each case's own part (paths/.ui-parts/<name>.cases/case-<n>.json), which a new worker reads back. */
  private casePart(n: number) {
    return `paths/.ui-parts/${screenName(this.map).replace(/[^\w-]+/g, '_')}.cases/case-${n}.json`;
  }

  /** A case starts: what an earlier try of it reached no longer counts. */
  begin(n: number) {
    rmSync(this.casePart(n), { force: true });
  }

  /** What a case reached on the screen; with its number, kept in its part for a later worker of this run. */
  add(recorded: Recorded['transitions'], values: unknown[], n?: number) {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const t of recorded.filter((r) => r.machine === this.map.machine.id)) {
      transitions.add(transitionLabel(t.source, t.eventType, t.index, t.count, t.targets));
      // A transient state (left at once by an eventless transition) is reached when one of its transitions is taken.
      if (t.source !== this.map.machine.id)
        for (const id of activeIds(
          local(t.source)
            .split('.')
            .reduceRight<unknown>((v, k) => (v === null ? k : { [k]: v }), null),
        ))
          states.add(id);
    }
    for (const v of values) for (const id of activeIds(v)) states.add(id);
    states.forEach((x) => this.states.add(x));
    transitions.forEach((x) => this.transitions.add(x));
    if (n === undefined) return;
    this.cases.add(n);
    const file = this.casePart(n);
    mkdirSync(file.replace(/\/[^/]*$/, ''), { recursive: true });
    writeFileSync(file, JSON.stringify({ states: [...states], transitions: [...transitions] }));
  }

  /**
   * The cases of this run that passed in an earlier worker (a failed case ends its worker; the next one goes on with
   * the machine's other cases): read back from their parts.
   */
  readBack(numbers: readonly number[]) {
    for (const n of numbers) {
      if (this.cases.has(n) || !existsSync(this.casePart(n))) continue;
      const part = JSON.parse(readFileSync(this.casePart(n), 'utf8')) as { states: string[]; transitions: string[] };
      part.states.forEach((x) => this.states.add(x));
      part.transitions.forEach((x) => this.transitions.add(x));
      this.cases.add(n);
    }
  }

  /**
   * Writes paths/.ui-parts/<name>.json (tests/e2e/paths/teardown.ts gathers them, a machine's screens together);
   * answers the states it did not reach.
   */
  write(): string[] {
    const all = stateNodes(this.map.machine.root).map((n) => local(n.id));
    mkdirSync('paths/.ui-parts', { recursive: true });
    const part = {
      machine: this.map.machine.id,
      file: this.map.file,
      cases: [...this.cases].sort((a, b) => a - b),
      states: { all, covered: all.filter((s) => this.states.has(s)) },
      transitions: {
        all: [...transitionsOf(this.map.machine).values()],
        covered: [...this.transitions],
        offScreen: this.map.offScreen ?? {},
      },
    };
    writeFileSync(
      `paths/.ui-parts/${screenName(this.map).replace(/[^\w-]+/g, '_')}.json`,
      `${JSON.stringify(part, null, 1)}\n`,
    );
    return all.filter((s) => !this.states.has(s) && !(s in (this.map.elsewhere ?? {})));
  }
}

export const screenName = (map: ScreenMap) => map.name ?? map.machine.id;

/**
 * A failed case as a tester hands it over: where its words are (paths/<file>.md#<id>), how to see it again, its
 * steps with the state each should reach, and what was seen.
 */
export function bugReport(map: ScreenMap, c: Case, seen: unknown): string {
  return [
    `# ${screenName(map)}: ${c.id} (case ${c.number}, ${c.group}) fails on the screen`,
    '',
    `- Case: paths/${map.file}.md#${c.id}`,
    '- Configuration: the demo build (npm run paths:ui), Thai, a 360 × 740 page',
    `- See it again: \`npm run paths:ui -- --machine ${map.machine.id} --case ${c.id} --headed\``,
    '',
    '## Steps, and the state each should reach',
    '',
    ...c.steps.map((s, i) => `${i + 1}. ${i === 0 ? 'start' : s.event} → ${JSON.stringify(s.state)}`),
    '',
    '## Seen',
    '',
    '```',
    stripVTControlCharacters(String(seen instanceof Error ? seen.message : seen)),
    '```',
    '',
  ].join('\n');
}

/** The live machine's state value: the last snapshot of the case's actor (ScreenMap.actor), else of the newest one. */
const liveValue = (page: Page, map: ScreenMap, c: Case) =>
  page.evaluate(
    ({ machine, pick }) => {
      const mine = Object.values((window as unknown as { __paths: Recorded }).__paths.values)
        .filter((a) => a.machine === machine && (!pick || a.context[pick.key] === pick.value))
        .sort((a, b) => b.at - a.at);
      return mine[0]?.value ?? null;
    },
    { machine: map.machine.id, pick: (typeof map.actor === 'function' ? map.actor(c) : map.actor) ?? null },
  );

/**
 * Run one case on the page: `start`, then each step (a member's event on the screen, a held answer released, a delay
 * waited for); after each, the live machine is in the step's state and the screen shows it.
 */
export async function runCase(page: Page, map: ScreenMap, c: Case, coverage: Coverage) {
  const memo: Record<string, unknown> = {};
  coverage.begin(c.number);
  const expected = replayCase(map, c).snapshots;
  const timeout = map.timeout ?? 10_000;
  const values: unknown[] = [];
  // Every call the model starts at a step is held by the bank until the step that answers it (with that step's
  // failure code, if it fails), so its waiting state stays on screen; a call that no step answers stays held.
  const holdStarted = async (index: number) => {
    const before = index > 0 ? (expected[index - 1]!.children as Record<string, unknown>) : {};
    for (const [id, ref] of Object.entries(expected[index]!.children as Record<string, unknown>)) {
      if (before[id] === ref || !map.calls[id]) continue;
      const [method, path, statuses] = map.calls[id];
      const answer = c.steps.slice(index + 1).find((s) => answerOf(map, s.event) === id);
      const arrange = answer && (map.arrange?.[answer.event] ?? map.arrange?.[id]);
      if (arrange)
        await arrange(
          { page, case: c, step: answer, memo, expected: expected[c.steps.indexOf(answer)]! },
          answer.data ?? {},
        );
      const code = answer && codeOfStep(map, answer);
      await bank(page).holdNext(method, path, code, code ? statuses?.[code] : undefined);
    }
  };
  const armed = new Set<number>();
  for (const [i, step] of c.steps.entries()) {
    const run: Run = { page, case: c, step, memo, expected: expected[i]! };
    expect(expected[i]!.value, `${c.id} (case ${c.number}), step ${i + 1}: the model replayed`).toEqual(step.state);
    const where = `${c.id} (case ${c.number}), step ${i + 1} (${step.event})`;
    if (i === 0) await map.setup(run);
    // The phone's own work (map.ownWork) runs in this state and leaves it by itself: the next step's state is awaited,
    // and the calls that step starts are held before this one (they leave as soon as the work ends).
    const passing = c.steps[i + 1] && map.ownWork?.includes(answerOf(map, c.steps[i + 1]!.event) ?? '');
    if (!armed.has(i)) await holdStarted(i);
    if (passing) {
      await holdStarted(i + 1);
      armed.add(i + 1);
    }
    if (i === 0) {
      await map.start(run);
    } else if (map.ownWork?.includes(answerOf(map, step.event) ?? '')) {
      // Nothing to release: the phone's work ends by itself.
    } else if (answerOf(map, step.event)) {
      // The call has reached the bank (it is held), then it is answered.
      const [method, path] = map.calls[answerOf(map, step.event)!]!;
      await expect
        .poll(() => bank(page).release(false, method, path), {
          message: `${where}: the call ${method} ${path} was made`,
          timeout,
        })
        .toBeGreaterThan(0);
    } else {
      await map.events[step.event]!(run, step.data ?? {});
    }
    if (passing) continue;
    await expect
      .poll(() => liveValue(page, map, c), { message: `${where}: the machine's state`, timeout })
      .toEqual(step.state);
    values.push(step.state);
    for (const id of activeIds(step.state)) await map.states[id]!(run);
  }
  // Nothing of this case stays held or armed for the next one.
  await bank(page).release(true);
  await bank(page).disarm();
  coverage.add(await takeRecord(page), values, c.number);
}
