// @vitest-environment node
/**
 * The prize wheel and the coupon claim (machines/spin.ts) step by step, as docs/product.md#machine-spin and
 * #constants-wheel tell them: one spin per tap and coin, the wheel halts on a refusal or a lost answer and the coins
 * are read again, the prize shows after the pause; a coupon claim leaves 500 ms after the last tap on confirm.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { couponClaimMachine, spinMachine, winningIndex } from '../../../machines/spin';
import { answered, checkTable, checkTags, elapsed, failed, step, type Row } from './table';

const slices = ['A', 'B', 'C'].map((code) => ({
  code,
  label: code,
  bgColor: '#000',
  textColor: '#fff',
  htmlDescription: null,
}));
const wheel = { name: 'w', slices };
const open = { key: 'k-open', values: {}, at: 1 };
const won = { code: 'B', label: 'B', remainingCoin: 2 };

describe('spin: one turn per tap and coin', () => {
  const base = { wheel, coin: 3, result: null, error: null, intent: null };
  const rows: Row[] = [
    {
      from: 'loading',
      event: answered('load', { wheel: null, coin: 4 }),
      to: 'inactive',
      then: { wheel: null, coin: 4 },
    },
    {
      from: 'loading',
      event: answered('load', { wheel, coin: 4 }),
      to: 'idle',
      given: { wheel: null },
      then: { wheel, coin: 4 },
    },
    {
      from: 'loading',
      event: failed('load', 'INTERNAL_SERVER_ERROR'),
      to: 'loadFailed',
      then: { error: 'INTERNAL_SERVER_ERROR' },
    },
    { from: 'loadFailed', event: { type: 'RETRY' }, to: 'loading', given: { error: 'X' }, then: { error: null } },
    { from: 'inactive', event: { type: 'RETRY' }, to: 'loading' },
    { from: 'idle', event: { type: 'SPIN' }, to: 'idle', given: { coin: 0 } },
    {
      from: 'idle',
      event: { type: 'SPIN' },
      to: 'spinning',
      given: { error: 'X', result: won },
      then: { error: null, result: null },
      runs: ['startTurning'],
    },
    // After a lost answer the next tap is the same spin: its key again.
    { from: 'idle', event: { type: 'SPIN' }, to: 'spinning', given: { intent: open }, then: { intent: open } },
    { from: 'spinning', event: { type: 'SPIN' }, to: 'spinning' },
    {
      from: 'spinning',
      event: answered('spin', won),
      to: 'stopping',
      given: { intent: open },
      then: { result: won, coin: 2, intent: null, error: null },
      runs: [{ type: 'landOn', params: { index: 1 } }],
    },
    {
      from: 'spinning',
      event: failed('spin', 'INVALID_CODE'),
      to: 'halting',
      given: { intent: open },
      then: { intent: null, error: 'INVALID_CODE' },
      runs: ['halt'],
    },
    {
      from: 'spinning',
      event: failed('spin', 'INTERNAL_SERVER_ERROR', false),
      to: 'halting',
      given: { intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
      runs: ['halt'],
    },
    {
      from: 'stopping',
      event: { type: 'STOPPED' },
      to: 'celebrating',
      given: { result: won },
      runs: [{ type: 'darken', params: { index: 1 } }],
    },
    { from: 'stopping', event: elapsed('stopTimeout', 'spin.stopping'), to: 'celebrating', given: { result: won } },
    // At rest after a refusal or no answer: the coins and the money views read again (never while it turns).
    { from: 'halting', event: { type: 'STOPPED' }, to: 'loading', runs: ['refreshed'] },
    { from: 'halting', event: elapsed('stopTimeout', 'spin.halting'), to: 'loading', runs: ['refreshed'] },
    { from: 'celebrating', event: elapsed('pause', 'spin.celebrating'), to: 'prize', given: { result: won } },
    { from: 'celebrating', event: { type: 'CLOSE' }, to: 'celebrating', given: { result: won } },
    { from: 'prize', event: { type: 'CLOSE' }, to: 'loading', given: { result: won }, runs: ['lighten'] },
  ];
  checkTable(spinMachine, base, rows);
  checkTags(spinMachine, base, {
    loading: ['loading'],
    loadFailed: ['loadFailed'],
    inactive: ['inactive'],
    idle: ['idle'],
    spinning: ['spinning', 'turning'],
    stopping: ['turning'],
    halting: ['turning'],
    celebrating: ['won'],
    prize: ['prize', 'won'],
  });

  it('starts loading, with the open spin of an earlier visit', () => {
    const started = (input?: unknown) => createActor(spinMachine, { input } as never).getSnapshot();
    expect(started({ intent: open }).value).toBe('loading');
    expect(started({ intent: open }).context).toEqual({ ...base, wheel: null, coin: 0, intent: open });
    expect(started().context.intent).toBeNull();
    expect(winningIndex({ wheel, result: { ...won, code: 'Z' } })).toBe(-1);
    expect(winningIndex({ wheel: null, result: won })).toBe(-1);
    expect(winningIndex({ wheel, result: null })).toBe(-1);
    expect(winningIndex({ wheel, result: { ...won, code: 'C' } })).toBe(2);
  });
});

describe('coupon claim: one claim per coupon, 500 ms after the last tap', () => {
  const coupon = { _id: 'c1', label: '20 baht' };
  const base = { coupon: null, error: null, intent: null };
  const rows: Row[] = [
    {
      from: 'idle',
      event: { type: 'CHOOSE', coupon },
      to: 'confirming',
      given: { error: 'X' },
      then: { coupon, error: null },
    },
    { from: 'confirming', event: { type: 'CONFIRM' }, to: 'settling', given: { coupon } },
    { from: 'confirming', event: { type: 'DISMISS' }, to: 'idle', given: { coupon } },
    { from: 'settling', event: { type: 'CONFIRM' }, to: 'settling', given: { coupon } },
    { from: 'settling', event: { type: 'DISMISS' }, to: 'idle', given: { coupon } },
    { from: 'settling', event: elapsed('debounce', 'couponClaim.settling'), to: 'claiming', given: { coupon } },
    {
      from: 'settling',
      event: elapsed('debounce', 'couponClaim.settling'),
      to: 'claiming',
      given: { coupon, intent: { key: 'k-c1', values: { coupon: 'c1' }, at: 1 } },
      then: { intent: { key: 'k-c1', values: { coupon: 'c1' }, at: 1 } },
    },
    {
      from: 'claiming',
      event: answered('claim'),
      to: 'claimed',
      given: { coupon, intent: open },
      then: { intent: null },
    },
    {
      from: 'claiming',
      event: failed('claim', 'COUPON_EXPIRED'),
      to: 'failed',
      given: { coupon, intent: open },
      then: { intent: null, error: 'COUPON_EXPIRED' },
    },
    {
      from: 'claiming',
      event: failed('claim', 'INTERNAL_SERVER_ERROR', false),
      to: 'failed',
      given: { coupon, intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
    },
    { from: 'claimed', event: { type: 'CLOSE' }, to: 'idle', given: { coupon } },
    { from: 'failed', event: { type: 'CLOSE' }, to: 'idle', given: { coupon } },
  ];
  checkTable(couponClaimMachine, base, rows);
  checkTags(couponClaimMachine, base, {
    idle: ['idle'],
    confirming: [],
    settling: ['settling'],
    claiming: ['claiming'],
    claimed: ['claimed', 'settled'],
    failed: ['failed', 'settled'],
  });

  it('starts with no coupon, and the claim an earlier visit left open', () => {
    const started = (input?: unknown) => createActor(couponClaimMachine, { input } as never).getSnapshot().context;
    const none = { coupon: null, error: null, claimedAt: null, reference: null };
    expect(started({ intent: open })).toEqual({ ...none, intent: open });
    expect(started()).toEqual({ ...none, intent: null });
  });

  it('a new claim of another coupon gets a new key', () => {
    const s = step(couponClaimMachine, base, {
      from: 'settling',
      event: elapsed('debounce', 'couponClaim.settling'),
      to: 'claiming',
      given: { coupon, intent: { key: 'k-c0', values: { coupon: 'c0' }, at: 1 } },
    });
    expect((s.context.intent as { key: string }).key).not.toBe('k-c0');
  });
});
