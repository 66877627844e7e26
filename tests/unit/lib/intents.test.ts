/**
 * Open intents kept on the phone (src/lib/intents.ts): from the moment the request leaves until an answer proves it,
 * for 24 h, for the member it was made for only, through a reload, an ended session, a logout and a storage that fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Intent } from '../../../machines/intent';
import { api } from '../../../src/api/contracts';
import { callId, createIntentLog } from '../../../src/lib/intents';
import { STORAGE_KEYS, tokenStore } from '../../../src/lib/storage';

const HOUR = 60 * 60 * 1000;
const transfer = callId(api.wallet.transfer);
const intent = (key: string, at = 0, amount = 100): Intent => ({
  key,
  values: { from: 'WALLET', to: 'pg', amount },
  at,
});

let clock = 0;
let member: string | null = 'm1';
const log = () =>
  createIntentLog(
    () => clock,
    () => member,
  );
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clock = 10 * HOUR;
  member = 'm1';
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the open intents of a member', () => {
  it('are on the phone before the request leaves: a reload in flight finds it open; a proven answer ends it', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    expect(page.sending('k1')).toBe(true);
    // The page is gone (a reload, a crash) before the answer: the next page offers it, with its key.
    const reloaded = log();
    expect(reloaded.open(transfer)?.key).toBe('k1');
    expect(reloaded.sending('k1')).toBe(false);
    reloaded.step(api.wallet.transfer, intent('k1', clock), 'sending');
    reloaded.step(api.wallet.transfer, intent('k1', clock), 'ended');
    expect(log().open(transfer)).toBeNull();
  });

  it('an unclear answer keeps it; the member who made it sees it, another member never does', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    expect(page.open(transfer)?.key).toBe('k1');
    member = 'm2';
    expect(page.open(transfer)).toBeNull();
    expect(page.list()).toEqual([]);
    // Member 2's own transfer does not replace member 1's.
    page.step(api.wallet.transfer, intent('k2', clock), 'sending');
    page.step(api.wallet.transfer, intent('k2', clock), 'open');
    expect(page.open(transfer)?.key).toBe('k2');
    member = 'm1';
    expect(log().open(transfer)?.key).toBe('k1');
  });

  it('outlive a logout and an ended session (the member keys go, the intents stay) and come back to the same member', () => {
    tokenStore.write('t', 'm1', true);
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    tokenStore.clearMember();
    member = null;
    expect(log().list()).toEqual([]);
    member = 'm1';
    expect(log().open(transfer)?.key).toBe('k1');
  });

  it('keep one per call and member: a newer request of the same call replaces the older', () => {
    const page = log();
    for (const [ep, i] of [
      [api.wallet.transfer, intent('k1', clock)],
      [api.wallet.withdrawAll, { key: 'w1', values: { amount: 200 }, at: clock }],
      [api.wallet.transfer, intent('k2', clock)],
    ] as const) {
      page.step(ep, i, 'sending');
      page.step(ep, i, 'open');
    }
    expect(page.list().map((o) => o.intent.key)).toEqual(['w1', 'k2']);
  });

  it('a request that never left (refused before sending) is dropped, but an open one resent that way stays open', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'unsent');
    expect(page.open(transfer)).toBeNull();
    page.step(api.wallet.transfer, intent('k2', clock), 'sending');
    page.step(api.wallet.transfer, intent('k2', clock), 'open');
    page.step(api.wallet.transfer, intent('k2', clock), 'sending');
    page.step(api.wallet.transfer, intent('k2', clock), 'unsent');
    expect(page.open(transfer)?.key).toBe('k2');
  });

  it('nothing is kept without a member (no session)', () => {
    member = null;
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
  });

  it('are offered for 24 hours, and not a moment longer', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    clock += 24 * HOUR - 1;
    expect(log().open(transfer)).not.toBeNull();
    clock += 1;
    expect(log().open(transfer)).toBeNull();
  });

  it('a broken or foreign entry on the phone is ignored, never a crash', () => {
    for (const junk of [
      '{',
      '"x"',
      '[1,{"call":"x"},{"call":"POST /api/wallet/transfer","intent":{"key":3}}]',
      // Written by a build before intents named their member: no member, never shown to one.
      '[{"call":"POST /api/wallet/transfer","intent":{"key":"k","values":{},"at":36000000}}]',
    ]) {
      localStorage.setItem(STORAGE_KEYS.intents, junk);
      expect(log().list()).toEqual([]);
    }
  });

  it('tells its listeners of each change; "It went through" forgets one', () => {
    const page = log();
    let told = 0;
    const stop = page.subscribe(() => told++);
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    page.forget(transfer);
    expect(told).toBe(3);
    expect(page.list()).toEqual([]);
    stop();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    expect(told).toBe(3);
  });

  it('a page kept open past the 24 hours stops offering it, and the next write drops it from the phone', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    expect(page.open(transfer)?.key).toBe('k1');
    clock += 24 * HOUR;
    expect(page.open(transfer)).toBeNull();
    expect(page.list()).toEqual([]);
    page.step(api.wallet.withdraw, intent('k2', clock), 'sending');
    expect(
      (JSON.parse(localStorage.getItem(STORAGE_KEYS.intents)!) as Array<{ intent: Intent }>).map((o) => o.intent.key),
    ).toEqual(['k2']);
  });

  it('an entry missing any one of its fields is ignored; the rest of the list stays', () => {
    const good = { call: transfer, member: 'm1', intent: intent('good', clock) };
    const broken = [
      { ...good, call: 5 },
      { ...good, member: null },
      { ...good, intent: null },
      { ...good, intent: { ...good.intent, key: 7 } },
      { ...good, intent: { ...good.intent, at: '0' } },
      { ...good, intent: { key: 'k', at: clock } },
      null,
    ];
    localStorage.setItem(STORAGE_KEYS.intents, JSON.stringify([...broken, good]));
    expect(log().list()).toEqual([good]);
    localStorage.setItem(STORAGE_KEYS.intents, JSON.stringify({ 0: good }));
    expect(log().list()).toEqual([]);
  });

  it('"It went through" forgets the session member\'s intent of that call only: another call, another member keep theirs', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.withdraw, intent('k2', clock), 'sending');
    member = 'm2';
    page.step(api.wallet.transfer, intent('k3', clock), 'sending');
    member = 'm1';
    page.forget(transfer);
    expect(page.list().map((o) => o.intent.key)).toEqual(['k2']);
    member = 'm2';
    expect(page.list().map((o) => o.intent.key)).toEqual(['k3']);
    // Nothing of that call: nothing written, nobody told.
    let told = 0;
    page.subscribe(() => told++);
    page.forget(callId(api.wallet.slip));
    expect(told).toBe(0);
  });

  it('an unclear answer to a request this page did not record (sent before the log knew it) is kept for its member only', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    expect(page.open(transfer)?.key).toBe('k1');
    member = null;
    page.step(api.wallet.withdraw, intent('k2', clock), 'open');
    member = 'm1';
    expect(page.list().map((o) => o.intent.key)).toEqual(['k1']);
  });

  it("another tab's change to the intents, or a cleared storage, is told; another key's change is not", () => {
    const page = log();
    let told = 0;
    page.subscribe(() => told++);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(told).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.intents }));
    expect(told).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(told).toBe(2);
  });

  // Last: the page's memory keeps what the phone refused for the rest of this file's page.
  it('a phone that refuses its storage keeps them in memory for the life of the page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'open');
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
    // A dialog closed and opened again reads a new log of the same page: the intent is there, with its key.
    expect(log().open(transfer)?.key).toBe('k1');
  });

  /** What the phone holds, as written. */
  const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.intents) ?? 'null') as unknown;

  it('writes only whole entries: nothing of an empty, broken, foreign or older list goes back to the phone', () => {
    const withoutMember = { call: transfer, intent: intent('old', clock) };
    for (const before of [null, 'not json', '{"a":1}', JSON.stringify([withoutMember, 7])]) {
      if (before === null) localStorage.removeItem(STORAGE_KEYS.intents);
      else localStorage.setItem(STORAGE_KEYS.intents, before);
      log().step(api.wallet.transfer, intent('k1', clock), 'sending');
      expect(stored(), String(before)).toEqual([{ call: transfer, member: 'm1', intent: intent('k1', clock) }]);
    }
  });

  it('an unclear answer without a session member writes nothing to the phone', () => {
    member = null;
    log().step(api.wallet.transfer, intent('k1', clock), 'open');
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
  });

  it('the last one ended leaves no list behind on the phone', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.transfer, intent('k1', clock), 'ended');
    expect(localStorage.getItem(STORAGE_KEYS.intents)).toBeNull();
  });

  it("one request ending leaves the member's others open", () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    page.step(api.wallet.withdraw, intent('k2', clock), 'sending');
    page.step(api.wallet.withdraw, intent('k2', clock), 'ended');
    expect(page.list().map((o) => o.intent.key)).toEqual(['k1']);
    expect(page.open(transfer)?.key).toBe('k1');
    expect(page.open(callId(api.wallet.withdraw))).toBeNull();
  });

  it('gives the screens the same list until it changes (a new list each read would redraw them forever)', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    const first = page.list();
    clock += HOUR;
    expect(page.list()).toBe(first);
    page.step(api.wallet.withdraw, intent('k2', clock), 'sending');
    expect(page.list()).not.toBe(first);
    expect(page.list()).toHaveLength(2);
  });

  it('drops each intent at its own 24 hours, the newer staying', () => {
    const page = log();
    page.step(api.wallet.transfer, intent('k1', clock), 'sending');
    clock += 2 * HOUR;
    page.step(api.wallet.withdraw, intent('k2', clock), 'sending');
    expect(page.list().map((o) => o.intent.key)).toEqual(['k1', 'k2']);
    clock += 22 * HOUR;
    expect(page.list().map((o) => o.intent.key)).toEqual(['k2']);
    clock += 2 * HOUR;
    expect(page.list()).toEqual([]);
  });
});
