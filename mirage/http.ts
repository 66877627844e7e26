/** The route wrapper: scenario, fail-next, bearer token, idempotency, JSON errors and persistence for every call. */
import { Response, type Request, type Server } from 'miragejs';
import { allEndpoints, type AnyEndpoint } from '../src/api/contracts';
import { refusalsOf } from '../src/api/contracts/refusals';
import { GONE, provesRefusal } from '../src/api/errors';
import { findFailure, pathnameOf, pathPattern, statusFor } from './armed';
import { authenticate } from './rules/auth';
import { DemoError, fail, refusalBody, type DemoCode } from './rules/errors';
import { parseBody, type Body } from './rules/input';
import { settleSlips } from './rules/slips';
import type { DemoState, FailRule, Member, StoredAnswer } from './state';

/** What the routes share; `state` is replaced on reset, so always read it from here. */
export interface Runtime {
  state: DemoState;
  now: () => number;
  save: () => void;
  /** Answers of idempotent calls whose handler is still running, by idempotency store key (never persisted). */
  inflight?: Map<string, Promise<StoredAnswer>>;
  /** Calls to hold (holdNext) and the held calls waiting for `release` (never persisted: a reload answers them). */
  holds?: {
    waiting: Array<{ method: string; path: string; code?: string; status?: number }>;
    /** `progress`: the call's body reported sent up to `percent` (an upload's progress; pretender's fake XHR). */
    held: Array<{ method: string; path: string; answer: () => void; progress: (percent: number) => void }>;
  };
  /** Calls whose answer is lost after the bank carried them out (loseNext; never persisted). */
  losses?: Array<{ method: string; path: string; how: LostAnswer }>;
}

/** How an answer is lost on its way back to the phone, after the bank carried the call out. */
export const LOST_ANSWERS = ['502 page', '504', 'broken 200', 'dropped connection'] as const;
export type LostAnswer = (typeof LOST_ANSWERS)[number];

/**
 * What the phone gets instead of the bank's answer: a gateway's error page, a timeout, a body that breaks the
 * contract, or nothing: the connection drops (the request's XHR fails as offline would, so the app's fetch or upload
 * fails with a network error; the answer pretender delivers later reaches a request already failed).
 */
function lostReply(how: LostAnswer, request: Request): Response {
  if (how === 'dropped connection') {
    (request as unknown as { onerror?: () => void }).onerror?.();
    return new Response(200, JSON_HEADERS, '');
  }
  if (how === '502 page')
    return new Response(502, { 'Content-Type': 'text/html' }, '<html><body><h1>502 Bad Gateway</h1></body></html>');
  if (how === '504') return new Response(504, { 'Content-Type': 'text/html' }, '');
  return new Response(200, JSON_HEADERS, '{"success":"yes","wallet":{"amount":"lots"}}');
}

/** The oldest loss armed for this call, taken. */
function takeLoss(rt: Runtime, method: string, path: string): LostAnswer | null {
  const i = rt.losses?.findIndex((l) => l.method === method && pathPattern(l.path).test(path)) ?? -1;
  return i < 0 ? null : rt.losses!.splice(i, 1)[0]!.how;
}

export interface Call {
  state: DemoState;
  now: number;
  body: Body;
  params: Record<string, string>;
  request: Request;
  /** The caller; reading it on an open route without a valid token answers UNAUTHORIZED. */
  readonly member: Member;
  /** The uploaded `file` of a multipart call, or null. */
  file: () => File | null;
  /** An armed failure of a code in the route's `plays`, for the handler to play out (e.g. TRANSFER_FAIL). */
  injected: FailRule | null;
}
/** Answers the body (or a Promise of it); a thrown DemoError is answered as `{ message: code }`. */
export type Handler = (call: Call) => unknown;
export interface RouteOptions {
  /**
   * failNext codes this route plays out itself: the call runs (auth, idempotency) and the handler gets the failure
   * in `call.injected`. Any other armed code is answered before the handler runs and moves nothing.
   */
  plays?: readonly DemoCode[];
}
export type Route = (ep: AnyEndpoint, handler: Handler, options?: RouteOptions) => void;

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const reply = (status: number, body: unknown) => new Response(status, JSON_HEADERS, body as object);

