/**
 * The steps a call goes through in the demo bank, in order (mirage/http.ts `handle` runs them; each is tested alone in
 * tests/unit/mirage/httpSteps.test.ts): an armed refusal, a terminated service, its arrival (the member, the time, the
 * slips settled), the same key again, and the call carried out (a lost answer after it).
 */
import { Response, type Request } from 'miragejs';
import { shortRef } from '../machines/validation';
import { allEndpoints, type AnyEndpoint } from '../src/api/contracts';
import { refusalsOf } from '../src/api/contracts/refusals';
import { GONE, provesRefusal } from '../src/api/errors';
import { pathPattern } from './armed';
import type { Call, Handler, RouteOptions, Runtime } from './http';
import { authenticate } from './rules/auth';
import { DemoError, refusalBody } from './rules/errors';
import { parseBody } from './rules/input';
import { settleSlips } from './rules/slips';
import type { DemoState, FailRule, Member, StoredAnswer } from './state';
import { scenarioOn } from './state';

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
export function failed(e: unknown): Response {
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
  if (!scenarioOn(state, 'terminated')) return undefined;
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
  const entries = state.statements.length;
  const tag = () => referenced(state, state.statements.length - entries, call);
  const done = (body: unknown) => (tag(), answer(200, body));
  const refusedWritten = (e: unknown) => (tag(), refused(e));
  let result: unknown;
  try {
    result = handler(handlerCall(call));
  } catch (e) {
    return out(refusedWritten(e));
  }
  if (!isThenable(result)) return out(done(result));
  const settled = Promise.resolve(result).then(done, refusedWritten);
  if (storeKey) (rt.inflight ??= new Map()).set(storeKey, settled);
  return settled.then(out, failed).finally(() => {
    if (storeKey) rt.inflight?.delete(storeKey);
  });
}

/**
 * The entries a money call wrote (the newest `count`, unshifted by mirage/rules/entries.ts `record`) carry the short
 * form of its Idempotency-Key as their reference: the receipt quotes it, the statement shows it, support finds the call
 * by it (docs/product.md#references). A refusal that writes an entry (a game provider failing) carries it too.
 */
function referenced(state: DemoState, count: number, call: Incoming): void {
  const key = call.ep?.idempotent ? header(call.request, 'Idempotency-Key') : undefined;
  if (!key) return;
  for (const entry of state.statements.slice(0, Math.max(0, count))) entry.reference = shortRef(key);
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

function pruneIdempotency(state: DemoState): void {
  const keys = Object.keys(state.idempotency);
  if (keys.length <= 200) return;
  keys.sort((a, b) => state.idempotency[a]!.at - state.idempotency[b]!.at);
  for (const k of keys.slice(0, keys.length - 200)) delete state.idempotency[k];
}
