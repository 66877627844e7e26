// The tests StrykerJS runs for each mutant of the money code (scripts/stryker.config.mjs): the project's test set-up
// with the money tests alone (the whole suite over every mutant would take hours on a 2-core machine).
import base from '../vite.config';

export const MONEY_TESTS = [
  'tests/unit/machines/intent.test.ts',
  'tests/unit/machines/intentPerActor.test.ts',
  'tests/unit/machines/slipUpload.test.ts',
  'tests/unit/lib/intents.test.ts',
  'tests/unit/lib/validation.test.ts',
  'tests/unit/api/client.test.ts',
  'tests/unit/mirage/lostAnswers.test.ts',
  'tests/unit/mirage/ledger.test.ts',
  'tests/unit/mirage/money.test.ts',
  'tests/model/lostAnswer.machines.test.ts',
  'tests/model/moneyAction.model.test.ts',
];

export default { ...base, test: { ...base.test, include: MONEY_TESTS, globalSetup: [] } };
