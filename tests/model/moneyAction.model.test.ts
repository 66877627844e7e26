import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sameValues, type Intent } from '../../machines/intent';
import type { moneyActionMachine } from '../../machines/moneyAction';
import { CONFIRM_ARM_MS, moneyFormMachine, type MoneyActionEvent, type Values } from '../../machines/moneyAction';
import { amountRequest, transferErrors, transferRequest, withdrawErrors } from '../../machines/validation';
import { WITHDRAW_LIMITS } from '../../mirage/content';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/client';
import { api } from '../../src/api/contracts';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof moneyActionMachine.transition>;
type Actor = ReturnType<typeof createActor<typeof moneyActionMachine>>;

const AMOUNT = 100;
/** A second valid amount: a new intent while the first may have gone through. */
const OTHER_AMOUNT = 200;
/**
 * The answers that leave the member not knowing whether the money moved (the test's own list, not the app's): no
 * answer, a timeout, a gateway's 502 page after the bank moved the money. The form then says OUTCOME_UNKNOWN.
 */
const UNCLEAR = new Set(['NETWORK_ERROR', 'TIMEOUT', 'INTERNAL_SERVER_ERROR']);
const INPUT = { values: { from: 'WALLET', to: '', amount: '' } };
/** The transfer dialog's rules, as it gives them (src/features/transfer/TransferDialog.tsx). */
const transferForm = moneyFormMachine({ validate: transferErrors, toRequest: transferRequest });
const change = (field: string, value: string): MoneyActionEvent => ({ type: 'CHANGE', field, value });

/**
 * The transfer form's events: valid and invalid choices (the same account, below the minimum), submit and reset; the
 * server's answers to the call under way. NETWORK_ERROR is a request that never reached the server; TIMEOUT is one the
 * server carried out whose answer was lost; INTERNAL_SERVER_ERROR is one it carried out whose answer a gateway replaced
 * by its 502 page: all three leave the outcome unknown to the member.
 */
const EVENTS_BY_STATE: Record<string, unknown[]> = {
  editing: [
    change('to', 'pg'),
    change('to', 'WALLET'),
    change('amount', String(AMOUNT)),
    change('amount', String(OTHER_AMOUNT)),
    change('amount', '0.5'),
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'FORGET' },
  ],
  confirmingNew: [{ type: 'CONFIRM' }, { type: 'DISMISS' }],
  submitting: [
    success('submit', { success: true }),
    failure('submit', 'TRANSFER_FAIL'),
    failure('submit', 'MONEY_NOT_ENOUGH'),
    failure('submit', 'NETWORK_ERROR'),
    failure('submit', 'TIMEOUT'),
    failure('submit', 'INTERNAL_SERVER_ERROR'),
  ],
  succeeded: [{ type: 'RESET' }],
};
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[s.value as string] ?? []) as MoneyActionEvent[];
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.values.to,
    s.context.values.amount,
    Object.entries(s.context.errors).sort(),
    s.context.serverError,
    s.context.intent !== null,
  ]);

/**
 * A path to every state the model tells apart, plus one for each transition those do not take; a path that ends on
 * an unclear answer is run with each of them (they lead to the same state, so the graph keeps only one).
 */
const paths = withEdges(
  transferForm,
  getShortestPaths(transferForm, { input: INPUT, events: eventsFor, serializeState: (s) => key(s as Snap) }),
  {
    input: INPUT,
    events: eventsFor,
    serializeState: key,
  },
).flatMap((p) => {
  const last = p.steps.at(-1)?.event as { error?: { code: string } } | undefined;
  if (!last?.error || !UNCLEAR.has(last.error.code)) return [p];
  return [...UNCLEAR].map((code) => ({
    ...p,
    steps: [...p.steps.slice(0, -1), { ...p.steps.at(-1)!, event: failure('submit', code) }],
  }));
});

/** One POST /api/wallet/transfer as the client sent it and as the server answered it. */
interface Sent {
  key: string;
  /** The amount the request carried (baht). */
  amount: number;
  reachedServer: boolean;
  status: number | null;
  delivered: boolean;
}

