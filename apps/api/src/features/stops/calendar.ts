import { DEFAULT_TRUCK_TIME_ZONE, weekdayOfDate, type Stop, type StopException, type Weekday } from '@dishrated/shared';
import ical, { ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tidyCalendar } from '../../lib/icalendar.js';

const BY_DAY: Record<Weekday, ICalWeekday> = {
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
  Sunday: ICalWeekday.SU,
};

/** India's zone as calendars read it (no daylight time: one standard offset). */
const VTIMEZONES: Record<string, string> = {
  'Asia/Kolkata': ['BEGIN:VTIMEZONE', 'TZID:Asia/Kolkata', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'TZNAME:IST', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n'),
};

/**
 * A local date and time as ical-generator takes it for an event with a zone: the Date's UTC fields
 * are written as the wall time in that zone (TZID), so they are set to the local time itself.
 */
const wallTime = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** The first day on or after `from` that is one of `weekdays` (a recurring stop's first occurrence). */
function firstDay(from: string, weekdays: readonly string[]): string {
  for (let i = 0; i < 7; i++) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (weekdays.includes(weekdayOfDate(day))) return day;
  }
  return from;
}

/**
 * A subscribable calendar of a truck's stops: one event per stop with a stable UID, recurring ones
 * as RRULE (weekly, interval, until) with EXDATE for closed dates, times in the truck's zone, and
 * the place as LOCATION and GEO; bookings for customers' events as busy "private event" times
 * with no place. Calendars keep it current by fetching it again.
 */
export function stopsCalendarFile(
  truck: { id: string; name: string },
  stops: readonly Stop[],
  exceptions: readonly StopException[],
  publicUrl: string,
  timeZone = DEFAULT_TRUCK_TIME_ZONE,
  privateEvents: ReadonlyArray<{ start: string; end: string }> = [],
): string {
  const calendar = ical({ name: `${truck.name} on DishRated`, prodId: { company: 'DishRated', product: 'truck-stops' }, timezone: { name: timeZone, generator: (zone) => VTIMEZONES[zone] ?? null } });
  for (const stop of stops) {
    const isClosed = (date: string) => exceptions.some((e) => e.date === date && (e.stopId === null || e.stopId === stop.id));
    if (stop.date && isClosed(stop.date)) continue;
    const day = stop.date ?? firstDay(stop.fromDate!, stop.weekdays);
    const endDay = stop.endTime > stop.startTime ? day : new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const closed = exceptions.filter((e) => isClosed(e.date)).map((e) => wallTime(e.date, stop.startTime));
    calendar.createEvent({
      id: `${stop.id}@dishrated`,
      summary: `${truck.name} at ${stop.label}`,
      start: wallTime(day, stop.startTime),
      end: wallTime(endDay, stop.endTime),
      timezone: timeZone,
      location: { title: stop.label, address: stop.address ?? undefined, geo: { lat: stop.latitude, lon: stop.longitude } },
      url: `${publicUrl}/trucks/${truck.id}`,
      repeating: stop.date
        ? null
        : {
            freq: ICalEventRepeatingFreq.WEEKLY,
            interval: stop.everyWeeks,
            byDay: stop.weekdays.map((d) => BY_DAY[d]),
            startOfWeek: ICalWeekday.MO,
            until: stop.untilDate ? wallTime(stop.untilDate, '23:59') : undefined,
            exclude: closed.length ? closed : undefined,
          },
    });
  }
  // A booking is busy time with no place: subscribers learn the truck is away, never where.
  for (const booked of privateEvents) {
    calendar.createEvent({
      id: `booking-${booked.start}@dishrated`,
      summary: `${truck.name}: private event`,
      start: new Date(booked.start),
      end: new Date(booked.end),
      url: `${publicUrl}/trucks/${truck.id}`,
    });
  }
  return tidyCalendar(calendar.toString());
}
