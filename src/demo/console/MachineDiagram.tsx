/**
 * A running machine drawn live in the demo console: its states as nested boxes (src/demo/machineGraph.ts, the same
 * picture `npm run paths` draws for testers), the states it is in lit, each state's transitions listed under it, and
 * the last transition it took marked, from xstate's inspection events as the member clicks. Demo console only.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { arrowLabel, eventLabel, graphOf, type GraphState } from '../machineGraph';
import { onMachineEvent } from '../machines';

/** The last transition that moved the machine: the state it left, its event, where it went. */
interface Taken {
  source: string;
  event: string;
  targets: string[];
}

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

function StateBox({
  state,
  active,
  taken,
  names,
}: {
  state: GraphState;
  active: Set<string>;
  taken: Taken | null;
  names: Map<string, string>;
}) {
  const on = active.has(state.id);
  const arrived = taken?.targets.includes(state.id) ?? false;
  return (
    <li
      className={`md-state${on ? ' md-active' : ''}${arrived ? ' md-arrived' : ''}${state.type === 'parallel' ? ' md-parallel' : ''}`}
      data-state={state.id}
      aria-current={on ? 'true' : undefined}
    >
      <span className="md-name">
        {state.key}
        {state.type === 'final' && ' ◉'}
      </span>
      {state.tags.length > 0 && <span className="md-tags">{state.tags.join(', ')}</span>}
      {state.transitions.length > 0 && (
        <ul className="md-transitions">
          {state.transitions.map((t, i) => {
            const last =
              taken !== null &&
              taken.source === state.id &&
              taken.event === t.event &&
              taken.targets.join() === t.targets.join();
            return (
              <li key={i} className={last ? 'md-last' : undefined} data-last={last || undefined}>
                {arrowLabel(t)} → {t.targets.map((id) => names.get(id) ?? id).join(', ') || '↺'}
              </li>
            );
          })}
        </ul>
      )}
      {state.children.length > 0 && (
        <ul className="md-children">
          {state.children.map((c) => (
            <StateBox key={c.id} state={c} active={active} taken={taken} names={names} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The diagram of one running actor, lit where it is. */
export function MachineDiagram({ actor }: { actor: AnyActorRef }) {
  const { t } = useTranslation();
  const { snapshot, taken } = useLive(actor);
  const machine = (snapshot as unknown as { machine: AnyStateMachine }).machine;
  const graph = useMemo(() => graphOf(machine), [machine]);
  const names = useMemo(() => {
    const out = new Map<string, string>();
    const walk = (s: GraphState) => {
      out.set(s.id, s.key);
      s.children.forEach(walk);
    };
    walk(graph);
    return out;
  }, [graph]);
  const active = activeIds(snapshot, graph.id);
  return (
    <div className="md-diagram" data-testid="machine-diagram" aria-label={t('demo.diagram', { id: graph.id })}>
      {taken && (
        <p className="md-taken" data-testid="machine-last">
          {t('demo.lastTransition', {
            from: names.get(taken.source) ?? taken.source,
            event: eventLabel(taken.event),
            to: taken.targets.map((id) => names.get(id) ?? id).join(', ') || '↺',
          })}
        </p>
      )}
      <ul className="md-children md-root">
        {graph.transitions.length > 0 && (
          <StateBox state={{ ...graph, children: [] }} active={active} taken={taken} names={names} />
        )}
        {graph.children.map((c) => (
          <StateBox key={c.id} state={c} active={active} taken={taken} names={names} />
        ))}
      </ul>
    </div>
  );
}
