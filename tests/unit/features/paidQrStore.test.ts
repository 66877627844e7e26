import { beforeEach, describe, expect, it } from 'vitest';
import { keepPaid, storedPaid } from '../../../src/features/deposit/paidQrStore';
import { STORAGE_KEYS } from '../../../src/lib/storage';

const T0 = Date.UTC(2026, 10, 29, 3, 0, 0);
const awaited = { channel: 'KBANK', baseline: 1500, since: T0 };
/** What comes back from the phone: the channel and the time, the wallet before not known (no balance is kept). */
const found = { channel: 'KBANK', baseline: null, since: T0 };
// A KBank QR of 300 baht said paid at T0, its countdown 10 minutes.
const kbank = { provider: 'KBANK', qrcodeId: 'qr-1', amount: 300, since: T0, until: T0 + 600_000 };
const scb = { provider: 'SCB', qrcodeId: 'qr-2', amount: 50, since: T0, until: T0 + 60_000 };

describe('the QRs a member said they paid, kept on the phone', () => {
  beforeEach(() => localStorage.clear());

  it('come back after the page is gone, for that member only, and never with a balance', () => {
    keepPaid('somchai', [kbank], awaited, T0);
    expect(storedPaid('somchai', T0 + 1000)).toEqual({ member: 'somchai', awaited: found, paid: [kbank] });
    expect(localStorage.getItem(STORAGE_KEYS.paidQrs)).not.toContain('1500');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paidQrs)!)[0].awaited).toEqual({ channel: 'KBANK', since: T0 });
    expect(storedPaid('malee', T0 + 1000)).toBeNull();
    expect(storedPaid(null, T0 + 1000)).toBeNull();
  });

  it('an expired QR is no longer pending; none left is nothing to restore', () => {
    keepPaid('somchai', [kbank, scb], awaited, T0);
    expect(storedPaid('somchai', T0 + 60_000)!.paid).toEqual([kbank]);
    expect(storedPaid('somchai', T0 + 600_000)).toBeNull();
  });

  it('a credit that settled one keeps the others awaiting from the word given, or the one kept before', () => {
    keepPaid('somchai', [kbank, scb], awaited, T0);
    keepPaid('malee', [scb], { ...awaited, baseline: 20, since: T0 + 1 }, T0);
    // The SCB QR was credited: the KBank QR awaits a deposit after that.
    keepPaid('somchai', [kbank], { channel: 'SCB', baseline: 1550, since: T0 + 5000 }, T0 + 5000);
    const after = { channel: 'SCB', baseline: null, since: T0 + 5000 };
    expect(storedPaid('somchai', T0 + 6000)).toEqual({ member: 'somchai', awaited: after, paid: [kbank] });
    keepPaid('somchai', [kbank], null, T0 + 7000);
    expect(storedPaid('somchai', T0 + 8000)).toEqual({ member: 'somchai', awaited: after, paid: [kbank] });
    keepPaid('somchai', [], null, T0 + 9000);
    expect(storedPaid('somchai', T0 + 9000)).toBeNull();
    expect(storedPaid('malee', T0 + 9000)).toEqual({
      member: 'malee',
      awaited: { ...found, since: T0 + 1 },
      paid: [scb],
    });
    expect(localStorage.getItem(STORAGE_KEYS.paidQrs)).not.toMatch(/baseline|1550|\b20\b/);
    // None pending for anyone: nothing of it stays on the phone.
    keepPaid('malee', [], null, T0 + 9000);
    expect(localStorage.getItem(STORAGE_KEYS.paidQrs)).toBeNull();
  });

  it('what is broken on the phone is no pending QR, never an error', () => {
    localStorage.setItem(STORAGE_KEYS.paidQrs, '{not json');
    expect(storedPaid('somchai', T0)).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.paidQrs,
      JSON.stringify([{ member: 'somchai', awaited, paid: [{ ...kbank, amount: '300' }, kbank] }]),
    );
    expect(storedPaid('somchai', T0)!.paid).toEqual([kbank]);
  });
});
