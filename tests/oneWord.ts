/**
 * Words a Thai or Lao reader reads as one, which ICU's dictionary (Intl.Segmenter, and Chromium's line breaker) splits
 * in two or three ("กระเป๋า|เงิน", "ใช้|งาน"): a line may break between their parts. The texts in locales/ join each
 * one's parts with a word joiner (U+2060, invisible, no break on either side), kept so by
 * tests/unit/lib/oneWord.test.ts; the phone test (tests/e2e/phone.spec.ts) counts a break inside one as a word broken.
 */
export const ONE_WORD: Readonly<Record<'th' | 'lo', readonly string[]>> = {
  th: ['กระเป๋าเงิน', 'ใช้งาน', 'ส่วนตัว', 'ทรูมันนี่', 'รหัสผ่าน'],
  lo: ['ກະເປົາເງິນ', 'ລະຫັດຜ່ານ'],
};

export const WORD_JOINER = '\u2060';

/** `word` as the texts write it: its parts, as `locale`'s dictionary finds them, joined by word joiners. */
export function joined(word: string, locale: 'th' | 'lo'): string {
  const parts = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(word)].map((s) => s.segment);
  return parts.join(WORD_JOINER);
}
