// npm run mutation: StrykerJS over the money code (issue 35). Each mutant (a changed operator, condition, constant
// or removed statement) runs the unit and model tests that cover it; a mutant no test kills is a test missing, or
// a change that cannot matter (docs/testing.md lists each survivor and why).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: (process.env.MUTATE ?? 'machines/intent.ts').split(','),
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
