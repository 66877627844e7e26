/** The demo backend: every call of src/api/contracts answered from a small in-memory bank. */
import { createServer, type Server } from 'miragejs';
import type { KipRules } from '../machines/validation';
import type { AnyEndpoint } from '../src/api/contracts';
import { afterPaint } from '../src/lib/yieldToBrowser';
import type { ChatSocketLike } from '../src/services/chatSocket';
import { pathnameOf, pathPattern } from './armed';
import { createChatAgent } from './chatAgent';
import { createControls, type DemoControls } from './controls';
import { catchAll, keptBank, router, type RecentCall, type Runtime } from './http';
import { clearState, loadState, saveState } from './persist';
import { bankRoutes } from './routes';
import { seed } from './seed';
import { forgetSlipPictures } from './slipPictures';
import type { DemoState } from './state';
import { tabLog } from './tabLog';

interface Pretender {
  running: boolean;
  handleRequest(request: unknown): void;
  handledRequest(verb: string, path: string, request: unknown): void;
  prepareHeaders(headers: Record<string, string>): Record<string, string>;
  requestReferences: unknown[];
}

export interface DemoServerOptions {
  environment?: 'development' | 'test';
  /** Keep the bank in localStorage (`wallet.demo`) across reloads. */
  persist?: boolean;
  /** The page's clock; the bank's clock is this plus `demo.advanceClock`'s offset. */
  now?: () => number;
  /** Latency in ms; 250 in development, 0 in test. */
  timing?: number;
  /**
   * The deployment's `laos` (config.json, or the console's choice of site): the one source of the Laos site for the
   * bank. A bank kept from the other site is seeded anew for this one (its brand and choice of site kept).
   */
  laos?: boolean;
  /** The deployment's kip constants (config.json `kip`): a kip member's transfer and QR minimums, as the app's. */
  kip?: KipRules;
}

/** The kept bank if it serves this site; else a new one for it, keeping the console's brand and choice of site. */
function bankFor(kept: DemoState | null, now: number, laos: boolean): DemoState {
  if (kept?.laos === laos) return kept;
  const fresh = seed(now, laos);
  if (kept?.brand !== undefined) fresh.brand = kept.brand;
  if (kept?.laosChoice !== undefined) fresh.laosChoice = kept.laosChoice;
  return fresh;
}

/** How many answered calls the bank remembers for a moment (RecentCall). */
const RECENT_CALLS = 30;

/** The answered call noted among the last ones: its status, and the refusal code its body names. */
function keepCall(
  rt: Runtime,
  endpoints: ReadonlySet<AnyEndpoint>,
  method: string,
  path: string,
  answer: { status?: number; responseText?: string },
) {
  const url = pathnameOf(path);
  if (!url.startsWith('/api/')) return;
  // Named by its call's path template: a game's username and password, a code, stay out of what a moment hands over.
  const verb = method.toUpperCase();
  const template = [...endpoints].find((ep) => ep.method === verb && pathPattern(ep.path).test(url))?.path;
  let code: unknown;
  try {
    code = (JSON.parse(answer.responseText ?? '') as { message?: unknown }).message;
  } catch {
    /* no JSON body: no code */
  }
  const call: RecentCall = {
    at: new Date(rt.now()).toISOString(),
    method: verb,
    path: template ?? url,
    status: answer.status ?? 0,
    ...(typeof code === 'string' && (answer.status ?? 0) >= 400 ? { code } : {}),
  };
  rt.calls?.add(call);
}

export interface DemoServer {
  server: Server;
  controls: DemoControls;
  /** The live bank, for tests and debugging. */
  state: () => DemoState;
  /** Endpoints with a route (every one of allEndpoints). */
  registered: ReadonlySet<AnyEndpoint>;
  /**
   * A socket to the demo's support agent (what socket.io's would be to a chat backend); `token`: the member's session
   * (a guest has none): a member's room is joined with that member's token alone.
   */
  chatSocket(token?: string | null): ChatSocketLike;
  /**
   * Resolves once the bank has answered a call and then `quietMs` have passed with no answer pending (the page has
   * what its first screen asked for), or after `maxMs` whatever happens.
   */
  whenQuiet(quietMs?: number, maxMs?: number): Promise<void>;
  shutdown(): void;
}

