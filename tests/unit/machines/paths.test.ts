// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { getPathsFromEvents } from 'xstate/graph';
import { caseId, diffCases, sentenceProblems } from '../../../scripts/paths-cases.mjs';
import { publish } from '../../model/publish';

/**
 * `npm run paths` on a scratch project: a tiny machine published by a "model test", and the script's files, table
 * and gate. The tiny machine: idle —GO→ busy —DONE→ idle, and busy —CANCEL→ idle.
 */
const tiny = createMachine({
  id: 'tiny',
  initial: 'idle',
  states: { idle: { on: { GO: 'busy' } }, busy: { on: { DONE: 'idle', CANCEL: 'idle' } } },
});
const SOURCE = `// a tiny machine for the test\nexport const tiny = createMachine({ id: 'tiny' });\n`;

/** The testers' words for it: what the member sees and does, where its cases start (a persona on a page). */
const WORDS = `export const SEES = { tiny: { idle: 'nothing going on', busy: 'the work going on' } };
export const DOES = { '*': { CANCEL: 'cancels' }, tiny: { GO: 'taps Go', DONE: 'the work is done' } };
export const PEOPLE = { funded: 'Somchai Demo' };
export const STARTS = { tiny: { persona: 'funded', page: '/user/home', what: 'menu.home' } };\n`;

let dir: string;
const saved = process.env.PATHS_PARTS;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'paths-'));
  mkdirSync(join(dir, 'machines'));
  writeFileSync(join(dir, 'machines', 'tiny.ts'), SOURCE);
  // The testers' words for it (tests/model/words.mjs for the project's machines).
  writeFileSync(join(dir, 'words.mjs'), WORDS);
  // Not a machine: a file of rules the machines import.
  writeFileSync(join(dir, 'machines', 'rules.ts'), 'export const rule = 1;\n');
  process.env.PATHS_PARTS = join(dir, 'parts');
});
afterAll(() => {
  if (saved === undefined) delete process.env.PATHS_PARTS;
  else process.env.PATHS_PARTS = saved;
  rmSync(dir, { recursive: true, force: true });
});

