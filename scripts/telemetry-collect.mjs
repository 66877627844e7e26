/**
 * A small local OTLP/HTTP JSON receiver, for staging and the browser suite: `npm run telemetry:collect -- [--port 4318]
 * [--out telemetry.ndjson]`. It takes POST /v1/logs and /v1/metrics from any origin (the app's page sends them) and
 * writes one JSON line per log record or metric point, flattened: what `npm run telemetry:report` reads
 * (docs/telemetry.md). A real deployment points config.json's `telemetry.url` at its own OpenTelemetry Collector.
 */
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** An OTLP AnyValue as plain JSON. */
const plain = (v) =>
  v.stringValue ??
  v.boolValue ??
  (v.intValue !== undefined ? Number(v.intValue) : undefined) ??
  v.doubleValue ??
  v.arrayValue?.values?.map(plain);
const attributes = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value ?? {})]));
const iso = (nanos) => new Date(Number(BigInt(nanos ?? 0) / 1_000_000n)).toISOString();

/** The lines one request makes: a log record each, a metric point each. */
export function linesOf(signal, request) {
  const lines = [];
  if (signal === 'logs')
    for (const rl of request.resourceLogs ?? [])
      for (const sl of rl.scopeLogs ?? [])
        for (const r of sl.logRecords ?? [])
          lines.push({
            signal,
            event: r.eventName ?? plain(r.body ?? {}),
            time: iso(r.timeUnixNano),
            severity: r.severityText,
            resource: attributes(rl.resource?.attributes),
            attributes: attributes(r.attributes),
          });
  else
    for (const rm of request.resourceMetrics ?? [])
      for (const sm of rm.scopeMetrics ?? [])
        for (const m of sm.metrics ?? [])
          for (const p of (m.gauge ?? m.sum ?? m.histogram)?.dataPoints ?? [])
            lines.push({
              signal,
              metric: m.name,
              unit: m.unit,
              value: p.asDouble ?? Number(p.asInt),
              time: iso(p.timeUnixNano),
              resource: attributes(rm.resource?.attributes),
              attributes: attributes(p.attributes),
            });
  return lines;
}

/**
 * Listens on `port` (0: any free one). Every line goes to `out` (when given) and to `lines`; `requests` keeps each
 * request's signal and body as received (the byte sizes an operator pays).
 */
export function startCollector({ port = 4318, host = '127.0.0.1', out } = {}) {
  const lines = [];
  const requests = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    const signal = { '/v1/logs': 'logs', '/v1/metrics': 'metrics' }[new URL(req.url, 'http://x').pathname];
    if (req.method !== 'POST' || !signal) return res.writeHead(404).end();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return res.writeHead(400).end();
      }
      requests.push({ signal, body });
      const made = linesOf(signal, request).map((l) => ({ received: new Date().toISOString(), ...l }));
      lines.push(...made);
      if (out && made.length) appendFileSync(out, made.map((l) => JSON.stringify(l)).join('\n') + '\n');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"partialSuccess":{}}');
    });
  });
  return new Promise((resolve) =>
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${server.address().port}`,
        lines,
        requests,
        // A page that went mid-request leaves its connection open: the receiver ends it rather than wait for it.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4318' }, out: { type: 'string', default: 'telemetry.ndjson' } },
  });
  const c = await startCollector({ port: Number(values.port), out: values.out });
  console.log(`OTLP/HTTP JSON on ${c.url} (set config.json "telemetry": { "url": "${c.url}" }), writing ${values.out}`);
}
