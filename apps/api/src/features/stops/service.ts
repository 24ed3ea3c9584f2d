import {
  CALENDAR_IMPORT_LIMITS,
  DEFAULT_TRUCK_TIME_ZONE,
  addDays,
  STOP_LIMITS,
  WEEKDAYS,
  expandStops,
  localDateIn,
  parseHoursText,
  scheduleState,
  type ScheduleBody,
  type StopCopyWeek,
  type StopExceptionInput,
  type StopImportConfirm,
  type StopImportRequest,
  type StopInput,
  type Weekday,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../auth/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findTruck, type TruckManageService } from '../trucks/index.js';
import { fetchPublicText } from '../../lib/public-fetch.js';
import { readCalendar, type FindPlace } from './calendar-import.js';
import { stopsCalendarFile } from './calendar.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;

export interface StopServiceOptions {
  publicUrl: string;
  /** Finds a calendar event's place from its LOCATION text (the geocoder). */
  findPlace: FindPlace;
  /** Calendar addresses reached even on private networks (tests' local servers only). */
  importAllowHosts?: readonly string[];
}

/**
 * A truck's schedule as stops: what visitors read (occurrences in a window, a calendar feed) and
 * what its owner changes (stops and closed dates, within their limits). Every truck keeps India's
 * time for now: a zone per truck comes with the first truck outside it.
 */
