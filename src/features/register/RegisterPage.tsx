import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FormField } from '../../../machines/registerForm';
import { VisitorLayout } from '../auth/VisitorLayout';
import { useRegisterWizard } from './flows';
import { BankStep, OtpStep, PhoneStep, ProfileStep } from './steps';

const STEPS = ['phone', 'otp', 'profile', 'bank'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const wizard = useRegisterWizard();
  const state = useSelector(wizard, (s) => s);

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
              <li key={s} aria-current={s === step ? 'step' : undefined} data-label={t(`register.step.${s}`)}>
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
