/**
 * What operators see of what members hit (docs/product.md#telemetry, docs/telemetry.md lists every event): Web Vitals,
 * errors, contract breaks, unclear money outcomes, failed downloads, the service worker's updates, session ends and
 * slow calls, as OTLP/HTTP JSON to the deployment's collector (config.json `telemetry`). Loaded once the first screen
 * is live (src/main.tsx), never with /login's first load; nothing personal leaves (./scrub.ts).
 */
import { z } from 'zod/mini';
import { allEndpoints, type AnyEndpoint } from '../../api/contracts';
import { isApiError, type ApiError } from '../../api/errors';
import { APP_BASE, APP_ROOT } from '../../lib/base';
import { facts, letGo, type Fact } from '../../lib/earlyFacts';
import {
  logsRequest,
  metricsRequest,
  post,
  type Attributes,
  type LogEvent,
  type Measure,
  type Source,
} from '../../lib/otlp';
import type { Services, TelemetryPort } from '../services';
import { watchAppFiles, watchServiceWorker } from './appFiles';
import { durationBucket, fieldOf, messageOf, routePattern, stackOf } from './scrub';
import { watchVitals } from './vitals';

/** config.json's `telemetry`: the collector (its OTLP/HTTP base, e.g. https://otel.example.com:4318), on/off, the share of page lives sampled. */
const settingsSchema = z.object({
  url: z.string().check(z.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'an http(s) address')),
  enabled: z._default(z.boolean(), true),
  sampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), 1),
});
type TelemetrySettings = z.infer<typeof settingsSchema>;

/** The deployment's settings, or null when telemetry is off (absent, `enabled: false`, or not a valid setting). */
export function settingsOf(raw: unknown): TelemetrySettings | null {
  const parsed = settingsSchema.safeParse(raw);
  return parsed.success && parsed.data.enabled ? parsed.data : null;
}

/** Events waiting at most (then new ones are counted as dropped), and how many go in one request. */
const QUEUE_LIMIT = 100;
const BATCH = 20;
/** A batch goes this long after its first event, unless the page is hidden first. */
const BATCH_DELAY_MS = 10_000;
/** A call that took longer is reported as slow. */
const SLOW_MS = 1000;

type Sent =
  | { signal: 'logs'; request: ReturnType<typeof logsRequest> }
  | { signal: 'metrics'; request: ReturnType<typeof metricsRequest> };

export interface TelemetryOptions {
  /** Each event as it happens, as the collector receives it (a request of that one record): the demo console. */
  show?: (request: ReturnType<typeof logsRequest>) => void;
  /** The demo without a collector: the events are only shown. */
  localOnly?: boolean;
  random?: () => number;
}

/**
 * Starts telemetry for this page life, once (`services.telemetry`): with the deployment's collector, or only shown
 * (the demo's console). Null when it is off or this page life is not in the sample.
 */
