import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bankErrors, phoneErrors, profileErrors, type FormField } from '../../machines/registerForm';
import { registerWizardMachine, REDIRECT_AFTER_REGISTER_MS, type RegisterEvent } from '../../machines/registerWizard';
import { createDemoServer, type DemoServer } from '../../mirage';
import { createClient } from '../../src/api/client';
import { api } from '../../src/api/contracts';
import { registerActors } from '../../src/features/register/actors';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof registerWizardMachine.transition>;

/**
 * The page's clock stands still at one instant (the model is generated and run at it): "send again" counts down from
 * it, and the model's TICK moves the countdown's clock to the moment it allows a new code.
 */
const CLOCK = Date.UTC(2026, 10, 26, 3);
vi.useFakeTimers({ toFake: ['Date'], now: CLOCK });

/**
 * The two sites a deployment can be (config.json's `laos`), each its own configuration with its own paths: the Thai
 * site with a 10-digit phone, the Lao site with a Lao mobile and a currency on the bank step. The demo bank serves
 * the same site.
 */
interface Site {
  name: string;
  laos: boolean;
  phone: string;
  /** A phone the site refuses. */
  wrongPhone: string;
}
const SITES: Site[] = [
  { name: 'Thailand', laos: false, phone: '0861234567', wrongPhone: '08612' },
  { name: 'Laos', laos: true, phone: '02055512345', wrongPhone: '2055512345' },
];
const change = (field: FormField, value: string) => ({ type: 'CHANGE', field, value }) as RegisterEvent;

/** Valid and invalid input for the fields of each step, its buttons, and the server's answers to its call. */
const eventsByState = (site: Site): Record<string, unknown[]> => ({
  // The phone field is there while the settings load; a failed load assumes OTP is on.
  loadingSettings: [
    success('loadSettings', { registerOTP: true }),
    success('loadSettings', { registerOTP: false }),
    failure('loadSettings', 'INTERNAL_SERVER_ERROR'),
    change('phone', site.phone),
  ],
  phone: [change('phone', site.phone), change('phone', site.wrongPhone), { type: 'NEXT' }],
  sendingOtp: [
    success('sendOtp', { otpRef: 'REF', otpToken: 'TOKEN', sentAt: CLOCK }),
    success('sendOtp', { code: 'OTP_VERIFIED', sentAt: CLOCK }),
    failure('sendOtp', 'OTP_BLOCK'),
  ],
  'otp.waiting': [change('otpCode', '123456'), { type: 'NEXT' }, { type: 'BACK' }, { type: 'RESEND' }],
  'otp.ready': [change('otpCode', '123456'), { type: 'NEXT' }, { type: 'BACK' }, { type: 'RESEND' }],
  verifyingOtp: [success('verifyOtp'), failure('verifyOtp', 'OTP_CODE_INVALID')],
  profile: [
    change('name', 'Somsri Tester'),
    change('name', ''),
    change('password', 'secret99'),
    change('confirmPassword', 'secret99'),
    change('confirmPassword', 'other99'),
    { type: 'NEXT' },
    { type: 'BACK' },
  ],
  validatingProfile: [
    success('validateProfile'),
    failure('validateProfile', 'EXISTING_USER'),
    failure('validateProfile', 'INVALID_USER_INFO'),
    failure('validateProfile', 'INTERNAL_SERVER_ERROR'),
  ],
  bank: [
    change('bankCode', 'KTB'),
    change('bankAccountNo', '1234509876'),
    change('firstName', 'somsri'),
    change('firstName', 'สมศรี'),
    change('lastName', 'tester'),
    // The Laos site's currency (LAK or BAHT), chosen on the bank step.
    ...(site.laos ? [change('currency', 'LAK')] : []),
    { type: 'NEXT' },
    { type: 'BACK' },
  ],
  // A phone registered meanwhile is answered only now: the bank step does not show the phone, the banner names it.
  registering: [
    success('createAccount'),
    failure('createAccount', 'EXISTING_BANK'),
    failure('createAccount', 'EXISTING_USER'),
  ],
  registered: [{ type: `xstate.after.${REDIRECT_AFTER_REGISTER_MS}.register.registered` }],
  done: [],
});
/** A state's name: `otp.waiting` for { otp: 'waiting' } (the wizard's states nest one deep at most). */
const nameOf = (s: Snap) =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!;
const eventsFor = (site: Site) => (s: Snap) =>
  [
    ...(eventsByState(site)[nameOf(s)] ?? []),
    // The countdown's clock at the moment "send again" works.
    ...(s.hasTag('resendWaiting') ? [{ type: 'TICK', now: s.context.resendAt }] : []),
  ] as RegisterEvent[];

