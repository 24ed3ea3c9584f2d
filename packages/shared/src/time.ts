const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Relative wording: '1 day ago', 'n days ago' under 7 days,
 * 'n weeks ago' under 30, 'n months ago' under 365, then 'n years ago'.
 * Under a day we say 'Today' ("0 days ago" reads badly).
 */
export function relativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const thenMs = new Date(then).getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const days = Math.floor(Math.max(0, nowMs - thenMs) / DAY_MS);
  if (days < 1) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Short 'updated 5 min ago' style text for live data such as truck locations. */
export function minutesAgo(then: Date | string | number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - new Date(then).getTime()) / 60000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return relativeTime(then, now).toLowerCase();
}

/** Whether a position last updated at `then` is too old to show as live. */
export function isStalePosition(then: Date | string | number | null, staleAfterMinutes: number, now: number = Date.now()): boolean {
  if (then === null) return true;
  return now - new Date(then).getTime() > staleAfterMinutes * 60_000;
}

/** A stay at one spot: '45 minutes' under an hour, then hours with one decimal ('2.5 hours'). */
export function formatStay(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * The product serves Indian cities, so dates are shown in India time (UTC+5:30, no daylight
 * saving): an event at 7 pm in Pune reads 7 pm wherever it is read, and the server drawing a page
 * writes the same date as the browser that then takes it over.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const indiaFormats = new Map<string, Intl.DateTimeFormat>();

/** A date or time in India time, in Indian English ('15 March 2026'); formatters are made once per style. */
export function indiaDate(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = indiaFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA_TIME_ZONE });
    indiaFormats.set(key, format);
  }
  return format.format(new Date(value));
}