export function startTelemetry(services: Services, opts: TelemetryOptions = {}): TelemetryPort | null {
  if (services.telemetry) return services.telemetry;
  const settings = settingsOf(services.config.telemetry);
  const off = () => (letGo(), null);
  if (!settings && !opts.localOnly) return off();
  if (settings && (opts.random ?? Math.random)() >= settings.sampleRate) return off();
  const collector = settings?.url.replace(/\/+$/, '');
  const { config } = services;
  const source: Source = {
    resource: {
      'service.name': 'member-wallet',
      'service.version': config.version || 'unknown',
      'deployment.brand': config.brand.name ?? 'default',
      'deployment.laos': config.laos,
      'deployment.backend': config.demo ? 'demo' : 'backend',
    },
    scope: { name: 'member-wallet', version: config.version || 'unknown' },
  };
  // One page life, for counting distinct ones: random, never stored, tied to nobody.
  const life = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  // Where the page life began (its navigation's address): its vitals are that page's, though this code comes only
  // after the first screen, when a quick login may have moved the page on.
  const landed = routeOf(new URL(navigationEntry()?.name ?? location.href).pathname);

  // When it happened: the bank's clock (the phone's, set right by the bank's answers), not a phone's wrong one.
  const { now } = services;
  const queue: LogEvent[] = [];
  const measures: Measure[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function common(): Attributes {
    const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
    return {
      'app.route': routeNow(),
      'app.lang': document.documentElement.dataset.lang,
      'network.connection.type': connection?.effectiveType,
      'app.page_life': life,
    };
  }

  function tell(name: string, attributes: Attributes, severity: LogEvent['severity'] = 'INFO') {
    if (queue.length >= QUEUE_LIMIT) {
      dropped++;
      return;
    }
    const event: LogEvent = { name, time: now(), severity, attributes: { ...common(), ...attributes } };
    queue.push(event);
    opts.show?.(logsRequest(source, [event]));
    if (queue.length >= BATCH) flush();
    else timer ??= setTimeout(flush, BATCH_DELAY_MS);
  }

  /** Everything waiting leaves now, in requests the browser carries on after the page is gone; never sent again. */
  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (dropped) {
      queue.push({ name: 'app.telemetry.dropped', time: now(), severity: 'WARN', attributes: { count: dropped } });
      dropped = 0;
    }
    while (queue.length) send({ signal: 'logs', request: logsRequest(source, queue.splice(0, BATCH)) });
    if (measures.length) send({ signal: 'metrics', request: metricsRequest(source, measures.splice(0)) });
  }

  function send(sent: Sent) {
    if (collector) post(collector, sent.signal, sent.request);
  }

  const names = new Map<string, string>(allEndpoints.map(({ name, endpoint }) => [callId(endpoint), name]));
  const callOf = (ep: AnyEndpoint): Attributes => ({
    'api.call': names.get(callId(ep)) ?? 'unknown',
    'http.request.method': ep.method,
    'url.template': ep.path,
  });

  function error(kind: 'uncaught' | 'rejection' | 'boundary', e: unknown) {
    const err = e instanceof Error ? e : null;
    // A failed download is its own event (below).
    if ((err as { code?: unknown } | null)?.code === 'DOWNLOAD_FAILED') return;
    const message = messageOf(err?.message ?? '');
    tell(
      'app.error',
      {
        'error.kind': kind,
        'exception.type': err?.name ?? typeof e,
        'exception.message': message.text,
        'app.error.fingerprint': message.fingerprint,
        'exception.stacktrace': stackOf(err?.stack, APP_ROOT),
      },
      'ERROR',
    );
  }

  watchAppFiles(tell);
  watchServiceWorker(tell);

  // Session ends by their code (a plain logout: LOGOUT).
  let member = services.session.getSnapshot().hasTag('member');
  services.session.subscribe((s) => {
    const now = s.hasTag('member');
    if (member && !now) tell('app.session.end', { 'session.code': s.context.endReason ?? 'LOGOUT' });
    member = now;
  });

  /** An answer its contract refused: one event per field (at most 10), its path, code and expected type. */
  function broke(e: ApiError, ep: AnyEndpoint) {
    for (const issue of e.issues?.slice(0, 10) ?? [])
      tell(
        'app.contract.break',
        {
          ...callOf(ep),
          'http.response.status_code': e.status,
          'contract.field': fieldOf(issue.path),
          'contract.code': issue.code,
          'contract.expected': typeof issue.expected === 'string' ? issue.expected : undefined,
        },
        'ERROR',
      );
  }
  // Errors, and answers their contract refused (src/lib/earlyFacts.ts): those from before this code came, then each
  // as it comes.
  const hear = (fact: Fact) =>
    fact instanceof Event
      ? 'reason' in fact
        ? error('rejection', fact.reason)
        : error('uncaught', fact.error)
      : fact[0] === 'broken'
        ? broke(...(fact[1] as [ApiError, AnyEndpoint]))
        : error('boundary', fact[1]);
  for (const fact of facts.splice(0)) hear(fact);
  facts.push = (...more) => (more.forEach(hear), 0);

  // Every call, the slow ones by bucket. The services' client is the one every screen and machine calls through
  // (money calls go on through their owner, services/moneyCalls.ts).
  const { call, upload } = services.client;
  const observed = <T>(ep: AnyEndpoint, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    return work().finally(() => {
      const ms = performance.now() - began;
      if (ms >= SLOW_MS) tell('app.call.slow', { ...callOf(ep), 'duration.bucket': durationBucket(ms) }, 'WARN');
    });
  };
  services.client.call = ((ep, o) => observed(ep, () => call(ep, o))) as typeof call;
  services.client.upload = ((ep, o) => observed(ep, () => upload(ep, o))) as typeof upload;

  watchVitals(landed, (attributes, points) => {
    tell('browser.web_vitals', attributes);
    const at = now();
    for (const [name, unit, value] of points)
      measures.push({ name, unit, value, time: at, attributes: { 'app.route': landed, ...pick(common()) } });
    flush();
  });

  const hidden = () => document.visibilityState === 'hidden' && flush();
  document.addEventListener('visibilitychange', hidden);
  addEventListener('pagehide', flush);

  const port: TelemetryPort = {
    money(ep, how, e) {
      const kind = how === 'unclear' ? unclearKind(e) : undefined;
      tell(
        how === 'unclear' ? 'app.money.unclear' : 'app.money.ended',
        {
          ...(typeof ep === 'string' ? callFromId(ep) : callOf(ep)),
          'money.kind': kind,
          'money.end': how === 'unclear' ? undefined : how,
        },
        how === 'unclear' ? 'WARN' : 'INFO',
      );
    },
  };
  const callFromId = (id: string): Attributes => {
    const [method, path] = id.split(' ');
    return { 'api.call': names.get(id) ?? 'unknown', 'http.request.method': method, 'url.template': path };
  };
  services.telemetry = port;
  return port;

  function routeNow() {
    return routeOf(location.pathname);
  }
}

const routeOf = (path: string) => routePattern(path.slice(APP_BASE.length) || '/');
const navigationEntry = () =>
  performance.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;

const callId = (ep: AnyEndpoint) => `${ep.method} ${ep.path}`;

/** A metric's attributes: the connection and language, without the page life. */
const pick = (a: Attributes): Attributes => ({
  'app.lang': a['app.lang'],
  'network.connection.type': a['network.connection.type'],
});

/** How an unclear money outcome came: a gateway's page, a 5xx, a broken answer, a dropped connection, a timeout. */
export function unclearKind(e: unknown): string {
  if (!isApiError(e)) return 'other';
  if (e.code === 'TIMEOUT') return 'timeout';
  if (e.status === 0) return 'dropped connection';
  if (e.status === 502 || e.status === 503 || e.status === 504) return 'gateway page';
  if (e.status >= 500) return '5xx';
  return 'broken answer';
}
