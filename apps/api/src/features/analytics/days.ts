/**
 * Analytics count days as the owners live them: the product serves Indian cities, so a day runs
 * midnight to midnight India time (UTC+5:30, no daylight saving).
 */
export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day (YYYY-MM-DD) of an instant in India time. */
export function dayInAnalyticsZone(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `period` days ending today, oldest first. */
export function periodDays(period: number, now: Date): string[] {
  const today = Date.parse(`${dayInAnalyticsZone(now)}T00:00:00Z`);
  return Array.from({ length: period }, (_, i) => new Date(today - (period - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The instant the first day of the period began in India time. */
export function periodStart(period: number, now: Date): Date {
  return new Date(Date.parse(`${periodDays(period, now)[0]}T00:00:00Z`) - IST_OFFSET_MS);
}
