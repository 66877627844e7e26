/**
 * The prize wheel's geometry and motion as pure functions (no Pixi, no DOM), so that they are unit-tested.
 *
 * Angles are radians, clockwise (the screen's y axis points down, as in Pixi). The pointer sits at the top. Slice `i`
 * of `n` covers the wheel-local angles [i·s, (i+1)·s) measured clockwise from the top, s = 2π/n. When the wheel is
 * turned by `rotation`, the pointer reads the wheel-local angle mod(−rotation, 2π).
 */
export const TAU = Math.PI * 2;

/** The wheel's constants (docs/product.md#constants-wheel). */
export const WHEEL_MAX_SIZE = 350;
export const WHEEL_WINDOW_SHARE = 0.85;
export const FRICTION = 0.991;
export const EXTRA_TURNS_MIN = 3;
export const EXTRA_TURNS_MAX = 4;
export const RESIZE_DEBOUNCE_MS = 500;
/** The friction is per frame of a 60 Hz display. */
const FRAME_MS = 1000 / 60;
/** The pointer never rests nearer than this share of a slice to one of its edges. */
export const EDGE_MARGIN = 0.2;
/**
 * Speed while the answer is awaited: 4.5 turns a second, reached in 500 ms. It is about the speed at which the
 * braking of 3 to 4 turns in 1.2 to 2 s starts, so the wheel neither jolts nor surges when the answer comes.
 */
export const CRUISE_SPEED = (4.5 * TAU) / 1000;
const SPIN_UP_MS = 500;
/** A refusal or a lost answer: the wheel coasts to rest in this time. */
const HALT_MS = 1200;
/** prefers-reduced-motion: no cruise, one short ease onto the slice. */
export const REDUCED_MS = 600;

export const mod = (a: number, m: number) => ((a % m) + m) % m;
const sliceAngle = (count: number) => TAU / count;

/** Drawing: the wheel's radius leaves room for the pointer; labels end before the pointer's tip. */
export const RIM_INSET = 10;
export const POINTER_DEPTH = 0.12;
const LABEL_OUTER = 0.76;
/** The centre button's radius as a share of the wheel's size: the labels start past it (WheelStage sizes the button). */
const HUB_SHARE = 0.16;
/** Where a test reads the colour under the pointer: on the pointer's line, between the labels' end and its tip. */
export const PROBE_SHARE = 0.82;
export const wheelRadius = (size: number) => size / 2 - RIM_INSET;
export const hubRadius = (size: number) => Math.max(30, Math.round(size * HUB_SHARE));

/**
 * The turn of a slice's label whose middle is at `angle` (Pixi's, from the x axis, clockwise): along the radius, and
 * on the left half turned round, so that every label reads left to right, none upside down.
 */
export function labelRotation(angle: number): number {
  return Math.cos(angle) < -1e-9 ? angle + Math.PI : angle;
}

/** The wheel's size in px for a window width: min(350, 85 % of the width), never below 120. */
export const wheelSize = (windowWidth: number) =>
  Math.max(120, Math.floor(Math.min(WHEEL_MAX_SIZE, windowWidth * WHEEL_WINDOW_SHARE)));

/** Start and end angles of slice `index` in wheel-local angles from the top (add −π/2 to draw from the x axis). */
export function sliceBounds(index: number, count: number): { start: number; end: number; middle: number } {
  const s = sliceAngle(count);
  return { start: index * s, end: (index + 1) * s, middle: (index + 0.5) * s };
}

/** The slice under the pointer at `rotation`. */
export const sliceAt = (rotation: number, count: number) =>
  Math.min(count - 1, Math.floor(mod(-rotation, TAU) / sliceAngle(count)));

/** How far (as a share of a slice, 0 to 0.5) the pointer is from the nearest edge of its slice at `rotation`. */
export function edgeDistance(rotation: number, count: number): number {
  const within = mod(-rotation, TAU) / sliceAngle(count);
  const f = within - Math.floor(within);
  return Math.min(f, 1 - f);
}

/**
 * The rotation at which the wheel comes to rest: at least `turns` full turns past `from`, with the pointer inside
 * slice `winning` at a share `jitter` (0 to 1) of the slice's middle part, keeping EDGE_MARGIN from both edges.
 */
export function restingRotation(from: number, winning: number, count: number, turns: number, jitter: number): number {
  const s = sliceAngle(count);
  const j = Math.min(1, Math.max(0, jitter));
  const offset = (winning + EDGE_MARGIN + j * (1 - 2 * EDGE_MARGIN)) * s;
  // mod(−R, 2π) = offset  ⇔  R ≡ −offset (mod 2π): the first such R after `from` plus the full turns.
  const delta = mod(-offset - from, TAU);
  return from + turns * TAU + delta;
}

