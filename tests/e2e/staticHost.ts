/**
 * A plain static host for the browser suite: serves dist/ under a sub-path (e.g. /wallet/app/), and for any other
 * path under it the build's 404.html with status 404, as GitHub Pages, S3 or Netlify do. No app fallback, no rewrites.
 * The files are sirv's to serve (vite preview's own file server); the pages (HTML) are sent here, to hold their tail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { bootHash, policyOf, policyText, styleHash } from '../../scripts/csp.mjs';

/**
 * `holdTail`: asked at each page sent; a promise holds the page's end (from its app root on) until it settles, as a
 * slow link delivers a long page in parts: what comes before it (the painted member frame) shows meanwhile.
 * `config`: another deployment's config.json, served in place of the build's with the policy scripts/csp.mjs writes
 * for it (no test route: a routed page has no HTTP cache).
 */
export async function staticHost(
  dir: string,
  prefix: string,
  opts: {
    holdTail?: () => Promise<void> | null;
    config?: Record<string, unknown>;
    /** A second deployment of the same build on the same origin, under a path of its own (the demo beside the live app). */
    also?: { prefix: string; config: Record<string, unknown> };
  } = {},
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  // The build's policy, as a host that sets headers sends it (scripts/csp.mjs wrote it beside the build).
  const built = readFileSync(join(dir, 'index.html'), 'utf8');
  const policy = (config: Record<string, unknown>) =>
    policyText(policyOf(config, { boot: bootHash(built), style: styleHash(built) }));
  const main = {
    prefix,
    config: opts.config,
    csp: opts.config ? policy(opts.config) : readFileSync(join(dir, 'csp.txt'), 'utf8').trim(),
  };
  // The longest path first: /demo/ before /.
  const sites = [main, ...(opts.also ? [{ ...opts.also, csp: policy(opts.also.config) }] : [])].sort(
    (a, b) => b.prefix.length - a.prefix.length,
  );
  const sendPage = (res: ServerResponse, file: string, status: number) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    const body = readFileSync(file);
    const held = opts.holdTail?.();
    const cut = body.indexOf('<div id="root"');
    if (!held || cut < 0) return void res.end(body);
    res.write(body.subarray(0, cut));
    void held.then(() => res.end(body.subarray(cut)));
  };
  const notFound = (res: ServerResponse) => sendPage(res, join(dir, '404.html'), 404);
  const files = sirv(dir, { dev: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const site = sites.find((s) => path.startsWith(s.prefix));
    if (!site) return void res.writeHead(404).end('not here');
    res.setHeader('Content-Security-Policy', site.csp);
    const rest = path.slice(site.prefix.length);
    if (site.config && rest === 'config.json')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(site.config));
    if (rest === '' || rest.endsWith('/')) {
      const index = join(dir, rest, 'index.html');
      return existsSync(index) ? sendPage(res, index, 200) : notFound(res);
    }
    if (rest.endsWith('.html'))
      return existsSync(join(dir, rest)) ? sendPage(res, join(dir, rest), 200) : notFound(res);
    req.url = `/${rest}`;
    files(req, res, () => notFound(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((r) => {
      // The browser's keep-alive connections would hold close() open until they time out.
      server.closeAllConnections();
      server.close(() => r());
    });
  return { url: `http://127.0.0.1:${port}${prefix}`, requests, close };
}
