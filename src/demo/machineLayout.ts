/**
 * The layout of a machine's drawing (./machineDrawing.ts): each state's lines (its transitions), its box's size and
 * place (nested as the machine nests its states, each level in layers from its first state), and the curves of the
 * arrows between boxes. Pure, without a browser: text widths are estimated.
 */
import type { GraphState, GraphTransition } from './machineGraph';

/** The names the drawing shows (the console's language): the machine's, each state's and each transition's. */
export interface MachineNames {
  machine: string;
  /** A state by its own name (its key: `waiting`). */
  state: (key: string) => string;
  event: (transition: GraphTransition) => string;
}

/** The last transition that moved the machine: the state it left, its event, where it went. */
export interface Taken {
  source: string;
  event: string;
  targets: readonly string[];
}

export const FONT = 12;
export const LINE = 16;
export const PAD = 8;
const GAP_X = 28;
const GAP_Y = 44;
/** A row of states wider than this goes on in the next row. */
const ROW_WIDTH = 420;

/** Thai and Lao vowel and tone marks sit on their letter: they take no width. */
const MARK = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd]/gu;
/** A text's width, estimated (no browser measures it): a little more than the font's average letter. */
const textWidth = (s: string) => Math.ceil(s.replace(MARK, '').length * FONT * 0.66);
export const r = (n: number) => Math.round(n * 10) / 10;

interface Line {
  text: string;
  last: boolean;
  /** The states outside its own it moves to: an arrow leaves the line's end for each. */
  to: string[];
}
export interface Box {
  state: GraphState;
  title: string;
  lines: Line[];
  children: Box[];
  /** Relative to the parent box while laid out, absolute once placed. */
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Arrow {
  from: string;
  to: string;
  /** The line of `from` it leaves from. */
  line: number;
  last: boolean;
}

const within = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);
const isTaken = (taken: Taken | null | undefined, source: string, t: GraphTransition) =>
  !!taken && taken.source === source && taken.event === t.event && taken.targets.join() === t.targets.join();

/**
 * Each state's lines, one per transition (its event, a `?` when a guard decides, where it goes: `↺` when it stays),
 * and the arrows from a line to the states outside its own (one per pair of states, from the first line to it).
 */
export function transitionsOf(root: GraphState, names: MachineNames, taken: Taken | null | undefined) {
  const arrows = new Map<string, Arrow>();
  const lines = new Map<string, Line[]>();
  const stateName = new Map<string, string>();
  const walk = (s: GraphState) => {
    stateName.set(s.id, s === root ? names.machine : names.state(s.key));
    s.children.forEach(walk);
  };
  walk(root);
  const visit = (s: GraphState) => {
    const own: Line[] = [];
    for (const t of s.transitions) {
      const label = `${names.event(t)}${t.guard ? ' ?' : ''}`;
      const last = isTaken(taken, s.id, t);
      const to = t.targets.filter((id) => id !== s.id);
      const text = to.length ? `${label} → ${to.map((id) => stateName.get(id) ?? id).join(', ')}` : `↺ ${label}`;
      // Two guards that lead the same event to the same state read as one line.
      const same = own.find((l) => l.text === text);
      if (same) same.last ||= last;
      else own.push({ text, last, to: to.filter((id) => !within(id, s.id) && !within(s.id, id)) });
    }
    own.forEach((l, i) => {
      for (const to of l.to) {
        const key = `${s.id}>${to}`;
        const a = arrows.get(key) ?? { from: s.id, to, line: i, last: false };
        a.last ||= l.last;
        arrows.set(key, a);
      }
    });
    lines.set(s.id, own);
    s.children.forEach(visit);
  };
  visit(root);
  return { arrows: [...arrows.values()], lines };
}

/** Lay a box out: its lines, then its children in layers (side by side for a parallel state's regions). */
export function layout(
  state: GraphState,
  title: string,
  names: MachineNames,
  lines: Map<string, Line[]>,
  arrows: Arrow[],
): Box {
  const own = lines.get(state.id) ?? [];
  const children = state.children.map((c) => layout(c, names.state(c.key), names, lines, arrows));
  const head = LINE + 6 + own.length * LINE;
  let contentW = 0;
  let contentH = 0;
  if (children.length > 0) {
    const rows = rowsOf(state, children, arrows);
    let y = 0;
    const widths = rows.map((row) => row.reduce((w, b) => w + b.w, 0) + GAP_X * (row.length - 1));
    contentW = Math.max(...widths);
    rows.forEach((row, i) => {
      let x = (contentW - widths[i]!) / 2;
      const rowH = Math.max(...row.map((b) => b.h));
      for (const b of row) {
        b.x = x;
        b.y = y;
        x += b.w + GAP_X;
      }
      y += rowH + GAP_Y;
    });
    contentH = y - GAP_Y;
  }
  const textW = Math.max(textWidth(title) + 14, ...own.map((l) => textWidth(l.text)));
  const w = Math.max(64, textW + 2 * PAD, contentW + 2 * PAD);
  const h = head + (children.length > 0 ? contentH + PAD + 4 : 4);
  // The children centred in their box, below its lines.
  for (const b of children) {
    b.x += (w - contentW) / 2;
    b.y += head + 4;
  }
  return { state, title, lines: own, children, x: 0, y: 0, w, h };
}

