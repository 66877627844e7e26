// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS } from '../../../src/api/checkBackend';
import { generate } from '../../e2e/hostileBackend';

/** A small backend answering the public reads with contract-valid answers; lookup.info with a wrong type on demand. */
let server: Server;
let url = '';
let breakInfo = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const check = PUBLIC_READS.find((c) => c.endpoint.path === path);
    if (!check) return void res.writeHead(404).end('{"message":"NO_DATA"}');
    const body = generate(check.endpoint.response, () => 'text') as Record<string, unknown>;
    if (check.name === 'lookup.active') body.terminated = null;
    if (breakInfo && check.name === 'lookup.info') body.name = 42;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const run = () =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile('node', ['scripts/check-backend.mjs', url], { timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out: stdout + stderr }),
    );
  });

describe('npm run check-backend', () => {
  it('prints the table and exits 0 when every answer matches its contract', async () => {
    breakInfo = false;
    const { code, out } = await run();
    expect(out).toMatch(/^call\s+path\s+status\s+time\s+result$/m);
    expect(out).toMatch(/lookup\.banks\s+GET \/api\/lookup\/banks\s+200\s+\d+ ms\s+ok/);
    expect(out).toContain(`${PUBLIC_READS.length} calls, all match their contracts.`);
    expect(code).toBe(0);
  });

  it('exits 1 and names the field, what was expected and what came, for a wrong type', async () => {
    breakInfo = true;
    const { code, out } = await run();
    expect(out).toMatch(/lookup\.info\s+GET \/api\/lookup\/info\s+200\s+\d+ ms\s+FAIL/);
    expect(out).toContain('    name: expected string, received number 42');
    expect(out).toContain(`${PUBLIC_READS.length} calls, 1 failed.`);
    expect(code).toBe(1);
  });
});
