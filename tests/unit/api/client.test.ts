// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Intent, IntentStep } from '../../../machines/intent';
import { createClient, DEFAULT_TIMEOUT_MS, IntentKeyMissing, type ApiClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import type { AnyEndpoint } from '../../../src/api/contracts/endpoint';
import { ApiError } from '../../../src/api/errors';
import type { IntentStore } from '../../../src/lib/intents';
import { ownMoneyCalls, type Moved } from '../../../src/services/moneyCalls';
import { keyed } from '../../keyed';
import { errorOf, hangingFetch, headersOf, json, stubFetch } from './fetchStubs';

let token: string | null = null;
const onError = vi.fn();
const client = createClient({ baseUrl: 'https://api.example.test/', getToken: () => token, onError });

beforeEach(() => {
  token = null;
  onError.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The client as the app makes it: its money calls owned (src/services/moneyCalls.ts), their steps and reads told. */
function owned(
  client: ApiClient,
  step: (ep: AnyEndpoint, intent: Intent, step: IntentStep) => void,
  moved: (m: Moved) => void = () => {},
) {
  return ownMoneyCalls(client, { log: () => ({ step, open: () => null }) as unknown as IntentStore, moved });
}

describe('createClient: the request', () => {
  it('always marks the request as XHR, and sends a bearer token only when there is one', async () => {
    const sent = stubFetch(() => json({ registerOTP: true }));
    await client.call(api.lookup.registerOTP);
    expect(headersOf(sent[0])['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headersOf(sent[0])).not.toHaveProperty('Authorization');

    token = 'tok-123';
    await client.call(api.lookup.registerOTP);
    expect(headersOf(sent[1]).Authorization).toBe('Bearer tok-123');
    expect(sent[1]?.url).toBe('https://api.example.test/api/lookup/registerOTP');
  });

  it('sends the body as JSON with its method', async () => {
    const sent = stubFetch(() => json({ token: 't' }));
    await client.call(api.auth.login, { body: { username: '0812345678', password: 'pw' } });
    expect(sent[0]?.init.method).toBe('POST');
    expect(headersOf(sent[0])['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({ username: '0812345678', password: 'pw' });
  });

  it('fills and encodes path params; a missing one fails with KEY_MISSING before any request', async () => {
    const sent = stubFetch(() => json({ success: true }));
    await client.call(api.wallet.activate, { params: { slotCode: 'a b/c' } });
    expect(sent[0]?.url).toBe('https://api.example.test/api/wallet/activate/a%20b%2Fc');

    const err = await errorOf(client.call(api.wallet.activate, { params: {} }));
    expect(err.code).toBe('KEY_MISSING');
    expect(sent).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(err, api.wallet.activate);
  });

  it("sends a money call with its caller's Idempotency-Key, and a read with none", async () => {
    const sent = stubFetch(() => json({ success: true, wallet: { amount: 10 } }));
    await client.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('intent-1') });
    await client.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('intent-1') });
    expect(sent.map((s) => headersOf(s)['Idempotency-Key'])).toEqual(['intent-1', 'intent-1']);

    await client.call(api.lookup.registerOTP).catch(() => undefined);
    expect(headersOf(sent[2])).not.toHaveProperty('Idempotency-Key');
  });

  it('refuses to send a money call without a key from its caller: a programming error, never a request', async () => {
    const sent = stubFetch(() => json({ success: true, wallet: { amount: 10 } }));
    for (const attempt of [
      () => client.call(api.wallet.withdraw, { body: { amount: 10 } }),
      () => client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 5 }, intent: keyed('') }),
      () => client.upload(api.wallet.slip, { file: new File(['x'], 's.png', { type: 'image/png' }) }),
    ]) {
      const e = await attempt().then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(IntentKeyMissing);
      expect(e).not.toBeInstanceOf(ApiError);
    }
    expect(sent).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('never sends a body its contract refuses: REQUEST_INVALID, said on the console, the open intent untouched', async () => {
    const sent = stubFetch(() => json({ success: true, wallet: { amount: 10 } }));
    const told = vi.fn();
    const c = owned(createClient({ baseUrl: 'https://api.example', getToken: () => 't', onError }), told);
    const loud = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const amount of [Number('1,000'), Number.POSITIVE_INFINITY, '100' as unknown as number]) {
      const e = await errorOf(c.call(api.wallet.withdrawAll, { body: { amount }, intent: keyed('k') }));
      expect([e.code, e.status, e.proven]).toEqual(['REQUEST_INVALID', 0, true]);
    }
    expect(sent).toHaveLength(0);
    expect(loud).toHaveBeenCalledTimes(3);
    // Told it was on its way, then that it never left: an open intent it resent stays open (src/lib/intents.ts).
    expect(told.mock.calls.map((c) => c[2])).toEqual(['sending', 'unsent', 'sending', 'unsent', 'sending', 'unsent']);
    loud.mockRestore();
    await c.call(api.wallet.withdrawAll, { body: { amount: 1000 }, intent: keyed('k') });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ amount: 1000 });
  });

  it("its owner keeps every money call's intent from before it leaves to its answer: open when unclear, ended when proven; nothing for a read", async () => {
    const told: Array<[string, string]> = [];
    const moved: Moved[] = [];
    const c = owned(
      createClient({ baseUrl: 'https://api.example', getToken: () => 't' }),
      (ep, intent, step) => told.push([`${intent.key}@${ep.path}`, step]),
      (m) => moved.push(m),
    );
    const answers = [
      () => json({ success: true, wallet: { amount: 10 } }),
      () => new Response('<h1>502</h1>', { status: 502 }),
      () => json({ message: 'MONEY_NOT_ENOUGH' }, 403),
      () => json({ message: 'SOMETHING_ELSE' }, 403),
      () => json({ success: 'yes' }),
    ];
    let i = 0;
    stubFetch(() => answers[i++]!());
    for (let n = 0; n < answers.length; n++)
      await c.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed(`k${n}`) }).catch(() => undefined);
    await c.call(api.lookup.registerOTP).catch(() => undefined);
    expect(told).toEqual([
      ['k0@/api/wallet/withdraw', 'sending'],
      ['k0@/api/wallet/withdraw', 'ended'],
      ['k1@/api/wallet/withdraw', 'sending'],
      ['k1@/api/wallet/withdraw', 'open'],
      ['k2@/api/wallet/withdraw', 'sending'],
      ['k2@/api/wallet/withdraw', 'ended'],
      ['k3@/api/wallet/withdraw', 'sending'],
      ['k3@/api/wallet/withdraw', 'open'],
      ['k4@/api/wallet/withdraw', 'sending'],
      ['k4@/api/wallet/withdraw', 'open'],
    ]);
    // Each money call settled reads the money views again once (the answer's balance at once); a read does not.
    expect(moved).toEqual([
      { balance: 10, slotsMoved: false },
      { balance: undefined, slotsMoved: false },
      { balance: undefined, slotsMoved: false },
      { balance: undefined, slotsMoved: false },
      { balance: undefined, slotsMoved: false },
    ]);
  });

  it('the same intent sent again while it is on its way joins it: one request, one answer for both', async () => {
    let answer: (r: Response) => void = () => {};
    const sent = stubFetch(() => new Promise<Response>((r) => (answer = r)));
    const c = createClient({ baseUrl: 'https://api.example', getToken: () => 't' });
    const first = c.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('k') });
    const second = c.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('k') });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    answer(json({ success: true, wallet: { amount: 10 } }));
    await expect(first).resolves.toEqual({ success: true, wallet: { amount: 10 } });
    await expect(second).resolves.toEqual({ success: true, wallet: { amount: 10 } });
    expect(sent).toHaveLength(1);
    // Once answered, the same key may go out again (a retry after an unclear answer).
    const third = c.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('k') });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answer(json({ success: true, wallet: { amount: 10 } }));
    await third;
  });

  it('uploads a slip as FormData with a `file` field and no JSON content type', async () => {
    const sent = stubFetch(() => json({ success: true, reference: 'REF1' }));
    const file = new File(['img'], 'slip.png', { type: 'image/png' });
    await expect(client.call(api.wallet.slip, { file, intent: keyed('slip-1') })).resolves.toEqual({
      success: true,
      reference: 'REF1',
    });
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const part = (body as FormData).get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('slip.png');
    expect(headersOf(sent[0])).not.toHaveProperty('Content-Type');
  });
});

