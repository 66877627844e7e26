// The testers' view of the model-based suite. After the model tests ran (they publish the paths they run into
// paths/.parts/<test file>/), write paths/<machine>.md (one numbered case a path, each with its stable id, its persona
// and screen, "event → what the member sees [state]" lines with the app's labels in the chosen language),
// paths/<machine>.feature (Gherkin) and .csv for test-management tools, paths/<machine>.json for tools; print the
// coverage table of states, transitions and transition pairs per machine file, write paths/coverage.json and
// paths/cases.json (every case's id, committed), and fail when a machine in machines/ has no published paths or is
// below 100 % (a transition that cannot be reached counts only when its test names it with the reason), or when the
// cases' text is broken in any language (a word twice, raw JSON, a bare clock reading, an HTML tag, a code's field
// name, two cases the same) or a state, event, delay or answer has no words (tests/model/words.mjs).
//   npm run paths [-- <test files>] [-- --lang th|la|en]   runs the model tests (those files alone when given: the
//                                     other files' paths are kept), then this; it writes every machine's cases even
//                                     when a test failed, and fails after. The cases are in English (--lang en) unless
//                                     told; the labels quoted «» are the app's own in that language
//   node scripts/paths.mjs            (part of npm test, after the unit and model tests); --help: this
//   npm run paths:diff -- <commit A> [<commit B>]   the cases added, removed and changed from A to B (B: the working
//                                     tree's paths/cases.json), by id, from paths/cases.json as each commit has it
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { caseIds, caseProblems, diffCases, toCsv, toGherkin } from './paths-cases.mjs';
import { markCases, screenCasesOf, screenCoverage } from './paths-screen.mjs';

/** The usage: this file's header (its comment lines above the first import). */
function usage() {
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  return lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('//')),
    )
    .map((l) => l.replace(/^\/\/ ?/, ''))
    .join('\n');
}
/** The command line, or its usage and exit 2 when it is wrong (an option unknown, a value missing). */
function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        run: { type: 'boolean' },
        // Where to read and write (the project's own by default; tests point them at a scratch folder).
        machines: { type: 'string', default: 'machines' },
        parts: { type: 'string', default: 'paths/.parts' },
        out: { type: 'string', default: 'paths' },
        words: { type: 'string', default: 'tests/model/words.mjs' },
        lang: { type: 'string', default: 'en' },
        diff: { type: 'boolean' },
      },
    });
  } catch (e) {
    console.error(`paths: ${e instanceof Error ? e.message : e}\n\n${usage()}`);
    process.exit(2);
  }
}
const { values: dirs, positionals } = options();
if (dirs.help) {
  console.log(usage());
  process.exit(0);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (d) => resolve(root, d);
if (dirs.diff) {
  const [a, b] = positionals;
  /** paths/cases.json as a commit has it (the working tree's when no commit is named). */
  const listAt = (commit) => {
    if (!commit) return JSON.parse(readFileSync(join(at(dirs.out), 'cases.json'), 'utf8'));
    const r = spawnSync('git', ['show', `${commit}:paths/cases.json`], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) {
      console.error(`paths:diff: ${commit} has no paths/cases.json (${r.stderr.trim()})`);
      process.exit(2);
    }
    return JSON.parse(r.stdout);
  };
  if (!a) {
    console.error('paths:diff: name a commit (and a second one, else the working tree)');
    process.exit(2);
  }
  const before = listAt(a);
  const after = listAt(b);
  const { added, removed, changed } = diffCases(before, after);
  const show = (title, ids, list) =>
    console.log(`${title} (${ids.length}):${ids.map((id) => `\n  ${id}  ${list[id]}`).join('')}`);
  console.log(`cases from ${a} to ${b ?? 'the working tree'}`);
  show('added', added, after);
  show('removed', removed, before);
  show('changed (the same events, other states or messages)', changed, after);
  process.exit(0);
}
// --run: the model tests first (the files given, else all); their failure does not keep the others' cases unwritten.
const testsFailed =
  dirs.run &&
  (spawnSync('npx', ['vitest', 'run', ...(positionals.length ? positionals : ['tests/model'])], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1) !== 0;
const partsDir = at(dirs.parts);
/** The testers' words: what the member sees in each state, and does for each event (tests/model/words.mjs). */
const {
  SEES,
  DOES,
  FIELDS = {},
  CALLS = {},
  ANSWERS = {},
  AFTER = {},
  OWN = {},
  MESSAGES = {},
  PEOPLE = {},
  STARTS = {},
} = await import(pathToFileURL(at(dirs.words)).href);
const outDir = at(dirs.out);
// Each test file's parts in a folder of its own; those of a test file that is gone are not counted.
const parts = existsSync(partsDir)
  ? readdirSync(partsDir, { recursive: true })
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(partsDir, f), 'utf8')))
      .filter((p) => !p.test || existsSync(resolve(root, p.test)))
  : [];
