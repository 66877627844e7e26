import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../../services/i18n';
import { useTakenOver } from '../../ui/useTakenOver';

const NATIVE: Record<string, string> = { th: 'ไทย', la: 'ລາວ', en: 'English' };

/**
 * Language dropdown: switches at once and remembers the choice. On the screen painted before the app runs it shows the
 * language and waits for the app (a choice there would change nothing).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const live = useTakenOver();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        disabled={!live}
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