describe('createClient: failures become ApiErrors', () => {
  it('turns {message: CODE} on a 4xx into ApiError(CODE, status) and tells onError', async () => {
    stubFetch(() => json({ message: 'WRONG_PASSWORD' }, 401));
    const err = await errorOf(client.call(api.auth.login, { body: { username: 'u', password: 'p' } }));
    expect([err.code, err.status]).toEqual(['WRONG_PASSWORD', 401]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(err, api.auth.login);
  });

  it('keeps the request key a refusal names ({message, key}); none when the answer names none or a non-string', async () => {
    const validate = () =>
      errorOf(
        client.call(api.account.validate, {
          body: {
            name: 'n',
            username: '0812345678',
            password: 'secret1',
            sourceCode: '',
            inviteCode: '',
            bankCode: 'KBANK',
            bankAccountName: 'A B',
            bankAccountNo: '1234567890',
          },
        }),
      );
    stubFetch(() => json({ message: 'KEY_INVALID', key: 'sourceCode' }, 400));
    const named = await validate();
    expect([named.code, named.status, named.proven, named.key]).toEqual(['KEY_INVALID', 400, true, 'sourceCode']);
    stubFetch(() => json({ message: 'KEY_MISSING' }, 400));
    expect((await validate()).key).toBeUndefined();
    // A key that is no string breaks the refusal's contract: its code is not trusted either.
    stubFetch(() => json({ message: 'KEY_MISSING', key: 7 }, 400));
    const broken = await validate();
    expect([broken.code, broken.key]).toEqual(['UNEXPECTED_ANSWER', undefined]);
  });

  it('keeps the server code on a 5xx with a body', async () => {
    stubFetch(() => json({ message: 'TRANSFER_FAIL' }, 502));
    const err = await errorOf(
      client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 5 }, intent: keyed('k') }),
    );
    expect([err.code, err.status]).toEqual(['TRANSFER_FAIL', 502]);
  });

  it('marks as proven only a 4xx refusal (not 408 or 429) with a code of the catalogue', async () => {
    const answers: [Response, boolean][] = [
      [json({ message: 'MONEY_NOT_ENOUGH' }, 403), true],
      [json({ message: 'TRANSFER_FAIL' }, 422), true],
      [json({ message: 'NO_CLAIMABLE_COUPON' }, 400), true],
      [json({ message: 'TRANSFER_FAIL' }, 500), false],
      [json({ message: 'TRANSFER_FAIL' }, 502), false],
      [
        new Response('<html><h1>502 Bad Gateway</h1></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
        false,
      ],
      [
        new Response('<html><h1>504 Gateway Time-out</h1></html>', {
          status: 504,
          headers: { 'Content-Type': 'text/html' },
        }),
        false,
      ],
      [json({ error: 'boom' }, 500), false],
      [json({ message: 'REQUEST_LIMIT' }, 429), false],
      [json({ message: 'KEY_INVALID' }, 408), false],
      [json({ message: 'Something the catalogue does not know' }, 400), false],
      [json({ nothing: true }, 400), false],
      [json({ success: true, wallet: { amount: 'ten' } }, 200), false],
      [new Response('', { status: 200 }), false],
    ];
    for (const [answer, proven] of answers) {
      stubFetch(() => answer);
      // A client of its own each time: a REQUEST_LIMIT holds its call back on the client that heard it.
      const fresh = createClient({ baseUrl: 'https://api.example.test/', getToken: () => token });
      const err = await errorOf(
        fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 5 }, intent: keyed('k') }),
      );
      expect(err.proven, `${answer.status} ${err.code}`).toBe(proven);
    }
  });

  it('reads any 401 to a member call as the end of the session (HTML, empty, no message, another code); the login keeps its own', async () => {
    token = 'tok';
    for (const [body, type] of [
      ['<html><body>401 Authorization Required</body></html>', 'text/html'],
      ['', 'text/plain'],
      [JSON.stringify({ error: 'unauthorized' }), 'application/json'],
      [JSON.stringify({ message: 'WRONG_PASSWORD' }), 'application/json'],
    ] as const) {
      stubFetch(() => new Response(body, { status: 401, headers: { 'Content-Type': type } }));
      expect((await errorOf(client.call(api.wallet.get))).code).toBe('UNAUTHORIZED');
      // A money call too: the session ends, and no money moved (the gateway refused before the bank).
      const money = await errorOf(
        client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 5 }, intent: keyed('k') }),
      );
      expect([money.code, money.proven]).toEqual(['UNAUTHORIZED', true]);
    }
    stubFetch(() => json({ message: 'EXPIRED_AUTH_TOKEN' }, 401));
    expect((await errorOf(client.call(api.wallet.get))).code).toBe('EXPIRED_AUTH_TOKEN');
    stubFetch(() => json({ message: 'WRONG_PASSWORD' }, 401));
    expect((await errorOf(client.call(api.auth.login, { body: { username: 'u', password: 'p' } }))).code).toBe(
      'WRONG_PASSWORD',
    );
    stubFetch(() => new Response('<html>401</html>', { status: 401 }));
    expect((await errorOf(client.call(api.auth.login, { body: { username: 'u', password: 'p' } }))).code).toBe(
      'UNEXPECTED_ANSWER',
    );
  });

  it('turns a 500 without a body into INTERNAL_SERVER_ERROR', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const err = await errorOf(client.call(api.lookup.registerOTP));
    expect([err.code, err.status]).toEqual(['INTERNAL_SERVER_ERROR', 500]);
  });

  it('turns a 200 that breaks the contract into UNEXPECTED_ANSWER, also for non-JSON', async () => {
    stubFetch(() => json({ token: 42 }));
    expect((await errorOf(client.call(api.auth.login, { body: { username: 'u', password: 'p' } }))).code).toBe(
      'UNEXPECTED_ANSWER',
    );
    stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    expect((await errorOf(client.call(api.lookup.registerOTP))).code).toBe('UNEXPECTED_ANSWER');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await errorOf(client.call(api.lookup.registerOTP));
    expect([err.code, err.status]).toEqual(['NETWORK_ERROR', 0]);
    expect(onError).toHaveBeenCalledWith(err, api.lookup.registerOTP);
  });

  it('gives up with TIMEOUT after 60 s', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled: ApiError | null = null;
    const p = client.call(api.lookup.registerOTP).catch((e: ApiError) => (settled = e));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled!.code).toBe('TIMEOUT');
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
  });

  it('lets a slip upload wait 300 s before TIMEOUT', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled: ApiError | null = null;
    const p = client
      .call(api.wallet.slip, { file: new File(['x'], 's.jpg'), intent: keyed('slip-1') })
      .catch((e: ApiError) => (settled = e));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(300_000 - 60_000 - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled!.code).toBe('TIMEOUT');
  });
});

