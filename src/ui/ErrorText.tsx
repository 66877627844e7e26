import { useTranslation } from '../app/useTranslation';
import { errorKey } from '../api/errors';

/** The code of an error (an ApiError's code; anything else is a network failure). */
export const codeOfError = (e: unknown): string =>
  e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string' ? (e as { code: string }).code : 'NETWORK_ERROR';

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
