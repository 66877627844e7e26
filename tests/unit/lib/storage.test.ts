import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, memberId, tokenStore } from '../../../src/lib/storage';

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

describe('memberId', () => {
  it('names a member by a fingerprint of the username, never the phone number itself', () => {
    expect(memberId('0812345678')).toBe(memberId('0812345678'));
    expect(memberId('0812345678')).not.toBe(memberId('0898765432'));
    expect(memberId('0812345678')).not.toBe(memberId('0812345679'));
    expect(memberId('0812345678')).not.toContain('0812345678');
    expect(memberId('0812345678')).toMatch(/^[0-9a-z]{8,14}$/);
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
