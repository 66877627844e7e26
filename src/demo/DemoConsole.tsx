/**
 * The demo console for product owners and testers (demo mode only, loaded with Mirage): log in as a persona, pick a
 * scenario, arm errors on any call of the spec, move the bank's clock, play the bank's part, see the running machines,
 * reset, and the tour (its guided walk, a stop at a time, beside the screen it walks). It sits in the page's flow above the app (never over the app's own controls) and is
 * collapsible; open, it shows one panel at a time (a row of tabs), its last note right under its bar, so that it stays
 * short on a phone. One component per panel (src/demo/console/); the bank is read as a store (console/store.ts).
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DemoControls } from '../../mirage/controls';
import type { Services } from '../services/services';
import { followDialogs } from '../ui/toastLayer';
import { Bar, openAsked, openAtNextLoad, takeOpenAsked, takeOpenAtLoad } from './console/Bar';
import { Clock } from './console/Clock';
import { Errors } from './console/Errors';
import { Machines } from './console/Machines';
import { carriesFile, Moment, useMomentFlow } from './console/Moment';
import { Personas, usePersonaLogin } from './console/Personas';
import { PlayBank } from './console/PlayBank';
import { Scenarios } from './console/Scenarios';
import { startStop } from './console/stage';
import type { PanelProps } from './console/store';
import { Telemetry } from './console/Telemetry';
import { keepStop, Tour } from './console/Tour';
import { linkedMomentAsked, takeLinkedMoment } from './moment/asked';
import type { MomentSource } from './moment/momentMachine';
import { consoleSlot } from './slot';
import { STAGE_EVENT, takeAsked } from './tour/stageRequest';
import { WALK } from './tour/walk';
import './demo-panel.css';

/** The console's panels, in the order of their tabs (`demo.tabs.<name>` names each). */
const PANELS = {
  personas: Personas,
  scenarios: Scenarios,
  errors: Errors,
  clock: Clock,
  bank: PlayBank,
  machines: Machines,
  telemetry: Telemetry,
  tour: Tour,
  moment: Moment,
} as const;
type PanelName = keyof typeof PANELS;

export interface DemoConsoleProps {
  controls: DemoControls;
  services: Services;
}

export default function DemoConsole({ controls, services }: DemoConsoleProps) {
  const { t } = useTranslation();
  const id = useId();
  // Open at once when the bar was tapped before the console had arrived, or on a moment's link (shown for a confirm).
  // A tour stop staged by loading its page anew: open on the tour again.
  const [atLoad] = useState(() => {
    const tab = takeOpenAtLoad();
    return tab !== null && tab in PANELS ? (tab as PanelName) : null;
  });
  const [open, setOpen] = useState(() => openAsked() || linkedMomentAsked() || atLoad !== null);
  const [note, say] = useState<string | null>(null);
  const [shown, show] = useState<PanelName>(() => (linkedMomentAsked() ? 'moment' : (atLoad ?? 'personas')));
  const Panel = PANELS[shown];
  const moment = useMomentFlow({ controls, services, say });
  const panel: PanelProps = { controls, services, say, moment };
  // /demo's start buttons: the console stages the stop and opens on its tour, at that stop.
  const loginAs = usePersonaLogin(panel);
  const [stagings, showStop] = useState(0);
  const stageStop = useEffectEvent((at: number) => {
    const stop = WALK[at];
    if (!stop) return;
    keepStop(at);
    showStop((n) => n + 1);
    setOpen(true);
    show('tour');
    if (startStop(panel, stop, loginAs)) openAtNextLoad('tour');
  });
  // A moment's link opened, or its file dropped on the console: the console shows it for a confirm.
  const openMoment = (source: MomentSource) => {
    setOpen(true);
    show('moment');
    moment.send({ type: 'OPEN', source });
  };
  const openLinked = useEffectEvent(() => {
    const fragment = takeLinkedMoment();
    if (fragment) openMoment({ fragment });
  });
  useEffect(() => {
    const onStage = (e?: Event) => {
      const at = takeAsked(e);
      if (at !== null) stageStop(at);
    };
    // Asked before the console had arrived: staged now; a moment's link opened: shown for a confirm.
    const arrived = () => {
      onStage();
      openLinked();
    };
    arrived();
    window.addEventListener(STAGE_EVENT, onStage);
    return () => window.removeEventListener(STAGE_EVENT, onStage);
  }, []);
  // The console's own element: in its place above the app, or over an open dialog (where the rest of the page is inert),
  // so that "pay this QR", the clock and the errors can be shown while the member's dialog is open.
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'demo-layer';
    return el;
  });
  // Arriving over a dialog it shows as its bar only, its last note gone: the dialog stays in view until the console is
  // opened on purpose. Back in the page it is as it was there.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);
  // The early bar's tap is spent once the console has taken its place (read in the drawing, see `openAsked`).
  useEffect(() => void takeOpenAsked(), []);
  useEffect(() => {
    // Whether it was open in the page, noted when it first leaves for a dialog (not from one dialog to the next).
    let inPage = isOpen.current;
    let away = false;
    return followDialogs(layer, consoleSlot, (over) => {
      say(null);
      if (over && !away) inPage = isOpen.current;
      away = over;
      setOpen(!over && inPage);
    });
  }, [layer]);

  function closeOnEscape(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById(`${id}-toggle`)?.focus();
    }
  }

  return createPortal(
    <section
      className="demo-console"
      aria-label={t('demo.title')}
      onKeyDown={closeOnEscape}
      onDragOver={(e) => {
        if (carriesFile(e)) e.preventDefault();
      }}
      onDrop={(e) => {
        const file = e.dataTransfer.files[0];
        if (!file) return;
        e.preventDefault();
        openMoment({ file });
      }}
    >
      <Bar
        controls={controls}
        open={open}
        onToggle={() => setOpen(!open)}
        toggleId={`${id}-toggle`}
        bodyId={`${id}-body`}
      />
      {note && (
        <p className="demo-note" role="status">
          {note}
        </p>
      )}
      {open && (
        <div id={`${id}-body`} className="demo-body">
          {/* The tabs and the reset in one row, which scrolls sideways on a phone: the open console stays short. */}
          <div className="demo-tabrow">
            <div className="demo-tabs" role="group" aria-label={t('demo.tabs.label')}>
              {(Object.keys(PANELS) as PanelName[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  className="demo-tab"
                  aria-pressed={shown === name}
                  onClick={() => show(name)}
                >
                  {t(`demo.tabs.${name}`)}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="demo-button demo-danger demo-reset"
              onClick={() => {
                controls.reset();
                window.location.reload();
              }}
            >
              {t('demo.reset')}
            </button>
          </div>
          <div className="demo-panel">
            {shown === 'personas' && <p className="demo-hint">{t('demo.hint')}</p>}
            <Panel key={shown === 'tour' ? stagings : undefined} {...panel} />
          </div>
        </div>
      )}
    </section>,
    layer,
  );
}
