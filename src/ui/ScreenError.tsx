import { useTranslation } from 'react-i18next';
import { ErrorMessage, useErrorText } from './ErrorText';

/**
 * An error code in a screen's own words: the first of `<on>.<code>` in the locales (what it means there and what comes
 * next), else as ErrorBanner says it. Kept out of ErrorText.tsx, which /login loads: only money screens have such words.
 */
export function useScreenErrorText(...on: string[]) {
  const { t, i18n } = useTranslation();
  const general = useErrorText();
  return (code: string | null | undefined) => {
    const own = code ? on.map((o) => `${o}.${code}`).find((key) => i18n.exists(key)) : undefined;
    return own ? t(own) : general(code);
  };
}

/** An error code in the words of the screen `on` (useScreenErrorText). */
export function ScreenError({ code, on }: { code: string | null | undefined; on: string }) {
  const text = useScreenErrorText(on);
  return <ErrorMessage text={text(code)} />;
}
