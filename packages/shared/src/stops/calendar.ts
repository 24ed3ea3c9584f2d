import { WEEKDAYS, type Weekday } from '../constants.js';
import { INDIA_TIME_ZONE } from '../time.js';
import type { Stop, StopException, StopOccurrence } from './schedule.js';

/**
 * The arithmetic of a truck's stops in time, apart from their schemas, so that screens which only
 * show when a truck stands where (a truck's status on home) load no schema code.
 */

export const STOP_LIMITS = {
  stopsPerTruck: 200,
  exceptionsPerTruck: 500,
  /** The longest stretch of days one expansion covers. */
  expansionDays: 92,
  labelMax: 120,
  addressMax: 200,
  everyWeeksMax: 8,
} as const;

/** Stops are in this zone unless the truck says otherwise. */
export const DEFAULT_TRUCK_TIME_ZONE = INDIA_TIME_ZONE;

const DAY_MS = 86_400_000;

/** Whether a YYYY-MM-DD date is a day of the calendar (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (calendar arithmetic, no zone involved). */
/**
 * Days since 1970 for a date, and back: remembered, as a truck page or a search expands the same
 * few dozen dates for every stop (each conversion through Date costs a few hundred nanoseconds).
 */
const dayNumbers = new Map<string, number>();
const datesOfDays = new Map<number, string>();
const REMEMBERED_DATES = 10_000;
function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
    if (dayNumbers.size >= REMEMBERED_DATES) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}
function dateOfDay(day: number): string {
  let date = datesOfDays.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (datesOfDays.size >= REMEMBERED_DATES) datesOfDays.clear();
    datesOfDays.set(day, date);
  }
  return date;
}
/** Monday is 0. */
const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

const formatters = new Map<string, Intl.DateTimeFormat>();
const QUARTER_HOUR_MS = 15 * 60_000;
/** Zone offsets by quarter hour, per zone; a search by time reads thousands of stops' times. */
const offsets = new Map<string, Map<number, number>>();

/**
 * The offset of `timeZone` from UTC at `instant`, in ms. Asking `Intl` costs microseconds, so the
 * answer is kept for the quarter hour the instant is in: every zone's offset is a multiple of
 * 15 minutes and changes on a whole minute of a quarter hour (clocks go forward at 2:00, 2:30...).
 */
