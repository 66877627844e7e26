import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sessionMachine, type SessionEvent } from '../../machines/session';
import { createDemoServer, type DemoServer } from '../../mirage';
import { createClient } from '../../src/api/client';
import { api } from '../../src/api/contracts';
import { createServices, type Services } from '../../src/app/services';
import { parseConfig } from '../../src/lib/config';
import { STORAGE_KEYS, tokenStore } from '../../src/lib/storage';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof sessionMachine.transition>;

const LOGIN: SessionEvent = { type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: true };

/** Every event the model may take; outcomes stand for the server's answers. */
const EVENTS = [
  { type: 'VISIT_LOGIN' },
  LOGIN,
  { ...LOGIN, remember: false },
  { type: 'LOGOUT' },
  { type: 'API_ERROR', code: 'UNAUTHORIZED' },
  // A 401 in the middle of a flow on a member page: the next login goes back there.
  { type: 'API_ERROR', code: 'EXPIRED_AUTH_TOKEN', at: '/user/statement?page=2' },
  { type: 'API_ERROR', code: 'INVALID_USER_2' },
  // A closed service's answer to any call, the check's and the log-in's too, comes as API_ERROR (src/app/services.ts).
  { type: 'API_ERROR', code: 'gone' },
  success('login', { token: 'token' }),
  failure('login', 'WRONG_PASSWORD'),
  success('checkActive', { terminated: null }),
  success('checkActive', { terminated: 'gone' }),
  failure('checkActive', 'INTERNAL_SERVER_ERROR'),
] as unknown as SessionEvent[];

/** The model's view of a state: where it is and what the member would notice. */
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.token !== null,
    s.context.remember,
    s.context.loginError,
    s.context.endReason,
    s.context.returnTo,
  ]);

/** Two starts: a first visit (no token) and a member who chose "remember me" earlier (a stored token). */
const STARTS = [
  { name: 'no token', input: { token: null } },
  { name: 'stored token', input: { token: 'stored' } },
] as const;
/** From each start, a path to every state the model tells apart, plus one for each transition those do not take. */
const paths = STARTS.flatMap((start) =>
  withEdges(
    sessionMachine,
    getShortestPaths(sessionMachine, { input: start.input, events: EVENTS, serializeState: (s) => key(s as Snap) }),
    {
      input: start.input,
      events: () => EVENTS,
      serializeState: key,
    },
  ).map((path) => ({ start, path })),
);

let demo: DemoServer;
let services: Services;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  demo = createDemoServer({ environment: 'test' });
});
afterEach(() => {
  services?.session.stop();
  demo.shutdown();
});

/** Make the server give the answer a generated outcome stands for. */
function arrange(outcome: EventObject) {
  const e = outcome as EventObject & { error?: { code: string }; output?: { terminated?: string | null } };
  if (e.type === 'xstate.error.actor.login') demo.controls.failNext('POST', '/api/login', e.error!.code);
  if (e.type === 'xstate.error.actor.checkActive') demo.controls.failNext('GET', '/api/lookup/active', e.error!.code);
  if (e.type === 'xstate.done.actor.checkActive')
    demo.controls.scenario(e.output?.terminated === 'gone' ? 'terminated' : 'default');
}

describe('session model: every shortest path runs against Mirage', () => {
  it('covers every state the model can reach', () => {
    const values = new Set(paths.map(({ path: p }) => JSON.stringify(p.state.value)));
    expect(values).toEqual(
      new Set([
        '{"anonymous":"idle"}',
        '{"anonymous":"checking"}',
        '{"anonymous":"loggingIn"}',
        '"authenticated"',
        '"terminated"',
      ]),
    );
  });

  it.each(paths.map((p) => [`${p.start.name}: ${describePath(p.path)}`, p] as const))(
    '%s',
    async (_name, { start, path }) => {
      if (start.input.token) {
        // The member logged in with "remember me" on an earlier visit: a real token waits in localStorage.
        const { token } = await createClient({ baseUrl: '', getToken: () => null }).call(api.auth.login, {
          body: { username: LOGIN.username, password: LOGIN.password },
        });
        tokenStore.write(token, true);
      }
      await runPath<Snap>({
        path,
        key,
        arrange,
        // A session-ending answer reaches the machine only through the API client, as in the app.
        exec: async (event) => {
          if (event.type !== 'API_ERROR') return false;
          const { code, at } = event as Extract<SessionEvent, { type: 'API_ERROR' }>;
          // The page the member is on when the call fails (the client tells the machine where it happened).
          window.history.replaceState(null, '', at ?? '/');
          demo.controls.failNext('GET', '/api/wallet', code);
          await expect(services.client.call(api.wallet.get)).rejects.toMatchObject({ code });
          return true;
        },
        start: () => {
          services = createServices(parseConfig({ apiBaseUrl: '' }));
          return services.session;
        },
      });
      const final = services.session.getSnapshot();
      const stored = localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);
      if (final.matches('authenticated')) {
        expect(stored).toBe(final.context.token);
        // Remembered: as the last login chose, or the stored token of the earlier visit when there was no login.
        const lastLogin = path.steps.findLast((st) => st.event.type === 'LOGIN')?.event as
          Extract<SessionEvent, { type: 'LOGIN' }> | undefined;
        expect(localStorage.getItem(STORAGE_KEYS.token) !== null).toBe(
          lastLogin ? lastLogin.remember : start.input.token !== null,
        );
        expect(final.context.remember).toBe(lastLogin?.remember ?? false);
        // The token is a real one: the wallet answers with it.
        await expect(services.client.call(api.wallet.get)).resolves.toMatchObject({
          profile: { username: '0812345678' },
        });
      } else {
        expect(stored).toBeNull();
      }
    },
  );
});

for (const start of STARTS)
  publish(
    'session',
    start.name,
    sessionMachine,
    paths.filter((p) => p.start === start).map((p) => p.path),
    { input: start.input },
  );
