/**
 * The machine drawn (src/demo/machineDrawing.ts), as the demo console and the testers' paths/<machine>.svg show it:
 * every state a box, nested in its parent's, named in the console's language, the states it is in lit and the last
 * move marked; and every state and event of every machine named in Thai, Lao and English.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { drawMachine } from '../../../src/demo/machineDrawing';
import { graphOf, statesOf } from '../../../src/demo/machineGraph';
import { machineNames, type Translate } from '../../../src/demo/machineNames';
import { MACHINES } from '../machineList';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'th',
  resources: { th: { translation: th }, la: { translation: la }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const tIn = (lng: string) => i18n.getFixedT(lng) as Translate;
const svgOf = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml');
/** A drawn box's rectangle (its first: the last-move ring comes before it only on the state the move reached). */
const rectOf = (doc: Document, id: string) => {
  const rects = doc.querySelectorAll(`[data-state="${id}"] > rect`);
  const box =
    rects[rects.length > 1 && doc.querySelector(`[data-state="${id}"]`)!.hasAttribute('data-arrived') ? 1 : 0]!;
  const n = (a: string) => Number(box.getAttribute(a));
  return { x: n('x'), y: n('y'), w: n('width'), h: n('height') };
};

describe('the names of the machines', () => {
  /** Thai letters, Lao letters: a name in th or la is written in its own script, not left in English. */
  const SCRIPT: Record<string, RegExp> = { th: /[\u0e01-\u0e5b]/u, la: /[\u0e81-\u0edf]/u, en: /^[^\u0e00-\u0eff]+$/u };

  it.each(['th', 'la', 'en'])('%s: every machine, state and event of machines/ has a name', (lng) => {
    const missing: string[] = [];
    for (const m of MACHINES) {
      const names = machineNames(tIn(lng), m.id);
      const graph = graphOf(m);
      const check = (what: string, name: string) => {
        if (name.includes('machines.') || !SCRIPT[lng]!.test(name)) missing.push(`${m.id} ${what}: ${name}`);
      };
      check('(machine)', names.machine);
      for (const s of statesOf(graph)) check(s.key, names.state(s.key));
      for (const s of [graph, ...statesOf(graph)]) for (const t of s.transitions) check(t.event, names.event(t));
    }
    expect(missing).toEqual([]);
  });

  it('names a call, a delay and an eventless move by a sentence round their names', () => {
    const names = machineNames(tIn('th'), 'register');
    const event = (e: string) => names.event({ event: e, label: '', targets: [] });
    expect(event('xstate.done.actor.sendOtp')).toBe('ส่ง OTP: สำเร็จ');
    expect(event('xstate.error.actor.sendOtp')).toBe('ส่ง OTP: ไม่สำเร็จ');
    expect(event('xstate.after.2000.register.registered')).toBe('ผ่านไป 2 วินาที');
    expect(event('xstate.after.every.depositWatch.watching')).toBe('ครบรอบตรวจ');
    expect(event('')).toBe('ทันที');
    expect(machineNames(tIn('en'), 'register').event({ event: 'NEXT', label: '', targets: [] })).toBe('Next');
  });
});

