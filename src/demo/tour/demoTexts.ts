/**
 * The demo's own texts (`demo.*` for its console, `tour.*` for its tour): a part of the locale files of their own
 * (scripts/locale-chunks.ts), loaded with the console or the tour and never for a real member. Thai's (the fallback)
 * and the page's language's come first; another language's come when the member picks it.
 */
import i18next from 'i18next';
import { isLanguage, type Language } from '../../lib/languages';

const TEXTS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import('virtual:locale/th/demo'),
  la: () => import('virtual:locale/la/demo'),
  en: () => import('virtual:locale/en/demo'),
};
const loading = new Map<Language, Promise<void>>();

function add(lng: string): Promise<void> {
  if (!isLanguage(lng)) return Promise.resolve();
  let done = loading.get(lng);
  if (!done) {
    done = TEXTS[lng]().then((m) => void i18next.addResourceBundle(lng, 'translation', m.default, true, true));
    loading.set(lng, done);
  }
  return done;
}

/** Load the demo's texts in Thai and the page's language, and in every language the member changes to. */
export function loadDemoTexts(): Promise<void> {
  if (loading.size === 0) i18next.on('languageChanging', (lng: string) => void add(lng));
  return Promise.all([add('th'), add(i18next.language)]).then(() => undefined);
}
