import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sessionMachine, type SessionEvent } from '../../machines/session';
import { createDemoServer, type DemoServer } from '../../mirage';
import { createClient } from '../../src/api/client';
import { api } from '../../src/api/contracts';
import { parseConfig } from '../../src/lib/config';
import { memberTag, STORAGE_KEYS, tokenStore } from '../../src/lib/storage';
import { createServices, type Services } from '../../src/services/services';
import { syncTabs } from '../../src/services/tabSync';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof sessionMachine.transition>;

const LOGIN: SessionEvent = { type: 'LOGIN', username: '0812345678', password: 'demo1234', remember: true };
/** Another member of the demo bank, who logs in in another tab of the same phone. */
const OTHER = '0898765432';
/** The model's name for a member's tag; the run writes the real ones (memberTag, with this phone's salt). */
const ME = 'tag-0812345678';
/**
 * What another tab of the same phone does (it tells this tab on the session channel, src/services/services.ts): the same
 * member logs in again (a new token), another member logs in, or it logs out. `token` names which; the run logs in
 * for real.
 */
const ELSEWHERE = [
  { type: 'ELSEWHERE', token: 'same', member: ME, remember: true, who: 'the same member logs in again' },
  { type: 'ELSEWHERE', token: 'other', member: `tag-${OTHER}`, remember: true, who: `${OTHER} logs in` },
  { type: 'ELSEWHERE', token: null, member: null, remember: false, who: 'the member logs out' },
];

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
  // A closed service's answer to any call, the check's and the log-in's too, comes as API_ERROR (src/services/services.ts).
  { type: 'API_ERROR', code: 'gone' },
  ...ELSEWHERE,
  success('login', { token: 'token', member: ME }),
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
  { name: 'no token', input: { token: null, member: null } },
  { name: 'stored token', input: { token: 'stored', member: ME } },
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
        tokenStore.write(token, await memberTag(LOGIN.username), true);
      }
      await runPath<Snap>({
        path,
        key,
        arrange,
        // A session-ending answer reaches the machine only through the API client, as in the app.
        exec: async (event) => {
          if (event.type === 'ELSEWHERE') {
            // Another tab: it writes the phone's session, then tells this one (as its services do).
            const e = event as Extract<SessionEvent, { type: 'ELSEWHERE' }>;
            const before = services.session.getSnapshot();
            let told: object | null = null;
            if (e.token === null) tokenStore.clearMember();
            else {
              const username = e.token === 'same' ? LOGIN.username : OTHER;
              const { token } = await createClient({ baseUrl: '', getToken: () => null }).call(api.auth.login, {
                body: { username, password: LOGIN.password },
              });
              const member = await memberTag(username);
              tokenStore.write(token, member, true);
              told = { token, member, remember: true };
            }
            const other = new BroadcastChannel('wallet.session');
            other.postMessage(told);
            other.close();
            // This tab hears it: a member's session changes (a new token, or none); an anonymous one stays as it was.
            if (before.matches('authenticated'))
              await vi.waitFor(() =>
                expect(services.session.getSnapshot().context.token).not.toBe(before.context.token),
              );
            else await new Promise((r) => setTimeout(r, 20));
            return true;
          }
          if (event.type !== 'API_ERROR') return false;
          const { code, at } = event as Extract<SessionEvent, { type: 'API_ERROR' }>;
          // The page the member is on when the call fails (the client tells the machine where it happened).
          window.history.replaceState(null, '', at ?? '/');
          demo.controls.failNext('GET', '/api/wallet', code);
          await expect(services.client.call(api.wallet.get)).rejects.toMatchObject({ code });
          return true;
        },
        start: () => {
          services = createServices(parseConfig({ demo: true }));
          // As the member pages do (MemberShell): another tab's word reaches this session.
          syncTabs(services);
          return services.session;
        },
      });
      const final = services.session.getSnapshot();
      const stored = localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);
      const steps = path.steps.map((st) => st.event as Extract<SessionEvent, { type: 'ELSEWHERE' }>);
      const otherTab = steps.findLastIndex((e) => e.type === 'ELSEWHERE' && e.token === 'other');
      // (A closed service, 'gone', heard by this tab afterwards leaves it too: a tab clears only what it owns.)
      const since = steps.slice(otherTab);
      if (otherTab >= 0 && !since.some((e) => /login$|^LOGOUT$/.test(e.type))) {
        // Another member's session is the phone's now: this tab shows the login form (never their data), and leaves
        // the other tab's token where it is.
        expect(final.matches('authenticated')).toBe(false);
        expect(final.context.token).toBeNull();
        expect(stored).not.toBeNull();
        expect(tokenStore.read()?.member).toBe(await memberTag(OTHER));
      } else if (final.matches('authenticated')) {
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
