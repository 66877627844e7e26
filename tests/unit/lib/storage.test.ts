import { pbkdf2Sync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fingerprint, memberTag, retag, STORAGE_KEYS, tokenStore } from '../../../src/lib/storage';

const { token: TOKEN, locale: LOCALE, member: MEMBER } = STORAGE_KEYS;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('tokenStore', () => {
  it('with remember writes localStorage only', () => {
    tokenStore.write('abc', 'm1', true);
    expect(localStorage.getItem(TOKEN)).toBe('abc');
    expect(sessionStorage.getItem(TOKEN)).toBeNull();
    expect(tokenStore.read()).toEqual({ token: 'abc', member: 'm1', remember: true });
  });

  it('without remember writes sessionStorage only, and drops a remembered token', () => {
    localStorage.setItem(TOKEN, 'old');
    localStorage.setItem(MEMBER, 'm0');
    tokenStore.write('xyz', 'm1', false);
    expect(sessionStorage.getItem(TOKEN)).toBe('xyz');
    expect(localStorage.getItem(TOKEN)).toBeNull();
    expect(localStorage.getItem(MEMBER)).toBeNull();
    expect(tokenStore.read()).toEqual({ token: 'xyz', member: 'm1', remember: false });
  });

  it('clearMember removes the token from both stores but keeps the language', () => {
    localStorage.setItem(TOKEN, 'a');
    sessionStorage.setItem(TOKEN, 'b');
    localStorage.setItem(LOCALE, 'la');
    tokenStore.clearMember();
    expect(localStorage.getItem(TOKEN)).toBeNull();
    expect(sessionStorage.getItem(TOKEN)).toBeNull();
    expect(tokenStore.read()).toBeNull();
    expect(localStorage.getItem(LOCALE)).toBe('la');
  });

  it("logout gives the chat a new guest id: the next person on the phone never reads the last guest's chat", async () => {
    const { guestId } = await import('../../../src/features/chat/guestId');
    const first = guestId();
    expect(guestId()).toBe(first);
    tokenStore.clearMember();
    const next = guestId();
    expect(next).toMatch(/^guest-/);
    expect(next).not.toBe(first);
  });

  it('a token without its member (a build before members were named) is no session: log in once more', () => {
    localStorage.setItem(TOKEN, 'legacy');
    expect(tokenStore.read()).toBeNull();
  });

  it("clearTab forgets this tab's copy and leaves the phone's, which another tab owns", () => {
    tokenStore.write('mine', 'm1', false);
    localStorage.setItem(TOKEN, 'theirs');
    localStorage.setItem(MEMBER, 'm2');
    tokenStore.clearTab();
    expect(sessionStorage.getItem(TOKEN)).toBeNull();
    expect(tokenStore.read()).toEqual({ token: 'theirs', member: 'm2', remember: true });
  });
});

describe("a member's tag: what the phone keeps to know whose a session and a log are", () => {
  const SALT = 'wallet.tagSalt';
  it('is PBKDF2-SHA-256 of the username with this phone’s own salt, 600,000 rounds, 128 bits: never the number', async () => {
    // The module as the app has it (tests/setup.ts lowers the rounds of the shared one).
    vi.resetModules();
    const { memberTag: asShipped } = await import('../../../src/lib/storage');
    const tag = await asShipped(' 0812345678 ');
    const salt = localStorage.getItem(SALT)!;
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(tag).toBe(pbkdf2Sync('0812345678', salt, 600_000, 16, 'sha256').toString('hex'));
    expect(await asShipped('0812345678')).toBe(tag);
    expect(await asShipped('0812345679')).not.toBe(tag);
    expect(tag).not.toContain('0812345678');
    expect(tag).not.toBe(fingerprint('0812345678'));
  });

  it('differs from one phone to the next (each its own salt), and after a shared phone’s logout', async () => {
    const first = await memberTag('0812345678');
    localStorage.clear();
    const second = await memberTag('0812345678');
    expect(second).not.toBe(first);
    tokenStore.forgetPhone();
    expect(localStorage.getItem(SALT)).toBeNull();
    expect(await memberTag('0812345678')).not.toBe(second);
  });

  it('is the salted fingerprint where the page has no WebCrypto (not https): a login never fails for its tag', async () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    try {
      const tag = await memberTag('0812345678');
      expect(tag).toBe(fingerprint(`${localStorage.getItem(SALT)}0812345678`));
      expect(tag).not.toBe(fingerprint('0812345678'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes over the logs an older build kept under the username’s fingerprint, and no one else’s', () => {
    const old = fingerprint('0812345678');
    const at = 1;
    localStorage.setItem(
      'wallet.sentSlips',
      JSON.stringify([
        { member: old, slip: 's1', at },
        { member: 'someone', slip: 's2', at },
      ]),
    );
    localStorage.setItem('wallet.openIntents', JSON.stringify([{ member: old, call: 'c', intent: { key: 'k' } }]));
    localStorage.setItem('wallet.paidQrs', 'not a log');
    retag(' 0812345678', 'new-tag');
    expect(JSON.parse(localStorage.getItem('wallet.sentSlips')!)).toEqual([
      { member: 'new-tag', slip: 's1', at },
      { member: 'someone', slip: 's2', at },
    ]);
    expect(JSON.parse(localStorage.getItem('wallet.openIntents')!)[0].member).toBe('new-tag');
    expect(localStorage.getItem('wallet.paidQrs')).toBe('not a log');
  });
});

describe('a phone that refuses its storage (quota, private mode): memory for the page’s life, said once', () => {
  /** A fresh page: the module's memory and its "failed" start empty. */
  const fresh = async () => {
    vi.resetModules();
    return import('../../../src/lib/storage');
  };
  const refuse = (method: 'getItem' | 'setItem' | 'removeItem') =>
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a refused write in memory and tells each listener once, at the first failure', async () => {
    const { storage, tabStorage, storageTrouble } = await fresh();
    const told: string[] = [];
    storageTrouble.subscribe(() => told.push('a'));
    const stop = storageTrouble.subscribe(() => told.push('b'));
    stop();
    expect(storageTrouble.failed()).toBe(false);
    const set = refuse('setItem');
    storage.set('k', 'v1');
    expect(storage.get('k')).toBe('v1');
    expect(storageTrouble.failed()).toBe(true);
    expect(told).toEqual(['a']);
    tabStorage.set('t', 'v2');
    storage.set('k', 'v3');
    expect([storage.get('k'), tabStorage.get('t')]).toEqual(['v3', 'v2']);
    expect(told).toEqual(['a']);
    // The phone takes writes again: the stored value is read from it, not from memory.
    set.mockRestore();
    storage.set('k', 'v4');
    localStorage.setItem('k', 'v5');
    expect(storage.get('k')).toBe('v5');
  });

  it('a refused read is nothing, and stays nothing for the page', async () => {
    const { storage, storageTrouble } = await fresh();
    localStorage.setItem('k', 'there');
    const get = refuse('getItem');
    expect(storage.get('k')).toBeNull();
    expect(storageTrouble.failed()).toBe(true);
    get.mockRestore();
    expect(storage.get('k')).toBeNull();
  });

  it('a refused removal forgets the key for the page', async () => {
    const { storage } = await fresh();
    localStorage.setItem('k', 'there');
    refuse('removeItem');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(localStorage.getItem('k')).toBe('there');
  });

  it('a page whose storage works says nothing', async () => {
    const { storage, storageTrouble } = await fresh();
    const told = vi.fn();
    storageTrouble.subscribe(told);
    storage.set('k', 'v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(storageTrouble.failed()).toBe(false);
    expect(told).not.toHaveBeenCalled();
  });
});
