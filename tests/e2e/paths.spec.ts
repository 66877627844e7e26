/**
 * The testers' paths on the screen (tests/e2e/paths/screen.ts): for each machine with a screen table, the shortest
 * case to each of its states runs in Chromium against the built demo, on one page per machine. `npm run paths:ui --
 * --machine <id> --case <n>` runs one case (PATHS_UI_MACHINE, PATHS_UI_CASE).
 */
import { test, expect } from '@playwright/test';
import { bonus } from './paths/bonus';
import { changePassword } from './paths/changePassword';
import { couponClaim } from './paths/couponClaim';
import { promotion } from './paths/promotion';
import { qrDeposit } from './paths/qrDeposit';
import { registerWizard } from './paths/registerWizard';
import {
  casesOf,
  Coverage,
  machinePage,
  missing,
  runCase,
  screenName,
  statesCases,
  type ScreenMap,
} from './paths/screen';
import { session } from './paths/session';
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
];
const onlyMachine = process.env.PATHS_UI_MACHINE;
const onlyCase = process.env.PATHS_UI_CASE ? Number(process.env.PATHS_UI_CASE) : null;

test.describe.configure({ mode: 'parallel' });

for (const map of MAPS.filter((m) => !onlyMachine || m.machine.id === onlyMachine)) {
  test.describe(`${screenName(map)} on the screen`, () => {
    test.describe.configure({ mode: 'serial' });
    const all = casesOf(map);
    const cases = onlyCase === null ? statesCases(map, all) : all.filter((c) => c.number === onlyCase);
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
      test(`case ${c.number} (${c.group}): ${
        c.steps
          .map((s) =>
            s.event.replace(/^xstate\.(done|error)\.actor\./, (_, k: string) => (k === 'done' ? 'answers:' : 'fails:')),
          )
          .slice(1)
          .join(' → ') || 'start'
      }`, async () => {
        await runCase(page, map, c, coverage);
      });
    }

    test('every state was reached in the browser', () => {
      const missed = coverage.write();
      if (onlyCase === null) expect(missed, 'states not reached on the screen').toEqual([]);
    });
  });
}
