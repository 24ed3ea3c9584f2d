import { indiaDay, indiaMidnight } from '../../lib/india-time.js';

/** Analytics count days as the owners live them: midnight to midnight India time. */
export const dayInAnalyticsZone = indiaDay;

/** The `period` days ending today, oldest first. */
export function periodDays(period: number, now: Date): string[] {
  return Array.from({ length: period }, (_, i) => indiaDay(indiaMidnight(now, period - 1 - i)));
}

/** The instant the first day of the period began in India time. */
export function periodStart(period: number, now: Date): Date {
  return indiaMidnight(now, period - 1);
}
