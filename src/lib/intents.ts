import type { Intent, IntentStep } from '../../machines/intent';
import { STORAGE_KEYS, storage } from './storage';

/**
 * An open intent as kept on the phone: the call it belongs to (`POST /api/wallet/transfer`), the member it was made
 * for (storage.ts memberId) and the intent.
 */
export interface OpenIntent {
  call: string;
  member: string;
  intent: Intent;
}

/** A call as the log names it: an endpoint's method and path template (src/api/contracts). */
interface Call {
  method: string;
  path: string;
}

/** A call's name in the log: its method and path template, e.g. `POST /api/wallet/transfer`. */
export const callId = (ep: Call) => `${ep.method} ${ep.path}`;

/** How long an open intent is offered again: a backend keeps a key's result for 24 h (Stripe's rule). */
const OPEN_INTENT_TTL_MS = 24 * 60 * 60 * 1000;

const isEntry = (o: unknown): o is OpenIntent => {
  const e = o as OpenIntent | null;
  return (
    !!e &&
    typeof e.call === 'string' &&
    typeof e.member === 'string' &&
    !!e.intent &&
    typeof e.intent.key === 'string' &&
    typeof e.intent.at === 'number' &&
    'values' in e.intent
  );
};

function parse(raw: string | null): OpenIntent[] {
  try {
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * The members' money requests whose outcome is unknown, kept on the phone (local storage, or this page's memory where
 * the phone refuses it) from the moment the request leaves until an answer proves what happened, for 24 h: a reload,
 * a crash, a closed dialog, Back, an ended session or a logout leave it open, and it is offered again, with the same
 * key, only to the member it was made for (`member`: the session's member now). A new request of the same call and
 * member replaces the older (the member was asked first). Never a password or a link: the values are what the request
 * says (a gift link's are its fingerprint).
 */
export function createIntentLog(now: () => number = Date.now, member: () => string | null = () => null) {
  const listeners = new Set<() => void>();
  /** The keys this page is sending now, and whether each began a new entry (else it resends an open one). */
  const sending = new Map<string, boolean>();
  let text: string | null | undefined;
  let all: OpenIntent[] = [];
  let mine: OpenIntent[] = [];
  let whose: string | null = null;

  const notify = () => {
    for (const l of listeners) l();
  };
  function every(): OpenIntent[] {
    const raw = storage.get(STORAGE_KEYS.intents);
    if (raw !== text) {
      text = raw;
      all = parse(raw);
      whose = null;
    }
    return all;
  }
  /** The session member's fresh entries, oldest first (the same array until one changes). */
  function list(): OpenIntent[] {
    const entries = every();
    const who = member();
    if (who !== whose || mine.some((o) => o.intent.at <= now() - OPEN_INTENT_TTL_MS)) {
      whose = who;
      const fresh = now() - OPEN_INTENT_TTL_MS;
      mine = entries.filter((o) => o.member === who && o.intent.at > fresh);
    }
    return mine;
  }
  function write(entries: OpenIntent[]) {
    const fresh = now() - OPEN_INTENT_TTL_MS;
    const kept = entries.filter((o) => o.intent.at > fresh);
    if (kept.length) storage.set(STORAGE_KEYS.intents, JSON.stringify(kept));
    else storage.remove(STORAGE_KEYS.intents);
    notify();
  }
  const without = (pred: (o: OpenIntent) => boolean) => every().filter((o) => !pred(o));

  // Another tab's change (a request it sent, one it saw end) shows here too.
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (e.key === STORAGE_KEYS.intents || e.key === null) notify();
    });

  const log = {
    list,
    /** The session member's open intent of one call, or null. */
    open: (call: string): Intent | null => list().find((o) => o.call === call)?.intent ?? null,
    /** Whether this page is sending the request of this key now (no answer yet). */
    sending: (key: string) => sending.has(key),
    /**
     * The client's word on a money call: `sending` before it leaves (kept for the session's member), `open` when its
     * answer proved nothing, `ended` when one did, `unsent` when it never left (an open intent it resent stays open).
     */
    step(ep: Call, intent: Intent, step: IntentStep) {
      const call = callId(ep);
      const who = member();
      const has = every().find((o) => o.intent.key === intent.key);
      if (step === 'sending') {
        if (who === null) return;
        sending.set(intent.key, !has);
        write([...without((o) => o.call === call && o.member === who), has ?? { call, member: who, intent }]);
        return;
      }
      const began = sending.get(intent.key);
      sending.delete(intent.key);
      if (step === 'ended' || (step === 'unsent' && began)) {
        if (has) write(without((o) => o.intent.key === intent.key));
        else notify();
      } else if (has) notify();
      else if (who !== null) write([...every(), { call, member: who, intent }]);
    },
    /** The member saw it go through (or an answer proved it): stop offering it. */
    forget(call: string) {
      const who = member();
      if (list().some((o) => o.call === call)) write(without((o) => o.call === call && o.member === who));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return log;
}

export type IntentStore = ReturnType<typeof createIntentLog>;
