// The testers' words for the machines: what the member sees in each state of each machine, and what the member does
// for each of its events. scripts/paths.mjs writes every case of paths/<machine>.md with them, as sentences ("The
// member taps «Add to wallet» → they see the refund being added (receiving)"). tests/unit/scripts/words.test.ts keeps them whole:
// a machine that gains a state or a member event without words here fails it. The sentences are the testers' notes,
// in English; what the member reads on the screen is the app's own text: «key» is the label of that locales/ key, in
// the language the cases are written in (`npm run paths -- --lang th`), e.g. 'taps «common.save»' → 'taps «บันทึก»'.

/** What the member sees in each state a machine rests in (by the state's path below the machine). */
export const SEES = {
  agreement: {
    waiting: 'home, the agreement not shown yet (it waits for the page to settle)',
    'open.loading': 'the agreement dialog, loading',
    'open.shown': 'the agreement to read and accept',
    'open.failed': 'the agreement could not be read, with «common.retry»',
    accepted: 'home, the agreement accepted',
    dismissed: 'home, the agreement closed until the next visit',
  },
  bankNameEdit: {
    closed: "the bank account's name, with its edit button",
    editing: "the account name's form",
    saving: 'the account name being saved (the button waits)',
    saved: 'the name saved, the form about to close',
  },
  bannerGate: {
    loading: 'the dialog about to open (its banners are read first)',
    banners: 'the banners, to close before the dialog',
    open: 'the dialog itself',
  },
  bonus: {
    available: "the bonus's card with «bonus.receive»",
    confirmingSwitch: 'the question: receiving this bonus cancels the one running',
    switching: 'the running bonus being cancelled (the button waits)',
    activating: 'the bonus being received (the button waits)',
    active: 'the bonus running, with its turnover and «bonus.cancel»',
    confirmingCancel: 'the question: cancel the running bonus and its credit?',
    clearing: 'the bonus being cancelled (the button waits)',
    full: 'the bonus shown as full: every place is taken',
    limitedOut: 'the bonus used up until its day or week ends (or for good)',
  },
  changePassword: {
    editing: 'the change-password form',
    saving: 'the new password being saved (the button waits)',
    saved: 'the password saved',
  },
  chat: {
    'panel.collapsed': 'the chat closed',
    'panel.expanded.reading': 'the chat open',
    'panel.expanded.marking': 'the chat open, its new messages being marked read',
    'panel.expanded.read': 'the chat open, every message read',
    'connection.connecting': 'the chat connecting',
    'connection.connected': 'the chat connected',
    'connection.disconnected': 'the chat saying it is reconnecting',
    'connection.catchingUp': 'the chat back, reading what came meanwhile',
    'history.loading': 'the conversation loading',
    'history.failed': 'the conversation could not be read, with «common.retry»',
    'history.ready': 'the conversation',
    'history.loadingOlder': 'older messages loading above the conversation',
  },
  claim: {
    checking: 'the dialog asking the bank what waits',
    checkFailed: 'the check failed, with «common.retry»',
    nothing: 'nothing to receive',
    blocked: 'why it cannot be received now (a bonus runs)',
    ready: 'the amount waiting, with «refund.receive»',
    confirming: 'the question: add it to the wallet?',
    receiving: 'the amount being received (the button waits)',
    received: 'the amount received into the wallet',
    refused: 'why the bank said no and what comes next, with no «refund.receive» to tap again',
  },
  depositWatch: {
    idle: 'no deposit awaited',
    'watching.waiting': 'the deposit awaited (the wallet is read again every few seconds)',
    'watching.checking': 'the deposit awaited, the wallet being read',
    'watching.paused': 'nothing (the page is hidden; the wallet is read again when it shows)',
    'credited.told': 'the news "Your deposit of … has arrived in your wallet" at the top, with See the receipt',
    'credited.open': 'the receipt: its amount, the channel, the time, the reference and the new wallet',
  },
  gameAccount: {
    inactive: 'no account in this game yet, with «game.activate»',
    activating: 'the account being opened (the button waits)',
    loadingCredentials: 'the username and password being read',
    credentialsFailed: 'the username and password could not be read, with «common.retry»',
    'active.idle': 'the username and password, «game.play», the move-only button and «game.resetPassword»',
    'active.resetting': 'a new password being set (the button waits)',
    'active.movingToPlay': 'the wallet being moved to the game before it opens',
    'active.movingOnly': 'the wallet being moved to the game',
    'active.launching': 'the game being opened',
    'active.launched': 'the game opened in a new tab',
  },
  moneyAction: {
    editing: 'the form',
    confirmingNew: 'the question: an earlier one may have gone through; send this new one?',
    'confirming.arming': 'the request to confirm, its send button not yet awake',
    'confirming.armed': 'the request to confirm, with its send button',
    submitting: 'the request being sent (the button waits)',
    succeeded: 'the request done, and the new balances',
  },
  picker: { closed: 'the picker closed', open: 'the picker open' },
  promotion: {
    idle: 'the promotion code box',
    searching: 'the code being looked up',
    found: 'the promotion, with «promotion.receive»',
    receiving: 'the promotion being received (the button waits)',
    received: 'the promotion received',
    notFound: 'no such promotion code',
  },
  qrDeposit: {
    loading: 'the QR tab asking the bank for an open QR code',
    none: 'the amount form to make a QR code',
    creating: 'the QR code being made (the button waits)',
    shown: 'the QR code and its countdown',
    cancelling: 'the QR code being withdrawn (the button waits)',
  },
  register: {
    loadingSettings: 'the registration loading its settings',
    phone: 'the phone number step',
    sendingOtp: 'the code being sent by SMS (the button waits)',
    'otp.waiting': 'the code step, a new code offered only after its countdown',
    'otp.ready': 'the code step, with «register.resend»',
    verifyingOtp: 'the code being checked',
    profile: 'the profile step',
    validatingProfile: 'the profile being checked',
    bank: 'the bank account step',
    registering: 'the account being made (the button waits)',
    registered: '«register.successTitle»',
    done: 'the log-in page',
  },
  session: {
    'anonymous.idle': 'the log-in form',
    'anonymous.checking': 'the app asking the bank whether the service is open',
    'anonymous.loggingIn': 'the log-in button waiting',
    authenticated: 'home',
    terminated: 'the service-closed page',
  },
  slipUpload: {
    idle: 'the slip form, no file chosen',
    fileChosen: 'the chosen file, with «slip.upload»',
    reading: 'the slip being checked on the phone (shrunk, its QR read): «slip.reading»',
    noQrAsk: 'the question whether to send the picture as it is, with «slip.noQr.send» and «slip.chooseAnother»',
    duplicate: 'the refusal «errors.SLIP_ALREADY_SENT», with «slip.chooseAnother»',
    uploading: 'the slip going up, with its progress in bytes',
    uploaded: 'the slip received, waiting for review',
  },
  spin: {
    loading: 'the wheel being read',
    loadFailed: 'the wheel could not be read, with «common.retry»',
    inactive: 'the wheel is off',
    idle: 'the wheel, ready to spin',
    spinning: 'the wheel turning while the bank draws',
    stopping: 'the wheel slowing to the prize',
    halting: 'the wheel stopping after a refusal',
    celebrating: 'the wheel stopped on the prize, the other slices darkened',
    prize: 'the prize',
  },
  couponClaim: {
    idle: 'the coupons',
    confirming: 'the question: claim this prize?',
    settling: 'the claim about to go (a second tap within half a second is the same claim)',
    claiming: 'the claim being sent (the button waits)',
    claimed: 'the prize claimed',
    failed: 'the claim refused, and why',
  },
};