describe('the drawing', () => {
  const graph = graphOf(registerWizardMachine);
  const names = machineNames(tIn('th'), 'register');

  it('draws every state as a box, named in Thai, each inside its parent', () => {
    const doc = svgOf(drawMachine(graph, names));
    expect(doc.querySelector('parsererror')).toBeNull();
    for (const s of statesOf(graph)) {
      const box = doc.querySelectorAll(`[data-state="${s.id}"]`);
      expect(box, s.id).toHaveLength(1);
      expect(box[0]!.querySelector('text')!.textContent).toBe(names.state(s.key));
    }
    // The code step holds its waiting and ready states: in its group, and within its rectangle.
    const otp = rectOf(doc, 'register.otp');
    for (const id of ['register.otp.waiting', 'register.otp.ready']) {
      expect(doc.querySelector(`[data-state="register.otp"] [data-state="${id}"]`)).not.toBeNull();
      const inner = rectOf(doc, id);
      expect(inner.x).toBeGreaterThan(otp.x);
      expect(inner.y).toBeGreaterThan(otp.y);
      expect(inner.x + inner.w).toBeLessThan(otp.x + otp.w);
      expect(inner.y + inner.h).toBeLessThan(otp.y + otp.h);
    }
    // Boxes of one level never overlap.
    const phone = rectOf(doc, 'register.phone');
    const sending = rectOf(doc, 'register.sendingOtp');
    expect(sending.y).toBeGreaterThanOrEqual(phone.y + phone.h);
    // The moves in Thai: the phone step's "next" to sending the code, with an arrow there.
    expect(doc.querySelector('[data-state="register.phone"]')!.textContent).toContain('ถัดไป ? → กำลังส่ง OTP');
    expect(doc.querySelector('path[data-from="register.phone"][data-to="register.sendingOtp"]')).not.toBeNull();
    expect(doc.documentElement.textContent).not.toMatch(/\b(phone|sendingOtp|NEXT)\b/);
  });

  it('lights the states the machine is in, and marks the last move: its line, its arrow, where it went', () => {
    const doc = svgOf(
      drawMachine(graph, names, {
        active: new Set(['register.otp', 'register.otp.waiting']),
        taken: { source: 'register.sendingOtp', event: 'xstate.done.actor.sendOtp', targets: ['register.otp'] },
      }),
    );
    expect([...doc.querySelectorAll('[aria-current="true"]')].map((g) => g.getAttribute('data-state'))).toEqual([
      'register.otp',
      'register.otp.waiting',
    ]);
    expect([...doc.querySelectorAll('text[data-last]')].map((l) => l.textContent)).toEqual(['ส่ง OTP: สำเร็จ → รหัส OTP']);
    expect(doc.querySelector('[data-state="register.sendingOtp"] text[data-last]')).not.toBeNull();
    const arrows = doc.querySelectorAll('path[data-last]');
    expect(arrows).toHaveLength(1);
    expect([arrows[0]!.getAttribute('data-from'), arrows[0]!.getAttribute('data-to')]).toEqual([
      'register.sendingOtp',
      'register.otp',
    ]);
    expect([...doc.querySelectorAll('[data-arrived]')].map((g) => g.getAttribute('data-state'))).toEqual([
      'register.otp',
    ]);
    // Unmarked, nothing is lit or marked.
    const plain = svgOf(drawMachine(graph, names));
    expect(plain.querySelectorAll('[aria-current], [data-last], [data-arrived]')).toHaveLength(0);
  });

  it('is the same text for the same machine, names and marks', () => {
    const marks = { active: new Set(['register.phone']) };
    expect(drawMachine(graph, names, marks)).toBe(drawMachine(graphOf(registerWizardMachine), names, marks));
  });

  it('writes a stay as a loop line, a move inside its own state as a line without an arrow, and escapes names', () => {
    const m = createMachine({
      id: 'm',
      initial: 'a',
      on: { RESET: '.a' },
      states: { a: { on: { TICK: {}, GO: 'b' } }, b: { type: 'final' } },
    });
    const odd = { machine: '<m & "n">', state: (k: string) => `<${k}>`, event: (t: { event: string }) => t.event };
    const text = drawMachine(graphOf(m), odd);
    const doc = svgOf(text);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('title')!.textContent).toBe('<m & "n">');
    expect(doc.querySelector('[data-state="m.a"]')!.textContent).toContain('↺ TICK');
    expect(doc.querySelector('[data-state="m"] > text:nth-of-type(2)')!.textContent).toBe('RESET → <a>');
    expect(doc.querySelectorAll('path[data-from]')).toHaveLength(1);
    expect(doc.querySelector('path[data-from="m.a"]')!.getAttribute('data-to')).toBe('m.b');
  });
});
