import { EVENT_REACH_KM, canReachEvent, eventDateProblem, eventDistanceKm, needsAdminApproval, policies, type EventCreateBody, type EventUpdateBody, type FoodEvent } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { mailIn, type Mailer } from '../mail/index.js';
import { recordAdminAction } from '../audit/index.js';
import type { UserRow } from '../auth/index.js';
import { findTruck } from '../trucks/index.js';
import { toEventDto } from './event-dto.js';
import * as repo from './repository.js';
import { isRegistrationOpen } from './rules.js';

const ONLY_OWNERS_JOIN = 'Only food truck owners can participate in events';

/** Maps the API's event body onto columns; only the fields present are touched. */
function columnsFrom(body: EventUpdateBody): repo.EventValues {
  const v: repo.EventValues = {};
  if (body.title !== undefined) v.title = body.title;
  if (body.description !== undefined) v.description = body.description;
  if (body.image !== undefined) v.image = body.image;
  if (body.date !== undefined) v.date = body.date;
  if (body.endDate !== undefined) v.endDate = body.endDate;
  if (body.eventType !== undefined) v.eventType = body.eventType;
  if (body.location !== undefined) {
    v.address = body.location.address;
    v.latitude = body.location.coordinates?.latitude ?? null;
    v.longitude = body.location.coordinates?.longitude ?? null;
  }
  if (body.maxParticipants !== undefined) v.maxParticipants = body.maxParticipants;
  if (body.registrationDeadline !== undefined) v.registrationDeadline = body.registrationDeadline;
  if (body.tags !== undefined) v.tags = body.tags;
  if (body.requirements !== undefined) v.requirements = body.requirements || null;
  if (body.contactInfo !== undefined) {
    v.contactEmail = body.contactInfo.email || null;
    v.contactPhone = body.contactInfo.phone || null;
  }
  if (body.pricing !== undefined) {
    v.participationFee = body.pricing.participationFee;
    v.currency = body.pricing.currency;
  }
  if (body.status !== undefined) v.status = body.status;
  return v;
}

/**
 * Organizing and joining events. City events made by owners wait for an admin's approval (and are
 * hidden until then); an admin's events and owners' own truck events and offers need none.
 */
export interface EventManageOptions {
  clock?: () => Date;
  /** Told when a truck takes a place in an event (its followers may hear of it). */
  onTruckJoined?: (truckId: string, event: { id: string; title: string }) => void;
}

