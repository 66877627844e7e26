import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { FormField } from '../../../machines/registerForm';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { useServices } from '../../app/context';
import { watched } from '../../lib/inspect';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import type { RegisteredState } from '../auth/LoginPage';
import { VisitorLayout } from '../auth/VisitorLayout';
import { registerActors } from './actors';
import { BankStep, OtpStep, PhoneStep, ProfileStep } from './steps';

const STEPS = ['phone', 'otp', 'profile', 'bank'] as const;

/** The inviter code from ?code= is stored, so it survives a reload, and shown read-only. */
function inviterCode(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('code');
  if (fromQuery) storage.set(STORAGE_KEYS.inviteCode, fromQuery);
  return fromQuery || storage.get(STORAGE_KEYS.inviteCode);
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { client, config, now } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const wizard = useActorRef(
    registerWizardMachine.provide({ actors: registerActors(client, now) }),
    watched({
      input: { laos: config.laos, inviteCode: inviterCode(search) },
    }),
  );
  const state = useSelector(wizard, (s) => s);
  const finished = state.hasTag('finished');
  // To the login, the new phone filled in and the account said to be ready (history.state: no phone in the address).
  const phone = state.context.form.phone.trim();
  useEffect(() => {
    if (finished) navigate('/login', { state: { registered: phone } satisfies RegisteredState });
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
