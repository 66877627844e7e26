/**
 * The demo console for product owners and testers (demo mode only, loaded with Mirage): log in as a persona, pick a
 * scenario, arm errors on any call of the spec, move the bank's clock, see the running machines, reset, and the tour.
 * It sits in the page's flow above the app (never over the app's own controls) and is collapsible.
 */
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { consoleSlot } from './slot';
import { useTranslation } from '../src/app/useTranslation';
import { waitFor, type AnyActorRef } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { periodEnd } from '../machines/bangkokTime';
import { allEndpoints } from '../src/api/contracts';
import { ERROR_CODES, GONE, SPIN_ERROR_CODES, errorKey } from '../src/api/errors';
import type { Services } from '../src/app/services';
import { APP_BASE, rootUrl } from '../src/lib/base';
import { formatBangkok } from '../src/lib/format';
import { onMachineEvent, runningMachines } from '../src/lib/inspect';
import { DEMO_BRANDS } from './brands';
import { RadioChoice } from './RadioChoice';
import { WHEEL } from './content';
import type { DemoControls } from './controls';
import { DEMO_PASSWORD, PERSONAS } from './seed';
import './demo-panel.css';

/** The call catalogue (spec section 7) by domain, as `METHOD path`. */
const ROUTES = Object.entries(
  allEndpoints.reduce<Record<string, string[]>>((groups, { name, endpoint }) => {
    const domain = name.split('.')[0]!;
    (groups[domain] ??= []).push(`${endpoint.method} ${endpoint.path}`);
    return groups;
  }, {}),
);
/** The error catalogue (spec section 8) as the spec groups it, the spin table, and the closed service. */
const CODE_GROUPS: Array<[string, readonly string[]]> = [...Object.entries(ERROR_CODES), ['spin', SPIN_ERROR_CODES.filter((c) => c !== 'BONUS_REMAINING')], ['service', [GONE]]];

/** The personas, the richest story first and the refused login last. */
const PERSONA_ORDER = ['funded', 'bonus', 'newcomer', 'inactive'] as const satisfies ReadonlyArray<keyof typeof PERSONAS>;

const MINUTE = 60_000;
const CLOCK_STEPS = [['plusMinute', MINUTE], ['plus10Minutes', 10 * MINUTE], ['plusHour', 60 * MINUTE], ['plusDay', 24 * 60 * MINUTE], ['plusWeek', 7 * 24 * 60 * MINUTE]] as const;

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

/** "register: phone", "bonus WELCOME100: available", "chat: panel.collapsed, connection.connected, history.ready". */
function describeActor(actor: AnyActorRef): string {
  const snap = actor.getSnapshot() as { value: unknown; machine?: { id: string } };
  const id = snap.machine?.id ?? actor.id;
  const name = actor.id && actor.id !== id && !/^x:\d+$/.test(actor.id) ? `${id} ${actor.id}` : id;
  const flat = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) => flat(c).map((s) => `${k}.${s}`));
  return `${name}: ${flat(snap.value).join(', ')}`;
}

/** Refetch every server read of the page (after the bank changed under it). */
function refetchAll(services: Services) {
  for (const cache of services.caches) cache.refetchAll();
}

export interface DemoConsoleProps {
  controls: DemoControls;
  services: Services;
}