export function createStopService(db: Database, trucks: Pick<TruckManageService, 'manageable'>, { publicUrl, findPlace, importAllowHosts }: StopServiceOptions) {
  const timeZone = DEFAULT_TRUCK_TIME_ZONE;
  async function existing(truckId: string) {
    const truck = await findTruck(db, truckId);
    if (!truck) throw notFound('TRUCK_NOT_FOUND');
    return truck;
  }


  return {
    /** Occurrences overlapping [from, to): by default the coming week, at most 92 days. */
    async occurrences(truckId: string, range: { from?: string; to?: string }, now = Date.now()) {
      await existing(truckId);
      const from = range.from ? Date.parse(range.from) : now;
      const to = range.to ? Date.parse(range.to) : from + 7 * DAY_MS;
      if (to <= from) throw badRequest('to must be after from', 'to');
      if (to - from > STOP_LIMITS.expansionDays * DAY_MS) throw badRequest(`At most ${STOP_LIMITS.expansionDays} days at a time`, 'to');
      const [stops, exceptions, privateEvents] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId), repo.bookingsOf(db, truckId, { from, to })]);
      return { timeZone, occurrences: expandStops(stops, exceptions, { from, to }, timeZone), privateEvents };
    },

    /**
     * The week as hours text per day (the shape of the schedule screen before stops): each distinct
     * time and place becomes a regular stop at the truck's current place, replacing its regular
     * stops; one-off stops and closed dates stay. Answers the coming week as the truck page shows it.
     */
    async setWeeklyHours(actor: UserRow, truckId: string, body: ScheduleBody, now = Date.now()) {
      const truck = await trucks.manageable(actor, truckId);
      const open = body.schedule.flatMap((day) => {
        const times = parseHoursText(day.hours);
        return times && times !== 'closed' ? [{ ...day, ...times }] : [];
      });
      if (open.length > 0 && (truck.latitude === null || truck.longitude === null)) throw badRequest('Set the truck’s location first: each stop of the week is at its place', 'schedule');
      const stops = new Map<string, StopInput & { weekdays: Weekday[] }>();
      for (const day of open) {
        const label = (day.location || truck.address?.split(',')[0]?.trim() || truck.name).slice(0, STOP_LIMITS.labelMax);
        const key = `${day.startTime}|${day.endTime}|${label}`;
        const stop = stops.get(key) ?? { label, address: truck.address?.slice(0, STOP_LIMITS.addressMax) ?? null, latitude: truck.latitude!, longitude: truck.longitude!, startTime: day.startTime, endTime: day.endTime, weekdays: [], fromDate: localDateIn(now, timeZone) };
        stop.weekdays.push(day.day);
        stops.set(key, stop);
      }
      await db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        await repo.deleteRegularStops(tx, truckId);
        if ((await repo.countStops(tx, truckId)) + stops.size > STOP_LIMITS.stopsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.stopsPerTruck} stops`);
        for (const stop of stops.values()) await repo.insertStop(tx, truckId, { ...stop, weekdays: WEEKDAYS.filter((d) => stop.weekdays.includes(d)) });
      });
      const [saved, exceptions] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId)]);
      return scheduleState(saved, exceptions, now, timeZone).week;
    },

    async calendar(truckId: string) {
      const truck = await existing(truckId);
      const now = Date.now();
      const [stops, exceptions, privateEvents] = await Promise.all([
        repo.stopsOf(db, truckId),
        repo.exceptionsOf(db, truckId),
        repo.bookingsOf(db, truckId, { from: now, to: now + STOP_LIMITS.expansionDays * DAY_MS }),
      ]);
      return stopsCalendarFile(truck, stops, exceptions, publicUrl, timeZone, privateEvents);
    },

    async list(actor: UserRow, truckId: string) {
      await trucks.manageable(actor, truckId);
      const [stops, exceptions] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId)]);
      return { timeZone, stops, exceptions };
    },

    async add(actor: UserRow, truckId: string, input: StopInput) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        if ((await repo.countStops(tx, truckId)) >= STOP_LIMITS.stopsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.stopsPerTruck} stops`);
        return repo.insertStop(tx, truckId, input);
      });
    },

    async update(actor: UserRow, truckId: string, stopId: string, input: StopInput) {
      await trucks.manageable(actor, truckId);
      const stop = await repo.updateStop(db, truckId, stopId, input);
      if (!stop) throw notFound('STOP_NOT_FOUND');
      return stop;
    },

    async remove(actor: UserRow, truckId: string, stopId: string) {
      await trucks.manageable(actor, truckId);
      if (!(await repo.deleteStop(db, truckId, stopId))) throw notFound('STOP_NOT_FOUND');
    },

    /** What importing a calendar (its text, or a public address to fetch it from) would create. */
    async previewImport(actor: UserRow, truckId: string, request: StopImportRequest) {
      await trucks.manageable(actor, truckId);
      const ics =
        request.ics ??
        (await fetchPublicText(request.url!, { maxBytes: CALENDAR_IMPORT_LIMITS.maxBytes, timeoutMs: CALENDAR_IMPORT_LIMITS.fetchTimeoutMs, allowHosts: importAllowHosts, field: 'url' }));
      return readCalendar(ics, timeZone, findPlace);
    },

    /** Creates the previewed stops the owner confirmed, with their closed dates, all or none. */
    async confirmImport(actor: UserRow, truckId: string, body: StopImportConfirm) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        if ((await repo.countStops(tx, truckId)) + body.stops.length > STOP_LIMITS.stopsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.stopsPerTruck} stops`);
        const closed = body.stops.reduce((n, s) => n + s.closedDates.length, 0);
        if ((await repo.countExceptions(tx, truckId)) + closed > STOP_LIMITS.exceptionsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.exceptionsPerTruck} closed dates`);
        const created = [];
        for (const { stop, closedDates } of body.stops) {
          const saved = await repo.insertStop(tx, truckId, stop);
          for (const date of closedDates) await repo.insertException(tx, truckId, { date, stopId: saved.id, note: 'Imported' });
          created.push(saved);
        }
        return created;
      });
    },

    /**
     * Copies the one-off stops of the week starting `from` to the same days a week later, leaving
     * out any already there (same place name and times that day): copying twice adds nothing.
     */
    async copyWeek(actor: UserRow, truckId: string, { from }: StopCopyWeek) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        const stops = await repo.stopsOf(tx, truckId);
        const key = (s: { label: string; startTime: string; endTime: string }, date: string) => `${date}|${s.label}|${s.startTime}|${s.endTime}`;
        const present = new Set(stops.filter((s) => s.date).map((s) => key(s, s.date!)));
        const copies = stops
          .filter((s) => s.date && s.date >= from && s.date <= addDays(from, 6))
          .map((s) => ({ ...s, date: addDays(s.date!, 7) }))
          .filter((s) => !present.has(key(s, s.date)));
        if (stops.length + copies.length > STOP_LIMITS.stopsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.stopsPerTruck} stops`);
        const created = [];
        for (const { label, address, latitude, longitude, startTime, endTime, date } of copies) created.push(await repo.insertStop(tx, truckId, { label, address, latitude, longitude, startTime, endTime, date }));
        return created;
      });
    },

    async addException(actor: UserRow, truckId: string, input: StopExceptionInput) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        if (input.stopId && !(await repo.findStop(tx, truckId, input.stopId))) throw badRequest('That stop is not one of this truck’s', 'stopId');
        if ((await repo.countExceptions(tx, truckId)) >= STOP_LIMITS.exceptionsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.exceptionsPerTruck} closed dates`);
        return repo.insertException(tx, truckId, input);
      });
    },

    async removeException(actor: UserRow, truckId: string, exceptionId: string) {
      await trucks.manageable(actor, truckId);
      if (!(await repo.deleteException(db, truckId, exceptionId))) throw notFound('STOP_EXCEPTION_NOT_FOUND');
    },
  };
}

export type StopService = ReturnType<typeof createStopService>;
