// What `npm run perf` reads from Lighthouse's results (scripts/perf.mjs): a step's figures, a tap's, and how each is
// printed with its range over the runs.

/**
 * The figures of one step's Lighthouse result; `bench`: the benchmarkIndex taken before its flow, `load`: the machine's
 * load average as the step began.
 */
export function figures(lhr, bench, load, origin) {
  const a = lhr.audits;
  const bytes = { script: 0, stylesheet: 0, font: 0 };
  for (const item of a['resource-summary']?.details?.items ?? [])
    if (item.resourceType in bytes) bytes[item.resourceType] = item.transferSize;
  const file = (url) => String(url).replace(origin, '');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: bytes.script,
    css: bytes.stylesheet,
    fonts: bytes.font,
    bench,
    load,
    lhBench: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // The main thread's longest tasks and each file's work at start (Lighthouse's long-tasks and bootup-time audits).
    longTasks: (a['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${file(t.url)}`),
    bootup: (a['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map(
        (f) =>
          `${file(f.url)} ${Math.round(f.total)} ms (evaluation ${Math.round(f.scripting)}, parse and compile ${Math.round(f.scriptParseCompile)})`,
      ),
  };
}

/** The figures of the tap's timespan: Lighthouse's INP, its phases and the element tapped. */
export function tapFigures(lhr, bench, load) {
  const work = lhr.audits['work-during-interaction']?.details?.items ?? [];
  const phases = work.find((i) => i.type === 'debugdata')?.phases ?? {};
  const span = (p) => (p ? (p.endTs - p.startTs) / 1000 : null);
  return {
    inp: lhr.audits['interaction-to-next-paint'].numericValue,
    inputDelay: span(phases.inputDelay),
    processing: span(phases.processingDuration),
    presentation: span(phases.presentationDelay),
    target: work.find((i) => i.type === 'table')?.items?.[0]?.node?.selector ?? null,
    bench,
    load,
    lhBench: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

export const fmt = {
  score: (v) => String(v),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  js: (v) => `${(v / 1024).toFixed(1)} KB`,
  css: (v) => `${(v / 1024).toFixed(1)} KB`,
  fonts: (v) => `${(v / 1024).toFixed(1)} KB`,
  inp: (v) => `${Math.round(v)} ms`,
  inputDelay: (v) => `${Math.round(v)} ms`,
  processing: (v) => `${Math.round(v)} ms`,
  presentation: (v) => `${Math.round(v)} ms`,
  bench: (v) => String(Math.round(v)),
  load: (v) => v.toFixed(2),
  lhBench: (v) => String(Math.round(v)),
  cpu: (v) => `${v}×`,
};
/** Each figure of the median run with its range over all runs. */
export function summarize(median, all) {
  const out = {};
  for (const key of Object.keys(fmt).filter((k) => typeof median[k] === 'number')) {
    const xs = all.map((r) => r[key]).filter((x) => typeof x === 'number');
    out[key] = { median: median[key], min: Math.min(...xs), max: Math.max(...xs) };
  }
  return out;
}
