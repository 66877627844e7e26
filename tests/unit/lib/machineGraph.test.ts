/**
 * The testers' diagrams come from the machines themselves: every state of every machine in machines/ is drawn, in its
 * parent's box, with every transition it has (a machine that gains a state or a transition gains it in its diagram).
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { arrowLabel, eventLabel, graphOf, mermaidId, statesOf, toMermaid } from '../../../src/lib/machineGraph';
import { MACHINES } from '../machineList';

describe('machine diagrams', () => {
  it('finds the machines of machines/', () => {
    expect(MACHINES.map((m) => m.id)).toEqual(
      expect.arrayContaining(['register', 'session', 'qrDeposit', 'bonus', 'spin', 'chat', 'depositWatch']),
    );
  });

  it.each(MACHINES.map((m) => [m.id, m] as const))('%s: every state and transition is drawn', (_id, machine) => {
    const text = toMermaid(machine);
    const lines = text.split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');
    const states = statesOf(graphOf(machine));
    for (const s of states) {
      expect(
        lines.some((l) => l.trim().endsWith(` as ${mermaidId(s.id)}`)),
        s.id,
      ).toBe(true);
      for (const t of s.transitions) {
        const targets = t.targets.length > 0 ? t.targets : [s.id];
        for (const target of targets)
          expect(
            lines.some(
              (l) =>
                l.trim().startsWith(`${mermaidId(s.id)} --> ${mermaidId(target)} : `) &&
                l
                  .split(' : ')[1]!
                  .split(' / ')
                  .includes(
                    arrowLabel(t)
                      .replace(/[:;{}"#]/g, ' ')
                      .replace(/\s+/g, ' ')
                      .trim(),
                  ),
            ),
            `${s.id} ${t.label} → ${target}`,
          ).toBe(true);
      }
      if (s.tags.length) expect(text).toContain(`note right of ${mermaidId(s.id)} : tags`);
    }
    // Braces balance: every composite state's box closes.
    expect(text.split('{').length).toBe(text.split('}').length);
  });

  it('nests, starts, ends, names delays, answers and guards, and splits parallel regions', () => {
    const m = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          tags: ['busy'],
          invoke: { src: 'load' as never },
          after: { wait: 'b' },
          on: { GO: { target: 'b', guard: 'ready' as never } },
        },
        b: {
          type: 'parallel',
          states: {
            left: { initial: 'x', states: { x: { on: { NEXT: 'y' } }, y: {} } },
            right: { initial: 'p', states: { p: {} } },
          },
          on: { DONE: 'c' },
        },
        c: { type: 'final' },
      },
    });
    const text = toMermaid(m);
    expect(text).toContain('[*] --> m_a');
    expect(text).toContain('m_a --> m_b : GO [ready] / after wait');
    expect(text).toContain('note right of m_a : tags busy');
    expect(text).toMatch(
      /state m_b \{[\s\S]*state m_b_left \{[\s\S]*\[\*\] --> m_b_left_x[\s\S]*--[\s\S]*state m_b_right \{/,
    );
    expect(text).toContain('m_b_left_x --> m_b_left_y : NEXT');
    expect(text).toContain('m_c --> [*]');
    expect(eventLabel('xstate.done.actor.login')).toBe('login answers');
    expect(eventLabel('xstate.error.actor.login')).toBe('login fails');
    expect(eventLabel('xstate.after.2000.register.registered')).toBe('after 2000 ms');
  });
});

describe('docs/testing.md', () => {
  it('opens with the change-password machine as it is, with its saving path lit', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { changePasswordMachine } = await import('../../../machines/changePassword');
    const doc = readFileSync(join(process.cwd(), 'docs', 'testing.md'), 'utf8');
    const first = /```mermaid\n([\s\S]*?)```/.exec(doc)![1];
    expect(first).toBe(
      toMermaid(changePasswordMachine, {
        lit: ['changePassword.editing', 'changePassword.saving', 'changePassword.saved'],
      }),
    );
  });
});
