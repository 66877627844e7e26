/**
 * The OTLP/HTTP JSON an operator's collector reads (logs at /v1/logs, metrics at /v1/metrics), written by hand: the
 * OpenTelemetry JS SDK would weigh more than all of this wing. tests/unit/telemetry/otlp.test.ts checks the output
 * against @opentelemetry/otlp-transformer's for the same records (docs/decisions/039-operators-see-what-members-hit.md).
 */

/** An attribute's value: text, a number, a yes or no. */
export type Value = string | number | boolean;
export type Attributes = Record<string, Value | undefined>;

/** One event: a log record with its event name. */
export interface LogEvent {
  name: string;
  /** When it happened (epoch ms). */
  time: number;
  severity: 'INFO' | 'WARN' | 'ERROR';
  attributes: Attributes;
}

/** One measure: a gauge's data point (a Web Vital). */
export interface Measure {
  name: string;
  unit: string;
  value: number;
  time: number;
  attributes: Attributes;
}

/** Who sends: the resource's attributes and the instrumentation scope. */
export interface Source {
  resource: Attributes;
  scope: { name: string; version: string };
}

const SEVERITY = { INFO: 9, WARN: 13, ERROR: 17 } as const;

const anyValue = (v: Value) =>
  typeof v === 'string'
    ? { stringValue: v }
    : typeof v === 'boolean'
      ? { boolValue: v }
      : Number.isInteger(v)
        ? { intValue: v }
        : { doubleValue: v };

/** Attributes as OTLP's key/value list, in their order, those without a value left out. */
const keyValues = (attributes: Attributes) =>
  Object.entries(attributes).flatMap(([key, v]) => (v === undefined ? [] : [{ key, value: anyValue(v) }]));

const nanos = (ms: number) => `${Math.round(ms)}000000`;

const resourceOf = (s: Source) => ({ attributes: keyValues(s.resource), droppedAttributesCount: 0 });

/** An ExportLogsServiceRequest. */
export function logsRequest(source: Source, events: LogEvent[]) {
  return {
    resourceLogs: [
      {
        resource: resourceOf(source),
        scopeLogs: [
          {
            scope: source.scope,
            logRecords: events.map((e) => ({
              timeUnixNano: nanos(e.time),
              observedTimeUnixNano: nanos(e.time),
              severityNumber: SEVERITY[e.severity],
              severityText: e.severity,
              body: { stringValue: e.name },
              eventName: e.name,
              attributes: keyValues(e.attributes),
              droppedAttributesCount: 0,
            })),
          },
        ],
      },
    ],
  };
}

/** An ExportMetricsServiceRequest: each measure a gauge of one data point. */
export function metricsRequest(source: Source, measures: Measure[]) {
  return {
    resourceMetrics: [
      {
        resource: resourceOf(source),
        scopeMetrics: [
          {
            scope: source.scope,
            metrics: measures.map((m) => ({
              name: m.name,
              description: '',
              unit: m.unit,
              gauge: {
                dataPoints: [
                  {
                    attributes: keyValues(m.attributes),
                    startTimeUnixNano: nanos(m.time),
                    timeUnixNano: nanos(m.time),
                    asDouble: m.value,
                  },
                ],
              },
            })),
          },
        ],
      },
    ],
  };
}

/** How long a request to the collector may take; and how many may be on their way at once. */
const COLLECTOR_TIMEOUT_MS = 5_000;
const IN_FLIGHT = 3;
let inFlight = 0;

/**
 * One request to the collector (`base` + /v1/logs or /v1/metrics), carried on by the browser after the page is gone
 * (`keepalive`), without cookies; never sent again, whatever happens to it (a collector down never loops). A collector
 * that hangs holds at most three of the browser's six connections to its host for at most 5 s each (a host shared with the
 * API would otherwise queue the member's calls behind it): a request beyond three on their way is let go, and a
 * redirect is refused (docs/security.md, finding 11).
 */
export function post(base: string, signal: 'logs' | 'metrics', request: unknown): void {
  if (inFlight >= IN_FLIGHT) return;
  inFlight++;
  void fetch(`${base}/v1/${signal}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    keepalive: true,
    credentials: 'omit',
    redirect: 'error',
    signal: AbortSignal.timeout?.(COLLECTOR_TIMEOUT_MS),
  })
    .catch(() => undefined)
    .finally(() => inFlight--);
}
