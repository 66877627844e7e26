// @vitest-environment node
/**
 * The bank's time, not the phone's (docs/product.md#machine-qrDeposit): a QR counts down the time the bank gave it,
 * from its answer, on the page's monotonic clock, whatever the phone's clock says. The app as it is wired
 * (createServices for a real backend, the deposit actors, the QR machine) against a bank stubbed at fetch, whose
 * answers carry its `Date`. The demo bank's QRs live 5 minutes (mirage/rules/qr.ts): the bank here gives 5 minutes too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { qrDepositMachine, secondsLeft } from '../../../machines/qrDeposit';
import { qrActors } from '../../../src/features/deposit/actors';
import { parseConfig } from '../../../src/lib/config';
import { mmss } from '../../../src/lib/format';
import { createServices, type Services } from '../../../src/services/services';

/** The bank's time when the QR is made: Tuesday 10 March 2026, 10:00 in Bangkok. */
const MADE = Date.parse('2026-03-10T03:00:00Z');
const QR = {
  qrcodeId: 'q1',
  hasQrcode: true,
  qrcode: '<img alt="QR">',
  amount: 100,
  expireIn: '2026-03-10T03:05:00.000Z',
  message: null,
};
const NONE = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The phone `skew` ms off the bank, a monotonic clock the test moves (performance.now()), and a bank that answers
 * `current` with `first` (then with the QR made) and `create` with the QR, each with its Date header unless `dated`
 * is false.
 */
function phone(skew: number, opts: { first?: object; dated?: boolean } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(MADE + skew);
  let mono = 7_000;
  let bank = MADE;
  vi.spyOn(performance, 'now').mockImplementation(() => mono);
  let made = false;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = `${init.method} ${new URL(url).pathname}`;
    calls.push(call);
    const body = call === 'POST /api/qrcode/KBANK' ? ((made = true), QR) : made ? QR : (opts.first ?? QR);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (opts.dated !== false) headers.Date = new Date(bank).toUTCString();
    return new Response(JSON.stringify(body), { status: 200, headers });
  });
  const services: Services = createServices(parseConfig({ apiBaseUrl: 'https://bank.example.test' }));
  const actor = createActor(
    qrDepositMachine.provide({ actors: qrActors(services.client, services.now, services.monotonic) }),
    { input: { provider: 'KBANK', minimum: 0, now: 0 } },
  ).start();
  const shows = () => {
    const s = actor.getSnapshot();
    return s.matches('shown') ? mmss(secondsLeft(s.context)) : s.context.expired ? 'expired' : String(s.value);
  };
  return {
    actor,
    calls,
    shows,
    /** Time passes, second by second, on every clock: the bank's, the phone's and the monotonic one. */
    pass: async (seconds: number) => {
      for (let i = 0; i < seconds; i++) {
        mono += 1000;
        bank += 1000;
        await vi.advanceTimersByTimeAsync(1000);
      }
    },
    /** The phone sleeps: its monotonic clock stands still (Android's does), the bank's and the phone's date go on. */
    sleep: (ms: number) => {
      bank += ms;
      vi.setSystemTime(Date.now() + ms);
    },
    /** The member sets the phone's clock. */
    setPhone: (ms: number) => vi.setSystemTime(Date.now() + ms),
    settle: () => vi.advanceTimersByTimeAsync(0),
  };
}

describe("a QR counts down the bank's 5 minutes on the page's monotonic clock", () => {
  it.each([
    ['a day ahead', DAY],
    ['ten minutes behind', -10 * 60 * 1000],
    ['right', 0],
  ])('the phone %s: 05:00 at the answer, then down with the monotonic clock, expired after 300 s', async (_, skew) => {
    const p = phone(skew);
    await p.settle();
    expect(p.shows()).toBe('05:00');
    await p.pass(1);
    expect(p.shows()).toBe('04:59');
    await p.pass(298);
    expect(p.shows()).toBe('00:01');
    await p.pass(1);
    expect(p.shows()).toBe('expired');
    expect(p.actor.getSnapshot().context.qr).toBeNull();
    // The bank was asked once: no re-read along the way.
    expect(p.calls.filter((c) => c === 'GET /api/qrcode/KBANK')).toHaveLength(1);
  });

  it("a QR just made (create's answer) counts the same, with the phone a day ahead", async () => {
    const p = phone(DAY, { first: NONE });
    await p.settle();
    expect(p.shows()).toBe('none');
    p.actor.send({ type: 'AMOUNT', value: '100' });
    p.actor.send({ type: 'CREATE' });
    await p.settle();
    expect(p.calls).toContain('POST /api/qrcode/KBANK');
    expect(p.shows()).toBe('05:00');
    await p.pass(299);
    expect(p.shows()).toBe('00:01');
    await p.pass(1);
    expect(p.shows()).toBe('expired');
  });

  it('without a Date header (a backend that does not expose it) the phone is the best guess: right, it counts 05:00', async () => {
    const p = phone(0, { dated: false });
    await p.settle();
    expect(p.shows()).toBe('05:00');
    await p.pass(300);
    expect(p.shows()).toBe('expired');
  });

  it("setting the phone's clock during the countdown changes nothing the member sees", async () => {
    const p = phone(-10 * 60 * 1000);
    await p.settle();
    await p.pass(10);
    expect(p.shows()).toBe('04:50');
    p.setPhone(DAY);
    await p.pass(1);
    await p.settle();
    expect(p.shows()).toBe('04:49');
    p.setPhone(-2 * DAY);
    await p.pass(1);
    await p.settle();
    expect(p.shows()).toBe('04:48');
    await p.pass(288);
    expect(p.shows()).toBe('expired');
  });

  it('a phone that slept (its monotonic clock stood still) reads the QR again from the bank: the true time left', async () => {
    const p = phone(DAY);
    await p.settle();
    await p.pass(10);
    expect(p.shows()).toBe('04:50');
    p.sleep(120_000);
    await p.pass(1);
    await p.settle();
    expect(p.calls.filter((c) => c === 'GET /api/qrcode/KBANK')).toHaveLength(2);
    expect(p.shows()).toBe('02:49');
    await p.pass(168);
    expect(p.shows()).toBe('00:01');
    await p.pass(1);
    expect(p.shows()).toBe('expired');
  });
});
