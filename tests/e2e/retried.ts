import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI lets a failed browser test run once more (playwright.config.ts: `retries`). A test that passed only on its retry
 * is not green: it loses a race somewhere. This reporter names each such test at the end of the run, with where it is
 * and what its first run said, so that the next session fixes it.
 */
export default class Retried implements Reporter {
  private readonly first = new Map<TestCase, string>();
  private readonly needed = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      // eslint-disable-next-line no-control-regex -- the terminal's colours, out of a printed line
      const plain = (result.error?.message ?? result.status).replace(/\x1b\[[0-9;]*m/g, '');
      this.first.set(test, plain.split('\n')[0]!.slice(0, 200));
    }
    if (result.retry > 0) this.needed.add(test);
  }

  onEnd() {
    if (this.needed.size === 0) {
      console.log('Retried: no browser test needed a second run.');
      return;
    }
    console.log(`Retried: ${this.needed.size} browser test(s) needed a second run. Fix each in the next session:`);
    for (const test of this.needed) {
      const outcome = test.outcome() === 'flaky' ? 'passed on its retry' : 'failed twice';
      const where = `${test.location.file.replace(/^.*\/tests\/e2e\//, 'tests/e2e/')}:${test.location.line}`;
      console.log(`  - ${where} › ${test.titlePath().slice(3).join(' › ')} (${outcome})`);
      console.log(`      first run: ${this.first.get(test) ?? '?'}`);
    }
  }
}
