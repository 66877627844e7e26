import { fromPromise } from 'xstate';
import type { RegistrationPayload } from '../../../machines/registerForm';
import type { RegisterEvent } from '../../../machines/registerWizard';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { bankClock } from '../../lib/bankClock';

/**
 * The register wizard's effects, on the real API client (Mirage in demo mode and in tests), and the bank's clock
 * (`now`): a code's send time and the "send again" countdown are the bank's, whose limit they keep to.
 */
export function registerActors(client: ApiClient, now: () => number) {
  return {
    loadSettings: fromPromise(() => client.call(api.lookup.registerOTP)),
    sendOtp: fromPromise(async ({ input }: { input: { phoneNumber: string } }) => ({
      ...(await client.call(api.auth.otpSend, { body: input })),
      sentAt: now(),
    })),
    verifyOtp: fromPromise(async ({ input }: { input: { otpToken: string; otpCode: string } }) => {
      await client.call(api.auth.otpVerify, { body: input });
    }),
    validateProfile: fromPromise(async ({ input }: { input: RegistrationPayload }) => {
      await client.call(api.account.validate, { body: input });
    }),
    createAccount: fromPromise(async ({ input }: { input: RegistrationPayload }) => {
      await client.call(api.account.create, { body: input });
    }),
    clock: bankClock<RegisterEvent>(now),
  };
}
