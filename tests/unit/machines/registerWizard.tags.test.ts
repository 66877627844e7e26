// @vitest-environment node
/**
 * The register wizard's tags, as RegisterPage reads them: which step shows, when its buttons wait, and when the
 * member is sent to /login (only once the success screen has had its time: `finished`, not `registered`).
 */
import { describe } from 'vitest';
import { createActor } from 'xstate';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { checkTags } from './table';

describe('register wizard: the tags the page reads', () => {
  const base = createActor(registerWizardMachine, { input: { laos: false } }).getSnapshot()
    .context as unknown as Record<string, unknown>;
  checkTags(registerWizardMachine, base, {
    loadingSettings: ['busy'],
    phone: [],
    sendingOtp: ['busy'],
    'otp.waiting': ['otpStep', 'resendWaiting'],
    'otp.ready': ['otpStep'],
    verifyingOtp: ['otpStep', 'busy'],
    profile: ['profileStep'],
    validatingProfile: ['profileStep', 'busy'],
    bank: ['bankStep'],
    registering: ['bankStep', 'busy'],
    registered: ['registered'],
    done: ['registered', 'finished'],
  });
});
