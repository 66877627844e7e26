// What the repository keeps of a mutation run (scripts/mutation.mjs): one short table a group,
// tests/mutation/<group>.md, with its score, its counts and each survivor with the reason it is left. The reports
// themselves (Stryker's JSON, megabytes a group) are generated into reports/mutation/ (gitignored) and never committed.
// The reasons are a person's words: a run keeps the reason of a survivor that survives again (same file, line, mutator
// and replacement) and leaves a new one's blank until somebody writes it.

/** Where a group's table, Stryker's report and its stamp (the hash of what it mutated and ran) live. */
export const tablePath = (group) => `tests/mutation/${group}.md`;
export const reportPath = (group) => `reports/mutation/${group}.json`;
export const stampPath = (group) => `reports/mutation/${group}.sha256`;

const KILLED = new Set(['Killed', 'Timeout']);
const LEFT = new Set(['Survived', 'NoCoverage']);

/** A survivor's key: where it is and what it changed; its reason is kept under it from one run to the next. */
export const survivorKey = (s) => `${s.where} ${s.mutant}`;

/**
 * What a report says of a group's files: counts per file, and every survivor (`where`: file:line, `mutant`: mutator →
 * replacement). A file the report holds that the group no longer mutates is left out.
 */
export function summaryOf(report, mutate) {
  const files = [];
  const survivors = [];
  for (const file of mutate) {
    const mutants = report.files[file]?.mutants;
    if (!mutants) {
      // A file added to the group (or moved) after its report: no count until the group runs again.
      files.push({ file, killed: 0, left: 0, notRun: true });
      continue;
    }
    let killed = 0;
    let left = 0;
    for (const m of [...mutants].sort((a, b) => a.location.start.line - b.location.start.line)) {
      if (KILLED.has(m.status)) killed++;
      else if (LEFT.has(m.status)) {
        left++;
        survivors.push({
          where: `${file}:${m.location.start.line}`,
          mutant: `${m.mutatorName} → ${oneLine(m.replacement ?? '')}`.replace(/`/g, "'"),
          status: m.status,
        });
      }
    }
    files.push({ file, killed, left });
  }
  const killed = files.reduce((n, f) => n + f.killed, 0);
  const left = files.reduce((n, f) => n + f.left, 0);
  return { files, survivors, killed, left };
}

/** Killed ÷ (killed + left), in per cent with one decimal; 100 where nothing was mutated. */
export const score = ({ killed, left }) => (killed + left ? (100 * killed) / (killed + left) : 100).toFixed(1);

const oneLine = (s) => s.replace(/\s+/g, ' ').trim().slice(0, 80);
const cell = (s) => s.replace(/\|/g, '\\|');

/** The table written for a group, its reasons taken from `reasons` (survivorKey → text). */
export function tableOf(group, date, summary, reasons = new Map()) {
  const lines = [
    `# Mutation group \`${group}\``,
    '',
    `Written by \`npm run mutation\` (scripts/mutation.mjs) from its run of ${date}; the report itself is`,
    `\`reports/mutation/${group}.json\` (not committed). Write each survivor's reason in its row: a later run keeps it.`,
    '',
    '| file | killed | survived | score |',
    '| --- | ---: | ---: | ---: |',
    ...summary.files.map((f) =>
      f.notRun
        ? `| \`${f.file}\` | – | – | not run yet |`
        : `| \`${f.file}\` | ${f.killed} | ${f.left} | ${score(f)} % |`,
    ),
    `| **all** | **${summary.killed}** | **${summary.left}** | **${score(summary)} %** |`,
    '',
  ];
  if (summary.survivors.length === 0) lines.push('No survivor.');
  else {
    lines.push('| where | mutant | reason |', '| --- | --- | --- |');
    for (const s of summary.survivors)
      lines.push(`| \`${s.where}\` | \`${cell(s.mutant)}\` | ${cell(reasons.get(survivorKey(s)) ?? '')} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** A table read back: its date, counts and survivors with their reasons (what `tableOf` wrote). */
export function readTable(text) {
  const date = /from its run of (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? null;
  const total = /\| \*\*all\*\* \| \*\*(\d+)\*\* \| \*\*(\d+)\*\* \| \*\*([\d.]+) %\*\* \|/.exec(text);
  const survivors = [];
  for (const m of text.matchAll(/^\| `([^`]+:\d+)` \| `((?:[^`\\]|\\.)*)` \| (.*) \|$/gm)) {
    survivors.push({ where: m[1], mutant: m[2].replace(/\\\|/g, '|'), reason: m[3].replace(/\\\|/g, '|').trim() });
  }
  return {
    date,
    killed: total ? Number(total[1]) : null,
    left: total ? Number(total[2]) : null,
    score: total ? total[3] : null,
    survivors,
  };
}

/** The reasons a table holds, by survivor. */
export const reasonsOf = (text) =>
  new Map(
    readTable(text)
      .survivors.filter((s) => s.reason)
      .map((s) => [survivorKey(s), s.reason]),
  );
