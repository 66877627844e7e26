import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { onMachineEvent, runningMachines } from '../../src/lib/inspect';

/** "register: phone", "bonus WELCOME100: available", "chat: panel.collapsed, connection.connected, history.ready". */
function describeActor(actor: AnyActorRef): string {
  const snap = actor.getSnapshot() as { value: unknown; machine?: { id: string } };
  const id = snap.machine?.id ?? actor.id;
  const name = actor.id && actor.id !== id && !/^x:\d+$/.test(actor.id) ? `${id} ${actor.id}` : id;
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) => flat(c).map((s) => `${k}.${s}`));
  return `${name}: ${flat(snap.value).join(', ')}`;
}

/** The running machines and their states, redrawn at most once a frame. */
function useMachines(): string[] {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = 0;
      // The same machine in the same state more than once (e.g. several closed pickers) is one line with a count.
      const counts = new Map<string, number>();
      for (const line of runningMachines().map(describeActor)) counts.set(line, (counts.get(line) ?? 0) + 1);
      setLines([...counts].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line)));
    };
    draw();
    const stop = onMachineEvent(() => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, []);
  return lines;
}

/** The app's running machines (xstate's inspection API) with their states. */
export function Machines() {
  const { t } = useTranslation();
  const machines = useMachines();
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.machines')}</legend>
      <ul className="demo-list demo-machines" data-testid="demo-machines">
        {machines.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
    </fieldset>
  );
}
