import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createDemoServer, type DemoServer } from '../../../mirage';
import { App } from '../../../src/app/App';
import { i18n, initI18n } from '../../../src/app/i18n';
import { createServices, type Services } from '../../../src/app/services';
import { parseConfig } from '../../../src/lib/config';

export type Garble = '502 page' | 'broken 200' | 'dropped';

export interface Harness {
  demo: DemoServer;
  services: Services;
  /** Requests the app sent, e.g. `calls('POST', '/api/login')`. */
  calls: (method: string, path: string) => number;
  /** Hold every request to `path` until `release()` (to look at the screen while a call is in flight). */
  hold: (path: string) => { release: () => void };
  /** The Idempotency-Key of each request sent to `path`, in order. */
  keys: (method: string, path: string) => (string | undefined)[];
  /**
   * The next request to `path` reaches the demo bank (which carries it out), but its answer is lost on the way back:
   * a gateway's 502 page, a 200 whose body breaks the contract, or a dropped connection.
   */
  garbleNext: (path: string, how: Garble) => void;
  stop: () => void;
}

/**
 * The app as src/main.tsx wires it, in demo mode: a Mirage server in test mode, the real services and i18n, wouter's
 * browser location (jsdom's history) at `url`.
 */
/** Fresh services (reading the stored token, as a page load does) rendered in the real app, as main.tsx does. */
export function renderServices(): Services {
  const services = createServices(parseConfig({ apiBaseUrl: '' }));
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App services={services} />
      </I18nextProvider>
    </StrictMode>,
  );
  return services;
}

export async function renderApp(url: string): Promise<Harness> {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', url);
  const demo = createDemoServer({ environment: 'test' });
  // Pretender has replaced fetch (and keeps no log in Mirage): wrap its fetch to count calls and hold some.
  const pretenderFetch = globalThis.fetch;
  const sent: string[] = [];
  const keys: { call: string; key: string | undefined }[] = [];
  const held = new Map<string, Promise<void>>();
  const garbled = new Map<string, Garble>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const call = `${init?.method ?? 'GET'} ${path}`;
    sent.push(call);
    keys.push({ call, key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] });
    const gate = held.get(path);
    if (gate) await gate;
    const garble = garbled.get(path);
    if (!garble) return pretenderFetch(input, init);
    garbled.delete(path);
    const res = await pretenderFetch(input, init);
    await res.text();
    if (garble === 'dropped') throw new TypeError('Failed to fetch');
    const body =
      garble === '502 page'
        ? '<html><body><h1>502 Bad Gateway</h1></body></html>'
        : '{"success":"yes","wallet":{"amount":"lots"}}';
    return { status: garble === '502 page' ? 502 : 200, text: async () => body } as Response;
  });
  await initI18n(false);
  const services = renderServices();
  return {
    demo,
    services,
    calls: (method, path) => sent.filter((s) => s === `${method} ${path}`).length,
    keys: (method, path) => keys.filter((k) => k.call === `${method} ${path}`).map((k) => k.key),
    garbleNext: (path, how) => void garbled.set(path, how),
    hold: (path) => {
      let release = () => {};
      held.set(path, new Promise<void>((r) => (release = r)));
      return { release: () => (held.delete(path), release()) };
    },
    stop: () => {
      cleanup();
      services.session.stop();
      vi.unstubAllGlobals();
      demo.shutdown();
    },
  };
}
