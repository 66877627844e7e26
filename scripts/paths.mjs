// The testers' view of the model-based suite. After the model tests ran (they publish the paths they run into
// paths/.parts/<test file>/), write paths/<machine>.md (one numbered case a path, "event → state" lines with the event
// data) and paths/<machine>.json for tools, print the coverage table of states and transitions per machine file, write
// paths/coverage.json, and fail when a machine in machines/ has no published paths or is below 100 % (a transition
// that cannot be reached counts only when its test names it with the reason).
//   npm run paths [-- <test files>]   runs the model tests (those files alone when given: the other files' paths are
//                                     kept), then this; it writes every machine's cases even when a test failed, and
//                                     fails after
//   node scripts/paths.mjs            (part of npm test, after the unit and model tests)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { markCases, screenCasesOf, screenCoverage } from './paths-screen.mjs';

// Where to read and write (the project's own by default; tests point them at a scratch folder).
const { values: dirs, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    run: { type: 'boolean' },
    machines: { type: 'string', default: 'machines' },
    parts: { type: 'string', default: 'paths/.parts' },
    out: { type: 'string', default: 'paths' },
    words: { type: 'string', default: 'tests/model/words.mjs' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (d) => resolve(root, d);
// --run: the model tests first (the files given, else all); their failure does not keep the others' cases unwritten.
const testsFailed =
  dirs.run &&
  (spawnSync('npx', ['vitest', 'run', ...(positionals.length ? positionals : ['tests/model'])], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1) !== 0;
const partsDir = at(dirs.parts);
/** The testers' words: what the member sees in each state, and does for each event (tests/model/words.mjs). */
const { SEES, DOES } = await import(pathToFileURL(at(dirs.words)).href);
const outDir = at(dirs.out);
// Each test file's parts in a folder of its own; those of a test file that is gone are not counted.
const parts = existsSync(partsDir)
  ? readdirSync(partsDir, { recursive: true })
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(partsDir, f), 'utf8')))
      .filter((p) => !p.test || existsSync(resolve(root, p.test)))
  : [];
mkdirSync(outDir, { recursive: true });
const machineText = (f) => readFileSync(join(at(dirs.machines), f), 'utf8');
const machineFiles = readdirSync(at(dirs.machines))
  .filter((f) => f.endsWith('.ts') && machineText(f).includes('createMachine('))
  .map((f) => f.replace(/\.ts$/, ''));

const words = (v) =>
  v == null
    ? '(stopped)'
    : typeof v === 'string'
      ? v
      : Object.entries(v)
          .map(([k, w]) => `${k}: ${words(w)}`)
          .join(', ');
const failures = [];
const clip = (t) => (t.length > 200 ? `${t.slice(0, 200)}…` : t);
/** A clock reading (epoch ms, years 2000 to 2100) as the bank's wall time in Bangkok, e.g. 2025-03-10 22:00:00 (Bangkok). */
const BANGKOK_MS = 7 * 60 * 60 * 1000;
const when = (ms) => `${new Date(ms + BANGKOK_MS).toISOString().slice(0, 19).replace('T', ' ')} (Bangkok)`;
const readable = (_key, v) =>
  typeof v === 'number' && v > 946_684_800_000 && v < 4_102_444_800_000
    ? when(v)
    : typeof v === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(v)
      ? when(Date.parse(v))
      : v;
const json = (v) => JSON.stringify(v, readable);
const data = (d) => (d === undefined || Object.keys(d).length === 0 ? '' : ` ${clip(json(d))}`);
/** The refusals' texts as the member reads them in English (locales/en.json). */
const REFUSALS = JSON.parse(readFileSync(resolve(root, 'locales/en.json'), 'utf8')).errors;
/** The leaf states of a state value, as paths below the machine (`otp.waiting`, `panel.collapsed`). */
const leaves = (v, at = []) =>
  v == null
    ? []
    : typeof v === 'string'
      ? [[...at, v].join('.')]
      : Object.entries(v).flatMap(([k, w]) => leaves(w, [...at, k]));
/** What the member sees in a state (tests/model/words.mjs), every region of a parallel one. */
function sees(machine, value) {
  const parts = leaves(value).map((path) => {
    const words = SEES[machine]?.[path];
    if (!words) failures.push(`${machine}: no words for what the member sees in ${path} (tests/model/words.mjs)`);
    return words ?? path;
  });
  return parts.length ? parts.join('; ') : 'nothing (the machine has stopped)';
}
/** `{name}` in a phrase: the event's value of that name (a clock reading as Bangkok time). */
const filled = (phrase, data) =>
  phrase.replace(/\{(\w+)\}/g, (_, k) => (data?.[k] === undefined ? k : String(readable(k, data[k]))));
