// @vitest-environment node
/**
 * What an operator reads (scripts/telemetry-report.mjs) from the lines the local collector writes
 * (scripts/telemetry-collect.mjs), for events as the app writes them (src/lib/otlp.ts): contract breaks counted by call
 * and field with their page lives, the Web Vitals at p75, errors grouped by stack with the top frame read back into the
 * sources through the release's source maps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { linesOf } from '../../../scripts/telemetry-collect.mjs';
import { report, sourceOf } from '../../../scripts/telemetry-report.mjs';
import { logsRequest, type Attributes, type Source } from '../../../src/lib/otlp';

const source: Source = {
  resource: { 'service.name': 'member-wallet', 'service.version': '7.7.7' },
  scope: { name: 'member-wallet', version: '7.7.7' },
};
const event = (name: string, attributes: Attributes, time = Date.UTC(2026, 10, 29, 3)) =>
  linesOf('logs', logsRequest(source, [{ name, time, severity: 'INFO', attributes }]))[0]!;

/** The rows of one of the report's tables, each as its cells. */
function rows(text: string, title: string): string[][] {
  const table = text.split(`## ${title}`)[1]!.split('\n## ')[0]!;
  return table
    .split('\n')
    .filter((l) => l.startsWith('| '))
    .slice(2)
    .map((l) =>
      l
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

const broke = (call: string, path: string, field: string, life: string, hour: number) =>
  event(
    'app.contract.break',
    {
      'api.call': call,
      'http.request.method': 'GET',
      'url.template': path,
      'contract.field': field,
      'contract.code': 'invalid_type',
      'contract.expected': 'number',
      'app.page_life': life,
    },
    Date.UTC(2026, 10, 29, hour),
  );

/** A release's maps, as the build writes them beside itself: one chunk whose line 1, column 11 is src/features/x.ts:42:7. */
function releaseMaps() {
  const dir = mkdtempSync(join(tmpdir(), 'maps-'));
  const map = new SourceMapGenerator({ file: 'app-X1.js' });
  map.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 42, column: 6 },
    source: '../../src/features/x.ts',
  });
  // The next column is another line of the sources (a frame's column counts from 1, a map's from 0).
  map.addMapping({
    generated: { line: 1, column: 11 },
    original: { line: 50, column: 0 },
    source: '../../src/features/x.ts',
  });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-X1.js.map'), map.toString());
  return dir;
}

describe("the operator's report", () => {
  it('counts contract breaks by call and field, with their distinct page lives, first and last seen, and release', () => {
    const text = report([
      broke('wallet.get', '/api/wallet', 'slots[].amount', 'a', 1),
      broke('wallet.get', '/api/wallet', 'slots[].amount', 'a', 2),
      broke('wallet.get', '/api/wallet', 'slots[].amount', 'b', 5),
      broke('bonus.list', '/api/bonus', 'data[].amount', 'c', 3),
    ]);
    expect(rows(text, 'Contract breaks by call and field')).toEqual([
      [
        'wallet.get',
        'GET',
        '/api/wallet',
        'slots[].amount',
        'invalid_type',
        'number',
        '3',
        '2',
        '2026-11-29T01:00:00.000Z',
        '2026-11-29T05:00:00.000Z',
        '7.7.7',
      ],
      [
        'bonus.list',
        'GET',
        '/api/bonus',
        'data[].amount',
        'invalid_type',
        'number',
        '1',
        '1',
        '2026-11-29T03:00:00.000Z',
        '2026-11-29T03:00:00.000Z',
        '7.7.7',
      ],
    ]);
  });

  it('gives the Web Vitals at p75 (nearest rank) by route and connection', () => {
    const vitals = [1000, 4000, 2000, 3000].map((lcp) =>
      event('browser.web_vitals', { 'app.route': '/user/home', 'network.connection.type': '3g', 'lcp.value': lcp }),
    );
    expect(rows(report(vitals), 'Web Vitals at p75 by route and connection (ms; CLS unitless)')).toEqual([
      ['/user/home', '3g', '4', '3000', '', '', '', ''],
    ]);
  });

  it("groups errors by stack and reads the top frame back into the sources with the release's maps", () => {
    const maps = releaseMaps();
    const error = (stack: string, kind = 'uncaught') =>
      event('app.error', {
        'error.kind': kind,
        'exception.type': 'TypeError',
        'exception.message': 'x is undefined',
        'exception.stacktrace': stack,
      });
    const text = report(
      [
        error('assets/app-X1.js:1:11\nassets/index-A.js:3:5'),
        error('assets/app-X1.js:1:11\nassets/index-A.js:3:5', 'boundary'),
        error('assets/other-Z.js:9:9'),
      ],
      { maps },
    );
    expect(rows(text, 'Errors grouped by stack')).toEqual([
      [
        '2',
        'uncaught boundary',
        'TypeError',
        'x is undefined',
        'assets/app-X1.js:1:11',
        'src/features/x.ts:42:7',
        '7.7.7',
      ],
      ['1', 'uncaught', 'TypeError', 'x is undefined', 'assets/other-Z.js:9:9', 'assets/other-Z.js:9:9', '7.7.7'],
    ]);
    // A frame of another origin, or a column no map covers, stays as it came.
    expect(sourceOf('other', maps)).toBe('other');
    expect(sourceOf('assets/app-X1.js:7:1', maps)).toBe('assets/app-X1.js:7:1');
  });
});
