/**
 * A running machine drawn live in the demo console: src/demo/machineDrawing.ts's picture (the same one the testers'
 * paths/<machine>.svg are), its states and events named in the console's language, the states it is in lit and the
 * last transition it took marked, from xstate's inspection events as the member clicks. It scrolls and zooms in its
 * own frame, the lit state brought into view as the machine moves. Demo console only.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { drawMachine, type Taken } from '../machineDrawing';
import { graphOf, type GraphState } from '../machineGraph';
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

/** The sizes the drawing is shown at: a whole machine at the smallest, its text at its own size at 1. */
const ZOOMS = [0.5, 0.75, 1, 1.25];

/** The diagram of one running actor, lit where it is. */
export function MachineDiagram({ actor }: { actor: AnyActorRef }) {
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
  // The drawing is this module's own text (every name escaped): no markup of anyone else's goes in.
  const svg = useMemo(
    () => drawMachine(graph, names, { active: new Set(lit.split(',')), taken }),
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
    box.scrollTop += b.top - a.top - 8;
    box.scrollLeft += b.left - a.left - 8;
  }, [lit, zoom]);
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
        <div style={{ zoom: ZOOMS[zoom] }} dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
    </div>
  );
}
