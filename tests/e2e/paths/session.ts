/** The session (machines/session.ts): the login screen, the member's frame, a session the server ends, a closed service. */
import { expect } from '@playwright/test';
import { ENDED_ELSEWHERE, OTHER_MEMBER, sessionMachine, type SessionContext } from '../../../machines/session';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { errorText, memberAt, th } from './member';
import { bank, callOf, withStep, type Run, type ScreenMap } from './screen';

const loginForm = (run: Run) => run.page.locator('form').filter({ has: run.page.getByLabel(th('login.password')) });
const submitButton = (run: Run) => loginForm(run).locator('button[type=submit]');
const onLogin = (run: Run) => run.page.url().endsWith('/login');
/** The tag another tab's member carries (any but this tab's member's). */
const OTHER_TAG = 'tag-other-member';

/** A call the app makes next answers `code` (as the server would once the session ends or the service closes). */
async function nextCallAnswers(run: Run, code: string) {
  const { page } = run;
  if (code === 'gone') await bank(page).scenario('terminated');
  else await bank(page).failNext(api.statement.list.method, api.statement.list.path, code);
  // A visitor opens the register page (it asks for its settings); a member opens the statement.
  const member = page.getByRole('link', { name: th('member.menu.statement') });
  if (await member.isVisible()) await member.click();
  else
    await page
      .getByRole('link', { name: th('menu.register') })
      .first()
      .click();
}

export const session: ScreenMap = {
  file: 'session',
  machine: sessionMachine,
  also: [
    withStep('xstate.done.actor.login', { group: 'no token' }),
    withStep('xstate.error.actor.login', { code: 'WRONG_PASSWORD' }),
    withStep('LOGOUT', { group: 'stored token' }),
    withStep('API_ERROR', { code: 'EXPIRED_AUTH_TOKEN', group: 'stored token' }),
  ],
  // A member with a stored session on home, or a visitor with none on a visitor page that is not the login.
  setup: async (run) =>
    memberAt(
      run.page,
      run.case.group === 'stored token' ? PERSONAS.funded : null,
      run.case.group === 'stored token' ? '/user/home' : '/contact',
    ),
  // The app starts with the page.
  start: async () => {},
  offScreen: {
    'anonymous.loggingIn —LOGIN→ (stays)':
      'no control: while the log-in is on its way the form waits (its button disabled), so a second one cannot be sent; the machine would ignore it all the same',
  },
  calls: { checkActive: callOf(api.lookup.active), login: callOf(api.auth.login) },
  arrange: {
    // The service has closed (the demo's scenario), or is open (again).
    'xstate.done.actor.checkActive': async (run, { output }) => {
      await bank(run.page).scenario((output as { terminated?: unknown }).terminated ? 'terminated' : 'default');
    },
  },
  events: {
    // The member opens the login: the visitor menu's first link, the closed service's "try again", or its address.
    VISIT_LOGIN: async (run) => {
      const link = run.page
        .getByRole('link', { name: th('menu.home') })
        .or(run.page.getByRole('button', { name: th('terminated.retry') }));
      // On the login already (a log-in on its way): the member goes to another page and comes back.
      if (onLogin(run)) await run.page.getByRole('link', { name: th('menu.contact') }).click();
      if (await link.isVisible()) await link.click();
      else await run.page.goto('/login');
    },
    LOGIN: async (run, { username, password, remember }) => {
      if (!onLogin(run)) await run.page.getByRole('link', { name: th('menu.home') }).click();
      await run.page.getByLabel(th('login.phone')).fill(String(username));
      await run.page.getByLabel(th('login.password')).fill(String(password));
      await run.page.getByLabel(th('login.remember')).setChecked(remember === true);
      await submitButton(run).click();
    },
    LOGOUT: async (run) => {
      await run.page.getByRole('button', { name: th('member.logout') }).click();
      const ask = run.page.getByRole('dialog', { name: th('intent.logoutTitle') });
      await ask.getByRole('button', { name: th('member.logout') }).click();
    },
    API_ERROR: async (run, { code }) => nextCallAnswers(run, String(code)),
    // Another tab of the same phone (as the model has it: `token` names who): it logs in to the bank, keeps its
    // session on the phone and tells this tab on the session channel, as its app would (src/services/tabSync.ts).
    ELSEWHERE: async (run, { token }) => {
      const phone = token === 'same' ? PERSONAS.funded : token === 'other' ? PERSONAS.bonus : null;
      await run.page.evaluate(
        async ({ phone, another, otherTag, password, keys }) => {
          let told: object | null = null;
          // The same member's tag is the one this phone gave them (its salt's); another member's, any other.
          const mine = localStorage.getItem(keys.member) ?? sessionStorage.getItem(keys.member);
          const member = another ? otherTag : (mine ?? 'tag-same');
          for (const k of [keys.token, keys.member]) localStorage.removeItem(k);
          if (phone) {
            const res = await fetch('/api/login', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
              body: JSON.stringify({ username: phone, password }),
            });
            const { token } = (await res.json()) as { token: string };
            localStorage.setItem(keys.token, token);
            localStorage.setItem(keys.member, member);
            told = { token, member, remember: true };
          }
          const other = new BroadcastChannel('wallet.session');
          other.postMessage(told);
          other.close();
        },
        { phone, another: token === 'other', otherTag: OTHER_TAG, password: DEMO_PASSWORD, keys: STORAGE_KEYS },
      );
    },
  },
  states: {
    // Left at once for anonymous or authenticated: what the member sees is theirs.
    booting: async () => {},
    anonymous: async (run) => {
      await expect(run.page.getByRole('button', { name: th('member.logout') })).toHaveCount(0);
      const stored = await run.page.evaluate(
        (k) => localStorage.getItem(k) ?? sessionStorage.getItem(k),
        STORAGE_KEYS.member,
      );
      // Another member's session, left by another tab, is theirs: this tab leaves it where it is.
      const { endReason } = run.expected.context as SessionContext;
      expect(stored).toBe(endReason === OTHER_MEMBER ? OTHER_TAG : null);
    },
    'anonymous.idle': async (run) => {
      if (!onLogin(run)) return expect(run.page.getByRole('link', { name: th('menu.home') })).toBeVisible();
      const { loginError, endReason } = run.expected.context as SessionContext;
      await expect(submitButton(run)).toHaveText(th('login.submit'));
      if (loginError) await expect(loginForm(run).getByText(errorText(loginError))).toBeVisible();
      // Ended in another tab, it says so; else that the session ended.
      const ended =
        endReason === OTHER_MEMBER || endReason === ENDED_ELSEWHERE ? `intent.${endReason}` : 'login.sessionEnded';
      if (endReason) await expect(run.page.getByText(th(ended))).toBeVisible();
    },
    'anonymous.checking': async (run) =>
      expect(run.page.getByRole('heading', { name: th('login.title') })).toBeVisible(),
    'anonymous.loggingIn': async (run) => expect(submitButton(run)).toHaveText(th('login.signingIn')),
    authenticated: async (run) => {
      await expect(run.page.getByRole('button', { name: th('member.logout') })).toBeVisible();
      await expect(
        run.page
          .getByTestId('total-balance')
          .or(run.page.getByRole('heading', { level: 1 }))
          .first(),
      ).toBeVisible();
    },
    terminated: async (run) => {
      await expect(run.page.getByRole('heading', { name: th('terminated.title') })).toBeVisible();
      expect(new URL(run.page.url()).pathname).toBe('/terminated');
    },
  },
};
