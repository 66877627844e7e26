// The tests StrykerJS runs for each mutant of one group of the money code: scripts/mutation.mjs names them
// (MUTATION_TESTS), the project's test set-up otherwise. A test file that cannot load counts as a failed test
// (scripts/vitest.loadFailure.ts).
import base from '../vite.config';
import LoadFailureAsFailedTest from './vitest.loadFailure';

const tests = process.env.MUTATION_TESTS?.split(',');
if (!tests) throw new Error('run the mutation tests through npm run mutation (scripts/mutation.mjs names the tests)');

export default {
  ...base,
  test: { ...base.test, include: tests, globalSetup: [], reporters: ['default', new LoadFailureAsFailedTest()] },
};
