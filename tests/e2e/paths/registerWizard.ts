/** The register wizard (machines/registerWizard.ts) on /register: phone, SMS code, profile, bank, done. */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { resendWait } from '../../../machines/otpLimit';
import { registerWizardMachine, type RegisterContext } from '../../../machines/registerWizard';
import { DEMO_OTP_CODE } from '../../../mirage/rules/otp';
import { api } from '../../../src/api/contracts';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { activeIds } from './cases';
import { errorText, memberAt, th } from './member';
import { bank, callOf, withStep, type Case, type Run, type ScreenMap } from './screen';

const main = (run: Run) => run.page.getByRole('main');
const form = (run: Run) => main(run).locator('form');
const LABELS: Record<string, string> = {
  phone: 'register.phone',
  otpCode: 'register.otpCode',
  name: 'register.name',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
  bankCode: 'register.bank',
  bankAccountNo: 'register.accountNo',
  firstName: 'register.firstName',
  lastName: 'register.lastName',
  currency: 'register.currency',
};
/** A step the case takes in this state (by its id), e.g. the wizard's end. */
const reaches = (id: string) => (c: Case) => c.steps.some((s) => activeIds(s.state).includes(id));
const context = (run: Run) => run.expected.context as RegisterContext;
const resend = (run: Run) => form(run).getByRole('button', { name: th('register.resend') });
/** The step the progress list marks as current. */
const atStep = (run: Run, step: string) =>
  expect(
    main(run)
      .getByRole('list', { name: th('register.progress') })
      .locator('[aria-current=step]'),
  ).toHaveText(th(`register.step.${step}`));
/** A step's form, its fields as the model has them and its errors: the field's own and the bank's refusal. */
async function showsStep(run: Run, step: string) {
  await atStep(run, step);
  await expect(form(run)).not.toHaveAttribute('aria-busy', 'true');
  const { serverError, serverField, errors } = context(run);
  if (serverError) {
    const banner = form(run)
      .getByRole('alert')
      .filter({ hasText: errorText(serverError) });
    await expect(banner).toBeVisible();
    // A refused field this step does not show: the banner names it.
    if (serverField) await expect(banner).toContainText(th(LABELS[serverField]!));
  }
  // A refusal of a field this step shows: under that field.
  for (const key of Object.values(errors))
    if (key?.startsWith('errors.')) await expect(form(run).getByText(th(key))).toBeVisible();
}
const busy = async (run: Run, step: string) => {
  await atStep(run, step);
  await expect(form(run)).toHaveAttribute('aria-busy', 'true');
  await expect(form(run).getByRole('button', { name: th('common.wait') })).toBeDisabled();
};