let t: ReturnType<typeof setup>;
let sent: Sent[];
/** Transfer calls still on their way (a path may end while one is in flight). */
let inflight: Promise<unknown>[];
/** How the next transfer call is lost on the way, as the path's outcome says. */
let lose: 'request' | 'answer' | 'gateway' | null;
/** The failure the path arranged last (its code). */
let arranged: string | null;
beforeEach(async () => {
  t = setup();
  sent = [];
  inflight = [];
  lose = null;
  arranged = null;
  const pretenderFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/api/wallet/transfer')) return pretenderFetch(input, init);
    const s: Sent = {
      key: (init?.headers as Record<string, string>)['Idempotency-Key']!,
      amount: (JSON.parse(String(init?.body)) as { amount: number }).amount,
      reachedServer: false,
      status: null,
      delivered: false,
    };
    sent.push(s);
    const mode = lose;
    lose = null;
    if (mode === 'request') throw new TypeError('Failed to fetch');
    s.reachedServer = true;
    // The client's timeout may already have fired (see arrange): the server still gets the request.
    const answer = pretenderFetch(input, { ...init, signal: null });
    inflight.push(answer);
    const res = await answer;
    s.status = res.status;
    if (mode === 'answer') throw new DOMException('The operation was aborted.', 'AbortError');
    if (mode === 'gateway')
      return { status: 502, text: async () => '<html><body><h1>502 Bad Gateway</h1></body></html>' } as Response;
    s.delivered = true;
    return res;
  });
  await t.loginAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  t.demo.shutdown();
});

/** Arrange the server (or the network) to answer the next transfer as the path's outcome says. */
function arrange(outcome: EventObject) {
  const code = (outcome as EventObject & { error?: { code: string } }).error?.code;
  arranged = code ?? null;
  if (code === 'NETWORK_ERROR') lose = 'request';
  else if (code === 'INTERNAL_SERVER_ERROR') lose = 'gateway';
  else if (code === 'TIMEOUT') {
    lose = 'answer';
    // The client's timer fires at once, so that the client itself reports TIMEOUT.
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      fn: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if (ms !== (api.wallet.transfer.timeoutMs ?? DEFAULT_TIMEOUT_MS)) return realSetTimeout(fn, ms, ...rest);
      spy.mockRestore();
      fn();
      return realSetTimeout(() => {}, 0);
    }) as typeof setTimeout);
  } else if (code) t.demo.controls.failNext('POST', '/api/wallet/transfer', code);
}

const balances = async () => {
  const w = await t.client.call(api.wallet.get);
  return { wallet: w.wallet.amount, pg: w.slots.find((s) => s.code === 'pg')!.amount };
};

/**
 * The intent rules (written here from docs/product.md#intents, not read from the machine), checked on every change of the
 * actor: each submission sends its intent's key; a submit of the same request while an intent is open resends its
 * key, a different one (after the member confirmed) or one with none open gets a new key; an unknown outcome keeps the
 * intent open and says so, a definite answer closes it; typing never touches it; a reset starts with none.
 */
function watchIntents(actor: Actor) {
  const submitted: string[] = [];
  const broken: string[] = [];
  let succeeded = 0;
  let prev = actor.getSnapshot();
  let open: Intent | null = prev.context.intent;
  actor.subscribe((s) => {
    const now = s.context.intent;
    if (s.matches('submitting') && !prev.matches('submitting')) {
      const sentKey = now?.key ?? 'none';
      const sameRequest = open !== null && now !== null && sameValues(open.values, now.values);
      if (open && sameRequest && !prev.matches('confirmingNew') && sentKey !== open.key)
        broken.push('the same request while open got a new key');
      if (open && !sameRequest && !prev.matches('confirmingNew'))
        broken.push('a different request was sent without asking the member');
      if ((!open || prev.matches('confirmingNew')) && submitted.includes(sentKey))
        broken.push('a new intent reused an old key');
      submitted.push(sentKey);
    }
    if (prev.matches('submitting') && s.matches('editing')) {
      const unknown = UNCLEAR.has(arranged!);
      if (unknown && now?.key !== prev.context.intent?.key) broken.push(`after ${arranged} the intent was not kept`);
      if (!unknown && now !== null) broken.push(`after ${arranged} the intent stayed open`);
      const shown = unknown ? 'OUTCOME_UNKNOWN' : arranged;
      if (s.context.serverError !== shown)
        broken.push(`after ${arranged} the form said ${s.context.serverError}, not ${shown}`);
    }
    if (prev.matches('submitting') && s.matches('succeeded')) {
      succeeded++;
      if (now !== null) broken.push('a success left the intent open');
    }
    if (
      prev.matches('editing') &&
      s.matches('editing') &&
      s.context.values !== prev.context.values &&
      now !== prev.context.intent
    )
      broken.push('typing changed the intent');
    open = s.matches('submitting') ? open : now;
    prev = s;
  });
  return { submitted, broken, succeeded: () => succeeded };
}