export function header(request: Request, name: string): string | undefined {
  const key = Object.keys(request.requestHeaders ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? request.requestHeaders[key] : undefined;
}

function disarm(rt: Runtime, rule: FailRule): void {
  if (rule.every) return;
  const failures = rt.state.failures ?? [];
  failures.splice(failures.indexOf(rule), 1);
  rt.save();
}

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/** An unexpected throw: a DemoError is answered as such, anything else is INTERNAL_SERVER_ERROR. */
function failed(e: unknown): Response {
  if (e instanceof DemoError) return reply(e.status, refusalBody(e));
  console.error('[demo] route failed', e);
  return reply(500, { message: 'INTERNAL_SERVER_ERROR' });
}

/** The codes each call's contract lists (src/api/contracts/refusals.ts): the demo bank answers no other. */
const listed = new Map(
  allEndpoints.map(({ name, endpoint }) => [endpoint, new Set<string>([...refusalsOf(name, endpoint), GONE])]),
);

/**
 * A handler's refusal with a code its call's contract does not list is the bank's own bug: answered as
 * INTERNAL_SERVER_ERROR and logged, so a rule test that expects the code fails until the contract lists it.
 */
function unlisted(ep: AnyEndpoint | null, e: unknown): unknown {
  if (!(e instanceof DemoError) || !ep || listed.get(ep)?.has(e.code)) return e;
  console.error(
    `[demo] ${ep.method} ${ep.path} refused with ${e.code}, which src/api/contracts/refusals.ts does not list for it`,
  );
  return new DemoError('INTERNAL_SERVER_ERROR', 500);
}

/**
 * One call on its way through the bank, as its steps see it: who sent it, under which idempotency key, with which armed
 * failure.
 */
export interface Incoming {
  rt: Runtime;
  ep: AnyEndpoint | null;
  method: string;
  path: string;
  request: Request;
  /** The bank's time when the call arrived. */
  now: number;
  /** The caller, when the call needs one (read from the token; UNAUTHORIZED thrown without a valid one). */
  member: Member | null;
  /** Where a money call's answer is kept under its Idempotency-Key: its member, its call and its key. */
  storeKey: string | null;
  /** The failure armed for this call (failNext, or a hold's code), if any. */
  injected: FailRule | null;
}

/**
 * Step 1: a failure armed for this call (failNext) is answered before anything runs, and moves nothing; one that the
 * route plays out itself (`plays`) is left to the handler.
 */
export function armedRefusal(rt: Runtime, injected: FailRule | null, options: RouteOptions): Response | undefined {
  if (!injected || options.plays?.includes(injected.code)) return undefined;
  disarm(rt, injected);
  return reply(injected.status, refusalBody(injected));
}

/** Step 2: a terminated service answers every call `gone` (410), and its status check says so (200). */
export function terminatedService(state: DemoState, path: string): Response | undefined {
  if (state.scenario !== 'terminated') return undefined;
  return path === '/api/lookup/active' ? reply(200, { terminated: 'gone' }) : reply(410, { message: 'gone' });
}

/**
 * Step 3: the call as it arrives: slips due for review are decided before any call reads the bank, the caller is
 * read from the token where the call needs one, and a money call's answer is kept under its member, call and key (a
 * guest's under its key alone: keys are random per intent).
 */
export function arrival(
  rt: Runtime,
  ep: AnyEndpoint | null,
  method: string,
  path: string,
  request: Request,
  injected: FailRule | null,
): Incoming {
  const now = rt.now();
  settleSlips(rt.state, now);
  const member = ep?.auth ? authenticate(rt.state, now, header(request, 'Authorization')) : null;
  const idemKey = ep?.idempotent ? header(request, 'Idempotency-Key') : undefined;
  const storeKey = idemKey ? `${member?._id ?? 'guest'}|${method} ${ep?.path}|${idemKey}` : null;
  return { rt, ep, method, path, request, now, member, storeKey, injected };
}

/**
 * Step 4: the same key again. Answered before: the first answer again, nothing moves (an armed failure waits for a
 * new intent). Still running: it joins that call's answer.
 */
export function again(call: Incoming): Response | Promise<Response> | undefined {
  if (!call.storeKey) return undefined;
  const stored = call.rt.state.idempotency[call.storeKey];
  if (stored) return reply(stored.status, stored.body);
  return call.rt.inflight?.get(call.storeKey)?.then((a) => reply(a.status, a.body), failed);
}

/**
 * Step 5: the bank carries the call out. The handler's answer (or its refusal that proves what happened, as the app
 * reads it: provesRefusal) is kept under the key; a 5xx, 408 or 429 is not, so the app's retry with the same key runs
 * again. A loss armed for the call (loseNext) gives the phone something else than the answer the bank kept. A handler
 * that answers a Promise (e.g. Web Crypto) is joined by a concurrent call with the same key until it settles.
 */
export function carriedOut(call: Incoming, handler: Handler): Response | Promise<Response> {
  const { rt, ep, request, storeKey, now } = call;
  const state = rt.state;
  // A played-out failure is taken by the first call that reaches the handler (not a terminated, unauthorised or replayed one).
  if (call.injected) disarm(rt, call.injected);
  const lost = takeLoss(rt, call.method, call.path);
  const out = (a: StoredAnswer) => (lost ? lostReply(lost, request) : reply(a.status, a.body));
  const answer = (status: number, body: unknown): StoredAnswer => {
    const a = { status, body, at: now };
    if (storeKey) {
      state.idempotency[storeKey] = a;
      pruneIdempotency(state);
    }
    return a;
  };
  const refused = (thrown: unknown): StoredAnswer => {
    const e = unlisted(ep, thrown);
    if (!(e instanceof DemoError) || !storeKey) throw e;
    if (!provesRefusal(e.status, e.code)) return { status: e.status, body: refusalBody(e), at: now };
    return answer(e.status, refusalBody(e));
  };
  let result: unknown;
  try {
    result = handler(handlerCall(call));
  } catch (e) {
    return out(refused(e));
  }
  if (!isThenable(result)) return out(answer(200, result));
  const settled = Promise.resolve(result).then((body) => answer(200, body), refused);
  if (storeKey) (rt.inflight ??= new Map()).set(storeKey, settled);
  return settled.then(out, failed).finally(() => {
    if (storeKey) rt.inflight?.delete(storeKey);
  });
}

/** What a handler is given: the state, the time, the parsed body and path parameters, the caller, the upload. */
function handlerCall(call: Incoming): Call {
  const { rt, request, now } = call;
  const state = rt.state;
  const raw: unknown = request.requestBody;
  const isForm = typeof FormData !== 'undefined' && raw instanceof FormData;
  let member = call.member;
  return {
    state,
    now,
    request,
    body: isForm ? {} : parseBody(raw),
    params: Object.fromEntries(
      Object.entries(request.params ?? {}).map(([k, v]) => [k, decodeURIComponent(String(v))]),
    ),
    get member(): Member {
      if (!member) member = authenticate(state, now, header(request, 'Authorization'));
      return member;
    },
    file: () => {
      if (!isForm) return null;
      const f = raw.get('file');
      return typeof f === 'object' && f !== null ? (f as File) : null;
    },
    injected: call.injected,
  };
}

/**
 * Answer one call of `ep` (or of an unknown /api path when `ep` is null), through the steps above in order; the
 * first that answers ends it. The state is saved once the answer is known (when a Promise settles).
 */
export function handle(
  rt: Runtime,
  ep: AnyEndpoint | null,
  method: string,
  request: Request,
  handler: Handler,
  options: RouteOptions = {},
): Response | Promise<Response> {
  const path = pathnameOf(request.url);
  let pending = false;
  try {
    const injected = findFailure(rt.state.failures, method, path) ?? null;
    const early = armedRefusal(rt, injected, options) ?? terminatedService(rt.state, path);
    if (early) return early;
    const call = arrival(rt, ep, method, path, request, injected);
    const answered = again(call) ?? carriedOut(call, handler);
    if (!(answered instanceof Promise)) return answered;
    pending = true;
    return answered.finally(() => rt.save());
  } catch (e) {
    return failed(e);
  } finally {
    if (!pending) rt.save();
  }
}

function pruneIdempotency(state: DemoState): void {
  const keys = Object.keys(state.idempotency);
  if (keys.length <= 200) return;
  keys.sort((a, b) => state.idempotency[a]!.at - state.idempotency[b]!.at);
  for (const k of keys.slice(0, keys.length - 200)) delete state.idempotency[k];
}

/**
 * The call waits, unanswered, when a hold armed by `holdNext` matches it (the oldest; each holds one call), until
 * `release`: the app shows its waiting state for as long as a tester or a product owner looks at it. Then it is
 * answered as any call, or with the hold's failure code (and status) as if `failNext` had been armed for it alone.
 */
function held(rt: Runtime, method: string, request: Request): Promise<void> | null {
  const holds = rt.holds;
  const path = pathnameOf(request.url);
  const i = holds?.waiting.findIndex((h) => h.method === method && pathPattern(h.path).test(path)) ?? -1;
  if (!holds || i < 0) return null;
  const [hold] = holds.waiting.splice(i, 1);
  const upload = (request as { upload?: { _progress?: (computable: boolean, loaded: number, total: number) => void } })
    .upload;
  const progress = (percent: number) => upload?._progress?.(true, percent, 100);
  return new Promise<void>((answer) => {
    holds.held.push({ method, path, answer, progress });
    // The console shows the call waiting (its store hears every save).
    rt.save();
  }).then(() => {
    if (hold?.code)
      (rt.state.failures ??= []).unshift({
        method,
        path: hold.path,
        code: hold.code as DemoCode,
        status: hold.status ?? statusFor(hold.code),
      });
  });
}

/** A `route(endpoint, handler)` bound to a Mirage server. */
export function router(server: Server, rt: Runtime, registered: Set<AnyEndpoint>): Route {
  return (ep, handler, options) => {
    registered.add(ep);
    const fn = (_schema: unknown, request: Request): Response | Promise<Response> =>
      held(rt, ep.method, request)?.then(() => handle(rt, ep, ep.method, request, handler, options)) ??
      handle(rt, ep, ep.method, request, handler, options);
    if (ep.method === 'GET') server.get(ep.path, fn);
    else if (ep.method === 'POST') server.post(ep.path, fn);
    else if (ep.method === 'PUT') server.put(ep.path, fn);
    else server.del(ep.path, fn);
  };
}

/** Unknown /api paths answer 404 NO_DATA (or 410 when terminated). */
export function catchAll(server: Server, rt: Runtime): void {
  const notFound = () => fail('NO_DATA', 404);
  server.get('/api/*rest', (_s: unknown, r: Request) => handle(rt, null, 'GET', r, notFound));
  server.post('/api/*rest', (_s: unknown, r: Request) => handle(rt, null, 'POST', r, notFound));
  server.put('/api/*rest', (_s: unknown, r: Request) => handle(rt, null, 'PUT', r, notFound));
  server.del('/api/*rest', (_s: unknown, r: Request) => handle(rt, null, 'DELETE', r, notFound));
}
