// @vitest-environment node
// The app's languages (docs/product.md#audience) and their codes for <html lang>.
import { describe, expect, it } from 'vitest';
import { HTML_LANG, isLanguage, LANGUAGES } from '../../../src/lib/languages';

describe('languages', () => {
  it('are Thai first (the default), Lao and English', () => {
    expect(LANGUAGES).toEqual(['th', 'la', 'en']);
  });

  it('knows only its own three codes', () => {
    for (const l of ['th', 'la', 'en']) expect(isLanguage(l), l).toBe(true);
    for (const v of ['lo', 'TH', '', 'de', undefined, null, 1, ['th']]) expect(isLanguage(v), String(v)).toBe(false);
  });

  it('tells the browser Lao as lo (its fonts and line breaking), Thai and English as themselves', () => {
    expect(HTML_LANG).toEqual({ th: 'th', la: 'lo', en: 'en' });
  });
});
