// The testers' paths on the screen (tests/e2e/paths.spec.ts): what the browser run reached, written where testers
// read the paths. Used by the browser suite's teardown (after a run of every machine's cases) and by scripts/paths.mjs
// (which writes paths/<machine>.md anew after the model tests).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCREEN_MARK = ' (ran on the screen)';

/** paths/ui-coverage.json, or {} before the first browser run. */
export function screenCoverage(dir = 'paths') {
  const file = join(dir, 'ui-coverage.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** A paths/<file>.md with its cases that ran on the screen marked in their headings (and no other marked). */
export function markCases(md, numbers) {
  const ran = new Set(numbers);
  return md.replace(
    /^### Case (\d+)(?: \(ran on the screen\))?$/gm,
    (_, n) => `### Case ${n}${ran.has(Number(n)) ? SCREEN_MARK : ''}`,
  );
}

/** The cases of a machine file that ran on the screen, by the file's machines' entries in the coverage. */
export const screenCasesOf = (coverage, file) =>
  Object.values(coverage)
    .filter((c) => c.file === file)
    .flatMap((c) => c.cases);

/**
 * After a browser run of every machine's cases: paths/ui-coverage.json from the runs' parts (paths/.ui-parts), and
 * the cases marked in paths/<file>.md. A run of one machine or one case writes nothing here.
 */
export function writeScreenCoverage(dir = 'paths') {
  const partsDir = join(dir, '.ui-parts');
  if (!existsSync(partsDir)) return null;
  const parts = readdirSync(partsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(partsDir, f), 'utf8')));
  rmSync(partsDir, { recursive: true, force: true });
  if (process.env.PATHS_UI_MACHINE || process.env.PATHS_UI_CASE || parts.length === 0) return null;
  // A machine's screens (a transfer and a withdraw run one machine) count together.
  const byMachine = new Map();
  for (const p of parts) {
    const m = byMachine.get(p.machine) ?? {
      file: p.file,
      cases: new Set(),
      states: new Set(p.states.all),
      statesCovered: new Set(),
      transitions: new Set(p.transitions.all),
      covered: new Set(),
      why: {},
    };
    p.cases.forEach((c) => m.cases.add(c));
    p.states.covered.forEach((x) => m.statesCovered.add(x));
    p.transitions.covered.forEach((x) => m.covered.add(x));
    Object.assign(m.why, p.transitions.offScreen);
    byMachine.set(p.machine, m);
  }
  const coverage = Object.fromEntries(
    [...byMachine]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([machine, m]) => [
        machine,
        {
          file: m.file,
          states: { covered: [...m.states].filter((x) => m.statesCovered.has(x)).length, total: m.states.size },
          transitions: {
            covered: [...m.transitions].filter((x) => m.covered.has(x)).length,
            total: m.transitions.size,
            // Each transition no screen took, with why (the tables' `offScreen`), or "no reason given".
            offScreen: Object.fromEntries(
              [...m.transitions].filter((x) => !m.covered.has(x)).map((x) => [x, m.why[x] ?? 'no reason given']),
            ),
          },
          cases: [...m.cases].sort((a, b) => a - b),
        },
      ]),
  );
  writeFileSync(join(dir, 'ui-coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
  for (const file of new Set(parts.map((p) => p.file))) {
    const md = join(dir, `${file}.md`);
    if (existsSync(md)) writeFileSync(md, markCases(readFileSync(md, 'utf8'), screenCasesOf(coverage, file)));
  }
  return coverage;
}