function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR_MS);
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(bucket);
  if (offset === undefined) {
    let format = formatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
      formatters.set(timeZone, format);
    }
    const start = bucket * QUARTER_HOUR_MS;
    const p = Object.fromEntries(format.formatToParts(start).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - start;
    if (zone.size >= 20_000) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

/** The local calendar fields at `instant` in `timeZone`. */
function partsIn(instant: number, timeZone: string) {
  const local = new Date(instant + offsetAt(instant, timeZone));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(), h: local.getUTCHours(), min: local.getUTCMinutes(), s: local.getUTCSeconds() };
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export const weekdayOfDate = (date: string): Weekday => WEEKDAYS[weekdayIndex(dayNumber(date))]!;

/** Hours in one of the week's slots: a day has four, the week 28 (Monday's first six hours are 0). */
const SLOT_HOURS = 6;
const SLOTS_A_DAY = 24 / SLOT_HOURS;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const slotOfMinute = (minute: number) => Math.floor(minute / (SLOT_HOURS * 60));

/** The week's slot (see standingSlots) that `instant` falls in, in local time. */
export const weekSlotAt = (instant: number, timeZone: string): number =>
  weekdayIndex(dayNumber(localDateIn(instant, timeZone))) * SLOTS_A_DAY + slotOfMinute(minutesOf(localTimeIn(instant, timeZone)));

/**
 * The slots of the week (six local hours each, 28 in all) in which `stop` may be standing: those
 * its hours overlap on each weekday it starts on, and for a stop past midnight, those of the early
 * hours of the day after. Every moment it stands falls in one of them; its dates, fortnights and
 * closed days decide which of them it does.
 */
export function standingSlots(stop: Pick<Stop, 'date' | 'weekdays' | 'startTime' | 'endTime'>): number[] {
  const starts = stop.date ? [weekdayIndex(dayNumber(stop.date))] : stop.weekdays.map((day) => WEEKDAYS.indexOf(day));
  const [start, end] = [minutesOf(stop.startTime), minutesOf(stop.endTime)];
  const slots = new Set<number>();
  const add = (day: number, from: number, to: number) => {
    for (let slot = slotOfMinute(from); slot <= slotOfMinute(to - 1); slot++) slots.add((day % 7) * SLOTS_A_DAY + slot);
  };
  for (const day of starts) {
    if (end > start) add(day, start, end);
    else {
      add(day, start, 24 * 60);
      if (end > 0) add(day + 1, 0, end);
    }
  }
  return [...slots];
}

/** The local date (YYYY-MM-DD) at `instant` in `timeZone`. */
export function localDateIn(instant: number, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The local time of day (HH:MM) at `instant` in `timeZone`. */
export function localTimeIn(instant: number, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${String(p.h).padStart(2, '0')}:${String(p.min).padStart(2, '0')}`;
}

/** The instant of a local date and time in `timeZone` (a time skipped by a clock change moves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = dayNumber(date) * DAY_MS + minutesOf(time) * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** Whether `stop` runs on local `date` (before closed dates are applied). */
function runsOn(stop: Stop, date: string): boolean {
  if (stop.date) return stop.date === date;
  if (!stop.fromDate || date < stop.fromDate || (stop.untilDate && date > stop.untilDate)) return false;
  const day = dayNumber(date);
  if (!stop.weekdays.includes(WEEKDAYS[weekdayIndex(day)] as Weekday)) return false;
  // Weeks counted Monday to Sunday from the from-date's week (RRULE's WKST=MO).
  const anchor = dayNumber(stop.fromDate);
  const weeks = Math.floor((day - weekdayIndex(day) - (anchor - weekdayIndex(anchor))) / 7);
  return weeks % stop.everyWeeks === 0;
}

/** The stops that run on local `date`, closed dates applied (a closed date without a stop closes the whole day). */
export function stopsOnDate(stops: readonly Stop[], exceptions: readonly Pick<StopException, 'date' | 'stopId'>[], date: string): Stop[] {
  if (exceptions.some((e) => e.date === date && !e.stopId)) return [];
  return stops.filter((stop) => runsOn(stop, date) && !exceptions.some((e) => e.date === date && e.stopId === stop.id));
}

/** The local date `days` after `date`. */
export const addDays = (date: string, days: number): string => dateOfDay(dayNumber(date) + days);

/** One stop on one day as instants in ms, before it is written out as a StopOccurrence. */
export interface StopTimes {
  stop: Stop;
  start: number;
  end: number;
}

/**
 * Every occurrence of the stops that overlaps [from, to), as instants, in start order (ties by
 * stop id). A stop past midnight belongs to the day it starts on, so the day before `from` is
 * looked at too.
 */
export function stopTimes(stops: readonly Stop[], exceptions: readonly Pick<StopException, 'date' | 'stopId'>[], range: { from: number; to: number }, timeZone: string): StopTimes[] {
  const closed = new Set(exceptions.map((e) => `${e.date}|${e.stopId ?? '*'}`));
  const first = dayNumber(localDateIn(range.from, timeZone)) - 1;
  const last = dayNumber(localDateIn(range.to, timeZone));
  const times: StopTimes[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOfDay(day);
    if (closed.size > 0 && closed.has(`${date}|*`)) continue;
    for (const stop of stops) {
      if (!runsOn(stop, date) || (closed.size > 0 && closed.has(`${date}|${stop.id}`))) continue;
      const start = zonedInstant(date, stop.startTime, timeZone);
      const end = zonedInstant(stop.endTime > stop.startTime ? date : dateOfDay(day + 1), stop.endTime, timeZone);
      if (end <= range.from || start >= range.to) continue;
      times.push({ stop, start, end });
    }
  }
  return times.sort((a, b) => a.start - b.start || (a.stop.id < b.stop.id ? -1 : 1));
}

/** An occurrence as the API writes it: the stop's place and its instants as ISO text. */
export const stopOccurrence = ({ stop, start, end }: StopTimes): StopOccurrence => ({
  stopId: stop.id,
  label: stop.label,
  address: stop.address,
  latitude: stop.latitude,
  longitude: stop.longitude,
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
});

/** Every occurrence of the stops that overlaps [from, to), in start order (see stopTimes). */
export function expandStops(stops: readonly Stop[], exceptions: readonly Pick<StopException, 'date' | 'stopId'>[], range: { from: number; to: number }, timeZone: string): StopOccurrence[] {
  return stopTimes(stops, exceptions, range, timeZone).map(stopOccurrence);
}

/** The words a search by time takes besides an ISO date-time. */
export const AT_WORDS = ['now', 'tonight', 'tomorrow lunch', 'tomorrow'] as const;

/** Whether a search's `at` is one of AT_WORDS (as resolveAt reads them), not a date-time. */
export function isAtWord(text: string): boolean {
  return (AT_WORDS as readonly string[]).includes(text.trim().toLowerCase());
}
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a search by time means, in the truck's zone: now; tonight (8 pm today, or now if
 * later); tomorrow lunch (1 pm tomorrow); tomorrow (7 pm tomorrow); or an ISO date-time with its
 * offset. Null for anything else.
 */
export function resolveAt(text: string, now: number, timeZone: string = DEFAULT_TRUCK_TIME_ZONE): number | null {
  const word = text.trim().toLowerCase();
  const today = localDateIn(now, timeZone);
  const tomorrow = dateOfDay(dayNumber(today) + 1);
  if (word === 'now') return now;
  if (word === 'tonight') return Math.max(now, zonedInstant(today, '20:00', timeZone));
  if (word === 'tomorrow lunch') return zonedInstant(tomorrow, '13:00', timeZone);
  if (word === 'tomorrow') return zonedInstant(tomorrow, '19:00', timeZone);
  if (!ISO_INSTANT.test(text.trim())) return null;
  const instant = Date.parse(text.trim());
  return Number.isNaN(instant) ? null : instant;
}
