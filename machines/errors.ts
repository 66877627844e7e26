/** Machines see errors as data: an object with a `code` (an ApiError from the app, anything else from a fake). */
export function codeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return 'NETWORK_ERROR';
}

/**
 * The codes that end the member's session: the catalogue's auth codes but INVALID_IP (the spec sends the member to
 * /login on an invalid token and on INVALID_USER_1 to 4 only). The one list: the client reads it too.
 */
export const SESSION_ENDING = new Set([
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
]);
/** The server's word for a closed service. */
export const GONE = 'gone';
