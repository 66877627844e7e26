// @vitest-environment node
/**
 * The hand-written OTLP/HTTP JSON (src/lib/otlp.ts) is what OpenTelemetry's own transformer writes for the same
 * records: the oracle is @opentelemetry/otlp-transformer (a devDependency, never in the app), fed by the SDK's logger
 * and meter.
 */
import { JsonLogsSerializer, JsonMetricsSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { LoggerProvider, type SdkLogRecord } from '@opentelemetry/sdk-logs';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { describe, expect, it } from 'vitest';
import { logsRequest, metricsRequest, type Source } from '../../../src/lib/otlp';

const source: Source = {
  resource: { 'service.name': 'member-wallet', 'service.version': '1.1.14', 'deployment.laos': false },
  scope: { name: 'member-wallet', version: '1.1.14' },
};
const at = 1_764_370_000_123;
const decoded = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;

describe('OTLP/HTTP JSON, as the OpenTelemetry transformer writes it', () => {
  it('logs: one record per event, its name, severity, time and typed attributes (an absent one left out)', async () => {
    const records: SdkLogRecord[] = [];
    const provider = new LoggerProvider({
      resource: resourceFromAttributes({
        'service.name': 'member-wallet',
        'service.version': '1.1.14',
        'deployment.laos': false,
      }),
      processors: [{ onEmit: (r) => records.push(r), forceFlush: async () => {}, shutdown: async () => {} }],
    });
    const logger = provider.getLogger('member-wallet', '1.1.14');
    logger.emit({
      eventName: 'app.contract.break',
      body: 'app.contract.break',
      timestamp: at,
      observedTimestamp: at,
      severityNumber: 17,
      severityText: 'ERROR',
      attributes: { 'api.call': 'wallet.get', 'http.response.status_code': 200, 'contract.field': 'wallet.amount' },
    });
    logger.emit({
      eventName: 'browser.web_vitals',
      body: 'browser.web_vitals',
      timestamp: at + 5,
      observedTimestamp: at + 5,
      severityNumber: 9,
      severityText: 'INFO',
      attributes: { 'cls.value': 0.125, 'app.route': '/user/home' },
    });
    const ours = logsRequest(source, [
      {
        name: 'app.contract.break',
        time: at,
        severity: 'ERROR',
        attributes: {
          'api.call': 'wallet.get',
          'http.response.status_code': 200,
          'contract.expected': undefined,
          'contract.field': 'wallet.amount',
        },
      },
      {
        name: 'browser.web_vitals',
        time: at + 5,
        severity: 'INFO',
        attributes: { 'cls.value': 0.125, 'app.route': '/user/home' },
      },
    ]);
    expect(JSON.parse(JSON.stringify(ours))).toEqual(decoded(JsonLogsSerializer.serializeRequest(records)));
    // What the collector reads, written out once.
    expect(ours.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]).toEqual({
      timeUnixNano: '1764370000123000000',
      observedTimeUnixNano: '1764370000123000000',
      severityNumber: 17,
      severityText: 'ERROR',
      body: { stringValue: 'app.contract.break' },
      eventName: 'app.contract.break',
      attributes: [
        { key: 'api.call', value: { stringValue: 'wallet.get' } },
        { key: 'http.response.status_code', value: { intValue: 200 } },
        { key: 'contract.field', value: { stringValue: 'wallet.amount' } },
      ],
      droppedAttributesCount: 0,
    });
  });

  it('metrics: each Web Vital a gauge of one point, in its unit', async () => {
    class Reader extends MetricReader {
      protected async onForceFlush() {}
      protected async onShutdown() {}
    }
    const reader = new Reader();
    const provider = new MeterProvider({
      resource: resourceFromAttributes({
        'service.name': 'member-wallet',
        'service.version': '1.1.14',
        'deployment.laos': false,
      }),
      readers: [reader],
    });
    const meter = provider.getMeter('member-wallet', '1.1.14');
    meter.createGauge('browser.web_vital.lcp', { unit: 'ms' }).record(1234.5, { 'app.route': '/login' });
    meter.createGauge('browser.web_vital.cls', { unit: '1' }).record(0.05, { 'app.route': '/login' });
    const { resourceMetrics } = await reader.collect();
    const theirs = decoded(JsonMetricsSerializer.serializeRequest(resourceMetrics)) as {
      resourceMetrics: { scopeMetrics: { metrics: { gauge: { dataPoints: Record<string, unknown>[] } }[] }[] }[];
    };
    const ours = JSON.parse(
      JSON.stringify(
        metricsRequest(source, [
          { name: 'browser.web_vital.lcp', unit: 'ms', value: 1234.5, time: at, attributes: { 'app.route': '/login' } },
          { name: 'browser.web_vital.cls', unit: '1', value: 0.05, time: at, attributes: { 'app.route': '/login' } },
        ]),
      ),
    ) as typeof theirs;
    // The SDK stamps its own clock: the times aside, the two are the same.
    for (const request of [theirs, ours])
      for (const m of request.resourceMetrics[0]!.scopeMetrics[0]!.metrics)
        for (const p of m.gauge.dataPoints) {
          expect(p.timeUnixNano).toMatch(/^\d{19}$/);
          delete p.timeUnixNano;
          delete p.startTimeUnixNano;
        }
    expect(ours).toEqual(theirs);
  });
});
