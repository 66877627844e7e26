import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import th from '../../locales/th.json';
import { STORAGE_KEYS, storage } from '../lib/storage';

export const LANGUAGES = ['th', 'la', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Thai is bundled (it is the fallback); Lao and English load when chosen. */
const loaders: Record<Exclude<Language, 'th'>, () => Promise<{ default: Record<string, unknown> }>> = {
  la: () => import('../../locales/la.json'),
  en: () => import('../../locales/en.json'),
};

async function ensure(lng: Language) {
  if (lng === 'th' || i18n.hasResourceBundle(lng, 'translation')) return;
  const mod = await loaders[lng]();
  i18n.addResourceBundle(lng, 'translation', mod.default, true, true);
}

const HTML_LANG: Record<Language, string> = { th: 'th', la: 'lo', en: 'en' };

function applyDocumentLanguage(lng: Language) {
  document.documentElement.lang = HTML_LANG[lng];
  document.documentElement.dataset.lang = lng;
}

export function storedLanguage(): Language | null {
  const v = storage.get(STORAGE_KEYS.locale);
  return isLanguage(v) ? v : null;
}

/** Start i18next: the stored choice, else Lao in the Laos build, else Thai. */
export async function initI18n(laos: boolean): Promise<typeof i18n> {
  const lng: Language = storedLanguage() ?? (laos ? 'la' : 'th');
  await i18n.use(initReactI18next).init({
    resources: { th: { translation: th } },
    lng: 'th',
    fallbackLng: 'th',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(lng, false);
  return i18n;
}

export async function changeLanguage(lng: Language, remember = true) {
  await ensure(lng);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  if (remember) storage.set(STORAGE_KEYS.locale, lng);
}

export { i18n };
