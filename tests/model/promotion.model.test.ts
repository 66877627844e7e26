import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { promotionMachine, type PromotionEvent } from '../../machines/promotion';
import { api } from '../../src/api/contracts';
import { promotionActors } from '../../src/features/bonus/actors';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof promotionMachine.transition>;

/** Codes as a member types them: one to find (lowercase), one the demo does not know, and nothing. */
const PROMO50 = { code: 'PROMO50', percentFail: 25, description: '<p>รับเครดิตเพิ่ม <b>50 บาท</b> ทันที (รับได้ครั้งเดียว)</p>' };
const EVENTS_BY_STATE: Record<string, (s: Snap) => unknown[]> = {
  idle: () => [
    { type: 'TYPE', value: 'promo50' },
    { type: 'TYPE', value: 'nope' },
    { type: 'TYPE', value: '  ' },
    { type: 'SEARCH' },
  ],
  // The demo knows PROMO50 and nothing else.
  searching: (s) => [
    success('find', s.context.code === 'PROMO50' ? PROMO50 : null),
    failure('find', 'INTERNAL_SERVER_ERROR'),
  ],
  found: () => [{ type: 'RECEIVE' }, { type: 'CLOSE' }],
  // A 500 proves nothing: the answer is unclear (the bank may have credited it), and the receipt is offered again.
  receiving: () => [
    success('activate'),
    failure('activate', 'PROMOTION_RECEIVED'),
    failure('activate', 'BONUS_ALREADY_ACTIVE'),
    failure('activate', 'INTERNAL_SERVER_ERROR'),
  ],
  received: () => [{ type: 'CLOSE' }],
  notFound: () => [{ type: 'CLOSE' }],
};
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[s.value as string]?.(s) ?? []) as PromotionEvent[];
const key = (s: Snap) => JSON.stringify([s.value, s.context.code, s.context.error]);
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  promotionMachine,
  getShortestPaths(promotionMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) }),
  { events: eventsFor, serializeState: key },
);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

function arrange(outcome: EventObject, code: string) {
  const e = outcome as EventObject & { error?: { code: string } };
  const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
  if (e.error)
    t.demo.controls.failNext(
      'GET',
      id === 'find' ? `/api/promotion/find/${code}` : `/api/promotion/activate/${code}`,
      e.error.code,
    );
}

const wallet = async () => Math.round((await t.client.call(api.wallet.get)).wallet.amount * 100);

describe('promotion model: every shortest path runs against Mirage', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    for (const s of ['idle', 'searching', 'found', 'receiving', 'received', 'notFound']) expect(reached).toContain(s);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const before = await wallet();
    let actor: ReturnType<typeof createActor<typeof promotionMachine>> | null = null;
    await runPath<Snap>({
      path,
      key,
      arrange: (o) => arrange(o, actor?.getSnapshot().context.code || 'PROMO50'),
      start: () =>
        (actor = createActor(promotionMachine.provide({ actors: promotionActors(t.client) }), { input: {} }).start()),
    });
    // The code is uppercase as typed; the wallet gains PROMO50's 50 baht exactly when the member saw it received.
    expect(path.state.context.code).toBe(path.state.context.code.toUpperCase());
    const received = path.steps.some((s) => s.state.matches('received'));
    // (A path that ends while the call is under way stopped before the answer: the bank may or may not have credited.)
    if (path.state.matches('receiving')) expect([before, before + 5_000]).toContain(await wallet());
    else expect(await wallet()).toBe(before + (received ? 5_000 : 0));
  });
});

publish('promotion', 'promotion code', promotionMachine, paths);
