import { codeOf } from './errors';

/**
 * Idempotency keys: one per user intent. A retry after an unknown outcome (no answer, a timeout) keeps the key, so
 * the server answers the first attempt's result instead of moving money twice; any definite answer ends the intent.
 */
export function newIntentKey(): string {
  const g = globalThis as { crypto?: { randomUUID?: () => string } };
  return g.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const UNKNOWN_OUTCOME = new Set(['NETWORK_ERROR', 'TIMEOUT']);
export const outcomeUnknown = (code: string) => UNKNOWN_OUTCOME.has(code);

/** The key for the next attempt after a failure: the same intent when the outcome is unknown, a new one otherwise. */
export const keyAfterFailure = (key: string, code: string) => (outcomeUnknown(code) ? key : newIntentKey());

/** A failed money action: the error's code to show, and the key for the next attempt. */
export function afterFailure(intentKey: string, error: unknown): { error: string; intentKey: string } {
  const code = codeOf(error);
  return { error: code, intentKey: keyAfterFailure(intentKey, code) };
}
