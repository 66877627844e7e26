import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFindings, checkBackend, formatReport, MEMBER_READS, PUBLIC_READS } from '../../../src/api/checkBackend';
import { DEMO_PASSWORD, PERSONAS, setup } from '../mirage/helpers';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  localStorage.clear();
  t = setup();
});
afterEach(() => t.demo.shutdown());

/** The first number in an answer, as a string: the kind of mistake a backend makes. */
function breakFirstNumber(value: unknown, path: string[] = []): string[] | null {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'number') {
        (value as Record<string, unknown>)[k] = v.toFixed(2);
        return [...path, k];
      }
      const found = breakFirstNumber(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

describe('check-backend against the demo bank', () => {
  it('reads every public and member call, all matching their contracts, and never a money action', async () => {
    const sent: string[] = [];
    const rows = await checkBackend({
      baseUrl: '',
      phone: PERSONAS.funded,
      password: DEMO_PASSWORD,
      fetch: (url, init) => (sent.push(`${init?.method} ${String(url)}`), fetch(url, init)),
    });
    expect(rows.map((r) => r.call)).toEqual([
      ...PUBLIC_READS.map((c) => c.name),
      'auth.login',
      ...MEMBER_READS.map((c) => c.name),
    ]);
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    // The demo bank sends what docs/security.md asks of a bank: no cache warning either.
    expect(rows.filter((r) => r.warnings.length > 0)).toEqual([]);
    expect(rows.every((r) => r.status === 200)).toBe(true);
    // Reads only: GETs, the page lists and the login; nothing that moves money or changes the member.
    expect(
      sent.filter(
        (s) => !s.startsWith('GET ') && !/^POST \/api\/(statement|statement\/slip|invite|refund|login)$/.test(s),
      ),
    ).toEqual([]);
    expect(formatReport(rows)).toContain(`${rows.length} calls, all match their contracts.`);
  });

  it('reports a wrong type with its field path, expected and received, and follows the path overrides', async () => {
    let broken: string[] | null = null;
    const rows = await checkBackend({
      baseUrl: '',
      phone: PERSONAS.funded,
      password: DEMO_PASSWORD,
      // The deployment renamed the wallet call; this backend answers it there, with a number as a string.
      paths: { 'wallet.get': '/api/v2/wallet/me' },
      fetch: async (url, init) => {
        if (String(url) !== '/api/v2/wallet/me') return fetch(url, init);
        const json = await (await fetch('/api/wallet', init)).json();
        broken = breakFirstNumber(json);
        return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const wallet = rows.find((r) => r.call === 'wallet.get')!;
    expect(wallet).toMatchObject({ path: 'GET /api/v2/wallet/me', status: 200, ok: false });
    expect(broken).not.toBeNull();
    expect(wallet.problems[0]).toMatch(
      new RegExp(`^${broken!.join('\\.')}: expected number, received string "\\d+\\.\\d\\d"$`),
    );
    const report = formatReport(rows);
    expect(report).toMatch(/wallet\.get\s+GET \/api\/v2\/wallet\/me\s+200\s+\d+ ms\s+FAIL/);
    expect(report).toContain(`${rows.length} calls, 1 failed.`);
  });
});

describe("check-backend and a Laos deployment's member currency", () => {
  const warned = (rows: Awaited<ReturnType<typeof checkBackend>>) =>
    rows.filter((r) => r.warnings.length > 0).map((r) => [r.call, r.ok, r.warnings]);
  const member = () => t.demo.state().members.find((m) => m.username === PERSONAS.funded)!;
  const run = (laos: boolean) =>
    checkBackend({ baseUrl: '', phone: PERSONAS.funded, password: DEMO_PASSWORD, laos, fetch: (u, i) => fetch(u, i) });

  it('warns, on a Laos config, of a profile without its currency, in both calls that answer it; the calls pass', async () => {
    member().currency = null;
    const rows = await run(true);
    const warning =
      "profile.currency: absent, which the app reads as BAHT; a Laos build's member chose LAK or BAHT, and a kip " +
      "member's money would be written as baht";
    expect(warned(rows)).toEqual([
      ['account.profile', true, [warning]],
      ['wallet.get', true, [warning]],
    ]);
    const report = formatReport(rows);
    expect(report).toMatch(/account\.profile\s+GET \/api\/account\/profile\s+200\s+\d+ ms\s+ok, warned/);
    expect(report).toContain(`    warning: ${warning}`);
    expect(report).toContain(`${rows.length} calls, all match their contracts. 2 warned.`);
  });

  it('says nothing of it on a Thai config, nor on a Laos one whose member carries LAK', async () => {
    member().currency = null;
    expect(warned(await run(false))).toEqual([]);
    member().currency = 'LAK';
    const rows = await run(true);
    expect(warned(rows)).toEqual([]);
    expect(formatReport(rows)).toContain(`${rows.length} calls, all match their contracts.`);
    expect(formatReport(rows)).not.toContain('warned');
  });

  it('fails a currency that is neither LAK nor BAHT, naming the field', async () => {
    const rows = await checkBackend({
      baseUrl: '',
      phone: PERSONAS.funded,
      password: DEMO_PASSWORD,
      fetch: async (url, init) => {
        if (String(url) !== '/api/wallet') return fetch(url, init);
        const json = await (await fetch(url, init)).json();
        json.profile.currency = 'THB';
        return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const wallet = rows.find((r) => r.call === 'wallet.get')!;
    expect(wallet.ok).toBe(false);
    expect(wallet.problems[0]).toMatch(/^profile\.currency: /);
    expect(wallet.problems[0]).toContain('received string "THB"');
  });
});

describe("check-backend and a member's answers in an HTTP cache (a shared phone)", () => {
  const NEXT = "a browser or a shared cache may give this member's answer to the next member";
  const BOTH = 'send Cache-Control: no-store and Vary: Authorization';
  const LAST_CHANGE = 'Mon, 02 Nov 2026 10:00:00 GMT';
  const NOW = 'Sun, 06 Dec 2026 10:00:00 GMT';
  const cases: [Record<string, string>, ReturnType<typeof cacheFindings>][] = [
    [{ 'Cache-Control': 'no-store', Vary: 'Authorization' }, {}],
    [{ 'Cache-Control': 'private, No-Store', Vary: 'Accept-Encoding, authorization' }, {}],
    [{ 'Cache-Control': 'no-store' }, { warning: 'cache: no Vary: Authorization' }],
    [{}, { warning: 'cache: no Cache-Control: no-store, no Vary: Authorization' }],
    [{ 'Last-Modified': LAST_CHANGE }, { problem: `cacheable (Last-Modified): ${NEXT}; ${BOTH}` }],
    [{ 'Cache-Control': 'private, max-age=600' }, { problem: `cacheable (max-age=600): ${NEXT}; ${BOTH}` }],
    [
      { 'Cache-Control': 'public, s-maxage="60"', Vary: 'Authorization' },
      { problem: `cacheable (public, s-maxage=60): ${NEXT}; send Cache-Control: no-store` },
    ],
    [{ Date: NOW, Expires: 'Sun, 06 Dec 2026 11:00:00 GMT' }, { problem: `cacheable (Expires): ${NEXT}; ${BOTH}` }],
    // Asked again each time, expired, or with a lifetime of 0: no cache gives it again today.
    [
      { 'Cache-Control': 'no-cache, max-age=600', 'Last-Modified': LAST_CHANGE },
      { warning: 'cache: no Cache-Control: no-store, no Vary: Authorization' },
    ],
    [
      { Date: NOW, Expires: 'Sun, 06 Dec 2026 09:00:00 GMT' },
      { warning: 'cache: no Cache-Control: no-store, no Vary: Authorization' },
    ],
    [
      { 'Cache-Control': 'max-age=0', Expires: 'Sun, 06 Dec 2099 09:00:00 GMT', Vary: '*' },
      { warning: 'cache: no Cache-Control: no-store' },
    ],
  ];
  it.each(cases)('answered with %j: %j', (headers, findings) => {
    expect(cacheFindings(new Headers(headers))).toEqual(findings);
  });

  it('fails every member answer (and the login) that a backend sends with Last-Modified, and no public read', async () => {
    const rows = await checkBackend({
      baseUrl: '',
      phone: PERSONAS.funded,
      password: DEMO_PASSWORD,
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        return new Response(await res.text(), {
          status: res.status,
          headers: { 'Content-Type': 'application/json', 'Last-Modified': LAST_CHANGE },
        });
      },
    });
    const failed = rows.filter((r) => !r.ok).map((r) => r.call);
    expect(failed).toEqual(['auth.login', ...MEMBER_READS.map((c) => c.name)]);
    expect(rows.find((r) => r.call === 'wallet.get')!.problems).toEqual([
      `cacheable (Last-Modified): ${NEXT}; ${BOTH}`,
    ]);
    expect(formatReport(rows)).toContain(`${rows.length} calls, ${MEMBER_READS.length + 1} failed.`);
  });
});
