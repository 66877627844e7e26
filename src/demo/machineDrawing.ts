/**
 * A machine drawn as an SVG picture, offline (no layout library, no browser): its states as boxes nested as the
 * machine nests them, each level's states in layers from its first state, the transitions between them as arrows named
 * by their events; a transition that stays (or moves within its own state) is a line in its box. The states the
 * machine is in are lit, and the last transition it took is marked. One drawing for two places: the demo console's
 * Machines tab (console/MachineDiagram.tsx) and the testers' paths/<machine>.svg (tests/model/publish.ts). Pure: the
 * same graph, names and marks give the same text, byte for byte.
 */
import type { GraphState } from './machineGraph';
import {
  curve,
  FONT,
  layout,
  LINE,
  PAD,
  place,
  r,
  transitionsOf,
  type Box,
  type MachineNames,
  type Taken,
} from './machineLayout';

export interface Marks {
  /** The ids of the states the machine is in. */
  active?: ReadonlySet<string>;
  taken?: Taken | null;
}

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
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
