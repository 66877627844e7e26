import type { TFunction } from 'i18next';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANGKOK_OFFSET_MS, DAY_MS, periodEnd } from '../../../machines/bangkokTime';
import { refetchAll, type PanelProps } from './store';

const MINUTE = 60_000;
const CLOCK_STEPS = [
  ['plusMinute', MINUTE],
  ['plus10Minutes', 10 * MINUTE],
  ['plusHour', 60 * MINUTE],
  ['plusDay', 24 * 60 * MINUTE],
  ['plusWeek', 7 * 24 * 60 * MINUTE],
] as const;

/** A Bangkok wall time as a datetime-local field writes it (2026-11-28T23:59:50), and back; NaN for none. */
const toBangkokField = (ms: number) => new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);
const fromBangkokField = (value: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/.test(value)
    ? Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`) - BANGKOK_OFFSET_MS
    : NaN;

/** How far the bank's clock is from real time, in the console's language: "+1 d 02:00:00", "−00:00:10". */
export function clockOffset(t: TFunction, ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  const days = Math.floor(s / (DAY_MS / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor(s / 3600) % 24)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return `${ms < 0 ? '−' : '+'}${days ? `${t('demo.offsetDays', { count: days })} ` : ''}${hms}`;
}

/**
 * Move the bank's clock, by a step, to the next day or week, or to any time forward or back (typed as Bangkok time);
 * the page reads it live (QR countdowns, bonus limits) and its server reads refetch.
 */
/** The bank's clock moved `ms` on, to the next Bangkok day or week, or back to real time; the page's reads follow. */
export function moveClock({ controls, services }: Pick<PanelProps, 'controls' | 'services'>, ms: ClockMove) {
  const at = controls.now();
  if (ms === 'real') controls.realTime();
  else controls.advanceClock(typeof ms === 'number' ? ms : periodEnd(ms, at) - at);
  refetchAll(services);
}
type ClockMove = number | 'day' | 'week' | 'real';

export function Clock(panel: PanelProps) {
  const { controls, services } = panel;
  const { t } = useTranslation();
  const id = useId();
  const move = (ms: ClockMove) => moveClock(panel, ms);
  function setClock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = fromBangkokField(String(new FormData(event.currentTarget).get('at') ?? ''));
    if (Number.isNaN(at)) return;
    controls.setClock(at);
    refetchAll(services);
  }
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.clock')}</legend>
      <form className="demo-clock-set" onSubmit={setClock}>
        <label htmlFor={`${id}-at`}>{t('demo.clockSetLabel')}</label>
        <input
          id={`${id}-at`}
          name="at"
          type="datetime-local"
          step={1}
          required
          defaultValue={toBangkokField(controls.now())}
        />
        <button type="submit" className="demo-button">
          {t('demo.clockSet')}
        </button>
      </form>
      <div className="demo-grid">
        {CLOCK_STEPS.map(([key, ms]) => (
          <button key={key} type="button" className="demo-button" onClick={() => move(ms)}>
            {t(`demo.${key}`)}
          </button>
        ))}
        <button type="button" className="demo-button" onClick={() => move('day')}>
          {t('demo.nextDay')}
        </button>
        <button type="button" className="demo-button" onClick={() => move('week')}>
          {t('demo.nextWeek')}
        </button>
        <button type="button" className="demo-button" onClick={() => move('real')}>
          {t('demo.realTime')}
        </button>
      </div>
    </fieldset>
  );
}
