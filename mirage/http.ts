/** The route wrapper: every call of the demo bank runs through `handle`'s steps (mirage/steps.ts), in order. */
import type { Request, Response, Server } from 'miragejs';
import type { AnyEndpoint } from '../src/api/contracts';
import { findFailure, pathnameOf, pathPattern, statusFor } from './armed';
import { fail, type DemoCode } from './rules/errors';
import type { Body } from './rules/input';
import type { DemoState, FailRule, HoldRule, Member, StoredAnswer } from './state';
import { again, armedRefusal, arrival, carriedOut, failed, terminatedService, type LostAnswer } from './steps';
import type { tabLog } from './tabLog';

/** What the routes share; `state` is replaced on reset, so always read it from here. */
export interface Runtime {
  state: DemoState;
  now: () => number;
  save: () => void;
  /** Answers of idempotent calls whose handler is still running, by idempotency store key (never persisted). */
  inflight?: Map<string, Promise<StoredAnswer>>;
  /**
   * Calls to hold (holdNext) and the held calls waiting for `release`. Kept with the bank (keptBank): a reload loses the
   * held calls themselves, and their holds wait for the page's next such call.
   */
  holds?: {
    waiting: HoldRule[];
    /** `progress`: the call's body reported sent up to `percent` (an upload's progress; pretender's fake XHR). */
    held: Array<{
      method: string;
      path: string;
      rule: HoldRule;
      answer: () => void;
      progress: (percent: number) => void;
    }>;
  };
  /** The last calls answered, oldest first (kept for the tab: mirage/tabLog.ts): what a moment hands over to read. */
  calls?: ReturnType<typeof tabLog<RecentCall>>;
  /** Calls whose answer is lost after the bank carried them out (loseNext; never persisted). */
  losses?: Array<{ method: string; path: string; how: LostAnswer }>;
}

/** A call the bank answered: when (the page's clock, ISO), what, and its status and refusal code, if any. */
export interface RecentCall {
  at: string;
  method: string;
  path: string;
  status: number;
  code?: string;
}

/** The bank as it is kept (localStorage, a moment): its state with its holds, those held now first. */
export function keptBank(rt: Runtime): DemoState {
  const holds = [...(rt.holds?.held ?? []).map((h) => h.rule), ...(rt.holds?.waiting ?? [])];
  const { holds: _none, ...state } = rt.state;
  return holds.length ? { ...state, holds } : state;
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
  const hold = holds.waiting.splice(i, 1)[0]!;
  const upload = (request as { upload?: { _progress?: (computable: boolean, loaded: number, total: number) => void } })
    .upload;
  const progress = (percent: number) => upload?._progress?.(true, percent, 100);
  return new Promise<void>((answer) => {
    holds.held.push({ method, path, rule: hold, answer, progress });
    // The console shows the call waiting (its store hears every save).
    rt.save();
  }).then(() => {
    if (hold.code)
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
