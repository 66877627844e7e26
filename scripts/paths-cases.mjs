// The testers' cases as a test-management tool keeps them (scripts/paths.mjs writes them, tests/e2e/paths reads
// them): a case's stable id, the checks of its generated text, and its exports as Gherkin and CSV.
import { createHash } from 'node:crypto';

/** A step's event with its data as the case sends it (keys sorted: the same event always reads the same). */
const sorted = (v) =>
  Array.isArray(v)
    ? v.map(sorted)
    : v !== null && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted(v[k])]),
        )
      : v;
const eventOf = (s) => (s.data === undefined ? s.event : `${s.event} ${JSON.stringify(sorted(s.data))}`);

/**
 * A case's id: its machine's id (lower case, as a Markdown heading's anchor reads it) and the first 6 hex digits of
 * the SHA-1 of the machine id and the case's events with their data (not its position), e.g. `transfer-3fa2c1`. A
 * case keeps its id while its events stay the same; `salt` (its group's name) tells apart two groups' same events.
 */
export function caseId(machine, steps, salt = '') {
  const text = [machine, ...(salt ? [`#${salt}`] : []), ...steps.slice(1).map(eventOf)].join('\n');
  return `${machine.toLowerCase()}-${createHash('sha1').update(text).digest('hex').slice(0, 6)}`;
}

/**
 * The ids of a file's cases in order (`cases`: { machine, group, steps }): each its own; a case whose events another
 * group's case already has takes its group's name into its hash. Two cases of one group with the same events are
 * the same case twice: `duplicates` names them.
 */
export function caseIds(cases) {
  const seen = new Map();
  const duplicates = [];
  const ids = cases.map((c, i) => {
    let id = caseId(c.machine, c.steps);
    if (seen.has(id)) id = caseId(c.machine, c.steps, c.group);
    if (seen.has(id)) duplicates.push([seen.get(id), i]);
    seen.set(id, i);
    return id;
  });
  return { ids, duplicates };
}

/**
 * What is wrong with a generated sentence, as a tester would trip on it: a word twice in a row ("the amount amount"),
 * raw JSON (`{"`, `":`), a clock reading as a bare number (ten digits or more), a code's placeholder left unfilled,
 * an HTML tag (`<b>`), a code's field name (`hasQrcode false`).
 */
export function sentenceProblems(line) {
  const problems = [];
  const twice = /(^|[\s("«“])([\p{L}]{2,})\s+\2(?=$|[\s).,:;!?»”])/iu.exec(line);
  if (twice) problems.push(`a word twice: "${twice[2]} ${twice[2]}"`);
  if (/\{"|":|\["/.test(line)) problems.push('raw JSON');
  // What the member types is quoted, and may be long digits (a phone number); a clock reading is not quoted.
  if (/(^|[^\w.-])[1-9]\d{9,}(?!\w)/.test(line.replace(/"[^"]*"/g, '""')))
    problems.push('a bare number of 10 digits or more (a clock reading?)');
  if (/\{\{?\w+\}\}?/.test(line)) problems.push('a placeholder left unfilled');
  // Markup the member never reads as such (a bank's HTML answer), quoted or not.
  const tag = /<\/?[a-z][^<>]*>/i.exec(line);
  if (tag) problems.push(`an HTML tag: ${tag[0]}`);
  // A code's field name (`hasQrcode`, `percentFail`): camelCase outside what the member types ("…"), the app's labels
  // («…»), the group's name (“…”) and the state's name in brackets at the end.
  const field = /(^|[^\p{L}\d_])([a-z]+[A-Z][\p{L}\d]*)/u.exec(
    line.replace(/"[^"]*"|«[^»]*»|“[^”]*”|\[[^\]]*\]$/g, '""'),
  );
  if (field) problems.push(`a code's field name: ${field[2]}`);
  return problems;
}

/**
 * The problems of a file's cases (`cases`: { id, lines }, lines the whole case: its start and every step): each bad
 * sentence with its case, and every two cases whose text is the same.
 */
export function caseProblems(cases) {
  const out = [];
  const byText = new Map();
  for (const c of cases) {
    for (const line of c.lines) for (const p of sentenceProblems(line)) out.push(`${c.id}: ${p}: ${line}`);
    const text = c.lines.join('\n');
    if (byText.has(text)) out.push(`${c.id}: the same text as ${byText.get(text)}`);
    else byText.set(text, c.id);
  }
  return out;
}

/**
 * A file's cases as Gherkin (one Feature, a Scenario a case tagged with its id): `Given` where it starts `And` what
 * the member sees there, then a `When` for each step and a `Then` for what the member sees after it. `cases`: { id, number, title, given, steps:
 * [{ does, sees }] }.
 */
export function toGherkin(feature, about, cases) {
  const out = [`Feature: ${feature}`, ...about.map((l) => `  ${l}`), ''];
  for (const c of cases) {
    out.push(`  @${c.id}`, `  Scenario: ${c.id} (case ${c.number}): ${c.title}`, `    Given ${c.given}`);
    // The steps as the sentence goes on from the keyword: "When the member taps …", "Then they see …".
    const lower = (t) => t.charAt(0).toLowerCase() + t.slice(1);
    c.steps.forEach((s, i) => {
      if (i > 0) out.push(`    When ${lower(s.does)}`);
      out.push(`    ${i === 0 ? 'And' : 'Then'} ${s.sees}`);
    });
    out.push('');
  }
  return `${out.join('\n')}`;
}

const CSV_HEAD = ['id', 'case', 'machine', 'group', 'title', 'persona', 'starts on', 'step', 'action', 'expected'];
const cell = (v) => {
  const s = String(v ?? '');
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};
/**
 * A file's cases as CSV for a test-management tool's import (RFC 4180, UTF-8 with a byte-order mark so that a
 * spreadsheet reads Thai and Lao): a row a step, the case's id, title, persona and screen repeated on each.
 */
export function toCsv(cases) {
  const rows = [CSV_HEAD];
  for (const c of cases)
    c.steps.forEach((s, i) =>
      rows.push([c.id, c.number, c.machine, c.group, c.title, c.persona, c.screen, i + 1, s.does, s.sees]),
    );
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Two lists of case ids (paths/cases.json: id → its summary) compared: the ids only the second has, those only the
 * first has, and those whose summary (what the case's steps lead to) changed.
 */
export function diffCases(before, after) {
  const added = Object.keys(after).filter((id) => !(id in before));
  const removed = Object.keys(before).filter((id) => !(id in after));
  const changed = Object.keys(after).filter((id) => id in before && before[id] !== after[id]);
  return { added, removed, changed };
}
