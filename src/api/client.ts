import type { Intent } from '../../machines/intent';
import { errorBodySchema, pathParams, type AnyEndpoint, type Answer, type Body } from './contracts/endpoint';
import { ApiError, REQUEST_INVALID, SESSION_ENDING_CODES } from './errors';

export const DEFAULT_TIMEOUT_MS = 60_000;
/** The X-Requested-With header every call carries. */
export const REQUESTED_WITH = 'XMLHttpRequest';

export interface ClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /**
   * Told of every ApiError before it is thrown, with the call it answered: the session machine ends the session or
   * goes to /terminated.
   */
  onError?: (error: ApiError, ep: AnyEndpoint) => void;
  /** This deployment's path of a call (config.json `paths`, api/pathOverrides.ts); the spec's path without it. */
  pathOf?: (ep: AnyEndpoint) => string;
  /**
   * Told of each answer's `Date` header (null without one, or when a cross-origin backend does not expose it), as the
   * answer arrives, whatever its status: the bank's clock (src/lib/bankTime.ts).
   */
  onDate?: (date: string | null) => void;
}

export interface CallOptions<E> {
  params?: Record<string, string>;
  body?: Body<E>;
  file?: Blob & { name?: string };
  /** What the member meant (machines/intent.ts): its key goes out as the Idempotency-Key. Required by an `idempotent` call. */
  intent?: Intent;
  signal?: AbortSignal;
}

export interface UploadOptions {
  params?: Record<string, string>;
  file: Blob & { name?: string };
  /** What the member meant (machines/intent.ts): its key goes out as the Idempotency-Key. Required by an `idempotent` call. */
  intent?: Intent;
  /** Percent (0–100) of the file sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createClient>;

/**
 * A money call sent without its caller's Idempotency-Key: a programming error (the caller must keep the intent's key
 * so that a retry after an unclear answer resends it), never sent and never shown as a server error.
 */
export class IntentKeyMissing extends Error {
  constructor(ep: AnyEndpoint) {
    super(`${ep.method} ${ep.path} moves money: its caller must pass the member's intent`);
    this.name = 'IntentKeyMissing';
  }
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return pathParams(path).reduce((p, name) => {
    const value = params[name];
    if (value === undefined || value === '') throw new ApiError('KEY_MISSING', 0, true);
    // A dot segment stays one after encoding (the URL parser then climbs: `/api/promotion/find/..` is
    // `/api/promotion/`): another address, never sent.
    if (value === '.' || value === '..') throw new ApiError(REQUEST_INVALID, 0, true);
    return p.replace(`:${name}`, encodeURIComponent(value));
  }, path);
}

export function createClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  function headersFor(ep: AnyEndpoint, intent: Intent | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'X-Requested-With': REQUESTED_WITH, Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (ep.idempotent) headers['Idempotency-Key'] = intent!.key;
    return headers;
  }

  /**
   * The request's address and headers, checked before anything is sent. A missing path parameter fails with
   * KEY_MISSING; a value no request can carry (a server's string with a lone surrogate in a path, a token that is not
   * a header value) is REQUEST_INVALID, proven unsent, where the member is: never an error that escapes the screen.
   */
  function prepared(ep: AnyEndpoint, params: Record<string, string> | undefined, intent: Intent | undefined) {
    try {
      const url = base + fillPath(options.pathOf?.(ep) ?? ep.path, params);
      const headers = headersFor(ep, intent);
      new Headers(headers);
      return { url, headers };
    } catch (e) {
      if (e instanceof ApiError) throw e;
      console.error(REQUEST_INVALID, ep.path, e);
      throw new ApiError(REQUEST_INVALID, 0, true);
    }
  }

