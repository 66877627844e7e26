import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { FormField } from '../../../machines/registerForm';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { INVITE_CODE } from '../../lib/codes';
import { watched } from '../../lib/inspect';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { useServices } from '../../services/context';
import type { RegisteredState } from '../auth/LoginPage';
import { VisitorLayout } from '../auth/VisitorLayout';
import { registerActors } from './actors';
import { BankStep, OtpStep, PhoneStep, ProfileStep } from './steps';

const STEPS = ['phone', 'otp', 'profile', 'bank'] as const;

/** How long a followed invite link is remembered on the phone: 7 days (issue 53). */
export const INVITE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The inviter code (decision 34): from ?code= it is read-only (the member followed that link; the latest link wins) and
 * kept for 7 days with the time it came, so it survives a reload; a kept one is offered but can be changed. A code of
 * another shape is ignored. Registering clears it.
 */
function inviterCode(search: string, now: number): { inviteCode: string | null; inviteLocked: boolean } {
  const fromQuery = new URLSearchParams(search).get('code')?.trim() ?? '';
  if (INVITE_CODE.test(fromQuery)) {
    storage.set(STORAGE_KEYS.inviteCode, JSON.stringify({ code: fromQuery, at: now }));
    return { inviteCode: fromQuery, inviteLocked: true };
  }
  const { code, at } = keptInvite();
  const fresh = typeof code === 'string' && INVITE_CODE.test(code) && typeof at === 'number' && at <= now;
  if (fresh && now - at < INVITE_KEPT_MS) return { inviteCode: code, inviteLocked: false };
  storage.remove(STORAGE_KEYS.inviteCode);
  return { inviteCode: null, inviteLocked: false };
}

/** The kept invite as stored ({code, at}); an old build's plain code or anything unreadable is none. */
function keptInvite(): { code?: unknown; at?: unknown } {
  try {
    return (JSON.parse(storage.get(STORAGE_KEYS.inviteCode) ?? '{}') as object | null) ?? {};
  } catch {
    return {};
  }
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { client, config, now } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const wizard = useActorRef(
    registerWizardMachine.provide({ actors: registerActors(client, now) }),
    watched({
      input: { laos: config.laos, ...inviterCode(search, now()) },
    }),
  );
  const state = useSelector(wizard, (s) => s);
  const finished = state.hasTag('finished');
  // To the login, the new phone filled in and the account said to be ready (history.state: no phone in the address).
  const phone = state.context.form.phone.trim();
  useEffect(() => {
    if (!finished) return;
    // The invite is used: the next registration on this phone starts without it.
    storage.remove(STORAGE_KEYS.inviteCode);
    navigate('/login', { state: { registered: phone } satisfies RegisteredState });
  }, [finished, navigate, phone]);

  const change = (field: FormField) => (value: string) => wizard.send({ type: 'CHANGE', field, value });
  const step = state.hasTag('otpStep')
    ? 'otp'
    : state.hasTag('profileStep')
      ? 'profile'
      : state.hasTag('bankStep')
        ? 'bank'
        : state.hasTag('registered')
          ? 'done'
          : 'phone';
  const busy = state.hasTag('busy');
  const props = { ctx: state.context, change, send: wizard.send, busy, resendWaiting: state.hasTag('resendWaiting') };

  return (
    <VisitorLayout>
      <main className="card">
        <h1>{t('register.title')}</h1>
        {step !== 'done' && (
          <ol className="steps" aria-label={t('register.progress')}>
            {STEPS.filter((s) => s !== 'otp' || !state.context.otpSkipped || step === 'otp').map((s) => (
              <li key={s} aria-current={s === step ? 'step' : undefined}>
                {t(`register.step.${s}`)}
              </li>
            ))}
          </ol>
        )}
        {step === 'phone' && <PhoneStep {...props} />}
        {step === 'otp' && <OtpStep {...props} />}
        {step === 'profile' && <ProfileStep {...props} />}
        {step === 'bank' && <BankStep {...props} />}
        {step === 'done' && (
          <div className="success" role="status">
            <h2>{t('register.successTitle')}</h2>
            <p>{t('register.successBody')}</p>
          </div>
        )}
        {step !== 'done' && (
          <p className="center">
            {t('register.haveAccount')} <Link href="/login">{t('register.login')}</Link>
          </p>
        )}
      </main>
    </VisitorLayout>
  );
}