/**
 * The spec's "duration random 4 to 5 s times turns times 0.1", read literally with `turns` the extra full turns
 * (3 to 4) and the result in seconds: 1.2 to 2 s of braking after the answer, which comes after the spin that
 * started at the tap. `random` is in [0, 1).
 */
export const stopDurationMs = (turns: number, random: number) => (4 + random) * turns * 0.1 * 1000;
export const extraTurns = (random: number) => EXTRA_TURNS_MIN + random * (EXTRA_TURNS_MAX - EXTRA_TURNS_MIN);

/**
 * Braking by friction: speed falls by FRICTION every frame (speed ∝ f^n); a linear term takes off the speed that
 * would remain at the end, so the wheel stops exactly at `frames` with no jolt. Answers the share of the distance
 * covered after `u` (0 to 1) of the time, monotone from 0 to 1.
 */
export function frictionEase(u: number, frames: number): number {
  const t = Math.min(1, Math.max(0, u));
  const k = -Math.log(FRICTION);
  const fN = FRICTION ** frames;
  const g = (n: number) => 1 - FRICTION ** n - k * fN * n;
  return g(t * frames) / g(frames);
}
/** The starting speed of frictionEase, in distances per duration. */
function frictionStartSlope(frames: number): number {
  const k = -Math.log(FRICTION);
  const fN = FRICTION ** frames;
  return (k * (1 - fN) * frames) / (1 - fN - k * fN * frames);
}

const easeOutCubic = (u: number) => 1 - (1 - Math.min(1, Math.max(0, u))) ** 3;
const smoothstep = (u: number) => u * u * (3 - 2 * u);

/**
 * Friction braking that starts at the wheel's present speed: the friction curve (starting slope s0), mixed with a
 * smoothstep (slope 0) when the wheel is slower than the curve would start, or with an ease-out cubic (slope 3) when
 * it is faster, so that the starting slope is `slope` (speed × duration ÷ distance, at most 3). A mix of curves that
 * never go back and end at rest never goes back and ends at rest.
 */
function brakeEase(u: number, frames: number, slope: number): number {
  const s0 = frictionStartSlope(frames);
  const a = Math.min(3, Math.max(0, slope));
  if (a <= s0) {
    const l = a / s0;
    return l * frictionEase(u, frames) + (1 - l) * smoothstep(Math.min(1, Math.max(0, u)));
  }
  const l = (3 - a) / (3 - s0);
  return l * frictionEase(u, frames) + (1 - l) * easeOutCubic(u);
}

/** What the wheel is doing: at rest, turning while the answer is awaited, or braking onto a known rotation. */
export type Motion =
  | { kind: 'rest'; rotation: number }
  | { kind: 'cruise'; from: number; startedAt: number; reduced: boolean }
  | {
      kind: 'brake';
      from: number;
      to: number;
      speed: number;
      startedAt: number;
      duration: number;
      ease: 'friction' | 'cubic';
    };

/** The rotation of the wheel at time `now` (ms) of a motion. */
export function rotationAt(m: Motion, now: number): number {
  switch (m.kind) {
    case 'rest':
      return m.rotation;
    case 'cruise': {
      if (m.reduced) return m.from;
      const t = Math.max(0, now - m.startedAt);
      // Constant acceleration up to the cruise speed, then constant speed.
      if (t < SPIN_UP_MS) return m.from + (CRUISE_SPEED * t * t) / (2 * SPIN_UP_MS);
      return m.from + (CRUISE_SPEED * SPIN_UP_MS) / 2 + CRUISE_SPEED * (t - SPIN_UP_MS);
    }
    case 'brake': {
      const u = Math.min(1, Math.max(0, (now - m.startedAt) / m.duration));
      if (m.ease === 'cubic') return m.from + (m.to - m.from) * easeOutCubic(u);
      return (
        m.from +
        (m.to - m.from) *
          brakeEase(u, m.duration / FRAME_MS, m.to > m.from ? (m.speed * m.duration) / (m.to - m.from) : 0)
      );
    }
  }
}

/** The wheel's speed (radians per ms) at `now`, by a small difference. */
const speedAt = (m: Motion, now: number) => (rotationAt(m, now) - rotationAt(m, now - 1)) / 1;

/** Is the motion over at `now`? */
export const motionDone = (m: Motion, now: number) =>
  m.kind === 'rest' || (m.kind === 'brake' && now >= m.startedAt + m.duration);

