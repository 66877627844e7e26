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
  state: (state: GraphState) => string;
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
export const textWidth = (s: string) => Math.ceil(s.replace(MARK, '').length * FONT * 0.62);
const r = (n: number) => Math.round(n * 10) / 10;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Line {
  text: string;
  last: boolean;
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
  labels: string[];
  guarded: boolean;
  last: boolean;
}

const within = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);
const isTaken = (taken: Taken | null | undefined, source: string, t: GraphTransition) =>
  !!taken && taken.source === source && taken.event === t.event && taken.targets.join() === t.targets.join();

/** The arrows between states (one per pair, its events listed) and each state's own lines (what stays within it). */
function transitionsOf(root: GraphState, names: MachineNames, taken: Taken | null | undefined) {
  const arrows = new Map<string, Arrow>();
  const lines = new Map<string, Line[]>();
  const stateName = new Map<string, string>();
  const walk = (s: GraphState) => {
    stateName.set(s.id, s === root ? names.machine : names.state(s));
    s.children.forEach(walk);
  };
  walk(root);
  const visit = (s: GraphState) => {
    for (const t of s.transitions) {
      const label = `${names.event(t)}${t.guard ? ' ?' : ''}`;
      const last = isTaken(taken, s.id, t);
      const inside = t.targets.filter((id) => within(id, s.id) || within(s.id, id));
      if (t.targets.length === 0 || inside.length > 0) {
        const to = inside.filter((id) => id !== s.id).map((id) => stateName.get(id) ?? id);
        const own = lines.get(s.id) ?? [];
        own.push({ text: to.length ? `${label} → ${to.join(', ')}` : `↺ ${label}`, last });
        lines.set(s.id, own);
      }
      for (const to of t.targets.filter((id) => !inside.includes(id))) {
        const key = `${s.id}>${to}`;
        const a = arrows.get(key) ?? { from: s.id, to, labels: [], guarded: true, last: false };
        if (!a.labels.includes(label)) a.labels.push(label);
        a.guarded &&= !!t.guard;
        a.last ||= last;
        arrows.set(key, a);
      }
    }
    s.children.forEach(visit);
  };
  visit(root);
  return { arrows: [...arrows.values()], lines };
}