export const registerWizard: ScreenMap = {
  file: 'registerWizard',
  machine: registerWizardMachine,
  // Each group of cases is a site (the model's input: config.json's laos): the Thai site, and the Lao site whose
  // phone, banks and currency are its own. On each, a case reaches the end and one is refused the site's wrong phone.
  also: [
    withStep('xstate.error.actor.verifyOtp'),
    withStep('xstate.error.actor.createAccount'),
    ...[
      ['Thailand', '08612'],
      ['Laos', '2055512345'],
    ].flatMap(([site, wrongPhone]) => [
      (c: Case) => c.group === site && reaches('done')(c),
      (c: Case) =>
        c.group === site &&
        c.steps.some((s) => s.event === 'CHANGE' && s.data?.value === wrongPhone) &&
        c.steps.at(-1)?.event === 'NEXT',
    ]),
  ],
  // A visitor on the contact page of the case's site (the Lao one is served laos: true, read in Thai as the member
  // chose it: the Lao texts are tests/e2e/laos.spec.ts's); the wizard starts when the register page opens.
  setup: async (run) => {
    await run.page.unroute('**/config.json');
    if ((run.case.input as { laos?: boolean } | undefined)?.laos) {
      const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
      await run.page.route('**/config.json', (r) => r.fulfill({ json: { ...config, laos: true } }));
      await run.page.addInitScript((key) => localStorage.setItem(key, 'th'), STORAGE_KEYS.locale);
    }
    await memberAt(run.page, null, '/contact');
  },
  start: async (run) => run.page.getByRole('link', { name: th('menu.register') }).click(),
  calls: {
    loadSettings: callOf(api.lookup.registerOTP),
    sendOtp: callOf(api.auth.otpSend),
    verifyOtp: callOf(api.auth.otpVerify),
    validateProfile: callOf(api.account.validate),
    createAccount: callOf(api.account.create),
  },
  arrange: {
    // The bank sends no SMS code: the demo's scenario with the OTP off.
    'xstate.done.actor.loadSettings': async (run, { output }) => {
      if ((output as { registerOTP: boolean }).registerOTP === false) await bank(run.page).scenario('otpOff');
    },
    // The phone was verified before (an earlier visit): the bank has its code sent and typed, and says so.
    'xstate.done.actor.sendOtp': async (run, { output }) => {
      if ((output as { code?: string }).code !== 'OTP_VERIFIED') return;
      await run.page.evaluate(
        async ({ phone, code, send, verify }) => {
          const post = async (path: string, body: unknown) => {
            const res = await fetch(path, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
              body: JSON.stringify(body),
            });
            if (!res.ok) throw new Error(`${path}: ${res.status}`);
            return (await res.json()) as { otpToken: string };
          };
          const { otpToken } = await post(send, { phoneNumber: phone });
          await post(verify, { otpToken, otpCode: code });
        },
        {
          phone: context(run).form.phone.trim(),
          code: DEMO_OTP_CODE,
          send: api.auth.otpSend.path,
          verify: api.auth.otpVerify.path,
        },
      );
    },
  },
  events: {
    CHANGE: async (run, { field, value }) => {
      const input = form(run).getByLabel(th(LABELS[String(field)]!), { exact: true });
      if (field === 'bankCode' || field === 'currency') await input.selectOption(String(value));
      else await input.fill(String(value));
    },
    NEXT: async (run) => form(run).locator('button[type=submit]').click(),
    BACK: async (run) =>
      form(run)
        .getByRole('button', { name: th('common.back') })
        .click(),
    RESEND: async (run) => resend(run).click(),
    // The bank's clock (the app's in the demo) moves on by the wait "send again" counts down.
    TICK: async (run) => {
      await bank(run.page).advanceClock(resendWait(context(run).otpSends));
    },
    // The wizard waits 2 s on its success before the login: the runner waits with it.
    'xstate.after.2000.register.registered': async () => {},
  },
  states: {
    loadingSettings: async (run) => busy(run, 'phone'),
    phone: async (run) => {
      await showsStep(run, 'phone');
      await expect(form(run).getByLabel(th('register.phone'))).toHaveValue(context(run).form.phone);
    },
    sendingOtp: async (run) => busy(run, 'phone'),
    otp: async (run) => showsStep(run, 'otp'),
    // "Send again" waits, and says for how long; then it works.
    'otp.waiting': async (run) => {
      await showsStep(run, 'otp');
      await expect(resend(run)).toBeDisabled();
      await expect(form(run).getByText(th('register.resendIn', { time: '' }).trim())).toHaveText(/\d\d:\d\d/);
    },
    'otp.ready': async (run) => {
      await showsStep(run, 'otp');
      await expect(resend(run)).toBeEnabled();
    },
    verifyingOtp: async (run) => busy(run, 'otp'),
    profile: async (run) => {
      await showsStep(run, 'profile');
      await expect(form(run).getByLabel(th('register.name'), { exact: true })).toHaveValue(context(run).form.name);
    },
    validatingProfile: async (run) => busy(run, 'profile'),
    bank: async (run) => showsStep(run, 'bank'),
    registering: async (run) => busy(run, 'bank'),
    registered: async (run) =>
      expect(
        main(run)
          .getByRole('status')
          .getByRole('heading', { name: th('register.successTitle') }),
      ).toBeVisible(),
    done: async (run) => expect(run.page.getByRole('heading', { name: th('login.title') })).toBeVisible(),
  },
};