mkdirSync(outDir, { recursive: true });
/** The length of each named delay of a machine, in ms, as its model test published it (a delay of a function: none). */
const DELAY_MS = {};
for (const p of parts) Object.assign((DELAY_MS[p.machine] ??= {}), p.delays);
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
const clip = (t, n = 200) => (t.length > n ? `${t.slice(0, n)}…` : t);
/** A clock reading (epoch ms, years 2000 to 2100) as the bank's wall time in Bangkok, e.g. 2025-03-10 22:00:00 (Bangkok). */
const BANGKOK_MS = 7 * 60 * 60 * 1000;
const when = (ms) => `${new Date(ms + BANGKOK_MS).toISOString().slice(0, 19).replace('T', ' ')} (Bangkok)`;
const readable = (_key, v) =>
  typeof v === 'number' && v > 946_684_800_000 && v < 4_102_444_800_000
    ? when(v)
    : typeof v === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(v)
      ? when(Date.parse(v))
      : v;
/**
 * What a call answered or an event carried, as a tester reads it (not JSON): its plain facts as "name value", a list
 * by its length, a nested record by its own facts; clipped.
 */
function facts(v, depth = 0) {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return `${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'string' && depth > 0) return `"${String(readable('', v)).replaceAll('"', "'")}"`;
  if (typeof v !== 'object') return String(readable('', v));
  // A value with nothing to tell (a picture: a File is written as {}) is left out.
  const parts = Object.entries(v)
    .filter(([, w]) => w !== null && w !== undefined && w !== '')
    .filter(([, w]) => typeof w !== 'object' || Array.isArray(w) || facts(w, depth + 1) !== '')
    .map(([k, w]) =>
      typeof w === 'object' && !Array.isArray(w)
        ? depth < 1
          ? `${k} (${facts(w, depth + 1)})`
          : k
        : `${k} ${facts(w, depth + 1)}`,
    );
  return clip(parts.join(', '), 160);
}
/** The leaf states of a state value, as paths below the machine (`otp.waiting`, `panel.collapsed`). */
const leaves = (v, at = []) =>
  v == null
    ? []
    : typeof v === 'string'
      ? [[...at, v].join('.')]
      : Object.entries(v).flatMap(([k, w]) => leaves(w, [...at, k]));

/** The demo bank's personas by name (mirage/personas.ts): their phones, and the password they share. */
const personasText = readFileSync(resolve(root, 'mirage/personas.ts'), 'utf8');
const PHONES = Object.fromEntries([...personasText.matchAll(/^\s+(\w+): '(\d+)',?$/gm)].map((m) => [m[1], m[2]]));
const PASSWORD = /DEMO_PASSWORD = '([^']+)'/.exec(personasText)?.[1];

/**
 * The cases of one language: the app's labels (locales/<lang>.json) in the testers' sentences. Missing words or
 * labels go to `failures` (once each, whichever language finds them).
 */
function language(lang) {
  const locale = JSON.parse(readFileSync(resolve(root, `locales/${lang}.json`), 'utf8'));
  const missing = (what) => {
    if (!failures.includes(what)) failures.push(what);
  };
  /** A locales/ key's text, its {{values}} filled (else "…"), its $t(other key)s read. */
  const t = (key, vars = {}) => {
    const text = key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), locale);
    if (typeof text !== 'string') {
      missing(`no text for ${key} in locales/${lang}.json (tests/model/words.mjs)`);
      return key;
    }
    return text
      .replace(/\$t\(([\w.]+)\)/g, (_, k) => t(k))
      .replace(/\{\{(\w+)\}\}/g, (_, k) => (vars[k] === undefined ? '…' : String(vars[k])));
  };
  /**
   * «key» in the testers' words: the label the member reads, quoted; «key name=value …» with its {{name}}s filled
   * (`«promotion.percentFail percent=25»`).
   */
  const labels = (phrase) =>
    phrase.replace(/«([\w.]+)((?: \w+=[^\s»]+)*)»/g, (_, k, vars) => {
      const values = Object.fromEntries(
        vars.trim()
          ? vars
              .trim()
              .split(' ')
              .map((v) => v.split('='))
          : [],
      );
      return `«${t(k, values)}»`;
    });
  const has = (key) =>
    typeof key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), locale) === 'string';
  /**
   * The text of a message the machine keeps: a name of its own (MESSAGES), a locales/ key, or a code of the bank's
   * catalogue (its machine's table, MESSAGES['*'], else errors.<code>; an unknown code shown raw, as the app does).
   */
  const message = (machine, shown) => {
    const own = MESSAGES[machine]?.[shown];
    if (own || shown.includes('.')) return t(own ?? shown, { n: '6', min: '…', max: '…' });
    const key = [`${MESSAGES[machine]?.['*'] ?? 'errors'}.${shown}`, `errors.${shown}`].find(has);
    return key ? t(key) : shown;
  };
  /** What the member sees in a state (tests/model/words.mjs), every region of a parallel one, and its messages. */
  function sees(machine, value, shows = []) {
    const parts = leaves(value).map((path) => {
      const said = SEES[machine]?.[path];
      if (!said) missing(`${machine}: no words for what the member sees in ${path} (tests/model/words.mjs)`);
      return said ? labels(said) : path;
    });
    const seen = parts.length ? parts.join('; ') : 'nothing (the machine has stopped)';
    const messages = [...new Set(shows)].map((m) => `«${message(machine, m)}»`);
    return messages.length ? `${seen}, with the message ${messages.join(' and ')}` : seen;
  }
  /** `{name}` in a phrase: the event's value of that name (a field by its label, a clock reading as Bangkok time). */
  const filled = (machine, phrase, data) => {
    const text = typeof phrase === 'function' ? phrase(data) : phrase;
    return labels(
      text.replace(/\{(\w+)\}/g, (_, k) => {
        if (data?.[k] === undefined) {
          missing(`${machine}: "${text}" names {${k}}, which its event does not carry (tests/model/words.mjs)`);
          return `{${k}}`;
        }
        if (k === 'field' && FIELDS[machine]?.[data[k]]) return FIELDS[machine][data[k]];
        return typeof data[k] === 'object' ? facts(data[k]) : String(readable(k, data[k]));
      }),
    );
  };
  /** A call by the testers' words for it (tests/model/words.mjs CALLS). */
  const call = (machine, actor) => {
    const said = CALLS[machine]?.[actor];
    if (!said) missing(`${machine}: no words for the call ${actor} (tests/model/words.mjs CALLS)`);
    return said ? labels(said) : actor;
  };
  /**
   * What a call's answer means for the member (tests/model/words.mjs ANSWERS), else nothing; an answer that carries
   * something has its words (its raw fields are named as missing words, and shown meanwhile).
   */
  const answer = (machine, actor, output) => {
    const words = ANSWERS[machine]?.[actor];
    if (words && output !== null && output !== undefined) return filled(machine, words, output);
    const what = facts(output);
    if (what) missing(`${machine}: no words for what the answer to ${actor} means (tests/model/words.mjs ANSWERS)`);
    return what;
  };
  /**
   * A delay run out: how long it was, in the app's words for it (the console's, locales/<lang>.json `machines`), and
   * what the member notices then (tests/model/words.mjs AFTER).
   */
  const delay = (machine, name) => {
    const notice = AFTER[machine]?.[name];
    if (!notice)
      missing(`${machine}: no words for what the member notices after the delay ${name} (tests/model/words.mjs AFTER)`);
    const ms = /^\d+$/.test(name) ? Number(name) : DELAY_MS[machine]?.[name];
    const after =
      ms === undefined
        ? t('machines.after', { delay: t(`machines.delays.${name}`) })
        : t('machines.afterSeconds', { s: ms / 1000 });
    const text = `${after}${notice ? ` (${labels(notice)})` : ''}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  /** A step in words: the member's event, a call's answer or failure, a timer. */
  function said(machine, s) {
    const { output, error } = s.data ?? {};
    // The event's own values (a call's answer and failure, and the actor that sent it, are told apart above).
    const rest = Object.fromEntries(
      Object.entries(s.data ?? {}).filter(([k]) => !['output', 'error', 'actorId'].includes(k)),
    );
    let m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(s.event);
    const own = m && OWN[machine]?.[m[2]];
    // The phone's refusal to go on (its own code, not the bank's): how it is said, and the message shown.
    if (own && m[1] === 'error' && error?.refused && own.refused)
      return `${own.refused}: ${error.refused} («${message(machine, error.refused)}»)`;
    if (own) {
      const what = m[1] === 'done' ? answer(machine, m[2], output) : '';
      return `${own[m[1]]}${what ? `: ${what}` : ''}`;
    }
    m = /^xstate\.done\.actor\.(.+)$/.exec(s.event);
    if (m) {
      const what = answer(machine, m[1], output);
      return `The bank answers ${call(machine, m[1])}${what ? `: ${what}` : ''}`;
    }
    m = /^xstate\.error\.actor\.(.+)$/.exec(s.event);
    if (m) {
      const code = error?.code;
      if (error?.proven === false) return `The answer to ${call(machine, m[1])} is unclear (${code})`;
      return `The bank refuses ${call(machine, m[1])}${code ? `: ${code} («${message(machine, code)}»)` : ''}`;
    }
    m = /^xstate\.after\.([^.]+)\./.exec(s.event);
    if (m) return delay(machine, m[1]);
    const phrase = DOES[machine]?.[s.event] ?? DOES['*'][s.event];
    if (!phrase) {
      if (/^[A-Z_]+$/.test(s.event))
        missing(`${machine}: no words for what the member does in ${s.event} (tests/model/words.mjs)`);
      const what = facts({ ...rest, ...(output === undefined ? {} : { output }) });
      return `${s.event}${what ? ` (${what})` : ''}`;
    }
    const data = { ...rest, ...(output === undefined ? {} : { output }) };
    const text0 = typeof phrase === 'function' ? phrase(data) : phrase;
    const who = /^(the |a |an |another )/.test(text0) ? '' : 'The member ';
    const text = `${who}${filled(machine, phrase, data)}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  /** Where a group's cases start: who, on which page, what of it (tests/model/words.mjs STARTS). */
  function start(machine, group) {
    const base = STARTS[machine];
    if (!base) {
      missing(`${machine}: no words for where its cases start (tests/model/words.mjs STARTS)`);
      return { persona: '', screen: '', given: 'the app is open' };
    }
    // Every word of the group's name that base.groups names: its persona, or what of the start differs.
    const s = Object.entries(base.groups ?? {})
      .filter(([word]) => group.includes(word))
      .reduce(
        (at, [, over]) => ({ ...at, ...(over !== null && typeof over === 'object' ? over : { persona: over }) }),
        base,
      );
    const persona =
      s.persona === null
        ? 'a visitor (not logged in)'
        : `${PEOPLE[s.persona] ?? s.persona} (${PHONES[s.persona] ?? '?'}, password ${PASSWORD})`;
    if (s.persona !== null && !PHONES[s.persona]) missing(`${machine}: no persona ${s.persona} in mirage/personas.ts`);
    const screen = `${s.page}, «${t(s.what)}»`;
    return {
      persona,
      screen,
      given: `${s.persona === null ? persona : `${persona}, logged in,`} opens ${screen}, as in “${group}”`,
    };
  }
  return { sees, said, start };
}
const coverage = {};
const onScreen = screenCoverage(outDir);
/** The languages the cases are checked in; they are written in the one chosen (--lang). */
const LANGUAGES = ['th', 'la', 'en'];
if (!LANGUAGES.includes(dirs.lang)) {
  console.error(`paths: --lang is one of ${LANGUAGES.join(', ')}`);
  process.exit(2);
}
const speakers = Object.fromEntries(LANGUAGES.map((l) => [l, language(l)]));
/** Problems of the generated text (scripts/paths-cases.mjs), in any language. */
const textProblems = [];
/** Every case's id with what it leads to (paths/cases.json, committed: `npm run paths:diff` compares two commits). */
const manifest = {};
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
      pairs: new Set(p.pairs?.all ?? []),
      pairsCovered: new Set(),
    };
    p.states.covered.forEach((s) => m.statesCovered.add(s));
    p.transitions.covered.forEach((t) => m.covered.add(t));
    // The pairs the machine allows, from whichever of its parts reports them (a recorded run, chat's guest, does not).
    p.pairs?.all.forEach((t) => m.pairs.add(t));
    p.pairs?.covered.forEach((t) => m.pairsCovered.add(t));
    Object.assign(m.unreachable, p.unreachable);
    byMachine.set(p.machine, m);
  }
  let states = 0,
    statesCovered = 0,
    transitions = 0,
    transitionsCovered = 0,
    pairsAll = 0,
    pairsCovered = 0;
  for (const [machine, m] of byMachine) {
    states += m.states.size;
    statesCovered += [...m.states].filter((s) => m.statesCovered.has(s)).length;
    transitions += m.transitions.size;
    pairsAll += m.pairs.size;
    pairsCovered += [...m.pairs].filter((x) => m.pairsCovered.has(x)).length;
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
    // Reported, not gated: two transitions one after the other in a case, of those the machine allows.
    pairs: { covered: pairsCovered, total: pairsAll },
  };

  // The file's cases in order, numbered through the file (all its machines and groups) as the browser's runs name
  // them, each with its stable id.
  const flat = mine.flatMap((p) => p.paths.map((steps) => ({ group: p, machine: p.machine, steps })));
  const { ids, duplicates } = caseIds(flat.map((c) => ({ machine: c.machine, group: c.group.name, steps: c.steps })));
  for (const [a, b] of duplicates)
    textProblems.push(`${file}: cases ${a + 1} and ${b + 1} are the same events twice (${ids[b]})`);
  flat.forEach((c, i) => {
    const last = c.steps.at(-1);
    manifest[ids[i]] = `${c.machine} · ${c.group.name} · ${words(last?.state)} · ${createHash('sha1')
      .update(JSON.stringify(c.steps.map((s) => [s.state, s.shows ?? []])))
      .digest('hex')
      .slice(0, 8)}`;
  });
  for (const lang of LANGUAGES) {
    const { sees, said, start } = speakers[lang];
    const cases = flat.map((c, i) => {
      const begin = start(c.machine, c.group.name);
      const steps = c.steps.map((s, j) => ({
        does: j === 0 ? 'It starts' : said(c.machine, s),
        sees: `they see ${sees(c.machine, s.state, s.shows)} [${words(s.state)}]`,
      }));
      const last = c.steps.at(-1);
      return {
        id: ids[i],
        number: i + 1,
        machine: c.machine,
        group: c.group.name,
        ...begin,
        title: `${c.group.name}: ${steps.length > 1 ? steps.at(-1).does : 'it starts'}, then ${words(last?.state)}`,
        steps,
        lines: [begin.given, ...steps.map((s) => `${s.does} → ${s.sees}`)],
      };
    });
    textProblems.push(...caseProblems(cases).map((p) => `${file} (${lang}): ${p}`));
    if (lang === dirs.lang) write(file, mine, cases, lang);
  }
}
writeFileSync(join(outDir, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
// The case list the diff reads; only for a run of every machine file (a scratch run of the script's tests has its own).
writeFileSync(
  join(outDir, 'cases.json'),
  `{\n${Object.keys(manifest)
    .sort()
    .map((id) => `${JSON.stringify(id)}: ${JSON.stringify(manifest[id])}`)
    .join(',\n')}\n}\n`,
);

/** paths/<file>.md (the testers' reading), .feature (Gherkin) and .csv (a test-management tool's import). */
function write(file, mine, cases, lang) {
  const md = [
    `# ${file}: the paths the model-based suite runs`,
    '',
    `Generated by \`npm run paths -- --lang ${lang}\` from tests/model. ${cases.length} paths.`,
    'Each case has an id made from its events (it keeps it while they stay the same; link to it as',
    `\`paths/${file}.md#<id>\`), says who it starts as and on which screen, and lists what happens, step by step: what the`,
    'member does (or the bank answers) and what they then see, the labels as the app shows them in «»,',
    'with the name of the state the machine is in after it in brackets;',
    'a case that goes on from an earlier one says so ("As case 5, then:") and lists only its further steps.',
    `The same cases for a test-management tool: paths/${file}.feature (Gherkin) and paths/${file}.csv.`,
    'A case marked "ran on the screen" also runs in the browser; run one alone with',
    `\`npm run paths:ui -- --machine ${mine[0].machine} --case <id or number>\`.`,
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
  // The cases by the state they reach, so a tester finds the one that shows a state.
  const ends = new Map();
  for (const c of cases) {
    const end = `${c.machine}: ${c.steps.at(-1).sees.replace(/^they see /, '')}`;
    ends.set(end, [...(ends.get(end) ?? []), c.number]);
  }
  md.push(
    '## Cases by the state they reach',
    '',
    ...[...ends].map(([end, numbers]) => `- ${end}: ${numbers.join(', ')}`),
    '',
  );
  let at = 0;
  for (const p of mine) {
    const group = cases.slice(at, at + p.paths.length);
    at += p.paths.length;
    md.push(`## ${p.machine}: ${p.name} (${p.paths.length} paths)`, '');
    // What the member and the bank hold when its cases start (the machine's input).
    if (p.input !== undefined && Object.keys(p.input ?? {}).length > 0)
      md.push(
        'At the start:',
        '',
        ...Object.entries(p.input).map(
          ([k, v]) => `- ${k}: ${v !== null && typeof v === 'object' ? facts(v) : String(readable(k, v))}`,
        ),
        '',
      );
    // The group's cases so far, each as its steps' texts: the longest one a case begins with is where it goes on from.
    const earlier = [];
    for (const c of group) {
      const lines = c.steps.map((s, j) => `${j + 1}. ${s.does} → ${s.sees}`);
      const from = earlier
        .filter((e) => e.lines.length > 1 && e.lines.length < lines.length && e.lines.every((l, k) => l === lines[k]))
        .sort((a, b) => b.lines.length - a.lines.length)[0];
      earlier.push({ number: c.number, lines });
      md.push(`<a id="${c.id}"></a>`, '', `### Case ${c.number}`, '', `\`${c.id}\` · ${c.given}`, '');
      if (from) md.push(`As case ${from.number}, then:`, '', ...lines.slice(from.lines.length));
      else md.push(...lines);
      md.push('');
    }
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
  writeFileSync(
    join(outDir, `${file}.feature`),
    `${toGherkin(
      `${file}: the paths the model-based suite runs`,
      [
        `Generated by npm run paths -- --lang ${lang}; the tag of each scenario is its case's id (paths/${file}.md#<id>).`,
      ],
      cases,
    )}`,
  );
  writeFileSync(join(outDir, `${file}.csv`), toCsv(cases));
}

const pct = (c) => (c.total === 0 ? 100 : (100 * c.covered) / c.total).toFixed(0).padStart(4);
console.log('\nmachine              states          transitions     transition pairs');
for (const [file, c] of Object.entries(coverage)) {
  console.log(
    `${file.padEnd(20)} ${`${c.states.covered}/${c.states.total}`.padStart(7)} ${pct(c.states)} %   ${`${c.transitions.covered}/${c.transitions.total}`.padStart(7)} ${pct(c.transitions)} %   ${`${c.pairs.covered}/${c.pairs.total}`.padStart(9)} ${pct(c.pairs)} %`,
  );
}
if (textProblems.length) {
  console.error(
    `\npaths: the cases' text has ${textProblems.length} problems (fix them at their words, tests/model/words.mjs, or in the model test):\n${textProblems
      .slice(0, process.env.PATHS_ALL ? undefined : 40)
      .map((f) => `  ${f}`)
      .join('\n')}`,
  );
  process.exitCode = 1;
}
if (failures.length) {
  console.error(`\npaths: below 100 % (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
if (testsFailed) {
  console.error('\npaths: a model test failed (above); the cases of every machine were written all the same');
  process.exit(1);
}