describe('createClient: a call the bank limited', () => {
  const limitedFor = (code: string) => {
    const c = createClient({ baseUrl: 'https://api.example.test/', getToken: () => null });
    let refusing = true;
    const sent = stubFetch(() => (refusing ? Response.json({ message: code }, { status: 429 }) : json({ token: 't' })));
    return { c, sent, allow: () => (refusing = false) };
  };
  const login = { body: { username: '0812345678', password: 'pw' } };

  it('REQUEST_LIMIT_1MIN: the same call is not sent for 60 s, each tap reads the refusal, then it goes', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { c, sent, allow } = limitedFor('REQUEST_LIMIT_1MIN');
    expect((await errorOf(c.call(api.auth.login, login))).code).toBe('REQUEST_LIMIT_1MIN');
    allow();
    vi.advanceTimersByTime(59_000);
    const again = await errorOf(c.call(api.auth.login, login));
    expect(again.code).toBe('REQUEST_LIMIT_1MIN');
    expect(again.proven).toBe(true);
    expect(sent).toHaveLength(1);
    // Another call is not held by it.
    await c.call(api.lookup.registerOTP).catch(() => undefined);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    await expect(c.call(api.auth.login, login)).resolves.toEqual({ token: 't' });
    expect(sent).toHaveLength(3);
  });

  it('REQUEST_LIMIT: held 30 s; a money call held is proven unsent', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { c, sent } = limitedFor('REQUEST_LIMIT');
    await errorOf(c.call(api.auth.login, login));
    vi.advanceTimersByTime(29_000);
    await errorOf(c.call(api.auth.login, login));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1_001);
    await errorOf(c.call(api.auth.login, login));
    expect(sent).toHaveLength(2);

    const steps: string[] = [];
    const money = owned(createClient({ baseUrl: 'https://api.example.test/', getToken: () => 't' }), (_e, _i, s) =>
      steps.push(s),
    );
    await errorOf(money.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('k1') }));
    await errorOf(money.call(api.wallet.withdraw, { body: { amount: 10 }, intent: keyed('k2') }));
    // The 429 itself proves nothing (a gateway's limit may come after the work): open; the held one never left.
    expect(steps).toEqual(['sending', 'open', 'sending', 'unsent']);
    expect(sent).toHaveLength(3);
  });
});
