// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootHash, policyOf, policyText, styleHash, writeCsp } from '../../../scripts/csp.mjs';
import { firstScreen } from '../../../scripts/prerender';

// index.html with its inline base styles and boot code, as the build writes them (scripts/prerender.ts).
const transform = firstScreen(process.cwd()).transformIndexHtml as { handler: (html: string) => Promise<string> };
const html = await transform.handler(readFileSync('index.html', 'utf8'));
const boot = bootHash(html);
const style = styleHash(html);
const directive = (text: string, name: string) => text.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy of a build (scripts/csp.mjs)', () => {
  it('allows the one inline script and the one inline style by their hashes, and nothing else inline or evaluated', () => {
    const body = /<script id="boot">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(boot).toBe(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const css = /<style id="base-css">([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    const text = policyText(policyOf({ apiBaseUrl: '' }, { boot, style }));
    expect(directive(text, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${boot}`);
    expect(directive(text, 'style-src')).toBe(`style-src 'self' ${style}`);
    expect(html.match(/<style/g)).toHaveLength(1);
    // WebAssembly may compile (the slip's QR reader); JavaScript is never evaluated.
    expect(text).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval|\*/);
    expect(directive(text, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(text, 'object-src')).toBe("object-src 'none'");
    expect(directive(text, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(text, 'trusted-types')).toBe('trusted-types boot dompurify sw wheel slip');
    // The demo talks only to its own origin and frames nothing.
    expect(directive(text, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(text, 'frame-src')).toBe("frame-src 'none'");
  });

  it('names the configured backend, the chat socket (http and ws) and the content hosts, and no one else', () => {
    const text = policyText(
      policyOf(
        {
          apiBaseUrl: 'https://api.example.com/v1',
          chatSocketUrl: 'https://chat.example.com',
          gameLaunch: 'iframe',
          contentHosts: ['https://cdn.example.net/img/'],
        },
        { boot, style },
      ),
    );
    expect(directive(text, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://chat.example.com wss://chat.example.com",
    );
    expect(directive(text, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.example.com https://cdn.example.net",
    );
    // Not the app's own origin: a deployment names where its game pages come from.
    expect(directive(text, 'frame-src')).toBe('frame-src https://cdn.example.net');
    expect(directive(policyText(policyOf({ demo: true, gameLaunch: 'iframe' }, { boot, style })), 'frame-src')).toBe(
      "frame-src 'self'",
    );
  });

  it("names the operators' collector in connect-src only while telemetry is configured and on", () => {
    const connect = (telemetry: unknown) =>
      directive(
        policyText(policyOf({ apiBaseUrl: 'https://api.example.com', telemetry }, { boot, style })),
        'connect-src',
      );
    expect(connect({ url: 'https://otel.example.com:4318/otlp', sampleRate: 0.1 })).toBe(
      "connect-src 'self' https://api.example.com https://otel.example.com:4318",
    );
    expect(connect({ url: 'https://otel.example.com:4318', enabled: false })).toBe(
      "connect-src 'self' https://api.example.com",
    );
    expect(connect(undefined)).toBe("connect-src 'self' https://api.example.com");
  });

  it('writes _headers and csp.txt beside a build, and the meta tag (without frame-ancestors) on request', () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.com' }));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, '404.html'), html);
    const text = writeCsp(dist, { meta: true });
    expect(readFileSync(join(dist, 'csp.txt'), 'utf8').trim()).toBe(text);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain(`/*\n  Content-Security-Policy: ${text}\n`);
    // A game's tab (or any page the app opens) cannot reach back into the wallet's.
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain('\n  Cross-Origin-Opener-Policy: same-origin\n');
    const page = readFileSync(join(dist, '404.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)![1]!;
    expect(meta).toContain("connect-src 'self' https://api.example.com");
    expect(meta).not.toContain('frame-ancestors');
    // The meta comes before the boot script, so it governs it; run twice, there is still one.
    writeCsp(dist, { meta: true });
    const again = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again.indexOf('Content-Security-Policy')).toBeLessThan(again.indexOf('<style id="base-css">'));
    expect(again.indexOf('<style id="base-css">')).toBeLessThan(again.indexOf('<script id="boot">'));
  });

  it('takes a relative apiBaseUrl ("/", "/api/") as the app\'s own origin, and a scheme-less one as its host', () => {
    const connect = (apiBaseUrl: string) =>
      directive(policyText(policyOf({ apiBaseUrl }, { boot, style })), 'connect-src');
    expect(connect('/')).toBe("connect-src 'self'");
    expect(connect('/api/')).toBe("connect-src 'self'");
    expect(connect('//api.example.com/v1')).toBe("connect-src 'self' api.example.com");
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/', chatSocketUrl: '/socket' }));
    writeFileSync(join(dist, 'index.html'), html);
    // Before, `npm run csp` stopped here with "Invalid URL".
    expect(directive(writeCsp(dist), 'connect-src')).toBe("connect-src 'self'");
  });

  it('writes complete sites for nginx, Apache, Caddy and Netlify: the history, the year for hashed files, no-cache', () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.com' }));
    writeFileSync(join(dist, 'index.html'), html);
    const text = writeCsp(dist);
    const file = (name: string) => readFileSync(join(dist, name), 'utf8');
    const nginx = file('hosting/nginx.conf');
    // Each location repeats the whole set (nginx drops the outer add_header where a location has its own).
    expect(nginx.match(/add_header Content-Security-Policy ".+" always;/g)).toHaveLength(2);
    expect(nginx).toContain(`add_header Content-Security-Policy "${text}" always;`);
    expect(nginx).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(nginx).toContain('try_files $uri $uri/ /index.html;');
    expect(nginx).toContain('application/manifest+json webmanifest;');
    expect(file('hosting/apache.conf')).toContain('FallbackResource /index.html');
    expect(file('hosting/Caddyfile')).toContain('try_files {path} /index.html');
    expect(file('_headers')).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file('_headers')).toContain('/config.json\n  Cache-Control: no-cache\n');
    expect(file('_redirects')).toBe('/*  /index.html  200\n');
  });

  it('writes the whole header set for nginx, Apache and Caddy too, each line as that server reads it', () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.com' }));
    writeFileSync(join(dist, 'index.html'), html);
    const text = writeCsp(dist);
    const set = {
      'Content-Security-Policy': text,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    };
    const read = (file: string) =>
      readFileSync(join(dist, 'headers', file), 'utf8')
        .trim()
        .split('\n');
    expect(read('nginx.conf')).toEqual(Object.entries(set).map(([n, v]) => `add_header ${n} "${v}" always;`));
    expect(read('apache.conf')).toEqual(Object.entries(set).map(([n, v]) => `Header always set ${n} "${v}"`));
    expect(read('caddy.conf')).toEqual(Object.entries(set).map(([n, v]) => `header ${n} "${v}"`));
    expect(text).toContain("frame-ancestors 'self'");
    for (const [n, v] of Object.entries(set))
      expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain(`  ${n}: ${v}\n`);
  });
});
