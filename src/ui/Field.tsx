import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** A translation key, e.g. 'validation.required'. */
  error?: string | undefined;
  hint?: ReactNode;
  onValue: (value: string) => void;
  /** false when `error` is already a sentence. */
  translateError?: boolean;
}

/** A labelled input with its error shown under it and tied to it for screen readers. */
export function Field({ label, error, hint, onValue, translateError = true, ...input }: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const errorText = error && (translateError ? t(error) : error);
  // An error that says what the hint says takes its place: one sentence, said once (below a minimum, above a maximum).
  const shownHint = errorText && errorText === hint ? undefined : hint;
  const describedBy = [shownHint && hintId, errorText && errId].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {shownHint && (
        <small id={hintId} className="field-hint">
          {shownHint}
        </small>
      )}
      {errorText && (
        <small id={errId} className="field-error" role="alert">
          {errorText}
        </small>
      )}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  /** A translation key, e.g. 'validation.required'. */
  error?: string | undefined;
  onValue: (value: string) => void;
  /** The options. */
  children: ReactNode;
}

/** A labelled choice, its error under it and tied to it for screen readers (as Field for an input). */
export function SelectField({ label, error, onValue, children, ...select }: SelectFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const errId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errId : undefined}
        onChange={(e) => onValue(e.target.value)}
      >
        {children}
      </select>
      {error && (
        <small id={errId} className="field-error" role="alert">
          {t(error)}
        </small>
      )}
    </div>
  );
}
