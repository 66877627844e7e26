import { codeOf } from './errors';
import { shortRef } from './validation';

/**
 * Where a money call's request is, as its owner (src/services/moneyCalls.ts) tells the open-intent log
 * (src/lib/intents.ts): on its way (sending), sent without a proof (open), proven (ended), or never sent (unsent).
 */
export type IntentStep = 'sending' | 'open' | 'ended' | 'unsent';

/**
 * The one rule of every money call (docs/product.md#intents: an intent ends on proof).
 *
 * An intent is what the member meant: the values they submitted (the request, parsed), its Idempotency-Key and when.
 * It ends only on an answer that proves what happened: a success, or a refusal the server explained (a 4xx with a
 * code of the catalogue: the app's ApiError says so in `proven`). Anything else (no answer, a timeout, an abort, a
 * 5xx, 408, 429, an unreadable body) leaves it open: its outcome is unknown, the machine keeps it, the client keeps it
 * on the phone, and a submit of the same values sends the same key, so the server answers the first attempt's result
 * instead of moving money twice. What was typed in between does not matter, only the values submitted.
 *
 * Every money machine holds its open intent in `context.intent` (null: none), made per actor from its input (never
 * in a module's top level), begun with `intentFor` and ended with `afterSuccess`/`afterFailure`.
 */
export interface Intent<V = unknown> {
  /** The Idempotency-Key every attempt of this intent carries. */
  key: string;
  /** What the member submitted: the request's values, as sent (JSON: it is kept on the phone). */
  values: V;
  /** When it was first sent (epoch ms). */
  at: number;
}

/** A fresh unique key: a money call's Idempotency-Key, the chat's guest id. The one key maker. */
export function newKey(): string {
  const g = globalThis as { crypto?: { randomUUID?: () => string } };
  return g.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A value written with its object keys sorted, so that two requests with the same values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(); // the same pairs always sort the same way, whatever order they came in
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two submits carry the same values (the same intent). */
export const sameValues = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * The intent a submit of `values` carries: the open one when the values are the same (its key, its time), else a new
 * one. Ask `supersedes` first: a new intent while an earlier one is open is the member's choice, not the machine's.
 */
export function intentFor<V>(open: Intent | null, values: V, now: number): Intent<V> {
  if (open && sameValues(open.values, values)) return open as Intent<V>;
  return { key: newKey(), values, at: now };
}

/**
 * An open intent of a call shared by several actors (one per bonus, game or QR provider) is the one actor's whose
 * values it names: `ownIntent(open, { provider: 'WW' })` is `open` when it was WW's, else null.
 */
export function ownIntent(open: Intent | null | undefined, names: Record<string, unknown>): Intent | null {
  const values = open?.values as Record<string, unknown> | null | undefined;
  return open && values && Object.entries(names).every(([k, v]) => values[k] === v) ? open : null;
}

/** A submit of `values` would start a new intent while an earlier one may have gone through: tell the member first. */
export const supersedes = (open: Intent | null, values: unknown): boolean =>
  open !== null && !sameValues(open.values, values);

/** What a money action shows after an unknown outcome: it may have gone through, the balance will tell, a retry is safe. */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/** Whether a failure leaves the outcome unknown (anything but a refusal marked `proven`). */
export const outcomeUnknown = (error: unknown): boolean =>
  (error as { proven?: unknown } | null | undefined)?.proven !== true;

/**
 * A failed attempt of `intent`: what to show (the refusal's code, or OUTCOME_UNKNOWN) and the intent left open (the
 * same one when the outcome is unknown, none when the answer proved it).
 */
export function afterFailure(intent: Intent | null, error: unknown): { error: string; intent: Intent | null } {
  return outcomeUnknown(error) ? { error: OUTCOME_UNKNOWN, intent } : { error: codeOf(error), intent: null };
}

/**
 * What a failed attempt means for the intent kept on the phone, by the same rule: still open (unknown outcome), never
 * sent (a refusal with no status: the request did not leave), or ended by the bank's answer.
 */
export const stepAfter = (error: unknown): IntentStep =>
  outcomeUnknown(error) ? 'open' : (error as { status?: unknown }).status ? 'ended' : 'unsent';

/** A success proves the intent: nothing is left open (each machine clears its own error field). */
export const afterSuccess = { intent: null } as const;

/** A success's reference: the bank's own when its answer carries one, else the short form of the intent's key. */
export function referenceOf(answer: unknown, intent: Intent | null): string | null {
  const own = (answer as { reference?: unknown } | null | undefined)?.reference;
  if (typeof own === 'string' && own) return own;
  return intent ? shortRef(intent.key) : null;
}

/**
 * What a money call's success assigns in a machine that keeps its error in `error`: the intent proven, nothing said,
 * and the success's reference (read from the intent before it is cleared).
 */
export const provenWithReference = {
  ...afterSuccess,
  error: null,
  reference: ({ context, event }: { context: { intent: Intent | null }; event: { output?: unknown } }) =>
    referenceOf(event.output, context.intent),
} as const;
