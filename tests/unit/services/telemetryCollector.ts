/**
 * The operator's collector as the telemetry's unit tests see it: the requests the page sends to
 * https://collector.example.test (fetch, stubbed), read back as the events they carry; every other request is the
 * bank's, answered by the test.
 */
import { vi } from 'vitest';
import { parseConfig } from '../../../src/lib/config';
import { tokenStore } from '../../../src/lib/storage';
import { createServices } from '../../../src/services/services';

const COLLECTOR = 'https://collector.example.test/';

export const posted: { url: string; init: RequestInit }[] = [];
export const bodies = () => posted.map((p) => String(p.init.body));

/** Each event received, its name and attributes. */
export const records = (): Record<string, unknown>[] =>
  bodies().flatMap(
    (b) =>
      (
        JSON.parse(b) as {
          resourceLogs?: {
            scopeLogs: {
              logRecords: { eventName: string; attributes: { key: string; value: Record<string, unknown> }[] }[];
            }[];
          }[];
        }
      ).resourceLogs?.[0]?.scopeLogs[0]?.logRecords.map((r) => ({
        event: r.eventName,
        ...Object.fromEntries(r.attributes.map((a) => [a.key, Object.values(a.value)[0]])),
      })) ?? [],
  );

export const collector = {
  /** From now on the collector receives, and the bank answers as `bank` says; a page on /user/home, in Thai. */
  listen(bank: (url: string, init: RequestInit) => Response | Promise<Response>) {
    posted.length = 0;
    document.documentElement.dataset.lang = 'th';
    window.history.replaceState(null, '', '/user/home?ref=0899999999');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!url.startsWith(COLLECTOR)) return bank(url, init);
        posted.push({ url, init });
        return new Response('{}');
      }),
    );
  },
};

/** The member switches away: the page is hidden (as the browser says it), then shown again. */
export function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

/** A member's page whose config.json sends the telemetry to the collector (or as `telemetry` says). */
export function memberServices(telemetry: unknown = { url: COLLECTOR }) {
  tokenStore.write('planted-token', 'planted-member', true);
  return createServices(parseConfig({ apiBaseUrl: 'https://bank.example.test', version: '9.9.9', telemetry }));
}