/**
 * What the member (or the page for them) does, by event type: for every machine, then a machine's own words where
 * its event means more. `{name}` is the event's value of that name.
 */
export const DOES = {
  '*': {
    CHANGE: 'types "{value}" in {field}',
    SUBMIT: 'sends the form',
    CONFIRM: 'confirms',
    DISMISS: 'says no to the question',
    RETRY: 'taps «common.retry»',
    CLOSE: 'closes it',
    CANCEL: 'cancels',
    RECEIVE: 'taps Receive',
    OPEN: 'opens it',
    TICK: 'the clock reaches {now}',
  },
  agreement: { CONFIRM: 'taps «home.agreement.confirm»', DISMISS: 'closes the agreement' },
  bankNameEdit: {
    OPEN: 'taps «bankName.title»',
    CANCEL: 'closes the form',
    CHANGE: 'types "{value}" in «bankName.label»',
    SUBMIT: 'taps «common.save»',
  },
  bannerGate: { CLOSE: 'closes the banners' },
  bonus: {
    SYNC: 'the bonus list is read again',
    RECEIVE: 'taps «bonus.receive»',
    CANCEL: 'taps «bonus.cancel»',
    CONFIRM: 'confirms the question',
    DISMISS: 'taps «bonus.keep»',
    // The member receives or cancels another bonus on the same page; its card tells this one at once.
    RUNNING: ({ code, running }) =>
      running ? `receives the bonus ${code} on the same page` : `cancels the bonus ${code} on the same page`,
  },
  bonusBoard: {
    LOAD: 'the bonus list arrives',
    RUNS: 'a bonus starts or stops running',
    CLEARED: 'the bank answers their cancel of a bonus',
    CLOSE: "taps «common.ok» under the cancelled bonus's receipt",
  },
  changePassword: { TOGGLE: 'taps «password.showWord» beside {field}', SUBMIT: 'taps «common.save»' },
  chat: {
    EXPAND: 'taps «chat.open»',
    COLLAPSE: 'taps «chat.close»',
    RECEIVED: 'a message arrives',
    CONNECTED: 'the chat connects',
    DISCONNECTED: 'the connection drops',
    RELOAD: 'taps «common.retry» on the conversation',
    LOAD_OLDER: 'scrolls up for older messages',
    SEND_TEXT: 'types "{text}" and taps «chat.send»',
    SEND_POSTBACK: 'taps the quick answer "{title}"',
    // The file as the member chose it: the chat refuses one that is no picture or video, or too large.
    ATTACH: ({ file }) =>
      file
        ? `attaches the file "${file.name}" (${file.type}, ${file.size} byte${file.size === 1 ? '' : 's'}) with «chat.attach»`
        : 'attaches no file',
    PROGRESS: ({ share }) => `the picture is ${Math.round((share ?? 0) * 100)} % up`,
    UPLOADED: 'the picture is up',
    SENT: 'the message is sent',
    SEND_FAILED: 'the message could not be sent',
    RETRY: 'taps «chat.retry» on the message',
  },
  claim: {
    RECEIVE: 'taps «refund.receive» (the invite bonus: «home.invite.receive»)',
    CONFIRM: 'confirms the question',
    DISMISS: 'taps «common.cancel»',
  },
  depositWatch: {
    WATCH: 'does something that brings a deposit (a QR shown, a slip sent)',
    PAID: 'taps «deposit.qr.transferred» on a QR (pending until the bank pays it or it expires)',
    STOP: 'leaves the deposit',
    HIDDEN: 'hides the page',
    VISIBLE: 'comes back to the page',
    OPEN: 'taps See the receipt on the news',
    DISMISS: 'closes the news',
    CLOSE: 'closes the receipt',
  },
  gameAccount: {
    ACTIVATE: 'taps «game.activate»',
    RESET_PASSWORD: 'taps «game.resetPassword»',
    PLAY: 'taps «game.play»',
    TRANSFER_ONLY: 'taps «game.transferOnly»',
    WALLET: 'the wallet changes elsewhere: {amount} baht',
  },
  moneyAction: {
    SUBMIT: "taps the form's button («transfer.submit» or «withdraw.submit»)",
    FORGET: 'lets the unclear request go',
    RESET: 'starts a new one',
    CONFIRM: 'taps «withdraw.send»',
  },
  picker: { OPEN: 'opens {id}' },
  promotion: {
    TYPE: 'types "{value}" in «promotion.label»',
    SEARCH: 'taps «promotion.search»',
    RECEIVE: 'taps «promotion.receive»',
  },
  qrDeposit: {
    AMOUNT: 'types "{value}" in «deposit.qr.amount»',
    CREATE: 'taps «deposit.qr.create»',
    REFRESH: 'another provider made a QR code: the tab reads the bank again',
    CANCEL: 'taps «deposit.qr.cancel»',
    TRANSFERRED: 'taps «deposit.qr.transferred»',
    // The QR's countdown runs on the page's own clock (ms since it opened), not a date: a tick says where it stands.
    TICK: ({ now }) =>
      now === 0 ? 'the countdown ticks, the QR code still in time' : "the countdown runs out: the QR code's time is up",
  },
  qrDepositGroup: { QR_CREATED: 'makes a QR code with {provider}' },
  register: {
    NEXT: 'taps «common.next»',
    BACK: 'taps «common.back»',
    RESEND: 'taps «register.resend»',
    TICK: 'the clock reaches {now}, when a new code may be asked for',
  },
  session: {
    VISIT_LOGIN: 'opens the log-in page',
    LOGIN: ({ remember }) =>
      `types {username} in «login.phone» and {password} in «login.password», ${remember ? 'ticks' : 'leaves unticked'} «login.remember» and taps «login.submit»`,
    LOGOUT: 'logs out',
    API_ERROR: 'a call answers {code}',
    ELSEWHERE: 'a tab of the same phone: {who}',
  },
  slipUpload: {
    CHOOSE: ({ file }) =>
      file ? `chooses the file "${file.name}" (${file.type}, ${file.size} bytes) in «slip.file»` : 'chooses no file',
    UPLOAD: 'taps «slip.upload»',
    RESET: 'taps «slip.clear» (or «slip.chooseAnother»)',
    SEND: 'taps «slip.noQr.send»',
    PROGRESS: 'the slip is {percent} % up',
    UPLOADED: 'the bank receives the slip',
    FAILED: 'the upload fails ({code})',
    CANCEL: 'cancels the upload',
  },
  spin: { SPIN: 'taps «spin.spin»', STOPPED: 'the wheel stops', CLOSE: 'closes the prize' },
  couponClaim: {
    CHOOSE: 'taps «spin.coupons.claim» on a coupon',
    CONFIRM: 'taps «spin.coupons.confirm»',
    CLOSE: 'closes the answer',
  },
};

