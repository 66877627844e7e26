import type { Intent } from '../../machines/intent';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { STORAGE_KEYS } from './storage';

/** An open intent as kept on the phone: the call it belongs to (`POST /api/wallet/transfer`) and the intent. */
export interface OpenIntent {
  call: string;
  intent: Intent;
}

/** A call's name in the log: its method and path template, e.g. `POST /api/wallet/transfer`. */
export const callId = (ep: Pick<AnyEndpoint, 'method' | 'path'>) => `${ep.method} ${ep.path}`;

/** How long an open intent is offered again: a backend keeps a key's result for 24 h (Stripe's rule). */
export const OPEN_INTENT_TTL_MS = 24 * 60 * 60 * 1000;

const isIntent = (v: unknown): v is Intent =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Intent).key === 'string' &&
  typeof (v as Intent).at === 'number' &&
  'values' in (v as object);

/** The storage the token is in (local: remembered; session: until the browser closes), or null without one. */
function place(): Storage | null {
  try {
    if (localStorage.getItem(STORAGE_KEYS.token) !== null) return localStorage;
    return sessionStorage.getItem(STORAGE_KEYS.token) !== null ? sessionStorage : null;
  } catch {
    return null;
  }
}

function safeRead(): string | null {
  try {
    return place()?.getItem(STORAGE_KEYS.intents) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : [];
  } catch {
    return [];
  }
}

/**
 * The member's money calls whose outcome is unknown, kept on the phone beside the session token (the same storage:
 * remembered or for this browser session), so that a reload or a new start offers them again with the same key.
 * Logout clears them with the token (MEMBER_KEYS). Never a password: the values are a money call's request.
 */
export function createIntentLog(now: () => number = Date.now) {
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let cache: OpenIntent[] = [];

  function read(): OpenIntent[] {
    const raw = safeRead();
    if (raw === text) return cache;
    text = raw;
    const parsed = parse(raw);
    const fresh = now() - OPEN_INTENT_TTL_MS;
    cache = Array.isArray(parsed)
      ? (parsed as unknown[]).filter(
          (o): o is OpenIntent =>
            !!o &&
            typeof (o as OpenIntent).call === 'string' &&
            isIntent((o as OpenIntent).intent) &&
            (o as OpenIntent).intent.at > fresh,
        )
      : [];
    return cache;
  }

  function write(list: OpenIntent[]) {
    try {
      const where = place();
      if (!where) return;
      if (list.length) where.setItem(STORAGE_KEYS.intents, JSON.stringify(list));
      else where.removeItem(STORAGE_KEYS.intents);
    } catch {
      /* a full or blocked storage: the intent stays open in the machine for this visit */
    }
    for (const l of listeners) l();
  }

  function keep(call: string, intent: Intent) {
    write([...read().filter((o) => o.call !== call), { call, intent }]);
  }
  function forget(call: string) {
    if (read().some((o) => o.call === call)) write(read().filter((o) => o.call !== call));
  }

  const log = {
    /** Every open intent, oldest first (the same array until one changes). */
    list: read,
    /** The open intent of one call, or null. */
    open: (call: string): Intent | null => read().find((o) => o.call === call)?.intent ?? null,
    /** The client's word on a money call's answer: `open` keeps its intent (unknown outcome), else none is open. */
    settle(ep: AnyEndpoint, intent: Intent, open: boolean) {
      if (open) keep(callId(ep), intent);
      else forget(callId(ep));
    },
    /** The member saw it go through (or an answer proved it): stop offering it. */
    forget,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return log;
}

export type IntentStore = ReturnType<typeof createIntentLog>;
