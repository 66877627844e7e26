import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeOf, GONE, SESSION_ENDING } from './errors';
import { phoneDigits } from './phone';

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionContext {
  token: string | null;
  /** Whose the token is (src/lib/storage.ts memberId): open intents are shown and sent only for this member. */
  member: string | null;
  remember: boolean;
  /** Code of the last failed login, shown under the form. */
  loginError: string | null;
  /** Why the session ended (a session-ending code), or null after a plain logout. */
  endReason: string | null;
  /** The member page the session ended on (a 401 in the middle of a flow): the next login goes back there. */
  returnTo: string | null;
}

export type SessionEvent =
  | { type: 'VISIT_LOGIN' }
  | { type: 'LOGIN'; username: string; password: string; remember: boolean }
  /** `sharedPhone`: the member said others use this phone; the injected `clearMember` forgets every member's logs. */
  | { type: 'LOGOUT'; sharedPhone?: boolean }
  /**
   * The phone's session as another tab left it (a login, a logout, an ended session there), or as this tab found it in
   * storage before a call: the same member's new token is followed; no token or another member's ends this tab's.
   */
  | { type: 'ELSEWHERE'; token: string | null; member: string | null; remember: boolean }
  /** `at`: the app's path (and query) where the call was made, when it was a member page. */
  | { type: 'API_ERROR'; code: string; at?: string };

/**
 * Why a tab's session ended in another tab: another member logged in there, or the session ended there. Both begin
 * with ELSEWHERE (src/services/services.ts: that tab owns the phone's storage now).
 */
export const OTHER_MEMBER = 'ELSEWHERE_MEMBER';
export const ENDED_ELSEWHERE = 'ELSEWHERE_ENDED';

/**
 * The member's session (docs/product.md#machine-session): a stored token and its member mean authenticated; opening
 * /login first asks whether the service is active; any call that answers a session-ending code ends the session, and
 * 'gone' goes to the terminated screen. One session across tabs: another tab's login, logout or ended session arrives
 * as ELSEWHERE (src/services/tabSync.ts; this tab's own are told to the others by src/services/services.ts). Storage is
 * done by the injected actions `persistToken` and `clearMember` (which leaves the phone's storage to the other tab when
 * the session ended there: an endReason beginning with ELSEWHERE).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null; member: string | null },
    tags: {} as 'member' | 'terminated' | 'loggingIn',
  },
  actors: {
    checkActive: fromPromise<{ terminated: string | null }>(async () => ({ terminated: null })),
    login: fromPromise<{ token: string; member: string }, Credentials>(async () => {
      throw new Error('login actor not provided');
    }),
  },
  actions: {
    persistToken: (_, _params: { token: string; member: string; remember: boolean }) => {},
    clearMember: () => {},
    clearToken: assign({ token: null, member: null }),
  },
  guards: {
    // (A stored token comes with its member: src/lib/storage.ts tokenStore.read.)
    hasToken: ({ context }) => context.token !== null,
    sameMember: ({ context, event }) =>
      event.type === 'ELSEWHERE' && event.token !== null && event.member === context.member,
    filledIn: ({ event }) => event.type === 'LOGIN' && event.username.trim() !== '' && event.password !== '',
    isGone: ({ event }) => event.type === 'API_ERROR' && event.code === GONE,
    endsSession: ({ event }) => event.type === 'API_ERROR' && SESSION_ENDING.has(event.code),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    member: input.member,
    remember: false,
    loginError: null,
    endReason: null,
    returnTo: null,
  }),
  initial: 'booting',
  on: {
    API_ERROR: { guard: 'isGone', target: '.terminated' },
  },
  states: {
    booting: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      initial: 'idle',
      entry: ['clearMember', 'clearToken'],
      on: {
        VISIT_LOGIN: { target: '.checking' },
        LOGIN: {
          guard: 'filledIn',
          target: '.loggingIn',
          actions: assign({ remember: ({ event }) => event.remember, loginError: null, endReason: null }),
        },
      },
      states: {
        idle: {},
        checking: {
          // The login opened again while the bank is asked (the closed service's "try again" opens it) asks once.
          on: { VISIT_LOGIN: {} },
          invoke: {
            id: 'checkActive',
            src: 'checkActive',
            onDone: [
              { guard: ({ event }) => event.output.terminated === GONE, target: '#session.terminated' },
              { target: 'idle' },
            ],
            // A failed check must not lock members out: the login form stays usable. (A closed service's answer
            // never arrives here: the app's API client tells the session of every failure first, as API_ERROR.)
            onError: { target: 'idle' },
          },
        },
        loggingIn: {
          tags: ['loggingIn'],
          // A second tap or a revisit while the first login is in flight changes nothing.
          on: { LOGIN: {}, VISIT_LOGIN: {} },
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'LOGIN');
              // The phone as the bank keeps it, however it was typed (+856, spaces, dashes: phoneDigits).
              return { username: phoneDigits(event.username.trim()), password: event.password };
            },
            onDone: {
              target: '#session.authenticated',
              actions: [
                assign({ token: ({ event }) => event.output.token, member: ({ event }) => event.output.member }),
                {
                  type: 'persistToken',
                  params: ({ context, event }) => ({ ...event.output, remember: context.remember }),
                },
              ],
            },
            // A closed service's answer comes as API_ERROR first (the root's transition), as for the check.
            onError: { target: 'idle', actions: assign({ loginError: ({ event }) => codeOf(event.error) }) },
          },
        },
      },
    },
    authenticated: {
      tags: ['member'],
      on: {
        LOGOUT: { target: 'anonymous', actions: assign({ endReason: null, returnTo: null }) },
        API_ERROR: [
          { guard: 'isGone', target: 'terminated' },
          {
            guard: 'endsSession',
            target: 'anonymous',
            actions: assign({
              endReason: ({ event }) => event.code,
              returnTo: ({ event }) => (event.type === 'API_ERROR' && event.at?.startsWith('/user/') ? event.at : null),
            }),
          },
        ],
        ELSEWHERE: [
          {
            // The same member logged in again elsewhere: this tab follows with the new token (kept as it was kept there).
            guard: 'sameMember',
            actions: [
              assign({ token: ({ event }) => event.token }),
              // (sameMember: the event names a token and a member.)
              {
                type: 'persistToken',
                params: ({ event }) => event as { token: string; member: string; remember: boolean },
              },
            ],
          },
          {
            target: 'anonymous',
            // Another member, or none: the login form (clearMember leaves the phone's storage to the other tab).
            actions: assign({
              endReason: ({ event }) => (event.token ? OTHER_MEMBER : ENDED_ELSEWHERE),
              returnTo: null,
            }),
          },
        ],
      },
    },
    terminated: {
      tags: ['terminated'],
      entry: ['clearMember', 'clearToken'],
      on: { VISIT_LOGIN: { target: 'anonymous.checking' } },
    },
  },
});
