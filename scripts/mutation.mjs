// npm run mutation [-- group …] [-- --force]: StrykerJS over the code docs/decisions/014-* and 037-* name, one group of
// files at a time, each against the tests that exercise it (a mutant in a machine's definition is "static": Stryker
// reruns every test of its run, so the whole suite per mutant would take days on a 2-core machine). Each group keeps
// its last report in tests/mutation/<group>.json (committed) with a hash of what it names (the mutated files, its
// tests, the Stryker set-up): an unchanged group is read from there, a changed one is run again from scratch (Stryker's
// own incremental reuse kept a static mutant's old "survived" after new tests that kill it). A change elsewhere (a
// helper a test imports) needs --force. Prints each file's score and the total; fails below 90 %.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const lost = 'tests/model/lostAnswer.machines.test.ts';
const perActor = 'tests/unit/machines/intentPerActor.test.ts';
export const GROUPS = {
  client: {
    mutate: ['src/api/client.ts', 'src/api/errors.ts'],
    tests: [
      'tests/unit/api/client.test.ts',
      'tests/unit/api/client.edges.test.ts',
      'tests/unit/api/upload.test.ts',
      'tests/unit/api/errors.test.ts',
      'tests/unit/api/hostileRequests.test.ts',
    ],
  },
  form: {
    mutate: ['machines/moneyAction.ts', 'machines/validation.ts'],
    tests: [
      'tests/model/moneyAction.model.test.ts',
      'tests/unit/machines/moneyAction.test.ts',
      'tests/unit/lib/validation.test.ts',
      // The QR presets and minimums live in validation.ts (providerRules).
      'tests/unit/machines/qrDeposit.test.ts',
      'tests/unit/specConstants.test.ts',
    ],
  },
  limits: {
    mutate: ['machines/bangkokTime.ts'],
    tests: ['tests/unit/machines/bangkokTime.test.ts', 'tests/unit/machines/bonus.table.test.ts'],
  },
  intent: {
    mutate: ['machines/intent.ts'],
    tests: [
      'tests/unit/machines/intent.test.ts',
      'tests/unit/machines/moneyAction.test.ts',
      perActor,
      lost,
      'tests/model/moneyAction.model.test.ts',
    ],
  },
  bank: {
    mutate: ['mirage/rules/ledger.ts', 'mirage/rules/entries.ts'],
    tests: [
      'tests/unit/mirage/entries.test.ts',
      'tests/unit/mirage/ledger.test.ts',
      'tests/unit/mirage/ledger.property.test.ts',
      'tests/unit/mirage/money.test.ts',
      'tests/unit/mirage/lostAnswers.test.ts',
    ],
  },
  bankRules: {
    mutate: [
      'mirage/rules/bonus.ts',
      'mirage/rules/qr.ts',
      'mirage/rules/slips.ts',
      'mirage/rules/rewards.ts',
      'mirage/rules/wheel.ts',
      'mirage/rules/truelink.ts',
    ],
    tests: [
      'tests/unit/mirage/statementEntries.test.ts',
      'tests/unit/mirage/bankEdges.test.ts',
      'tests/unit/mirage/ledger.test.ts',
      'tests/unit/mirage/bonus.test.ts',
      'tests/unit/mirage/deposit.test.ts',
      'tests/unit/mirage/rewards.test.ts',
      'tests/unit/mirage/slip.test.ts',
      'tests/unit/mirage/truelink.test.ts',
      'tests/unit/mirage/wheel.test.ts',
      'tests/unit/mirage/money.test.ts',
      'tests/unit/mirage/lostAnswers.test.ts',
    ],
  },
  slip: {
    mutate: ['machines/slipUpload.ts', 'machines/slipFile.ts'],
    tests: [
      'tests/unit/machines/slipUpload.table.test.ts',
      'tests/unit/machines/slipUpload.test.ts',
      'tests/model/slipUpload.model.test.ts',
    ],
  },
  qr: {
    mutate: ['machines/qrDeposit.ts', 'machines/qrDepositGroup.ts'],
    tests: [
      'tests/unit/machines/qrDeposit.table.test.ts',
      'tests/unit/machines/qrDeposit.test.ts',
      'tests/unit/machines/qrDepositGroup.test.ts',
      'tests/model/qrDeposit.model.test.ts',
      'tests/model/qrDepositGroup.model.test.ts',
      lost,
    ],
  },
  game: {
    mutate: ['machines/gameAccount.ts'],
    tests: ['tests/unit/machines/gameAccount.table.test.ts', 'tests/model/gameAccount.model.test.ts', lost],
  },
  bonus: {
    mutate: ['machines/bonus.ts'],
    tests: ['tests/unit/machines/bonus.table.test.ts', 'tests/model/bonus.model.test.ts', lost],
  },
  promotion: {
    mutate: ['machines/promotion.ts'],
    tests: ['tests/unit/machines/rewards.table.test.ts', 'tests/model/promotion.model.test.ts', lost, perActor],
  },
  claim: {
    mutate: ['machines/claim.ts'],
    tests: ['tests/unit/machines/rewards.table.test.ts', 'tests/model/claim.model.test.ts', lost, perActor],
  },
  spin: {
    mutate: ['machines/spin.ts'],
    tests: ['tests/unit/machines/spin.table.test.ts', 'tests/model/spin.model.test.ts', lost, perActor],
  },
  // Beyond the money code (docs/decisions/037-mutation-testing-beyond-money.md): the register wizard and its form, the
  // session, the deposit routing.
  register: {
    mutate: ['machines/registerForm.ts', 'machines/registerWizard.ts'],
    tests: [
      'tests/unit/machines/registerWizard.table.test.ts',
      'tests/unit/machines/registerWizard.otp.test.ts',
      'tests/unit/machines/registerWizard.refusal.test.ts',
      'tests/unit/machines/registerWizard.tags.test.ts',
    ],
  },
  session: {
    mutate: ['machines/session.ts'],
    tests: ['tests/unit/machines/session.table.test.ts', 'tests/unit/machines/session.test.ts'],
  },
  routing: {
    mutate: ['src/features/deposit/routing.ts'],
    tests: ['tests/unit/features/depositRouting.test.tsx'],
  },
  chat: {
    mutate: ['machines/chat.ts', 'machines/chatConversation.ts', 'machines/chatRules.ts'],
    // Against the chat's table written from the spec (the model tests' paths would take about 40 minutes a run).
    tests: [
      'tests/unit/machines/chatRules.test.ts',
      'tests/unit/machines/chat.table.test.ts',
      'tests/unit/specConstants.test.ts',
    ],
  },
  // The other machines of machines/ (each small), against their tables written from the spec (a static mutant reruns
  // every test of its group: the model tests would make it hours).
  machines: {
    mutate: [
      'machines/agreement.ts',
      'machines/bannerGate.ts',
      'machines/bonusBoard.ts',
      'machines/changePassword.ts',
      'machines/errors.ts',
      'machines/otpLimit.ts',
      'machines/picker.ts',
    ],
    tests: [
      'tests/unit/machines/screens.table.test.ts',
      'tests/unit/machines/registerWizard.otp.test.ts',
      'tests/unit/api/errors.test.ts',
    ],
  },
  watch: {
    mutate: ['machines/depositWatch.ts', 'machines/bankNameEdit.ts'],
    tests: [
      'tests/unit/machines/watch.table.test.ts',
      'tests/unit/machines/depositWatch.test.ts',
      'tests/model/depositWatch.model.test.ts',
      'tests/model/bankNameEdit.model.test.ts',
    ],
  },
  // src/lib: what runs in node (the service worker's registration, the dev fonts and the demo's inspector are the
  // browser's and the demo's: their browser tests cover them).
  lib: {
    mutate: [
      'src/lib/bankClock.ts',
      'src/lib/bankTime.ts',
      'src/lib/base.ts',
      'src/lib/brand.ts',
      'src/lib/config.ts',
      'src/lib/crypto.ts',
      'src/lib/firstScreen.ts',
      'src/lib/format.ts',
      'src/lib/intents.ts',
      'src/lib/languages.ts',
      'src/demo/machineGraph.ts',
      'src/lib/manifest.ts',
      'src/lib/names.ts',
      'src/lib/routes.ts',
      'src/lib/safeUrl.ts',
      'src/lib/start.ts',
      'src/lib/startFailure.ts',
      'src/lib/statement.ts',
      'src/lib/storage.ts',
    ],
    tests: [
      'tests/unit/lib/bankClock.test.ts',
      'tests/unit/lib/languages.test.ts',
      'tests/unit/lib/manifest.test.ts',
      'tests/unit/lib/bankTime.test.ts',
      'tests/unit/lib/base.test.ts',
      'tests/unit/lib/brand.test.ts',
      'tests/unit/lib/config.test.ts',
      'tests/unit/lib/crypto.test.ts',
      'tests/unit/lib/firstScreen.test.ts',
      'tests/unit/lib/format.test.ts',
      'tests/unit/lib/intents.test.ts',
      'tests/unit/demo/machineGraph.test.ts',
      'tests/unit/lib/names.test.ts',
      'tests/unit/lib/safeUrl.test.ts',
      'tests/unit/lib/start.test.ts',
      'tests/unit/lib/startFailure.test.ts',
      'tests/unit/lib/statement.test.ts',
      'tests/unit/lib/storage.test.ts',
      'tests/unit/lib/localeChunks.test.ts',
      'tests/unit/services/tabSync.test.ts',
      'tests/unit/api/pathOverrides.test.ts',
      'tests/unit/specConstants.test.ts',
    ],
  },
};

