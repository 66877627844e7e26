import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, type Intent } from './intent';
import { amountError, parseAmount, type Provider } from './validation';

export { QR_PRESETS, providerRules, type Provider } from './validation';

/** The least a QR is made for: the provider's minimum (KBANK's is 0), and never below 1 baht. */
export const createMinimum = (minimum: number) => Math.max(1, minimum);

/**
 * The create button: the text reads as an amount (machines/validation.ts readAmount, as every money field) of at
 * least createMinimum; a deployment's qrMinimum (providerRules) is every provider's minimum, KBANK's too.
 */
export function canCreate(amount: string, minimum: number): boolean {
  const n = parseAmount(amount);
  return n !== null && n >= createMinimum(minimum);
}

/** What the field says under it: nothing while empty, why the text is not an amount, or the minimum when below it. */
export const qrAmountError = (amount: string, minimum: number): string | null =>
  amount.trim() === '' ? null : amountError(amount, createMinimum(minimum), 'deposit.qr.minimum');

export interface QrAnswer {
  qrcodeId: string | null;
  hasQrcode: boolean;
  qrcode: string | null;
  amount: number | null;
  expireIn: string | null;
  message: string | null;
  /**
   * When the answer came, as the actors saw it (src/features/deposit/actors.ts): the QR then lives expireIn minus the
   * bank's time at the answer, counted on the countdown's clock from its reading at the answer. Without it (an answer
   * read on the clock the TICKs carry, e.g. a test's), expireIn itself is the deadline.
   */
  heard?: HeardAt;
}

/** An answer's arrival on both clocks. */
export interface HeardAt {
  /** The bank's time at the answer (epoch ms): its `Date` header, or the best estimate of the bank's clock. */
  bank: number;
  /** The countdown's clock at the answer: the page's monotonic clock (performance.now()), never the phone's date. */
  clock: number;
}

export interface ShownQr {
  qrcodeId: string;
  qrcode: string;
  amount: number;
  /** The deadline on the countdown's clock (the clock TICKs carry: the page's monotonic clock in the app). */
  expiresAt: number;
}

export interface QrContext {
  provider: Provider;
  minimum: number;
  amount: string;
  qr: ShownQr | null;
  /**
   * The countdown clock's last reading (ms; the page's monotonic clock in the app): the countdown is expiresAt − now,
   * never decremented by hand.
   */
  now: number;
  error: string | null;
  /** The QR shown ran out of time (the member is told until they start a new one). */
  expired: boolean;
  /** The open QR request ({ provider, amount }): the same amount after an unclear answer resends its key. */
  intent: Intent | null;
}

export type QrEvent =
  | { type: 'AMOUNT'; value: string }
  | { type: 'CREATE' }
  | { type: 'CANCEL' }
  | { type: 'TRANSFERRED' }
  | { type: 'REFRESH' }
  | { type: 'TICK'; now: number };

/**
 * The deadline of a QR answer on the countdown's clock: what the bank gave it (expireIn − the bank's time at the
 * answer) from the clock's reading at the answer, so that a phone set a day ahead or ten minutes behind still counts
 * down the bank's 5 minutes.
 */
export const deadlineOf = (expireIn: string, heard: HeardAt | undefined): number =>
  heard ? heard.clock + (Date.parse(expireIn) - heard.bank) : Date.parse(expireIn);

const toShown = (a: QrAnswer): ShownQr | null =>
  a.hasQrcode && a.qrcodeId && a.qrcode && a.expireIn
    ? { qrcodeId: a.qrcodeId, qrcode: a.qrcode, amount: a.amount ?? 0, expiresAt: deadlineOf(a.expireIn, a.heard) }
    : null;

/** The countdown clock's reading at an answer that says it (QrAnswer.heard): the QR shows its full time at once. */
const nowAt = ({ context, event }: { context: QrContext; event: { output: QrAnswer } }) =>
  event.output.heard?.clock ?? context.now;

/** Seconds left on the shown QR, as the view writes mm:ss. */
export const secondsLeft = (c: Pick<QrContext, 'qr' | 'now'>) =>
  c.qr ? Math.max(0, Math.ceil((c.qr.expiresAt - c.now) / 1000)) : 0;

