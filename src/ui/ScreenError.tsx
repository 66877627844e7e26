import { useTranslation } from 'react-i18next';
import { ErrorMessage, useErrorText } from './ErrorText';

/**
 * An error code in a screen's own words (`<on>.<code>` in the locales: what it means there and what comes next), else
 * as ErrorBanner says it. Kept out of ErrorText.tsx, which /login loads: only money dialogs have such words.
 */
export function ScreenError({ code, on }: { code: string | null | undefined; on: string }) {
  const { t, i18n } = useTranslation();
  const general = useErrorText();
  const own = code ? `${on}.${code}` : '';
  return <ErrorMessage text={own && i18n.exists(own) ? t(own) : general(code)} />;
}
