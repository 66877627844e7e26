/**
 * A plain static host for the browser suite: serves dist/ under a sub-path (e.g. /wallet/app/), and for any other
 * path under it the build's 404.html with status 404, as GitHub Pages, S3 or Netlify do. No app fallback, no rewrites.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { CONTENT_TYPES } from '../../scripts/content-types.mjs';

export async function staticHost(
  dir: string,
  prefix: string,
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
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      res
        .writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', ...csp })
        .end(readFileSync(file));
      return;
    }
    res.writeHead(404, { 'Content-Type': CONTENT_TYPES['.html']!, ...csp }).end(readFileSync(join(dir, '404.html')));
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
