import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage/personas';
import { WalkPersona, WalkSteps } from '../tour/demoWalkSteps';
import { WALK } from '../tour/walk';
import { activeIds, MachineDiagram } from './MachineDiagram';
import { useRunning } from './Machines';
import { usePersonaLogin } from './Personas';
import { runAct, startStop } from './stage';
import { useBank, type PanelProps } from './store';
import './tour.css';

/** The stop the walk is at, kept for the tab's life (a reload or a scenario's restart included). */
const AT = 'demo.walk.at';
function savedStop(): number {
  try {
    const n = Number(sessionStorage.getItem(AT));
    return Number.isInteger(n) && n >= 0 && n < WALK.length ? n : 0;
  } catch {
    return 0;
  }
}

/** The stop the walk shows, kept for the tab's life. */
export function keepStop(at: number) {
  try {
    sessionStorage.setItem(AT, String(at));
  } catch {
    /* kept for this page only */
  }
}

const machineIdOf = (actor: AnyActorRef) =>
  (actor.getSnapshot() as { machine?: { id: string } }).machine?.id ?? actor.id;

/**
 * The guided walk, one stop at a time, beside the screen it walks: who to be (one tap logs in as them and opens the
 * screen), what to do and what you then see, the states each step shows lit where the running machine is, and that
 * machine drawn live.
 */
export function Tour(panel: PanelProps) {
  const { t } = useTranslation();
  const [at, go] = useState(savedStop);
  const stop = WALK[at]!;
  const loginAs = usePersonaLogin(panel);
  const running = useRunning().filter((a) => a.getSnapshot().status === 'active');
  const live = stop.machines
    .map((id) => running.find((a) => machineIdOf(a) === id))
    .filter((a): a is AnyActorRef => a !== undefined);
  const lit = (state: string) => {
    const [machine, path] = state.split(':') as [string, string];
    const actor = live.find((a) => machineIdOf(a) === machine);
    return actor ? activeIds(actor.getSnapshot() as AnyMachineSnapshot, machine).has(`${machine}.${path}`) : false;
  };
  function move(to: number) {
    go(to);
    keepStop(to);
  }
  // The stop staged in one tap: its scenarios, real time, nothing armed, its persona logged in (or out), its page.
  const start = () => startStop(panel, stop, loginAs);
  // A step's set-up in one tap; then, while its held call waits or its error stays armed, the way back.
  const { armed, holds } = useBank(panel.controls);
  function action(n: number) {
    const act = stop.acts?.[n];
    if (!act) return null;
    return (
      <div className="demo-walk-nav">
        <button type="button" className="demo-button" onClick={() => runAct(panel, act, t)}>
          {t('tour.setUp')}
        </button>
        {'hold' in act && holds.held.length > 0 && (
          <button type="button" className="demo-small" onClick={() => panel.controls.release()}>
            {t('demo.letAnswer')}
          </button>
        )}
        {'fail' in act && act.every && armed.length > 0 && (
          <button type="button" className="demo-small" onClick={() => panel.controls.disarm()}>
            {t('demo.clearAll')}
          </button>
        )}
      </div>
    );
  }
  return (
    <section className="demo-fieldset" aria-labelledby="demo-walk-title">
      <div className="demo-row">
        <label className="demo-label" htmlFor="demo-walk-stop">
          {t('tour.stop', { n: at + 1, total: WALK.length })}
        </label>
        <select id="demo-walk-stop" className="demo-input" value={at} onChange={(e) => move(Number(e.target.value))}>
          {WALK.map((s, i) => (
            <option key={s.key} value={i}>
              {`${i + 1}. ${t(`tour.walk.${s.key}.title`)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="demo-walk-nav">
        <button type="button" className="demo-small" disabled={at === 0} onClick={() => move(at - 1)}>
          {t('tour.previous')}
        </button>
        <button type="button" className="demo-small" disabled={at === WALK.length - 1} onClick={() => move(at + 1)}>
          {t('tour.next')}
        </button>
      </div>
      <h3 id="demo-walk-title" className="demo-legend">
        {t(`tour.walk.${stop.key}.title`)}
      </h3>
      <WalkPersona stop={stop} phone={stop.persona ? PERSONAS[stop.persona] : undefined} password={DEMO_PASSWORD} />
      <button type="button" className="demo-button" onClick={start}>
        {t(stop.persona ? 'tour.startAs' : 'tour.startVisitor', {
          name: stop.persona ? t(`demo.persona.${stop.persona}.name`) : '',
        })}
      </button>
      <WalkSteps stop={stop} lit={lit} action={action} />
      {stop.machines.length > 0 &&
        (live.length > 0 ? (
          live.map((actor) => <MachineDiagram key={machineIdOf(actor)} actor={actor} />)
        ) : (
          <p className="demo-hint">{t('tour.notRunning', { machines: stop.machines.join(', ') })}</p>
        ))}
    </section>
  );
}