  async function send<E extends AnyEndpoint>(ep: E, opts: CallOptions<E>): Promise<Response> {
    const { url, headers } = prepared(ep, opts.params, opts.intent);
    let body: BodyInit | undefined;
    if (ep.multipart) {
      const form = new FormData();
      if (opts.file) form.append('file', opts.file, opts.file.name ?? 'file');
      body = form;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), ep.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onAbort = () => timeout.abort();
    opts.signal?.addEventListener('abort', onAbort);
    try {
      // No HTTP cache, the browser's or a shared one, may answer or keep a member's call: a backend, CDN or proxy
      // that marks its answers cacheable (a `Last-Modified` is enough) would show the next member on a shared phone
      // the last one's wallet (docs/security.md, finding 7). The upload is a POST, which no cache answers.
      return await fetch(url, { method: ep.method, headers, body, signal: timeout.signal, cache: 'no-store' });
    } catch {
      throw new ApiError(opts.signal?.aborted ? 'ABORTED' : timeout.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR', 0);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  function parseJson(text: string): unknown {
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  /**
   * An answer read with the endpoint's contract, or the ApiError it stands for. A 401 to a member call ends the
   * session whatever its body (a gateway's HTML page, an empty body): it reads as UNAUTHORIZED unless it names
   * another session-ending code.
   */
  function answerOf<E extends AnyEndpoint>(ep: E, status: number, text: string): Answer<E> {
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const body = errorBodySchema.safeParse(json);
      const code = body.success ? body.data.message : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNEXPECTED_ANSWER';
      throw new ApiError(
        status === 401 && ep.auth && !SESSION_ENDING_CODES.includes(code) ? 'UNAUTHORIZED' : code,
        status,
        undefined,
        body.data?.key,
      );
    }
    const parsed = ep.response.safeParse(json);
    if (!parsed.success) throw new ApiError('UNEXPECTED_ANSWER', status, undefined, undefined, parsed.error.issues);
    return parsed.data as Answer<E>;
  }

  /**
   * A body its contract refuses (e.g. an amount that is not a number, or no body at all) is never sent: the caller's
   * bug, said on the console (a test fails loudly) and to the member as REQUEST_INVALID.
   */
  function checked(ep: AnyEndpoint, body: unknown): void {
    const parsed = ep.request?.safeParse(body);
    if (parsed?.success !== false) return;
    console.error(REQUEST_INVALID, ep.path, parsed.error.issues);
    throw new ApiError(REQUEST_INVALID, 0, true);
  }

  /**
   * Every failure becomes an ApiError that onError hears about before it is thrown; a keyless money call is refused.
   * What an answer means for the member's intent is not the client's to say (src/services/moneyCalls.ts).
   */
  function reported<T>(ep: AnyEndpoint, intent: Intent | undefined, work: () => Promise<T>): Promise<T> {
    if (ep.idempotent && !intent?.key) return Promise.reject(new IntentKeyMissing(ep));
    const held = limited.get(ep);
    // The bank limited this call: until then it is not sent again, and a tap reads the same refusal at once.
    if (held && performance.now() < held[0]) return attempt(ep, () => Promise.reject(held[1]));
    const key = ep.idempotent && intent!.key;
    // The same intent sent again while it is on its way (a dialog closed and opened again, a second screen) joins
    // the request already out: one request per key at a time from this page.
    let p = key && (sending.get(key) as Promise<T> | undefined);
    if (!p) {
      p = attempt(ep, work);
      if (key) {
        sending.set(key, p);
        const done = () => sending.delete(key);
        p.then(done, done);
      }
    }
    return p;
  }
  const sending = new Map<string, Promise<unknown>>();
  /**
   * Calls the bank answered REQUEST_LIMIT (held 30 s) or REQUEST_LIMIT_1MIN (60 s), on the page's monotonic clock, with
   * that refusal, proven unsent (docs/decisions/035-smaller-holes-closed.md: else a limited button works again at
   * once).
   */
  const limited = new Map<AnyEndpoint, [until: number, refusal: ApiError]>();

  async function attempt<T>(ep: AnyEndpoint, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('UNEXPECTED_ANSWER', 0);
      if (err.status && err.code.startsWith('REQUEST_LIMIT'))
        limited.set(ep, [performance.now() + (err.code.endsWith('1MIN') ? 6e4 : 3e4), new ApiError(err.code, 0, true)]);
      options.onError?.(err, ep);
      throw err;
    }
  }

  /** Make one call; the answer is parsed by the endpoint's contract or an ApiError is thrown. */
  function call<E extends AnyEndpoint>(ep: E, opts: CallOptions<E> = {}): Promise<Answer<E>> {
    return reported(ep, opts.intent, async () => {
      checked(ep, opts.body);
      const res = await send(ep, opts);
      options.onDate?.(res.headers.get('Date'));
      return answerOf(ep, res.status, await res.text());
    });
  }

  /** A multipart upload of a `file` with progress (XMLHttpRequest); answers and fails exactly as `call`. */
  function upload<E extends AnyEndpoint>(ep: E, opts: UploadOptions): Promise<Answer<E>> {
    return reported(ep, opts.intent, async () => {
      const { url, headers } = prepared(ep, opts.params, opts.intent);
      // Loaded with the first upload: /login never needs it.
      const { sendMultipart } = await import('./upload');
      const { status, text } = await sendMultipart({
        method: ep.method,
        url,
        headers,
        file: opts.file,
        timeoutMs: ep.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        onProgress: opts.onProgress,
        signal: opts.signal,
      });
      return answerOf<E>(ep, status, text);
    });
  }

  return { call, upload };
}
