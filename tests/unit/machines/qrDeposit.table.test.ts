// @vitest-environment node
/**
 * One provider's QR deposit (machines/qrDeposit.ts) step by step, as docs/product.md#machine-qrDeposit and
 * #constants-qr tell it: an amount (kept as typed, sent as it reads), created once per intent, shown with its countdown
 * to expireIn and dropped at 00:00, cancelled, or another provider's QR asks for a reload. A QR request keeps its key
 * after an unclear answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { qrDepositMachine, secondsLeft, type QrAnswer } from '../../../machines/qrDeposit';
import { qrDepositGroupMachine } from '../../../machines/qrDepositGroup';
import { mmss } from '../../../src/lib/format';
import { answered, checkTable, checkTags, failed, type Row } from './table';

const NOW = Date.UTC(2026, 10, 25, 3);
const expireIn = new Date(NOW + 15 * 60_000).toISOString();
const answer = { qrcodeId: 'q1', hasQrcode: true, qrcode: 'data', amount: 100, expireIn, message: null };
const shown = { qrcodeId: 'q1', qrcode: 'data', amount: 100, expiresAt: NOW + 15 * 60_000 };
const none = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: 'ปิดปรับปรุง' };
const open = { key: 'k-open', values: { provider: 'WW', amount: 100 }, at: 1 };

describe('QR deposit: one QR per request, shown until it runs out', () => {
  const base = {
    provider: 'WW',
    minimum: 100,
    amount: '',
    qr: null,
    now: NOW,
    error: null,
    expired: false,
    intent: null,
  };
  const rows: Row[] = [
    { from: 'loading', event: answered('current', answer), to: 'shown', then: { qr: shown } },
    { from: 'loading', event: answered('current', none), to: 'none', given: { qr: shown }, then: { qr: null } },
    { from: 'loading', event: answered('current', { ...answer, qrcodeId: null }), to: 'none' },
    { from: 'loading', event: answered('current', { ...answer, qrcode: null }), to: 'none' },
    { from: 'loading', event: answered('current', { ...answer, expireIn: null }), to: 'none' },
    { from: 'loading', event: answered('current', { ...answer, hasQrcode: false }), to: 'none' },
    {
      from: 'loading',
      event: answered('current', { ...answer, amount: null }),
      to: 'shown',
      then: { qr: { ...shown, amount: 0 } },
    },
    {
      from: 'loading',
      event: failed('current', 'INTERNAL_SERVER_ERROR'),
      to: 'none',
      given: { qr: shown },
      then: { qr: null },
    },
    {
      from: 'none',
      event: { type: 'AMOUNT', value: '1,5x0.5' },
      to: 'none',
      given: { error: 'X', expired: true },
      then: { amount: '1,5x0.5', error: null, expired: false },
    },
    { from: 'none', event: { type: 'CREATE' }, to: 'none', given: { amount: '99' } },
    { from: 'none', event: { type: 'CREATE' }, to: 'none', given: { amount: '1e21' } },
    { from: 'none', event: { type: 'CREATE' }, to: 'none', given: { amount: '-100' } },
    {
      from: 'none',
      event: { type: 'CREATE' },
      to: 'creating',
      given: { amount: ' ๑,๐๐๐.๕๐ ' },
      then: { intent: { values: { provider: 'WW', amount: 1000.5 } } },
    },
    {
      from: 'none',
      event: { type: 'CREATE' },
      to: 'creating',
      given: { amount: '100', error: 'X', expired: true },
      then: { error: null, expired: false, intent: { values: { provider: 'WW', amount: 100 } } },
    },
    {
      from: 'none',
      event: { type: 'CREATE' },
      to: 'creating',
      given: { amount: '100', intent: open },
      then: { intent: open },
    },
    { from: 'none', event: { type: 'REFRESH' }, to: 'loading' },
    {
      from: 'creating',
      event: answered('create', answer),
      to: 'shown',
      given: { amount: '100', intent: open },
      then: { qr: shown, intent: null, error: null },
      runs: ['created'],
    },
    {
      from: 'creating',
      event: answered('create', none),
      to: 'none',
      given: { amount: '100', intent: open },
      then: { intent: null },
      runs: [{ type: 'showRefusal', params: { message: 'ปิดปรับปรุง' } }],
    },
    {
      from: 'creating',
      event: failed('create', 'KEY_INVALID'),
      to: 'none',
      given: { amount: '100', intent: open },
      then: { intent: null, error: 'KEY_INVALID' },
    },
    {
      from: 'creating',
      event: failed('create', 'INTERNAL_SERVER_ERROR', false),
      to: 'none',
      given: { amount: '100', intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
    },
    { from: 'shown', event: { type: 'TICK', now: shown.expiresAt - 1 }, to: 'shown', given: { qr: shown } },
    {
      from: 'shown',
      event: { type: 'TICK', now: shown.expiresAt },
      to: 'none',
      given: { qr: shown },
      then: { qr: null, expired: true },
    },
    { from: 'shown', event: { type: 'CANCEL' }, to: 'cancelling', given: { qr: shown } },
    { from: 'shown', event: { type: 'TRANSFERRED' }, to: 'shown', given: { qr: shown }, runs: ['transferred'] },
    { from: 'shown', event: { type: 'REFRESH' }, to: 'loading', given: { qr: shown } },
    { from: 'cancelling', event: answered('cancel'), to: 'none', given: { qr: shown }, then: { qr: null } },
    {
      from: 'cancelling',
      event: failed('cancel', 'NO_DATA'),
      to: 'shown',
      given: { qr: shown },
      then: { qr: shown, error: 'NO_DATA' },
    },
  ];
  checkTable(qrDepositMachine, base, rows);
  checkTags(
    qrDepositMachine,
    { ...base, qr: shown },
    { loading: ['busy'], none: ['none'], creating: ['busy', 'sending'], shown: ['shown'], cancelling: ['busy'] },
  );

  it("the countdown reads the phone's clock at once and every second while the QR shows, and stops with it", async () => {
    vi.useFakeTimers({ now: NOW + 1000 });
    try {
      const actor = createActor(
        qrDepositMachine.provide({ actors: { current: fromPromise(async (): Promise<QrAnswer> => answer) } }),
        {
          input: { provider: 'WW', minimum: 100, now: NOW },
        },
      ).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('shown');
      expect(actor.getSnapshot().context.now).toBe(NOW + 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.now).toBe(NOW + 2000);
      actor.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down in whole seconds, rounding up, and never below 00:00', () => {
    expect(secondsLeft({ qr: shown, now: shown.expiresAt - 1500 })).toBe(2);
    expect(secondsLeft({ qr: shown, now: shown.expiresAt + 5000 })).toBe(0);
    expect(secondsLeft({ qr: null, now: NOW })).toBe(0);
    expect(mmss(0)).toBe('00:00');
    expect(mmss(61)).toBe('01:01');
    expect(mmss(15 * 60)).toBe('15:00');
  });

  it('starts loading with its inputs, and the QR request an earlier visit left open', () => {
    const s = createActor(qrDepositMachine, {
      input: { provider: 'WW', minimum: 100, now: NOW, intent: open } as never,
    }).getSnapshot();
    expect(s.value).toBe('loading');
    expect(s.context).toMatchObject({
      provider: 'WW',
      minimum: 100,
      now: NOW,
      amount: '',
      qr: null,
      error: null,
      expired: false,
      intent: open,
    });
  });
});

describe('the QR list: one actor per provider', () => {
  it('gives an open QR request to the provider it names, and no other', () => {
    const group = createActor(qrDepositGroupMachine, {
      input: {
        providers: [
          { provider: 'KBANK', minimum: 0 },
          { provider: 'WW', minimum: 100 },
        ],
        now: NOW,
        intent: open as never,
      },
    });
    const refs = group.getSnapshot().context.refs;
    expect(refs.WW!.getSnapshot().context).toMatchObject({ provider: 'WW', minimum: 100, now: NOW, intent: open });
    expect(refs.KBANK!.getSnapshot().context).toMatchObject({ provider: 'KBANK', minimum: 0, intent: null });
  });
});