describe('money action model (a transfer): every shortest path runs against Mirage', () => {
  it('reaches every state and every answer', () => {
    const ends = new Set(paths.map((p) => `${String(p.state.value)} ${p.state.context.serverError}`));
    for (const e of [
      'editing null',
      'submitting null',
      'succeeded null',
      'editing TRANSFER_FAIL',
      'editing MONEY_NOT_ENOUGH',
      'editing OUTCOME_UNKNOWN',
      'confirmingNew null',
    ]) {
      expect(ends).toContain(e);
    }
    const answers = new Set(
      paths.flatMap((p) => p.steps.map((st) => (st.event as { error?: { code: string } }).error?.code)),
    );
    for (const code of ['TRANSFER_FAIL', 'MONEY_NOT_ENOUGH', ...UNCLEAR]) expect(answers).toContain(code);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const start = await balances();
    const machine = transferForm.provide({
      actors: {
        submit: fromPromise<unknown, { intent: Intent; values: Values }>(({ input }) =>
          t.fresh.call(api.wallet.transfer, {
            body: input.intent.values as ReturnType<typeof transferRequest>,
            intent: input.intent,
          }),
        ),
      },
    });
    let actor: Actor | null = null;
    let intents: ReturnType<typeof watchIntents> | null = null;
    await runPath<Snap>({
      path,
      key,
      arrange,
      start: () => {
        actor = createActor(machine, { input: INPUT }).start();
        intents = watchIntents(actor);
        return actor;
      },
    });
    let last = actor!.getSnapshot();
    let succeeded = intents!.succeeded();
    const broken = [...intents!.broken];
    const submitted = [...intents!.submitted];
    let retriedUnknown = false;

    // Then the member submits once more what the path left refused: the same intent after an unknown outcome (the
    // server must not move the money again), a new one after a definite answer.
    const sendable = last.context.intent !== null || Object.keys(transferErrors(last.context.values)).length === 0;
    if (last.matches('editing') && last.context.serverError && sendable) {
      // The path's end, carried on (runPath has stopped its actor).
      const snapshot = { ...actor!.getPersistedSnapshot(), status: 'active' } as ReturnType<
        Actor['getPersistedSnapshot']
      >;
      const retry = createActor(machine, { input: INPUT, snapshot }).start();
      const more = watchIntents(retry);
      // After an unknown outcome "Try again" resends the open intent; after a refusal the member submits anew.
      retry.send({ type: last.context.intent ? 'RETRY' : 'SUBMIT' });
      await waitFor(retry, (s) => !s.matches('submitting'), { timeout: 5000 });
      retry.stop();
      const unknown = last.context.serverError === 'OUTCOME_UNKNOWN';
      expect(more.submitted).toHaveLength(1);
      if (last.context.intent) expect(more.submitted[0]).toBe(last.context.intent.key);
      expect(
        more.submitted[0] === submitted.at(-1),
        `the retry after ${last.context.serverError} reuses the refused key`,
      ).toBe(unknown);
      broken.push(...more.broken);
      submitted.push(...more.submitted);
      succeeded += more.succeeded();
      last = retry.getSnapshot();
      expect(last.matches('succeeded')).toBe(true);
      // One intent, one success seen: the money moved exactly once, whether or not the first attempt got through.
      if (unknown) retriedUnknown = true;
    }

    await Promise.allSettled(inflight);
    expect(broken).toEqual([]);
    // Every call carried the key of the submission that made it.
    expect(sent.map((s) => s.key)).toEqual(submitted);
    // Money moved once per intent the server carried out, however often it was sent (a retried key is replayed), and
    // every success the member saw is one of them. (An intent can be carried out unseen: its answer was lost, or the
    // path ended while it was in flight.)
    const carriedOut = new Map(sent.filter((s) => s.status === 200).map((s) => [s.key, s.amount]));
    const moved = [...carriedOut.values()].reduce((sum, a) => sum + a * 100, 0);
    const seen = new Set(sent.filter((s) => s.status === 200 && s.delivered).map((s) => s.key));
    // (A path that ends in submitting stops its actor before the answer: the member never saw it.)
    expect(succeeded).toBe(path.state.matches('submitting') ? 0 : seen.size);
    const end = await balances();
    expect(Math.round((start.wallet - end.wallet) * 100)).toBe(moved);
    expect(Math.round((end.pg - start.pg) * 100)).toBe(moved);
    // "Try again" after an unclear answer resent the same key (and the sums above show it moved the money once).
    if (retriedUnknown) expect(new Set(sent.map((s) => s.key)).size).toBeLessThan(sent.length);
  });
});

