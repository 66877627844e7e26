/** Client storage keys (docs/product.md#storage). */
export const STORAGE_KEYS = {
  token: 'wallet.token',
  /** Who the token is for: the member's tag (memberTag), kept beside the token, never the phone itself. */
  member: 'wallet.member',
  /** This phone's random salt of the members' tags (memberTag): kept through a logout, new after a shared phone's. */
  tagSalt: 'wallet.tagSalt',
  locale: 'wallet.locale',
  agreement: 'wallet.rememberAgreement',
  lastSync: 'wallet.lastSync',
  inviteCode: 'wallet.inviteCode',
  guestId: 'wallet.guestId',
  /**
   * Money calls whose outcome is unknown or that are on their way (src/lib/intents.ts), each with its member: kept
   * on the phone (local storage) for 24 h whatever "remember me" says, through logout and an ended session.
   */
  intents: 'wallet.openIntents',
  /** The bonuses the bank refused as full (BONUS_FULL) in this browser session: their cards say so before a tap. */
  fullBonuses: 'wallet.fullBonuses',
  /**
   * The slips each member sent from this phone, as their QR's fingerprint (src/features/slip/sentSlips.ts): one of them
   * chosen again is refused before it costs the member's data. Kept through logout, per member, for 30 days.
   */
  sentSlips: 'wallet.sentSlips',
  /**
   * The QRs each member said they paid and that the bank has not credited yet (src/features/deposit/paidQrStore.ts):
   * pending on home and the statement through a reload, a logout and another tab, until credited or expired.
   */
  paidQrs: 'wallet.paidQrs',
} as const;

/**
 * Data cleared on logout and on an ended session; the language choice and the open intents (per member) stay. The
 * chat's guest id goes too: the next person on a shared phone starts a conversation of their own
 * (docs/decisions/035-smaller-holes-closed.md).
 */
export const MEMBER_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.member,
  STORAGE_KEYS.agreement,
  STORAGE_KEYS.lastSync,
  STORAGE_KEYS.fullBonuses,
  STORAGE_KEYS.guestId,
] as const;

/**
 * The members' logs, kept through a logout for the member who comes back (per member): forgotten at once, for every
 * member, by a logout on a shared phone.
 */
const MEMBER_LOGS = [STORAGE_KEYS.intents, STORAGE_KEYS.sentSlips, STORAGE_KEYS.paidQrs] as const;

type AreaName = 'localStorage' | 'sessionStorage';

let failed = false;
const failListeners = new Set<() => void>();

/**
 * The phone's storage, or this page's memory where it fails (quota, private mode, a locked-down phone): a key whose
 * write or read threw lives in memory (null: removed) for the life of the page, so that the session and the open
 * intents are never lost while the page is open; the first failure is told to `storageTrouble`'s listeners.
 */
function area(name: AreaName) {
  const kept = new Map<string, string | null>();
  function fail(key: string, value: string | null) {
    kept.set(key, value);
    if (failed) return;
    failed = true;
    for (const l of failListeners) l();
  }
  return {
    get(key: string): string | null {
      if (kept.has(key)) return kept.get(key)!;
      try {
        return window[name].getItem(key);
      } catch {
        fail(key, null);
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        window[name].setItem(key, value);
        kept.delete(key);
      } catch {
        fail(key, value);
      }
    },
    remove(key: string) {
      try {
        window[name].removeItem(key);
        kept.delete(key);
      } catch {
        fail(key, null);
      }
    },
  };
}

const local = area('localStorage');
const session = area('sessionStorage');

/** The phone's long-lived storage (falls back to memory for the page's life). */
export const storage = local;
/** This tab's storage, until the browser closes (falls back to memory for the page's life). */
export const tabStorage = session;

/** Whether the phone refused its storage in this page: "this phone will not remember you", said once. */
export const storageTrouble = {
  failed: () => failed,
  subscribe(listener: () => void) {
    failListeners.add(listener);
    return () => void failListeners.delete(listener);
  },
};

