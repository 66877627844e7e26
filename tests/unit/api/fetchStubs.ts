// Fetch stubs for the client's tests: what the app sent, and answers of every kind.
import { expect, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

export type Sent = { url: string; init: RequestInit };

/** A fetch stub that records each request and answers with `answer()`. */
export function stubFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const headersOf = (s: Sent | undefined) => (s?.init.headers ?? {}) as Record<string, string>;

/** The ApiError a call fails with (fails the test if it succeeds or throws something else). */
export async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => new Error('expected the call to fail'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

/** A fetch that never answers but rejects when its signal aborts, as the real one does. */
export function hangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
}
