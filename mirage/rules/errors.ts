import type { ErrorCode } from '../../src/api/errors';

export type DemoCode = ErrorCode | 'gone';

/** A refusal the demo answers as `{ message: code }` with `status`. */
export class DemoError extends Error {
  readonly code: DemoCode;
  readonly status: number;
  constructor(code: DemoCode, status: number) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

export function fail(code: DemoCode, status: number): never {
  throw new DemoError(code, status);
}
