// @vitest-environment node
/** The intent rule (docs/product.md#intents: an intent ends on proof), written from that rule, not from the code. */
import { describe, expect, it, vi } from 'vitest';
import {
  afterFailure,
  intentFor,
  newKey,
  outcomeUnknown,
  OUTCOME_UNKNOWN,
  ownIntent,
  referenceOf,
  sameValues,
  supersedes,
  type Intent,
} from '../../../machines/intent';
import { shortRef } from '../../../machines/validation';

const open: Intent = { key: 'k-1', values: { from: 'WALLET', to: 'pg', amount: 100 }, at: 1000 };
const unclear = { code: 'TIMEOUT', proven: false };
const refused = { code: 'MONEY_NOT_ENOUGH', proven: true };

describe('an intent is the values submitted', () => {
  it('the same request (in any key order) is the same intent: its key and its time', () => {
    expect(sameValues({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(intentFor(open, { amount: 100, to: 'pg', from: 'WALLET' }, 5000)).toBe(open);
  });

  it('values compare as they are sent: a gap in a list goes out as null', () => {
    expect(JSON.stringify([undefined])).toBe('[null]');
    expect(sameValues([undefined], [null])).toBe(true);
    expect(sameValues([undefined], [''])).toBe(false);
  });

  it('a different amount, another account or a missing field is another request', () => {
    expect(sameValues(open.values, { ...(open.values as object), amount: 100.01 })).toBe(false);
    expect(sameValues(open.values, { ...(open.values as object), to: 'joker2' })).toBe(false);
    expect(sameValues(open.values, { from: 'WALLET', to: 'pg' })).toBe(false);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues([12, 3], [1, 23])).toBe(false);
    expect(sameValues([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValues({ b: 2, a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(sameValues({ a: 1, b: 2 }, { a: 2, b: 1 })).toBe(false);
    // A field left undefined is not sent (JSON): the same request.
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues('1', 1)).toBe(false);
  });

  it('a new intent gets a new key and the time it was first sent', () => {
    const fresh = intentFor(open, { amount: 50 }, 7000);
    expect(fresh.key).not.toBe(open.key);
    expect(fresh.key).toMatch(/\S{8,}/);
    expect(fresh).toMatchObject({ values: { amount: 50 }, at: 7000 });
    expect(intentFor(null, { amount: 50 }, 7000).key).not.toBe(fresh.key);
  });

  it('asks before a different request only while one is open', () => {
    expect(supersedes(open, { amount: 50 })).toBe(true);
    expect(supersedes(open, open.values)).toBe(false);
    expect(supersedes(null, { amount: 50 })).toBe(false);
  });
});

describe('an intent ends on proof', () => {
  it('an unclear answer keeps it open and says so', () => {
    expect(afterFailure(open, unclear)).toEqual({ error: OUTCOME_UNKNOWN, intent: open });
    expect(afterFailure(open, new Error('boom'))).toEqual({ error: OUTCOME_UNKNOWN, intent: open });
  });

  it('only an error marked proven proves anything', () => {
    for (const e of [null, undefined, 'TIMEOUT', 0, {}, { proven: 'yes' }, { proven: 1 }])
      expect(outcomeUnknown(e)).toBe(true);
    expect(outcomeUnknown({ proven: true })).toBe(false);
  });

  it('a proven refusal closes it with its code', () => {
    expect(afterFailure(open, refused)).toEqual({ error: 'MONEY_NOT_ENOUGH', intent: null });
  });
});

describe('keys', () => {
  it('are random and distinct, with or without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newKey));
    expect(keys.size).toBe(50);
    // No crypto at all, or an older phone's crypto without randomUUID (Chrome before 92).
    for (const crypto of [undefined, {}]) {
      vi.stubGlobal('crypto', crypto);
      try {
        const bare = Array.from({ length: 50 }, newKey);
        expect(new Set(bare).size).toBe(50);
        for (const k of bare) expect(k).toMatch(/^[0-9a-z]+-[0-9a-z]{6,}$/);
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });
});

describe('whose open intent it is (one call shared by several actors)', () => {
  const qr: Intent = { key: 'q', values: { provider: 'WW', amount: 100 }, at: 0 };
  it('is the actor whose values it names', () => {
    expect(ownIntent(qr, { provider: 'WW' })).toBe(qr);
    expect(ownIntent(qr, { provider: 'ZPAY' })).toBeNull();
    expect(ownIntent(qr, { provider: 'WW', amount: 200 })).toBeNull();
    expect(ownIntent(qr, { provider: 'WW', amount: 100 })).toBe(qr);
    expect(ownIntent(null, { provider: 'WW' })).toBeNull();
    expect(ownIntent(undefined, { provider: 'WW' })).toBeNull();
    expect(ownIntent({ key: 'x', values: null, at: 0 }, { provider: 'WW' })).toBeNull();
  });
});

describe('a receipt quotes a reference (docs/product.md#references)', () => {
  const intent = { key: '3f2a9c1e-5b7d-4e0a-9c1b-2d3e4f5a6b7c', values: {}, at: 0 };
  it("the short form of the intent's key: its first 8 letters and digits, upper case", () => {
    expect(shortRef(intent.key)).toBe('3F2A9C1E');
    expect(shortRef('k1-m2n3')).toBe('K1M2N3');
  });
  it("the bank's own reference when its answer carries one, else the key's short form, else none", () => {
    expect(referenceOf({ success: true, reference: 'SLIP-001003' }, intent)).toBe('SLIP-001003');
    expect(referenceOf({ success: true, wallet: { amount: 1300 } }, intent)).toBe('3F2A9C1E');
    expect(referenceOf(undefined, intent)).toBe('3F2A9C1E');
    expect(referenceOf({ reference: '' }, null)).toBeNull();
  });
});
