/**
 * A machine drawn as an SVG picture, offline (no layout library, no browser): its states as boxes nested as the
 * machine nests them, each level's states in layers from its first state, the transitions between them as arrows named
 * by their events; a transition that stays (or moves within its own state) is a line in its box. The states the
 * machine is in are lit, and the last transition it took is marked. One drawing for two places: the demo console's
 * Machines tab (console/MachineDiagram.tsx) and the testers' paths/<machine>.svg (tests/model/publish.ts). Pure: the
 * same graph, names and marks give the same text, byte for byte.
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

export interface Marks {
  /** The ids of the states the machine is in. */
  active?: ReadonlySet<string>;
  taken?: Taken | null;
}

const FONT = 12;
const LINE = 16;
const PAD = 8;
const GAP_X = 28;
const GAP_Y = 44;
/** A row of states wider than this goes on in the next row. */
const ROW_WIDTH = 420;
const COLOURS = {
  page: '#212529',
  box: '#2b3035',
  border: '#6c757d',
  text: '#dee2e6',
  dim: '#adb5bd',
  lit: '#51cf66',
  litBox: '#1f3a26',
  last: '#ffd43b',
};

/** Thai and Lao vowel and tone marks sit on their letter: they take no width. */
const MARK = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd]/gu;
/** A text's width, estimated (no browser measures it): a little more than the font's average letter. */
const textWidth = (s: string) => Math.ceil(s.replace(MARK, '').length * FONT * 0.66);
const r = (n: number) => Math.round(n * 10) / 10;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Line {
  text: string;
  last: boolean;
  /** The states outside its own it moves to: an arrow leaves the line's end for each. */
  to: string[];
}
interface Box {
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
function transitionsOf(root: GraphState, names: MachineNames, taken: Taken | null | undefined) {
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
function layout(
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
function place(box: Box, x: number, y: number, out: Map<string, Box>) {
  box.x += x;
  box.y += y;
  out.set(box.state.id, box);
  for (const c of box.children) place(c, box.x, box.y, out);
}

/**
 * An arrow's curve from a line's end (the right of its box, at `y`) to another box: down onto its top when it lies
 * below, across onto its side when beside, round the right onto its right side when above.
 */
function curve(s: Box, y: number, t: Box, spread: number): { d: string; far: number } {
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

/** An SVG element: its tag, attributes and children (elements or text), to be written out or rendered by React. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children: Array<SvgNode | string>;
}
const el = (tag: string, attrs: Record<string, string | number | undefined>, ...children: Array<SvgNode | string>) => ({
  tag,
  attrs: Object.fromEntries(Object.entries(attrs).filter((e): e is [string, string | number] => e[1] !== undefined)),
  children,
});

/**
 * The machine as SVG elements: `graph` from machineGraph's graphOf, named by `names`, the states of `marks.active` lit
 * and `marks.taken` marked. Every state's group carries `data-state` (its id) and, when lit, `aria-current`; the last
 * move's line and arrow carry `data-last`, the state it reached `data-arrived`.
 */
export function machineDrawing(graph: GraphState, names: MachineNames, marks: Marks = {}): SvgNode {
  const active = marks.active ?? new Set<string>();
  const { arrows, lines } = transitionsOf(graph, names, marks.taken);
  const root = layout(graph, names.machine, names, lines, arrows);
  const boxes = new Map<string, Box>();
  place(root, 12, 12, boxes);
  const arrived = new Set(marks.taken?.targets ?? []);

  const drawBox = (b: Box, parent: Box | null): SvgNode => {
    const lit = parent !== null && active.has(b.state.id);
    // A lit state that holds others is lit by its border alone: the state lit inside it stands out.
    const filled = lit && b.children.length === 0;
    const at = arrived.has(b.state.id);
    // A parallel state and its regions dashed; a final state doubled; the state a level starts in with a dot.
    const dashed = b.state.type === 'parallel' || parent?.state.type === 'parallel';
    const stroke = lit ? COLOURS.lit : COLOURS.border;
    const first = parent !== null && parent.state.initial === b.state.key;
    const rect = (x: number, y: number, w: number, h: number, attrs: Record<string, string | number | undefined>) =>
      el('rect', { x: r(x), y: r(y), width: r(w), height: r(h), ...attrs });
    return el(
      'g',
      {
        'data-state': b.state.id,
        'aria-current': lit ? 'true' : undefined,
        'data-arrived': at ? 'true' : undefined,
      },
      ...(at
        ? [rect(b.x - 3, b.y - 3, b.w + 6, b.h + 6, { rx: 9, fill: 'none', stroke: COLOURS.last, 'stroke-width': 2 })]
        : []),
      rect(b.x, b.y, b.w, b.h, {
        rx: 6,
        fill: filled ? COLOURS.litBox : COLOURS.box,
        stroke,
        'stroke-width': lit ? 2 : 1,
        'stroke-dasharray': dashed ? '5 3' : undefined,
      }),
      ...(b.state.type === 'final' ? [rect(b.x + 3, b.y + 3, b.w - 6, b.h - 6, { rx: 4, fill: 'none', stroke })] : []),
      ...(first ? [el('circle', { cx: r(b.x + PAD + 4), cy: r(b.y + LINE - 4), r: 4, fill: COLOURS.text })] : []),
      el(
        'text',
        {
          x: r(b.x + PAD + (first ? 12 : 0)),
          y: r(b.y + LINE),
          'font-weight': 700,
          fill: lit ? COLOURS.lit : COLOURS.text,
        },
        b.title,
      ),
      ...b.lines.map((l, i) =>
        el(
          'text',
          {
            x: r(b.x + PAD),
            y: r(b.y + LINE * (i + 2)),
            fill: l.last ? COLOURS.last : COLOURS.dim,
            'font-weight': l.last ? 700 : undefined,
            'data-last': l.last ? 'true' : undefined,
          },
          l.text,
        ),
      ),
      ...b.children.map((c) => drawBox(c, b)),
    );
  };
  const drawing = drawBox(root, null);

  // The arrows over the boxes, the marked one last (on top), spread where several reach one box.
  let right = root.x + root.w;
  const bottom = root.y + root.h;
  const reaching = new Map<string, number>();
  const drawn: SvgNode[] = [];
  for (const a of [...arrows.filter((x) => !x.last), ...arrows.filter((x) => x.last)]) {
    const s = boxes.get(a.from);
    const t = boxes.get(a.to);
    if (!s || !t) continue;
    const n = reaching.get(a.to) ?? 0;
    reaching.set(a.to, n + 1);
    const spread = (n % 2 === 0 ? 1 : -1) * Math.ceil(n / 2) * 8;
    const { d, far } = curve(s, s.y + LINE * (a.line + 2) - 4, t, spread);
    right = Math.max(right, far);
    drawn.push(
      el('path', {
        d,
        fill: 'none',
        stroke: a.last ? COLOURS.last : COLOURS.border,
        'stroke-width': a.last ? 2.5 : 1.2,
        'stroke-opacity': a.last ? undefined : 0.7,
        'marker-end': `url(#${a.last ? 'md-head-last' : 'md-head'})`,
        'data-from': a.from,
        'data-to': a.to,
        'data-last': a.last ? 'true' : undefined,
      }),
    );
  }
  const width = Math.ceil(right + 12);
  const height = Math.ceil(bottom + 12);
  const head = (id: string, colour: string) =>
    el(
      'marker',
      { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
      el('path', { d: 'M0,0 L10,5 L0,10 z', fill: colour }),
    );
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      'font-family': "'Noto Sans Thai','Noto Sans Lao',system-ui,sans-serif",
      'font-size': FONT,
      role: 'img',
      'aria-label': names.machine,
    },
    el('title', {}, names.machine),
    el('defs', {}, head('md-head', COLOURS.border), head('md-head-last', COLOURS.last)),
    el('rect', { width, height, fill: COLOURS.page }),
    drawing,
    ...drawn,
  );
}

/** SVG elements as text (the svg's own children a line each). */
function svgText(node: SvgNode, depth = 0): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
  const inner = node.children.map((c) => (typeof c === 'string' ? esc(c) : svgText(c, depth + 1)));
  if (inner.length === 0) return `<${node.tag}${attrs}/>`;
  const nl = depth === 0 ? '\n' : '';
  return `<${node.tag}${attrs}>${nl}${inner.join(nl)}${nl}</${node.tag}>${nl}`;
}

/** The machine as an SVG document: the drawing as text (paths/<machine>.svg). */
export const drawMachine = (graph: GraphState, names: MachineNames, marks: Marks = {}) =>
  svgText(machineDrawing(graph, names, marks));
