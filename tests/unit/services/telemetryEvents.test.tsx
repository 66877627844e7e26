/**
 * The telemetry's other events, each as an operator's collector receives it (src/services/telemetry/telemetry.ts):
 * what happened before its code came (the start's errors, a screen that failed to render, a broken answer), an error
 * a boundary caught, an unhandled rejection, a slow call by its bucket, an open intent the member let go, the service
 * worker's new build offered and taken up, and an app file that failed and came on a later try.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api/contracts';
import { APP_ROOT } from '../../../src/lib/base';
import { facts, keepEarly, letGo } from '../../../src/lib/earlyFacts';
import { startTelemetry } from '../../../src/services/telemetry/telemetry';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';
import { generate } from '../../e2e/hostileBackend';
import { bodies, collector, hide, memberServices, records } from './telemetryCollector';

function Broken(): never {
  throw new Error('render failed');
}

/** A screen whose rendering throws, inside the app's error boundary (the app's own catch). */
const brokenScreen = () =>
  render(
    <ErrorBoundary fallback={() => <p>failed</p>}>
      <Broken />
    </ErrorBoundary>,
  );

/** The browser's report of a promise nobody caught (jsdom has no PromiseRejectionEvent). */
const rejection = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });

/** A wallet answer its contract refuses (a game's balance as text). */
function brokenWallet() {
  const answer = generate(api.wallet.get.response, () => 'PLANTED') as { slots: { amount: unknown }[] };
  answer.slots[0]!.amount = '10.00';
  return new Response(JSON.stringify(answer));
}

/** A wallet answer its contract takes. */
const wallet = () => new Response(JSON.stringify(generate(api.wallet.get.response, () => 'PLANTED')));

/** What the collector got: each event with the attributes that say what happened. */
const told = () =>
  records().map(({ event, ...a }) =>
    [
      event,
      a['error.kind'],
      a['exception.type'],
      // A message no one listed goes as its fingerprint alone (scrub.ts messageOf).
      a['exception.message'] ?? (a['app.error.fingerprint'] === undefined ? undefined : 'fingerprint'),
      a['contract.field'],
      a['api.call'],
      a['duration.bucket'],
      a['money.end'],
      a['sw.step'],
      a.file,
    ].filter((v) => v !== undefined),
  );

