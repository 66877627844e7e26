// @vitest-environment node
/**
 * The testers' diagrams come from the machines themselves: every state of every machine in machines/ is drawn, in its
 * parent's box, with every transition it has (a machine that gains a state or a transition gains it in its diagram).
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { arrowLabel, eventLabel, graphOf, mermaidId, statesOf, toMermaid } from '../../../src/demo/machineGraph';
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

/**
 * Two small machines drawn whole, as a tester reads them (every line written out here): a parallel machine with
 * regions, nesting, tags, every kind of guard, delays by number and by name, a state's own completion, a transition
 * that stays and one of the machine itself; a plain machine whose own transition draws it as "(any state)".
 */
describe('the whole drawing', () => {
  const shop = createMachine({
    id: 'shop',
    type: 'parallel',
    on: { RESET: '.cart.empty', PING: {} },
    states: {
      cart: {
        initial: 'empty',
        tags: ['cart: "open"'],
        states: {
          empty: {
            on: {
              ADD: [
                { target: 'full', guard: 'inStock' as never },
                { target: 'full', guard: { type: 'withParams', params: { n: 1 } } as never },
                {
                  target: 'full',
                  guard: function named() {
                    return true;
                  },
                },
                { target: 'full', guard: () => true },
                { guard: 5 as never },
              ],
            },
          },
          full: {
            tags: ['busy', 'paying'],
            always: { target: 'empty', guard: 'emptied' as never },
            after: { 1500: 'checking', slow: 'empty' },
            on: { 'xstate.done.state.shop.cart.checking': 'empty' },
          },
          checking: {
            initial: 'one',
            states: { one: { on: { NEXT: 'two' } }, two: { type: 'final' } },
            onDone: 'done',
          },
          done: { type: 'final' },
        },
      },
      chat: { initial: 'off', states: { off: { on: { OPEN: 'on' } }, on: { on: { CLOSE: 'off', TYPE: {} } } } },
    },
  });

  it('a parallel machine: its box, its regions split by --, region tags, loops, and its own transitions', () => {
    expect(toMermaid(shop, { lit: ['shop.cart.empty', 'shop.chat.on'] })).toBe(`stateDiagram-v2
  state "shop" as shop
  state shop {
    state "cart" as shop_cart
    state shop_cart {
      [*] --> shop_cart_empty
      state "empty" as shop_cart_empty
      state "full" as shop_cart_full
      note right of shop_cart_full : tags busy, paying
      state "checking" as shop_cart_checking
      state shop_cart_checking {
        [*] --> shop_cart_checking_one
        state "one" as shop_cart_checking_one
        state "two" as shop_cart_checking_two
        shop_cart_checking_two --> [*]
      }
      state "done" as shop_cart_done
      shop_cart_done --> [*]
    }
    --
    state "chat" as shop_chat
    state shop_chat {
      [*] --> shop_chat_off
      state "off" as shop_chat_off
      state "on" as shop_chat_on
    }
    note right of shop_cart : tags cart open
  }
  shop_cart_empty --> shop_cart_full : ADD [inStock] / ADD [withParams] / ADD [named] / ADD [inline guard]
  shop_cart_empty --> shop_cart_empty : ADD [guard]
  shop_cart_full --> shop_cart_empty : checking done / after slow / (always) [emptied]
  shop_cart_full --> shop_cart_checking : after 1500 ms
  shop_cart_checking_one --> shop_cart_checking_two : NEXT
  shop_cart_checking --> shop_cart_done : checking done
  shop_chat_off --> shop_chat_on : OPEN
  shop_chat_on --> shop_chat_off : CLOSE
  shop_chat_on --> shop_chat_on : TYPE
  shop --> shop_cart_empty : RESET
  shop --> shop : PING
  classDef lit fill:#ffd43b,color:#000
  class shop_cart_empty,shop_chat_on lit
`);
  });

  it('a plain machine: its own transition leaves "(any state)", calls answer and fail, no lit class', () => {
    const door = createMachine({
      id: 'door',
      initial: 'shut',
      on: { ALARM: '.open' },
      states: {
        shut: { invoke: { id: 'lock', src: 'lock' as never, onDone: 'open', onError: 'broken' } },
        open: { tags: ['{a;b}'] },
        broken: { type: 'final' },
      },
    });
    expect(toMermaid(door, { lit: [] })).toBe(`stateDiagram-v2
  state "door (any state)" as door
  [*] --> door_shut
  state "shut" as door_shut
  state "open" as door_open
  note right of door_open : tags a b
  state "broken" as door_broken
  door_broken --> [*]
  door_shut --> door_open : lock answers
  door_shut --> door_broken : lock fails
  door --> door_open : ALARM
`);
  });

  it('a machine without transitions of its own is not drawn as a state', () => {
    const lamp = createMachine({ id: 'lamp', initial: 'off', states: { off: { on: { TAP: 'on' } }, on: {} } });
    expect(toMermaid(lamp)).toBe(`stateDiagram-v2
  [*] --> lamp_off
  state "off" as lamp_off
  state "on" as lamp_on
  lamp_off --> lamp_on : TAP
`);
  });

  it('its graph: ids, keys, types, starts, tags and every transition, nested', () => {
    const g = graphOf(shop);
    expect(g).toMatchObject({ id: 'shop', key: 'shop', type: 'parallel', tags: [] });
    expect(g).not.toHaveProperty('initial');
    expect(statesOf(g).map((s) => [s.id, s.type, s.initial ?? null])).toEqual([
      ['shop.cart', 'compound', 'empty'],
      ['shop.cart.empty', 'atomic', null],
      ['shop.cart.full', 'atomic', null],
      ['shop.cart.checking', 'compound', 'one'],
      ['shop.cart.checking.one', 'atomic', null],
      ['shop.cart.checking.two', 'final', null],
      ['shop.cart.done', 'final', null],
      ['shop.chat', 'compound', 'off'],
      ['shop.chat.off', 'atomic', null],
      ['shop.chat.on', 'atomic', null],
    ]);
    expect(statesOf(g)[2]!.transitions).toEqual([
      { event: 'xstate.done.state.shop.cart.checking', label: 'checking done', targets: ['shop.cart.empty'] },
      { event: 'xstate.after.1500.shop.cart.full', label: 'after 1500 ms', targets: ['shop.cart.checking'] },
      { event: 'xstate.after.slow.shop.cart.full', label: 'after slow', targets: ['shop.cart.empty'] },
      { event: '', label: '(always)', guard: 'emptied', targets: ['shop.cart.empty'] },
    ]);
    expect(g.transitions.find((t) => t.event === 'PING')).toEqual({ event: 'PING', label: 'PING', targets: [] });
  });

  it('names events only by their whole xstate form', () => {
    expect(eventLabel('xstate.done.actor.login')).toBe('login answers');
    expect(eventLabel('my.xstate.done.actor.login')).toBe('my.xstate.done.actor.login');
    expect(eventLabel('my.xstate.error.actor.login')).toBe('my.xstate.error.actor.login');
    expect(eventLabel('my.xstate.after.5.x')).toBe('my.xstate.after.5.x');
    expect(eventLabel('my.xstate.done.state.a.b')).toBe('my.xstate.done.state.a.b');
    expect(eventLabel('xstate.after.20a0.x')).toBe('after 20a0');
    expect(eventLabel('xstate.after.a20.x')).toBe('after a20');
    expect(eventLabel('xstate.done.state.a.bc')).toBe('bc done');
    expect(eventLabel('xstate.done.state.ab')).toBe('ab done');
    expect(eventLabel('')).toBe('(always)');
    expect(eventLabel('SUBMIT')).toBe('SUBMIT');
  });
});
