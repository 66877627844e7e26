/**
 * docs/security.md, finding 5: every value that reaches an encoder, fed the hostile strings. A member's typed text (a
 * promotion code, a gift link, a chat message, a name) and a server's values (a game code, a QR id, credentials) all
 * leave the app through the one client, which writes them into a path (encodeURIComponent), a JSON body or a header.
 * For every call of the contracts and every hostile string in every path parameter and every string of the body:
 * either the request carries the value exactly, in its own path segment and nowhere else, or it is not sent at all
 * (REQUEST_INVALID or KEY_MISSING, proven unsent: the screen says so where the member is). Never another exception,
 * never another address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client';
import { allEndpoints } from '../../../src/api/contracts';
import { pathParams } from '../../../src/api/contracts/endpoint';
import { ApiError } from '../../../src/api/errors';
import { generate } from '../../e2e/hostileBackend';
import { ODD, XSS } from '../../e2e/hostileStrings';
import { keyed } from '../../keyed';
import { json, stubFetch } from './fetchStubs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HOSTILE = [
  ...XSS,
  ...ODD,
  // No address can carry a lone surrogate.
  '\ud800',
  'pg\udfff',
  // A paste of 100,000 characters.
  'ก'.repeat(100_000),
  // Strings that would name another address: a path's dot segments (raw or escaped), a slash, a query, a fragment.
  '..',
  '.',
  '%2e%2E',
  '.%2E',
  '../../api/admin',
  'a/b',
  'a?b=c',
  'a#b',
  '%2F',
  ' ',
  '\u0000',
  'line\r\nX-Injected: 1',
];

const client = createClient({ baseUrl: 'https://api.example.test', getToken: () => 'tok' });

describe('every call, every hostile string in its path and its body', () => {
  // An upload goes through XMLHttpRequest (its path: the last test); the rest through fetch, stubbed here.
  for (const { name, endpoint: ep } of allEndpoints.filter(({ endpoint }) => !endpoint.multipart)) {
    it(`${name}: ${ep.method} ${ep.path}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const template = ep.path.split('/');
      for (const s of HOSTILE) {
        const sent = stubFetch(() => json({}));
        const params = Object.fromEntries(pathParams(ep.path).map((p) => [p, s]));
        // The body's strings are the hostile one wherever its contract takes it (the rest: plain values).
        const body = ep.request ? (generate(ep.request, () => s) as never) : undefined;
        const intent = ep.idempotent ? keyed('k-1') : undefined;
        const outcome = await client.call(ep, { params, body, intent }).then(
          () => null,
          (e: unknown) => e,
        );
        // Whatever happened is a failure the screens know how to say, never an exception of the encoder.
        if (outcome !== null) expect(outcome, JSON.stringify(s.slice(0, 40))).toBeInstanceOf(ApiError);
        if (sent.length === 0) {
          expect([(outcome as ApiError).code, (outcome as ApiError).proven], JSON.stringify(s.slice(0, 40))).toEqual([
            expect.stringMatching(/^(REQUEST_INVALID|KEY_MISSING)$/),
            true,
          ]);
          continue;
        }
        expect(sent).toHaveLength(1);
        const url = new URL(sent[0]!.url);
        const where = `${s.slice(0, 40)} → ${url.pathname.slice(0, 80)}`;
        // The same address, the value in its own segment, no query, no fragment.
        expect(url.origin + url.search + url.hash, where).toBe('https://api.example.test');
        const segments = url.pathname.split('/');
        expect(segments.length, where).toBe(template.length);
        template.forEach((part, i) =>
          expect(decodeURIComponent(segments[i]!), where).toBe(part.startsWith(':') ? params[part.slice(1)] : part),
        );
        if (body !== undefined) expect(JSON.parse(sent[0]!.init.body as string), where).toEqual(body);
      }
    });
  }

  it('an upload whose path would name another address is not sent either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { api } = await import('../../../src/api/contracts');
    for (const reference of ['..', '.', '\ud800']) {
      const e = await client.upload(api.slips.reference, { params: { reference }, file: new Blob(['x']) }).then(
        () => null,
        (err: unknown) => err,
      );
      expect([(e as ApiError).code, (e as ApiError).proven], reference).toEqual(['REQUEST_INVALID', true]);
    }
    expect(open).not.toHaveBeenCalled();
  });
});
