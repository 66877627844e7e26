// @vitest-environment node
/** What of a fact may leave the phone (src/services/telemetry/scrub.ts): patterns and the build's files, no values. */
import { describe, expect, it } from 'vitest';
import { durationBucket, fieldOf, messageOf, routePattern, stackOf } from '../../../src/services/telemetry/scrub';

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

  it('a message without what it quotes: text in quotes, addresses, numbers', () => {
    expect(messageOf(`Cannot read properties of undefined (reading '0812345678') at https://x.example/?t=abc 42`)).toBe(
      `Cannot read properties of undefined (reading '…') at <url> #`,
    );
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