/** Lay a box out: its lines, then its children in layers (side by side for a parallel state's regions). */
function layout(state: GraphState, title: string, names: MachineNames, lines: Map<string, Line[]>, arrows: Arrow[]): Box {
  const own = lines.get(state.id) ?? [];
  const children = state.children.map((c) => layout(c, names.state(c), names, lines, arrows));
  const head = LINE + 6 + own.length * LINE;
  let contentW = 0;
  let contentH = 0;
  if (children.length > 0) {
    const rows = state.type === 'parallel' ? [children] : rowsOf(state, children, arrows);
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

/** A level's states in rows: each in the layer of its distance from the level's first state, a wide layer in two. */
function rowsOf(parent: GraphState, boxes: Box[], arrows: Arrow[]): Box[][] {
  const ids = boxes.map((b) => b.state.id);
  const levelOf = (id: string) => ids.findIndex((c) => within(id, c));
  const next = ids.map(() => new Set<number>());
  for (const a of arrows) {
    const from = levelOf(a.from);
    const to = levelOf(a.to);
    if (from >= 0 && to >= 0 && from !== to) next[from]!.add(to);
  }
  const layer = ids.map(() => -1);
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

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** An arrow's curve between two boxes: down from one above the other, round the right back up, across side by side. */
function curve(s: Box, t: Box, spread: number): { d: string; mid: { x: number; y: number }; far: number } {
  const cx = (b: Box) => b.x + b.w / 2 + Math.max(-b.w / 2 + 8, Math.min(b.w / 2 - 8, spread));
  const cy = (b: Box) => b.y + Math.min(b.h / 2, 14) + spread / 2;
  let p0: [number, number];
  let p3: [number, number];
  let c1: [number, number];
  let c2: [number, number];
  if (t.y >= s.y + s.h) {
    p0 = [cx(s), s.y + s.h];
    p3 = [cx(t), t.y];
    const dy = Math.max(18, (p3[1] - p0[1]) / 2);
    c1 = [p0[0], p0[1] + dy];
    c2 = [p3[0], p3[1] - dy];
  } else if (t.y + t.h <= s.y) {
    const out = Math.max(s.x + s.w, t.x + t.w) + 36 + Math.abs(spread);
    p0 = [s.x + s.w, cy(s)];
    p3 = [t.x + t.w, cy(t)];
    c1 = [out, p0[1]];
    c2 = [out, p3[1]];
  } else {
    const right = t.x >= s.x + s.w / 2;
    p0 = [right ? s.x + s.w : s.x, cy(s)];
    p3 = [right ? t.x : t.x + t.w, cy(t)];
    const dx = (p3[0] - p0[0]) / 2;
    c1 = [p0[0] + dx, p0[1]];
    c2 = [p3[0] - dx, p3[1]];
  }
  // The curve's middle (t = ½), where its name goes.
  const mid = {
    x: (p0[0] + 3 * c1[0] + 3 * c2[0] + p3[0]) / 8,
    y: (p0[1] + 3 * c1[1] + 3 * c2[1] + p3[1]) / 8,
  };
  const d = `M${r(p0[0])},${r(p0[1])} C${r(c1[0])},${r(c1[1])} ${r(c2[0])},${r(c2[1])} ${r(p3[0])},${r(p3[1])}`;
  return { d, mid, far: Math.max(p0[0], c1[0], c2[0], p3[0]) };
}

/**
 * The machine as an SVG document (`<svg>…</svg>`): `graph` from machineGraph's graphOf, named by `names`, the states
 * of `marks.active` lit and `marks.taken` marked. Every state's group carries `data-state` (its id) and, when lit,
 * `aria-current`; the last move's arrow or line carries `data-last`.
 */
export function drawMachine(graph: GraphState, names: MachineNames, marks: Marks = {}): string {
  const active = marks.active ?? new Set<string>();
  const { arrows, lines } = transitionsOf(graph, names, marks.taken);
  const root = layout(graph, names.machine, names, lines, arrows);
  const boxes = new Map<string, Box>();
  place(root, 12, 12, boxes);
  const arrived = new Set(marks.taken?.targets ?? []);
  const body: string[] = [];

  const drawBox = (b: Box, depth: number) => {
    const on = active.has(b.state.id) || b === root;
    const lit = on && b !== root;
    const attrs = `data-state="${esc(b.state.id)}"${lit ? ' aria-current="true"' : ''}${arrived.has(b.state.id) ? ' data-arrived="true"' : ''}`;
    body.push(`<g ${attrs}>`);
    if (arrived.has(b.state.id))
      body.push(
        `<rect x="${r(b.x - 3)}" y="${r(b.y - 3)}" width="${r(b.w + 6)}" height="${r(b.h + 6)}" rx="9" fill="none" stroke="${COLOURS.last}" stroke-width="2"/>`,
      );
    const dashed = b.state.type === 'parallel' || (depth > 0 && b.state.id.split('.').length > 1 && isRegion(b, boxes));
    body.push(
      `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" rx="6" fill="${lit ? COLOURS.litBox : COLOURS.box}" stroke="${lit ? COLOURS.lit : COLOURS.border}" stroke-width="${lit ? 2 : 1}"${dashed ? ' stroke-dasharray="5 3"' : ''}/>`,
    );
    if (b.state.type === 'final')
      body.push(
        `<rect x="${r(b.x + 3)}" y="${r(b.y + 3)}" width="${r(b.w - 6)}" height="${r(b.h - 6)}" rx="4" fill="none" stroke="${lit ? COLOURS.lit : COLOURS.border}"/>`,
      );
    const parent = b.state.id.includes('.') ? boxes.get(b.state.id.slice(0, b.state.id.lastIndexOf('.'))) : undefined;
    const first = parent?.state.initial === b.state.key || (!parent && b !== root && graph.initial === b.state.key);
    const tx = b.x + PAD + (first ? 12 : 0);
    if (first) body.push(`<circle cx="${r(b.x + PAD + 4)}" cy="${r(b.y + LINE - 4)}" r="4" fill="${COLOURS.text}"/>`);
    body.push(
      `<text x="${r(tx)}" y="${r(b.y + LINE)}" font-weight="700" fill="${lit ? COLOURS.lit : COLOURS.text}">${esc(b.title)}</text>`,
    );
    b.lines.forEach((l, i) =>
      body.push(
        `<text x="${r(b.x + PAD)}" y="${r(b.y + LINE * (i + 2))}" fill="${l.last ? COLOURS.last : COLOURS.dim}"${l.last ? ' font-weight="700" data-last="true"' : ''}>${esc(l.text)}</text>`,
      ),
    );
    for (const c of b.children) drawBox(c, depth + 1);
    body.push('</g>');
  };
  drawBox(root, 0);

  // The arrows over the boxes, the marked one last (on top); their names where nothing else is named yet.
  const taken: Rect[] = [];
  let right = root.x + root.w;
  let bottom = root.y + root.h;
  const used = new Map<string, number>();
  const ordered = [...arrows.filter((a) => !a.last), ...arrows.filter((a) => a.last)];
  const drawn: string[] = [];
  const labels: string[] = [];
  for (const a of ordered) {
    const s = boxes.get(a.from);
    const t = boxes.get(a.to);
    if (!s || !t) continue;
    const n = used.get(a.from) ?? 0;
    used.set(a.from, n + 1);
    const spread = (n % 2 === 0 ? 1 : -1) * Math.ceil(n / 2) * 10;
    const { d, mid, far } = curve(s, t, spread);
    const colour = a.last ? COLOURS.last : COLOURS.dim;
    drawn.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${a.last ? 2.5 : 1.2}"${a.guarded ? ' stroke-dasharray="4 3"' : ''} marker-end="url(#${a.last ? 'md-head-last' : 'md-head'})"${a.last ? ' data-last="true"' : ''} data-from="${esc(a.from)}" data-to="${esc(a.to)}"/>`,
    );
    const w = Math.max(...a.labels.map(textWidth)) + 8;
    const h = a.labels.length * 14 + 4;
    const box = { x: mid.x - w / 2, y: mid.y - h / 2, w, h };
    for (let i = 0; i < 20 && taken.some((o) => overlaps(o, box)); i++) box.y += 8;
    taken.push(box);
    right = Math.max(right, far, box.x + box.w);
    bottom = Math.max(bottom, box.y + box.h);
    labels.push(
      `<g${a.last ? ' data-last="true"' : ''}><rect x="${r(box.x)}" y="${r(box.y)}" width="${r(w)}" height="${r(h)}" rx="3" fill="${COLOURS.page}" fill-opacity="0.88"/>${a.labels
        .map(
          (l, i) =>
            `<text x="${r(mid.x)}" y="${r(box.y + 13 + i * 14)}" text-anchor="middle" fill="${colour}"${a.last ? ' font-weight="700"' : ''}>${esc(l)}</text>`,
        )
        .join('')}</g>`,
    );
  }
  const width = Math.ceil(right + 12);
  const height = Math.ceil(bottom + 12);
  const head = (id: string, colour: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'Noto Sans Thai','Noto Sans Lao',system-ui,sans-serif" font-size="${FONT}" role="img" aria-label="${esc(names.machine)}">`,
    `<title>${esc(names.machine)}</title>`,
    `<defs>${head('md-head', COLOURS.dim)}${head('md-head-last', COLOURS.last)}</defs>`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.page}"/>`,
    ...body,
    ...drawn,
    ...labels,
    '</svg>',
    '',
  ].join('\n');
}

/** A region of a parallel state (drawn dashed, as its parent). */
function isRegion(b: Box, boxes: Map<string, Box>): boolean {
  const parent = boxes.get(b.state.id.slice(0, b.state.id.lastIndexOf('.')));
  return parent?.state.type === 'parallel';
}
