/** The app's languages (docs/product.md#audience): Thai (the default and the fallback), Lao, English. */
export const LANGUAGES = ['th', 'la', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** A language's code for <html lang> (Lao is 'lo'). */
export const HTML_LANG: Record<Language, string> = { th: 'th', la: 'lo', en: 'en' };
