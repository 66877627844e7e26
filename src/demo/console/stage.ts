/**
 * The tour's stops staged by the console with one tap: the stop's start (its scenarios, the bank's real time, no armed
 * error or held call) and each step's set-up (a hold, an armed code, a scenario, the clock, the bank's part); and a
 * moment restored the same way (its bank kept, its member logged in, its errors and holds armed, its page opened).
 */
import type { TFunction } from 'i18next';
import { PERSONAS } from '../../../mirage/personas';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import type { Moment } from '../moment/moment';
import type { WalkAct, WalkStop } from '../tour/walkStop';
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

type LoginAs = (phone: string, to: string, reload: boolean, ready?: () => void) => Promise<unknown>;

/**
 * The stop staged in one tap: its bank as it starts, its persona logged in (or out) as a member who has accepted home's
 * agreement (no stop walks it, and its dialog would cover the stop's screen), its page opened. Answers whether the
 * page loads anew.
 */
export function startStop(panel: PanelProps, stop: WalkStop, loginAs: LoginAs): boolean {
  const reload = startBank(panel, stop);
  if (stop.persona)
    void loginAs(PERSONAS[stop.persona], stop.href, reload, () => storage.set(STORAGE_KEYS.agreement, '1'));
  else {
    panel.services.session.send({ type: 'LOGOUT' });
    go(stop.href, reload);
  }
  return reload;
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

/**
 * A moment restored: its bank kept in place of this one (its clock where it stood), its member logged in (a visitor: no
 * one), then its scenarios, armed errors and holds (which the log-in must not meet), and its page loaded anew with
 * its dialog.
 */
export async function stageMoment(panel: PanelProps, moment: Moment, loginAs: LoginAs) {
  const { controls, services } = panel;
  const page = controls.snapshot();
  // Its page loads anew: its scenarios, brand and site apply at a load, and its dialog opens with it (a page open
  // already would keep its own, and the log-in itself may have opened home).
  const reload = true;
  // The calls this page holds are answered by the bank they asked, before it goes.
  controls.release(true);
  await new Promise((r) => setTimeout(r, 0));
  const { failures = [], holds = [], scenarios, ...bank } = moment.bank;
  controls.restore({ ...bank, scenarios: [], laosChoice: bank.laos }, Date.parse(moment.bankTime));
  // The site's own language, as the console's choice of site opens it.
  if (bank.laos !== page.laos) storage.remove(STORAGE_KEYS.locale);
  let armed = false;
  const arm = () => {
    if (armed) return;
    armed = true;
    // The member's acceptance of home's agreement, as the app kept it for them.
    if (moment.agreed) storage.set(STORAGE_KEYS.agreement, '1');
    for (const s of scenarios) controls.scenarioOn(s, true);
    for (const f of failures)
      if (f.every) controls.failEvery(f.method, f.path, f.code, f.status);
      else controls.failNext(f.method, f.path, f.code, f.status, f.key);
    for (const h of holds) controls.holdNext(h.method, h.path, h.code, h.status);
  };
  if (moment.member) await loginAs(moment.member.phone, moment.page, reload, arm);
  else {
    services.session.send({ type: 'LOGOUT' });
    arm();
    go(moment.page, reload);
  }
  // A member the bank refused (its moment was taken as they were refused): the rest is set all the same.
  arm();
  refetchAll(services);
}
