import { newKey } from '../../machines/intent';
/** Client storage keys (spec section 3). */
export const STORAGE_KEYS = {
  token: 'wallet.token',
  locale: 'wallet.locale',
  agreement: 'wallet.rememberAgreement',
  lastSync: 'wallet.lastSync',
  inviteCode: 'wallet.inviteCode',
  guestId: 'wallet.guestId',
  /** Money calls whose outcome is unknown (src/lib/intents.ts): kept beside the token, cleared with it. */
  intents: 'wallet.openIntents',
  /** The bonuses the bank refused as full (BONUS_FULL) in this browser session: their cards say so before a tap. */
  fullBonuses: 'wallet.fullBonuses',
} as const;

/** Member data cleared on logout; the language choice and the guest id stay. */
export const MEMBER_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.agreement,
  STORAGE_KEYS.lastSync,
  STORAGE_KEYS.intents,
  STORAGE_KEYS.fullBonuses,
] as const;

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export const storage = {
  get: (key: string): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const tokenStore = {
  read: (): string | null =>
    safe(() => localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token), null),
  write: (token: string, remember: boolean) =>
    safe(() => {
      (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
      (remember ? sessionStorage : localStorage).removeItem(STORAGE_KEYS.token);
    }, undefined),
  clearMember: () =>
    safe(() => {
      for (const k of MEMBER_KEYS) {
        localStorage.removeItem(k);
        sessionStorage.removeItem(k);
      }
    }, undefined),
};

/** The chat's guest id: generated once and kept on the phone, so a guest finds their conversation again. */
export function guestId(): string {
  const known = storage.get(STORAGE_KEYS.guestId);
  if (known) return known;
  const id = `guest-${newKey()}`;
  storage.set(STORAGE_KEYS.guestId, id);
  return id;
}

/**
 * The bonuses the bank refused as full, for this browser session (the list has no quota; a place never comes back, but
 * a new session asks the bank again). Cleared on logout with the member's keys.
 */
export const fullBonuses = {
  read: (): string[] =>
    safe(() => {
      const list = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.fullBonuses) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
    }, []),
  add: (code: string) =>
    safe(() => {
      const list = new Set([...fullBonuses.read(), code]);
      sessionStorage.setItem(STORAGE_KEYS.fullBonuses, JSON.stringify([...list]));
    }, undefined),
};
