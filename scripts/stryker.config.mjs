// npm run mutation: StrykerJS (docs/decisions/014-mutation-testing-covers-money.md). Each mutant (a changed operator,
// condition, constant or removed statement) runs the unit and model tests that cover it; a mutant no test kills is a
// test missing, or a change that cannot matter (tests/mutation/<group>.md lists each survivor and why).
const group = process.env.MUTATION_GROUP ?? 'mutation';
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker.ignorers.mjs'],
  ignorers: ['xstate-scaffolding'],
  // Each group names its tests (scripts/mutation.mjs): a static mutant (one in a machine's definition, run when its
  // module loads) runs them all, not vitest's guess of the files related to the mutated one.
  vitest: { configFile: 'scripts/vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: (process.env.MUTATE ?? 'machines/intent.ts').split(','),
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${group}.json` },
  // scripts/mutation.mjs runs one group at a time; each keeps its results so the next run tests only what changed.
  incremental: true,
  incrementalFile: `reports/mutation/${group}.incremental.json`,
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
