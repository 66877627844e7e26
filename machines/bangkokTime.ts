/**
 * Asia/Bangkok calendar days and weeks (from Monday), whatever the phone's or the demo's time zone. Bangkok is UTC+7
 * all year (no daylight saving), so a Bangkok day starts at 17:00 UTC the day before. The bonus machine's guard and
 * the demo bank's bonus rule both count receipts with these functions.
 */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** Bangkok day number since 1970-01-01 (a Thursday). */
const dayNumber = (ms: number) => Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS);

/** Epoch ms at which the Bangkok calendar day holding `ms` started (00:00 Bangkok). */
export const bangkokDayStart = (ms: number): number => dayNumber(ms) * DAY_MS - BANGKOK_OFFSET_MS;

/** 0 for Monday … 6 for Sunday, in Bangkok. */
export const bangkokWeekday = (ms: number): number => (dayNumber(ms) + 3) % 7;

/** Epoch ms at which the Bangkok week (Monday 00:00) holding `ms` started. */
export const bangkokWeekStart = (ms: number): number => bangkokDayStart(ms) - bangkokWeekday(ms) * DAY_MS;

export type LimitType = 'limit' | 'day' | 'week';

/** Start of the period the receipts of a `type` bonus are counted in: all time, this Bangkok day, this Bangkok week. */
export function periodStart(type: LimitType, now: number): number {
  if (type === 'day') return bangkokDayStart(now);
  if (type === 'week') return bangkokWeekStart(now);
  return Number.NEGATIVE_INFINITY;
}

/** When the current period ends (the limit resets); never for type `limit`. */
export function periodEnd(type: LimitType, now: number): number {
  if (type === 'day') return bangkokDayStart(now) + DAY_MS;
  if (type === 'week') return bangkokWeekStart(now) + WEEK_MS;
  return Number.POSITIVE_INFINITY;
}

/** Receipts (ISO times or epoch ms) that count against the limit at `now`. */
export function receivedInPeriod(type: LimitType, received: ReadonlyArray<string | number>, now: number): number {
  const start = periodStart(type, now);
  return received.filter((r) => {
    const at = typeof r === 'number' ? r : Date.parse(r);
    return at >= start && at <= now;
  }).length;
}

/** The member has received the bonus as often as allowed in the current period. */
export const limitReached = (
  type: LimitType,
  maxReceived: number,
  received: ReadonlyArray<string | number>,
  now: number,
): boolean => receivedInPeriod(type, received, now) >= maxReceived;
