/**
 * The bank's limit on registration SMS codes: at most OTP_MAX_SENDS to one phone within OTP_SEND_WINDOW_MS (OTP_BLOCK
 * after that), and the wait the register wizard keeps to it. The demo bank keeps to the same numbers
 * (mirage/rules/otp.ts) and reads them here, without loading the wizard.
 */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;
/** After a code is sent, the wait before "send again" works: one minute, and after every third code the whole window. */
export const OTP_RESEND_AFTER_MS = 60 * 1000;

/**
 * The wait after the `sends`-th code sent to one phone: a minute, then a minute, then the bank's whole window. Codes
 * go out in groups of OTP_MAX_SENDS with a window between groups, so no window ever holds more than the bank allows:
 * the member sees a countdown and never reaches OTP_BLOCK.
 */
export const resendWait = (sends: number) =>
  sends > 0 && sends % OTP_MAX_SENDS === 0 ? OTP_SEND_WINDOW_MS : OTP_RESEND_AFTER_MS;