/**
 * The braking that lands the pointer in slice `winning` (null: anywhere, a refusal or a lost answer), from the
 * motion under way at `now`. `random` gives three numbers in [0, 1) (turns, duration, place in the slice).
 */
export function brakeOnto(
  current: Motion,
  now: number,
  winning: number | null,
  count: number,
  random: () => number,
  reduced: boolean,
): Motion {
  const from = rotationAt(current, now);
  const speed = Math.max(0, speedAt(current, now));
  if (winning === null) {
    // A gentle halt: constant deceleration from the present speed.
    return {
      kind: 'brake',
      from,
      to: from + (speed * HALT_MS) / 2,
      speed,
      startedAt: now,
      duration: HALT_MS,
      ease: 'cubic',
    };
  }
  if (reduced) {
    return {
      kind: 'brake',
      from,
      to: restingRotation(from, winning, count, 0, random()),
      speed: 0,
      startedAt: now,
      duration: REDUCED_MS,
      ease: 'cubic',
    };
  }
  const turns = extraTurns(random());
  const duration = stopDurationMs(turns, random());
  return {
    kind: 'brake',
    from,
    to: restingRotation(from, winning, count, Math.floor(turns), random()),
    speed,
    startedAt: now,
    duration,
    ease: 'friction',
  };
}

/** A label fitted to its slice: the font size and the lines (one, or two when the text had to be broken). */
export interface FittedLabel {
  fontSize: number;
  lines: string[];
}
export interface LabelBox {
  width: number;
  height: number;
  maxFont: number;
  minFont: number;
}

const segmenter = (granularity: 'grapheme' | 'word') =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity }) : null;

/** Words (Thai and Lao are segmented by the dictionary of Intl.Segmenter), else user-perceived characters. */
export function pieces(text: string, granularity: 'grapheme' | 'word'): string[] {
  const seg = segmenter(granularity);
  if (seg) return Array.from(seg.segment(text), (s) => s.segment);
  // No Segmenter: code points, with combining marks kept on their base character.
  return text.match(/\P{M}\p{M}*/gu) ?? [];
}

/** Greedy line filling of `parts` into lines no wider than `width` at `size`; a part too wide alone gets its own line. */
function fill(parts: string[], width: number, size: number, measure: (t: string, size: number) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const p of parts) {
    const next = line + p;
    if (line && measure(next.trim(), size) > width) {
      lines.push(line.trim());
      line = p.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/**
 * Fit a label to a box (the slice's room along its radius and across it): the largest font from maxFont down to
 * minFont at which it fits on one line; else two lines broken between words at any size (smaller reads better than
 * เสียใ|จด้วย), else between characters (never inside one: Thai and Lao marks stay on their letter); else the second
 * line is shortened with an ellipsis.
 */
export function fitLabel(text: string, box: LabelBox, measure: (t: string, size: number) => number): FittedLabel {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let size = box.maxFont; size >= box.minFont; size--) {
    if (measure(clean, size) <= box.width && size * 1.25 <= box.height) return { fontSize: size, lines: [clean] };
  }
  for (const g of ['word', 'grapheme'] as const) {
    for (let size = Math.min(box.maxFont, Math.floor(box.height / 2.5)); size >= box.minFont; size--) {
      const lines = fill(pieces(clean, g), box.width, size, measure);
      if (lines.length <= 2 && lines.every((l) => measure(l, size) <= box.width)) return { fontSize: size, lines };
    }
  }
  // Too long even in two lines of the smallest font: the second line ends with an ellipsis.
  const size = box.minFont;
  const lines = fill(pieces(clean, 'grapheme'), box.width, size, measure).slice(0, 2);
  const last = pieces(lines[lines.length - 1] ?? '', 'grapheme');
  while (last.length > 1 && measure(`${last.join('')}…`, size) > box.width) last.pop();
  if (lines.length > 0) lines[lines.length - 1] = `${last.join('')}…`;
  return { fontSize: size, lines };
}

/** The room for a label in a slice of a wheel of `radius`: along the radius from the hub, and across at its middle. */
export function labelBox(radius: number, hub: number, count: number): LabelBox {
  const width = radius * LABEL_OUTER - hub - 6;
  const mid = hub + 6 + width / 2;
  const across = 2 * mid * Math.sin(Math.min(Math.PI / 2, sliceAngle(count) / 2)) * 0.8;
  return { width, height: across, maxFont: Math.max(10, Math.round(radius / 9)), minFont: 9 };
}
