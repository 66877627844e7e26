import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { waitFor } from 'xstate';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage/personas';
import { errorKey } from '../../api/errors';
import { APP_BASE } from '../../lib/base';
import { useBank, type PanelProps } from './store';

/** The personas, the richest story first and the refused login last. */
const PERSONA_ORDER = ['funded', 'bonus', 'newcomer', 'inactive'] as const satisfies ReadonlyArray<
  keyof typeof PERSONAS
>;

/** Open `to` in the app: at once, or by loading the page anew (where a scenario changed). */
export function go(to: string, reload = false) {
  if (reload) window.location.assign(`${APP_BASE}${to}`);
  else navigate(`${APP_BASE}${to}`);
}

/**
 * Log in as a persona with one tap (through the app's own session machine), then open `to` (home unless told): the
 * Personas tab and the tour's stops use it.
 */
export function usePersonaLogin({ controls, services, say }: PanelProps) {
  const { t } = useTranslation();
  /**
   * `reload`: the page loads anew at `to` (a scenario changed, which applies at the next load). `ready`: what is done
   * once the member is in, before `to` opens (a moment's armed errors, which the log-in must not meet).
   */
  return async function loginAs(phone: string, to = '/user/home', reload = false, ready?: () => void) {
    const { session } = services;
    // A password changed during the demo would refuse the tap: the bank sets the demo one back, and says so.
    const reset = controls.demoPassword(phone);
    if (session.getSnapshot().matches('authenticated')) session.send({ type: 'LOGOUT' });
    session.send({ type: 'LOGIN', username: phone, password: DEMO_PASSWORD, remember: true });
    const done = await waitFor(session, (s) => !s.matches({ anonymous: 'loggingIn' }));
    if (done.matches('authenticated')) {
      say(t(reset ? 'demo.loggedInReset' : 'demo.loggedIn', { phone, password: DEMO_PASSWORD }));
      ready?.();
      go(to, reload);
    } else {
      const code = done.context.loginError ?? done.context.endReason ?? 'LOGIN_FAIL';
      const key = errorKey(code);
      say(t('demo.loginRefused', { text: key ? t(key) : code }));
    }
  };
}

/** The personas, each logged in with one tap, then home; after them the members registered during the demo. */
export function Personas(panel: PanelProps) {
  const { t } = useTranslation();
  const loginAs = usePersonaLogin(panel);
  const { registered } = useBank(panel.controls);

  return (
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
        {registered.map(({ phone, name }) => (
          <li key={phone}>
            <button type="button" className="demo-button" onClick={() => void loginAs(phone)}>
              {t('demo.loginAs', { name, phone })}
            </button>
            <span className="demo-line">{t('demo.registered', { password: DEMO_PASSWORD })}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
