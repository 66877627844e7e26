/**
 * Thai and Lao are written without spaces between words, and a line of them breaks between words: the browser finds
 * them with its dictionary (ICU's, the one Intl.Segmenter answers with). Some words a reader reads as one the
 * dictionary cuts in two: a loanword (ສະ|ລິບ "slip", แช|ท "chat"), a compound (กระเป๋า|เงิน "wallet", ວັນ|ຈັນ
 * "Monday"). These are the product's own list of them; every text the app paints (src/ui/words, server HTML in
 * SafeHtml) keeps each one whole in a span that does not break, so the texts themselves stay plain text: what a member
 * copies, a screen reader reads and a test case exports is what was written (docs/decisions/044-one-line-breaker.md).
 */
const KEEP_WHOLE = [
  // Thai
  'กระเป๋าเงิน',
  'รหัสผ่าน',
  'ทรูมันนี่',
  'ส่วนตัว',
  'ใช้งาน',
  'ที่แล้ว',
  'แชท',
  // Lao
  'ກະເປົາເງິນ',
  'ລະຫັດຜ່ານ',
  'ວັນອັງຄານ',
  'ວັນພະຫັດ',
  'ວັນຈັນ',
  'ຢ່າງດຽວ',
  'ຈົນກວ່າ',
  'ສະລິບ',
];

/** Any of them, the longest first where one begins another (a capturing group: `split` keeps what it found). */
const FIND = new RegExp(`(${[...KEEP_WHOLE].sort((a, b) => b.length - a.length).join('|')})`);

/**
 * `text` cut around the words it holds that are kept whole: the parts at odd places are those words. Null when it
 * holds none (then it is painted as it is).
 */
export function wholeWords(text: string): string[] | null {
  const parts = text.split(FIND);
  return parts.length > 1 ? parts : null;
}
