import type { FoodEvent } from '@dishrated/shared';
import ical from 'ical-generator';
import { tidyCalendar } from '../../lib/icalendar.js';

/** Events without an end are put in calendars as this long. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * An iCalendar (.ics) file for one event. Times are written in UTC (…Z), which every calendar
 * shows in its own time zone, so a Pune festival at 6 pm IST reads 6 pm in an Indian calendar.
 */
export function eventCalendarFile(event: FoodEvent, publicUrl: string): string {
  const start = Date.parse(event.date);
  const end = event.endDate ? Date.parse(event.endDate) : start + DEFAULT_LENGTH_MS;
  const calendar = ical({ prodId: { company: 'DishRated', product: 'events' } });
  const coordinates = event.location.coordinates;
  calendar.createEvent({
    id: `${event.id}@dishrated`,
    summary: event.title,
    description: event.description,
    location: event.location.address || coordinates ? { title: event.location.address ?? '', geo: coordinates ? { lat: coordinates.latitude, lon: coordinates.longitude } : undefined } : null,
    url: `${publicUrl}/events/${event.id}`,
    start: new Date(start),
    end: new Date(end),
  });
  return tidyCalendar(calendar.toString());
}