/**
 * A text's fingerprint (two 32-bit FNV-1a-style hashes, base 36): what the phone keeps where it must recognise a text
 * without keeping it (a member's username, a gift link). Not a secret's protection: a 10-digit phone number can be
 * guessed back from it by trying them all; it keeps the number from being read off the phone at a glance.
 */
export function fingerprint(text: string): string {
  let a = 2166136261;
  let b = 0x9e3779b9;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 2246822519);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/**
 * PBKDF2-SHA-256 rounds of a member's tag: OWASP's 600,000 (about 0.1 s on a laptop, off the page's thread). The unit
 * tests that only need some tag lower it (tests/setup.ts); storage.test.ts and sharedPhone.spec.ts prove the 600,000.
 */
export const TAG = { rounds: 600_000 };

/**
 * Who a session and a member's logs belong to (docs/security.md, finding 8): the (trimmed) username through PBKDF2 with
 * this phone's own random salt, never the phone number. Turning a tag back into a number means trying every number
 * with that salt, 600,000 rounds each; none of it can be worked out ahead for every phone. Where the page has no
 * WebCrypto (an origin that is not https) or it fails, the salted fingerprint: a login never fails for a tag.
 */
export async function memberTag(username: string): Promise<string> {
  let salt = local.get(STORAGE_KEYS.tagSalt);
  if (!salt) local.set(STORAGE_KEYS.tagSalt, (salt = newSalt()));
  const text = new TextEncoder();
  try {
    const subtle = crypto.subtle;
    const key = await subtle.importKey('raw', text.encode(username.trim()), 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: text.encode(salt), iterations: TAG.rounds },
      key,
      128,
    );
    return [...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return fingerprint(salt + username.trim());
  }
}

const newSalt = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The logs a build before salted tags kept under the username's fingerprint, handed to the member's tag (at a login):
 * their open requests are still theirs.
 */
export function retag(username: string, tag: string) {
  const old = fingerprint(username.trim());
  for (const k of MEMBER_LOGS) {
    try {
      const all = JSON.parse(local.get(k) ?? 'null') as { member?: string }[] | null;
      if (Array.isArray(all) && all.some((e) => e?.member === old))
        local.set(k, JSON.stringify(all.map((e) => (e?.member === old ? { ...e, member: tag } : e))));
    } catch {
      /* not a log: left as it is */
    }
  }
}

/** A stored session: the token, whose it is, and whether it is remembered (local) or for this tab (session). */
export interface StoredSession {
  token: string;
  member: string;
  remember: boolean;
}

function readArea(a: typeof local): StoredSession | null {
  const token = a.get(STORAGE_KEYS.token);
  const member = a.get(STORAGE_KEYS.member);
  return token && member ? { token, member, remember: a === local } : null;
}

export const tokenStore = {
  /**
   * The stored session: remembered (local) first, else this tab's (session). A token without its member (kept by a
   * build before members were named) is no session: the member logs in once more.
   */
  read: (): StoredSession | null => readArea(local) ?? readArea(session),
  write: (token: string, member: string, remember: boolean) => {
    const [to, other] = remember ? [local, session] : [session, local];
    to.set(STORAGE_KEYS.token, token);
    to.set(STORAGE_KEYS.member, member);
    for (const k of MEMBER_KEYS) other.remove(k);
  },
  /** This tab's own logout or ended session: the member's keys go from the phone (the open intents stay). */
  clearMember: () => {
    for (const k of MEMBER_KEYS) {
      local.remove(k);
      session.remove(k);
    }
  },
  /** A logout on a shared phone: every member's logs go too, and the salt of their tags (a new one makes new tags). */
  forgetPhone: () => {
    for (const k of [...MEMBER_LOGS, STORAGE_KEYS.tagSalt]) local.remove(k);
  },
  /**
   * The session ended in another tab (a logout, another member's login): this tab forgets its own copy (session
   * storage) and leaves the phone's (local storage), which the other tab owns now.
   */
  clearTab: () => {
    for (const k of MEMBER_KEYS) session.remove(k);
  },
};
