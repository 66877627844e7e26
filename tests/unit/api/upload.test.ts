import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoServer, DEMO_PASSWORD, PERSONAS } from '../../../mirage';
import { createClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import { ApiError } from '../../../src/api/errors';
import { keyed } from '../../keyed';

type Listener = (e: ProgressEvent) => void;

/** A hand-driven XMLHttpRequest: the test decides when bytes go out and what the server answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private progress: Listener[] = [];
  upload = { addEventListener: (_type: string, l: Listener) => this.progress.push(l) };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    // Like pretender's fake XHR, an abort also calls onerror.
    this.onabort?.();
    this.onerror?.();
  }
  sent(loaded: number, total: number) {
    for (const l of this.progress) l({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request sent');
  return FakeXhr.last;
};

/** The client loads the upload code with the first upload (beforeAll loads it here): wait until the request is sent. */
const started = async () => {
  for (let i = 0; i < 100 && !FakeXhr.last; i++) await Promise.resolve();
  return xhr();
};

async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => new Error('expected the upload to fail'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

const png = () => new File([new Uint8Array(2048)], 'slip-500.png', { type: 'image/png' });
let token: string | null = 'tok-1';
const onError = vi.fn();
const client = createClient({ baseUrl: 'https://api.example.test/', getToken: () => token, onError });

describe('client.upload through XMLHttpRequest', () => {
  beforeAll(async () => {
    await import('../../../src/api/upload');
  });
  beforeEach(() => {
    FakeXhr.last = null;
    token = 'tok-1';
    onError.mockClear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts the file as a `file` field with the client headers and the given Idempotency-Key', async () => {
    const done = client.upload(api.wallet.slip, { file: png(), intent: keyed('intent-1') });
    await started();
    const req = xhr();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://api.example.test/api/wallet/slip');
    expect(req.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok-1',
      'Idempotency-Key': 'intent-1',
    });
    expect(req.headers).not.toHaveProperty('Content-Type');
    const sentFile = req.body?.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('slip-500.png');
    req.answer(200, { success: true, reference: 'SLIP-1' });
    await expect(done).resolves.toEqual({ success: true, reference: 'SLIP-1' });
  });

  it("sends the caller's Idempotency-Key, and no token without one", async () => {
    token = null;
    const done = client.upload(api.wallet.slip, { intent: keyed('intent-2'), file: png() });
    await started();
    expect(xhr().headers['Idempotency-Key']).toBe('intent-2');
    expect(xhr().headers).not.toHaveProperty('Authorization');
    xhr().answer(200, { success: true, reference: 'SLIP-2' });
    await done;
  });

  it('reports the percent of bytes sent, never going back, and 100 when the answer arrives', async () => {
    const seen: number[] = [];
    const done = client.upload(api.wallet.slip, { intent: keyed('k'), file: png(), onProgress: (p) => seen.push(p) });
    await started();
    xhr().sent(512, 2048);
    xhr().sent(1024, 2048);
    xhr().sent(1000, 2048);
    xhr().sent(0, 0);
    xhr().answer(200, { success: true, reference: 'SLIP-3' });
    await done;
    expect(seen).toEqual([0, 25, 50, 100]);
  });

  it('turns {message: CODE} into ApiError(CODE, status) and tells onError', async () => {
    const done = client.upload(api.wallet.slip, { intent: keyed('k'), file: png() });
    await started();
    xhr().answer(400, { message: 'SLIP_INVALID_FILE' });
    const err = await errorOf(done);
    expect([err.code, err.status]).toEqual(['SLIP_INVALID_FILE', 400]);
    expect(onError).toHaveBeenCalledWith(err, api.wallet.slip);
  });

  it('turns a 500 without a body into INTERNAL_SERVER_ERROR and a broken answer into UNEXPECTED_ANSWER', async () => {
    const a = client.upload(api.wallet.slip, { intent: keyed('k'), file: png() });
    await started();
    xhr().answer(500, '');
    expect((await errorOf(a)).code).toBe('INTERNAL_SERVER_ERROR');
    FakeXhr.last = null;
    const b = client.upload(api.wallet.slip, { intent: keyed('k'), file: png() });
    await started();
    xhr().answer(200, '<html>oops</html>');
    expect((await errorOf(b)).code).toBe('UNEXPECTED_ANSWER');
    FakeXhr.last = null;
    const c = client.upload(api.wallet.slip, { intent: keyed('k'), file: png() });
    await started();
    xhr().answer(200, { success: true });
    expect((await errorOf(c)).code).toBe('UNEXPECTED_ANSWER');
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    const done = client.upload(api.wallet.slip, { intent: keyed('k'), file: png() });
    await started();
    xhr().onerror?.();
    expect((await errorOf(done)).code).toBe('NETWORK_ERROR');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('waits the slip timeout of 300 s, then aborts with TIMEOUT', async () => {
    vi.useFakeTimers();
    const done = errorOf(client.upload(api.wallet.slip, { intent: keyed('k'), file: png() }));
    await started();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(xhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(xhr().aborted).toBe(true);
    const err = await done;
    expect(err.code).toBe('TIMEOUT');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('aborts with ABORTED when the caller cancels, also before sending', async () => {
    const ctl = new AbortController();
    const done = client.upload(api.wallet.slip, { intent: keyed('k'), file: png(), signal: ctl.signal });
    await started();
    ctl.abort();
    expect(xhr().aborted).toBe(true);
    expect((await errorOf(done)).code).toBe('ABORTED');
    FakeXhr.last = null;
    expect(
      (await errorOf(client.upload(api.wallet.slip, { intent: keyed('k'), file: png(), signal: ctl.signal }))).code,
    ).toBe('ABORTED');
    expect(FakeXhr.last).toBeNull();
  });

  it('fails with KEY_MISSING before sending when a path parameter is missing', async () => {
    const ep = { ...api.wallet.slip, path: '/api/upload/:kind' };
    expect((await errorOf(client.upload(ep, { intent: keyed('k'), file: png() }))).code).toBe('KEY_MISSING');
    expect(FakeXhr.last).toBeNull();
  });
});

describe('client.upload against the Mirage demo server (pretender fake XHR)', () => {
  it('uploads with progress events that reach 100, and Mirage checks the type', async () => {
    const demo = createDemoServer({ environment: 'test' });
    // Mirage answers at once in tests; some latency lets pretender send its upload progress events.
    demo.server.timing = 120;
    try {
      let auth: string | null = null;
      const c = createClient({ baseUrl: '', getToken: () => auth });
      auth = (await c.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } })).token;
      const seen: number[] = [];
      const answer = await c.upload(api.wallet.slip, {
        file: png(),
        intent: keyed('k-1'),
        onProgress: (p) => seen.push(p),
      });
      expect(answer.reference).toMatch(/^SLIP-/);
      expect(seen[0]).toBe(0);
      expect(seen.at(-1)).toBe(100);
      // Pretender sends progress every 50 ms of the 120 ms latency: some steps lie between 0 and 100.
      expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
      const pdf = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
      expect((await errorOf(c.upload(api.wallet.slip, { intent: keyed('k'), file: pdf }))).code).toBe(
        'SLIP_INVALID_FILE',
      );
    } finally {
      demo.shutdown();
    }
  });
});
