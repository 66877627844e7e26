// @vitest-environment node
/**
 * The deposit watch (machines/depositWatch.ts) as a phone on mobile data needs it: a read every 5 s, none while the
 * page is hidden (one at once when it shows), none after 5 minutes without a credit, and the credit told once.
 * Written from docs/product.md#machine-depositWatch, not read from the machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { depositWatchMachine, type Awaited, type Credit } from '../../../machines/depositWatch';

function watch(answers: Array<Credit | null> = []) {
  const clock = new SimulatedClock();
  const looks: Awaited[] = [];
  const actor = createActor(
    depositWatchMachine.provide({
      actors: {
        check: fromPromise(async ({ input }: { input: Awaited }) => {
          looks.push(input);
          return answers.shift() ?? null;
        }),
        visibility: fromCallback(() => {}),
      },
    }),
    { clock },
  ).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const wait = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) {
      clock.increment(Math.min(1000, left));
      await settle();
    }
  };
  return { actor, looks, wait, settle };
}
const awaited = (baseline: number): Awaited => ({ channel: 'KBANK', baseline, since: 0 });

describe('the deposit watch', () => {
  it('reads the wallet every 5 s, not in a busy loop, and nothing before the member acts', async () => {
    const w = watch();
    await w.wait(30_000);
    expect(w.looks).toHaveLength(0);
    w.actor.send({ type: 'WATCH', awaited: awaited(100) });
    await w.wait(4_999);
    expect(w.looks).toHaveLength(0);
    await w.wait(60_000);
    // 12 reads a minute at most.
    expect(w.looks.length).toBeGreaterThanOrEqual(11);
    expect(w.looks.length).toBeLessThanOrEqual(13);
  });

  it('reads nothing while the page is hidden, and once at once when it shows again', async () => {
    const w = watch();
    w.actor.send({ type: 'WATCH', awaited: awaited(100) });
    w.actor.send({ type: 'HIDDEN' });
    await w.wait(120_000);
    expect(w.looks).toHaveLength(0);
    w.actor.send({ type: 'VISIBLE' });
    await w.settle();
    expect(w.looks).toHaveLength(1);
  });

  it('gives up quietly 5 minutes after the last word, and a new word starts it again from the first baseline', async () => {
    const w = watch();
    w.actor.send({ type: 'WATCH', awaited: awaited(100) });
    await w.wait(4 * 60_000);
    // "I have paid" a little later (the wallet already rose a little from elsewhere): the earlier baseline is kept.
    w.actor.send({ type: 'WATCH', awaited: awaited(120) });
    await w.wait(4 * 60_000);
    expect(w.actor.getSnapshot().hasTag('watching')).toBe(true);
    expect(w.looks.at(-1)!.baseline).toBe(100);
    await w.wait(60_000);
    expect(w.actor.getSnapshot().hasTag('watching')).toBe(false);
    const count = w.looks.length;
    await w.wait(10 * 60_000);
    expect(w.looks).toHaveLength(count);
  });

  it('tells a credit once, with what the bank says, and stops reading', async () => {
    const credit: Credit = { amount: 300, channel: 'SLIP', at: 1, balance: 1800 };
    const w = watch([null, credit]);
    w.actor.send({ type: 'WATCH', awaited: awaited(1500) });
    await w.wait(10_000);
    expect(w.actor.getSnapshot().hasTag('credited')).toBe(true);
    expect(w.actor.getSnapshot().context.credit).toEqual(credit);
    expect(w.actor.getSnapshot().context.credits).toBe(1);
    const count = w.looks.length;
    await w.wait(60_000);
    expect(w.looks).toHaveLength(count);
    w.actor.send({ type: 'DISMISS' });
    expect(w.actor.getSnapshot().context.credit).toBeNull();
  });

  it('tells a credit as news first; its receipt opens on OPEN, a late DISMISS leaves it open, CLOSE ends it', async () => {
    const credit: Credit = { amount: 300, channel: 'SLIP', at: 1, balance: 1800 };
    const w = watch([credit]);
    w.actor.send({ type: 'WATCH', awaited: awaited(1500) });
    await w.wait(5_000);
    const s = () => w.actor.getSnapshot();
    expect(s().value).toEqual({ credited: 'told' });
    expect(s().hasTag('news')).toBe(true);
    expect(s().hasTag('receipt')).toBe(false);
    w.actor.send({ type: 'OPEN' });
    expect(s().value).toEqual({ credited: 'open' });
    expect(s().hasTag('receipt')).toBe(true);
    // The news's own close arriving after the receipt opened is not the member closing the receipt.
    w.actor.send({ type: 'DISMISS' });
    expect(s().context.credit).toEqual(credit);
    w.actor.send({ type: 'CLOSE' });
    expect(s().value).toBe('idle');
    expect(s().context.credit).toBeNull();
  });
});

/**
 * A QR the member said they paid (docs/product.md#references): pending until a deposit by its provider arrives or the
 * QR expires, and watched as long as it lives.
 */
describe('a QR said paid', () => {
  const T0 = Date.UTC(2026, 10, 28, 15, 0, 0);
  const paidQr = (leftMs: number) => ({
    provider: 'KBANK',
    qrcodeId: 'qr-1',
    amount: 100,
    since: T0,
    until: T0 + leftMs,
  });
  const pending = (w: ReturnType<typeof watch>) => w.actor.getSnapshot().context.paid.map((p) => p.qrcodeId);
  const later = async (w: ReturnType<typeof watch>, ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    await w.wait(ms);
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('stays pending, and watched, past 5 minutes while its QR lives (15 minutes)', async () => {
    const w = watch();
    w.actor.send({ type: 'PAID', awaited: awaited(1500), qr: paidQr(15 * 60_000) });
    await later(w, 10 * 60_000);
    expect(pending(w)).toEqual(['qr-1']);
    expect(w.actor.getSnapshot().hasTag('watching')).toBe(true);
    const looks = w.looks.length;
    await later(w, 60_000);
    expect(w.looks.length).toBe(looks + 12);
  });

  it('goes when its QR expires, and the watch ends quietly after it', async () => {
    const w = watch();
    w.actor.send({ type: 'PAID', awaited: awaited(1500), qr: paidQr(8 * 60_000) });
    await later(w, 7 * 60_000);
    expect(pending(w)).toEqual(['qr-1']);
    await later(w, 60_000 + 5_000);
    expect(pending(w)).toEqual([]);
    await later(w, 60_000);
    expect(w.actor.getSnapshot().hasTag('watching')).toBe(false);
  });

  it('goes when a deposit by its provider arrives: the credit is told, nothing stays pending', async () => {
    const credit: Credit = { amount: 100, channel: 'KBANK', at: T0, balance: 1600, reference: 'A1B2C3D4' };
    const w = watch([null, credit]);
    w.actor.send({ type: 'PAID', awaited: awaited(1500), qr: paidQr(15 * 60_000) });
    await later(w, 10_000);
    expect(w.actor.getSnapshot().hasTag('credited')).toBe(true);
    expect(w.actor.getSnapshot().context.credit?.reference).toBe('A1B2C3D4');
    expect(pending(w)).toEqual([]);
  });

  it('a deposit by another channel leaves it pending', async () => {
    const w = watch([{ amount: 50, channel: 'SLIP', at: T0, balance: 1550 }]);
    w.actor.send({ type: 'PAID', awaited: awaited(1500), qr: paidQr(15 * 60_000) });
    await later(w, 5_000);
    expect(pending(w)).toEqual(['qr-1']);
  });
});