/** The form fields by the name the machine gives them (`{field}` of an event): the label the member reads. */
export const FIELDS = {
  changePassword: {
    oldPassword: '«password.oldPassword»',
    newPassword: '«password.newPassword»',
    confirmPassword: '«password.confirmPassword»',
  },
  moneyAction: { amount: '«transfer.amount»', to: '«transfer.to»' },
  register: {
    phone: '«register.phone»',
    otpCode: '«register.otpCode»',
    name: '«register.name»',
    password: '«register.password»',
    confirmPassword: '«register.confirmPassword»',
    bankCode: '«register.bank»',
    bankAccountNo: '«register.accountNo»',
    firstName: '«register.firstName»',
    lastName: '«register.lastName»',
    currency: '«register.currency»',
  },
};

/**
 * What the bank's answer to each call (a machine's invoked actor, by its id) is, as a tester says it: "The bank
 * answers <this>", "The bank refuses <this>".
 */
export const CALLS = {
  agreement: { load: 'the reading of the agreement', preload: 'the early reading of the agreement' },
  bankNameEdit: { save: 'the new account name' },
  bannerGate: { banners: 'the reading of the banners' },
  bonus: { activate: 'receiving the bonus', clear: 'cancelling the bonus' },
  changePassword: { save: 'the new password' },
  chat: {
    catchUp: 'the catching up after the reconnection',
    history: 'the reading of the conversation',
    markRead: 'the marking of the messages as read',
    older: 'the reading of older messages',
  },
  claim: { check: 'the check of what waits', receive: 'receiving it' },
  couponClaim: { claim: 'the claim of the coupon' },
  depositWatch: { check: 'the reading of the wallet' },
  gameAccount: {
    activate: 'opening the account',
    autoLogin: 'the opening of the game',
    credentials: 'the reading of the username and password',
    resetPassword: 'the new game password',
    transferAll: 'the move of the wallet to the game',
  },
  moneyAction: { submit: 'the request' },
  promotion: { activate: 'receiving the promotion', find: 'the look-up of the code' },
  qrDeposit: {
    cancel: 'the withdrawal of the QR code',
    create: 'the making of the QR code',
    current: 'the question whether a QR code is open',
  },
  register: {
    createAccount: 'the new account',
    loadSettings: "the reading of the registration's settings",
    sendOtp: 'the sending of the SMS code',
    validateProfile: 'the check of the profile',
    verifyOtp: 'the check of the SMS code',
  },
  session: { checkActive: 'the question whether the service is open', login: 'the log-in' },
  slipUpload: { read: "the phone's check of the picture (shrunk, its QR read)" },
  spin: { load: 'the reading of the wheel', spin: 'the spin' },
};