export default function DemoConsole({ controls, services }: DemoConsoleProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [route, setRoute] = useState('POST /api/wallet/transfer');
  const [code, setCode] = useState('INTERNAL_SERVER_ERROR');
  const [status, setStatus] = useState('');
  const [every, setEvery] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [, redraw] = useState(0);
  const machines = useMachines();
  const now = useSyncExternalStore(
    (changed) => {
      const timer = window.setInterval(changed, 1000);
      return () => window.clearInterval(timer);
    },
    () => Math.floor(controls.now() / 1000),
  );
  const armed = controls.armed();
  const scenario = controls.scenario();
  const brand = controls.brand();
  const reload = () => window.location.reload();

  async function loginAs(phone: string) {
    const { session } = services;
    if (session.getSnapshot().matches('authenticated')) session.send({ type: 'LOGOUT' });
    session.send({ type: 'LOGIN', username: phone, password: DEMO_PASSWORD, remember: true });
    const done = await waitFor(session, (s) => !s.matches({ anonymous: 'loggingIn' }));
    if (done.matches('authenticated')) {
      setNote(t('demo.loggedIn', { phone }));
      navigate(`${APP_BASE}/user/home`);
    } else {
      const code = done.context.loginError ?? done.context.endReason ?? 'LOGIN_FAIL';
      const key = errorKey(code);
      setNote(t('demo.loginRefused', { text: key ? t(key) : code }));
    }
  }

  function arm(e: FormEvent) {
    e.preventDefault();
    const [method, path] = route.split(' ') as [string, string];
    const n = Number(status);
    const given = status.trim() !== '' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
    (every ? controls.failEvery : controls.failNext)(method, path, code, given);
    setNote(t(every ? 'demo.armedEvery' : 'demo.armed', { method, path, code }));
  }

  function disarm(index?: number) {
    controls.disarm(index);
    redraw((n) => n + 1);
  }

  /** Move the bank's clock; the page reads it live (QR countdowns, bonus limits) and its server reads refetch. */
  function moveClock(ms: number | 'day' | 'week' | 'real') {
    const at = controls.now();
    if (ms === 'real') controls.realTime();
    else controls.advanceClock(typeof ms === 'number' ? ms : periodEnd(ms, at) - at);
    refetchAll(services);
    redraw((n) => n + 1);
  }

  function closeOnEscape(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById(`${id}-toggle`)?.focus();
    }
  }

  return createPortal(
    <section className="demo-console" aria-label={t('demo.title')} onKeyDown={closeOnEscape}>
      <div className="demo-bar">
        <button type="button" id={`${id}-toggle`} className="demo-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          {t('demo.open')} {open ? '▴' : '▾'}
        </button>
        <span className="demo-bar-clock" data-testid="demo-clock">{t('demo.clockNow', { time: formatBangkok(now * 1000) })}</span>
        <a className="demo-bar-link" href={rootUrl('demo')}>{t('demo.tourLink')}</a>
      </div>
      {open && (
        <div id={`${id}-body`} className="demo-body">
          <p className="demo-hint">{t('demo.hint')}</p>

          <fieldset className="demo-fieldset">
            <legend className="demo-legend">{t('demo.personas')}</legend>
            <ul className="demo-list">
              {PERSONA_ORDER.map((key) => [key, PERSONAS[key]] as const).map(([key, phone]) => (
                <li key={key}>
                  <button type="button" className="demo-button" onClick={() => void loginAs(phone)}>
                    {t('demo.loginAs', { name: t(`demo.persona.${key}.name`), phone })}
                  </button>
                  <span className="demo-line">{t(`demo.persona.${key}.story`)}</span>
                </li>
              ))}
            </ul>
          </fieldset>

          <RadioChoice
            legend={t('demo.scenario')}
            name={`${id}-scenario`}
            options={controls.scenarios().map((s) => ({ value: s, title: t(`demo.scenarios.${s}`), info: t(`demo.scenarioInfo.${s}`) }))}
            checked={scenario}
            onChoose={(s) => { controls.scenario(s); reload(); }}
          />
          <RadioChoice
            legend={t('demo.brand')}
            name={`${id}-brand`}
            options={['own', ...Object.keys(DEMO_BRANDS)].map((b) => ({ value: b, title: t(`demo.brands.${b}`), info: t(`demo.brandInfo.${b}`) }))}
            checked={brand ?? 'own'}
            onChoose={(b) => { controls.brand(b === 'own' ? null : b); reload(); }}
          />

          <form className="demo-fieldset" onSubmit={arm} aria-labelledby={`${id}-errors`}>
            <h3 id={`${id}-errors`} className="demo-legend">{t('demo.errors')}</h3>
            <div className="demo-row">
              <label htmlFor={`${id}-route`} className="demo-label">{t('demo.route')}</label>
              <select id={`${id}-route`} className="demo-input" value={route} onChange={(e) => setRoute(e.target.value)}>
                {ROUTES.map(([domain, routes]) => (
                  <optgroup key={domain} label={domain}>
                    {routes.map((r) => <option key={r} value={r}>{r}</option>)}
                  </optgroup>
                ))}
              </select>
            </div>
            <div className="demo-row">
              <label htmlFor={`${id}-code`} className="demo-label">{t('demo.code')}</label>
              <select id={`${id}-code`} className="demo-input" value={code} onChange={(e) => setCode(e.target.value)}>
                {CODE_GROUPS.map(([group, codes]) => (
                  <optgroup key={group} label={t(`demo.codeGroups.${group}`)}>
                    {codes.map((c) => <option key={c} value={c}>{c}</option>)}
                  </optgroup>
                ))}
              </select>
            </div>
            <div className="demo-row">
              <label htmlFor={`${id}-status`} className="demo-label">{t('demo.status')}</label>
              <input id={`${id}-status`} className="demo-input" type="number" min={100} max={599} value={status}
                placeholder={t('demo.statusAuto')} onChange={(e) => setStatus(e.target.value)} />
            </div>
            <div className="demo-row" role="radiogroup" aria-label={t('demo.when')}>
              <label className="demo-choice"><input type="radio" name={`${id}-when`} checked={!every} onChange={() => setEvery(false)} />{t('demo.nextCall')}</label>
              <label className="demo-choice"><input type="radio" name={`${id}-when`} checked={every} onChange={() => setEvery(true)} />{t('demo.everyCall')}</label>
            </div>
            <button type="submit" className="demo-button">{t('demo.arm')}</button>
            <h4 className="demo-subtitle">{t('demo.armedList', { count: armed.length })}</h4>
            {armed.length > 0 && (
              <ul className="demo-list" aria-label={t('demo.armedList', { count: armed.length })}>
                {armed.map((f, i) => (
                  <li key={`${i}-${f.method}-${f.path}-${f.code}`} className="demo-armed">
                    <span>{`${f.method} ${f.path} → ${f.code} (${f.status}), ${t(f.every ? 'demo.everyCall' : 'demo.nextCall')}`}</span>
                    <button type="button" className="demo-small" onClick={() => disarm(i)}>{t('demo.clear')}</button>
                  </li>
                ))}
                <li><button type="button" className="demo-small" onClick={() => disarm()}>{t('demo.clearAll')}</button></li>
              </ul>
            )}
          </form>

          <fieldset className="demo-fieldset">
            <legend className="demo-legend">{t('demo.clock')}</legend>
            <div className="demo-grid">
              {CLOCK_STEPS.map(([key, ms]) => <button key={key} type="button" className="demo-button" onClick={() => moveClock(ms)}>{t(`demo.${key}`)}</button>)}
              <button type="button" className="demo-button" onClick={() => moveClock('day')}>{t('demo.nextDay')}</button>
              <button type="button" className="demo-button" onClick={() => moveClock('week')}>{t('demo.nextWeek')}</button>
              <button type="button" className="demo-button" onClick={() => moveClock('real')}>{t('demo.realTime')}</button>
            </div>
          </fieldset>

          <fieldset className="demo-fieldset">
            <legend className="demo-legend">{t('demo.bank')}</legend>
            <button type="button" className="demo-button" onClick={() => {
              try {
                setNote(t('demo.qrPaid', { amount: controls.payQr() }));
                refetchAll(services);
              } catch {
                setNote(t('demo.noQr'));
              }
            }}>{t('demo.payQr')}</button>
            <button type="button" className="demo-button" onClick={() => controls.chatDisconnect()}>{t('demo.chatDisconnect')}</button>
            <div className="demo-row">
              <label htmlFor={`${id}-spin`} className="demo-label">{t('demo.nextSpin')}</label>
              <select id={`${id}-spin`} className="demo-input" defaultValue="" onChange={(e) => controls.nextSpin(e.target.value || null)}>
                <option value="">{t('demo.randomSpin')}</option>
                {WHEEL.slices.map((s) => <option key={s.code} value={s.code}>{`${s.code} (${s.label})`}</option>)}
              </select>
            </div>
          </fieldset>

          <fieldset className="demo-fieldset">
            <legend className="demo-legend">{t('demo.machines')}</legend>
            <ul className="demo-list demo-machines" data-testid="demo-machines">
              {machines.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
            </ul>
          </fieldset>

          <button type="button" className="demo-button demo-danger" onClick={() => { controls.reset(); reload(); }}>{t('demo.reset')}</button>
        </div>
      )}
      {note && <p className="demo-note" role="status">{note}</p>}
    </section>,
    consoleSlot(),
  );
}