const { values, positionals: asked } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
const force = !!values.force;
const names = asked.length ? asked : Object.keys(GROUPS);
for (const name of names) if (!GROUPS[name]) throw new Error(`no mutation group ${name}: ${Object.keys(GROUPS)}`);

const SETUP = [
  'scripts/stryker.config.mjs',
  'scripts/stryker.ignorers.mjs',
  'scripts/vitest.mutation.config.ts',
  'scripts/vitest.loadFailure.ts',
];
/** What a group's results depend on, as far as this script knows: its files, its tests, the set-up. */
const hashOf = ({ mutate, tests }) => {
  const h = createHash('sha256');
  for (const f of [...SETUP, ...mutate, ...tests]) h.update(`${f}\0${readFileSync(f)}\0`);
  return h.digest('hex');
};

const counts = {};
for (const name of names) {
  const { mutate, tests } = GROUPS[name];
  const kept = `tests/mutation/${name}.json`;
  const stamp = `tests/mutation/${name}.sha256`;
  const hash = hashOf(GROUPS[name]);
  const fresh = !force && existsSync(kept) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
  console.log(`\n== ${name}: ${mutate.join(', ')}${fresh ? ' (unchanged: its last report)' : ''}`);
  if (!fresh) {
    const run = spawnSync('npx', ['stryker', 'run', 'scripts/stryker.config.mjs', '--force'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATE: mutate.join(','), MUTATION_TESTS: tests.join(','), MUTATION_GROUP: name },
    });
    if (run.status !== 0 || !existsSync(kept)) {
      console.error(`${name}: no report (stryker exited ${run.status})`);
      process.exit(1);
    }
    writeFileSync(stamp, `${hash}\n`);
  }
  // The report may still hold a file the group no longer mutates: only the group's files count.
  for (const [file, { mutants }] of Object.entries(JSON.parse(readFileSync(kept, 'utf8')).files)) {
    if (!mutate.includes(file)) continue;
    const c = (counts[file] ??= { killed: 0, survived: 0 });
    for (const m of mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') c.killed++;
      else if (m.status === 'Survived' || m.status === 'NoCoverage') c.survived++;
    }
  }
}

const score = ({ killed, survived }) => (killed + survived ? (100 * killed) / (killed + survived) : 100);
const total = { killed: 0, survived: 0 };
console.log('\nfile                                 killed  survived  score');
for (const [file, c] of Object.entries(counts)) {
  total.killed += c.killed;
  total.survived += c.survived;
  console.log(
    `${file.padEnd(36)} ${String(c.killed).padStart(6)} ${String(c.survived).padStart(9)}  ${score(c).toFixed(1)} %`,
  );
}
console.log(
  `${'all'.padEnd(36)} ${String(total.killed).padStart(6)} ${String(total.survived).padStart(9)}  ${score(total).toFixed(1)} %`,
);
process.exit(score(total) >= 90 ? 0 : 1);