/**
 * One provider's QR deposit (docs/product.md#machine-qrDeposit): no QR, an amount, creating, then shown with a
 * countdown to expireIn; at 00:00 the QR is dropped. Cancel deletes it. REFRESH reloads (another provider made a QR).
 * The clock is an injected actor sending TICK with its reading (the app's reads the page's monotonic clock, which the
 * phone's date settings never move: src/features/deposit/actors.ts), so the countdown is read, never counted, and tests
 * drive it.
 */
export const qrDepositMachine = setup({
  types: {
    context: {} as QrContext,
    events: {} as QrEvent,
    input: {} as { provider: Provider; minimum: number; now: number; intent?: Intent | null },
    tags: {} as 'busy' | 'none' | 'sending' | 'shown',
  },
  actors: {
    current: fromPromise<QrAnswer, { provider: Provider }>(async () => {
      throw new Error('current not provided');
    }),
    create: fromPromise<QrAnswer, { provider: Provider; amount: number; intent: Intent }>(async () => {
      throw new Error('create not provided');
    }),
    cancel: fromPromise<void, { qrcodeId: string }>(async () => {}),
    clock: fromCallback<QrEvent>(({ sendBack }) => {
      const tick = () => sendBack({ type: 'TICK', now: Date.now() });
      tick();
      const id = setInterval(tick, 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    /** The server made no QR: show its message (a red toast). */
    showRefusal: (_, _params: { message: string | null }) => {},
    /** A QR was made: the other providers' views refresh. */
    created: () => {},
    /** The member says the money was sent: the app awaits the credit (and says so), and the dialog closes. */
    transferred: () => {},
    /** A QR is on the screen: the app awaits its payment (the deposit watch, machines/depositWatch.ts). */
    awaiting: () => {},
  },
  guards: {
    amountOk: ({ context }) => canCreate(context.amount, context.minimum),
    expired: ({ context }) => context.qr !== null && context.now >= context.qr.expiresAt,
  },
}).createMachine({
  id: 'qrDeposit',
  context: ({ input }) => ({
    provider: input.provider,
    minimum: input.minimum,
    amount: '',
    qr: null,
    now: input.now,
    error: null,
    expired: false,
    intent: input.intent ?? null,
  }),
  initial: 'loading',
  on: { TICK: { actions: assign({ now: ({ event }) => event.now }) } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'current',
        src: 'current',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: [
          {
            guard: ({ event }) => toShown(event.output) !== null,
            target: 'shown',
            actions: assign({ qr: ({ event }) => toShown(event.output), now: nowAt }),
          },
          { target: 'none', actions: assign({ qr: null }) },
        ],
        onError: { target: 'none', actions: assign({ qr: null }) },
      },
    },
    none: {
      tags: ['none'],
      on: {
        AMOUNT: {
          actions: assign({ amount: ({ event }) => event.value, error: null, expired: false }),
        },
        CREATE: { guard: 'amountOk', target: 'creating', actions: assign({ error: null, expired: false }) },
        REFRESH: 'loading',
      },
    },
    creating: {
      // Its form stays, busy, until the QR comes (src/features/deposit/QrList.tsx).
      tags: ['busy', 'sending'],
      entry: assign({
        intent: ({ context }) =>
          intentFor(context.intent, { provider: context.provider, amount: parseAmount(context.amount) }, Date.now()),
      }),
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({
          provider: context.provider,
          amount: (context.intent!.values as { amount: number }).amount,
          intent: context.intent!,
        }),
        onDone: [
          {
            guard: ({ event }) => toShown(event.output) !== null,
            target: 'shown',
            actions: [
              assign({ qr: ({ event }) => toShown(event.output), now: nowAt, ...afterSuccess, error: null }),
              'created',
            ],
          },
          {
            target: 'none',
            actions: [
              assign({ ...afterSuccess, error: null }),
              { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'none',
          actions: assign(({ context, event }) => afterFailure(context.intent, event.error)),
        },
      },
    },
    shown: {
      tags: ['shown'],
      entry: 'awaiting',
      invoke: { id: 'clock', src: 'clock' },
      always: { guard: 'expired', target: 'none', actions: assign({ qr: null, expired: true }) },
      on: {
        CANCEL: 'cancelling',
        TRANSFERRED: { actions: 'transferred' },
        REFRESH: 'loading',
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ qrcodeId: context.qr?.qrcodeId ?? '' }),
        onDone: { target: 'none', actions: assign({ qr: null }) },
        onError: { target: 'shown', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
  },
});
