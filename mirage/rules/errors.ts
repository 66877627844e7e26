import type { ErrorCode } from '../../src/api/errors';

export type DemoCode = ErrorCode | 'gone';

/**
 * A refusal the demo answers as `{ message: code }` with `status`; a refusal of one request key (KEY_MISSING,
 * KEY_INVALID) names it too: `{ message: code, key }` (the form shows it under its field).
 */
export class DemoError extends Error {
  // `declare`: set in the constructor, no class field (a field pulls the build's defineProperty helper, which lives
  // with the member pages' code: the demo would load it on /login).
  declare readonly code: DemoCode;
  declare readonly status: number;
  declare readonly key: string | undefined;
  constructor(code: DemoCode, status: number, key?: string) {
    super(code);
    this.code = code;
    this.status = status;
    this.key = key;
  }
}

export function fail(code: DemoCode, status: number, key?: string): never {
  throw new DemoError(code, status, key);
}

/** The answer's body for a refusal: its code, and the request key it names, if any. */
export const refusalBody = (e: { code: string; key?: string }) =>
  e.key ? { message: e.code, key: e.key } : { message: e.code };
