import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { createDemoServer, type DemoServer } from '../../../mirage';
import { api } from '../../../src/api/contracts';
import { showEvent } from '../../../src/demo/console/telemetryFeed';
import DemoConsole from '../../../src/demo/DemoConsole';
import { keepMachines } from '../../../src/demo/machines';
import { askToStage } from '../../../src/demo/tour/stageRequest';
import { WALK } from '../../../src/demo/tour/walk';
import { parseConfig } from '../../../src/lib/config';
import { createServices, type Services } from '../../../src/services/services';
import { startTelemetry } from '../../../src/services/telemetry/telemetry';

const DAY = 24 * 60 * 60 * 1000;

let demo: DemoServer;
let services: Services;
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
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
    await waitFor(() =>
      expect(screen.getByTestId('demo-machines')).toHaveTextContent(
        `${en.machines.names.session}: ${en.machines.states.authenticated}`,
      ),
    );
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

  it('arms what goes wrong by what the member does, in plain words, the call and code one tap away', async () => {
    services.session.send({ type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: false });
    await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true));
    tab('errors');
    const does = screen.getByLabelText('What the member does') as HTMLSelectElement;
    const wrong = screen.getByLabelText('What goes wrong') as HTMLSelectElement;
    // What the member does, by area, in words: no method, path or code name in sight.
    const calls = Array.from(does.options, (o) => o.textContent);
    expect(calls).toContain('Transfer');
    expect(calls).toContain('Load the prize wheel');
    expect(calls.filter((c) => /\/api\/|[A-Z]{2,}_/.test(c ?? ''))).toEqual([]);
    // Every call has words of its own: no two read the same.
    expect(new Set(calls).size).toBe(calls.length);
    expect(within(does).getByRole('group', { name: 'Wallet and games' })).toHaveTextContent('Withdraw');
    // What goes wrong: the call's own refusals first (refusals.ts), each as the member reads it, then any call's.
    const offered = () =>
      Array.from(wrong.querySelectorAll('optgroup'), (g) => [
        g.label,
        Array.from(g.querySelectorAll('option'), (o) => o.textContent),
      ]);
    expect(offered()[0]).toEqual([
      en.demo.codesOf.own,
      ['TRANSFER_MINIMUM', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'NO_GAME'].map((c) => en.errors[c as 'NO_GAME']),
    ]);
    expect(offered()[1]![1]).toContain(en.errors.EXPIRED_AUTH_TOKEN);
    // Four codes the member reads alike are told apart by their code.
    expect(offered()[1]![1]).toContain(`${en.errors.INVALID_USER_1} (INVALID_USER_1)`);
    fireEvent.change(wrong, { target: { value: 'MONEY_NOT_ENOUGH' } });
    // The call and the code, one tap away.
    const raw = screen.getByTestId('demo-raw');
    expect(raw).not.toBeVisible();
    fireEvent.click(screen.getByText('Details: the call and its code'));
    expect(raw).toBeVisible();
    expect(raw).toHaveTextContent('POST /api/wallet/transfer → MONEY_NOT_ENOUGH');
    fireEvent.click(screen.getByRole('button', { name: 'Arm failure' }));
    let list = screen.getByRole('list', { name: 'Armed: 1' });
    expect(within(list).getByText(`Transfer: ${en.errors.MONEY_NOT_ENOUGH} (next call)`)).toBeVisible();
    expect(within(list).getByText('POST /api/wallet/transfer → MONEY_NOT_ENOUGH (403), next call')).not.toBeVisible();
    fireEvent.click(within(list).getByText(`Transfer: ${en.errors.MONEY_NOT_ENOUGH} (next call)`));
    expect(within(list).getByText('POST /api/wallet/transfer → MONEY_NOT_ENOUGH (403), next call')).toBeVisible();
    fireEvent.click(within(list).getByRole('button', { name: 'Clear' }));

    fireEvent.change(does, { target: { value: 'GET /api/bonus' } });
    // A read refuses nothing of its own: only what any call may answer, and nothing chosen for the product owner.
    expect(offered().map(([label]) => label)).toEqual([en.demo.codesOf.any]);
    expect(wrong.value).toBe('');
    expect(screen.getByRole('button', { name: 'Arm failure' })).toBeDisabled();
    // Not a REQUEST_LIMIT: the app holds a limited call back for 30 s after it (src/api/client.ts), past the clear.
    fireEvent.change(wrong, { target: { value: 'INTERNAL_SERVER_ERROR' } });
    fireEvent.click(screen.getByRole('radio', { name: 'every call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Arm failure' }));
    list = screen.getByRole('list', { name: 'Armed: 1' });
    expect(
      within(list).getByText(`Load the bonuses: ${en.errors.INTERNAL_SERVER_ERROR} (every call)`),
    ).toBeInTheDocument();
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

  it('holds a call in plain words: what the member does waits for you, until you let it answer', async () => {
    tab('errors');
    fireEvent.change(screen.getByLabelText('What the member does'), { target: { value: 'POST /api/login' } });
    fireEvent.click(screen.getByRole('radio', { name: en.demo.holdCall }));
    // Said for what it does: a held call fails nothing.
    expect(screen.queryByRole('button', { name: 'Arm failure' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hold the call' }));
    expect(screen.getByText(`Log in → ${en.demo.holdArmed.replace('{{answer}}', en.demo.usualAnswer)}`)).toBeVisible();
    services.session.send({ type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: false });
    // vitest's own wait (testing-library's holds the bank's answer back while it waits).
    await vi.waitFor(() => expect(screen.getByTestId('demo-held')).toHaveTextContent('Log in is waiting for you'), {
      timeout: 5000,
    });
    fireEvent.click(within(screen.getByTestId('demo-held')).getByRole('button', { name: 'Let it answer' }));
    await vi.waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true), {
      timeout: 5000,
    });
  });

  it('offers a member registered in the demo under "Log in as", and logs them in with one tap', async () => {
    const phone = '0861234567';
    expect(screen.queryByRole('button', { name: `Dao Test (${phone})` })).toBeNull();
    // Registered as a member would, with a password of their own.
    const sent = await services.client.call(api.auth.otpSend, { body: { phoneNumber: phone } });
    await services.client.call(api.auth.otpVerify, { body: { otpToken: sent.otpToken!, otpCode: '123456' } });
    await services.client.call(api.account.create, {
      body: {
        name: 'Dao Test',
        username: phone,
        password: 'mine5678',
        sourceCode: 'google',
        inviteCode: '',
        bankCode: 'KTB',
        bankAccountName: 'DAO TEST',
        bankAccountNo: '9081726354',
      },
    });
    const button = await screen.findByRole('button', { name: `Dao Test (${phone})` });
    expect(button.closest('li')).toHaveTextContent('Registered in this demo (a tap sets its password to demo1234).');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Logged in as ${phone}`));
    expect((await services.client.call(api.wallet.get)).profile.username).toBe(phone);
  });

  it("stages a tour stop in one tap: the stop's persona, real time, nothing armed, its page", async () => {
    demo.controls.advanceClock(DAY);
    demo.controls.failEvery('GET', '/api/bonus', 'INTERNAL_SERVER_ERROR');
    tab('tour');
    const statement = WALK.findIndex((s) => s.key === 'statement');
    fireEvent.change(screen.getByLabelText(`Stop 1 of ${WALK.length}`), { target: { value: String(statement) } });
    fireEvent.click(screen.getByRole('button', { name: 'Start: log in as Somchai and open the screen' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/user/statement'), { timeout: 5000 });
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(demo.controls.snapshot()).toMatchObject({ armed: [], clockOffsetMs: 0, scenarios: [] });
  });

  it("sets a step up in one tap: the log-in stop's held log-in waits, and the step lets it answer", async () => {
    tab('tour');
    const step = screen.getByText(/the next log-in waits for you/).closest('li')!;
    // The raw call is only under the step's details.
    expect(within(step).getByText("demo.holdNext('POST', '/api/login')")).not.toBeVisible();
    fireEvent.click(within(step).getByRole('button', { name: 'Set it up' }));
    expect(screen.getByRole('status')).toHaveTextContent('Set up: now do what the step says.');
    services.session.send({ type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: false });
    const answer = await vi.waitFor(() => within(step).getByRole('button', { name: 'Let it answer' }), {
      timeout: 5000,
    });
    expect(services.session.getSnapshot().matches({ anonymous: 'loggingIn' })).toBe(true);
    fireEvent.click(answer);
    await vi.waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true), {
      timeout: 5000,
    });
  });

  it("stages a stop from /demo's start button: the console opens at the stop and stages it", async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Demo/ }));
    expect(screen.queryByRole('group', { name: en.demo.tabs.label })).toBeNull();
    const withdraw = WALK.findIndex((s) => s.key === 'withdraw');
    act(() => {
      askToStage(withdraw);
    });
    expect(screen.getByRole('heading', { name: en.tour.walk.withdraw.title })).toBeVisible();
    await vi.waitFor(() => expect(window.location.search).toBe('?dialog=withdraw'), { timeout: 5000 });
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('names the wheel\'s next prize by what its slice shows: a number, or in English a no-prize slice\'s "no prize"', () => {
    tab('bank');
    const next = screen.getByRole('combobox', { name: en.demo.nextSpin });
    const options = within(next)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('P10 (10)');
    expect(options).toContain('NONE1 (no prize)');
    expect(options.filter((o) => o?.includes('[object'))).toEqual([]);
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

  it('explains every scenario in one line, and combines them with the site and the brand', () => {
    tab('scenarios');
    for (const s of demo.controls.scenarios().filter((s) => s !== 'default')) {
      const box = screen.getByRole('checkbox', {
        name: new RegExp(en.demo.scenarios[s as keyof typeof en.demo.scenarios]),
      });
      expect(box.closest('label')).toHaveTextContent(en.demo.scenarioInfo[s as keyof typeof en.demo.scenarioInfo]);
    }
    // Chat off and the wheel off at once, on the Laos site with a brand (each applies at the reload that follows).
    // Each applies at the reload that follows (jsdom does not reload).
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(en.demo.scenarios.chatOff) }));
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(en.demo.scenarios.wheelOff) }));
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${en.demo.sites.laos}`) }));
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${en.demo.brands.lanxang}`) }));
    expect(demo.controls.snapshot()).toMatchObject({
      scenarios: ['chatOff', 'wheelOff'],
      laosChoice: true,
      brand: 'lanxang',
    });
    expect(screen.getByRole('checkbox', { name: new RegExp(en.demo.scenarios.chatOff) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(en.demo.scenarios.wheelOff) })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(en.demo.scenarios.chatOff) }));
    expect(demo.controls.scenario()).toBe('wheelOff');
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
