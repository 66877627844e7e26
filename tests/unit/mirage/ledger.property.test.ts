/**
 * The money in the demo bank changes only by deposits and withdrawals, and no balance goes below zero, whatever
 * the member does: thousands of random sequences of transfers, transferAlls, withdrawals, deposits, invalid calls,
 * injected failures and replays with a reused Idempotency-Key (see ledger.model.ts for the checks after each call).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directBank, httpBank, newStats, runSequence, sequenceArb, type Stats } from './ledger.model';
import { setup } from './helpers';

const DIRECT_RUNS = 2_000;
const HTTP_RUNS = 100;

/** Every kind of outcome happened, so the invariant was not checked on refusals only. */
function expectCoverage(stats: Stats, runs: number) {
  const least = Math.ceil(runs / 20);
  for (const k of Object.keys(stats) as Array<keyof Stats>) expect(stats[k], k).toBeGreaterThanOrEqual(least);
}

describe('the ledger keeps the money (property)', () => {
  it(`${DIRECT_RUNS} random sequences through the route handlers and the wrapper`, async () => {
    const stats = newStats();
    await fc.assert(fc.asyncProperty(sequenceArb, (cmds) => runSequence(directBank(), cmds, stats)), { numRuns: DIRECT_RUNS });
    expectCoverage(stats, DIRECT_RUNS);
  }, 30_000);

  describe('through real HTTP calls', () => {
    let t: ReturnType<typeof setup>;
    beforeAll(() => { t = setup(); });
    afterAll(() => t.demo.shutdown());
    it(`${HTTP_RUNS} random sequences`, async () => {
      const stats = newStats();
      await fc.assert(fc.asyncProperty(sequenceArb, async (cmds) => runSequence(await httpBank(t), cmds, stats)), { numRuns: HTTP_RUNS });
      expectCoverage(stats, HTTP_RUNS);
    }, 30_000);
  });
});
