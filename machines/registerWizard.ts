import { assign, fromPromise, setup } from 'xstate';
import {
  bankErrors,
  emptyForm,
  phoneErrors,
  profileErrors,
  refusal,
  toPayload,
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
  /** The last server refusal, a catalogue code. */
  serverError: string | null;
}

export type RegisterEvent =
  { type: 'CHANGE'; field: FormField; value: string } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'RESEND' };

/**
 * The register wizard of spec section 4: phone, OTP (skipped when OTP registration is off or the phone is already
 * verified), profile (checked by the server), bank, then the account is created and 2 s later the view goes to
 * /login. Going back keeps what was typed.
 */
export const registerWizardMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { laos: boolean; inviteCode?: string | null },
    tags: {} as 'otpStep' | 'profileStep' | 'bankStep' | 'busy' | 'registered' | 'finished',
  },
  actors: {
    loadSettings: fromPromise<{ registerOTP: boolean }>(async () => ({ registerOTP: true })),
    sendOtp: fromPromise<{ otpRef?: string; otpToken?: string; code?: string }, { phoneNumber: string }>(async () => {
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
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      if (event.field === 'inviteCode' && context.inviteLocked) return {};
      const value = UPPERCASE_FIELDS.includes(event.field) ? event.value.toUpperCase() : event.value;
      const errors = { ...context.errors };
      delete errors[event.field];
      return { form: { ...context.form, [event.field]: value }, errors, serverError: null };
    }),
    clearErrors: assign({ errors: {}, serverError: null }),
    showPhoneErrors: assign({ errors: ({ context }) => phoneErrors(context) }),
    showProfileErrors: assign({ errors: ({ context }) => profileErrors(context) }),
    showBankErrors: assign({ errors: ({ context }) => bankErrors(context) }),
    showRefusal: assign((_, params: { error: unknown }) => refusal(params.error)),
  },
  guards: {
    phoneValid: ({ context }) => !hasErrors(phoneErrors(context)),
    phoneValidAndVerified: ({ context }) =>
      context.verifiedPhone === context.form.phone.trim() && !hasErrors(phoneErrors(context)),
    phoneValidOtpOff: ({ context }) => !context.registerOTP && !hasErrors(phoneErrors(context)),
    otpFilled: ({ context }) => context.form.otpCode.trim() !== '',
    profileValid: ({ context }) => !hasErrors(profileErrors(context)),
    bankValid: ({ context }) => !hasErrors(bankErrors(context)),
    otpWasSkipped: ({ context }) => context.otpSkipped,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    form: { ...emptyForm(), inviteCode: input.inviteCode ?? '' },
    laos: input.laos,
    inviteLocked: Boolean(input.inviteCode),
    registerOTP: true,
    otpRef: null,
    otpToken: null,
    verifiedPhone: null,
    otpSkipped: false,
    errors: {},
    serverError: null,
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
        input: ({ context }) => ({ phoneNumber: context.form.phone.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.code === 'OTP_VERIFIED',
            target: 'profile',
            actions: assign({ otpSkipped: true, verifiedPhone: ({ context }) => context.form.phone.trim() }),
          },
          {
            target: 'otp',
            actions: assign({
              otpSkipped: false,
              otpRef: ({ event }) => event.output.otpRef ?? null,
              otpToken: ({ event }) => event.output.otpToken ?? null,
            }),
          },
        ],
        onError: { target: 'phone', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
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
        RESEND: { target: 'sendingOtp', actions: 'clearErrors' },
        BACK: { target: 'phone', actions: 'clearErrors' },
      },
    },
    verifyingOtp: {
      tags: ['otpStep', 'busy'],
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ otpToken: context.otpToken ?? '', otpCode: context.form.otpCode.trim() }),
        onDone: { target: 'profile', actions: assign({ verifiedPhone: ({ context }) => context.form.phone.trim() }) },
        onError: { target: 'otp', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
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
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
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
        onError: { target: 'bank', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registered: {
      tags: ['registered'],
      after: { [REDIRECT_AFTER_REGISTER_MS]: 'done' },
    },
    done: { tags: ['registered', 'finished'], type: 'final' },
  },
});
