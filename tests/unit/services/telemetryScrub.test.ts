// @vitest-environment node
/** What of a fact may leave the phone (src/services/telemetry/scrub.ts): patterns and the build's files, no values. */
import { describe, expect, it } from 'vitest';
import {
  durationBucket,
  fieldOf,
  fileOrOrigin,
  messageOf,
  normalised,
  routePattern,
  stackOf,
} from '../../../src/services/telemetry/scrub';

describe('telemetry: what of a fact leaves the phone', () => {
  it('a route as its pattern, never a filled path or its query', () => {
    expect(
      [
        '/',
        '/login',
        '/login?next=0812345678',
        '/user',
        '/user/home',
        '/user/game/pg-12345',
        '/user/spin/0812345678',
        '/register/ABC123',
        '/0812345678',
      ].map(routePattern),
    ).toEqual([
      '/',
      '/login',
      '/login',
      '/user',
      '/user/home',
      '/user/:page/:id',
      '/user/spin/:id',
      '/register/:id',
      '/:unknown',
    ]);
  });

  it("a stack as the build's files, line and column; another site's frames named only as other", () => {
    const stack = [
      'TypeError: Cannot read properties of undefined (reading "0812345678")',
      '    at Ab (https://wallet.example/app/assets/HomePage-Bx1.js:1:2345)',
      '    at https://wallet.example/app/assets/index-C9.js?v=1:12:7',
      '    at x (https://evil.example/tracker.js?member=0812345678:1:1)',
    ].join('\n');
    expect(stackOf(stack, 'https://wallet.example/app/')).toBe(
      'assets/HomePage-Bx1.js:1:2345\nassets/index-C9.js:12:7\nother',
    );
  });

  it("an image's address as its origin alone (its path can name a member); the app's own files by name", () => {
    const root = 'https://wallet.example/app/';
    expect(fileOrOrigin('https://cdn.example/members/0812345678/Somchai-Jaidee.png?v=1', root)).toBe(
      'https://cdn.example',
    );
    expect(fileOrOrigin('https://wallet.example/app/assets/logo-C1.svg?x', root)).toBe('assets/logo-C1.svg');
    expect(fileOrOrigin('not an address', root)).toBe('other');
  });

  it('a message as a known text, or as the fingerprint of its normalised form: never its words', () => {
    expect(
      normalised(`Cannot read properties of undefined (reading '0812345678') at https://x.example/?t=abc 42`),
    ).toBe(`Cannot read properties of undefined (reading '…') at <url> #`);
    // A browser's own words pass, once normalised.
    expect(messageOf(`Cannot read properties of undefined (reading 'amount')`).text).toBe(
      "Cannot read properties of undefined (reading '…')",
    );
    expect(messageOf('Failed to fetch').text).toBe('Failed to fetch');
    // A name, an e-mail, a token without digits: only a fingerprint, the same for the same error.
    const leaky = messageOf('No account for Somchai Jaidee <somchai@mail.example> token abcDEFghi');
    expect(leaky.text).toBeUndefined();
    expect(JSON.stringify(leaky)).not.toMatch(/Somchai|somchai|abcDEFghi|mail/);
    expect(leaky.fingerprint).toMatch(/^[0-9a-z]{8,14}$/);
    expect(messageOf('No account for Somchai Jaidee <somchai@mail.example> token abcDEFghi').fingerprint).toBe(
      leaky.fingerprint,
    );
    expect(messageOf('No account for Malee <malee@mail.example> token xyz').fingerprint).not.toBe(leaky.fingerprint);
  });

  it("a zod issue's path as a field pattern, and a call's time as a bucket", () => {
    expect([fieldOf(['slots', 3, 'amount']), fieldOf([]), fieldOf(['wallet', 'amount'])]).toEqual([
      'slots[].amount',
      '(answer)',
      'wallet.amount',
    ]);
    expect([999, 1000, 2999, 9999, 29_999, 60_000].map(durationBucket)).toEqual([
      '<1s',
      '1-3s',
      '1-3s',
      '3-10s',
      '10-30s',
      '30s+',
    ]);
  });
});
