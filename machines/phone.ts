/**
 * A phone number as people type it, as the rule and the bank read it: spaces, dashes, dots and brackets dropped, Thai
 * and Lao digits as ASCII, and the country's code (+856 Laos, +66 Thailand, or 00 for the +) as the 0 dialled at home:
 * "+856 20 5551 2345" is 02055512345, "+66 81-234-5678" is 0812345678. Anything else stays, for the rule to refuse.
 */
export function phoneDigits(typed: string): string {
  return typed
    .replace(/[\s\-.()]/g, '')
    .replace(/[\u0E50-\u0E59\u0ED0-\u0ED9]/g, (d) => String(d.codePointAt(0)! & 0xf))
    .replace(/^(?:\+|00)(?:856|66)0?/, '0');
}
