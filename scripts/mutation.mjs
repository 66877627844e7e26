// npm run mutation [-- group …] [-- --force]: StrykerJS over the code docs/decisions/014-* and 037-* name, one group of
// files at a time, each against the tests that exercise it (a mutant in a machine's definition is "static": Stryker
// reruns every test of its run, so the whole suite per mutant would take days on a 2-core machine). Each group's report
// is generated into reports/mutation/<group>.json (gitignored) with a hash of what it names (the mutated files, its
// tests, the Stryker set-up): an unchanged group is read from there, a changed one is run again from scratch (Stryker's
// own incremental reuse kept a static mutant's old "survived" after new tests that kill it). A change elsewhere (a
// helper a test imports) needs --force. What the repository keeps is one short table a group,
// tests/mutation/<group>.md (scripts/mutation-table.mjs), written from the report with each survivor's reason kept;
// tests/unit/scripts/mutationTables.test.ts holds the tables to the last reports where there are any. Prints each
// file's score and the total; fails below 90 %.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GROUPS } from './mutation-groups.mjs';
import { reasonsOf, reportPath, stampPath, summaryOf, tableOf, tablePath } from './mutation-table.mjs';

const { values, positionals: asked } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
const force = !!values.force;
const names = asked.length ? asked : Object.keys(GROUPS);
for (const name of names) if (!GROUPS[name]) throw new Error(`no mutation group ${name}: ${Object.keys(GROUPS)}`);

const SETUP = [
  'scripts/stryker.config.mjs',
  'scripts/stryker.ignorers.mjs',
  'scripts/vitest.mutation.config.ts',
  'scripts/vitest.loadFailure.ts',
];
/** What a group's results depend on, as far as this script knows: its files, its tests, the set-up. */
const hashOf = ({ mutate, tests }) => {
  const h = createHash('sha256');
  for (const f of [...SETUP, ...mutate, ...tests]) h.update(`${f}\0${readFileSync(f)}\0`);
  return h.digest('hex');
};

const counts = {};
for (const name of names) {
  const { mutate, tests } = GROUPS[name];
  const kept = reportPath(name);
  const stamp = stampPath(name);
  const hash = hashOf(GROUPS[name]);
  const fresh = !force && existsSync(kept) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
  console.log(`\n== ${name}: ${mutate.join(', ')}${fresh ? ' (unchanged: its last report)' : ''}`);
  if (!fresh) {
    const run = spawnSync('npx', ['stryker', 'run', 'scripts/stryker.config.mjs', '--force'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATE: mutate.join(','), MUTATION_TESTS: tests.join(','), MUTATION_GROUP: name },
    });
    if (run.status !== 0 || !existsSync(kept)) {
      console.error(`${name}: no report (stryker exited ${run.status})`);
      process.exit(1);
    }
    mkdirSync('reports/mutation', { recursive: true });
    writeFileSync(stamp, `${hash}\n`);
  }
  // The report may still hold a file the group no longer mutates: only the group's files count.
  const summary = summaryOf(JSON.parse(readFileSync(kept, 'utf8')), mutate);
  for (const f of summary.files) counts[f.file] = { killed: f.killed, survived: f.left };
  if (!fresh) {
    const table = tablePath(name);
    const reasons = existsSync(table) ? reasonsOf(readFileSync(table, 'utf8')) : new Map();
    writeFileSync(table, tableOf(name, new Date().toISOString().slice(0, 10), summary, reasons));
    console.log(`${name}: ${table} written; write the reason of each new survivor in it`);
  }
}

const score = ({ killed, survived }) => (killed + survived ? (100 * killed) / (killed + survived) : 100);
const total = { killed: 0, survived: 0 };
console.log('\nfile                                 killed  survived  score');
for (const [file, c] of Object.entries(counts)) {
  total.killed += c.killed;
  total.survived += c.survived;
  console.log(
    `${file.padEnd(36)} ${String(c.killed).padStart(6)} ${String(c.survived).padStart(9)}  ${score(c).toFixed(1)} %`,
  );
}
console.log(
  `${'all'.padEnd(36)} ${String(total.killed).padStart(6)} ${String(total.survived).padStart(9)}  ${score(total).toFixed(1)} %`,
);
process.exit(score(total) >= 90 ? 0 : 1);