/** "1 message", "3 messages". */
const count = (n, thing) => `${n} ${thing}${n === 1 ? '' : 's'}`;
/** A bank's HTML text as the member reads it: its words, without the tags. */
const plain = (html) =>
  String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** An agreement's reading: its blocks of text (none: nothing to accept). */
const agreement = (blocks) => (blocks.length ? 'the agreement, ready to show' : 'no agreement to accept');
/** A QR code the bank holds for the member (a deposit's), or none. */
const qr = ({ hasQrcode, message }) =>
  hasQrcode
    ? 'a QR code for {amount} baht, to pay until {expireIn}'
    : message
      ? 'no QR code, with the message "{message}"'
      : 'no QR code for now';

/**
 * What the bank's answer to a call means for the member, after "The bank answers <the call>: " (an answer that
 * carries something must have its words; `npm run paths` names one without; an answer of nothing has none). Given the answer; `{name}` is its value
 * of that name (a date as Bangkok time), «key name=value» a label with its value. Never the answer's field names or
 * its HTML: what they mean.
 */
export const ANSWERS = {
  agreement: { load: agreement, preload: agreement },
  bannerGate: {
    banners: (list) => (list.length ? `${count(list.length, 'banner')} to read first` : 'no banners'),
  },
  bonus: {
    activate: ({ received }) =>
      `the bonus runs (received ${received.length === 1 ? 'once' : `${received.length} times`} in its period)`,
  },
  chat: {
    history: (list) => (list.length ? count(list.length, 'message') : 'no messages yet'),
    older: (list) => (list.length ? count(list.length, 'older message') : 'no older messages'),
    catchUp: (list) => `${count(list.length, 'message')}, those missed added to the conversation`,
  },
  claim: {
    check: ({ amount, blocked }) =>
      amount <= 0
        ? 'nothing waits'
        : blocked
          ? '{amount} baht wait, not to be received while a bonus runs'
          : '{amount} baht wait',
  },
  depositWatch: { check: 'the deposit of {amount} baht has arrived (by {channel})' },
  gameAccount: {
    credentials: 'the username "{username}" and the password "{password}"',
    autoLogin: 'the link that opens the game',
  },
  moneyAction: {
    submit: ({ wallet }) => `it went through${wallet ? `; the wallet now holds ${wallet.amount} baht` : ''}`,
  },
  promotion: {
    find: ({ percentFail, description }) =>
      `the promotion {code}: «promotion.percentFail percent=${percentFail}», described "${plain(description)}"`,
  },
  qrDeposit: { current: qr, create: qr },
  register: {
    loadSettings: ({ registerOTP }) =>
      registerOTP ? 'the phone number is checked by an SMS code' : 'no SMS code is asked for',
    sendOtp: ({ code }) =>
      code === 'OTP_VERIFIED'
        ? 'the number is checked already: no code is needed'
        : 'the code is sent at {sentAt}, with the reference "{otpRef}"',
  },
  session: {
    login: 'the member is logged in',
    checkActive: ({ terminated }) => (terminated ? 'the service has ended for this member' : 'the service is open'),
  },
  slipUpload: { read: ({ slip }) => (slip ? 'its QR reads "{slip}"' : 'no QR found on it') },
  spin: {
    load: ({ wheel, coin }) =>
      `${wheel ? `the wheel of ${count(wheel.slices.length, 'slice')}` : 'no wheel running'}, ${count(coin, 'coin')} to spin`,
    spin: 'the prize "{label}", {remainingCoin} coins left',
  },
};

