import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, tokenStore } from '../../../src/lib/storage';

const { token: TOKEN, locale: LOCALE } = STORAGE_KEYS;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('tokenStore', () => {
  it('with remember writes localStorage only', () => {
    tokenStore.write('abc', true);
    expect(localStorage.getItem(TOKEN)).toBe('abc');
    expect(sessionStorage.getItem(TOKEN)).toBeNull();
    expect(tokenStore.read()).toBe('abc');
  });

  it('without remember writes sessionStorage only, and drops a remembered token', () => {
    localStorage.setItem(TOKEN, 'old');
    tokenStore.write('xyz', false);
    expect(sessionStorage.getItem(TOKEN)).toBe('xyz');
    expect(localStorage.getItem(TOKEN)).toBeNull();
    expect(tokenStore.read()).toBe('xyz');
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
});
