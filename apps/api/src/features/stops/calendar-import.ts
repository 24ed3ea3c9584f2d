import {
  CALENDAR_IMPORT_LIMITS,
  STOP_LIMITS,
  StopInputSchema,
  WEEKDAYS,
  localDateIn,
  localTimeIn,
  weekdayOfDate,
  type ImportedStop,
  type StopImportPreview,
  type StopInput,
  type Weekday,
} from '@dishrated/shared';
import ical, { type VEvent } from 'node-ical';

/** A place found for an event's LOCATION text when it has no GEO (through the geocoder). */
export type FindPlace = (text: string) => Promise<{ lat: number; lng: number } | null>;

const BY_DAY: Record<string, Weekday> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };
const DAY_MS = 86_400_000;
/** The most occurrences a COUNT-limited series may have to be read as a stop with an end date. */
const MAX_COUNT = 1000;

class Skip extends Error {}

const text = (value: unknown): string => (typeof value === 'string' ? value : value && typeof value === 'object' && 'val' in value ? String((value as { val: unknown }).val) : '').trim();

/** Where an event is: its GEO, else its LOCATION found by the geocoder; the label is LOCATION's first line. */
async function placeOf(event: Pick<VEvent, 'location' | 'geo' | 'summary'>, findPlace: FindPlace) {
  const [first = '', ...rest] = text(event.location)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const label = (first || text(event.summary)).slice(0, STOP_LIMITS.labelMax);
  const address = rest.join(', ').slice(0, STOP_LIMITS.addressMax) || null;
  const geo = event.geo as { lat?: unknown; lon?: unknown } | undefined;
  if (typeof geo?.lat === 'number' && typeof geo.lon === 'number') return { label, address, latitude: geo.lat, longitude: geo.lon };
  if (!first) throw new Skip('No place: the event has no location');
  const found = await findPlace([first, ...rest].join(', '));
  if (!found) throw new Skip(`Could not find “${first}” on the map`);
  return { label, address, latitude: found.lat, longitude: found.lng };
}

/** An event's local times in the truck's zone, refusing all-day events and ones of a day or more. */
function timesOf(event: Pick<VEvent, 'start' | 'end' | 'datetype'>, timeZone: string) {
  if (event.datetype === 'date') throw new Skip('All-day event: a stop needs a start and an end time');
  const start = event.start.getTime();
  const end = event.end?.getTime() ?? start;
  if (end <= start) throw new Skip('The event has no length');
  if (end - start >= DAY_MS) throw new Skip('The event lasts a day or more');
  return { date: localDateIn(start, timeZone), startTime: localTimeIn(start, timeZone), endTime: localTimeIn(end, timeZone) };
}

/** A weekly (or daily) RRULE as a stop's weekdays, interval and end date. */
function recurrenceOf(event: VEvent, date: string, timeZone: string): Pick<StopInput, 'weekdays' | 'everyWeeks' | 'fromDate' | 'untilDate'> {
  const options = event.rrule!.options as { freq?: string; interval?: number; byDay?: string[]; until?: Date; count?: number };
  const interval = options.interval ?? 1;
  let weekdays: Weekday[];
  if (options.freq === 'DAILY' && interval === 1) weekdays = [...WEEKDAYS];
  else if (options.freq === 'WEEKLY') {
    const days = options.byDay ?? [];
    if (days.some((d) => !(d in BY_DAY))) throw new Skip('Repeats on numbered weekdays: only weekly stops can be imported');
    weekdays = days.length ? WEEKDAYS.filter((w) => days.some((d) => BY_DAY[d] === w)) : [weekdayOfDate(date)];
    if (interval > STOP_LIMITS.everyWeeksMax) throw new Skip(`Repeats every ${interval} weeks: at most every ${STOP_LIMITS.everyWeeksMax}`);
  } else throw new Skip(`Repeats ${String(options.freq ?? 'in another way').toLowerCase()}: only weekly stops can be imported`);
  let untilDate: string | null = options.until ? localDateIn(options.until.getTime(), timeZone) : null;
  if (options.count !== undefined) {
    if (options.count > MAX_COUNT) throw new Skip(`Repeats ${options.count} times: at most ${MAX_COUNT}`);
    const all = event.rrule!.all((_, index) => index < options.count!);
    const last = all.at(-1);
    untilDate = last ? localDateIn(last.getTime(), timeZone) : date;
  }
  return { weekdays, everyWeeks: options.freq === 'DAILY' ? 1 : interval, fromDate: date, untilDate };
}

/** The local dates a series skips (EXDATE, and dates whose occurrence was changed). */
function closedDatesOf(event: VEvent, timeZone: string): string[] {
  const changed = Object.values(event.recurrences ?? {}).flatMap((r): Date[] => (r.recurrenceid ? [r.recurrenceid as Date] : []));
  const instants: Date[] = [...Object.values(event.exdate ?? {}), ...changed];
  return [...new Set(instants.map((d) => localDateIn(d.getTime(), timeZone)))].sort().slice(0, CALENDAR_IMPORT_LIMITS.closedDatesPerStop);
}

async function stopOf(event: VEvent, timeZone: string, findPlace: FindPlace, recurring: boolean): Promise<ImportedStop> {
  if (event.status === 'CANCELLED') throw new Skip('Cancelled');
  const times = timesOf(event, timeZone);
  const place = await placeOf(event, findPlace);
  const base = { ...place, startTime: times.startTime, endTime: times.endTime };
  const input = recurring && event.rrule ? { ...base, ...recurrenceOf(event, times.date, timeZone) } : { ...base, date: times.date };
  const parsed = StopInputSchema.safeParse(input);
  if (!parsed.success) throw new Skip(parsed.error.issues[0]!.message);
  return { stop: parsed.data, closedDates: recurring && event.rrule ? closedDatesOf(event, timeZone) : [], summary: text(event.summary).slice(0, 300) || parsed.data.label };
}

/**
 * What importing a calendar would create: each event as a stop in the truck's zone (a weekly or
 * daily series as a regular stop with its skipped dates closed, a single event as a one-off, a
 * changed occurrence as a one-off on its day), and each event left out with the reason.
 */
export async function readCalendar(ics: string, timeZone: string, findPlace: FindPlace): Promise<StopImportPreview> {
  let components: ReturnType<typeof ical.sync.parseICS>;
  try {
    components = ical.sync.parseICS(ics);
  } catch {
    return { stops: [], skipped: [{ summary: 'The file', reason: 'This is not a calendar file (iCalendar, .ics) that can be read' }] };
  }
  const events = Object.values(components).filter((c): c is VEvent => c?.type === 'VEVENT');
  const preview: StopImportPreview = { stops: [], skipped: [] };
  const take = async (event: VEvent, recurring: boolean) => {
    const summary = text(event.summary) || 'An event without a title';
    if (preview.stops.length >= STOP_LIMITS.stopsPerTruck) return void preview.skipped.push({ summary, reason: `Beyond ${STOP_LIMITS.stopsPerTruck} stops` });
    try {
      preview.stops.push(await stopOf(event, timeZone, findPlace, recurring));
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      preview.skipped.push({ summary, reason: error.message });
    }
  };
  for (const event of events) {
    await take(event, true);
    // node-ical keys each changed occurrence twice (by date and by instant): one stop each.
    for (const changed of new Set(Object.values(event.recurrences ?? {}))) await take({ ...event, ...changed, rrule: undefined, recurrences: undefined } as VEvent, false);
  }
  if (events.length === 0) preview.skipped.push({ summary: 'The calendar', reason: 'It has no events' });
  return preview;
}
