import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import thCore from 'virtual:locale/th/core';
import { HTML_LANG, isLanguage, type Language } from '../lib/languages';
import { STORAGE_KEYS, storage } from '../lib/storage';

export { LANGUAGES, isLanguage, type Language } from '../lib/languages';

type Texts = () => Promise<{ default: Record<string, unknown> }>;
/** Thai core texts are bundled (Thai is the fallback); every other part loads when needed. */
const CORE: Record<Language, Texts> = {
  th: async () => ({ default: thCore }),
  la: () => import('virtual:locale/la/core'),
  en: () => import('virtual:locale/en/core'),
};
const REST: Record<Language, Texts> = {
  th: () => import('virtual:locale/th/rest'),
  la: () => import('virtual:locale/la/rest'),
  en: () => import('virtual:locale/en/rest'),
};

const loaded = new Set<string>();
let restWanted = false;

async function ensure(lng: Language, part: 'core' | 'rest') {
  const id = `${lng}/${part}`;
  if (loaded.has(id)) return;
  const mod = await (part === 'core' ? CORE : REST)[lng]();
  i18n.addResourceBundle(lng, 'translation', mod.default, true, true);
  loaded.add(id);
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'th';
}

/**
 * i18next with react-i18next's hook, in the page and in the build's prerender (src/prerender.tsx): Thai first and as
 * the fallback; the texts are in before a screen renders (nothing to suspend for), and a chunk of texts that arrives
 * later renders its screens again.
 */
export const startI18n = (resources: Resource) =>
  i18n.use(initReactI18next).init({
    resources,
    lng: 'th',
    fallbackLng: 'th',
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

/** Start i18next in `lng` (the start's `wantedLanguage`, src/lib/start.ts), with Thai's texts as the fallback. */
export async function initI18n(lng: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await startI18n({});
  }
  await ensure('th', 'core');
  await changeLanguage(lng, false);
  return i18n;
}

/** The texts of every screen beyond /login: a lazy page awaits this with its own chunk. */
export async function loadAllTexts(): Promise<void> {
  restWanted = true;
  await Promise.all([ensure('th', 'rest'), ensure(currentLanguage(), 'rest')]);
}

export async function changeLanguage(lng: Language, remember = true) {
  // Remember the choice at once, so that a reload during the download keeps it.
  if (remember) storage.set(STORAGE_KEYS.locale, lng);
  await ensure(lng, 'core');
  if (restWanted) await Promise.all([ensure('th', 'rest'), ensure(lng, 'rest')]);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = HTML_LANG[lng];
  document.documentElement.dataset.lang = lng;
}

export { i18n };
