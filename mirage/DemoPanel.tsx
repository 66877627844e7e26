/** The demo's floating control panel: scenario, fail the next call, reset. Only loaded in demo mode. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ERROR_CODES, GONE, SPIN_ERROR_CODES } from '../src/api/errors';
import { periodEnd } from '../machines/bangkokTime';
import { formatBangkok } from '../src/lib/format';
import { WHEEL } from './content';
import type { DemoControls } from './controls';
import './demo-panel.css';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const CODES = [...new Set<string>([...ALL_ERROR_CODES, ...SPIN_ERROR_CODES, GONE])];

export interface DemoPanelProps {
  controls: DemoControls;
}

export default function DemoPanel({ controls }: DemoPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<string>('GET');
  const [path, setPath] = useState('/api/wallet');
  const [code, setCode] = useState<string>('INTERNAL_SERVER_ERROR');
  const [status, setStatus] = useState('');
  const [armed, setArmed] = useState<string | null>(null);
  const current = controls.scenario();

  const reload = () => window.location.reload();

  function changeScenario(name: string) {
    controls.scenario(name);
    reload();
  }

  function arm(e: FormEvent) {
    e.preventDefault();
    const p = path.trim();
    if (!p.startsWith('/')) return;
    const n = Number(status);
    controls.failNext(method, p, code, status.trim() !== '' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined);
    setArmed(t('demo.armed', { method, path: p, code }));
  }

  /** Play the provider: the newest live QR is paid into its member's wallet. */
  function payQr() {
    try {
      const amount = controls.payQr();
      setArmed(t('demo.qrPaid', { amount }));
    } catch {
      setArmed(t('demo.noQr'));
    }
  }

  /** Move the bank's clock: an hour, or to the next 00:00 Bangkok day or Monday; the page reloads to show it. */
  function advance(to: 'hour' | 'day' | 'week') {
    const now = controls.now();
    controls.advanceClock(to === 'hour' ? 60 * 60 * 1000 : periodEnd(to, now) - now);
    reload();
  }

  function reset() {
    controls.reset();
    reload();
  }

  if (!open) {
    return (
      <button type="button" className="demo-toggle" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('demo.open')}
      </button>
    );
  }

  return (
    <section className="demo-panel" aria-labelledby={`${id}-title`}>
      <header className="demo-header">
        <h2 id={`${id}-title`} className="demo-title">{t('demo.title')}</h2>
        <button type="button" className="demo-close" aria-expanded onClick={() => setOpen(false)}>
          {t('demo.close')}
        </button>
      </header>

      <div className="demo-row">
        <label htmlFor={`${id}-scenario`} className="demo-label">{t('demo.scenario')}</label>
        <select id={`${id}-scenario`} className="demo-input" value={current} onChange={(e) => changeScenario(e.target.value)}>
          {controls.scenarios().map((s) => (
            <option key={s} value={s}>{t(`demo.scenarios.${s}`, { defaultValue: s })}</option>
          ))}
        </select>
      </div>

      <form className="demo-form" onSubmit={arm}>
        <fieldset className="demo-fieldset">
          <legend className="demo-legend">{t('demo.failNext')}</legend>
          <div className="demo-row">
            <label htmlFor={`${id}-method`} className="demo-label">{t('demo.method')}</label>
            <select id={`${id}-method`} className="demo-input" value={method} onChange={(e) => setMethod(e.target.value)}>
              {METHODS.map((m) => <option key={m} value={m}>{m}</option>)}
            </select>
          </div>
          <div className="demo-row">
            <label htmlFor={`${id}-path`} className="demo-label">{t('demo.path')}</label>
            <input id={`${id}-path`} className="demo-input" value={path} placeholder="/api/wallet/activate/:slotCode"
              onChange={(e) => setPath(e.target.value)} spellCheck={false} autoComplete="off" required pattern="/.*" />
          </div>
          <div className="demo-row">
            <label htmlFor={`${id}-code`} className="demo-label">{t('demo.code')}</label>
            <select id={`${id}-code`} className="demo-input" value={code} onChange={(e) => setCode(e.target.value)}>
              {CODES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
          <div className="demo-row">
            <label htmlFor={`${id}-status`} className="demo-label">{t('demo.status')}</label>
            <input id={`${id}-status`} className="demo-input" type="number" min={100} max={599} value={status}
              placeholder={t('demo.statusAuto')} onChange={(e) => setStatus(e.target.value)} />
          </div>
          <button type="submit" className="demo-button">{t('demo.arm')}</button>
          {armed && <p className="demo-note" role="status">{armed}</p>}
        </fieldset>
      </form>

      <button type="button" className="demo-button" onClick={payQr}>{t('demo.payQr')}</button>
      <button type="button" className="demo-button" onClick={() => controls.chatDisconnect()}>{t('demo.chatDisconnect')}</button>
      <div className="demo-row">
        <label htmlFor={`${id}-spin`} className="demo-label">{t('demo.nextSpin')}</label>
        <select id={`${id}-spin`} className="demo-input" defaultValue="" onChange={(e) => controls.nextSpin(e.target.value || null)}>
          <option value="">{t('demo.randomSpin')}</option>
          {WHEEL.slices.map((s) => <option key={s.code} value={s.code}>{`${s.code} (${s.label})`}</option>)}
        </select>
      </div>
      <fieldset className="demo-fieldset">
        <legend className="demo-legend">{t('demo.clock')}</legend>
        <p className="demo-note" data-testid="demo-clock">{t('demo.clockNow', { time: formatBangkok(controls.now()) })}</p>
        <button type="button" className="demo-button" onClick={() => advance('hour')}>{t('demo.plusHour')}</button>
        <button type="button" className="demo-button" onClick={() => advance('day')}>{t('demo.nextDay')}</button>
        <button type="button" className="demo-button" onClick={() => advance('week')}>{t('demo.nextWeek')}</button>
      </fieldset>
      <button type="button" className="demo-button demo-danger" onClick={reset}>{t('demo.reset')}</button>
      <p className="demo-hint">{t('demo.hint')}</p>
    </section>
  );
}
