/**
 * A machine as a picture, read from its own definition (the `createMachine` object xstate keeps as `machine.root`,
 * the same one xstate/graph walks): its states nested as they are, each with its tags and the transitions leaving
 * it, named as a tester reads them (the member's event, a call's answer or failure, a named delay, a guard). Two
 * drawings are made from it: Mermaid's `stateDiagram-v2` text for the testers' paths (`npm run paths`), and the demo
 * console's live diagram (src/demo/console/MachineDiagram.tsx). Nothing here is written by hand per machine.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface GraphTransition {
  /** The event as xstate names it (`xstate.done.actor.login`, `xstate.after.every.depositWatch.watching`). */
  event: string;
  /** The event as a tester reads it: `login answers`, `after every`, `SUBMIT`, `(always)`. */
  label: string;
  /** The guard's name, when the transition has one. */
  guard?: string;
  /** The target states' ids; none: the transition stays (it only runs its actions). */
  targets: string[];
}

export interface GraphState {
  /** The state's id (`register.otp.waiting`); the root's is the machine's id. */
  id: string;
  /** Its own name (`waiting`). */
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The key of the child it starts in (compound states). */
  initial?: string;
  tags: string[];
  children: GraphState[];
  transitions: GraphTransition[];
}

interface TransitionDef {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
}

/** A guard's name: its type (a named guard, with or without params) or the function's own name. */
function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

/** What an event is: a call's answer or failure (its actor), a delay (its name or ms), a state done, eventless, or the member's own. */
export type EventKind =
  { kind: 'answers' | 'fails' | 'delay' | 'ms' | 'done' | 'event'; name: string } | { kind: 'always'; name: '' };

export function eventKind(event: string): EventKind {
  let m = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (m) return { kind: 'answers', name: m[1]! };
  m = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (m) return { kind: 'fails', name: m[1]! };
  m = /^xstate\.after\.([^.]+)\./.exec(event);
  if (m) return { kind: /^\d+$/.test(m[1]!) ? 'ms' : 'delay', name: m[1]! };
  m = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (m) return { kind: 'done', name: m[1]!.split('.').pop()! };
  return event === '' ? { kind: 'always', name: '' } : { kind: 'event', name: event };
}

/** An event as a tester reads it. */
export function eventLabel(event: string): string {
  const { kind, name } = eventKind(event);
  if (kind === 'answers') return `${name} answers`;
  if (kind === 'fails') return `${name} fails`;
  if (kind === 'ms') return `after ${name} ms`;
  if (kind === 'delay') return `after ${name}`;
  if (kind === 'done') return `${name} done`;
  return kind === 'always' ? '(always)' : name;
}

function stateOf(node: AnyStateNode): GraphState {
  const lists: Array<[string, readonly TransitionDef[]]> = [
    ...(node.transitions as Map<string, TransitionDef[]>).entries(),
  ];
  if (node.always) lists.push(['', node.always as TransitionDef[]]);
  const transitions = lists.flatMap(([event, list]) =>
    list.map((t) => ({
      event,
      label: eventLabel(event),
      ...(guardName(t.guard) ? { guard: guardName(t.guard) } : {}),
      targets: (t.target ?? []).map((n) => n.id),
    })),
  );
  const children = Object.values(node.states as Record<string, AnyStateNode>).map(stateOf);
  const initial = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0]?.key;
  return {
    id: node.id,
    key: node.key,
    type: node.type as GraphState['type'],
    ...(node.type === 'compound' && initial ? { initial } : {}),
    tags: [...(node.tags as Iterable<string>)],
    children,
    transitions,
  };
}

/** The machine's states and transitions, nested as the machine nests them. */
export const graphOf = (machine: AnyStateMachine): GraphState => stateOf(machine.root);

/** Every state below the root, depth first. */
export const statesOf = (root: GraphState): GraphState[] => root.children.flatMap((c) => [c, ...statesOf(c)]);

