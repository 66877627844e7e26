// The host `npm run perf` measures against (scripts/perf.mjs): the build served by vite preview with what a CDN adds,
// optionally over HTTP/2 with TLS, and the browser suite's backend stand-in behind it.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';

const root = new URL('..', import.meta.url).pathname;

/**
 * With --http2, a certificate for 127.0.0.1 (self-signed, made once by openssl into node_modules/.cache; only this
 * script's browser is told to accept it): the host then speaks HTTP/2 over TLS, as most static hosts and CDNs do.
 * Lighthouse's simulation follows the protocol it saw: one connection whose window has grown with the page, where
 * HTTP/1.1 opens up to six, each starting slow (docs/speed.md, for what that changes).
 */
export function tlsCertificate(http2) {
  if (!http2) return null;
  const dir = join(root, 'node_modules/.cache/perf-cert');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execSync(
        `openssl req -x509 -newkey rsa:2048 -nodes -keyout "${key}" -out "${cert}" -days 3650 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`,
        { stdio: 'ignore' },
      );
    } catch {
      console.warn('perf: openssl is missing: serving HTTP/1.1');
      return null;
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The headers dist/_headers gives every path (`/*`). */
function hostHeaders() {
  const out = {};
  for (const line of readFileSync(join(root, 'dist/_headers'), 'utf8').split('\n')) {
    const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/**
 * The browser suite's backend stand-in (tests/e2e/hostileBackend.ts, plain texts): it answers every call of the spec
 * at once with an answer its contract accepts. Bundled for Node by rolldown (Vite's bundler) on each run.
 */
export async function backendStandIn() {
  const { build } = await import('rolldown');
  const file = join(root, 'node_modules/.cache/perf-backend.mjs');
  await build({
    input: join(root, 'tests/e2e/hostileBackend.ts'),
    platform: 'node',
    logLevel: 'silent',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    output: { file, format: 'esm' },
  });
  const { hostileBackend } = await import(pathToFileURL(file).href);
  return hostileBackend('plain');
}

/**
 * The build served by vite preview, as the browser suite serves it (gzip by its compression, the build's CSP by
 * vite.config.ts's previewCsp), with what a CDN adds: dist/_headers' other headers, long caching for hashed assets, a
 * 404 for a missing file that is not a page. `config` is what /config.json answers; /backend/ is a real backend's
 * place: the stand-in's answers (Vite's proxy) when a page has one, else only the service's status.
 */
export async function previewHost({ origin, port, tls, standInUrl }) {
  const headers = hostHeaders();
  const state = { config: null, backend: false };
  const host = {
    name: 'perf-host',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', origin).pathname;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // (HTTP/2's setHeader returns nothing: no chaining.)
        const json = (body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        if (path === '/config.json' && state.config) return void json(state.config);
        if (path.startsWith('/backend/') && !state.backend) return void json({ terminated: null });
        // index.html for a page's address only: a missing image (the stand-in's texts as image addresses) is a 404.
        const dest = req.headers['sec-fetch-dest'];
        if (dest && dest !== 'document' && !path.startsWith('/backend/') && !existsSync(join(root, 'dist', path)))
          return void res.writeHead(404).end();
        next();
      });
    },
  };
  const server = await preview({
    root,
    logLevel: 'warn',
    plugins: [host],
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      ...(tls ? { https: tls } : {}),
      proxy: { '/backend': { target: standInUrl, rewrite: (p) => p.slice('/backend'.length) } },
    },
  });
  return {
    setConfig: (c) => void (state.config = c),
    setBackend: (on) => void (state.backend = on),
    close: () => server.close(),
  };
}