// The start's first line (src/main.tsx), once for the page.
beforeAll(keepEarly);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A page life starts: nothing told yet, nobody hearing.
  facts.length = 0;
  delete (facts as { push?: unknown }).push;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.documentElement.removeAttribute('data-live');
  collector.listen(brokenWallet);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('what the telemetry tells beyond calls and money', () => {
  it("what happened before its code came, in order: the start's uncaught error and rejection, a broken answer, a screen that failed (which makes the app live, so the telemetry comes)", async () => {
    const services = memberServices();
    dispatchEvent(new ErrorEvent('error', { error: new TypeError('start failed') }));
    dispatchEvent(rejection(new RangeError('never caught')));
    await expect(services.client.call(api.wallet.get)).rejects.toThrow('UNEXPECTED_ANSWER');
    brokenScreen();
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    // Nothing is sent before the telemetry's code has come.
    expect(records()).toEqual([]);

    startTelemetry(services);
    hide();
    expect(told()).toEqual([
      ['app.error', 'uncaught', 'TypeError', 'fingerprint'],
      ['app.error', 'rejection', 'RangeError', 'fingerprint'],
      ['app.contract.break', 'slots[].amount', 'wallet.get'],
      ['app.error', 'boundary', 'Error', 'fingerprint'],
    ]);
  });

  it('once it has come: a boundary error, a rejection, a slow call by bucket, an intent let go, each as it happens', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const services = memberServices();
    const port = startTelemetry(services)!;
    brokenScreen();
    dispatchEvent(rejection('a plain text'));
    // The wallet's answer takes 2.5 s, then 12 s; one quicker than a second is not told.
    for (const ms of [2500, 12_000, 999]) {
      collector.listen(() => ((now += ms), wallet()));
      await services.client.call(api.wallet.get);
    }
    port.money('POST /api/wallet/withdraw', 'dismissed');
    hide();
    expect(told()).toEqual([
      ['app.error', 'boundary', 'Error', 'fingerprint'],
      ['app.error', 'rejection', 'string', 'fingerprint'],
      ['app.call.slow', 'wallet.get', '1-3s'],
      ['app.call.slow', 'wallet.get', '10-30s'],
      ['app.money.ended', 'wallet.withdraw', 'dismissed'],
    ]);
  });

  it("says when by the bank's clock: a phone 3 hours slow is set right by the bank's answers", async () => {
    const bank = Date.UTC(2026, 10, 29, 9, 30);
    vi.spyOn(Date, 'now').mockReturnValue(bank - 3 * 3600_000);
    collector.listen(() => {
      const answer = brokenWallet();
      answer.headers.set('Date', new Date(bank).toUTCString());
      return answer;
    });
    const services = memberServices();
    startTelemetry(services);
    await expect(services.client.call(api.wallet.get)).rejects.toThrow('UNEXPECTED_ANSWER');
    hide();
    const sent = JSON.parse(bodies()[0]!) as {
      resourceLogs: { scopeLogs: { logRecords: { timeUnixNano: string }[] }[] }[];
    };
    expect(sent.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!.timeUnixNano).toBe(`${bank}000000`);
  });

  it("the service worker's new build, offered to the member and taken up", async () => {
    const registration = Object.assign(new EventTarget(), { waiting: {}, installing: null });
    const worker = Object.assign(new EventTarget(), { controller: {}, getRegistration: async () => registration });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: worker }));
    startTelemetry(memberServices());
    await Promise.resolve();
    worker.dispatchEvent(new Event('controllerchange'));
    hide();
    expect(told()).toEqual([
      ['app.sw.update', 'offered'],
      ['app.sw.update', 'adopted'],
    ]);
  });

  it('an app file that failed in this tab, once it comes: recovered, and said once', () => {
    sessionStorage.setItem('wallet.telemetry.failed', JSON.stringify(['assets/StatementPage-Ab1.js']));
    const entries = [
      // Still failing, then another file, then the failed one at last.
      { name: `${APP_ROOT}assets/StatementPage-Ab1.js`, responseStatus: 404, decodedBodySize: 120 },
      { name: `${APP_ROOT}assets/HomePage-Cd2.js`, responseStatus: 200, decodedBodySize: 5000 },
      { name: `${APP_ROOT}assets/StatementPage-Ab1.js?v=2`, responseStatus: 200, decodedBodySize: 5000 },
      { name: `${APP_ROOT}assets/StatementPage-Ab1.js`, responseStatus: 200, decodedBodySize: 5000 },
    ];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private seen: (list: { getEntries(): unknown[] }) => void) {}
        observe() {
          this.seen({ getEntries: () => entries });
        }
      },
    );
    startTelemetry(memberServices());
    hide();
    expect(told()).toEqual([['app.download.recovered', 'assets/StatementPage-Ab1.js']]);
    expect(sessionStorage.getItem('wallet.telemetry.failed')).toBeNull();
  });

  it("where telemetry is off, what waits is let go and nothing waits after; where the demo's console hears, it goes on hearing", async () => {
    dispatchEvent(new ErrorEvent('error', { error: new Error('before') }));
    letGo();
    expect(facts.length).toBe(0);
    dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    brokenScreen();
    expect(facts.length).toBe(0);

    // The demo: its console hears before the start's step lets go.
    delete (facts as { push?: unknown }).push;
    const shown: string[] = [];
    startTelemetry(memberServices(undefined), {
      localOnly: true,
      show: (r) => shown.push(r.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!.eventName),
    });
    letGo();
    brokenScreen();
    expect(shown).toEqual(['app.error']);
  });
});
