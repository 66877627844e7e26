import { useTranslation } from 'react-i18next';
import { periodEnd } from '../../../machines/bangkokTime';
import { refetchAll, type PanelProps } from './store';

const MINUTE = 60_000;
const CLOCK_STEPS = [
  ['plusMinute', MINUTE],
  ['plus10Minutes', 10 * MINUTE],
  ['plusHour', 60 * MINUTE],
  ['plusDay', 24 * 60 * MINUTE],
  ['plusWeek', 7 * 24 * 60 * MINUTE],
] as const;

/** Move the bank's clock; the page reads it live (QR countdowns, bonus limits) and its server reads refetch. */
export function Clock({ controls, services }: PanelProps) {
  const { t } = useTranslation();
  function moveClock(ms: number | 'day' | 'week' | 'real') {
    const at = controls.now();
    if (ms === 'real') controls.realTime();
    else controls.advanceClock(typeof ms === 'number' ? ms : periodEnd(ms, at) - at);
    refetchAll(services);
  }
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.clock')}</legend>
      <div className="demo-grid">
        {CLOCK_STEPS.map(([key, ms]) => (
          <button key={key} type="button" className="demo-button" onClick={() => moveClock(ms)}>
            {t(`demo.${key}`)}
          </button>
        ))}
        <button type="button" className="demo-button" onClick={() => moveClock('day')}>
          {t('demo.nextDay')}
        </button>
        <button type="button" className="demo-button" onClick={() => moveClock('week')}>
          {t('demo.nextWeek')}
        </button>
        <button type="button" className="demo-button" onClick={() => moveClock('real')}>
          {t('demo.realTime')}
        </button>
      </div>
    </fieldset>
  );
}
