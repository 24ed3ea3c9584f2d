import { WEEKDAYS, type Weekday } from '../constants.js';
import { addDays, localDateIn, stopOccurrence, stopTimes, stopsOnDate, weekdayOfDate, zonedInstant } from './calendar.js';
import type { Stop, StopException, StopOccurrence } from './schedule.js';

/** A week's hours on a day the truck does not stand anywhere. */
export const CLOSED_HOURS = 'Closed';

/** '17:00' as '5:00 PM', the way a truck's week writes its hours. */
export function clockText(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 || 12}:${time.slice(3, 5)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A stop's local times as a week's hours: '5:00 PM - 11:00 PM'. */
export const hoursText = (stop: Pick<Stop, 'startTime' | 'endTime'>): string => `${clockText(stop.startTime)} - ${clockText(stop.endTime)}`;

const HOURS = /^\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])?\.?\s*(?:m\.?)?\s*(?:-|–|—|to)\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])?\.?\s*(?:m\.?)?\s*$/i;

function clock(hour: string, minute: string | undefined, half: string | undefined): string | null {
  let h = Number(hour);
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return null;
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/**
 * Hours as owners type them ('5:00 PM - 11:00 PM', '5-11 pm', '11 am to 3 pm', '17:00–23:00')
 * as local start and end times; 'closed' for Closed; null when they cannot be read. A half of the
 * day written once counts for both ends ('5-11 pm' is the evening), unless that would put the
 * start after the end ('11-3 pm' is 11 am to 3 pm); without am or pm the clock is 24-hour.
 */
export function parseHoursText(text: string): { startTime: string; endTime: string } | 'closed' | null {
  if (text.trim().toLowerCase() === CLOSED_HOURS.toLowerCase()) return 'closed';
  const match = HOURS.exec(text);
  if (!match) return null;
  const [, startHour, startMinute, startHalf, endHour, endMinute, endHalf] = match as unknown as [string, string, string | undefined, string | undefined, string, string | undefined, string | undefined];
  const endTime = clock(endHour, endMinute, endHalf ?? startHalf);
  let startTime = clock(startHour, startMinute, startHalf ?? endHalf);
  if (!startHalf && endHalf && startTime && endTime && startTime >= endTime) startTime = clock(startHour, startMinute, endHalf.toLowerCase() === 'p' ? 'a' : 'p');
  if (!startTime || !endTime || startTime === endTime) return null;
  return { startTime, endTime };
}

/** One day of a truck's week as the truck page's table shows it. */
export interface WeekHours {
  day: Weekday;
  hours: string;
  location: string | null;
}

/** What a truck's schedule says at one moment, and until when it says so. */
export interface ScheduleState {
  /** The coming seven days, Monday first: each day's stops as hours and places, or Closed. Empty without stops. */
  week: WeekHours[];
  /** The stops that run today (one that started last night and runs past midnight included). */
  todayStops: StopOccurrence[];
  /** The stop running now, if any. */
  current: StopOccurrence | null;
  /** The next stop to start, within the coming week. */
  nextStop: StopOccurrence | null;
  /** When any of the above next changes: a stop starting or ending, or midnight. */
  changesAt: number;
}

/** A truck's schedule at `now`: its week, today's stops, the one running and the next. */
export function scheduleState(stops: readonly Stop[], exceptions: readonly Pick<StopException, 'date' | 'stopId'>[], now: number, timeZone: string): ScheduleState {
  const today = localDateIn(now, timeZone);
  const dayStart = zonedInstant(today, '00:00', timeZone);
  const tomorrowStart = zonedInstant(addDays(today, 1), '00:00', timeZone);
  // Compared as instants; only the occurrences the state names are written out as text.
  const times = stopTimes(stops, exceptions, { from: dayStart, to: zonedInstant(addDays(today, 8), '00:00', timeZone) }, timeZone);
  const current = times.find((t) => t.start <= now && now < t.end);
  const next = times.find((t) => t.start > now);
  const changesAt = Math.min(tomorrowStart, current?.end ?? Infinity, next?.start ?? Infinity);
  const week =
    stops.length === 0
      ? []
      : Array.from({ length: 7 }, (_, i) => addDays(today, i))
          .map((date): WeekHours => {
            const running = stopsOnDate(stops, exceptions, date).sort((a, b) => (a.startTime < b.startTime ? -1 : 1));
            if (running.length === 0) return { day: weekdayOfDate(date), hours: CLOSED_HOURS, location: null };
            return { day: weekdayOfDate(date), hours: running.map(hoursText).join(', '), location: [...new Set(running.map((s) => s.label))].join(' · ') };
          })
          .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
  const todayStops = times.filter((t) => t.start < tomorrowStart).map(stopOccurrence);
  return { week, todayStops, current: current ? stopOccurrence(current) : null, nextStop: next ? stopOccurrence(next) : null, changesAt };
}
