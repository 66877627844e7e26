import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createDemoServer, DEMO_PASSWORD, PERSONAS, type DemoServer } from '../../../mirage';
import { createClient, type ApiClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import QueryProvider from '../../../src/app/QueryProvider';
import { parseConfig } from '../../../src/lib/config';
import { tokenStore } from '../../../src/lib/storage';
import { ServicesContext } from '../../../src/services/context';
import { changeLanguage, i18n, initI18n, loadAllTexts, type Language } from '../../../src/services/i18n';
import { createServices, type Services } from '../../../src/services/services';

export interface Member {
  demo: DemoServer;
  services: Services;
  /** Move the demo bank's clock (slips are reviewed 4 s after upload). */
  advance: (ms: number) => void;
  stop: () => void;
}

/**
 * One member component in the app's providers (services, query cache, i18n) against the Mirage demo server in test
 * mode, with the funded member logged in through the client first.
 */
export async function renderMember(
  /** The view, or a function that makes it with a logged-in client (to read what the view needs, e.g. a lookup). */
  ui: ReactNode | ((client: ApiClient) => Promise<ReactNode>),
  opts: { config?: Record<string, unknown>; language?: Language; seed?: (demo: DemoServer) => void } = {},
): Promise<Member> {
  localStorage.clear();
  sessionStorage.clear();
  let clock = Date.now();
  // The bank serves the site the config names (its `laos`), as the demo's start does (src/demo/demoStart.tsx).
  const demo = createDemoServer({ environment: 'test', now: () => clock, laos: opts.config?.laos === true });
  let token: string | null = null;
  const client = createClient({ baseUrl: '', getToken: () => token });
  token = (await client.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } })).token;
  tokenStore.write(token, 'member-funded', false);
  opts.seed?.(demo);
  const view = typeof ui === 'function' ? await ui(client) : ui;
  await initI18n('th');
  await loadAllTexts();
  await changeLanguage(opts.language ?? 'th', false);
  const services = createServices(parseConfig({ demo: true, ...opts.config }));
  render(
    <ServicesContext.Provider value={services}>
      <QueryProvider>
        <I18nextProvider i18n={i18n}>{view}</I18nextProvider>
      </QueryProvider>
    </ServicesContext.Provider>,
  );
  return {
    demo,
    services,
    advance: (ms) => {
      clock += ms;
    },
    stop: () => {
      cleanup();
      services.session.stop();
      vi.restoreAllMocks();
      demo.shutdown();
    },
  };
}
