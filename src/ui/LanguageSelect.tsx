import { useId } from 'react';
import { useTranslation } from '../app/useTranslation';
import { changeLanguage, isLanguage, LANGUAGES } from '../app/i18n';

const NATIVE: Record<string, string> = { th: 'ไทย', la: 'ລາວ', en: 'English' };

/** Language dropdown: switches at once and remembers the choice. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {NATIVE[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
