/** Open intents kept on the phone (src/lib/intents.ts): beside the token, until proven, for 24 h, never after logout. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Intent } from '../../../machines/intent';
import { api } from '../../../src/api/contracts';
import { callId, createIntentLog } from '../../../src/lib/intents';
import { STORAGE_KEYS, tokenStore } from '../../../src/lib/storage';

const HOUR = 60 * 60 * 1000;
const transfer = callId(api.wallet.transfer);
const intent = (key: string, at = 0): Intent => ({ key, values: { from: 'WALLET', to: 'pg', amount: 100 }, at });

let clock = 0;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clock = 10 * HOUR;
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the open intents of a member', () => {
  it('are kept where the token is, read by a new page (a reload), and ended by a proven answer', () => {
    tokenStore.write('t', false);
    const log = createIntentLog(() => clock);
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    expect(sessionStorage.getItem(STORAGE_KEYS.intents)).toContain('k1');
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
    const reloaded = createIntentLog(() => clock);
    expect(reloaded.open(transfer)?.key).toBe('k1');
    reloaded.settle(api.wallet.transfer, intent('k1', clock), false);
    expect(createIntentLog(() => clock).open(transfer)).toBeNull();
  });

  it('keep one per call: a newer unclear attempt of the same call replaces the older', () => {
    tokenStore.write('t', true);
    const log = createIntentLog(() => clock);
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    log.settle(api.wallet.withdrawAll, { key: 'w1', values: { amount: 200 }, at: clock }, true);
    log.settle(api.wallet.transfer, intent('k2', clock), true);
    expect(log.list().map((o) => o.intent.key)).toEqual(['w1', 'k2']);
  });

  it('are offered for 24 hours, and not a moment longer', () => {
    tokenStore.write('t', true);
    const log = createIntentLog(() => clock);
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    clock += 24 * HOUR - 1;
    expect(createIntentLog(() => clock).open(transfer)).not.toBeNull();
    clock += 1;
    expect(createIntentLog(() => clock).open(transfer)).toBeNull();
  });

  it('are gone after logout, and nothing is kept without a session', () => {
    tokenStore.write('t', true);
    const log = createIntentLog(() => clock);
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    tokenStore.clearMember();
    expect(log.open(transfer)).toBeNull();
    log.settle(api.wallet.transfer, intent('k2', clock), true);
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
  });

  it('a broken or foreign entry on the phone is ignored, never a crash', () => {
    tokenStore.write('t', true);
    for (const junk of ['{', '"x"', '[1,{"call":"x"},{"call":"POST /api/wallet/transfer","intent":{"key":3}}]']) {
      localStorage.setItem(STORAGE_KEYS.intents, junk);
      expect(createIntentLog(() => clock).list()).toEqual([]);
    }
  });

  it('tells its listeners of each change; "It went through" forgets one', () => {
    tokenStore.write('t', true);
    const log = createIntentLog(() => clock);
    let told = 0;
    const stop = log.subscribe(() => told++);
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    log.forget(transfer);
    expect(told).toBe(2);
    expect(log.list()).toEqual([]);
    stop();
    log.settle(api.wallet.transfer, intent('k1', clock), true);
    expect(told).toBe(2);
  });
});
