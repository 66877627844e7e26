import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  depositWatchMachine,
  WATCH_EVERY_MS,
  WATCH_FOR_MS,
  type Awaited,
  type Credit,
  type DepositWatchEvent,
} from '../../machines/depositWatch';
import { api } from '../../src/api/contracts';
import { checkCredit } from '../../src/features/deposit/actors';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof depositWatchMachine.transition>;

const QR_AMOUNT = 100;
/** A credit as the model writes it (the run's own comes from the demo bank). */
const CREDIT: Credit = { amount: QR_AMOUNT, channel: 'KBANK', at: 0, balance: 0 };
const WATCH = { type: 'WATCH', awaited: { channel: 'KBANK', baseline: 0, since: 0 } };
/** "I have paid" on a KBANK QR of 100 baht, valid 10 minutes from the tap. */
const PAID_QR = { provider: 'KBANK', qrcodeId: 'QR-MODEL', amount: QR_AMOUNT, since: 0, until: 600_000 };
const PAID = { type: 'PAID', awaited: { channel: 'KBANK', baseline: 0, since: 0 }, qr: PAID_QR };
const EVERY = { type: `xstate.after.every.depositWatch.watching.waiting` };
const GIVE_UP = { type: `xstate.after.watchFor.depositWatch.watching` };

/**
 * The member's words (a QR shown or paid, a slip sent), the page hidden and shown, the reads' answers: no credit yet,
 * the credit (the demo bank pays the member's QR), a failed read; the watch's own clock.
 */
const eventsFor = (s: Snap): DepositWatchEvent[] => events(s) as DepositWatchEvent[];
const events = (s: Snap): EventObject[] => {
  if (s.matches('idle')) return [WATCH, PAID];
  if (s.matches({ credited: 'told' })) return [{ type: 'OPEN' }, { type: 'DISMISS' }, WATCH];
  if (s.matches({ credited: 'open' })) return [{ type: 'CLOSE' }];
  if (s.matches({ watching: 'waiting' })) return [EVERY, { type: 'HIDDEN' }, { type: 'STOP' }, GIVE_UP];
  if (s.matches({ watching: 'paused' })) return [{ type: 'VISIBLE' }];
  if (s.matches({ watching: 'checking' }))
    return [success('check', null), success('check', CREDIT), failure('check', 'INTERNAL_SERVER_ERROR')];
  return [];
};
/** (Whether any credit was told, not how many: the graph stays finite.) */
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.awaited !== null, s.context.credit !== null, s.context.credits > 0]);
const paths = withEdges(
  depositWatchMachine,
  getShortestPaths(depositWatchMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) }),
  { events: eventsFor, serializeState: key },
);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const wallet = async () => (await t.client.call(api.wallet.get)).wallet.amount;

describe('deposit watch model: every shortest path runs against Mirage', () => {
  it('reaches a credit, a quiet end, a pause and a failed read', () => {
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [
      '{"credited":"told"}',
      '{"credited":"open"}',
      '"idle"',
      '{"watching":"paused"}',
      '{"watching":"waiting"}',
    ])
      expect(ends).toContain(v);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const clock = new SimulatedClock();
    const looks: Awaited[] = [];
    const check = checkCredit(t.client, new QueryClient());
    const machine = depositWatchMachine.provide({
      actors: {
        check: fromPromise(({ input }: { input: Awaited }) => (looks.push(input), check(input))),
        visibility: fromCallback(() => {}),
      },
    });
    let paid = 0;
    let before = 0;
    await runPath<Snap>({
      path,
      key,
      start: () => createActor(machine, { clock }).start(),
      // The bank's answer to the next look: a paid QR for a credit, a refused read for a failure.
      arrange: async (o) => {
        const e = o as EventObject & { output?: Credit | null; error?: { code: string } };
        if (e.error) t.demo.controls.failNext('GET', '/api/wallet', e.error.code);
        else if (e.output) {
          await t.client.call(api.qrcode.create, {
            params: { provider: 'KBANK' },
            body: { amount: QR_AMOUNT },
            intent: { key: crypto.randomUUID(), values: { amount: QR_AMOUNT }, at: 0 },
          });
          t.demo.controls.payQr();
          paid += QR_AMOUNT;
        }
      },
      advance: (e) => clock.increment(e.type === EVERY.type ? WATCH_EVERY_MS : WATCH_FOR_MS),
      // WATCH as the app sends it: the wallet as it is now is the baseline.
      exec: async (e, actor) => {
        if (e.type !== 'WATCH' && e.type !== 'PAID') return false;
        before = await wallet();
        const awaited = { channel: 'KBANK', baseline: before, since: Date.now() };
        if (e.type === 'WATCH') actor.send({ type: 'WATCH', awaited });
        else actor.send({ type: 'PAID', awaited, qr: { ...PAID_QR, since: Date.now(), until: Date.now() + 600_000 } });
        return true;
      },
    });
    // Every look read the wallet against the baseline of the member's last word; a credit is what the bank paid.
    for (const look of looks) expect(look.baseline).toBeLessThanOrEqual(await wallet());
    if (path.state.matches('credited')) {
      const credited = path.steps.filter((s) => (s.event as { output?: unknown }).output).length;
      expect(credited * QR_AMOUNT).toBe(paid);
      expect(await wallet()).toBe(before + QR_AMOUNT);
    }
  });
});

publish('depositWatch', 'a deposit awaited', depositWatchMachine, paths);
