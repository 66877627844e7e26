/**
 * A plain static host for the browser suite: serves dist/ under a sub-path (e.g. /wallet/app/), and for any other
 * path under it the build's 404.html with status 404, as GitHub Pages, S3 or Netlify do. No app fallback, no rewrites.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { CONTENT_TYPES } from '../../scripts/content-types.mjs';

/**
 * `holdTail`: asked at each page sent; a promise holds the page's end (from its app root on) until it settles, as a
 * slow link delivers a long page in parts: what comes before it (the painted member frame) shows meanwhile.
 */
export async function staticHost(
  dir: string,
  prefix: string,
  opts: { holdTail?: () => Promise<void> | null } = {},
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  // The build's policy, as a host that sets headers sends it (scripts/csp.mjs wrote it beside the build).
  const csp = { 'Content-Security-Policy': readFileSync(join(dir, 'csp.txt'), 'utf8').trim() };
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end('not here');
      return;
    }
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    if (!found) file = join(dir, '404.html');
    res.writeHead(found ? 200 : 404, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      ...csp,
    });
    const body = readFileSync(file);
    const held = extname(file) === '.html' ? opts.holdTail?.() : null;
    const cut = body.indexOf('<div id="root"');
    if (!held || cut < 0) return void res.end(body);
    res.write(body.subarray(0, cut));
    void held.then(() => res.end(body.subarray(cut)));
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
