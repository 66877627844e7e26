import type { Intent } from '../machines/intent';

/** A money call's intent with this Idempotency-Key, for tests that call the client directly (undefined: none). */
export const keyed = (key: string | undefined, values: unknown = {}): Intent | undefined =>
  key === undefined ? undefined : { key, values, at: 0 };
