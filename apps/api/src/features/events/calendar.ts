import type { FoodEvent } from '@dishrated/shared';
import { createEvent } from 'ics';

/** Events without an end are put in calendars as this long. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * An iCalendar (.ics) file for one event. Times are written in UTC (…Z), which every calendar
 * shows in its own time zone, so a Pune festival at 6 pm IST reads 6 pm in an Indian calendar.
 */
export function eventCalendarFile(event: FoodEvent, publicUrl: string): string {
  const start = Date.parse(event.date);
  const end = event.endDate ? Date.parse(event.endDate) : start + DEFAULT_LENGTH_MS;
  const { error, value } = createEvent({
    uid: `${event.id}@dishrated`,
    title: event.title,
    description: event.description,
    location: event.location.address ?? undefined,
    geo: event.location.coordinates ? { lat: event.location.coordinates.latitude, lon: event.location.coordinates.longitude } : undefined,
    url: `${publicUrl}/events/${event.id}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'dishrated/events',
  });
  if (error || !value) throw error ?? new Error('calendar file could not be written');
  return value;
}
