import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/errors';

/** A server code as a translated sentence; an unknown code is shown raw (spec section 8). */
export function useErrorText() {
  const { t } = useTranslation();
  return (code: string | null | undefined) => {
    if (!code) return '';
    const key = errorKey(code);
    return key ? t(key) : code;
  };
}

export function ErrorBanner({ code }: { code: string | null | undefined }) {
  const text = useErrorText();
  if (!code) return null;
  return (
    <p className="error-banner" role="alert">
      {text(code)}
    </p>
  );
}
