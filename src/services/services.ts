import type { ComponentType } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { createClient, type ApiClient } from '../api/client';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { startCalls } from '../api/contracts/start';
import type { PathOf } from '../api/pathOverrides';
import { createBankTime } from '../lib/bankTime';
import { APP_BASE } from '../lib/base';
import type { RuntimeConfig } from '../lib/config';
import { facts } from '../lib/earlyFacts';
import { watched } from '../lib/inspect';
import type { IntentStore } from '../lib/intents';
import { memberTag, retag, tokenStore } from '../lib/storage';
import type { OpenSocket } from './chatSocket';
import type { Moved } from './moneyCalls';

export interface Services {
  config: RuntimeConfig;
  client: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
  /**
   * The member's caches (the query cache registers itself when it loads): emptied when the member's data is cleared;
   * every money view in them read again once a money call settles (src/services/moneyCalls.ts).
   */
  caches: Set<MemberCache>;
  /**
   * The bank's clock (epoch ms): the phone's Date.now() plus how far the bank's answers' `Date` headers say the bank is
   * from it (src/lib/bankTime.ts), or in demo mode the demo bank's clock, which product owners can move.
   */
  now: () => number;
  /**
   * The page's monotonic clock (ms, performance.now()), which setting the phone's clock never moves: a QR's countdown
   * runs on it (performance.now() when none is given). In demo mode it moves on with the demo bank's clock too.
   */
  monotonic?: () => number;
  /** The demo's in-page chat socket; null: the chat uses socket.io to `chatSocketUrl` (when there is one). */
  chatSocket: OpenSocket | null;
  /** The product tour's page (/demo), which only the demo gives (src/demo/demoStart.tsx). */
  tour?: () => Promise<{ default: ComponentType }>;
  /**
   * Money calls whose outcome is unknown, kept on the phone until an answer proves it (src/lib/intents.ts): made by
   * the first member screen that asks (services/useIntents.ts), before any money call; /login makes none and never loads it.
   */
  intents?: IntentStore;
  /** The client that only carries a request and its answer (src/api/client.ts): `client` sends through it. */
  carrier: ApiClient;
  /** The owner of every money call (src/services/moneyCalls.ts), made with the intent log: `client` sends through it. */
  moneyCalls?: ApiClient;
  /**
   * The token a member call carries, checked against the stored one (services/tabSync.ts: installed by the member pages,
   * which make every call that carries one).
   */
  checkedToken?: () => string | null;
  /**
   * What operators see (services/telemetry/): started once the first screen is live where config.json has `telemetry`
   * (or by the demo's console), never with /login's first load.
   */
  telemetry?: TelemetryPort;
}

/** What the app's screens tell the telemetry themselves (the rest it observes: services/telemetry/telemetry.ts). */
export interface TelemetryPort {
  /**
   * A money call's outcome left unclear (with its error), or how an unclear one ended: proven done, proven refused, or
   * dismissed by the member (`call`: the call's id, src/lib/intents.ts `callId`, where only that is known).
   */
  money(call: AnyEndpoint | string, how: 'unclear' | 'done' | 'refused' | 'dismissed', error?: unknown): void;
}

/** A cache of the member's data (the query cache registers one when it loads). */
interface MemberCache {
  clear(): void;
  /** A money call settled (an answer, a refusal or none): every money view read again (services/queries.ts). */
  moneyMoved(what: Moved): void;
  /** Read every server read again (the demo console, after the bank changed under the page). */
  refetchAll(): void;
}

/** Wire the one API client, the session actor and the query cache together. */
export function createServices(
  config: RuntimeConfig,
  opts: Partial<Pick<Services, 'now' | 'monotonic' | 'tour'>> & { chatSocket?: OpenSocket; pathOf?: PathOf } = {},
): Services {
  const caches = new Set<MemberCache>();
  const stored = tokenStore.read();
  const bank = createBankTime();
  const now = opts.now ?? bank.now;
  let session: ActorRefFrom<typeof sessionMachine> | null = null;
  const carrier = createClient({
    baseUrl: config.apiBaseUrl,
    // A member page checks the token against the stored one first (services/tabSync.ts); /login sends none.
    getToken: () => services.checkedToken?.() ?? session?.getSnapshot().context.token ?? null,
    // Where it happened, so that a session ended mid-flow (401) returns there after the next login.
    onError: (e, ep) => {
      // An answer its contract refused, for the operators' telemetry (src/lib/earlyFacts.ts).
      if (e.issues) facts.push(['broken', [e, ep]]);
      session?.send({
        type: 'API_ERROR',
        code: e.code,
        at: `${window.location.pathname.slice(APP_BASE.length)}${window.location.search}`,
      });
    },
    pathOf: opts.pathOf,
    // Each answer's Date header: the bank's clock (`now`, unless the demo gives its own).
    onDate: bank.heard,
  });
  // Every money call's intent and aftermath have one owner (services/moneyCalls.ts), installed with the intent log by
  // the first member screen, before any money call (services/useIntents.ts): /login never loads it.
  const client: ApiClient = {
    call: (ep, opts) => (services.moneyCalls ?? carrier).call(ep, opts),
    upload: (ep, opts) => (services.moneyCalls ?? carrier).upload(ep, opts),
  };
  session = createActor(
    sessionMachine.provide({
      actors: {
        checkActive: fromPromise(() => client.call(startCalls.active)),
        // The member's tag is worked out while the bank answers (WebCrypto, off the page's thread).
        login: fromPromise(async ({ input }) => {
          const tag = memberTag(input.username);
          const { token } = await client.call(startCalls.login, { body: input });
          const member = await tag;
          retag(input.username, member);
          return { token, member };
        }),
      },
      actions: {
        persistToken: (_, p) => tokenStore.write(p.token, p.member, p.remember),
        // Ended in another tab: only this tab's copy goes (that tab owns the phone's storage now).
        clearMember: ({ context, event }) => {
          (context.endReason?.startsWith('ELSEWHERE') ? tokenStore.clearTab : tokenStore.clearMember)();
          if (event.type === 'LOGOUT' && event.sharedPhone) tokenStore.forgetPhone();
          for (const c of caches) c.clear();
        },
      },
    }),
    watched({ input: { token: stored?.token ?? null, member: stored?.member ?? null } }),
  );
  session.start();
  const services: Services = {
    config,
    client,
    carrier,
    session,
    caches,
    now,
    monotonic: opts.monotonic,
    chatSocket: opts.chatSocket ?? null,
    tour: opts.tour,
  };
  return services;
}