publish('moneyAction', 'transfer form', transferForm, paths, { input: INPUT });

/**
 * The same machine in the withdraw dialog: an amount within the bank's limits (100 to 50,000), below or above them;
 * the bank pays out, or refuses what the wallet does not hold. The money leaves the wallet once per success.
 */
/** The withdraw dialog's rules, as it gives them (src/features/withdraw/WithdrawDialog.tsx). */
const withdrawForm = moneyFormMachine({
  validate: (v: Record<string, string>) => withdrawErrors(v, WITHDRAW_LIMITS),
  toRequest: amountRequest,
});
const WITHDRAW_INPUT = {
  values: { amount: '' },
  // As the dialog asks: the request and where it goes, confirmed once before it is sent.
  confirm: true,
};
const ARMED = { type: `xstate.after.${CONFIRM_ARM_MS}.moneyAction.confirming.arming` };
const WITHDRAW_EVENTS: Record<string, unknown[]> = {
  editing: [
    change('amount', '200'),
    change('amount', '300'),
    change('amount', '50'),
    change('amount', '60000'),
    { type: 'SUBMIT' },
  ],
  submitting: [
    success('submit', { success: true, wallet: { amount: 1300 } }),
    failure('submit', 'MONEY_NOT_ENOUGH'),
    failure('submit', 'NETWORK_ERROR'),
  ],
  confirmingNew: [{ type: 'CONFIRM' }, { type: 'DISMISS' }],
  succeeded: [{ type: 'RESET' }],
};
const withdrawEventsFor = (s: Snap) =>
  (s.matches({ confirming: 'arming' })
    ? // A tap on the send before it is armed (the second tap of a double tap) changes nothing; back goes back.
      [{ type: 'CONFIRM' }, { type: 'DISMISS' }, ARMED]
    : s.matches({ confirming: 'armed' })
      ? [{ type: 'CONFIRM' }, { type: 'DISMISS' }]
      : (WITHDRAW_EVENTS[s.value as string] ?? [])) as MoneyActionEvent[];
const withdrawKey = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.values.amount,
    Object.entries(s.context.errors).sort(),
    s.context.serverError,
    s.context.intent !== null,
  ]);
const withdrawPaths = withEdges(
  withdrawForm,
  getShortestPaths(withdrawForm, {
    input: WITHDRAW_INPUT,
    events: withdrawEventsFor,
    serializeState: (s) => withdrawKey(s as Snap),
  }),
  { input: WITHDRAW_INPUT, events: withdrawEventsFor, serializeState: withdrawKey },
);

describe('money action model (a withdraw): every shortest path runs against Mirage', () => {
  it.each(withdrawPaths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const wallet = async () => (await t.client.call(api.wallet.get)).wallet.amount;
    const start = await wallet();
    const machine = withdrawForm.provide({
      actors: {
        submit: fromPromise<unknown, { intent: Intent; values: Values }>(({ input }) =>
          t.fresh.call(api.wallet.withdrawAll, {
            body: input.intent.values as { amount: number },
            intent: input.intent,
          }),
        ),
      },
    });
    let actor: Actor | null = null;
    const clock = new SimulatedClock();
    await runPath<Snap>({
      path,
      key: withdrawKey,
      advance: () => clock.increment(CONFIRM_ARM_MS),
      arrange: (o) => {
        const code = (o as EventObject & { error?: { code: string } }).error?.code;
        if (code) t.demo.controls.failNext('POST', api.wallet.withdrawAll.path, code);
      },
      start: () => (actor = createActor(machine, { input: WITHDRAW_INPUT, clock }).start()),
    });
    // A path that ends while its call is under way leaves it to the bank; the others are settled.
    if (path.state.matches('submitting')) return;
    // What left the wallet: the amount of each request the bank answered with a success (a NETWORK_ERROR here is armed
    // with failNext and moves nothing).
    const paid = path.steps.reduce((sum, st, i) => {
      if ((st.event as EventObject).type !== 'xstate.done.actor.submit') return sum;
      const sent = path.steps[i - 1]!.state.context.intent!.values as { amount: number };
      return sum + sent.amount * 100;
    }, 0);
    void actor;
    expect(Math.round((start - (await wallet())) * 100)).toBe(paid);
  });
});

publish('moneyAction', 'withdraw form', withdrawForm, withdrawPaths, { input: WITHDRAW_INPUT });
