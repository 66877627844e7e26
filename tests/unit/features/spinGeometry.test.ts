// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  brakeOnto,
  CRUISE_SPEED,
  EDGE_MARGIN,
  edgeDistance,
  extraTurns,
  fitLabel,
  frictionEase,
  labelBox,
  labelRotation,
  mod,
  motionDone,
  pieces,
  REDUCED_MS,
  restingRotation,
  rotationAt,
  sliceAt,
  sliceBounds,
  stopDurationMs,
  TAU,
  wheelSize,
  type Motion,
} from '../../../src/features/spin/geometry';

/** A deterministic random source (a small LCG) so that failures can be replayed. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('wheel geometry', () => {
  it('sizes the wheel at 85 % of the window, at most 350 px', () => {
    expect(wheelSize(360)).toBe(306);
    expect(wheelSize(412)).toBe(350);
    expect(wheelSize(1920)).toBe(350);
  });

  it('splits the wheel into equal slices from the top, clockwise', () => {
    expect(sliceBounds(0, 4)).toEqual({ start: 0, end: TAU / 4, middle: TAU / 8 });
    expect(sliceBounds(3, 4).end).toBeCloseTo(TAU);
    // Unturned, the pointer reads slice 0; turned back by a bit more than a slice, slice 1.
    expect(sliceAt(0.0001 - 0.0001, 4)).toBe(0);
    expect(sliceAt(-(TAU / 4) - 0.01, 4)).toBe(1);
    expect(sliceAt(TAU / 4 - 0.01, 4)).toBe(0 + 3);
  });

  it('rests inside the winning slice, away from its edges, for every slice of wheels of 2 to 24 slices', () => {
    const random = lcg(7);
    let checked = 0;
    for (let count = 2; count <= 24; count++) {
      for (let winning = 0; winning < count; winning++) {
        for (const jitter of [0, 0.5, 0.999999, random()]) {
          const from = (random() - 0.5) * 40;
          for (const turns of [0, 3, 4]) {
            const to = restingRotation(from, winning, count, turns, jitter);
            expect(sliceAt(to, count), `${count} slices, slice ${winning}`).toBe(winning);
            expect(edgeDistance(to, count)).toBeGreaterThanOrEqual(EDGE_MARGIN - 1e-9);
            // At least the full turns, less than one more.
            expect(to - from).toBeGreaterThanOrEqual(turns * TAU - 1e-9);
            expect(to - from).toBeLessThan((turns + 1) * TAU);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(3 * 4 * 299);
  });

  it('reads the duration constant literally: (4 to 5 s) × turns × 0.1', () => {
    expect(stopDurationMs(3, 0)).toBeCloseTo(1200);
    expect(stopDurationMs(4, 0.999)).toBeCloseTo(1999.6);
    expect(extraTurns(0)).toBe(3);
    expect(extraTurns(0.999)).toBeCloseTo(3.999);
  });

  it('eases by friction from 0 to 1, never backwards, ending at rest', () => {
    for (const frames of [72, 96, 120]) {
      let last = 0;
      for (let i = 0; i <= 200; i++) {
        const p = frictionEase(i / 200, frames);
        expect(p).toBeGreaterThanOrEqual(last - 1e-12);
        last = p;
      }
      expect(frictionEase(0, frames)).toBe(0);
      expect(frictionEase(1, frames)).toBeCloseTo(1, 12);
      // The last 1 % of the time covers almost nothing: the wheel has stopped.
      expect(1 - frictionEase(0.99, frames)).toBeLessThan(0.001);
    }
  });
});

describe('wheel motion', () => {
  const spinFor = (_at: number): Motion => ({ kind: 'cruise', from: 0.3, startedAt: 0, reduced: false });

  it('turns from the tap, reaching the cruise speed', () => {
    const m = spinFor(0);
    expect(rotationAt(m, 0)).toBe(0.3);
    const late = (rotationAt(m, 2000) - rotationAt(m, 1990)) / 10;
    expect(late).toBeCloseTo(CRUISE_SPEED, 6);
  });

  it('brakes from the cruise onto the winning slice, never turning back, 3 to 4 turns after the answer', () => {
    const random = lcg(42);
    for (let run = 0; run < 200; run++) {
      const count = 2 + Math.floor(random() * 23);
      const winning = Math.floor(random() * count);
      const answerAt = 100 + random() * 3000;
      const cruise = spinFor(0);
      const brake = brakeOnto(cruise, answerAt, winning, count, random, false);
      if (brake.kind !== 'brake') throw new Error('not braking');
      expect(brake.duration).toBeGreaterThanOrEqual(1200);
      expect(brake.duration).toBeLessThan(2000);
      expect((brake.to - brake.from) / TAU).toBeGreaterThanOrEqual(3);
      expect((brake.to - brake.from) / TAU).toBeLessThan(5);
      // Continuous with the cruise at the answer, then never backwards, then at rest on the slice.
      expect(rotationAt(brake, answerAt)).toBeCloseTo(rotationAt(cruise, answerAt), 9);
      let last = rotationAt(brake, answerAt);
      for (let t = answerAt; t <= answerAt + brake.duration; t += 10) {
        const r = rotationAt(brake, t);
        expect(r).toBeGreaterThanOrEqual(last - 1e-9);
        last = r;
      }
      const end = rotationAt(brake, answerAt + brake.duration);
      expect(end).toBeCloseTo(brake.to, 9);
      expect(sliceAt(end, count)).toBe(winning);
      expect(motionDone(brake, answerAt + brake.duration)).toBe(true);
      expect(motionDone(brake, answerAt + brake.duration - 1)).toBe(false);
      // No surge: the wheel is never faster than twice the cruise speed.
      for (let t = answerAt + 1; t <= answerAt + brake.duration; t += 16) {
        expect(rotationAt(brake, t) - rotationAt(brake, t - 1)).toBeLessThan(2 * CRUISE_SPEED);
      }
    }
  });

  it('with reduced motion: no turning while waiting, then a short ease onto the slice', () => {
    const cruise: Motion = { kind: 'cruise', from: 1, startedAt: 0, reduced: true };
    expect(rotationAt(cruise, 5000)).toBe(1);
    const brake = brakeOnto(cruise, 5000, 2, 8, lcg(1), true);
    if (brake.kind !== 'brake') throw new Error('not braking');
    expect(brake.duration).toBe(REDUCED_MS);
    expect(brake.to - brake.from).toBeLessThan(TAU);
    expect(sliceAt(rotationAt(brake, 5000 + REDUCED_MS), 8)).toBe(2);
  });

  it('halts gently when there is no slice to land on (a refusal, a lost answer)', () => {
    const cruise = spinFor(0);
    const halt = brakeOnto(cruise, 3000, null, 8, lcg(3), false);
    if (halt.kind !== 'brake') throw new Error('not braking');
    expect(rotationAt(halt, 3000)).toBeCloseTo(rotationAt(cruise, 3000), 9);
    expect(halt.to).toBeGreaterThan(halt.from);
    expect(rotationAt(halt, 3000 + halt.duration) - rotationAt(halt, 3000 + halt.duration - 16)).toBeLessThan(1e-3);
  });
});

describe('wheel labels', () => {
  /** A stand-in for the canvas: every character (a grapheme) 0.6 em wide. */
  const measure = (t: string, size: number) => pieces(t, 'grapheme').length * size * 0.6;
  const box = labelBox(150, 30, 8);

  it('keeps a short label on one line at the largest size', () => {
    expect(fitLabel('100', box, measure)).toEqual({ fontSize: box.maxFont, lines: ['100'] });
  });

  it('shrinks a longer label before breaking it', () => {
    const f = fitLabel('เสียใจด้วยนะคะ', box, measure);
    expect(f.lines).toHaveLength(1);
    expect(f.fontSize).toBeLessThan(box.maxFont);
    expect(measure(f.lines[0]!, f.fontSize)).toBeLessThanOrEqual(box.width);
  });

  it('breaks Thai and Lao without spaces between words or characters, never splitting a mark from its letter', () => {
    for (const label of [
      'รางวัลใหญ่ที่สุดประจำสัปดาห์นี้เท่านั้น',
      'ລາງວັນໃຫຍ່ທີ່ສຸດປະຈຳອາທິດນີ້ເທົ່ານັ້ນ',
      'Free credit for the whole week ahead',
    ]) {
      const f = fitLabel(label, box, measure);
      expect(f.lines.length).toBeGreaterThanOrEqual(1);
      expect(f.lines.length).toBeLessThanOrEqual(2);
      for (const line of f.lines) {
        expect(measure(line, f.fontSize)).toBeLessThanOrEqual(box.width + 1e-9);
        expect(line).not.toMatch(/^\p{M}/u);
      }
      expect(f.fontSize * 1.25 * f.lines.length).toBeLessThanOrEqual(box.height + f.fontSize);
      // Nothing is lost unless the label ends with an ellipsis.
      const joined = f.lines.join('').replace(/\s/g, '');
      if (!joined.endsWith('…')) expect(joined).toBe(label.replace(/\s/g, ''));
    }
  });

  it('breaks between words at a smaller size rather than inside a word at a larger one', () => {
    // One line does not fit even at the smallest size; "เสียใ|จด้วย" (4 and 4 characters) would fit at 10 px,
    // "เสียใจ|ด้วย" (5 and 3) only at 8 px.
    const narrow = { width: 25, height: 40, maxFont: 14, minFont: 6 };
    expect(fitLabel('เสียใจด้วย', narrow, measure)).toEqual({ fontSize: 8, lines: ['เสียใจ', 'ด้วย'] });
  });

  it('shortens with an ellipsis what cannot fit in two lines of the smallest font', () => {
    const f = fitLabel('ก'.repeat(400), labelBox(60, 20, 24), measure);
    expect(f.lines.length).toBeLessThanOrEqual(2);
    expect(f.lines.at(-1)!.endsWith('…')).toBe(true);
  });

  it('has room across for at least the smallest font in a slice of a 24-slice wheel at 360 px', () => {
    const narrow = labelBox(153 - 8, 30, 24);
    expect(narrow.height).toBeGreaterThan(9);
    expect(mod(-1, 3)).toBe(2);
  });

  it('reads every label left to right, none upside down, on wheels of 2 to 24 slices', () => {
    for (let count = 2; count <= 24; count++)
      for (let i = 0; i < count; i++) {
        const angle = sliceBounds(i, count).middle - Math.PI / 2;
        const turn = labelRotation(angle);
        // The text's direction (cos, sin of its turn) never points left; it still lies along the slice's radius.
        expect(Math.cos(turn), `slice ${i} of ${count}`).toBeGreaterThanOrEqual(-1e-9);
        expect(Math.abs(Math.sin(turn - angle))).toBeLessThan(1e-9);
      }
  });
});
