import { codeOf } from './errors';

/**
 * Idempotency keys: one per user intent. An intent ends only on an answer that proves what happened: a success, or a
 * refusal the server explained (a 4xx with a code of the catalogue: the app's ApiError says so in `proven`).
 * Anything else (no answer, a timeout, an abort, a 5xx, 408, 429, an unreadable body) is an unknown outcome: the
 * retry keeps the key, so the server answers the first attempt's result instead of moving money twice.
 */
export function newIntentKey(): string {
  const g = globalThis as { crypto?: { randomUUID?: () => string } };
  return g.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** What a money action shows after an unknown outcome: it may have gone through, the balance will tell, a retry is safe. */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/** Whether a failure leaves the outcome unknown (anything but a refusal marked `proven`). */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error && typeof error === 'object' && (error as { proven?: unknown }).proven === true);

/** A failed money action: what to show (the refusal's code, or OUTCOME_UNKNOWN), and the key for the next attempt. */
export function afterFailure(intentKey: string, error: unknown): { error: string; intentKey: string } {
  return outcomeUnknown(error)
    ? { error: OUTCOME_UNKNOWN, intentKey }
    : { error: codeOf(error), intentKey: newIntentKey() };
}