/** A state's id as Mermaid takes it (letters, digits and `_`). */
export const mermaidId = (id: string) => id.replace(/[^\w]/g, '_');
/** Text Mermaid shows as it is (no `:` `;` `{` `}` or quotes, which its grammar reads). */
const text = (s: string) =>
  s
    .replace(/[:;{}"#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A transition's label on its arrow: the event, then its guard in brackets. */
export const arrowLabel = (t: GraphTransition) => (t.guard ? `${t.label} [${t.guard}]` : t.label);

/**
 * The machine as Mermaid `stateDiagram-v2`: nested states as composite states, parallel regions split by `--`, the
 * start of each level, final states, every transition with its event and guard (one that stays is drawn as a loop),
 * and each state's tags as a note; `lit`: the states of a path, lit.
 */
export function toMermaid(machine: AnyStateMachine, opts: { lit?: readonly string[] } = {}): string {
  const root = graphOf(machine);
  const lines = ['stateDiagram-v2'];
  // One arrow per pair of states, its label every transition between them (a state's five loops are one loop).
  const arrows = new Map<string, string[]>();
  const edge = (from: string, to: string, label: string) => {
    const key = `${mermaidId(from)} --> ${mermaidId(to)}`;
    arrows.set(key, [...(arrows.get(key) ?? []), text(label)]);
  };
  const draw = (state: GraphState, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = mermaidId(state.id);
    lines.push(`${pad}state "${text(state.key)}" as ${id}`);
    if (state.children.length > 0) {
      lines.push(`${pad}state ${id} {`);
      drawChildren(state, depth + 1);
      lines.push(`${pad}}`);
    }
    if (state.type === 'final') lines.push(`${pad}${id} --> [*]`);
    if (state.tags.length > 0) lines.push(`${pad}note right of ${id} : tags ${text(state.tags.join(', '))}`);
    for (const t of state.transitions)
      for (const target of t.targets.length > 0 ? t.targets : [state.id]) edge(state.id, target, arrowLabel(t));
  };
  const drawChildren = (parent: GraphState, depth: number) => {
    const pad = '  '.repeat(depth);
    parent.children.forEach((child, i) => {
      if (parent.type === 'parallel' && i > 0) lines.push(`${pad}--`);
      if (parent.type === 'parallel') {
        // A region: its own start, then its states.
        lines.push(`${pad}state "${text(child.key)}" as ${mermaidId(child.id)}`);
        lines.push(`${pad}state ${mermaidId(child.id)} {`);
        drawChildren(child, depth + 1);
        lines.push(`${pad}}`);
        return;
      }
      if (parent.initial === child.key) lines.push(`${pad}[*] --> ${mermaidId(child.id)}`);
      draw(child, depth);
    });
    if (parent.type === 'parallel')
      for (const region of parent.children) {
        if (region.tags.length > 0)
          lines.push(`${pad}note right of ${mermaidId(region.id)} : tags ${text(region.tags.join(', '))}`);
        for (const t of region.transitions)
          for (const target of t.targets.length > 0 ? t.targets : [region.id]) edge(region.id, target, arrowLabel(t));
      }
  };
  if (root.type === 'parallel') {
    // Mermaid splits regions only inside a box: the machine's own box holds them.
    lines.push(`  state "${text(root.key)}" as ${mermaidId(root.id)}`, `  state ${mermaidId(root.id)} {`);
    drawChildren(root, 2);
    lines.push('  }');
  } else drawChildren(root, 1);
  // Transitions of the machine itself (on any state) leave from the root's box.
  for (const t of root.transitions)
    for (const target of t.targets.length > 0 ? t.targets : [root.id]) edge(root.id, target, arrowLabel(t));
  const edges = [...arrows].map(([key, labels]) => `  ${key} : ${labels.join(' / ')}`);
  const rootDrawn = [...arrows.keys()].some(
    (k) => k.startsWith(`${mermaidId(root.id)} `) || k.endsWith(`--> ${mermaidId(root.id)}`),
  );
  if (rootDrawn && root.type !== 'parallel')
    lines.splice(1, 0, `  state "${text(root.key)} (any state)" as ${mermaidId(root.id)}`);
  // A path drawn on it: the states it passes through, lit.
  const lit = opts.lit?.length
    ? ['  classDef lit fill:#ffd43b,color:#000', `  class ${opts.lit.map(mermaidId).join(',')} lit`]
    : [];
  return `${[...lines, ...edges, ...lit].join('\n')}\n`;
}
