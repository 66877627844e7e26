import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsToCheck, phoneOf, stepOf, type FormField, type FormStep } from '../../../machines/registerForm';
import type { RegisterContext, RegisterEvent } from '../../../machines/registerWizard';
import { CURRENCIES } from '../../../machines/validation';
import { CODE_MAX_LENGTH } from '../../lib/codes';
import { mmss } from '../../lib/format';
import { bankName } from '../../lib/names';
import { useLookup } from '../../services/queries';
import { ErrorMessage, useErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';

export interface StepProps {
  ctx: RegisterContext;
  change: (field: FormField) => (value: string) => void;
  send: (event: RegisterEvent) => void;
  busy: boolean;
  /** "Send again" counts down (the bank allows only so many codes). */
  resendWaiting: boolean;
}

/** Banks flagged as recommended in the Thai build (docs/product.md#validation-register-bank). */
export const RECOMMENDED_BANKS = ['KBANK', 'KTB'];

/** Each field's label (its translation key). */
const FIELD_LABEL: Record<FormField, string> = {
  phone: 'register.phone',
  otpCode: 'register.otpCode',
  name: 'register.name',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
  sourceCode: 'register.source',
  inviteCode: 'register.inviteCode',
  bankCode: 'register.bank',
  firstName: 'register.firstName',
  lastName: 'register.lastName',
  bankAccountNo: 'register.accountNo',
  currency: 'register.currency',
};

/**
 * The server's refusal above the form: the field it names and the step to go back to, when this step lacks it; a
 * refusal that names no field lists the step's fields to check.
 */
function Refusal({ ctx, step }: { ctx: StepProps['ctx']; step: FormStep }) {
  const { t } = useTranslation();
  const reason = useErrorText()(ctx.serverError);
  const field = ctx.serverField;
  const check = fieldsToCheck(ctx, step);
  return (
    <ErrorMessage
      text={
        field && reason
          ? t('register.refusedElsewhere', {
              field: t(FIELD_LABEL[field]),
              step: t(`register.step.${stepOf(field)}`),
              reason,
            })
          : reason && check.length > 0
            ? t('register.refusedOnStep', { reason, fields: check.map((f) => t(FIELD_LABEL[f])).join(', ') })
            : reason
      }
    />
  );
}

function StepForm({
  send,
  busy,
  children,
  nextLabel,
  back,
}: Omit<StepProps, 'ctx' | 'change' | 'resendWaiting'> & {
  children: React.ReactNode;
  nextLabel: string;
  back?: boolean;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'NEXT' });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <div className="actions">
        {back && (
          <button type="button" className="button" onClick={() => send({ type: 'BACK' })} disabled={busy}>
            {t('common.back')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t('common.wait') : nextLabel}
        </button>
      </div>
    </form>
  );
}

export function PhoneStep(p: StepProps) {
  const { t } = useTranslation();
  // The rule under the field from the start (not first as an error); the error that says the rule replaces it.
  const [rule, ruleError] = p.ctx.laos
    ? ['register.phoneLaos', 'register.phoneLaos']
    : ['register.phoneHint', 'errors.PHONE_NUMBER_REQUIRE_10_DIGIT'];
  return (
    <StepForm {...p} nextLabel={t('common.next')}>
      <Field
        label={t('register.phone')}
        value={p.ctx.form.phone}
        onValue={p.change('phone')}
        error={p.ctx.errors.phone}
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        hint={p.ctx.errors.phone === ruleError ? undefined : t(rule)}
      />
      <Refusal ctx={p.ctx} step="phone" />
    </StepForm>
  );
}

export function OtpStep(p: StepProps) {
  const { t } = useTranslation();
  const resendId = useId();
  return (
    <StepForm {...p} nextLabel={t('register.verify')} back>
      <p>{t('register.otpSent', { phone: phoneOf(p.ctx) })}</p>
      {p.ctx.otpRef && <p className="muted">{t('register.otpRef', { ref: p.ctx.otpRef })}</p>}
      <Field
        label={t('register.otpCode')}
        value={p.ctx.form.otpCode}
        onValue={p.change('otpCode')}
        error={p.ctx.errors.otpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Refusal ctx={p.ctx} step="otp" />
      <button
        type="button"
        className="button link"
        onClick={() => p.send({ type: 'RESEND' })}
        disabled={p.busy || p.resendWaiting}
        aria-describedby={p.resendWaiting ? resendId : undefined}
      >
        {t('register.resend')}
      </button>
      {p.resendWaiting && (
        <p className="muted" id={resendId} aria-live="off">
          {t('register.resendIn', { time: mmss(Math.max(0, Math.ceil((p.ctx.resendAt - p.ctx.now) / 1000))) })}
        </p>
      )}
    </StepForm>
  );
}

export function ProfileStep(p: StepProps) {
  const { t } = useTranslation();
  const sources = useLookup('sources');
  const f = p.ctx.form;
  return (
    <StepForm {...p} nextLabel={t('common.next')} back>
      <Field
        label={t('register.name')}
        value={f.name}
        onValue={p.change('name')}
        error={p.ctx.errors.name}
        autoComplete="name"
      />
      <Field
        label={t('register.phone')}
        value={phoneOf(p.ctx)}
        onValue={() => {}}
        error={p.ctx.errors.phone}
        readOnly
      />
      <Field
        label={t('register.password')}
        type="password"
        value={f.password}
        onValue={p.change('password')}
        error={p.ctx.errors.password}
        autoComplete="new-password"
      />
      <Field
        label={t('register.confirmPassword')}
        type="password"
        value={f.confirmPassword}
        onValue={p.change('confirmPassword')}
        error={p.ctx.errors.confirmPassword}
        autoComplete="new-password"
      />
      <SelectField
        label={t('register.source')}
        value={f.sourceCode}
        onValue={p.change('sourceCode')}
        error={p.ctx.errors.sourceCode}
      >
        <option value="">{t('register.sourceNone')}</option>
        {sources.data?.sources.map((s) => (
          <option key={s.code} value={s.code}>
            {s.description}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('register.inviteCode')}
        value={f.inviteCode}
        onValue={p.change('inviteCode')}
        error={p.ctx.errors.inviteCode}
        readOnly={p.ctx.inviteLocked}
        maxLength={CODE_MAX_LENGTH}
        hint={p.ctx.inviteLocked ? t('register.inviteLocked') : undefined}
      />
      <Refusal ctx={p.ctx} step="profile" />
    </StepForm>
  );
}

export function BankStep(p: StepProps) {
  const { t, i18n } = useTranslation();
  const banks = useLookup('banks');
  const f = p.ctx.form;
  return (
    <StepForm {...p} nextLabel={t('register.submit')} back>
      <SelectField
        label={t('register.bank')}
        value={f.bankCode}
        onValue={p.change('bankCode')}
        error={p.ctx.errors.bankCode}
      >
        <option value="">{t('register.chooseBank')}</option>
        {banks.data?.banks.map((b) => (
          <option key={b.code} value={b.code}>
            {bankName(b, i18n.language)}
            {!p.ctx.laos && RECOMMENDED_BANKS.includes(b.code) ? ` (${t('register.recommended')})` : ''}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('register.accountNo')}
        value={f.bankAccountNo}
        onValue={p.change('bankAccountNo')}
        error={p.ctx.errors.bankAccountNo}
        inputMode="numeric"
      />
      <Field
        label={t('register.firstName')}
        value={f.firstName}
        onValue={p.change('firstName')}
        error={p.ctx.errors.firstName}
        autoCapitalize="characters"
      />
      <Field
        label={t('register.lastName')}
        value={f.lastName}
        onValue={p.change('lastName')}
        error={p.ctx.errors.lastName}
        autoCapitalize="characters"
      />
      {p.ctx.laos && (
        <SelectField
          label={t('register.currency')}
          value={f.currency}
          onValue={p.change('currency')}
          error={p.ctx.errors.currency}
        >
          <option value="">{t('register.chooseCurrency')}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {t(`currency.${c}`)}
            </option>
          ))}
        </SelectField>
      )}
      <Refusal ctx={p.ctx} step="bank" />
    </StepForm>
  );
}
