/**
 * A running machine drawn live in the demo console: src/demo/machineDrawing.ts's picture (the same one the testers'
 * paths/<machine>.svg are), its states and events named in the console's language, the states it is in lit and the
 * last transition it took marked, from xstate's inspection events as the member clicks. It scrolls and zooms in its
 * own frame, the lit state brought into view as the machine moves. Demo console only.
 */
import { createElement, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { machineDrawing, type SvgNode } from '../machineDrawing';
import { graphOf, type GraphState } from '../machineGraph';
import type { Taken } from '../machineLayout';
import { machineNames } from '../machineNames';
import { onMachineEvent } from '../machines';

interface TransitionLike {
  source: { id: string };
  eventType: string;
  target?: ReadonlyArray<{ id: string }>;
}

/** The actor's states (ids) and its last transition, redrawn at most once a frame. */
function useLive(actor: AnyActorRef) {
  const [live, setLive] = useState(() => ({
    snapshot: actor.getSnapshot() as AnyMachineSnapshot,
    taken: null as Taken | null,
  }));
  useEffect(() => {
    let frame = 0;
    let taken: Taken | null = null;
    const stop = onMachineEvent((e: InspectionEvent) => {
      if (e.actorRef !== actor) return;
      if (e.type === '@xstate.microstep') {
        // The transitions of this step (xstate reports them with the microstep; an eventless one included).
        // One that only runs actions (a clock's TICK each second) would hide the last move: it is not marked.
        const ts = (e as unknown as { _transitions?: TransitionLike[] })._transitions ?? [];
        const last = ts.filter((t) => (t.target?.length ?? 0) > 0).at(-1);
        if (last)
          taken = { source: last.source.id, event: last.eventType, targets: (last.target ?? []).map((n) => n.id) };
      }
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          setLive({ snapshot: actor.getSnapshot() as AnyMachineSnapshot, taken });
        });
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [actor]);
  return live;
}

/** The ids of the states a snapshot is in (every level). */
export function activeIds(snapshot: AnyMachineSnapshot, machineId: string): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      ids.add([machineId, ...path, value].join('.'));
      return;
    }
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      ids.add([machineId, ...path, k].join('.'));
      walk(v, [...path, k]);
    }
  };
  walk(snapshot.value, []);
  return ids;
}

/** SVG elements as React's (no markup goes through innerHTML: the page's Trusted Types would refuse it). */
function asReact(node: SvgNode): ReactNode {
  const props = Object.fromEntries(
    Object.entries(node.attrs).map(([k, v]) => [
      /^(data|aria)-/.test(k) ? k : k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  );
  return createElement(node.tag, props, ...node.children.map((c) => (typeof c === 'string' ? c : asReact(c))));
}

/** The sizes the drawing is shown at: a whole machine at the smallest, its text at its own size at 1. */
const ZOOMS = [0.5, 0.75, 1, 1.25];

/** The diagram of one running actor, lit where it is; `reveal`: the console's panel scrolled to it as it opens. */
export function MachineDiagram({ actor, reveal = false }: { actor: AnyActorRef; reveal?: boolean }) {
  const { t } = useTranslation();
  const { snapshot, taken } = useLive(actor);
  const machine = (snapshot as unknown as { machine: AnyStateMachine }).machine;
  const graph = useMemo(() => graphOf(machine), [machine]);
  const names = useMemo(() => machineNames(t, graph.id), [t, graph.id]);
  const stateName = useMemo(() => {
    const out = new Map<string, string>([[graph.id, names.machine]]);
    const walk = (s: GraphState) => {
      out.set(s.id, names.state(s.key));
      s.children.forEach(walk);
    };
    graph.children.forEach(walk);
    return out;
  }, [graph, names]);
  const active = activeIds(snapshot, graph.id);
  const lit = [...active].join();
  const drawing = useMemo(
    () => asReact(machineDrawing(graph, names, { active: new Set(lit.split(',')), taken })),
    [graph, names, lit, taken],
  );
  const [zoom, setZoom] = useState(2);
  const frame = useRef<HTMLDivElement>(null);
  // The deepest lit state in view whenever the machine moves (or the drawing is resized), not as the member scrolls.
  useEffect(() => {
    const box = frame.current;
    const here = box?.querySelectorAll('[aria-current="true"] > rect');
    const target = here?.[here.length - 1];
    if (!box || !target) return;
    const a = box.getBoundingClientRect();
    const b = target.getBoundingClientRect();
    // Centred across the frame when it fits, a little below its top: the state it is in shows round it.
    box.scrollTop += b.top - a.top - 28;
    box.scrollLeft += b.left - a.left - Math.max(8, (a.width - b.width) / 2);
  }, [lit, zoom]);
  // Tapped open in the Machines tab: the drawing fills the panel's third of the screen (its zoom just above).
  useEffect(() => {
    const box = frame.current;
    const panel = box?.closest('.demo-panel');
    if (reveal && box && panel) panel.scrollTop += box.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  }, [reveal, actor]);
  return (
    <div className="md-diagram" data-testid="machine-diagram">
      {taken && (
        <p className="md-taken" data-testid="machine-last">
          {t('demo.lastTransition', {
            from: stateName.get(taken.source) ?? taken.source,
            event: names.event({ event: taken.event, label: '', targets: [...taken.targets] }),
            to: taken.targets.map((id) => stateName.get(id) ?? id).join(', ') || '↺',
          })}
        </p>
      )}
      <div className="md-zoom" role="group" aria-label={t('demo.zoom')}>
        <button
          type="button"
          className="demo-small"
          aria-label={t('demo.zoomOut')}
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
        >
          −
        </button>
        <span aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)} %</span>
        <button
          type="button"
          className="demo-small"
          aria-label={t('demo.zoomIn')}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          +
        </button>
      </div>
      <div
        ref={frame}
        className="md-frame"
        role="figure"
        aria-label={t('demo.diagram', { id: names.machine })}
        tabIndex={0}
      >
        <div style={{ zoom: ZOOMS[zoom] }}>{drawing}</div>
      </div>
    </div>
  );
}
