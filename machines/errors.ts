/** Machines see errors as data: an object with a `code` (an ApiError from the app, anything else from a fake). */
export function codeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return 'NETWORK_ERROR';
}

export const SESSION_ENDING = new Set([
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
]);
export const GONE = 'gone';
