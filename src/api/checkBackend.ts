/**
 * `npm run check-backend -- <baseUrl> [--phone P --password W] [--config config.json]`: calls a backend's read-only
 * calls, parses every answer with its zod contract and reports, per call, the path, status, time and the first
 * contract errors in plain words, and warns of what the contract allows but the deployment needs (a Laos build's
 * member without a currency). It never calls a money action or anything that changes data (login only opens a
 * session, to read as the member).
 */
import { fillPath, REQUESTED_WITH } from './client';
import { allEndpoints, type AnyEndpoint } from './contracts';
import { pathOverrides, type PathOf } from './pathOverrides';

interface Check {
  name: string;
  endpoint: AnyEndpoint;
  params?: Record<string, string>;
  body?: unknown;
}

const PAGE = { page: 1, limit: 10 };
const ENDPOINTS = new Map(allEndpoints.map(({ name, endpoint }) => [name, endpoint]));
/** The read of the call `name`: its endpoint found by that name, so the report's name and the call always agree. */
function read(name: string, more: Pick<Check, 'params' | 'body'> = {}): Check {
  const endpoint = ENDPOINTS.get(name);
  if (!endpoint) throw new Error(`check-backend: no call is named ${name}`);
  return { name, endpoint, ...more };
}

/** Reads anybody may make. */
export const PUBLIC_READS: Check[] = [
  'lookup.active',
  'lookup.banks',
  'lookup.conditions',
  'lookup.agreements',
  'lookup.info',
  'lookup.notice',
  'lookup.contact',
  'lookup.sources',
  'lookup.registerOTP',
  'lookup.enableChatWidget',
  'chat.config',
].map((name) => read(name));
/** The member's reads, after logging in. */
export const MEMBER_READS: Check[] = [
  ...['lookup.deposit', 'lookup.withdraw', 'lookup.slip', 'account.profile', 'wallet.get'].map((name) => read(name)),
  read('statement.list', { body: PAGE }),
  read('slips.list', { body: PAGE }),
  ...[
    'bonus.list',
    'bonus.checkActive',
    'bonus.checkMinimum',
    'promotion.current',
    'spin.active',
    'spin.setup',
    'spin.coupons',
  ].map((name) => read(name)),
  read('invite.list', { body: PAGE }),
  read('invite.banners'),
  read('refund.list', { body: PAGE }),
  read('refund.check'),
  read('refund.banners'),
  ...['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'ZPAY'].map((provider) => read('qrcode.get', { params: { provider } })),
];

export interface Row {
  call: string;
  path: string;
  status: number | null;
  ms: number;
  ok: boolean;
  /** Plain words: the contract errors (field path, expected, received), or why there is no answer. */
  problems: string[];
  /** What the answer's contract allows but this deployment needs otherwise; the call still passes. */
  warnings: string[];
}

/** The calls that answer the member's profile, which carries their currency. */
const PROFILE_CALLS = new Set(['account.profile', 'wallet.get']);

const kind = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : v === undefined
        ? 'nothing'
        : typeof v === 'object'
          ? 'an object'
          : `${typeof v} ${JSON.stringify(v).slice(0, 40)}`;

function at(value: unknown, path: PropertyKey[]): unknown {
  let v = value;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** The first contract errors of an answer, e.g. "wallet.amount: expected number, received string "12.00"". */
function contractProblems(endpoint: AnyEndpoint, json: unknown, max = 3): string[] {
  const parsed = endpoint.response.safeParse(json);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, max).map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '(the answer)';
    const expected = 'expected' in issue && issue.expected ? `expected ${String(issue.expected)}` : issue.message;
    return `${field}: ${expected}, received ${kind(at(json, issue.path))}`;
  });
}

/**
 * What an answer to a member lets a cache do with it (docs/security.md, finding 7): `problem` when a browser, CDN or proxy may
 * keep it and give it again (to the next member on a shared phone) without asking the backend; `warning` when nothing
 * lets it today but the answer lacks `Cache-Control: no-store` or `Vary: Authorization`, which a cache rule of an
 * operator would then be free to override.
 */