export function createDemoServer(opts: DemoServerOptions = {}): DemoServer {
  const environment = opts.environment ?? 'development';
  const base = opts.now ?? (() => Date.now());
  const persist = opts.persist ?? false;
  const laos = opts.laos ?? false;
  let last: string | null = null;
  const loaded = persist ? loadState() : null;
  const bank = bankFor(loaded, base(), laos);
  // A new bank has no slip's picture yet: the last bank's (another site's drawings too) go with it.
  if (persist && bank !== loaded) forgetSlipPictures();
  const { holds = [], ...kept } = bank;
  kept.kip = opts.kip;
  const rt: Runtime = {
    state: kept,
    // The holds kept with the bank wait for the page's next such calls (a held call was lost with the page before).
    holds: { waiting: holds, held: [] },
    // The page's clock (so that a test can move it), plus how far `demo.advanceClock` moved the bank ahead.
    now: () => base() + (rt.state.clockOffsetMs ?? 0),
    save: () => {
      if (persist) last = saveState(keptBank(rt), last);
    },
    calls: tabLog<RecentCall>('demo.calls', RECENT_CALLS, persist),
  };
  const registered = new Set<AnyEndpoint>();
  const agent = createChatAgent(rt, environment === 'test' ? 10 : 700);

  const timing = opts.timing ?? (environment === 'test' ? 0 : 250);
  const server = createServer({
    environment,
    timing,
    urlPrefix: '',
    namespace: '',
    routes() {
      bankRoutes(router(this, rt, registered), agent);
      catchAll(this, rt);
      // /config.json, Vite modules and assets, fonts, the demo's SVGs: everything but /api reaches the network.
      this.passthrough((request) => !pathnameOf(request.url).startsWith('/api/'));
    },
  });

  // Mirage 0.1.48 ignores `logging` in the config: set it on the server to keep the console quiet.
  server.logging = false;

  // Pretender keeps the answers it is holding back (the timing) in requestReferences and calls handledRequest once
  // it has delivered one.
  const pretender = (server as unknown as { pretender: Pretender }).pretender;
  const answered = new Set<() => void>();
  const handled = pretender.handledRequest.bind(pretender);
  pretender.handledRequest = (verb, path, request) => {
    handled(verb, path, request);
    keepCall(rt, registered, verb, path, request as { status?: number; responseText?: string });
    for (const listener of answered) listener();
  };
  // Every answer carries the bank's time in its Date header, as an HTTP server's does: the app's bank clock reads it
  // (src/lib/bankTime.ts), so the demo's moved clock reaches the app as a real bank's would.
  // And what a bank must send with a member's answer (docs/security.md, finding 7): no cache keeps it, nor gives it to another.
  pretender.prepareHeaders = (headers) => ({
    ...headers,
    Date: new Date(rt.now()).toUTCString(),
    'Cache-Control': 'no-store',
    Vary: 'Authorization',
  });
  // A bank that takes its time (the demo's, not the tests' at once) does its work after the page has painted the frame
  // the call was made in: a real bank works on a server, and the demo's must not hold a slow phone's tap (a money tap's
  // frame: docs/speed.md, "Each money tap"). The calls keep their order.
  const queued: unknown[] = [];
  const work = pretender.handleRequest.bind(pretender);
  const flush = () => {
    for (const request of queued.splice(0)) if (pretender.running) work(request);
  };
  if (timing > 0)
    pretender.handleRequest = (request) => {
      if (queued.push(request) === 1) afterPaint(flush);
    };
  const whenQuiet = (quietMs = 500, maxMs = 4000) =>
    new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(quiet);
        clearTimeout(deadline);
        answered.delete(onAnswer);
        resolve();
      };
      const onAnswer = () => {
        clearTimeout(quiet);
        quiet = setTimeout(() => {
          if (pretender.requestReferences.length === 0 && queued.length === 0) done();
        }, quietMs);
      };
      const deadline = setTimeout(done, maxMs);
      answered.add(onAnswer);
    });

  const reset = () => {
    rt.state = seed(base(), laos);
    rt.state.kip = opts.kip;
    if (rt.holds) rt.holds.waiting = [];
    last = null;
    if (persist) {
      clearState();
      forgetSlipPictures();
    }
  };
  rt.save();

  return {
    server,
    controls: createControls(rt, reset, agent),
    state: () => rt.state,
    registered,
    chatSocket: (token) => agent.socket(token ?? null),
    whenQuiet,
    shutdown: () => server.shutdown(),
  };
}
