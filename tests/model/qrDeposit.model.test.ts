import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { qrDepositMachine, secondsLeft, type QrEvent } from '../../machines/qrDeposit';
import { api } from '../../src/api/contracts';
import { qrActors } from '../../src/features/deposit/actors';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof qrDepositMachine.transition>;

/** WW with a deployment minimum of 10 (qrMinimum): 50 passes the app's check but not the server's (100). */
const INPUT = { provider: 'WW' as const, minimum: 10, now: 0 };
const QR = {
  qrcodeId: 'q1',
  hasQrcode: true,
  qrcode: '<img alt="QR">',
  amount: 150,
  expireIn: '2099-01-01T00:00:00.000Z',
  message: null,
};
const NONE = {
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: null,
  message: 'Minimum 100 baht',
};
const LATER = 9e15; // a clock reading after any QR's expiry
/** The page's monotonic clock (performance.now()) when the bank's answers come: the QR countdown's clock. */
const MONO = 1_000_000;

const eventsFor = (s: Snap): QrEvent[] => {
  const byState: Record<string, unknown[]> = {
    loading: [
      success('current', { ...NONE, message: null }),
      success('current', QR),
      failure('current', 'INTERNAL_SERVER_ERROR'),
    ],
    none: [
      { type: 'AMOUNT', value: '150' },
      { type: 'AMOUNT', value: '50' },
      { type: 'AMOUNT', value: '0' },
      { type: 'CREATE' },
      { type: 'REFRESH' },
    ],
    creating:
      s.context.amount === '150' ? [success('create', QR), failure('create', 'QR_FAIL')] : [success('create', NONE)],
    shown: [
      { type: 'TICK', now: 0 },
      { type: 'TICK', now: LATER },
      { type: 'CANCEL' },
      { type: 'TRANSFERRED' },
      { type: 'REFRESH' },
    ],
    cancelling: [success('cancel'), failure('cancel', 'INTERNAL_SERVER_ERROR')],
  };
  return (byState[s.value as string] ?? []) as QrEvent[];
};
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.amount,
    s.context.qr !== null,
    secondsLeft(s.context) > 0,
    s.context.error,
    s.context.expired,
  ]);
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  qrDepositMachine,
  getShortestPaths(qrDepositMachine, { input: INPUT, events: eventsFor, serializeState: (s) => key(s as Snap) }),
  {
    input: INPUT,
    events: eventsFor,
    serializeState: key,
  },
);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

async function arrange(outcome: EventObject) {
  const e = outcome as EventObject & { error?: { code: string }; output?: { hasQrcode?: boolean } };
  const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
  if (e.error) {
    const route: Record<string, [string, string]> = {
      current: ['GET', '/api/qrcode/WW'],
      create: ['POST', '/api/qrcode/WW'],
      cancel: ['DELETE', '/api/qrcode/:qrcodeId'],
    };
    t.demo.controls.failNext(route[id]![0], route[id]![1], e.error.code);
  } else if (id === 'current') {
    const now = await t.client.call(api.qrcode.get, { params: { provider: 'WW' } });
    if (e.output?.hasQrcode && !now.hasQrcode)
      await t.fresh.call(api.qrcode.create, { params: { provider: 'WW' }, body: { amount: 150 } });
    if (!e.output?.hasQrcode && now.hasQrcode) t.advance(10 * 60_000); // the server's QR expires
  }
}

describe('QR deposit model: every shortest path runs against Mirage with a simulated clock', () => {
  it('reaches every state, including expiry at 00:00', () => {
    const values = new Set(paths.map((p) => p.state.value));
    for (const v of ['loading', 'none', 'creating', 'shown', 'cancelling']) expect(values).toContain(v);
    expect(
      paths.some(
        (p) =>
          p.steps.some((s) => s.event.type === 'TICK' && (s.event as { now: number }).now === LATER) &&
          p.state.matches('none'),
      ),
    ).toBe(true);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const showRefusal = vi.fn();
    const transferred = vi.fn();
    const created = vi.fn();
    let actor: ReturnType<typeof createActor<typeof qrDepositMachine>> | null = null;
    await runPath<Snap>({
      path,
      key,
      arrange,
      start: () =>
        (actor = createActor(
          qrDepositMachine.provide({
            actors: {
              ...qrActors(
                t.client,
                () => t.demo.controls.now(),
                () => MONO,
              ),
              clock: fromCallback(() => () => {}),
            },
            actions: { showRefusal: (_, p) => showRefusal(p.message), transferred, created },
          }),
          { input: INPUT },
        ).start()),
    });
    // A QR of the demo bank lives 5 minutes (its clock stands still here): the deadline is 5 minutes after the answer
    // on the page's monotonic clock, whatever the phone's date.
    const qr = actor!.getSnapshot().context.qr;
    if (qr) expect(qr.expiresAt).toBe(1_000_000 + 5 * 60 * 1000);
    const events = path.steps.map((s) => s.event as EventObject & { output?: { hasQrcode?: boolean } });
    // The member is told why no QR came, in the server's words; a made QR refreshes the other providers.
    if (events.some((e) => e.type === 'xstate.done.actor.create' && e.output?.hasQrcode === false)) {
      expect(showRefusal).toHaveBeenCalledWith(expect.stringMatching(/100/));
    }
    expect(created).toHaveBeenCalledTimes(
      events.filter((e) => e.type === 'xstate.done.actor.create' && e.output?.hasQrcode).length,
    );
    expect(transferred).toHaveBeenCalledTimes(events.filter((e) => e.type === 'TRANSFERRED').length);
    // A cancelled QR is gone on the server too.
    if (events.at(-1)?.type === 'xstate.done.actor.cancel') {
      expect((await t.client.call(api.qrcode.get, { params: { provider: 'WW' } })).hasQrcode).toBe(false);
    }
  });
});

publish('qrDeposit', 'WW', qrDepositMachine, paths, { input: INPUT });
