import { fromPromise } from 'xstate';
import type { RegistrationPayload } from '../../../machines/registerForm';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The register wizard's effects, on the real API client (Mirage in demo mode and in tests). */
export function registerActors(client: ApiClient) {
  return {
    loadSettings: fromPromise(() => client.call(api.lookup.registerOTP)),
    sendOtp: fromPromise(({ input }: { input: { phoneNumber: string } }) =>
      client.call(api.auth.otpSend, { body: input }),
    ),
    verifyOtp: fromPromise(async ({ input }: { input: { otpToken: string; otpCode: string } }) => {
      await client.call(api.auth.otpVerify, { body: input });
    }),
    validateProfile: fromPromise(async ({ input }: { input: RegistrationPayload }) => {
      await client.call(api.account.validate, { body: input });
    }),
    createAccount: fromPromise(async ({ input }: { input: RegistrationPayload }) => {
      await client.call(api.account.create, { body: input });
    }),
  };
}
