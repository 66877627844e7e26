import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { resendWait } from './otpLimit';
import {
  bankErrors,
  emptyForm,
  phoneErrors,
  phoneOf,
  profileErrors,
  refusal,
  toPayload,
  type FormStep,
  UPPERCASE_FIELDS,
  type FormField,
  type RegisterForm,
  type RegistrationPayload,
} from './registerForm';
import { hasErrors, type FieldErrors } from './validation';

export const REDIRECT_AFTER_REGISTER_MS = 2000;

export interface RegisterContext {
  form: RegisterForm;
  laos: boolean;
  /** The inviter code came from ?code= and is read-only. */
  inviteLocked: boolean;
  registerOTP: boolean;
  otpRef: string | null;
  otpToken: string | null;
  /** The phone number the server has confirmed as verified: going back and forward again sends no new code. */
  verifiedPhone: string | null;
  /** The OTP step was skipped (OTP off, or the phone was verified before): back from profile goes to phone. */
  otpSkipped: boolean;
  errors: FieldErrors<FormField>;
  /** The last server refusal, a catalogue code (shown above the form). */
  serverError: string | null;
  /** The field that refusal names when the step does not show it (the banner names it and its step). */
  serverField: FormField | null;
  /** The phone the codes so far went to, and how many (a new phone starts again at 0). */
  otpPhone: string | null;
  otpSends: number;
  /** When "send again" works (epoch ms), and the clock's last reading while the member waits for it. */
  resendAt: number;
  now: number;
}

