/**
 * The bank's time as the phone knows it: the phone's clock plus an offset read from the `Date` header of the bank's
 * answers (every HTTP server stamps its answers with its own clock). A phone set a day ahead or ten minutes behind
 * then still shows the bank's day, week and countdowns. A cross-origin backend must expose the header
 * (`Access-Control-Expose-Headers: Date`): without it the app cannot read it and keeps the phone's clock.
 */

/**
 * How far apart the phone's and the bank's clocks must be before the app believes it. A `Date` header has 1 s
 * resolution (cut down to the second) and is written before the answer travels, so answers from one bank disagree by
 * up to a second or so: a phone within this of the bank keeps its own clock, and the offset held is kept until an
 * answer differs from it by this much (the first answer of a phone set wrong, or a clock changed since).
 */
export const CLOCK_SLACK_MS = 2000;

export interface BankTime {
  /** The bank's time now (epoch ms): the phone's clock plus the offset. */
  now(): number;
  /** An answer's `Date` header, as it arrives (null, or a value that is not a date: nothing is learned). */
  heard(date: string | null): void;
}

/** The bank's clock for one page: `phone` is the phone's clock (Date.now()). */
export function createBankTime(phone: () => number = () => Date.now()): BankTime {
  let offset = 0;
  return {
    now: () => phone() + offset,
    heard(date) {
      // No header, or one that is no date: NaN, and nothing is learned (no comparison with NaN holds).
      const seen = Date.parse(date ?? '') - phone();
      if (Math.abs(seen - offset) >= CLOCK_SLACK_MS) offset = seen;
    },
  };
}
