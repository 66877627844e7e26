/**
 * The bank's clock (src/lib/bankTime.ts): the phone's clock plus the offset the bank's answers' `Date` headers say,
 * read by the API client from every answer and used by the services as the bank's time; the demo bank stamps its
 * answers with its own (movable) clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import { createBankTime } from '../../../src/lib/bankTime';
import { parseConfig } from '../../../src/lib/config';
import { createServices } from '../../../src/services/services';
import { setup } from '../mirage/helpers';

const DAY = 24 * 60 * 60 * 1000;
/** The bank's time: Tuesday 10 March 2026, 03:00:00 UTC, as an HTTP Date header writes it. */
const BANK = Date.parse('2026-03-10T03:00:00Z');
const BANK_DATE = 'Tue, 10 Mar 2026 03:00:00 GMT';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createBankTime: the offset from the answers’ Date headers', () => {
  it('a phone a day ahead: offset −1 day, and now() is the bank’s time', () => {
    let phone = BANK + DAY;
    const bank = createBankTime(() => phone);
    expect(bank.now()).toBe(BANK + DAY);
    bank.heard(BANK_DATE);
    expect(bank.now() - phone).toBe(-86_400_000);
    expect(bank.now()).toBe(BANK);
    phone += 5000;
    expect(bank.now()).toBe(BANK + 5000);
  });

  it('a phone ten minutes behind: offset +10 minutes', () => {
    const bank = createBankTime(() => BANK - 600_000);
    bank.heard(BANK_DATE);
    expect(bank.now()).toBe(BANK);
  });

  it('under 2 s apart is the header’s resolution and the trip, not a wrong clock: the phone’s clock is kept', () => {
    const bank = createBankTime(() => BANK + 1500);
    bank.heard(BANK_DATE);
    expect(bank.now()).toBe(BANK + 1500);
    const behind = createBankTime(() => BANK - 1999);
    behind.heard(BANK_DATE);
    expect(behind.now()).toBe(BANK - 1999);
    // 2,000 ms apart is a wrong clock: the bank's time.
    const wrong = createBankTime(() => BANK - 2000);
    wrong.heard(BANK_DATE);
    expect(wrong.now()).toBe(BANK);
  });

  it('answers within a second of the offset held do not move it; a clock set since (2 s or more) does', () => {
    let phone = BANK + DAY;
    const bank = createBankTime(() => phone);
    bank.heard(BANK_DATE);
    phone += 1900;
    bank.heard('Tue, 10 Mar 2026 03:00:01 GMT');
    expect(bank.now() - phone).toBe(-86_400_000);
    // The member sets the phone right.
    phone = BANK + 10_000;
    bank.heard('Tue, 10 Mar 2026 03:00:10 GMT');
    expect(bank.now()).toBe(phone);
  });

  it('no header, or one that is not a date, teaches nothing', () => {
    const bank = createBankTime(() => BANK + DAY);
    bank.heard(null);
    bank.heard('');
    bank.heard('yesterday-ish');
    expect(bank.now()).toBe(BANK + DAY);
  });
});

describe('the client reads each answer’s Date header', () => {
  it('of an answer and of a refusal alike; null when there is none (or a cross-origin backend hides it)', async () => {
    const answers = [
      new Response('{"registerOTP":true}', { headers: { 'Content-Type': 'application/json', Date: BANK_DATE } }),
      new Response('{"message":"NO_DATA"}', { status: 404, headers: { Date: 'Wed, 11 Mar 2026 03:00:00 GMT' } }),
      new Response('{"registerOTP":true}', { headers: { 'Content-Type': 'application/json' } }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift());
    const dates: Array<string | null> = [];
    const client = createClient({
      baseUrl: 'https://bank.example.test',
      getToken: () => null,
      onDate: (d) => dates.push(d),
    });
    await client.call(api.lookup.registerOTP);
    await client.call(api.lookup.registerOTP).catch(() => undefined);
    await client.call(api.lookup.registerOTP);
    expect(dates).toEqual([BANK_DATE, 'Wed, 11 Mar 2026 03:00:00 GMT', null]);
  });

  it('a real backend’s services: now() is the bank’s time after its first answer, the phone a day ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BANK + DAY);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"registerOTP":true}', { headers: { 'Content-Type': 'application/json', Date: BANK_DATE } }),
    );
    const services = createServices(parseConfig({ apiBaseUrl: 'https://bank.example.test' }));
    expect(services.now()).toBe(BANK + DAY);
    await services.client.call(api.lookup.registerOTP);
    expect(services.now()).toBe(BANK);
    services.session.stop();
  });

  it('the demo’s services keep the demo bank’s clock they are given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BANK + DAY);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"registerOTP":true}', { headers: { 'Content-Type': 'application/json', Date: BANK_DATE } }),
    );
    const services = createServices(parseConfig({ demo: true }), { now: () => 42 });
    await services.client.call(api.lookup.registerOTP);
    expect(services.now()).toBe(42);
    services.session.stop();
  });
});

describe('the demo bank stamps every answer with its own clock', () => {
  it('in the Date header, moved by advanceClock; the services read the bank’s time from it', async () => {
    // The demo bank's clock: Monday 10 March 2025, 08:00 UTC (tests/unit/mirage/helpers.ts), the phone's is today's.
    const t = setup();
    try {
      const first = await fetch('/api/lookup/registerOTP');
      expect(first.headers.get('Date')).toBe('Mon, 10 Mar 2025 08:00:00 GMT');
      const refused = await fetch('/api/no/such/call');
      expect(refused.status).toBe(404);
      expect(refused.headers.get('Date')).toBe('Mon, 10 Mar 2025 08:00:00 GMT');
      t.demo.controls.advanceClock(DAY + 30_000);
      expect((await fetch('/api/lookup/registerOTP')).headers.get('Date')).toBe('Tue, 11 Mar 2025 08:00:30 GMT');

      const services = createServices(parseConfig({ demo: true }));
      await services.client.call(api.lookup.registerOTP);
      expect(Math.abs(services.now() - Date.parse('2025-03-11T08:00:30Z'))).toBeLessThan(2000);
      services.session.stop();
    } finally {
      t.demo.shutdown();
    }
  });
});
