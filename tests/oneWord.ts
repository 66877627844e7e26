/**
 * Words a Thai or Lao reader reads as one, which ICU's dictionary (Intl.Segmenter, and Chromium's line breaker) cuts
 * in two ("กระเป๋า|เงิน", "ສະ|ລິບ"): the ones the app's texts have, and those issue 67 found broken at 360 px (the no-QR
 * question's ສະລິບ, the weekly bonus's ວັນຈັນ, the game dialog's ຢ່າງດຽວ, the prize's ຈົນກວ່າ, /contact's แชทสด, the
 * statement's "10 วันที่แล้ว"). Written here as a reader writes them, not taken from the app: the phone test
 * (tests/e2e/phone.spec.ts) counts a line break inside one as a word broken, and tests/unit/lib/words.test.ts renders
 * each and expects it whole.
 */
export const ONE_WORD: Readonly<Record<'th' | 'lo', readonly string[]>> = {
  th: ['กระเป๋าเงิน', 'ใช้งาน', 'ส่วนตัว', 'ทรูมันนี่', 'รหัสผ่าน', 'แชท', 'ที่แล้ว'],
  lo: ['ກະເປົາເງິນ', 'ລະຫັດຜ່ານ', 'ສະລິບ', 'ວັນຈັນ', 'ຢ່າງດຽວ', 'ຈົນກວ່າ'],
};