/** A step in words: the member's event, a call's answer or failure, a timer; then what the member sees. */
function said(machine, s) {
  const { output, error, actorId, ...rest } = s.data ?? {};
  let m = /^xstate\.done\.actor\.(.+)$/.exec(s.event);
  if (m)
    return `The bank answers ${m[1]}${output === undefined || Object.keys(output ?? {}).length === 0 ? '' : ` ${clip(json(output))}`}`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(s.event);
  if (m) {
    const code = error?.code;
    if (error?.proven === false) return `The answer to ${m[1]} is unclear (${code})`;
    return `The bank refuses ${m[1]}${code ? `: ${code}${REFUSALS[code] ? ` ("${REFUSALS[code]}")` : ''}` : ''}`;
  }
  m = /^xstate\.after\.([^.]+)\./.exec(s.event);
  if (m) return `After ${/^\d+$/.test(m[1]) ? `${m[1]} ms` : `the ${m[1]} delay`}`;
  const phrase = DOES[machine]?.[s.event] ?? DOES['*'][s.event];
  if (!phrase && /^[A-Z_]+$/.test(s.event))
    failures.push(`${machine}: no words for what the member does in ${s.event} (tests/model/words.mjs)`);
  if (phrase) {
    const who = /^(the |a |an )/.test(phrase) ? '' : 'The member ';
    const text = `${who}${filled(phrase, { ...rest, ...(output === undefined ? {} : { output }) })}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return `${s.event}${data(s.data === undefined ? undefined : { ...rest, ...(output === undefined ? {} : { output }), ...(error === undefined ? {} : { error }), ...(actorId === undefined ? {} : { actorId }) })}`;
}
/** One step of a case: what happens, then what the member sees, the state's name last. */
const step = (machine, s, j) =>
  `${j + 1}. ${j === 0 ? 'It starts' : said(machine, s)} → they see ${sees(machine, s.state)} [${words(s.state)}]`;

const coverage = {};
const onScreen = screenCoverage(outDir);
// Cases are numbered through the file (all its machines and groups), as the browser's runs name them.
let caseNumber = 0;
for (const file of machineFiles) {
  const mine = parts
    .filter((p) => p.file === file)
    .sort((a, b) => `${a.machine}${a.name}`.localeCompare(`${b.machine}${b.name}`));
  if (mine.length === 0) {
    failures.push(`${file}: no model test publishes its paths`);
    continue;
  }
  const defined = machineText(`${file}.ts`).split('createMachine(').length - 1;
  const published = new Set(mine.map((p) => p.machine)).size;
  if (published < defined) failures.push(`${file}: ${defined} machines, paths published for ${published}`);
  // One machine file can hold several machines (spin: the wheel and the coupon claim); states and transitions are theirs together.
  const byMachine = new Map();
  for (const p of mine) {
    const m = byMachine.get(p.machine) ?? {
      states: new Set(p.states.all),
      statesCovered: new Set(),
      transitions: new Set(p.transitions.all),
      covered: new Set(),
      unreachable: {},
    };
    p.states.covered.forEach((s) => m.statesCovered.add(s));
    p.transitions.covered.forEach((t) => m.covered.add(t));
    Object.assign(m.unreachable, p.unreachable);
    byMachine.set(p.machine, m);
  }
  let states = 0,
    statesCovered = 0,
    transitions = 0,
    transitionsCovered = 0;
  for (const [machine, m] of byMachine) {
    states += m.states.size;
    statesCovered += [...m.states].filter((s) => m.statesCovered.has(s)).length;
    transitions += m.transitions.size;
    for (const t of m.transitions) {
      if (m.covered.has(t) || m.unreachable[t]) transitionsCovered++;
      else failures.push(`${file} (${machine}): transition not covered: ${t}`);
    }
    for (const s of m.states)
      if (!m.statesCovered.has(s)) failures.push(`${file} (${machine}): state not reached: ${s}`);
  }
  coverage[file] = {
    states: { covered: statesCovered, total: states },
    transitions: { covered: transitionsCovered, total: transitions },
  };

  caseNumber = 0;
  const md = [
    `# ${file}: the paths the model-based suite runs`,
    '',
    `Generated by \`npm run paths\` from tests/model. ${mine.reduce((n, p) => n + p.paths.length, 0)} paths.`,
    'Each case starts the machine and lists what happens, step by step: what the member does (or the bank answers)',
    'and what they then see, with the name of the state the machine is in after it in brackets;',
    'a case that goes on from an earlier one says so ("As case 5, then:") and lists only its further steps.',
    'A case marked "ran on the screen" also runs in the browser; run one alone with',
    `\`npm run paths:ui -- --machine ${mine[0].machine} --case <number>\`.`,
    '',
  ];
  // Each machine drawn from its own definition: states in boxes (nested as the machine nests them), arrows named by
  // the event and its guard, tags as notes.
  // And as the demo console draws it: paths/<file>.svg (<file>.<machine>.svg for each of a file of several), beside.
  const drawings = new Map(mine.map((p) => [p.machine, p.svg]));
  const svgName = (machine) => (drawings.size > 1 ? `${file}.${machine}.svg` : `${file}.svg`);
  for (const [machine, diagram] of new Map(mine.map((p) => [p.machine, p.diagram]))) {
    if (!diagram) continue;
    md.push(`## The ${machine} machine`, '', '```mermaid', diagram.trimEnd(), '```', '');
    if (drawings.get(machine)) md.push(`![The ${machine} machine](${svgName(machine)})`, '');
  }
  for (const [machine, svg] of drawings) if (svg) writeFileSync(join(outDir, svgName(machine)), svg);
  // The cases by the state they end in, so a tester finds the one that shows a state.
  const ends = new Map();
  let n = 0;
  for (const p of mine)
    for (const steps of p.paths) {
      const last = steps.at(-1)?.state;
      const end = `${p.machine}: ${words(last)} (${sees(p.machine, last)})`;
      ends.set(end, [...(ends.get(end) ?? []), ++n]);
    }
  md.push(
    '## Cases by the state they reach',
    '',
    ...[...ends].map(([end, cases]) => `- ${end}: ${cases.join(', ')}`),
    '',
  );
  for (const p of mine) {
    md.push(`## ${p.machine}: ${p.name} (${p.paths.length} paths)`, '');
    // What the member and the bank hold when its cases start (the machine's input).
    if (p.input !== undefined && Object.keys(p.input ?? {}).length > 0)
      md.push(
        'At the start:',
        '',
        ...Object.entries(p.input).map(
          ([k, v]) => `- ${k}: ${v !== null && typeof v === 'object' ? clip(json(v)) : json(v)}`,
        ),
        '',
      );
    // The group's cases so far, each as its steps' texts: the longest one a case begins with is where it goes on from.
    const earlier = [];
    p.paths.forEach((steps) => {
      const lines = steps.map((s, j) => step(p.machine, s, j));
      const from = earlier
        .filter((e) => e.lines.length > 1 && e.lines.length < lines.length && e.lines.every((l, k) => l === lines[k]))
        .sort((a, b) => b.lines.length - a.lines.length)[0];
      earlier.push({ number: ++caseNumber, lines });
      md.push(`### Case ${caseNumber}`, '');
      if (from) md.push(`As case ${from.number}, then:`, '', ...lines.slice(from.lines.length));
      else md.push(...lines);
      md.push('');
    });
    const unreachable = Object.entries(p.unreachable);
    if (unreachable.length)
      md.push('Not reachable by these paths:', '', ...unreachable.map(([t, why]) => `- ${t}: ${why}`), '');
  }
  writeFileSync(join(outDir, `${file}.md`), markCases(`${md.join('\n')}\n`, screenCasesOf(onScreen, file)));
  writeFileSync(
    join(outDir, `${file}.json`),
    `${JSON.stringify(
      mine.map(({ machine, name, input, paths }) => ({ machine, name, input, paths })),
      null,
      1,
    )}\n`,
  );
}
writeFileSync(join(outDir, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);

const pct = (c) => (c.total === 0 ? 100 : (100 * c.covered) / c.total).toFixed(0).padStart(4);
console.log('\nmachine              states          transitions');
for (const [file, c] of Object.entries(coverage)) {
  console.log(
    `${file.padEnd(20)} ${`${c.states.covered}/${c.states.total}`.padStart(7)} ${pct(c.states)} %   ${`${c.transitions.covered}/${c.transitions.total}`.padStart(7)} ${pct(c.transitions)} %`,
  );
}
if (failures.length) {
  console.error(`\npaths: below 100 % (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
if (testsFailed) {
  console.error('\npaths: a model test failed (above); the cases of every machine were written all the same');
  process.exit(1);
}
