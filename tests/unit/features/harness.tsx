import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createDemoServer, type DemoServer } from '../../../mirage';
import { App } from '../../../src/app/App';
import { parseConfig } from '../../../src/lib/config';
import { i18n, initI18n } from '../../../src/services/i18n';
import { createServices, type Services } from '../../../src/services/services';
import { forgetLayers } from '../../../src/ui/backLayers';

export interface Harness {
  demo: DemoServer;
  services: Services;
  /** Requests the app sent, e.g. `calls('POST', '/api/login')`. */
  calls: (method: string, path: string) => number;
  /** Hold every request to `path` until `release()` (to look at the screen while a call is in flight). */
  hold: (path: string) => { release: () => void };
  /** The Idempotency-Key of each request sent to `path`, in order. */
  keys: (method: string, path: string) => (string | undefined)[];
  stop: () => void;
}

/**
 * The app as src/main.tsx wires it, in demo mode: a Mirage server in test mode, the real services and i18n, wouter's
 * browser location (jsdom's history) at `url`.
 */
/** Fresh services (reading the stored token, as a page load does) rendered in the real app, as main.tsx does. */
export function renderServices(): Services {
  const services = createServices(parseConfig({ demo: true }));
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App services={services} />
      </I18nextProvider>
    </StrictMode>,
  );
  return services;
}

/** `kept`: what the phone holds before the page loads (run once its storage is emptied). */
export async function renderApp(url: string, kept?: () => void): Promise<Harness> {
  localStorage.clear();
  sessionStorage.clear();
  kept?.();
  // A new page: the last app's dialogs and their history entries are not this one's (a test may load twice).
  await forgetLayers();
  window.history.replaceState(null, '', url);
  const demo = createDemoServer({ environment: 'test' });
  // Pretender has replaced fetch (and keeps no log in Mirage): wrap its fetch to count calls and hold some.
  const pretenderFetch = globalThis.fetch;
  const sent: string[] = [];
  const keys: { call: string; key: string | undefined }[] = [];
  const held = new Map<string, Promise<void>>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const call = `${init?.method ?? 'GET'} ${path}`;
    sent.push(call);
    keys.push({ call, key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] });
    const gate = held.get(path);
    if (gate) await gate;
    return pretenderFetch(input, init);
  });
  await initI18n('th');
  const services = renderServices();
  return {
    demo,
    services,
    calls: (method, path) => sent.filter((s) => s === `${method} ${path}`).length,
    keys: (method, path) => keys.filter((k) => k.call === `${method} ${path}`).map((k) => k.key),
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
