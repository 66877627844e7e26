// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { canCreate, providerRules, qrDepositMachine, secondsLeft, type QrAnswer } from '../../../machines/qrDeposit';
import { mmss } from '../../../src/lib/format';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const answer = (expireIn: number): QrAnswer => ({
  qrcodeId: 'q',
  hasQrcode: true,
  qrcode: '<img>',
  amount: 100,
  expireIn: new Date(expireIn).toISOString(),
  message: null,
});

function start(expireIn: number) {
  let tick: ((now: number) => void) | null = null;
  const actor = createActor(
    qrDepositMachine.provide({
      actors: {
        current: fromPromise(async () => answer(expireIn)),
        clock: fromCallback(({ sendBack }) => {
          tick = (now) => sendBack({ type: 'TICK', now });
          return () => (tick = null);
        }),
      },
    }),
    { input: { provider: 'KBANK', minimum: 0, now: T0 } },
  ).start();
  return { actor, tick: (now: number) => tick?.(now) };
}

describe('QR countdown', () => {
  it('counts down from expireIn by the clock and drops the QR at 00:00', async () => {
    const { actor, tick } = start(T0 + 5 * 60_000);
    await waitFor(actor, (s) => s.matches('shown'));
    tick(T0);
    expect(mmss(secondsLeft(actor.getSnapshot().context))).toBe('05:00');
    tick(T0 + 1000);
    expect(mmss(secondsLeft(actor.getSnapshot().context))).toBe('04:59');
    // The phone slept for two minutes: the next tick shows the true time left, not one second less.
    tick(T0 + 121_000);
    expect(mmss(secondsLeft(actor.getSnapshot().context))).toBe('02:59');
    tick(T0 + 5 * 60_000);
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.qr).toBeNull();
  });

  it('an already expired QR from the server is not shown', async () => {
    const { actor } = start(T0 - 1000);
    await waitFor(actor, (s) => s.matches('none'));
  });
});

describe('QR presets and minimums', () => {
  it('follows the providers, and a deployment minimum moves the first preset', () => {
    expect(providerRules('WW')).toEqual({ presets: [100, 200, 300, 500, 1000], minimum: 100 });
    expect(providerRules('ZPAY')).toEqual({ presets: [10, 50, 100, 500, 1000], minimum: 10 });
    expect(providerRules('WW', 50)).toEqual({ presets: [50, 200, 300, 500, 1000], minimum: 50 });
  });
  it('enables create: KBANK above 0, others at their minimum; below 1 never', () => {
    expect(canCreate('0.5', providerRules('KBANK').minimum)).toBe(false);
    expect(canCreate('1', providerRules('KBANK').minimum)).toBe(true);
    expect(canCreate('99', 100)).toBe(false);
    expect(canCreate('100', 100)).toBe(true);
    expect(canCreate('', 10)).toBe(false);
    expect(canCreate('abc', 10)).toBe(false);
  });
  it("a deployment's minimum holds for KBANK too, and a preset equal to it is not shown twice", () => {
    expect(canCreate('19', providerRules('KBANK', 20).minimum)).toBe(false);
    expect(canCreate('20', providerRules('KBANK', 20).minimum)).toBe(true);
    expect(providerRules('WW', 300)).toEqual({ presets: [300, 500, 1000], minimum: 300 });
  });
});
