/**
 * The tour's guided walk (/demo, and the demo console's Tour tab): one stop a screen, each with the persona to be, the
 * screen to open, and its steps: what to do (on the screen or in the console) and what you then see, with the states
 * of the screen's machine that step shows (lit in the console's live diagram). A step's words are
 * `tour.walk.<stop>.<n>.do` and `.see` in locales/; a `{{name}}` in them is the app's own text of `LABELS[name]` (./labels.ts) or of
 * the stop's `labels[name]`, so the walk names each button as the screen does, in the reader's language.
 * tests/unit/features/walk.test.ts checks every state named here against its machine, and that the walk shows every
 * state of every machine the screens run (tests/e2e/paths).
 */
/** The demo bank's personas (mirage/personas.ts, which the app's code may not import; a unit test keeps them equal). */
export const PERSONA_KEYS = ['funded', 'bonus', 'newcomer', 'inactive'] as const;
type PersonaKey = (typeof PERSONA_KEYS)[number];

/**
 * What the console does for a step with one tap (the step's words say so, in `{{setUp}}`): hold the next call of a
 * route until the product owner lets it answer, arm a code on it (the next call, or every call until cleared), turn
 * scenarios on (the page reloads into them), move the bank's clock (ms ahead, or to the next Bangkok day), pay the
 * newest QR, choose the next spin's slice, or drop the chat's connection.
 */
export type WalkAct =
  | { hold: readonly [method: string, path: string] }
  | { fail: readonly [method: string, path: string, code: string]; every?: true }
  | { scenarios: readonly string[] }
  | { clock: number | 'day' }
  | { payQr: true }
  | { nextSpin: string }
  | { chatDrop: true };

/** The act as a script does it on `window.demo` (a step's details show it). */
export function actScript(act: WalkAct): string {
  const q = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');
  if ('hold' in act) return `demo.holdNext(${q(act.hold)})`;
  if ('fail' in act) return `demo.${act.every ? 'failEvery' : 'failNext'}(${q(act.fail)})`;
  if ('scenarios' in act) return act.scenarios.map((s) => `demo.scenarioOn('${s}', true)`).join('; ');
  if ('clock' in act)
    return act.clock === 'day' ? 'demo.advanceClock(/* to 00:00 Bangkok */)' : `demo.advanceClock(${act.clock})`;
  if ('payQr' in act) return 'demo.payQr()';
  if ('nextSpin' in act) return `demo.nextSpin('${act.nextSpin}')`;
  return 'demo.chatDisconnect()';
}

export interface WalkStop {
  key: string;
  /** Who to be: a persona of the demo bank, or a visitor (logged out). */
  persona: PersonaKey | null;
  /**
   * The scenarios the stop starts in (none: the default). Its one button sets them, the bank's real time and no armed
   * error, logs its persona in (or out) and opens `href`.
   */
  scenarios?: readonly string[];
  /** Per step (1 from the first), what the console sets up for it with one tap. */
  acts?: Readonly<Record<number, WalkAct>>;
  href: string;
  /** The machines the stop shows, by id (the first is drawn in the console). */
  machines: readonly string[];
  /** The app texts its steps name (placeholder → locale key), beyond LABELS. */
  labels?: Readonly<Record<string, string>>;
  /** Per step, the states it shows, as `machine:state.path`. */
  steps: ReadonlyArray<readonly string[]>;
}

