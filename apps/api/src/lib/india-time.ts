/**
 * The product serves Indian cities, so its days, weeks and months run on India time (UTC+5:30, no
 * daylight saving): analytics days, the admin dashboard's weeks, the seed's history.
 */
import { INDIA_OFFSET_MS, INDIA_TIME_ZONE, indiaDay } from '@dishrated/shared';

export { INDIA_TIME_ZONE, indiaDay };
export const IST_OFFSET_MS = INDIA_OFFSET_MS;

/** The instant of midnight India time, `daysBack` days before today's. */
export function indiaMidnight(now: Date, daysBack = 0): Date {
  return new Date(Date.parse(`${indiaDay(now)}T00:00:00Z`) - daysBack * 86_400_000 - IST_OFFSET_MS);
}

/** 0 for Monday to 6 for Sunday, in India time. */
export function indiaWeekday(at: Date): number {
  return (new Date(at.getTime() + IST_OFFSET_MS).getUTCDay() + 6) % 7;
}
