import { newKey } from '../../../machines/intent';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage/personas';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '../../../mirage/server';
import { createClient, type ApiClient } from '../../../src/api/client';
import { api, type AnyEndpoint } from '../../../src/api/contracts';
import { ApiError } from '../../../src/api/errors';
import { keyed } from '../../keyed';

export { api, DEMO_PASSWORD, PERSONAS };

/** A demo server in test mode with a movable clock and a client that holds a token. */
export function setup(opts: DemoServerOptions = {}) {
  const clock = { t: Date.parse('2025-03-10T08:00:00Z') };
  const demo: DemoServer = createDemoServer({ environment: 'test', now: () => clock.t, ...opts });
  const session = { token: null as string | null };
  // The bank's tests send what a broken or hostile app might (no amount, a word for a number): the app's own check
  // of its requests (src/api/client.ts) would stop them before the bank could refuse them, so the calls go without
  // their request contracts.
  const checked = createClient({ baseUrl: '', getToken: () => session.token });
  const raw = <E extends AnyEndpoint>(ep: E): E => ({ ...ep, request: undefined });
  const client: ApiClient = {
    call: (ep, opts) => checked.call(raw(ep), opts as never),
    upload: (ep, opts) => checked.upload(raw(ep), opts),
  };
  async function loginAs(username: string = PERSONAS.funded, password = DEMO_PASSWORD) {
    session.token = (await client.call(api.auth.login, { body: { username, password } })).token;
    return session.token;
  }
  /**
   * The same client for tests of the bank's rules, where each call is an intent of its own: a money call without a key
   * gets a fresh one (the app's client refuses it: a dialog must keep its intent's key).
   */
  const fresh: ApiClient = {
    call: (ep, opts = {}) =>
      client.call(ep, { ...opts, intent: opts.intent ?? (ep.idempotent ? keyed(newKey()) : undefined) }),
    upload: (ep, opts) => client.upload(ep, { ...opts, intent: opts.intent ?? keyed(newKey()) }),
  };
  return { demo, clock, session, client, fresh, loginAs, advance: (ms: number) => (clock.t += ms) };
}

/** The code and status of a call that must fail. */
/** A call's refusal as the app reads it: its code, its status and the request key it names (KEY_MISSING, KEY_INVALID). */
export async function failure(p: Promise<unknown>): Promise<{ code: string; status: number; key?: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, status: e.status, ...(e.key ? { key: e.key } : {}) };
    throw e;
  }
  throw new Error('expected the call to fail');
}