const run = (...more: string[]) => {
  const r = spawnSync(
    process.execPath,
    [
      'scripts/paths.mjs',
      ...more,
      '--machines',
      join(dir, 'machines'),
      '--parts',
      join(dir, 'parts'),
      '--out',
      join(dir, 'out'),
      '--words',
      join(dir, 'words.mjs'),
    ],
    { encoding: 'utf8' },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
};
/** The path of these events from the start. */
const path = (...names: string[]) =>
  getPathsFromEvents(
    tiny,
    names.map((type) => ({ type })),
  );

describe('npm run paths', () => {
  it('fails and names a machine file whose paths no model test publishes', () => {
    const r = run();
    expect(r.code).toBe(1);
    expect(r.err).toContain('tiny: no model test publishes its paths');
    expect(r.err).not.toContain('rules');
  });

  it('fails below 100 % and names the transition no path takes', () => {
    // The "model test" forgot CANCEL: its path goes idle → busy → idle only.
    publish('tiny', 'forgot cancel', tiny, path('GO', 'DONE') as never);
    const r = run();
    expect(r.code).toBe(1);
    expect(r.err).toContain('tiny (tiny): transition not covered: busy —CANCEL→ idle');
    // Transition pairs: GO then DONE of the four the machine allows (GO then DONE or CANCEL, either then GO).
    expect(JSON.parse(readFileSync(join(dir, 'out', 'coverage.json'), 'utf8'))).toEqual({
      tiny: {
        states: { covered: 2, total: 2 },
        transitions: { covered: 2, total: 3 },
        pairs: { covered: 1, total: 4 },
      },
    });
    expect(r.out).toMatch(/tiny\s+2\/2\s+100 %\s+2\/3\s+67 %\s+1\/4\s+25 %/);
  });

  it("passes at 100 % and writes the machine's cases, its JSON and the coverage", () => {
    publish('tiny', 'with cancel', tiny, path('GO', 'CANCEL') as never);
    const r = run();
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'coverage.json'), 'utf8'))).toEqual({
      tiny: {
        states: { covered: 2, total: 2 },
        transitions: { covered: 3, total: 3 },
        pairs: { covered: 2, total: 4 },
      },
    });
    const md = readFileSync(join(dir, 'out', 'tiny.md'), 'utf8');
    expect(md).toContain('## tiny: with cancel');
    // Each step as a tester reads it: what the member does (or what happens), then what they see, the state last.
    expect(md).toContain(
      [
        '1. It starts → they see nothing going on [idle]',
        '2. The member taps Go → they see the work going on [busy]',
        '3. The member cancels → they see nothing going on [idle]',
      ].join('\n'),
    );
    const json = JSON.parse(readFileSync(join(dir, 'out', 'tiny.json'), 'utf8')) as Array<{
      name: string;
      paths: unknown[][];
    }>;
    expect(json.map((p) => p.name).sort()).toEqual(['forgot cancel', 'with cancel']);
    expect(existsSync(join(dir, 'out', 'rules.md'))).toBe(false);
    // The machine drawn beside its cases, as the demo console draws it: its states as boxes, its moves in them.
    const svg = readFileSync(join(dir, 'out', 'tiny.svg'), 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<g data-state="tiny.busy">');
    expect(svg).toContain('>GO → busy</text>');
    expect(md).toContain('![The tiny machine](tiny.svg)');
  });

  it("counts the machine's pairs when a part that reports none (a recorded run) comes first", () => {
    // A recorded run's part (tests/model/publish.ts recorder) carries no pairs; its name sorts before the others.
    const folder = readdirSync(join(dir, 'parts'))[0]!;
    const withCancel = join(dir, 'parts', folder, 'tiny--tiny--with_cancel.json');
    const { pairs: _, ...recorded } = JSON.parse(readFileSync(withCancel, 'utf8')) as Record<string, unknown>;
    const first = join(dir, 'parts', folder, 'tiny--tiny--a_recorded_run.json');
    writeFileSync(first, JSON.stringify({ ...recorded, name: 'a recorded run' }));
    const r = run();
    rmSync(first);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'coverage.json'), 'utf8')).tiny.pairs).toEqual({
      covered: 2,
      total: 4,
    });
  });

  it('counts a transition a test names as unreachable, with its reason in the cases', () => {
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'no cancel button', tiny, path('GO', 'DONE') as never, {
      unreachable: { 'busy —CANCEL→ idle': 'this build has no cancel button' },
    });
    const r = run();
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'tiny.md'), 'utf8')).toContain(
      '- busy —CANCEL→ idle: this build has no cancel button',
    );
  });

  it('writes a case that goes on from an earlier one of its group as "As case N, then:" and its further steps', () => {
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'go, then each way back', tiny, [
      ...path('GO'),
      ...path('GO', 'DONE'),
      ...path('GO', 'CANCEL', 'GO'),
    ] as never);
    expect(run().code).toBe(0);
    const md = readFileSync(join(dir, 'out', 'tiny.md'), 'utf8');
    const idle = 'they see nothing going on [idle]';
    const busy = 'they see the work going on [busy]';
    // Each case's heading, its id (of its events) and where it starts: the persona, the page and what of it.
    const head = (n: number, ...events: string[]) =>
      `### Case ${n}\n\n\`${caseId('tiny', [{ event: 'xstate.init' }, ...events.map((event) => ({ event }))])}\` · ` +
      'Somchai Demo (0812345678, password demo1234), logged in, opens /user/home, «Home», as in “go, then each way back”\n\n';
    expect(md).toContain(`${head(1, 'GO')}1. It starts → ${idle}\n2. The member taps Go → ${busy}\n\n`);
    expect(md).toContain(`${head(2, 'GO', 'DONE')}As case 1, then:\n\n3. The work is done → ${idle}\n\n`);
    // From the longest earlier case it begins with (case 1), never from a longer one it does not begin with (case 2).
    expect(md).toContain(
      `${head(3, 'GO', 'CANCEL', 'GO')}As case 1, then:\n\n3. The member cancels → ${idle}\n4. The member taps Go → ${busy}\n`,
    );
    // The cases by the state they reach, with what the member sees there.
    expect(md).toContain('- tiny: the work going on [busy]: 1, 3');
  });

  it("keeps a case's id when cases come before it, and links to it by its id", () => {
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'go, then each way back', tiny, [...path('GO', 'DONE'), ...path('GO', 'CANCEL')] as never);
    expect(run().code).toBe(0);
    const id = caseId('tiny', [{ event: 'xstate.init' }, { event: 'GO' }, { event: 'CANCEL' }]);
    expect(id).toMatch(/^tiny-[0-9a-f]{6}$/);
    expect(readFileSync(join(dir, 'out', 'tiny.md'), 'utf8')).toContain(`<a id="${id}"></a>\n\n### Case 2\n`);
    // A new case before it: it is case 3 now, with the same id.
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'go, then each way back', tiny, [
      ...path('GO'),
      ...path('GO', 'DONE'),
      ...path('GO', 'CANCEL'),
    ] as never);
    expect(run().code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'tiny.md'), 'utf8')).toContain(`<a id="${id}"></a>\n\n### Case 3\n`);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'out', 'cases.json'), 'utf8')) as object)).toContain(id);
  });

  it('lists the cases added, removed and changed between two commits (paths/cases.json), by id', () => {
    expect(
      diffCases(
        {
          'tiny-aaaaaa': 'tiny · g · idle · 1',
          'tiny-bbbbbb': 'tiny · g · busy · 2',
          'tiny-cccccc': 'tiny · g · idle · 3',
        },
        {
          'tiny-aaaaaa': 'tiny · g · idle · 1',
          'tiny-bbbbbb': 'tiny · g · idle · 9',
          'tiny-dddddd': 'tiny · g · busy · 4',
        },
      ),
    ).toEqual({ added: ['tiny-dddddd'], removed: ['tiny-cccccc'], changed: ['tiny-bbbbbb'] });
    // The project's own list at HEAD against the scratch project's: its case added, the project's removed.
    const r = run('--diff', 'HEAD');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^cases from HEAD to the working tree\nadded \(\d+\):\n {2}tiny-[0-9a-f]{6} {2}tiny · /);
    expect(r.out).toMatch(/\nremoved \(\d{3,}\):\n {2}\w+-[0-9a-f]{6} {2}/);
    expect(run('--diff', 'no-such-commit').err).toContain('paths:diff: no-such-commit has no paths/cases.json');
  });

  it('writes the labels in the chosen language, what the member reads on a refusal, and Gherkin and CSV', () => {
    writeFileSync(
      join(dir, 'words.mjs'),
      WORDS.replace("GO: 'taps Go'", "GO: 'taps «common.next»'").replace(
        "idle: 'nothing going on'",
        "idle: 'nothing going on, with «common.retry»'",
      ),
    );
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'go and cancel', tiny, [...path('GO', 'CANCEL'), ...path('GO', 'DONE')] as never);
    const r = run('--lang', 'th');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const md = readFileSync(join(dir, 'out', 'tiny.md'), 'utf8');
    // common.next, common.retry and menu.home as locales/th.json has them.
    expect(md).toContain('2. The member taps «ถัดไป» → they see the work going on [busy]');
    expect(md).toContain('they see nothing going on, with «ลองใหม่» [idle]');
    expect(md).toContain('opens /user/home, «หน้าแรก»');
    const id = caseId('tiny', [{ event: 'xstate.init' }, { event: 'GO' }, { event: 'CANCEL' }]);
    const feature = readFileSync(join(dir, 'out', 'tiny.feature'), 'utf8');
    expect(feature).toContain(
      [
        `  @${id}`,
        `  Scenario: ${id} (case 1): go and cancel: The member cancels, then idle`,
        '    Given Somchai Demo (0812345678, password demo1234), logged in, opens /user/home, «หน้าแรก», as in “go and cancel”',
        '    And they see nothing going on, with «ลองใหม่» [idle]',
        '    When the member taps «ถัดไป»',
        '    Then they see the work going on [busy]',
        '    When the member cancels',
        '    Then they see nothing going on, with «ลองใหม่» [idle]',
      ].join('\n'),
    );
    const csv = readFileSync(join(dir, 'out', 'tiny.csv'), 'utf8');
    expect(csv.startsWith('\uFEFFid,case,machine,group,title,persona,starts on,step,action,expected\r\n')).toBe(true);
    expect(csv).toContain(`${id},1,tiny,go and cancel,"go and cancel: The member cancels, then idle",`);
    // The header, a row a step of the two cases, the last line's end.
    expect(csv.split('\r\n')).toHaveLength(1 + 3 + 3 + 1);
  });

  it('fails on a broken sentence in any language: a placeholder its event lacks, a word twice', () => {
    writeFileSync(
      join(dir, 'words.mjs'),
      WORDS.replace("GO: 'taps Go'", "GO: 'types the amount {amount}'").replace(
        "DONE: 'the work is done'",
        "DONE: 'the work is is done'",
      ),
    );
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    publish('tiny', 'go and back', tiny, [...path('GO', 'DONE'), ...path('GO', 'CANCEL')] as never);
    const r = run();
    expect(r.code).toBe(1);
    expect(r.err).toContain('tiny: "types the amount {amount}" names {amount}, which its event does not carry');
    expect(r.err).toMatch(/tiny \(th\): tiny-[0-9a-f]{6}: a word twice: "is is"/);
    // The sentences the tester quoted, each caught: a word twice, a raw JSON answer, a bare clock reading.
    expect(sentenceProblems('The member types the amount amount')).toEqual(['a word twice: "amount amount"']);
    expect(sentenceProblems('The bank answers current {"qrcodeId":"q1","amount":150}')).toEqual(['raw JSON']);
    expect(sentenceProblems('The clock reaches 9000000000000000')).toEqual([
      'a bare number of 10 digits or more (a clock reading?)',
    ]);
    // What the member types may be long digits (a phone number), and a clock reading in words is fine.
    expect(sentenceProblems('The member types "2055512345" in «Phone number»')).toEqual([]);
    expect(sentenceProblems('The clock reaches 2026-11-26 10:01:00 (Bangkok)')).toEqual([]);
    // The bank's answer as its fields and HTML (the acceptance tester's finds), and a delay by its code name.
    expect(
      sentenceProblems(
        `The bank answers the question whether a QR code is open (hasQrcode true, qrcode "<img alt='QR'>")`,
      ),
    ).toEqual(["an HTML tag: <img alt='QR'>", "a code's field name: hasQrcode"]);
    expect(sentenceProblems('The bank answers the look-up of the code (description "<p>50 บาท</p>")')).toEqual([
      'an HTML tag: <p>',
    ]);
    expect(sentenceProblems('After the readDelay delay → they see the chat open')).toEqual([
      "a code's field name: readDelay",
    ]);
    // camelCase is fine where the member typed it, in the app's labels, the group's name and the state's name.
    expect(
      sentenceProblems(
        'The member types "newPass99" in «iPhone name», as in “loadingOlder” → they see the chat [history: loadingOlder]',
      ),
    ).toEqual([]);
    writeFileSync(join(dir, 'words.mjs'), WORDS);
  });

  it('says a delay by how long it is and what the member notices, and an answer by what it means, in any language', () => {
    const waits = setup({
      actors: { work: fromPromise(async () => ({ items: [] as number[] })) },
      delays: { rest: 1500 },
    }).createMachine({
      id: 'tiny',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'busy' } },
        busy: { invoke: { id: 'work', src: 'work', onDone: 'done' }, on: { CANCEL: 'idle' } },
        done: { after: { rest: 'idle', 500: 'idle' } },
      },
    });
    writeFileSync(
      join(dir, 'words.mjs'),
      `${WORDS.replace("busy: 'the work going on'", "busy: 'the work going on', done: 'the work done'")}
export const CALLS = { tiny: { work: 'the work' } };
export const ANSWERS = { tiny: { work: ({ items }) => \`\${items.length} pieces of work, «common.next»\` } };
export const AFTER = { tiny: { rest: 'the work is put away', 500: 'the page settles' } };\n`,
    );
    try {
      rmSync(join(dir, 'parts'), { recursive: true, force: true });
      const events = (...more: Array<{ type: string; output?: unknown }>) => [{ type: 'GO' }, ...more];
      const done = { type: 'xstate.done.actor.work', output: { items: [1, 2], htmlCode: '<b>x</b>' } };
      publish('tiny', 'rests', waits, [
        ...getPathsFromEvents(waits, events(done, { type: 'xstate.after.rest.tiny.done' })),
        ...getPathsFromEvents(waits, events(done, { type: 'xstate.after.500.tiny.done' })),
        ...getPathsFromEvents(waits, events({ type: 'CANCEL' })),
      ] as never);
      let r = run('--lang', 'th');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const md = readFileSync(join(dir, 'out', 'tiny.md'), 'utf8');
      // The length in the app's words (locales/th.json machines.afterSeconds), then what the member notices.
      expect(md).toContain('4. ผ่านไป 1.5 วินาที (the work is put away) → they see nothing going on [idle]');
      expect(md).toContain('4. ผ่านไป 0.5 วินาที (the page settles) → they see nothing going on [idle]');
      expect(md).toContain('3. The bank answers the work: 2 pieces of work, «ถัดไป» → they see the work done [done]');
      // Without the words, the run fails and names what has none (the answer's raw fields fail the sentence check too).
      writeFileSync(
        join(dir, 'words.mjs'),
        `${WORDS.replace("busy: 'the work going on'", "busy: 'the work going on', done: 'the work done'")}
export const CALLS = { tiny: { work: 'the work' } };
export const AFTER = { tiny: { 500: 'the page settles' } };\n`,
      );
      r = run();
      expect(r.code).toBe(1);
      expect(r.err).toContain('tiny: no words for what the member notices after the delay rest');
      expect(r.err).toContain('tiny: no words for what the answer to work means');
      expect(r.err).toMatch(/tiny \(la\): tiny-[0-9a-f]{6}: an HTML tag: <b>/);
      expect(r.err).toMatch(/tiny \(en\): tiny-[0-9a-f]{6}: a code's field name: htmlCode/);
    } finally {
      writeFileSync(join(dir, 'words.mjs'), WORDS);
    }
  });

  it('prints its usage for --help, and for an option it does not know', () => {
    const help = spawnSync(process.execPath, ['scripts/paths.mjs', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(/^The testers' view of the model-based suite\./);
    expect(help.stdout).toContain('npm run paths:diff -- <commit A> [<commit B>]');
    expect(help.stdout).not.toMatch(/^import /m);
    const wrong = spawnSync(process.execPath, ['scripts/paths.mjs', '--bogus'], { encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("paths: Unknown option '--bogus'");
    expect(wrong.stderr).toContain('npm run paths:diff');
    expect(wrong.stderr).not.toContain('    at ');
  });

  it('leaves out of a sentence a value with nothing to tell (a picture, written as {})', () => {
    writeFileSync(join(dir, 'words.mjs'), WORDS.replace("GO: 'taps Go'", "GO: 'taps Go with {slip}'"));
    try {
      rmSync(join(dir, 'parts'), { recursive: true, force: true });
      // The slip as the phone read it: the picture going up (a File, kept as {}) and its QR text.
      const go = { type: 'GO', slip: { upload: {}, qr: 'QR-1' } };
      publish('tiny', 'go with a slip', tiny, [
        ...getPathsFromEvents(tiny, [go, { type: 'DONE' }]),
        ...getPathsFromEvents(tiny, [go, { type: 'CANCEL' }]),
      ] as never);
      const r = run();
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      // The tester reads the QR text, not an empty "upload ()".
      expect(readFileSync(join(dir, 'out', 'tiny.md'), 'utf8')).toContain(
        '2. The member taps Go with qr "QR-1" → they see the work going on [busy]',
      );
    } finally {
      writeFileSync(join(dir, 'words.mjs'), WORDS);
    }
  });

  it("keeps the other test files' paths when one file runs again, and drops those of a file that is gone", async () => {
    rmSync(join(dir, 'parts'), { recursive: true, force: true });
    const part = (test: string, name: string, events: string[]) => {
      const folder = join(dir, 'parts', test.replace(/[^\w.-]+/g, '_'));
      mkdirSync(folder, { recursive: true });
      const steps = [
        { event: 'xstate.init', state: 'idle' },
        ...events.map((event, i) => ({ event, state: i % 2 ? 'idle' : 'busy' })),
      ];
      writeFileSync(
        join(folder, `tiny--tiny--${name}.json`),
        JSON.stringify({
          file: 'tiny',
          test,
          machine: 'tiny',
          name,
          paths: [steps],
          states: { all: ['tiny.idle', 'tiny.busy'], covered: ['tiny.idle', 'tiny.busy'] },
          transitions: {
            all: ['idle —GO→ busy', 'busy —DONE→ idle', 'busy —CANCEL→ idle'],
            covered: events.map((e) => (e === 'GO' ? 'idle —GO→ busy' : `busy —${e}→ idle`)),
          },
          unreachable: {},
        }),
      );
    };
    // Another test file (one that exists) published the CANCEL path in an earlier run; this file published a stale part.
    part('tests/model/spin.model.test.ts', 'from another file', ['GO', 'CANCEL']);
    part('tests/unit/machines/paths.test.ts', 'stale', ['GO', 'CANCEL']);
    // This file runs again (a fresh module, as in a new run): its first publish replaces its own parts only.
    vi.resetModules();
    const fresh = (await import('../../model/publish')).publish;
    fresh('tiny', 'this run', tiny, path('GO', 'DONE') as never);
    let r = run();
    expect(r.code).toBe(0);
    const names = (JSON.parse(readFileSync(join(dir, 'out', 'tiny.json'), 'utf8')) as Array<{ name: string }>)
      .map((p) => p.name)
      .sort();
    expect(names).toEqual(['from another file', 'this run']);
    // A part whose test file is gone no longer counts: CANCEL is then not covered.
    rmSync(join(dir, 'parts', 'tests_model_spin.model.test.ts'), { recursive: true });
    part('tests/model/gone.model.test.ts', 'from a deleted file', ['GO', 'CANCEL']);
    r = run();
    expect(r.code).toBe(1);
    expect(r.err).toContain('tiny (tiny): transition not covered: busy —CANCEL→ idle');
  });

  it('fails and names a state or an event without its words', () => {
    writeFileSync(
      join(dir, 'words.mjs'),
      `export const SEES = { tiny: { idle: 'nothing going on' } };\nexport const DOES = { '*': {}, tiny: { GO: 'taps Go' } };\n`,
    );
    const r = run();
    expect(r.code).toBe(1);
    expect(r.err).toContain('tiny: no words for what the member sees in busy');
    expect(r.err).toContain('tiny: no words for what the member does in DONE');
  });
});
