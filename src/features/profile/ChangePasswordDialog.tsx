import { useSelector } from '@xstate/react';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_FIELDS, type PasswordField } from '../../../machines/changePassword';
import { PASSWORD_MIN_LENGTH } from '../../../machines/validation';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage, useErrorText } from '../../ui/ErrorText';
import { SuccessBox } from '../receipt/SuccessBox';
import { useChangePassword } from './flows';

/** Old, new and confirm password with show/hide toggles; a mismatch shows inline; success shows the saved alert. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const actor = useChangePassword();
  const state = useSelector(actor, (s) => s);
  const { values, shown, error } = state.context;
  const saving = state.hasTag('saving');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const message =
    error === 'mismatch'
      ? t('password.mismatch')
      : error === 'tooShort'
        ? t('password.tooShort', { n: PASSWORD_MIN_LENGTH })
        : errorText(error);
  const field = (f: PasswordField) => (
    <div className="field" key={f}>
      <label htmlFor={`${id}-${f}`}>{t(`password.${f}`)}</label>
      <div className="password-row">
        <input
          id={`${id}-${f}`}
          type={shown[f] ? 'text' : 'password'}
          value={values[f]}
          autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
          onChange={(e) => actor.send({ type: 'CHANGE', field: f, value: e.target.value })}
          aria-invalid={f === 'confirmPassword' && error === 'mismatch' ? true : undefined}
          aria-describedby={f === 'confirmPassword' && error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="button small"
          aria-pressed={shown[f]}
          onClick={() => actor.send({ type: 'TOGGLE', field: f })}
          aria-label={t(shown[f] ? 'password.hide' : 'password.show', { field: t(`password.${f}`) })}
        >
          {/* An eye and its word (docs/product.md#screen-profile): what the tap does, not a mark to guess. */}
          {shown[f] ? <EyeOff aria-hidden size={18} /> : <Eye aria-hidden size={18} />}
          {t(shown[f] ? 'password.hideWord' : 'password.showWord')}
        </button>
      </div>
    </div>
  );
  if (state.hasTag('saved')) {
    return (
      <Dialog open title={t('password.title')} onClose={onClose}>
        <SuccessBox message={t('common.saved')} action={t('common.ok')} onAction={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog open title={t('password.title')} onClose={() => !saving && onClose()}>
      <form onSubmit={submit} noValidate>
        {PASSWORD_FIELDS.map(field)}
        {error && <ErrorMessage id={`${id}-error`} text={message} />}
        <div className="actions">
          <button type="button" className="button" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={saving} aria-busy={saving}>
            {saving ? t('common.wait') : t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
