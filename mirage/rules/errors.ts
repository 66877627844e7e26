import type { ErrorCode } from '../../src/api/errors';

export type DemoCode = ErrorCode | 'gone';

/** A refusal the demo answers as `{ message: code }` with `status`. */
export class DemoError extends Error {
  // `declare`: set in the constructor, no class field (a field pulls the build's defineProperty helper, which lives
  // with the member pages' code: the demo would load it on /login).
  declare readonly code: DemoCode;
  declare readonly status: number;
  constructor(code: DemoCode, status: number) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

export function fail(code: DemoCode, status: number): never {
  throw new DemoError(code, status);
}
