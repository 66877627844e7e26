/**
 * The tour's stops staged by the console with one tap: the stop's start (its scenarios, the bank's real time, no armed
 * error or held call) and each step's set-up (a hold, an armed code, a scenario, the clock, the bank's part).
 */
import type { TFunction } from 'i18next';
import { PERSONAS } from '../../../mirage/personas';
import type { WalkAct, WalkStop } from '../tour/walk';
import { moveClock } from './Clock';
import { go } from './Personas';
import { payNewestQr } from './PlayBank';
import { refetchAll, type PanelProps } from './store';

/**
 * The stop's bank as it starts: its scenarios alone, real time, nothing armed or held. Answers whether the page must
 * load anew (the scenarios changed: they apply at the next load).
 */
function startBank({ controls, services }: PanelProps, stop: WalkStop): boolean {
  controls.disarm();
  controls.release(true);
  controls.realTime();
  const before = controls.scenario();
  controls.scenario('default');
  for (const s of stop.scenarios ?? []) controls.scenarioOn(s, true);
  refetchAll(services);
  return controls.scenario() !== before;
}

/** The stop staged in one tap: its bank as it starts, its persona logged in (or out), its page opened. */
export function startStop(
  panel: PanelProps,
  stop: WalkStop,
  loginAs: (phone: string, to: string, reload: boolean) => unknown,
) {
  const reload = startBank(panel, stop);
  if (stop.persona) void loginAs(PERSONAS[stop.persona], stop.href, reload);
  else {
    panel.services.session.send({ type: 'LOGOUT' });
    go(stop.href, reload);
  }
}

/** Carries out a step's set-up; the page reloads into a scenario. */
export function runAct(panel: PanelProps, act: WalkAct, t: TFunction) {
  const { controls } = panel;
  if ('hold' in act) controls.holdNext(...act.hold);
  else if ('fail' in act) (act.every ? controls.failEvery : controls.failNext)(...act.fail);
  else if ('scenarios' in act) {
    for (const s of act.scenarios) controls.scenarioOn(s, true);
    window.location.reload();
    return;
  } else if ('clock' in act) moveClock(panel, act.clock);
  else if ('payQr' in act) return payNewestQr(panel, t);
  else if ('nextSpin' in act) controls.nextSpin(act.nextSpin);
  else controls.chatDisconnect();
  panel.say(t('tour.setUpDone'));
}
