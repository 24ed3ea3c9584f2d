import { policies, type EventListQuery, type FoodEvent } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import type { UserRow } from '../auth/index.js';
import * as repo from './repository.js';

type Participant = Awaited<ReturnType<typeof repo.participantsOf>>[number];
type Organizer = Awaited<ReturnType<typeof repo.organizersOf>>[number];

/** Registration is open for a published, approved, future event before its deadline with spots left. */
export function isRegistrationOpen(event: repo.EventRow, participantCount: number, now: Date): boolean {
  return (
    event.status === 'published' &&
    event.approvalStatus === 'approved' &&
    event.isActive &&
    event.date > now &&
    (!event.registrationDeadline || event.registrationDeadline > now) &&
    (event.maxParticipants === null || participantCount < event.maxParticipants)
  );
}

export function toEventDto(event: repo.EventRow, participants: Participant[], organizer: Organizer | undefined, now: Date): FoodEvent {
  const count = participants.length;
  return {
    _id: event.id,
    id: event.id,
    title: event.title,
    description: event.description,
    image: event.image,
    date: event.date.toISOString(),
    endDate: event.endDate?.toISOString() ?? null,
    location: {
      address: event.address,
      coordinates: event.latitude !== null && event.longitude !== null ? { latitude: event.latitude, longitude: event.longitude } : null,
    },
    eventType: event.eventType,
    organizer: { _id: event.organizerId, name: organizer?.name ?? 'DishRated', userType: organizer?.role ?? 'user' },
    organizerType: event.organizerType,
    participatingTrucks: participants.map((p) => ({
      truck: { _id: p.truck.id, name: p.truck.name, cuisine: p.truck.cuisine, image: p.truck.image },
      status: p.status,
      confirmedAt: p.confirmedAt?.toISOString() ?? null,
    })),
    maxParticipants: event.maxParticipants,
    registrationDeadline: event.registrationDeadline?.toISOString() ?? null,
    tags: event.tags,
    isActive: event.isActive,
    featured: event.featured,
    requirements: event.requirements,
    contactInfo: { email: event.contactEmail, phone: event.contactPhone },
    pricing: { participationFee: Number(event.participationFee), currency: event.currency },
    status: event.status,
    approvalStatus: event.approvalStatus,
    participantCount: count,
    availableSpots: event.maxParticipants === null ? null : Math.max(0, event.maxParticipants - count),
    isRegistrationOpen: isRegistrationOpen(event, count, now),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
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
      const { rows, total } = await repo.listEvents(
        db,
        {
          search: query.search || undefined,
          eventType: query.eventType === 'all' ? undefined : query.eventType,
          status: query.status === 'all' ? undefined : query.status,
          featured: query.featured === undefined ? undefined : query.featured === 'true',
          near: query.location,
          includeUnpublished: policies['event:list-unpublished'](viewer),
        },
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
