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
