import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBackend, formatReport, MEMBER_READS, PUBLIC_READS } from '../../../src/api/checkBackend';
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
