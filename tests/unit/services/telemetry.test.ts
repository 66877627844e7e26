/**
 * What an operator's collector receives from one page life (src/services/telemetry/telemetry.ts), read from the
 * requests the page sends: a broken answer as its call and fields, an unclear money outcome and its end, a session's
 * end, nothing before the page is hidden or a batch is full, and nothing personal whatever the answers hold.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api/contracts';
import { ApiError } from '../../../src/api/errors';
import { settingsOf, startTelemetry, unclearKind } from '../../../src/services/telemetry/telemetry';
import { generate } from '../../e2e/hostileBackend';
import { bodies, collector, hide, memberServices, posted, records } from './telemetryCollector';

/** Values a member or the bank could put in an answer: none may reach a payload. */
const PLANTED = ['PLANTED-NAME', '0899999999', '1234567890123', 'planted-token', 'https://gift.example/t?k=PLANTED'];
let planted = 0;
const nextPlanted = () => PLANTED[planted++ % PLANTED.length]!;

/** A wallet answer its contract accepts, every string a planted value, one game's balance a string. */
function brokenWallet() {
  const answer = generate(api.wallet.get.response, nextPlanted) as { slots: { amount: unknown }[] };
  answer.slots[1]!.amount = '0899999999.00';
  return answer;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  collector.listen(() => new Response(JSON.stringify(brokenWallet()), { status: 200 }));
});
afterEach(() => vi.unstubAllGlobals());

function memberPage(telemetry?: unknown) {
  const services = memberServices(telemetry);
  const port = startTelemetry(services);
  return { services, port };
}

describe("the operators' telemetry", () => {
  it('is off unless config.json names a collector; an invalid setting is off too', () => {
    expect(settingsOf(undefined)).toBeNull();
    expect(settingsOf({ url: 'https://otel.example.com', enabled: false })).toBeNull();
    expect(settingsOf({ url: 'not an address' })).toBeNull();
    expect(settingsOf({ url: 'https://otel.example.com:4318' })).toEqual({
      url: 'https://otel.example.com:4318',
      enabled: true,
      sampleRate: 1,
    });
    expect(memberPage(null).port).toBeNull();
  });

  it('a broken wallet answer arrives as its call and field once the page is hidden; nothing personal in any byte', async () => {
    const { services } = memberPage();
    await expect(services.client.call(api.wallet.get)).rejects.toThrow('UNEXPECTED_ANSWER');
    // Nothing leaves before the page is hidden (or a batch is full, or 10 s pass).
    expect(posted).toEqual([]);
    hide();
    expect(posted.map((p) => [p.url, p.init.keepalive, p.init.method])).toEqual([
      ['https://collector.example.test/v1/logs', true, 'POST'],
    ]);
    expect(records()).toEqual([
      {
        event: 'app.contract.break',
        'app.route': '/user/home',
        'app.lang': 'th',
        'app.page_life': expect.stringMatching(/^[0-9a-f]{16}$/),
        'api.call': 'wallet.get',
        'http.request.method': 'GET',
        'url.template': '/api/wallet',
        'http.response.status_code': 200,
        'contract.field': 'slots[].amount',
        'contract.code': 'invalid_type',
        'contract.expected': 'number',
      },
    ]);
    for (const body of bodies()) for (const value of [...PLANTED, 'PLANTED', 'ref=']) expect(body).not.toContain(value);
  });

  it('an unclear money outcome, then its end, by call and kind; a logout as a session end', () => {
    const { services, port } = memberPage();
    port!.money(api.wallet.transfer, 'unclear', new ApiError('INTERNAL_SERVER_ERROR', 502));
    port!.money('POST /api/wallet/transfer', 'done');
    services.session.send({ type: 'LOGOUT' });
    hide();
    expect(
      records().map(({ event, ...a }) => [event, a['api.call'], a['money.kind'], a['money.end'], a['session.code']]),
    ).toEqual([
      ['app.money.unclear', 'wallet.transfer', 'gateway page', undefined, undefined],
      ['app.money.ended', 'wallet.transfer', undefined, 'done', undefined],
      ['app.session.end', undefined, undefined, undefined, 'LOGOUT'],
    ]);
  });

  it('names each unclear outcome by how it came', () => {
    expect(
      [
        new ApiError('INTERNAL_SERVER_ERROR', 504),
        new ApiError('INTERNAL_SERVER_ERROR', 500),
        new ApiError('UNEXPECTED_ANSWER', 200),
        new ApiError('NETWORK_ERROR', 0),
        new ApiError('TIMEOUT', 0),
      ].map(unclearKind),
    ).toEqual(['gateway page', '5xx', 'broken answer', 'dropped connection', 'timeout']);
  });

  it('sends a full batch of 20 at once, keeps at most 100 waiting, and never sends one again', async () => {
    const { port } = memberPage();
    for (let i = 0; i < 19; i++) port!.money(api.wallet.transfer, 'dismissed');
    expect(posted).toHaveLength(0);
    port!.money(api.wallet.transfer, 'dismissed');
    expect(posted).toHaveLength(1);
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('collector down'));
    hide();
    await Promise.resolve();
    expect(posted).toHaveLength(1);
  });
});