export function cacheFindings(headers: Headers): { problem?: string; warning?: string } {
  const directives = new Map(
    (headers.get('cache-control') ?? '')
      .toLowerCase()
      .split(',')
      .map((d): [string, string] => {
        const [name = '', value = ''] = d.trim().split('=');
        return [name, value];
      })
      .filter(([name]) => name),
  );
  const seconds = (name: string) => Number(directives.get(name)?.replace(/"/g, '')) || 0;
  const varies = (headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());
  const missing = [
    ...(directives.has('no-store') ? [] : ['Cache-Control: no-store']),
    ...(varies.includes('authorization') || varies.includes('*') ? [] : ['Vary: Authorization']),
  ];
  if (directives.has('no-store')) return missing.length ? { warning: `cache: no ${missing.join(', no ')}` } : {};
  // no-cache: no cache gives it again without asking the backend. A lifetime (max-age, s-maxage) outranks Expires;
  // without one, a browser reuses an answer for a tenth of the time since its Last-Modified.
  const fresh = directives.has('max-age') || directives.has('s-maxage');
  const now = Date.parse(headers.get('date') ?? '') || Date.now();
  const kept = directives.has('no-cache')
    ? []
    : [
        ...(directives.has('public') ? ['public'] : []),
        ...(['max-age', 's-maxage'] as const).filter((d) => seconds(d) > 0).map((d) => `${d}=${seconds(d)}`),
        ...(!fresh && Date.parse(headers.get('expires') ?? '') > now ? ['Expires'] : []),
        ...(!fresh && headers.has('last-modified') ? ['Last-Modified'] : []),
      ];
  if (kept.length)
    return {
      problem:
        `cacheable (${kept.join(', ')}): a browser or a shared cache may give this member's answer to the next ` +
        `member; send ${missing.join(' and ')}`,
    };
  return { warning: `cache: no ${missing.join(', no ')}` };
}

export interface CheckOptions {
  baseUrl: string;
  phone?: string;
  password?: string;
  /** config.json's `paths`, applied as the app applies them. */
  paths?: Record<string, string>;
  /** config.json's `laos`: a Laos build, whose members each have a currency (LAK or BAHT). */
  laos?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function checkBackend(opts: CheckOptions): Promise<Row[]> {
  const doFetch = opts.fetch ?? fetch;
  const pathOf: PathOf = opts.paths ? pathOverrides(opts.paths) : (ep) => ep.path;
  const base = opts.baseUrl.replace(/\/+$/, '');
  let token: string | null = null;
  const rows: Row[] = [];

  async function run(check: Check): Promise<unknown> {
    const { endpoint } = check;
    const path = fillPath(pathOf(endpoint), check.params);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': REQUESTED_WITH };
    if (endpoint.auth && token) headers.Authorization = `Bearer ${token}`;
    if (check.body !== undefined) headers['Content-Type'] = 'application/json';
    const started = Date.now();
    const row: Row = {
      call: check.name,
      path: `${endpoint.method} ${path}`,
      status: null,
      ms: 0,
      ok: false,
      problems: [],
      warnings: [],
    };
    rows.push(row);
    try {
      const res = await doFetch(base + path, {
        method: endpoint.method,
        headers,
        body: check.body === undefined ? undefined : JSON.stringify(check.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      row.status = res.status;
      const text = await res.text();
      row.ms = Date.now() - started;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        row.problems.push(`not JSON: ${JSON.stringify(text.slice(0, 60))}`);
        return undefined;
      }
      if (!res.ok) {
        row.problems.push(`HTTP ${res.status}: ${JSON.stringify(json).slice(0, 80)}`);
        return undefined;
      }
      row.problems.push(...contractProblems(endpoint, json));
      const readable = row.problems.length === 0;
      // A member's answer (and the login's, which holds the session) is the member's alone.
      if (endpoint.auth || check.name === 'auth.login') {
        const { problem, warning } = cacheFindings(res.headers);
        if (problem) row.problems.push(problem);
        if (warning) row.warnings.push(warning);
      }
      row.ok = row.problems.length === 0;
      if (row.ok && opts.laos && PROFILE_CALLS.has(check.name) && at(json, ['profile', 'currency']) === undefined) {
        row.warnings.push(
          "profile.currency: absent, which the app reads as BAHT; a Laos build's member chose LAK or BAHT, and a kip " +
            "member's money would be written as baht",
        );
      }
      // A cacheable login still opens the session the member's reads are checked with.
      return readable ? json : undefined;
    } catch (e) {
      row.ms = Date.now() - started;
      row.problems.push(
        e instanceof Error && e.name === 'TimeoutError' ? 'no answer in time' : `no answer: ${(e as Error).message}`,
      );
      return undefined;
    }
  }

  for (const check of PUBLIC_READS) await run(check);
  if (opts.phone && opts.password) {
    const answer = (await run(read('auth.login', { body: { username: opts.phone, password: opts.password } }))) as
      { token?: string } | undefined;
    token = answer?.token ?? null;
    if (token) for (const check of MEMBER_READS) await run(check);
  }
  return rows;
}

/** The report: a table of call, path, status, time and result; the contract errors under a failing call. */
export function formatReport(rows: Row[]): string {
  const head = ['call', 'path', 'status', 'time', 'result'];
  const cells = rows.map((r) => [
    r.call,
    r.path,
    r.status === null ? '-' : String(r.status),
    `${r.ms} ms`,
    r.ok ? (r.warnings.length ? 'ok, warned' : 'ok') : 'FAIL',
  ]);
  const width = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(width[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(width.map((w) => '-'.repeat(w)))];
  rows.forEach((r, i) => {
    out.push(line(cells[i]!));
    for (const p of r.problems) out.push(`    ${p}`);
    for (const w of r.warnings) out.push(`    warning: ${w}`);
  });
  const failed = rows.filter((r) => !r.ok).length;
  const warned = rows.filter((r) => r.warnings.length > 0).length;
  out.push(
    '',
    (failed === 0 ? `${rows.length} calls, all match their contracts.` : `${rows.length} calls, ${failed} failed.`) +
      (warned ? ` ${warned} warned.` : ''),
  );
  return out.join('\n');
}
