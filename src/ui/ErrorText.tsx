import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/errors';

/** A server code as a translated sentence; an unknown code is shown raw (docs/product.md#error-display). */
export function useErrorText() {
  const { t } = useTranslation();
  return (code: string | null | undefined) => {
    if (!code) return '';
    const key = errorKey(code);
    return key ? t(key) : code;
  };
}

/** A server's own message longer than this is shown in three lines with a control to read it all. */
const LONG_MESSAGE = 160;

/**
 * An error under a form or in a dialog. A message of any length keeps to a few lines (the whole text is read out and
 * one tap away), so it never pushes the form's buttons off the screen.
 */
export function ErrorMessage({ text: shown, id }: { text: string; id?: string }) {
  const { t } = useTranslation();
  // Whether the member opened a long message: presentation only, no flow.
  const [all, setAll] = useState(false);
  if (!shown) return null;
  const long = shown.length > LONG_MESSAGE;
  return (
    <div className="error-banner" role="alert" id={id}>
      <p className={long && !all ? 'clamped' : undefined}>{shown}</p>
      {long && (
        <button type="button" className="button link small" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('common.showLess') : t('common.showAll')}
        </button>
      )}
    </div>
  );
}

/**
 * An error code as ErrorMessage shows it: its translation, or the server's own words (docs/product.md#error-display).
 */
export function ErrorBanner({ code, id }: { code: string | null | undefined; id?: string }) {
  const text = useErrorText();
  return <ErrorMessage id={id} text={text(code)} />;
}
