// @vitest-environment node
/**
 * The machines' clocks (src/lib/bankClock.ts), written from docs/product.md#constants-qr and #machine-qrDeposit: a tick
 * at once and every 1,000 ms with the bank's time; a countdown on the page's monotonic clock, whatever the phone's wall
 * clock does, and told apart when the two part by more than 2,000 ms between two readings (the phone slept, or its
 * clock was set).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyActorLogic } from 'xstate';
import { bankClock, countdownClock, TICK_MS } from '../../../src/lib/bankClock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A parent that keeps what its clock sends it. */
function run(logic: AnyActorLogic) {
  const got: Array<{ type: string; now?: number }> = [];
  const parent = createActor(
    createMachine({
      invoke: { src: logic },
      on: { '*': { actions: ({ event }) => got.push(event as { type: string; now?: number }) } },
    }),
  ).start();
  return { got, stop: () => parent.stop() };
}

describe('the bank clock', () => {
  it('ticks with the bank’s time at once and every 1,000 ms, and stops with its machine', () => {
    expect(TICK_MS).toBe(1000);
    let bank = 5_000;
    const { got, stop } = run(bankClock(() => bank));
    expect(got).toEqual([{ type: 'TICK', now: 5_000 }]);
    bank = 9_000;
    vi.advanceTimersByTime(999);
    expect(got).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(got).toEqual([
      { type: 'TICK', now: 5_000 },
      { type: 'TICK', now: 9_000 },
    ]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(got).toHaveLength(2);
  });
});

describe('the countdown clock', () => {
  it('ticks with the monotonic clock while the bank’s time keeps pace with it', () => {
    let mono = 100;
    let bank = 1_000_000;
    const { got, stop } = run(
      countdownClock(
        () => mono,
        () => bank,
        { type: 'REFRESH' },
      ),
    );
    expect(got).toEqual([{ type: 'TICK', now: 100 }]);
    mono += 1000;
    bank += 1000;
    vi.advanceTimersByTime(1000);
    // 2,000 ms apart is still the same pace (a busy phone's late tick).
    mono += 1000;
    bank += 3000;
    vi.advanceTimersByTime(1000);
    expect(got).toEqual([
      { type: 'TICK', now: 100 },
      { type: 'TICK', now: 1100 },
      { type: 'TICK', now: 2100 },
    ]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(got).toHaveLength(3);
  });

  it('says they parted when the wall clock jumps a day ahead, or the monotonic clock stood still while the phone slept', () => {
    let mono = 0;
    let bank = 1_000_000;
    const { got, stop } = run(
      countdownClock(
        () => mono,
        () => bank,
        { type: 'REFRESH' },
      ),
    );
    // The phone's clock set a day ahead: the bank's time (read from the phone) leaps, the monotonic one does not.
    mono += 1000;
    bank += 86_400_000 + 1000;
    vi.advanceTimersByTime(1000);
    // Back in step: ticks again.
    mono += 1000;
    bank += 1000;
    vi.advanceTimersByTime(1000);
    // Asleep for a minute: the monotonic clock stood still, the bank's time went on.
    bank += 60_000;
    vi.advanceTimersByTime(1000);
    // 2,001 ms apart: parted.
    mono += 1000;
    bank += 3001;
    vi.advanceTimersByTime(1000);
    expect(got.map((e) => e.type)).toEqual(['TICK', 'REFRESH', 'TICK', 'REFRESH', 'REFRESH']);
    expect(got[2]).toEqual({ type: 'TICK', now: 2000 });
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its slack from the caller', () => {
    let mono = 0;
    let bank = 0;
    const { got, stop } = run(
      countdownClock(
        () => mono,
        () => bank,
        { type: 'REFRESH' },
        500,
      ),
    );
    mono += 1000;
    bank += 1600;
    vi.advanceTimersByTime(1000);
    expect(got.map((e) => e.type)).toEqual(['TICK', 'REFRESH']);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