const valid = (errors: object) => Object.keys(errors).length === 0;
/** The model's view of a state: the step, which forms would pass, what errors show, how OTP went. */
const key = (s: Snap) => {
  const c = s.context;
  return JSON.stringify([
    s.value,
    valid(phoneErrors(c)),
    valid(profileErrors(c)),
    valid(bankErrors(c)),
    c.form.otpCode !== '',
    c.registerOTP,
    c.otpSkipped,
    c.verifiedPhone === c.form.phone,
    Object.keys(c.errors).sort(),
    c.serverError,
    c.serverField,
  ]);
};

const inputOf = (site: Site) => ({ laos: site.laos, inviteCode: null });
/** A path to every state the model tells apart, plus one for each transition those do not take, on each site. */
const pathsOf = (site: Site) =>
  withEdges(
    registerWizardMachine,
    getShortestPaths(registerWizardMachine, {
      input: inputOf(site),
      events: eventsFor(site),
      serializeState: (s) => key(s as Snap),
    }),
    { input: inputOf(site), events: eventsFor(site), serializeState: key },
  );

const client = createClient({ baseUrl: '', getToken: () => null });

/** Make the demo server answer as the generated outcome says. */
async function arrange(demo: DemoServer, site: Site, outcome: EventObject) {
  const e = outcome as EventObject & { error?: { code: string }; output?: Record<string, unknown> };
  const routes: Record<string, [string, string]> = {
    loadSettings: ['GET', '/api/lookup/registerOTP'],
    sendOtp: ['POST', '/api/otp/send'],
    verifyOtp: ['POST', '/api/otp/verify'],
    validateProfile: ['POST', '/api/account/validate'],
    createAccount: ['POST', '/api/account'],
  };
  const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
  if (e.error) {
    const [method, path] = routes[id]!;
    demo.controls.failNext(method, path, e.error.code);
    return;
  }
  if (id === 'loadSettings') demo.controls.scenario(e.output?.registerOTP === false ? 'otpOff' : 'default');
  if (id === 'sendOtp' && e.output?.code === 'OTP_VERIFIED') {
    // The phone was verified in an earlier visit (unless this path verified it already).
    const sent = await client.call(api.auth.otpSend, { body: { phoneNumber: site.phone } });
    if (sent.code !== 'OTP_VERIFIED')
      await client.call(api.auth.otpVerify, { body: { otpToken: sent.otpToken!, otpCode: '123456' } });
  }
}

for (const site of SITES) {
  const paths = pathsOf(site);
  describe(`register wizard model, ${site.name}: every shortest path runs against Mirage serving that site`, () => {
    let demo: DemoServer;
    let clock: SimulatedClock;
    beforeEach(() => {
      vi.setSystemTime(CLOCK);
      demo = createDemoServer({ environment: 'test', laos: site.laos });
      clock = new SimulatedClock();
    });
    afterEach(() => demo.shutdown());

    it('reaches every step, the OTP skip and the redirect', () => {
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      for (const v of [
        'loadingSettings',
        'phone',
        'sendingOtp',
        { otp: 'waiting' },
        { otp: 'ready' },
        'verifyingOtp',
        'profile',
        'validatingProfile',
        'bank',
        'registering',
        'registered',
        'done',
      ]) {
        expect(values).toContain(JSON.stringify(v));
      }
      expect(paths.some((p) => p.state.context.otpSkipped && p.state.matches('done'))).toBe(true);
    });

    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
      let actor: ReturnType<typeof createActor<typeof registerWizardMachine>> | null = null;
      await runPath<Snap>({
        path,
        key,
        arrange: (outcome) => arrange(demo, site, outcome),
        advance: () => clock.increment(REDIRECT_AFTER_REGISTER_MS),
        start: () => {
          actor = createActor(
            registerWizardMachine.provide({ actors: registerActors(client, () => demo.controls.now()) }),
            { input: inputOf(site), clock },
          ).start();
          return actor;
        },
      });
      // A completed registration is real: the new member can log in with what was typed, on this site's bank.
      if (path.state.matches('registered') || path.state.matches('done')) {
        await expect(
          client.call(api.auth.login, { body: { username: site.phone, password: 'secret99' } }),
        ).resolves.toHaveProperty('token');
        if (site.laos) expect(demo.state().members.at(-1)).toMatchObject({ username: site.phone, currency: 'LAK' });
      }
    });
  });

  publish('registerWizard', site.name, registerWizardMachine, paths, { input: inputOf(site) });
}