export type RegisterEvent =
  | { type: 'CHANGE'; field: FormField; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESEND' }
  | { type: 'TICK'; now: number };

/**
 * The register wizard (docs/product.md#machine-registerWizard): phone, OTP (skipped when OTP registration is off or the
 * phone is already verified), profile (checked by the server), bank, then the account is created and 2 s later the view
 * goes to /login. Going back keeps what was typed.
 */
export const registerWizardMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    /** `inviteLocked`: the code came with the link the member followed (read-only); by default, whenever there is one. */
    input: {} as { laos: boolean; inviteCode?: string | null; inviteLocked?: boolean },
    tags: {} as 'otpStep' | 'profileStep' | 'bankStep' | 'busy' | 'registered' | 'finished' | 'resendWaiting',
  },
  actors: {
    loadSettings: fromPromise<{ registerOTP: boolean }>(async () => ({ registerOTP: true })),
    /** The bank's answer, and when it sent the code (the bank's clock, epoch ms). */
    sendOtp: fromPromise<
      { otpRef?: string; otpToken?: string; code?: string; sentAt: number },
      { phoneNumber: string }
    >(async () => {
      throw new Error('sendOtp not provided');
    }),
    verifyOtp: fromPromise<void, { otpToken: string; otpCode: string }>(async () => {
      throw new Error('verifyOtp not provided');
    }),
    validateProfile: fromPromise<void, RegistrationPayload>(async () => {
      throw new Error('validateProfile not provided');
    }),
    createAccount: fromPromise<void, RegistrationPayload>(async () => {
      throw new Error('createAccount not provided');
    }),
    /** Sends TICK with the time while "send again" waits: the countdown shows, and stays right after the phone sleeps. */
    clock: fromCallback<RegisterEvent>(({ sendBack }) => {
      const tick = () => sendBack({ type: 'TICK', now: Date.now() });
      tick();
      const id = setInterval(tick, 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      if (event.field === 'inviteCode' && context.inviteLocked) return {};
      const value = UPPERCASE_FIELDS.includes(event.field) ? event.value.toUpperCase() : event.value;
      const errors = { ...context.errors };
      delete errors[event.field];
      return { form: { ...context.form, [event.field]: value }, errors, serverError: null, serverField: null };
    }),
    clearErrors: assign({ errors: {}, serverError: null, serverField: null }),
    showPhoneErrors: assign({ errors: ({ context }) => phoneErrors(context) }),
    showProfileErrors: assign({ errors: ({ context }) => profileErrors(context) }),
    showBankErrors: assign({ errors: ({ context }) => bankErrors(context) }),
    showRefusal: assign((_, params: { error: unknown; step: FormStep }) => refusal(params.error, params.step)),
  },
  guards: {
    phoneValid: ({ context }) => !hasErrors(phoneErrors(context)),
    phoneValidAndVerified: ({ context }) =>
      context.verifiedPhone === phoneOf(context) && !hasErrors(phoneErrors(context)),
    phoneValidOtpOff: ({ context }) => !context.registerOTP && !hasErrors(phoneErrors(context)),
    otpFilled: ({ context }) => context.form.otpCode.trim() !== '',
    profileValid: ({ context }) => !hasErrors(profileErrors(context)),
    bankValid: ({ context }) => !hasErrors(bankErrors(context)),
    otpWasSkipped: ({ context }) => context.otpSkipped,
    /** A code went to this phone already (back from the code step, the same number): it is still the one to type. */
    codeSentHere: ({ context }) =>
      context.otpToken !== null && context.otpPhone === phoneOf(context) && !hasErrors(phoneErrors(context)),
    resendDue: ({ context }) => context.now >= context.resendAt,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    form: { ...emptyForm(), inviteCode: input.inviteCode ?? '' },
    laos: input.laos,
    inviteLocked: input.inviteLocked ?? Boolean(input.inviteCode),
    registerOTP: true,
    otpRef: null,
    otpToken: null,
    verifiedPhone: null,
    otpSkipped: false,
    errors: {},
    serverError: null,
    serverField: null,
    otpPhone: null,
    otpSends: 0,
    resendAt: 0,
    now: 0,
  }),
  initial: 'loadingSettings',
  states: {
    loadingSettings: {
      tags: ['busy'],
      // The phone step shows while the settings load: what is typed is kept.
      on: { CHANGE: { actions: 'change' } },
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'phone', actions: assign({ registerOTP: ({ event }) => event.output.registerOTP }) },
        // Unknown: assume OTP is on; the server still refuses an unverified phone with UNVERIFIED_OTP.
        onError: { target: 'phone' },
      },
    },
    phone: {
      on: {
        CHANGE: { actions: 'change' },
        NEXT: [
          { guard: 'phoneValidOtpOff', target: 'profile', actions: ['clearErrors', assign({ otpSkipped: true })] },
          { guard: 'phoneValidAndVerified', target: 'profile', actions: ['clearErrors', assign({ otpSkipped: true })] },
          { guard: 'codeSentHere', target: 'otp', actions: 'clearErrors' },
          { guard: 'phoneValid', target: 'sendingOtp', actions: 'clearErrors' },
          { actions: 'showPhoneErrors' },
        ],
      },
    },
    sendingOtp: {
      tags: ['busy'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ phoneNumber: phoneOf(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.code === 'OTP_VERIFIED',
            target: 'profile',
            actions: assign({ otpSkipped: true, verifiedPhone: ({ context }) => phoneOf(context) }),
          },
          {
            target: 'otp',
            actions: assign(({ context, event }) => {
              const phone = phoneOf(context);
              const otpSends = (context.otpPhone === phone ? context.otpSends : 0) + 1;
              const now = event.output.sentAt;
              return {
                otpSkipped: false,
                otpRef: event.output.otpRef ?? null,
                otpToken: event.output.otpToken ?? null,
                otpPhone: phone,
                otpSends,
                now,
                resendAt: now + resendWait(otpSends),
              };
            }),
          },
        ],
        onError: {
          target: 'phone',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, step: 'phone' }) },
        },
      },
    },
    otp: {
      tags: ['otpStep'],
      on: {
        CHANGE: { actions: 'change' },
        NEXT: [
          { guard: 'otpFilled', target: 'verifyingOtp', actions: 'clearErrors' },
          { actions: assign({ errors: { otpCode: 'validation.required' } }) },
        ],
        BACK: { target: 'phone', actions: 'clearErrors' },
      },
      initial: 'waiting',
      states: {
        /** "Send again" counts down to resendAt (a minute; the bank's whole window after every third code). */
        waiting: {
          tags: ['resendWaiting'],
          invoke: { id: 'clock', src: 'clock' },
          always: { guard: 'resendDue', target: 'ready' },
          on: { TICK: { actions: assign({ now: ({ event }) => event.now }) } },
        },
        ready: {
          on: { RESEND: { target: '#register.sendingOtp', actions: 'clearErrors' } },
        },
      },
    },
    verifyingOtp: {
      tags: ['otpStep', 'busy'],
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ otpToken: context.otpToken ?? '', otpCode: context.form.otpCode.trim() }),
        onDone: { target: 'profile', actions: assign({ verifiedPhone: ({ context }) => phoneOf(context) }) },
        onError: {
          target: 'otp',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, step: 'otp' }) },
        },
      },
    },
    profile: {
      tags: ['profileStep'],
      on: {
        CHANGE: { actions: 'change' },
        NEXT: [
          { guard: 'profileValid', target: 'validatingProfile', actions: 'clearErrors' },
          { actions: 'showProfileErrors' },
        ],
        BACK: [
          { guard: 'otpWasSkipped', target: 'phone', actions: 'clearErrors' },
          { target: 'otp', actions: 'clearErrors' },
        ],
      },
    },
    validatingProfile: {
      tags: ['profileStep', 'busy'],
      invoke: {
        id: 'validateProfile',
        src: 'validateProfile',
        input: ({ context }) => toPayload(context),
        onDone: { target: 'bank' },
        onError: {
          target: 'profile',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, step: 'profile' }) },
        },
      },
    },
    bank: {
      tags: ['bankStep'],
      on: {
        CHANGE: { actions: 'change' },
        NEXT: [{ guard: 'bankValid', target: 'registering', actions: 'clearErrors' }, { actions: 'showBankErrors' }],
        BACK: { target: 'profile', actions: 'clearErrors' },
      },
    },
    registering: {
      tags: ['bankStep', 'busy'],
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => toPayload(context),
        onDone: { target: 'registered' },
        onError: {
          target: 'bank',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, step: 'bank' }) },
        },
      },
    },
    registered: {
      tags: ['registered'],
      after: { [REDIRECT_AFTER_REGISTER_MS]: 'done' },
    },
    done: { tags: ['registered', 'finished'], type: 'final' },
  },
});
