// @vitest-environment node
import { describe, expect, it } from 'vitest';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { joined, ONE_WORD, WORD_JOINER } from '../../oneWord';

/** Every text of a locale file, by its key. */
function texts(o: unknown, at = ''): Array<[string, string]> {
  if (typeof o === 'string') return [[at, o]];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
}

describe('a Thai or Lao word ICU splits is written joined, so no line breaks inside it', () => {
  it.each([
    ['th', th, 'th'],
    ['la', la, 'lo'],
  ] as const)('%s: each word of tests/oneWord.ts joined wherever it is written', (_lang, file, locale) => {
    const loose = texts(file).flatMap(([key, text]) =>
      ONE_WORD[locale].filter((w) => text.includes(w) && joined(w, locale) !== w).map((w) => `${key}: ${w}`),
    );
    expect(loose).toEqual([]);
  });

  it('joins the parts the dictionary finds, and nothing else', () => {
    expect(joined('กระเป๋าเงิน', 'th')).toBe(`กระเป๋า${WORD_JOINER}เงิน`);
    expect(joined('ใช้งาน', 'th')).toBe(`ใช้${WORD_JOINER}งาน`);
    expect(th.login.accountReady).toContain(`พร้อมใช้${WORD_JOINER}งานแล้ว`);
    expect(la.login.title).not.toContain(WORD_JOINER);
  });
});
