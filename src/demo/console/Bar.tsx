/**
 * The demo console's bar: its toggle, the bank's Bangkok time (and how far it is shifted) and the tour's link. The
 * console shows it on top of its panels; before the console's code has loaded, it is painted on its own with the page
 * (EarlyBar: only the demo's texts are awaited), and a tap on its toggle then opens the console when it arrives.
 */
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DemoControls } from '../../../mirage/controls';
import { rootUrl } from '../../lib/base';
import { formatBangkok } from '../../lib/format';
import { consoleSlot } from '../slot';
import { clockOffset } from './Clock';
import { useBank, useBankClock } from './store';
import './bar.css';

export function Bar(props: {
  controls: DemoControls;
  open: boolean;
  onToggle: () => void;
  toggleId?: string;
  bodyId?: string;
}) {
  const { t } = useTranslation();
  const now = useBankClock(props.controls);
  const { clockOffsetMs } = useBank(props.controls);
  return (
    <div className="demo-bar">
      <button
        type="button"
        id={props.toggleId}
        className="demo-toggle"
        aria-expanded={props.open}
        aria-controls={props.bodyId}
        onClick={props.onToggle}
      >
        {t('demo.open')} {props.open ? '▴' : '▾'}
      </button>
      <span className="demo-bar-clock" data-testid="demo-clock">
        {t('demo.clockNow', { time: formatBangkok(now * 1000) })}
        {Math.abs(clockOffsetMs) >= 1000 && (
          <strong className="demo-bar-shifted" data-testid="demo-clock-offset">
            {' '}
            {t('demo.clockShifted', { offset: clockOffset(t, clockOffsetMs) })}
          </strong>
        )}
      </span>
      <a className="demo-bar-link" href={rootUrl('demo')}>
        {t('demo.tourLink')}
      </a>
    </div>
  );
}

/**
 * A tap on the early bar's toggle, carried out when the console arrives. Read in the console's drawing (`openAsked`)
 * and spent only once the console is in the page (`takeOpenAsked`): React throws away a drawing that anything
 * interrupts (the bar's clock ticks every second) and draws it again, and that drawing must read the tap too.
 */
let asked = false;
export const openAsked = () => asked;
export const takeOpenAsked = () => {
  const was = asked;
  asked = false;
  return was;
};

const OPEN_ON = 'demo.console.openOn';
/** The console opens on this tab at the page's next load (a tour stop staged by loading its page anew). */
export function openAtNextLoad(tab: string) {
  try {
    sessionStorage.setItem(OPEN_ON, tab);
  } catch {
    /* it opens closed */
  }
}
/** The tab the console was asked to open on at this load (once), else null. */
export function takeOpenAtLoad(): string | null {
  try {
    const tab = sessionStorage.getItem(OPEN_ON);
    sessionStorage.removeItem(OPEN_ON);
    return tab;
  } catch {
    return null;
  }
}

/** The bar in the console's place while the rest of its code loads. */
export function EarlyBar({ controls }: { controls: DemoControls }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(asked);
  return createPortal(
    <section className="demo-console" aria-label={t('demo.title')} aria-busy="true">
      <Bar
        controls={controls}
        open={open}
        onToggle={() => {
          asked = !open;
          setOpen(!open);
        }}
      />
    </section>,
    consoleSlot(),
  );
}