export const WALK: readonly WalkStop[] = [
  {
    key: 'login',
    persona: null,
    acts: { 2: { hold: ['POST', '/api/login'] }, 4: { scenarios: ['terminated'] } },
    href: '/login',
    machines: ['session'],
    labels: { login: 'login.submit', terminated: 'demo.scenarios.terminated', again: 'terminated.retry' },
    steps: [
      ['session:anonymous.checking', 'session:anonymous.idle'],
      ['session:anonymous.loggingIn', 'session:authenticated'],
      ['session:anonymous.idle'],
      ['session:terminated'],
    ],
  },
  {
    key: 'register',
    persona: null,
    acts: { 3: { clock: 60_000 } },
    href: '/register',
    machines: ['register'],
    labels: {
      verify: 'register.verify',
      resend: 'register.resend',
      submit: 'register.submit',
      done: 'register.successTitle',
      plusMinute: 'demo.plusMinute',
    },
    steps: [
      ['register:loadingSettings', 'register:phone'],
      ['register:sendingOtp', 'register:otp.waiting'],
      ['register:otp.ready'],
      ['register:verifyingOtp', 'register:profile'],
      ['register:validatingProfile', 'register:bank'],
      ['register:registering', 'register:registered', 'register:done'],
    ],
  },
  {
    key: 'deposit',
    persona: 'funded',
    acts: { 3: { payQr: true }, 5: { clock: 10 * 60_000 } },
    href: '/user/home?dialog=deposit',
    machines: ['qrDeposit'],
    labels: {
      qr: 'deposit.channel.qr',
      create: 'deposit.qr.create',
      payWithin: 'deposit.qr.expiresIn',
      payQr: 'demo.payQr',
      arrived: 'deposit.arrived.see',
      cancelQr: 'deposit.qr.cancel',
      plus10Minutes: 'demo.plus10Minutes',
    },
    steps: [
      ['qrDeposit:loading', 'qrDeposit:none'],
      ['qrDeposit:creating', 'qrDeposit:shown'],
      ['qrDeposit:shown'],
      ['qrDeposit:cancelling', 'qrDeposit:none'],
      ['qrDeposit:none'],
    ],
  },
  {
    key: 'slip',
    persona: 'funded',
    acts: { 4: { hold: ['POST', '/api/wallet/slip'] } },
    href: '/user/home?dialog=deposit',
    machines: ['slipUpload'],
    labels: {
      slip: 'deposit.channel.slip',
      upload: 'slip.upload',
      send: 'slip.noQr.send',
      another: 'slip.chooseAnother',
      status: 'slip.statusTitle',
    },
    steps: [
      ['slipUpload:idle'],
      ['slipUpload:fileChosen'],
      ['slipUpload:reading', 'slipUpload:noQrAsk'],
      ['slipUpload:uploading'],
      ['slipUpload:uploaded'],
      ['slipUpload:duplicate'],
    ],
  },
  {
    key: 'withdraw',
    persona: 'funded',
    acts: { 4: { fail: ['POST', '/api/wallet/withdrawAll', 'INTERNAL_SERVER_ERROR'] } },
    href: '/user/home?dialog=withdraw',
    machines: ['moneyAction'],
    labels: { submit: 'withdraw.submit', send: 'withdraw.send', sendNew: 'intent.sendNew' },
    steps: [
      ['moneyAction:editing'],
      ['moneyAction:confirming.arming', 'moneyAction:confirming.armed'],
      ['moneyAction:submitting', 'moneyAction:succeeded'],
      ['moneyAction:editing'],
      ['moneyAction:confirmingNew'],
    ],
  },
  {
    key: 'transfer',
    persona: 'funded',
    href: '/user/home?dialog=transfer',
    machines: ['moneyAction'],
    labels: { submit: 'transfer.submit', success: 'transfer.success' },
    steps: [['moneyAction:editing'], ['moneyAction:submitting', 'moneyAction:succeeded']],
  },
  {
    key: 'game',
    persona: 'funded',
    acts: { 6: { fail: ['GET', '/api/wallet/account/:slotCode', 'INTERNAL_SERVER_ERROR'] } },
    href: '/user/home?dialog=game:betflix',
    machines: ['gameAccount'],
    labels: { activate: 'game.activate', resetPassword: 'game.resetPassword', play: 'game.play' },
    steps: [
      ['gameAccount:inactive'],
      ['gameAccount:activating', 'gameAccount:loadingCredentials', 'gameAccount:active.idle'],
      ['gameAccount:active.resetting'],
      ['gameAccount:active.movingToPlay', 'gameAccount:active.launching', 'gameAccount:active.launched'],
      ['gameAccount:active.movingOnly'],
      ['gameAccount:credentialsFailed'],
    ],
  },
  {
    key: 'bonus',
    persona: 'funded',
    acts: { 4: { clock: 'day' } },
    href: '/user/bonus',
    machines: ['bonus'],
    labels: {
      receive: 'bonus.receive',
      switchConfirm: 'bonus.switchConfirm',
      cancel: 'bonus.cancel',
      nextDay: 'demo.nextDay',
    },
    steps: [
      ['bonus:limitedOut', 'bonus:available'],
      ['bonus:activating', 'bonus:full'],
      ['bonus:activating', 'bonus:active'],
      ['bonus:available', 'bonus:confirmingSwitch'],
      ['bonus:switching', 'bonus:activating', 'bonus:active'],
      ['bonus:confirmingCancel', 'bonus:clearing'],
    ],
  },
  {
    key: 'promotion',
    persona: 'newcomer',
    href: '/user/bonus',
    machines: ['promotion'],
    labels: { search: 'promotion.search', receive: 'promotion.receive' },
    steps: [
      ['promotion:idle'],
      ['promotion:searching', 'promotion:notFound'],
      ['promotion:searching', 'promotion:found'],
      ['promotion:receiving', 'promotion:received'],
    ],
  },
  {
    key: 'refund',
    persona: 'funded',
    acts: { 2: { fail: ['GET', '/api/refund/check', 'INTERNAL_SERVER_ERROR'], every: true } },
    href: '/user/home?dialog=refund',
    machines: ['claim'],
    labels: { receive: 'refund.receive', confirm: 'refund.confirm', blocked: 'refund.blockedTitle' },
    steps: [
      ['claim:checking', 'claim:ready'],
      ['claim:checkFailed', 'claim:checking', 'claim:ready'],
      ['claim:blocked'],
      ['claim:confirming'],
      ['claim:receiving', 'claim:received'],
      ['claim:nothing'],
    ],
  },
  {
    key: 'invite',
    persona: 'funded',
    href: '/user/home?dialog=invite',
    machines: ['claim'],
    labels: { receive: 'home.invite.receive' },
    steps: [[], ['claim:checking', 'claim:ready'], ['claim:receiving', 'claim:received']],
  },
  {
    key: 'spin',
    persona: 'funded',
    acts: {
      2: { nextSpin: 'P50' },
      3: { fail: ['POST', '/api/spinwheel/spin', 'INVALID_PRIZE_CODE'] },
      4: { fail: ['GET', '/api/spinwheel/setup', 'INTERNAL_SERVER_ERROR'], every: true },
      5: { scenarios: ['wheelOff'] },
    },
    href: '/user/spin',
    machines: ['spin', 'couponClaim'],
    labels: {
      spin: 'spin.spin',
      nextSpin: 'demo.nextSpin',
      wheelOff: 'demo.scenarios.wheelOff',
      claim: 'spin.coupons.claim',
      confirm: 'spin.coupons.confirm',
    },
    steps: [
      ['spin:loading', 'spin:idle'],
      ['spin:spinning', 'spin:stopping', 'spin:celebrating', 'spin:prize'],
      ['spin:halting', 'spin:loading'],
      ['spin:loadFailed'],
      ['spin:inactive'],
      ['couponClaim:idle', 'couponClaim:confirming'],
      ['couponClaim:settling', 'couponClaim:claiming', 'couponClaim:claimed'],
      ['couponClaim:failed'],
    ],
  },
  {
    key: 'password',
    persona: 'funded',
    href: '/user/profile',
    machines: ['changePassword'],
    labels: { title: 'password.title', save: 'common.save' },
    steps: [['changePassword:editing'], ['changePassword:saving', 'changePassword:saved']],
  },
  {
    key: 'statement',
    persona: 'funded',
    href: '/user/statement',
    machines: [],
    steps: [[], []],
  },
  {
    key: 'chat',
    persona: 'funded',
    acts: { 2: { chatDrop: true } },
    href: '/user/contact',
    machines: ['chat'],
    labels: { drop: 'demo.chatDisconnect' },
    steps: [[], []],
  },
  {
    key: 'visitor',
    persona: null,
    href: '/howto',
    machines: [],
    steps: [[], []],
  },
];
