/**
 * What an operator reads from the collector's NDJSON (scripts/telemetry-collect.mjs): `npm run telemetry:report
 * <file>`. Contract breaks by call and field, Web Vitals at p75 by route and connection, errors grouped by stack,
 * unclear money outcomes by call and kind (and how they ended), then the other events by their key attributes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';

/**
 * A frame of a stack the app sent (`assets/<file>.js:line:column`) where it was written (`src/….ts:line:column`),
 * read from the release's source maps (the build writes them beside itself, in dist-maps/); as it came where no map
 * says.
 */
export function sourceOf(frame, mapsDir) {
  const m = /^(assets\/[\w.-]+\.js):(\d+):(\d+)$/.exec(frame);
  const file = m && join(mapsDir, `${m[1]}.map`);
  if (!file || !existsSync(file)) return frame;
  const at = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))).originalPositionFor({
    line: Number(m[2]),
    column: Number(m[3]) - 1,
  });
  return at.source ? `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}:${at.column + 1}` : frame;
}

/** The 75th percentile (nearest rank). */
export const p75 = (xs) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.75) - 1)];

const groupBy = (xs, key) => {
  const groups = new Map();
  for (const x of xs) {
    const k = key(x);
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  return groups;
};

function table(title, head, rows) {
  if (rows.length === 0) return `## ${title}\n\n(none)\n`;
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [`## ${title}`, '', line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''].join('\n');
}

/** The report of the collector's lines, as text; each error's top frame also in the sources where `maps` has the release's maps. */
export function report(lines, { maps = 'dist-maps' } = {}) {
  const events = lines.filter((l) => l.signal === 'logs');
  const of = (name) => events.filter((e) => e.event === name);
  const a = (e, k) => e.attributes[k];
  const out = [];

  const breaks = groupBy(of('app.contract.break'), (e) => `${a(e, 'api.call')}\t${a(e, 'contract.field')}`);
  out.push(
    table(
      'Contract breaks by call and field',
      [
        'call',
        'method',
        'path',
        'field',
        'code',
        'expected',
        'count',
        'page lives',
        'first seen',
        'last seen',
        'release',
      ],
      [...breaks.values()]
        .map((g) => {
          const times = g.map((e) => e.time).sort();
          return [
            a(g[0], 'api.call'),
            a(g[0], 'http.request.method'),
            a(g[0], 'url.template'),
            a(g[0], 'contract.field'),
            a(g[0], 'contract.code'),
            a(g[0], 'contract.expected') ?? '',
            g.length,
            new Set(g.map((e) => a(e, 'app.page_life'))).size,
            times[0],
            times.at(-1),
            [...new Set(g.map((e) => e.resource['service.version']))].join(' '),
          ];
        })
        .sort((x, y) => y[6] - x[6]),
    ),
  );

  const vitals = groupBy(
    of('browser.web_vitals'),
    (e) => `${a(e, 'app.route')}\t${a(e, 'network.connection.type') ?? '?'}`,
  );
  const at75 = (g, k) => {
    const xs = g.map((e) => a(e, k)).filter((v) => typeof v === 'number');
    return xs.length ? p75(xs) : '';
  };
  out.push(
    table(
      'Web Vitals at p75 by route and connection (ms; CLS unitless)',
      ['route', 'connection', 'page lives', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
      [...vitals.values()].map((g) => [
        a(g[0], 'app.route'),
        a(g[0], 'network.connection.type') ?? '?',
        g.length,
        at75(g, 'lcp.value'),
        at75(g, 'inp.value'),
        at75(g, 'cls.value'),
        at75(g, 'fcp.value'),
        at75(g, 'ttfb.value'),
      ]),
    ),
  );

  const errors = groupBy(of('app.error'), (e) => a(e, 'exception.stacktrace') || a(e, 'exception.type'));
  out.push(
    table(
      'Errors grouped by stack',
      ['count', 'kind', 'type', 'message', 'top frame', 'in the sources', 'release'],
      [...errors.values()]
        .map((g) => [
          g.length,
          [...new Set(g.map((e) => a(e, 'error.kind')))].join(' '),
          a(g[0], 'exception.type'),
          a(g[0], 'exception.message'),
          String(a(g[0], 'exception.stacktrace') ?? '').split('\n')[0],
          sourceOf(String(a(g[0], 'exception.stacktrace') ?? '').split('\n')[0], maps),
          [...new Set(g.map((e) => e.resource['service.version']))].join(' '),
        ])
        .sort((x, y) => y[0] - x[0]),
    ),
  );

  const counted = (title, name, keys) =>
    table(
      title,
      [...keys, 'count'],
      [...groupBy(of(name), (e) => keys.map((k) => a(e, k)).join('\t')).values()].map((g) => [
        ...keys.map((k) => a(g[0], k) ?? ''),
        g.length,
      ]),
    );
  out.push(counted('Unclear money outcomes by call and kind', 'app.money.unclear', ['api.call', 'money.kind']));
  out.push(counted('How unclear money outcomes ended', 'app.money.ended', ['api.call', 'money.end']));
  out.push(counted('Failed downloads', 'app.download.failed', ['file', 'retried']));
  out.push(counted('Recovered downloads', 'app.download.recovered', ['file']));
  out.push(counted('Slow calls', 'app.call.slow', ['api.call', 'duration.bucket']));
  out.push(counted('Session ends', 'app.session.end', ['session.code']));
  out.push(counted('Service worker updates', 'app.sw.update', ['sw.step']));
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { maps: { type: 'string', default: 'dist-maps' } },
  });
  if (positionals.length !== 1) {
    console.error("usage: npm run telemetry:report <file.ndjson> [--maps <the release's dist-maps/>]");
    process.exit(2);
  }
  const lines = readFileSync(positionals[0], 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  console.log(report(lines, { maps: values.maps }));
}