/**
 * What the member notices when a delay of a machine runs out, by the delay as the machine names it (its name, or its
 * ms): after "After 1 s" (the length, in the app's words, when the delay is a number) or "After <its name>".
 */
export const AFTER = {
  agreement: { 1500: 'the page has settled: the agreement opens' },
  bankNameEdit: { 1000: 'the form closes and the new name is copied' },
  chat: {
    readDelay: 'the new messages have been on screen long enough: they are marked read',
    rejoin: 'the chat tries to join again',
  },
  depositWatch: {
    every: 'the wallet is read again',
    watchFor: 'the deposit has not come in time: the wait for it stops',
  },
  moneyAction: { 400: 'the send button wakes up' },
  register: { 2000: 'the success screen gives way to the log-in page' },
  spin: {
    stopTimeout: 'the wheel has not said it stopped: it is taken as stopped',
    pause: 'the prize opens',
  },
  couponClaim: { debounce: 'no second tap came: the claim goes' },
};

/**
 * The phone's own work among a machine's actors (no call to the bank): how its end and its failure are said, in place
 * of "The bank answers …" and "The bank refuses …"; `refused`: its failure with a code of its own (`error.refused`).
 */
export const OWN = {
  slipUpload: {
    read: {
      done: 'The phone has checked the picture (shrunk, its QR read)',
      error: 'The phone cannot check the picture: its QR reader did not download',
      refused: 'The phone will not open the picture: its header says it has more pixels than a phone opens',
    },
  },
};