export function createEventManageService(db: Database, mailer: Mailer, { clock = () => new Date(), onTruckJoined = () => {} }: EventManageOptions = {}) {
  async function dto(row: repo.EventRow): Promise<FoodEvent> {
    const [participants, organizers] = await Promise.all([repo.participantsOf(db, [row.id]), repo.organizersOf(db, [row.organizerId])]);
    return toEventDto(row, participants, organizers[0], clock());
  }

  /** The event if the actor may change it: 404 when they may not even see it, 403 when they may only look. */
  async function manageable(actor: UserRow, id: string) {
    const event = await repo.findEvent(db, id);
    if (!event || !policies['event:view'](actor, event)) throw notFound('EVENT_NOT_FOUND');
    if (!policies['event:manage'](actor, event)) throw forbidden('Only the organizer or an admin can change this event');
    return event;
  }

  return {
    async create(actor: UserRow, body: EventCreateBody) {
      if (!policies['event:create'](actor)) throw forbidden('Only food truck owners and admins can create events');
      const needsApproval = needsAdminApproval(actor.role, body.eventType);
      const row = await repo.insertEvent(db, {
        ...columnsFrom(body),
        title: body.title,
        description: body.description,
        date: body.date,
        eventType: body.eventType,
        organizerId: actor.id,
        organizerType: actor.role,
        approvalStatus: needsApproval ? 'pending' : 'approved',
      } as Parameters<typeof repo.insertEvent>[1]);
      return { event: await dto(row), needsApproval };
    },

    async update(actor: UserRow, id: string, body: EventUpdateBody) {
      const event = await manageable(actor, id);
      const merged = {
        date: body.date ?? event.date,
        endDate: body.endDate !== undefined ? body.endDate : event.endDate,
        registrationDeadline: body.registrationDeadline !== undefined ? body.registrationDeadline : event.registrationDeadline,
      };
      // Moving the start must still leave it in the future; other edits of a past event are allowed.
      const problem = eventDateProblem(merged, clock(), { requireFuture: body.date !== undefined });
      if (problem) throw badRequest(problem.message, problem.field);
      const values = columnsFrom(body);
      // A rejected event that its organizer fixes goes back to the admins, and so does one an
      // owner turns into a city event (its approval was for what it was).
      const becomesCityEvent = body.eventType !== undefined && body.eventType !== event.eventType && needsAdminApproval(actor.role, body.eventType);
      if ((event.approvalStatus === 'rejected' && actor.role !== 'admin') || becomesCityEvent) {
        values.approvalStatus = 'pending';
        values.rejectionReason = null;
      }
      return dto(await repo.updateEvent(db, id, values));
    },

    async remove(actor: UserRow, id: string) {
      const event = await manageable(actor, id);
      await db.transaction(async (tx) => {
        await repo.deleteEvent(tx, id);
        // An admin removing someone else's event is a moderation decision.
        if (actor.role === 'admin' && event.organizerId !== actor.id) {
          await recordAdminAction(tx, actor, { action: 'event.delete', targetType: 'event', targetId: id, targetLabel: event.title });
        }
      });
    },

    /**
     * One of the owner's trucks takes a place. The event row is locked first, so simultaneous
     * registrations for the last places queue up and never exceed maxParticipants.
     */
    async register(actor: UserRow, id: string, truckId: string) {
      if (!policies['event:join'](actor)) throw forbidden(ONLY_OWNERS_JOIN);
      const truck = await findTruck(db, truckId);
      if (!truck || truck.ownerId !== actor.id) throw notFound('TRUCK_NOT_FOUND', 'Truck not found');
      await db.transaction(async (tx) => {
        const event = await repo.lockEvent(tx, id);
        if (!event || !policies['event:view'](actor, event)) throw notFound('EVENT_NOT_FOUND');
        const existing = await repo.findParticipation(tx, id, truckId);
        if (existing && existing.status !== 'cancelled') throw conflict(`${truck.name} is already registered for this event`);
        const count = await repo.activeParticipantCount(tx, id);
        if (event.maxParticipants !== null && count >= event.maxParticipants) throw conflict('This event is full');
        if (!isRegistrationOpen(event, count, clock())) throw new AppError('BAD_REQUEST', 'Registration is closed for this event');
        if (!canReachEvent(truck, event)) {
          const km = Math.round(eventDistanceKm(truck, event)!);
          throw new AppError('TRUCK_TOO_FAR', `${truck.name} is ${km} km from this event; trucks join events within ${EVENT_REACH_KM} km of where they stand`);
        }
        await repo.upsertParticipation(tx, id, truckId);
      });
      // Registration is open only on events the public sees, so followers may hear of it.
      const event = (await repo.findEvent(db, id))!;
      onTruckJoined(truckId, event);
      return dto(event);
    },

    /** Withdraws a truck; without a truck id, the owner's only registered truck. */
    async unregister(actor: UserRow, id: string, truckId: string | undefined) {
      if (!policies['event:join'](actor)) throw forbidden(ONLY_OWNERS_JOIN);
      const event = await repo.findEvent(db, id);
      if (!event || !policies['event:view'](actor, event)) throw notFound('EVENT_NOT_FOUND');
      const mine = (await repo.ownerParticipations(db, id, actor.id)).map((p) => p.truckId);
      const target = truckId ?? (mine.length === 1 ? mine[0] : undefined);
      if (!truckId && mine.length > 1) throw badRequest('Choose which truck to withdraw', 'truckId');
      if (!target || !mine.includes(target)) throw new AppError('NOT_FOUND', 'None of your trucks is registered for this event');
      await repo.deleteParticipation(db, id, target);
      return dto((await repo.findEvent(db, id))!);
    },

    async featured(limit: number) {
      const rows = await repo.featuredEvents(db, limit, clock());
      return Promise.all(rows.map(dto));
    },

    async approve(admin: UserRow, id: string, notes?: string | null) {
      const event = await repo.findEvent(db, id);
      if (!event) throw notFound('EVENT_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const updated = await repo.decidePendingEvent(tx, id, { approvalStatus: 'approved', rejectionReason: null });
        if (!updated) throw alreadyDecided(event.approvalStatus);
        await recordAdminAction(tx, admin, { action: 'event.approve', targetType: 'event', targetId: id, targetLabel: event.title, reason: notes });
        return updated;
      });
      return dto(row);
    },

    /** Rejects with a reason, which the organizer is mailed (once) and sees on their dashboard. */
    async reject(admin: UserRow, id: string, reason: string) {
      const event = await repo.findEvent(db, id);
      if (!event) throw notFound('EVENT_NOT_FOUND');
      const [organizer] = await repo.organizerContacts(db, event.organizerId);
      const { row } = await db.transaction(async (tx) => {
        const updated = await repo.decidePendingEvent(tx, id, { approvalStatus: 'rejected', rejectionReason: reason });
        if (!updated) throw alreadyDecided(event.approvalStatus);
        await recordAdminAction(tx, admin, { action: 'event.reject', targetType: 'event', targetId: id, targetLabel: event.title, reason });
        if (!organizer) return { row: updated };
        const words = {
          en: {
            subject: `Your event "${event.title}" was not approved`,
            text: `Hello ${organizer.name},\n\nYour event "${event.title}" was not approved.\n\nReason: ${reason}\n\nYou can edit the event from your dashboard and it will be reviewed again.\n\nDishRated`,
          },
          hi: {
            subject: `आपका इवेंट "${event.title}" मंज़ूर नहीं हुआ`,
            text: `नमस्ते ${organizer.name},\n\nआपका इवेंट "${event.title}" मंज़ूर नहीं हुआ।\n\nवजह: ${reason}\n\nआप अपने डैशबोर्ड से इवेंट बदल सकते हैं, फिर उसे दोबारा देखा जाएगा।\n\nDishRated`,
          },
        };
        const message = mailIn(organizer, words);
        await mailer.enqueue(tx, message);
        return { row: updated };
      });
      // Relayed once the decision is committed (retried from the outbox if sending fails).
      mailer.relayNow();
      return dto(row);
    },
  };
}

/** Only an event awaiting approval takes a decision. */
const alreadyDecided = (status: string) =>
  conflict(`Only events awaiting approval can be approved or rejected; this one is already ${status === 'approved' ? 'approved' : status === 'rejected' ? 'rejected' : status}.`);

export type EventManageService = ReturnType<typeof createEventManageService>;
