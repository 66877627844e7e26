import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { createDemoServer, type DemoServer } from '../../../mirage';
import { api } from '../../../src/api/contracts';
import { showEvent } from '../../../src/demo/console/telemetryFeed';
import DemoConsole from '../../../src/demo/DemoConsole';
import { keepMachines } from '../../../src/demo/machines';
import { parseConfig } from '../../../src/lib/config';
import { createServices, type Services } from '../../../src/services/services';
import { startTelemetry } from '../../../src/services/telemetry/telemetry';

const DAY = 24 * 60 * 60 * 1000;

let demo: DemoServer;
let services: Services;
beforeEach(async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '/login');
  demo = createDemoServer({ environment: 'test' });
  keepMachines();
  services = createServices(parseConfig({ demo: true }), { now: demo.controls.now });
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <DemoConsole controls={demo.controls} services={services} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /^Demo/ }));
});
afterEach(() => {
  cleanup();
  services.session.stop();
  demo.shutdown();
});

/** One of the console's panels shown (its tab, as the console names it). */
const tab = (name: keyof typeof en.demo.tabs) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: en.demo.tabs[name] }));
  });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

describe('demo console', () => {
  it('sits first in the page, before the app, so that it never covers the app', () => {
    expect(document.body.firstElementChild?.id).toBe('demo-console');
  });

  it('logs in as a persona with one tap and goes home; the running machines show the session', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Malee (0898765432)' }));
    await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
    expect(window.location.pathname).toBe('/user/home');
    expect(screen.getByRole('status')).toHaveTextContent('Logged in as 0898765432.');
    expect((await services.client.call(api.wallet.get)).profile.username).toBe('0898765432');
    tab('machines');
    await waitFor(() => expect(screen.getByTestId('demo-machines')).toHaveTextContent('session: authenticated'));
    // Another persona: the first one is logged out first.
    tab('personas');
    fireEvent.click(screen.getByRole('button', { name: 'Somchai (0812345678)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Logged in as 0812345678.'));
    expect((await services.client.call(api.wallet.get)).profile.username).toBe('0812345678');
  });

  it('logs a persona in with one tap after its password was changed in the demo, and says it is the demo one again', async () => {
    tab('personas');
    fireEvent.click(screen.getByRole('button', { name: 'Somchai (0812345678)' }));
    await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
    await services.client.call(api.account.changePassword, {
      body: { oldPassword: 'demo1234', newPassword: 'changed99' },
    });
    tab('personas');
    fireEvent.click(screen.getByRole('button', { name: 'Somchai (0812345678)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Logged in as 0812345678 (the password changed in the demo is demo1234 again).',
      ),
    );
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('says why the bank refuses the inactive member', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Inactive member (0800000000)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`The bank refused the login: ${en.errors.INACTIVE_USER}`),
    );
    expect(services.session.getSnapshot().matches('authenticated')).toBe(false);
  });

  it('arms an error on any call for the next call or every call, lists it and clears it', async () => {
    services.session.send({ type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: false });
    await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
    tab('errors');
    const routes = Array.from((screen.getByLabelText('Call') as HTMLSelectElement).options, (o) => o.value);
    expect(routes).toContain('POST /api/wallet/transfer');
    expect(routes).toContain('GET /api/spinwheel/setup');
    // The codes offered are the chosen call's: its own first (refusals.ts), then those any call can answer.
    const offered = () =>
      Array.from(screen.getByLabelText('Error code').querySelectorAll('optgroup'), (g) => [
        g.label,
        Array.from(g.querySelectorAll('option'), (o) => o.value),
      ]);
    expect(offered()[0]).toEqual([
      en.demo.codesOf.own,
      ['TRANSFER_MINIMUM', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'NO_GAME'],
    ]);
    expect(offered()[1]![1]).toContain('UNAUTHORIZED');
    // The withdraw dialog's own call is offered by the name the app calls it with.
    expect(screen.getByRole('option', { name: 'withdrawAll · POST /api/wallet/withdrawAll' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Call'), { target: { value: 'GET /api/bonus' } });
    // A read of its own refuses nothing: only the codes any call can answer, and the chosen code one of them.
    expect(offered().map(([label]) => label)).toEqual([en.demo.codesOf.any]);
    expect((screen.getByLabelText('Error code') as HTMLSelectElement).value).toBe('INTERNAL_SERVER_ERROR');
    // Not a REQUEST_LIMIT: the app holds a limited call back for 30 s after it (src/api/client.ts), past the clear.
    fireEvent.change(screen.getByLabelText('Error code'), { target: { value: 'INTERNAL_SERVER_ERROR' } });
    fireEvent.click(screen.getByRole('radio', { name: 'every call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Arm failure' }));
    const list = screen.getByRole('list', { name: 'Armed: 1' });
    expect(within(list).getByText('GET /api/bonus → INTERNAL_SERVER_ERROR (500), every call')).toBeInTheDocument();
    expect(await failure(services.client.call(api.bonus.list))).toBe('INTERNAL_SERVER_ERROR');
    expect(await failure(services.client.call(api.bonus.list))).toBe('INTERNAL_SERVER_ERROR');
    fireEvent.click(within(list).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('list', { name: /^Armed/ })).toBeNull();
    expect(await failure(services.client.call(api.bonus.list))).toBe('OK');
    // The next call only, with a status of its own.
    fireEvent.click(screen.getByRole('radio', { name: 'next call' }));
    fireEvent.change(screen.getByLabelText('HTTP status'), { target: { value: '503' } });
    fireEvent.click(screen.getByRole('button', { name: 'Arm failure' }));
    expect(screen.getByText('GET /api/bonus → INTERNAL_SERVER_ERROR (503), next call')).toBeInTheDocument();
    expect(await failure(services.client.call(api.bonus.list))).toBe('INTERNAL_SERVER_ERROR');
    // Once it has answered, nothing says it is still armed.
    await waitFor(() => expect(screen.queryByText(/→ INTERNAL_SERVER_ERROR \(503\), next call/)).toBeNull());
    expect(await failure(services.client.call(api.bonus.list))).toBe('OK');
  });

  it('moves the bank clock by a week and back to real time', () => {
    tab('clock');
    const before = demo.controls.now();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '+1 week' }));
    });
    expect(demo.controls.now() - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(demo.controls.now() - before).toBeLessThan(7 * DAY + 1000);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '+10 minutes' }));
    });
    expect(demo.controls.now() - before).toBeGreaterThanOrEqual(7 * DAY + 10 * 60_000);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to real time' }));
    });
    expect(Math.abs(demo.controls.now() - Date.now())).toBeLessThan(1000);
  });

  it('sets the clock to an exact Bangkok time, back as well as forward, and the bar says how far it is shifted', async () => {
    tab('personas');
    fireEvent.click(screen.getByRole('button', { name: 'Somchai (0812345678)' }));
    await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
    tab('clock');
    const field = screen.getByLabelText('Set the clock to (Bangkok time)');
    // 23:59:50 Bangkok time on 1 March 2021, ten seconds before a day's limits start again: years back.
    act(() => {
      fireEvent.change(field, { target: { value: '2021-03-01T23:59:50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    });
    // The bank's clock goes on from there (the few ms the test itself takes).
    expect(demo.controls.now() - Date.UTC(2021, 2, 1, 16, 59, 50)).toBeGreaterThanOrEqual(0);
    expect(demo.controls.now() - Date.UTC(2021, 2, 1, 16, 59, 50)).toBeLessThan(1000);
    expect(screen.getByTestId('demo-clock')).toHaveTextContent('Bangkok time: 01/03/2021 23:59:50');
    expect(screen.getByTestId('demo-clock-offset').textContent).toMatch(
      /^ \(−\d+ days \d\d:\d\d:\d\d from real time\)$/,
    );
    // The member stays logged in across the move.
    expect(await failure(services.client.call(api.wallet.get))).toBe('OK');
    // Forward, to a minute past real time.
    const ahead = Date.now() + 61_000;
    // A time in whole seconds, the next one up (the field keeps no milliseconds), as the field writes it.
    const field_ = (ms: number) =>
      new Date(Math.ceil(ms / 1000) * 1000 + 1000 + 7 * 3600_000).toISOString().slice(0, 19);
    act(() => {
      fireEvent.change(field, { target: { value: field_(ahead) } });
      fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    });
    expect(screen.getByTestId('demo-clock-offset').textContent).toMatch(/^ \(\+00:01:0[0-3] from real time\)$/);
    // Two days ahead (past a day's session): the member is still logged in, the session moved with the clock.
    act(() => {
      fireEvent.change(field, { target: { value: field_(Date.now() + 2 * DAY) } });
      fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    });
    expect(screen.getByTestId('demo-clock-offset').textContent).toMatch(/^ \(\+2 days 00:00:0[0-2] from real time\)$/);
    expect(await failure(services.client.call(api.wallet.get))).toBe('OK');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to real time' }));
    });
    expect(screen.queryByTestId('demo-clock-offset')).toBeNull();
  });

  it('explains every scenario in one line, and closes with Escape back to its button', () => {
    tab('scenarios');
    for (const s of demo.controls.scenarios()) {
      const radio = screen.getByRole('radio', {
        name: new RegExp(en.demo.scenarios[s as keyof typeof en.demo.scenarios]),
      });
      expect(radio.closest('label')).toHaveTextContent(en.demo.scenarioInfo[s as keyof typeof en.demo.scenarioInfo]);
    }
    tab('clock');
    fireEvent.keyDown(screen.getByRole('button', { name: '+1 week' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: '+1 week' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Demo/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Demo/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows each operators' event live, as its collector would receive it, with its size; sent nowhere", async () => {
    const sent: unknown[] = [];
    const fetchBefore = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      sent.push(args[0]);
      return fetchBefore(...args);
    };
    try {
      startTelemetry(services, { localOnly: true, show: showEvent });
      tab('telemetry');
      expect(screen.getByText('No event yet: open a screen, tap, or arm an error.')).toBeVisible();
      tab('personas');
      fireEvent.click(screen.getByRole('button', { name: 'Malee (0898765432)' }));
      await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
      act(() => services.session.send({ type: 'LOGOUT' }));
      tab('telemetry');
      const list = screen.getByRole('list', { name: 'What an operator receives' });
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^app\.session\.end \d{3,4} bytes/);
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('"session.code"');
      expect(list).not.toHaveTextContent('0898765432');
      expect(sent.filter((u) => String(u).includes('/v1/'))).toEqual([]);
    } finally {
      window.fetch = fetchBefore;
    }
  });
});