/**
 * A message the member reads in a state that the machine keeps under a name of its own (its context's error), not a
 * code of the bank's catalogue (`errors.<code>`) or a locales/ key: the key of its text. '*': the machine's own table
 * of the bank's codes, where its screen reads them from another than `errors`.
 */
export const MESSAGES = {
  changePassword: { mismatch: 'password.mismatch', tooShort: 'password.tooShort' },
  spin: { '*': 'spinErrors' },
  couponClaim: { '*': 'spinErrors' },
};

/** The demo bank's personas (mirage/personas.ts, README's "Demo accounts"): who each is. */
export const PEOPLE = {
  funded: 'Somchai Demo, a funded member',
  bonus: 'Malee Bonus, a member whose bonus runs',
  inactive: 'Inactive Member, whose log-in is refused',
  newcomer: 'Anong Newcomer, a new member with no coins',
};

/**
 * Where a machine's cases start: who (a persona of PEOPLE, or null: a visitor, not logged in), on which page (its
 * address), and what of it (a locales/ key: the page's title, or the dialog or part opened there). `groups`: a
 * group of cases (the model test's name for it) whose start differs, by a word of its name: its persona, or what of
 * the start differs.
 */
export const STARTS = {
  agreement: { persona: 'funded', page: '/user/home', what: 'home.agreement.title' },
  bankNameEdit: { persona: 'bonus', page: '/user/profile', what: 'bankName.title' },
  bannerGate: { persona: 'funded', page: '/user/bonus', what: 'bonus.title' },
  bonus: { persona: 'funded', page: '/user/bonus', what: 'bonus.title', groups: { '0898765432': 'bonus' } },
  bonusBoard: { persona: 'bonus', page: '/user/bonus', what: 'bonus.title' },
  changePassword: { persona: 'funded', page: '/user/profile', what: 'password.title' },
  // The chat is on the contact page: the member's (/user/contact), and a visitor's (/contact) for a guest.
  chat: {
    persona: 'funded',
    page: '/user/contact',
    what: 'chat.title',
    groups: { guest: { persona: null, page: '/contact' } },
  },
  claim: {
    persona: 'funded',
    page: '/user/home',
    what: 'refund.title',
    groups: { invite: { what: 'home.invite.bonus' }, 'never played': 'newcomer', 'no refund': 'bonus' },
  },
  couponClaim: { persona: 'funded', page: '/user/spin', what: 'spin.coupons.title' },
  depositWatch: { persona: 'funded', page: '/user/home', what: 'deposit.title' },
  gameAccount: { persona: 'funded', page: '/user/home', what: 'game.balance' },
  moneyAction: {
    persona: 'funded',
    page: '/user/home',
    what: 'transfer.title',
    groups: { withdraw: { what: 'withdraw.title' } },
  },
  picker: { persona: 'funded', page: '/user/home', what: 'home.actions' },
  promotion: { persona: 'funded', page: '/user/bonus', what: 'promotion.title' },
  qrDeposit: { persona: 'funded', page: '/user/home', what: 'deposit.title' },
  qrDepositGroup: { persona: 'funded', page: '/user/home', what: 'deposit.title' },
  register: { persona: null, page: '/register', what: 'register.title' },
  session: { persona: null, page: '/login', what: 'login.title', groups: { 'stored token': 'funded' } },
  slipUpload: { persona: 'funded', page: '/user/home', what: 'deposit.title' },
  spin: {
    persona: 'funded',
    page: '/user/spin',
    what: 'spin.title',
    groups: { Anong: 'newcomer', Malee: 'bonus' },
  },
};
