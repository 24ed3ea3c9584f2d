import type { FoodEvent } from '@dishrated/shared';
import type * as repo from './repository.js';
import { isRegistrationOpen } from './rules.js';

export type Participant = Awaited<ReturnType<typeof repo.participantsOf>>[number];
export type Organizer = Awaited<ReturnType<typeof repo.organizersOf>>[number];

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
    // A published event that has ended is completed, by its date rather than by hand.
    status: event.status === 'published' && (event.endDate ?? event.date) < now ? 'completed' : event.status,
    approvalStatus: event.approvalStatus,
    rejectionReason: event.rejectionReason,
    participantCount: count,
    availableSpots: event.maxParticipants === null ? null : Math.max(0, event.maxParticipants - count),
    isRegistrationOpen: isRegistrationOpen(event, count, now),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
