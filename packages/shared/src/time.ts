const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Relative wording: '1 day ago', 'n days ago' under 7 days,
 * 'n weeks ago' under 30, 'n months ago' under 365, then 'n years ago'.
 * Under a day we say 'Today' ("0 days ago" reads badly).
 */
export function relativeTime(then: Date | string | number, now: Date | number = Date.now(), locale: 'en' | 'hi' = 'en'): string {
  const thenMs = new Date(then).getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const days = Math.floor(Math.max(0, nowMs - thenMs) / DAY_MS);
  const hi = locale === 'hi';
  if (days < 1) return hi ? 'आज' : 'Today';
  if (days < 7) return hi ? `${days} दिन पहले` : days === 1 ? '1 day ago' : `${days} days ago`;
  if (days < 30) return ago(Math.floor(days / 7), 'week', locale);
  if (days < 365) return ago(Math.floor(days / 30), 'month', locale);
  return ago(Math.floor(days / 365), 'year', locale);
}

const HINDI_UNITS = { week: 'हफ़्ते', month: 'महीने', year: 'साल' } as const;

function ago(n: number, unit: keyof typeof HINDI_UNITS, locale: 'en' | 'hi'): string {
  // Hindi's words for these units read the same after any number above one ("2 हफ़्ते पहले"); one is singular.
  if (locale === 'hi') return `${n} ${n === 1 ? { week: 'हफ़्ता', month: 'महीना', year: 'साल' }[unit] : HINDI_UNITS[unit]} पहले`;
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Short 'updated 5 min ago' style text for live data such as truck locations. */
export function minutesAgo(then: Date | string | number, now: number = Date.now(), locale: 'en' | 'hi' = 'en'): string {
  const minutes = Math.floor(Math.max(0, now - new Date(then).getTime()) / 60000);
  const hi = locale === 'hi';
  if (minutes < 1) return hi ? 'अभी-अभी' : 'just now';
  if (minutes < 60) return hi ? `${minutes} मिनट पहले` : `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hi ? `${hours} घंटे पहले` : `${hours} h ago`;
  const relative = relativeTime(then, now, locale);
  return hi ? relative : relative.toLowerCase();
}

/** Whether a position last updated at `then` is too old to show as live. */
export function isStalePosition(then: Date | string | number | null, staleAfterMinutes: number, now: number = Date.now()): boolean {
  if (then === null) return true;
  return now - new Date(then).getTime() > staleAfterMinutes * 60_000;
}

/** A stay at one spot: '45 minutes' under an hour, then hours with one decimal ('2.5 hours'). */
export function formatStay(minutes: number, locale: 'en' | 'hi' = 'en'): string {
  if (minutes < 60) return locale === 'hi' ? `${minutes} मिनट` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return locale === 'hi' ? `${hours} घंटे` : `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * The product serves Indian cities, so dates are shown in India time (UTC+5:30, no daylight
 * saving): an event at 7 pm in Pune reads 7 pm wherever it is read, and the server rendering a page
 * writes the same date as the browser that then takes it over.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India has kept UTC+5:30 all year since 1945, so India time is a fixed shift from UTC. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Indian English's short months: 'Sept', not 'Sep'. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Hindi's names, as `Intl.DateTimeFormat('hi-IN')` writes them. */
const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const SHORT_MONTHS_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'];
const WEEKDAYS_HI = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const SHORT_WEEKDAYS_HI = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];

/** A clock time as Hindi speakers say it: the part of the day, then the time ('शाम 6:30'). */
function hindiClock(hours: number, minutes: number): string {
  const part = hours >= 4 && hours < 12 ? 'सुबह' : hours >= 12 && hours < 16 ? 'दोपहर' : hours >= 16 && hours < 20 ? 'शाम' : 'रात';
  return `${part} ${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
}

/**
 * How a date is written, in Indian English as `Intl.DateTimeFormat('en-IN')` writes it:
 * - `day` '15', `short-month` 'Sept', `year` '2026' (the parts of a calendar badge);
 * - `date` '15 September 2026';
 * - `day-month` '15 Sept' (a chart's axis), `short-date` '15 Sept 2026' (a list's dates);
 * - `weekday-date` 'Tuesday, 15 September', `weekday-short-date` 'Tue, 15 Sept, 2026';
 * - `day-month-time` '15 Sept, 1:30 am', `short-date-time` '15 Sept 2026, 1:30 am';
 * - `date-time` 'Tuesday, 15 September 2026 at 1:30 am IST';
 * - `time` '1:30 am'.
 */
export type IndiaDateStyle =
  | 'day'
  | 'short-month'
  | 'year'
  | 'date'
  | 'day-month'
  | 'short-date'
  | 'weekday-date'
  | 'weekday-short-date'
  | 'day-month-time'
  | 'short-date-time'
  | 'date-time'
  | 'time';

/**
 * A date or time in India time. Written out here rather than by `Intl`: the first `Intl`
 * formatter a page makes loads the locale's data, about 20 ms of a phone's first screen, and the
 * text is the same on every server and browser whatever their ICU (and whatever the device's own
 * locale: nobody sees 'Nov 26' on one screen and '26 Nov' on the next).
 */
export function indiaDate(value: Date | string | number, style: IndiaDateStyle, locale: 'en' | 'hi' = 'en'): string {
  const india = new Date(new Date(value).getTime() + INDIA_OFFSET_MS);
  const hi = locale === 'hi';
  const day = india.getUTCDate();
  const month = (hi ? MONTHS_HI : MONTHS)[india.getUTCMonth()]!;
  const shortMonth = (hi ? SHORT_MONTHS_HI : SHORT_MONTHS)[india.getUTCMonth()]!;
  const year = india.getUTCFullYear();
  const weekday = (hi ? WEEKDAYS_HI : WEEKDAYS)[india.getUTCDay()]!;
  const shortWeekday = hi ? SHORT_WEEKDAYS_HI[india.getUTCDay()]! : weekday.slice(0, 3);
  const hours = india.getUTCHours();
  const minutes = india.getUTCMinutes();
  const clock = hi ? hindiClock(hours, minutes) : `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  switch (style) {
    case 'day':
      return String(day);
    case 'short-month':
      return shortMonth;
    case 'year':
      return String(year);
    case 'date':
      return `${day} ${month} ${year}`;
    case 'day-month':
      return `${day} ${shortMonth}`;
    case 'short-date':
      return `${day} ${shortMonth} ${year}`;
    case 'weekday-date':
      return `${weekday}, ${day} ${month}`;
    case 'weekday-short-date':
      // Hindi writes no comma before the year ('मंगल, 15 सित॰ 2026').
      return hi ? `${shortWeekday}, ${day} ${shortMonth} ${year}` : `${shortWeekday}, ${day} ${shortMonth}, ${year}`;
    case 'day-month-time':
      return `${day} ${shortMonth}, ${clock}`;
    case 'short-date-time':
      return `${day} ${shortMonth} ${year}, ${clock}`;
    case 'date-time':
      return hi ? `${weekday}, ${day} ${month} ${year}, ${clock} (IST)` : `${weekday}, ${day} ${month} ${year} at ${clock} IST`;
    case 'time':
      return clock;
  }
}

/** The India calendar date (YYYY-MM-DD) of an instant. */
export const indiaDay = (value: Date | string | number) => new Date(new Date(value).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A wall-clock time typed in a `datetime-local` field ('2026-12-01T19:00'), read as India time,
 * as the instant it names (ISO, UTC); null for an empty or unreadable field. An event's times are
 * the event's own, whatever zone the organiser's device is set to.
 */
export function indiaLocalToInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - INDIA_OFFSET_MS).toISOString();
}

/** An instant as the `datetime-local` text of its India time ('2026-12-01T19:00'); '' for none. */
export function instantToIndiaLocal(instant: string | null | undefined): string {
  if (!instant) return '';
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

