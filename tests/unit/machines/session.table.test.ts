// @vitest-environment node
/**
 * The session (machines/session.ts) step by step, as docs/product.md#machine-session and #guards tell it: a stored
 * token is a member, opening /login first asks whether the service is active, a login with an empty phone or password
 * does nothing, an invalid token or an identity failure (INVALID_USER_1 to 4) sends the member to /login, and 'gone' to
 * /terminated, from any state.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session';
import { answered, checkTable, checkTags, failed, type Row } from './table';

const member = { token: 't1', member: 'm1', remember: true, loginError: null, endReason: null, returnTo: null };
const visitor = { ...member, token: null, member: null };
const login = (username: string, password: string, remember = true) => ({
  type: 'LOGIN' as const,
  username,
  password,
  remember,
});
const apiError = (code: string, at?: string) => ({ type: 'API_ERROR', code, ...(at ? { at } : {}) });

describe('session: a stored token is a member; none is a visitor', () => {
  it('boots into authenticated with a stored token and into anonymous without', () => {
    const withToken = createActor(sessionMachine, { input: { token: 't1', member: 'm1' } }).start();
    expect(withToken.getSnapshot().value).toBe('authenticated');
    const without = createActor(sessionMachine, { input: { token: null, member: null } }).start();
    expect(without.getSnapshot().value).toEqual({ anonymous: 'idle' });
  });
});

describe('session: logging in', () => {
  const rows: Row[] = [
    { from: { anonymous: 'idle' }, event: { type: 'VISIT_LOGIN' }, to: { anonymous: 'checking' } },
    {
      from: { anonymous: 'checking' },
      event: answered('checkActive', { terminated: 'gone' }),
      to: 'terminated',
    },
    {
      from: { anonymous: 'checking' },
      event: answered('checkActive', { terminated: null }),
      to: { anonymous: 'idle' },
    },
    // A failed check leaves the form usable.
    {
      from: { anonymous: 'checking' },
      event: failed('checkActive', 'INTERNAL_SERVER_ERROR'),
      to: { anonymous: 'idle' },
    },
    // Login: phone and password both required; otherwise the form does nothing (docs/product.md#validation-login).
    { from: { anonymous: 'idle' }, event: login('', 'secret'), to: { anonymous: 'idle' } },
    { from: { anonymous: 'idle' }, event: login('   ', 'secret'), to: { anonymous: 'idle' } },
    { from: { anonymous: 'idle' }, event: login('0812345678', ''), to: { anonymous: 'idle' } },
    {
      from: { anonymous: 'idle' },
      event: login('0812345678', 'secret', false),
      to: { anonymous: 'loggingIn' },
      given: { loginError: 'WRONG_PASSWORD', endReason: 'EXPIRED_AUTH_TOKEN' },
      then: { remember: false, loginError: null, endReason: null },
    },
    { from: { anonymous: 'loggingIn' }, event: login('0812345678', 'secret'), to: { anonymous: 'loggingIn' } },
    {
      from: { anonymous: 'loggingIn' },
      event: answered('login', { token: 't2', member: 'm2' }),
      to: 'authenticated',
      given: { remember: false },
      then: { token: 't2', member: 'm2' },
      runs: [{ type: 'persistToken', params: { token: 't2', member: 'm2', remember: false } }],
    },
    {
      from: { anonymous: 'loggingIn' },
      event: failed('login', 'WRONG_PASSWORD'),
      to: { anonymous: 'idle' },
      then: { loginError: 'WRONG_PASSWORD' },
    },
    { from: 'terminated', event: { type: 'VISIT_LOGIN' }, to: { anonymous: 'checking' } },
  ];
  checkTable(sessionMachine, visitor, rows);
});

describe('session: a member is sent to /login on every identity failure, to /terminated on gone', () => {
  const ending = [
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
  ];
  const rows: Row[] = [
    ...ending.map((code): Row => ({
      from: 'authenticated',
      event: apiError(code, '/user/statement?page=2'),
      to: { anonymous: 'idle' },
      then: { token: null, member: null, endReason: code, returnTo: '/user/statement?page=2' },
      runs: ['clearMember'],
    })),
    // Any other refusal leaves the member where they are.
    ...['INVALID_IP', 'WRONG_PASSWORD', 'MONEY_NOT_ENOUGH', 'INTERNAL_SERVER_ERROR'].map((code): Row => ({
      from: 'authenticated',
      event: apiError(code),
      to: 'authenticated',
      then: { token: 't1' },
    })),
    // A page that is no member page is not gone back to.
    {
      from: 'authenticated',
      event: apiError('EXPIRED_AUTH_TOKEN', '/login'),
      to: { anonymous: 'idle' },
      then: { returnTo: null },
    },
    { from: 'authenticated', event: apiError('gone'), to: 'terminated', then: { token: null }, runs: ['clearMember'] },
    { from: { anonymous: 'idle' }, event: apiError('gone'), to: 'terminated' },
    { from: { anonymous: 'checking' }, event: apiError('gone'), to: 'terminated' },
    { from: { anonymous: 'loggingIn' }, event: apiError('gone'), to: 'terminated' },
    {
      from: 'authenticated',
      event: { type: 'LOGOUT' },
      to: { anonymous: 'idle' },
      given: { endReason: 'X', returnTo: '/user/bonus' },
      then: { token: null, member: null, endReason: null, returnTo: null },
      runs: ['clearMember'],
    },
  ];
  checkTable(sessionMachine, member, rows);
});

describe('session: another tab', () => {
  const rows: Row[] = [
    {
      from: 'authenticated',
      event: { type: 'ELSEWHERE', token: 't9', member: 'm1', remember: false },
      to: 'authenticated',
      then: { token: 't9' },
      runs: [{ type: 'persistToken', params: { type: 'ELSEWHERE', token: 't9', member: 'm1', remember: false } }],
    },
    {
      from: 'authenticated',
      event: { type: 'ELSEWHERE', token: 't9', member: 'm2', remember: true },
      to: { anonymous: 'idle' },
      then: { token: null, member: null, endReason: 'ELSEWHERE_MEMBER' },
    },
    {
      from: 'authenticated',
      event: { type: 'ELSEWHERE', token: null, member: null, remember: false },
      to: { anonymous: 'idle' },
      then: { token: null, endReason: 'ELSEWHERE_ENDED' },
    },
  ];
  checkTable(sessionMachine, member, rows);
});

describe('session: what the screens read', () => {
  checkTags(sessionMachine, member, {
    authenticated: ['member'],
    terminated: ['terminated'],
    'anonymous.loggingIn': ['loggingIn'],
    'anonymous.idle': [],
    'anonymous.checking': [],
  });
});

describe('session: the edges of each rule', () => {
  const rows: Row[] = [
    // Another tab's session ended (no token), whoever it named: this tab's ends too.
    {
      from: 'authenticated',
      event: { type: 'ELSEWHERE', token: null, member: 'm1', remember: true },
      to: { anonymous: 'idle' },
      then: { token: null, endReason: 'ELSEWHERE_ENDED' },
    },
    // An ended session with no page to go back to.
    {
      from: 'authenticated',
      event: apiError('INVALID_USER_2'),
      to: { anonymous: 'idle' },
      given: { returnTo: '/user/bonus' },
      then: { returnTo: null, endReason: 'INVALID_USER_2' },
    },
  ];
  checkTable(sessionMachine, member, rows);

  /** A session whose login call records what it was sent and lets the member in; resolves once it has. */
  function recordingLogin() {
    const sent: Array<{ username: string; password: string }> = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise(async ({ input }: { input: { username: string; password: string } }) => {
            sent.push(input);
            return { token: 't2', member: 'm2' };
          }),
        },
      }),
      { input: { token: null, member: null } },
    ).start();
    const entered = new Promise<void>((resolve) => actor.subscribe((s) => s.matches('authenticated') && resolve()));
    return { actor, sent, loggedIn: () => entered };
  }

  it('starts without remember, and sends the login the phone trimmed and the password as typed, once', async () => {
    const { actor, sent, loggedIn } = recordingLogin();
    expect(actor.getSnapshot().context.remember).toBe(false);
    actor.send(login(' 0812345678 ', ' secret ', false));
    actor.send(login('0899999999', 'other'));
    await loggedIn();
    expect(sent).toEqual([{ username: '0812345678', password: ' secret ' }]);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', member: 'm2', remember: false });
    actor.stop();
  });

  it.each([
    ['+856 20 5551 2345', '02055512345'],
    ['+856-20-5551-2345', '02055512345'],
    ['020 5551 2345', '02055512345'],
    ['+66 81-234-5678', '0812345678'],
    ['081.234.5678', '0812345678'],
    ['๐๘๑๒๓๔๕๖๗๘', '0812345678'],
  ])('logs in with the phone typed as "%s" sent as the bank keeps it, %s', async (typed, username) => {
    const { actor, sent, loggedIn } = recordingLogin();
    actor.send(login(typed, 'secret'));
    await loggedIn();
    expect(sent).toEqual([{ username, password: 'secret' }]);
    actor.stop();
  });
});
