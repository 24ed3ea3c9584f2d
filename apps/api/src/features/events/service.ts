import { nearestCity, policies, type EventListQuery, type FoodEvent } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import type { UserRow } from '../auth/index.js';
import { toEventDto } from './event-dto.js';
import * as repo from './repository.js';



/** What a list query asks of the events table, as the repository reads it. */
function filterOf(query: EventListQuery, viewer: UserRow | null, now: Date): repo.EventFilter {
  return {
    search: query.search || undefined,
    eventType: query.eventType === 'all' ? undefined : query.eventType,
    status: query.status === 'all' ? undefined : query.status,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
    approvalStatus: query.approval === 'all' ? undefined : query.approval,
    near: query.location,
    startsFrom: query.from,
    startsBefore: query.to,
    includeUnpublished: policies['event:list-unpublished'](viewer),
    now,
  };
}

export function createEventService(db: Database, clock: () => Date = () => new Date()) {
  async function hydrate(rows: repo.EventRow[]): Promise<FoodEvent[]> {
    const [participants, organizers] = await Promise.all([
      repo.participantsOf(db, rows.map((r) => r.id)),
      repo.organizersOf(db, [...new Set(rows.map((r) => r.organizerId))]),
    ]);
    const now = clock();
    return rows.map((row) =>
      toEventDto(row, participants.filter((p) => p.eventId === row.id), organizers.find((o) => o.id === row.organizerId), now),
    );
  }

  return {
    async list(query: EventListQuery, viewer: UserRow | null) {
      const { rows, total } = await repo.listEvents(db, filterOf(query, viewer, clock()), query.page, query.limit);
      return { events: await hydrate(rows), pagination: pageInfo(query.page, query.limit, total) };
    },

    /** The public list, with its header's figures: trucks taking part and cities, over every listed event. */
    async search(query: EventListQuery, viewer: UserRow | null) {
      const filter = filterOf(query, viewer, clock());
      const [{ rows, total }, summary] = await Promise.all([repo.listEvents(db, filter, query.page, query.limit), repo.listedEventsSummary(db, filter)]);
      const cities = new Set(summary.places.map((place) => nearestCity(place.lat, place.lng).slug)).size;
      return { events: await hydrate(rows), pagination: pageInfo(query.page, query.limit, total), summary: { trucks: summary.trucks, cities } };
    },

    /** One organizer's events; the organizer (and admins) also see their drafts and pending ones. */
    async byOrganizer(organizerId: string, query: Pick<EventListQuery, 'page' | 'limit'>, viewer: UserRow | null) {
      const { rows, total } = await repo.listEvents(
        db,
        { organizerId, includeUnpublished: policies['event:list-unpublished'](viewer) || viewer?.id === organizerId, now: clock() },
        query.page,
        query.limit,
      );
      return { events: await hydrate(rows), pagination: pageInfo(query.page, query.limit, total) };
    },

    async upcoming(limit: number) {
      return hydrate(await repo.upcomingEvents(db, limit, clock()));
    },

    async detail(id: string, viewer: UserRow | null) {
      const row = await repo.findEvent(db, id);
      if (!row || !policies['event:view'](viewer, row)) throw notFound('EVENT_NOT_FOUND');
      return (await hydrate([row]))[0]!;
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
