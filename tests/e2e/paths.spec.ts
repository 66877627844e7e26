/**
 * The testers' paths on the screen (tests/e2e/paths/screen.ts): for each machine with a screen table, the shortest
 * case to each of its states runs in Chromium against the built demo, on one page per machine. `npm run paths:ui --
 * --machine <id> --case <n>` runs one case (PATHS_UI_MACHINE, PATHS_UI_CASE).
 */
import { test, expect } from '@playwright/test';
import { transitionsOf } from '../model/publish';
import { bonus } from './paths/bonus';
import { changePassword } from './paths/changePassword';
import { inviteBonus, refund } from './paths/claim';
import { couponClaim } from './paths/couponClaim';
import { gameAccount } from './paths/gameAccount';
import { promotion } from './paths/promotion';
import { qrDeposit } from './paths/qrDeposit';
import { registerWizard } from './paths/registerWizard';
import {
  bugReport,
  casesOf,
  Coverage,
  machinePage,
  missing,
  runCase,
  screenName,
  screenCases,
  type ScreenMap,
} from './paths/screen';
import { session } from './paths/session';
import { slipUpload } from './paths/slipUpload';
import { spin } from './paths/spin';
import { transfer } from './paths/transfer';
import { withdraw } from './paths/withdraw';

const MAPS: ScreenMap[] = [
  session,
  registerWizard,
  changePassword,
  transfer,
  withdraw,
  qrDeposit,
  bonus,
  spin,
  promotion,
  couponClaim,
  refund,
  inviteBonus,
  gameAccount,
  slipUpload,
];
const onlyMachine = process.env.PATHS_UI_MACHINE;
/** The case run alone: its id (paths/<file>.md#<id>) or its number in the file. */
const onlyCase = process.env.PATHS_UI_CASE || null;

test.describe.configure({ mode: 'parallel' });

/**
 * Each machine's screens together take ≥ 90 % of its transitions, and each one they do not take has its reason
 * (`offScreen`): no control, no such answer from the bank. Replayed in node from the published cases (no browser).
 */
test("the screen tables take 90 % of their machines' transitions, and say why not the rest", () => {
  test.skip(!!onlyMachine || onlyCase !== null, 'a run of one machine or case');
  const byMachine = new Map<string, { all: Set<string>; taken: Set<string>; why: Record<string, string> }>();
  for (const map of MAPS) {
    const m = byMachine.get(map.machine.id) ?? {
      all: new Set(transitionsOf(map.machine).values()),
      taken: new Set<string>(),
      why: {},
    };
    screenCases(map, casesOf(map)).transitions.forEach((t) => m.taken.add(t));
    Object.assign(m.why, map.offScreen);
    byMachine.set(map.machine.id, m);
  }
  for (const [machine, m] of byMachine) {
    const untold = [...m.all].filter((t) => !m.taken.has(t) && !m.why[t]);
    expect(untold, `${machine}: transitions neither on the screen nor said why`).toEqual([]);
    expect(m.taken.size / m.all.size, `${machine}: share of transitions on the screen`).toBeGreaterThanOrEqual(0.9);
    expect(
      Object.keys(m.why).filter((t) => m.taken.has(t) || !m.all.has(t)),
      `${machine}: reasons for transitions the screen takes, or that the machine lacks`,
    ).toEqual([]);
  }
});

for (const map of MAPS.filter((m) => !onlyMachine || m.machine.id === onlyMachine)) {
  test.describe(`${screenName(map)} on the screen`, () => {
    // In order on one page; a case that fails is tried once more (one that then passes is reported as flaky) and the
    // machine's other cases go on in a new worker, which reads back what the earlier ones reached.
    test.describe.configure({ mode: 'default', retries: 1 });
    const all = casesOf(map);
    const planned = screenCases(map, all);
    const cases =
      onlyCase === null ? planned.cases : all.filter((c) => c.id === onlyCase || String(c.number) === onlyCase);
    const coverage = new Coverage(map);
    let page: Awaited<ReturnType<typeof machinePage>>;

    test.beforeAll(async ({ browser, baseURL }) => {
      page = await machinePage(browser, baseURL!);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    test('every state and every event of its cases has a screen entry', () => {
      expect(cases.length, onlyCase === null ? 'cases' : `no case ${onlyCase} for ${map.machine.id}`).toBeGreaterThan(
        0,
      );
      expect(missing(map, cases)).toEqual([]);
    });

    for (const c of cases) {
      test(`${c.id} (case ${c.number}, ${c.group}): ${
        c.steps
          .map((s) =>
            s.event.replace(/^xstate\.(done|error)\.actor\./, (_, k: string) => (k === 'done' ? 'answers:' : 'fails:')),
          )
          .slice(1)
          .join(' → ') || 'start'
      }`, async () => {
        try {
          await runCase(page, map, c, coverage);
        } catch (error) {
          await test.info().attach(`bug report, ${c.id}`, {
            body: bugReport(map, c, error),
            contentType: 'text/markdown',
          });
          console.log(`paths:ui: ${c.id} (case ${c.number}) of ${map.machine.id} failed: paths/${map.file}.md#${c.id}`);
          throw error;
        }
      });
    }

    test('every state, and every transition its cases take in the model, was reached in the browser', () => {
      coverage.readBack(cases.map((c) => c.number));
      const missed = coverage.write();
      if (onlyCase !== null) return;
      expect(missed, 'states not reached on the screen').toEqual([]);
      expect(
        [...planned.transitions].filter((t) => !coverage.transitions.has(t)),
        'transitions not taken on the screen',
      ).toEqual([]);
    });
  });
}
