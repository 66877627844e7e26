import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '../../app/useTranslation';
import { Link, Redirect } from 'wouter';
import { useServices } from '../../app/context';
import { ErrorBanner } from '../../ui/ErrorText';
import { VisitorLayout } from './VisitorLayout';
import { forgetLoginShell, loginShellStore, stopFollowingLoginShell } from '../../lib/loginShell';

/** /login: phone, password, remember. The session machine does the rest. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { session } = useServices();
  const state = useSelector(session, (s) => s);
  const rememberId = useId();
  // Typing is form state, not flow: the machine receives it with LOGIN.
  // Until the member types here, the form is what was typed on index.html's login screen while the app started.
  const { focus, ...typed } = useSyncExternalStore(loginShellStore.subscribe, loginShellStore.get);
  const [edited, setEdited] = useState<typeof typed | null>(null);
  const form = edited ?? typed;
  const edit = (change: Partial<typeof typed>) => setEdited((f) => ({ ...(f ?? typed), ...change }));
  useLayoutEffect(() => {
    stopFollowingLoginShell();
    if (focus) document.getElementById(focus === 'username' ? 'login-phone' : 'login-password')?.focus();
    return forgetLoginShell;
    // Only when this screen replaces the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    session.send({ type: 'VISIT_LOGIN' });
  }, [session]);

  // Back to the page a session ended on (a 401 in the middle of a flow), else home.
  if (state.matches('authenticated')) return <Redirect to={state.context.returnTo ?? '/user'} replace />;

  const busy = state.matches({ anonymous: 'loggingIn' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    session.send({ type: 'LOGIN', ...form });
  };

  return (
    <VisitorLayout>
      <main className="card login-card">
        <h1>{t('login.title')}</h1>
        {state.context.endReason && <p className="notice">{t('login.sessionEnded')}</p>}
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="login-phone">{t('login.phone')}</label>
            <input
              id="login-phone"
              name="username"
              inputMode="tel"
              autoComplete="username"
              value={form.username}
              onChange={(e) => edit({ username: e.target.value })}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={(e) => edit({ password: e.target.value })}
              required
            />
          </div>
          <div className="check">
            <input
              id={rememberId}
              type="checkbox"
              checked={form.remember}
              onChange={(e) => edit({ remember: e.target.checked })}
            />
            <label htmlFor={rememberId}>{t('login.remember')}</label>
          </div>
          <ErrorBanner code={state.context.loginError} />
          <button type="submit" className="button primary block" disabled={busy} aria-busy={busy}>
            {busy ? t('login.signingIn') : t('login.submit')}
          </button>
        </form>
        <p className="center">
          {t('login.noAccount')} <Link href="/register">{t('login.register')}</Link>
        </p>
      </main>
    </VisitorLayout>
  );
}
