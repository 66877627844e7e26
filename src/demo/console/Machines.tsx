import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { machineNames, type Translate } from '../machineNames';
import { onMachineEvent, runningMachines } from '../machines';
import { MachineDiagram } from './MachineDiagram';

/**
 * An actor as the console names it, in its language: the machine, the actor's own name when it has one (a bonus's
 * code), and the states it is in ("สมัครสมาชิก: เบอร์โทรศัพท์", "Chat: Panel › Collapsed, Connection › Connected").
 */
function describeActor(actor: AnyActorRef, t: Translate): string {
  const snap = actor.getSnapshot() as { value: unknown; machine?: { id: string } };
  const id = snap.machine?.id ?? actor.id;
  const names = machineNames(t, id);
  const name =
    actor.id && actor.id !== id && !/^x:\d+$/.test(actor.id) ? `${names.machine} ${actor.id}` : names.machine;
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [names.state(v)]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) =>
          flat(c).map((s) => `${names.state(k)} › ${s}`),
        );
  const states = flat(snap.value);
  // A machine of no states of its own (a group of others) is its name alone.
  return states.length > 0 ? `${name}: ${states.join(', ')}` : name;
}

/** The app's running actors, read again at most once a frame as they move (and once a second: a stopped one reports nothing). */
export function useRunning(): AnyActorRef[] {
  const [actors, setActors] = useState<AnyActorRef[]>(() => [...runningMachines()]);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = 0;
      setActors([...runningMachines()]);
    };
    draw();
    const stop = onMachineEvent(() => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    });
    const every = setInterval(draw, 1000);
    return () => {
      stop();
      clearInterval(every);
      cancelAnimationFrame(frame);
    };
  }, []);
  return actors;
}

/** The running machines and their states: one line a machine and state, with the first actor of it. */
function useMachines(t: Translate): Array<{ line: string; actor: AnyActorRef }> {
  // The same machine in the same state more than once (e.g. several closed pickers) is one line with a count.
  const groups = new Map<string, { actor: AnyActorRef; n: number }>();
  for (const actor of useRunning()) {
    const line = describeActor(actor, t);
    const g = groups.get(line);
    if (g) g.n++;
    else groups.set(line, { actor, n: 1 });
  }
  return [...groups].map(([line, g]) => ({ line: g.n > 1 ? `${line} (×${g.n})` : line, actor: g.actor }));
}

/**
 * The app's running machines (xstate's inspection API) with their states; a tap on one draws it, lit where it is and
 * with the last transition it took marked, as the member goes on clicking.
 */
export function Machines() {
  const { t } = useTranslation();
  const machines = useMachines(t);
  const [chosen, choose] = useState<AnyActorRef | null>(null);
  const shown = chosen && chosen.getSnapshot().status === 'active' ? chosen : null;
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.machines')}</legend>
      <ul className="demo-list demo-machines" data-testid="demo-machines">
        {machines.map(({ line, actor }, i) => (
          <li key={`${i}-${line}`}>
            <button
              type="button"
              className="demo-link-button"
              aria-pressed={actor === shown}
              onClick={() => choose(actor === shown ? null : actor)}
            >
              {line}
            </button>
          </li>
        ))}
      </ul>
      {shown && <MachineDiagram actor={shown} reveal />}
    </fieldset>
  );
}
