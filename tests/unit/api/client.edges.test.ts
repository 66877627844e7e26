// @vitest-environment node
// The client at its edges: what a mutation run of src/api/client.ts and errors.ts found no test for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, fillPath, IntentKeyMissing } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import { ApiError, isApiError, provesRefusal } from '../../../src/api/errors';
import { keyed } from '../../keyed';
import { errorOf, hangingFetch, headersOf, json, stubFetch } from './fetchStubs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const client = createClient({ baseUrl: 'https://api.example.test//', getToken: () => null });

describe('the request the client sends', () => {
  it('joins a base address with any trailing slashes and asks for JSON', async () => {
    const sent = stubFetch(() => json({ registerOTP: true }));
    await client.call(api.lookup.registerOTP);
    expect(sent[0]?.url).toBe('https://api.example.test/api/lookup/registerOTP');
    expect(headersOf(sent[0]).Accept).toBe('application/json');
  });

  it('asks no HTTP cache to answer or keep any call, read, money action or upload (a shared phone)', async () => {
    const sent = stubFetch(() => json({ success: true, reference: 'R', registerOTP: true, wallet: { amount: 1 } }));
    await client.call(api.lookup.registerOTP);
    await client.call(api.wallet.withdraw, { body: { amount: 1 }, intent: keyed('w-1') });
    await client.call(api.wallet.slip, { file: new Blob(['x'], { type: 'image/png' }), intent: keyed('slip-1') });
    expect(sent.map((s) => s.init.cache)).toEqual(['no-store', 'no-store', 'no-store']);
  });

  it('sends a read without a body or a JSON content type', async () => {
    const sent = stubFetch(() => json({ registerOTP: true }));
    await client.call(api.lookup.registerOTP);
    expect(sent[0]?.init.body).toBeUndefined();
    expect(headersOf(sent[0])).not.toHaveProperty('Content-Type');
  });

  it('sends a multipart call without a file as an empty form', async () => {
    const sent = stubFetch(() => json({ success: true, reference: 'R' }));
    await client.call(api.wallet.slip, { intent: keyed('slip-1') });
    expect([...(sent[0]?.init.body as FormData).keys()]).toEqual([]);
  });

  it('names a slip sent without a file name "file"', async () => {
    const sent = stubFetch(() => json({ success: true, reference: 'R' }));
    await client.call(api.wallet.slip, { file: new Blob(['x'], { type: 'image/png' }), intent: keyed('slip-1') });
    expect(((sent[0]?.init.body as FormData).get('file') as File).name).toBe('file');
  });

  it('never sends a call whose contract needs a body without one: REQUEST_INVALID, proven (nothing was sent)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = stubFetch(() => json({ success: true, wallet: { amount: 1 } }));
    const err = await errorOf(client.call(api.wallet.withdraw, { intent: keyed('w-1') }));
    expect([err.code, err.status, err.proven]).toEqual(['REQUEST_INVALID', 0, true]);
    expect(sent).toHaveLength(0);
  });

  it('a server value no address can carry (a lone surrogate) in a path: REQUEST_INVALID, proven, nothing sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = stubFetch(() => json({ success: true }));
    for (const bad of ['\ud800', 'pg\udfff', '\udc00x'] as const) {
      const err = await errorOf(client.call(api.wallet.activate, { params: { slotCode: bad } }));
      expect([err.code, err.status, err.proven]).toEqual(['REQUEST_INVALID', 0, true]);
      const upload = await errorOf(
        client.upload(api.slips.reference, { params: { reference: bad }, file: new Blob(['x']) } as never),
      );
      expect([upload.code, upload.proven]).toEqual(['REQUEST_INVALID', true]);
    }
    expect(sent).toHaveLength(0);
  });

  it('a stored token that is not a header value: REQUEST_INVALID, proven, nothing sent (never a network error)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = stubFetch(() => json({ success: true }));
    const odd = createClient({ baseUrl: 'https://api.example.test', getToken: () => 'tok\u0e01en' });
    const err = await errorOf(odd.call(api.wallet.activate, { params: { slotCode: 'pg' } }));
    expect([err.code, err.proven]).toEqual(['REQUEST_INVALID', true]);
    expect(sent).toHaveLength(0);
  });

  it('an empty path parameter is missing: KEY_MISSING, proven, before any request', () => {
    let thrown: unknown;
    try {
      fillPath('/api/wallet/activate/:slotCode', { slotCode: '' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect([(thrown as ApiError).code, (thrown as ApiError).proven]).toEqual(['KEY_MISSING', true]);
  });

  it('a keyless money call names itself in the error a developer reads', async () => {
    const e = await client.call(api.wallet.withdraw, { body: { amount: 10 } }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(IntentKeyMissing);
    expect((e as Error).name).toBe('IntentKeyMissing');
    expect((e as Error).message).toContain('POST /api/wallet/withdraw');
  });
});

describe('the answer the client reads', () => {
  it('reads any 2xx as an answer, 299 too', async () => {
    stubFetch(() => new Response(JSON.stringify({ registerOTP: true }), { status: 299 }));
    await expect(client.call(api.lookup.registerOTP)).resolves.toEqual({ registerOTP: true });
  });

  it('fails with an ApiError when no one listens for errors', async () => {
    stubFetch(() => json({ message: 'WRONG_PASSWORD' }, 401));
    const err = await errorOf(client.call(api.auth.login, { body: { username: 'u', password: 'p' } }));
    expect(err.code).toBe('WRONG_PASSWORD');
  });

  it("stops waiting when the caller gives up: ABORTED, and the caller's signal is let go when the call ends", async () => {
    hangingFetch();
    const leave = new AbortController();
    const p = client.call(api.lookup.registerOTP, { signal: leave.signal });
    leave.abort();
    expect((await errorOf(p)).code).toBe('ABORTED');

    stubFetch(() => json({ registerOTP: true }));
    const done = new AbortController();
    const remove = vi.spyOn(done.signal, 'removeEventListener');
    await client.call(api.lookup.registerOTP, { signal: done.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('leaves no timer behind once a call is answered', async () => {
    vi.useFakeTimers();
    stubFetch(() => json({ registerOTP: true }));
    await client.call(api.lookup.registerOTP);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('errors', () => {
  it('an ApiError says what it is', () => {
    const e = new ApiError('MONEY_NOT_ENOUGH', 403);
    expect(e.name).toBe('ApiError');
    expect(isApiError(e)).toBe(true);
    expect(isApiError(new Error('MONEY_NOT_ENOUGH'))).toBe(false);
  });

  it('only a 4xx proves a refusal: a 3xx with a code of the catalogue does not', () => {
    expect(provesRefusal(403, 'MONEY_NOT_ENOUGH')).toBe(true);
    expect(provesRefusal(302, 'MONEY_NOT_ENOUGH')).toBe(false);
    expect(provesRefusal(399, 'MONEY_NOT_ENOUGH')).toBe(false);
  });
});

describe('answers as they come', () => {
  it("tells the bank's clock the answer's Date header", async () => {
    const dates: Array<string | null> = [];
    const dated = createClient({
      baseUrl: 'https://api.example.test',
      getToken: () => null,
      onDate: (d) => dates.push(d),
    });
    stubFetch(
      () =>
        new Response(JSON.stringify({ registerOTP: true }), {
          headers: { 'Content-Type': 'application/json', Date: 'Sat, 28 Nov 2026 09:00:00 GMT' },
        }),
    );
    await dated.call(api.lookup.registerOTP);
    expect(dates).toEqual(['Sat, 28 Nov 2026 09:00:00 GMT']);
  });

  it('two reads at once are two requests, each with its own answer (only a money intent joins one on its way)', async () => {
    let n = 0;
    const sent = stubFetch(() => json({ registerOTP: ++n === 1 }));
    const [a, b] = await Promise.all([client.call(api.lookup.registerOTP), client.call(api.lookup.registerOTP)]);
    expect(sent).toHaveLength(2);
    expect([a.registerOTP, b.registerOTP]).toEqual([true, false]);
  });

  it('an answer whose body breaks off while read is UNEXPECTED_ANSWER, and not proven', async () => {
    stubFetch(
      () =>
        ({
          status: 200,
          headers: new Headers(),
          text: () => Promise.reject(new TypeError('network error')),
        }) as unknown as Response,
    );
    const err = await errorOf(client.call(api.lookup.registerOTP));
    expect([err.code, err.proven]).toEqual(['UNEXPECTED_ANSWER', false]);
  });
});
