// @vitest-environment node
// What the repository keeps of the mutation runs: one short table a group (tests/mutation/<group>.md, written by
// npm run mutation), never the reports themselves. Where a report is on this machine (reports/mutation/, after a run),
// its table must say what it says: counted here from Stryker's own JSON, not by the script that wrote the table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../../scripts/mutation-groups.mjs';
import { readTable, reportPath, tablePath } from '../../../scripts/mutation-table.mjs';

interface Mutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
}

describe('the mutation tables', () => {
  it('are the only mutation output in git: a table a group and no report', () => {
    const kept = readdirSync('tests/mutation').sort();
    expect(kept).toEqual(
      Object.keys(GROUPS)
        .map((g) => `${g}.md`)
        .sort(),
    );
  });

  for (const [group, { mutate }] of Object.entries(GROUPS)) {
    describe(group, () => {
      const text = readFileSync(tablePath(group), 'utf8');
      const table = readTable(text);

      it('names each mutated file with its counts, and a total that adds them up', () => {
        const rows = [...text.matchAll(/^\| `([^`:]+)` \| (\d+|–) \| (\d+|–) \| ([\d.]+ %|not run yet) \|$/gm)].map(
          (r) => [r[1], r[2] === '–' ? '0' : r[2], r[3] === '–' ? '0' : r[3]] as const,
        );
        expect(rows.map((r) => r[0])).toEqual(mutate);
        expect(table.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(table.killed).toBe(rows.reduce((n, r) => n + Number(r[1]), 0));
        expect(table.left).toBe(rows.reduce((n, r) => n + Number(r[2]), 0));
        expect(table.survivors).toHaveLength(table.left!);
        const all = table.killed! + table.left!;
        expect(table.score).toBe((all ? (100 * table.killed!) / all : 100).toFixed(1));
      });

      it.runIf(existsSync(reportPath(group)))('says what its last report says', () => {
        const report = JSON.parse(readFileSync(reportPath(group), 'utf8')) as {
          files: Record<string, { mutants: Mutant[] }>;
        };
        let killed = 0;
        const left: string[] = [];
        for (const file of mutate)
          for (const m of report.files[file]?.mutants ?? []) {
            if (m.status === 'Killed' || m.status === 'Timeout') killed++;
            if (m.status === 'Survived' || m.status === 'NoCoverage')
              left.push(`${file}:${m.location.start.line} ${m.mutatorName}`);
          }
        expect(table.killed).toBe(killed);
        expect(table.survivors.map((s) => `${s.where} ${s.mutant.split(' → ')[0]}`).sort()).toEqual(left.sort());
      });
    });
  }
});
