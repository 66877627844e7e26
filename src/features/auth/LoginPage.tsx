import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { appIsLive } from '../../lib/firstScreen';
import { handOver, useHandedOver } from '../../lib/handover';
import { FORGOT_PASSWORD, REGISTERED } from '../../lib/routes';
import { useServices } from '../../services/context';
import { ErrorBanner } from '../../ui/ErrorText';
import { VisitorLayout } from './VisitorLayout';

/**
 * /login: phone, password, remember. The session machine does the rest. The build paints this screen into index.html
 * (scripts/prerender.ts) and the app takes it over as it is: the fields are the browser's own (uncontrolled), so what
 * was typed before the app ran stays, and LOGIN carries what they hold when the form is sent.
 */

export default function LoginPage() {
  const { t } = useTranslation();
  const { session } = useServices();
  const state = useSelector(session, (s) => s);
  const rememberId = useId();
  // The phone the registration just made (src/lib/handover.ts).
  const registered = useHandedOver(REGISTERED);
  const form = useRef<HTMLFormElement>(null);
  const ended = state.context.endReason;
  const [, navigate] = useLocation();

  // A login submitted before the app ran (held by index.html's boot code) is sent now, once.
  useLayoutEffect(() => appIsLive(form.current), []);
  useEffect(() => {
    session.send({ type: 'VISIT_LOGIN' });
  }, [session]);

  // Back to the page a session ended on (a 401 in the middle of a flow), else home.
  if (state.hasTag('member')) return <Redirect to={state.context.returnTo ?? '/user'} replace />;

  const busy = state.hasTag('loggingIn');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const fields = e.currentTarget.elements;
    const value = (name: string) => (fields.namedItem(name) as HTMLInputElement).value;
    session.send({
      type: 'LOGIN',
      username: value('username'),
      password: value('password'),
      remember: (fields.namedItem('remember') as HTMLInputElement).checked,
    });
  };

  return (
    <VisitorLayout>
      <main className="card login-card">
        <h1>{t('login.title')}</h1>
        {/* Ended in another tab (a logout, another member): said in the member pages' texts, loaded in that tab. */}
        {ended && <p className="notice">{t([`intent.${ended}`, 'login.sessionEnded'])}</p>}
        {registered && (
          <p className="notice success" role="status">
            {t('login.accountReady')}
          </p>
        )}
        {/* POST, should the browser ever send it itself: a password never goes into an address. */}
        <form ref={form} method="post" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="login-phone">{t('login.phone')}</label>
            <input
              id="login-phone"
              name="username"
              inputMode="tel"
              autoComplete="username"
              required
              defaultValue={registered ?? undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <div className="check">
            <input id={rememberId} name="remember" type="checkbox" defaultChecked />
            <label htmlFor={rememberId}>{t('login.remember')}</label>
          </div>
          <ErrorBanner code={state.context.loginError} />
          <button type="submit" className="button primary block" disabled={busy} aria-busy={busy}>
            {busy ? t('login.signingIn') : t('login.submit')}
          </button>
        </form>
        {/* No reset call in the spec: support resets it, and the contact page hands them the phone typed here. */}
        <p className="center">
          <Link
            className="button link"
            href={FORGOT_PASSWORD.path}
            onClick={(e) => {
              e.preventDefault();
              const phone = (form.current!.elements.namedItem('username') as HTMLInputElement).value;
              handOver(FORGOT_PASSWORD.param, phone);
              navigate(FORGOT_PASSWORD.path);
            }}
          >
            {t('login.forgot')}
          </Link>
        </p>
        <p className="center">
          {t('login.noAccount')} <Link href="/register">{t('login.register')}</Link>
        </p>
      </main>
    </VisitorLayout>
  );
}
