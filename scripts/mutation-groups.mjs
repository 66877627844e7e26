// The mutation groups (scripts/mutation.mjs): each group's mutated files and the tests that exercise them.
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
    tests: [
      'tests/unit/machines/bonus.table.test.ts',
      'tests/model/bonus.model.test.ts',
      'tests/model/bonusBoard.model.test.ts',
      lost,
    ],
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