/** A level's states in rows: each in the layer of its distance from the level's first state, a wide layer in more. */
function rowsOf(parent: GraphState, boxes: Box[], arrows: Arrow[]): Box[][] {
  const ids = boxes.map((b) => b.state.id);
  const levelOf = (id: string) => ids.findIndex((c) => within(id, c));
  const next = ids.map(() => new Set<number>());
  for (const a of arrows) {
    const from = levelOf(a.from);
    const to = levelOf(a.to);
    if (from >= 0 && to >= 0 && from !== to) next[from]!.add(to);
  }
  // A parallel state's regions all at once: one layer (in rows as wide as any other).
  if (parent.type === 'parallel') next.forEach((n) => n.clear());
  const layer = ids.map((): number => (parent.type === 'parallel' ? 0 : -1));
  const start = Math.max(
    0,
    boxes.findIndex((b) => b.state.key === parent.initial),
  );
  let deepest = -1;
  for (let seed = start; seed !== -1; seed = layer.indexOf(-1)) {
    layer[seed] = deepest + 1;
    const queue = [seed];
    while (queue.length > 0) {
      const i = queue.shift()!;
      deepest = Math.max(deepest, layer[i]!);
      for (const j of next[i]!)
        if (layer[j] === -1) {
          layer[j] = layer[i]! + 1;
          queue.push(j);
        }
    }
  }
  const rows: Box[][] = [];
  for (let l = 0; l <= deepest; l++) {
    const members = boxes.filter((_, i) => layer[i] === l);
    let row: Box[] = [];
    let w = 0;
    for (const b of members) {
      if (row.length > 0 && w + b.w > ROW_WIDTH) {
        rows.push(row);
        row = [];
        w = 0;
      }
      row.push(b);
      w += b.w + GAP_X;
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

/** Every box at its place on the page (the layout's places are relative to the parent). */
export function place(box: Box, x: number, y: number, out: Map<string, Box>) {
  box.x += x;
  box.y += y;
  out.set(box.state.id, box);
  for (const c of box.children) place(c, box.x, box.y, out);
}

/**
 * An arrow's curve from a line's end (the right of its box, at `y`) to another box: down onto its top when it lies
 * below, across onto its side when beside, round the right onto its right side when above.
 */
export function curve(s: Box, y: number, t: Box, spread: number): { d: string; far: number } {
  const p0: [number, number] = [s.x + s.w, y];
  let p3: [number, number];
  let c1: [number, number];
  let c2: [number, number];
  if (t.y >= y + 12) {
    p3 = [t.x + t.w / 2 + Math.max(-t.w / 2 + 8, Math.min(t.w / 2 - 8, spread)), t.y];
    const bend = Math.max(24, Math.min(80, (p3[1] - y) / 2));
    c1 = [p0[0] + bend, y];
    c2 = [p3[0], p3[1] - bend];
  } else if (t.x >= p0[0]) {
    p3 = [t.x, t.y + 10 + Math.abs(spread) / 2];
    c1 = [p0[0] + (p3[0] - p0[0]) / 2, y];
    c2 = [p0[0] + (p3[0] - p0[0]) / 2, p3[1]];
  } else {
    p3 = [t.x + t.w, t.y + 10 + Math.abs(spread) / 2];
    const out = Math.max(p0[0], p3[0]) + 28 + Math.abs(spread);
    c1 = [out, y];
    c2 = [out, p3[1]];
  }
  const d = `M${r(p0[0])},${r(p0[1])} C${r(c1[0])},${r(c1[1])} ${r(c2[0])},${r(c2[1])} ${r(p3[0])},${r(p3[1])}`;
  // A cubic curve stays within its points' hull: its rightmost x.
  return { d, far: Math.max(p0[0], c1[0], c2[0], p3[0]) };
}
