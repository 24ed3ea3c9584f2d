import {
  CATERING,
  DEFAULT_TRUCK_TIME_ZONE,
  addDays,
  cateringWindow,
  expandStops,
  haversineKm,
  indiaDay,
  type CateringQuote,
  type CateringQuoteBody,
  type CateringRequest,
  type CateringRequestBody,
  type CateringRequestDetail,
  type CateringMessage,
  hideContactDetails,
  type Cuisine,
  type OwnerCateringRequest,
} from '@dishrated/shared';
import type { Database, Executor, Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import { recordAdminAction } from '../audit/index.js';
import { pageInfo } from '../../lib/pagination.js';
import type { CatalogTruck, TruckCatalog } from '../trucks/index.js';
import type { PersonalNews } from '../../lib/app-events.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { bookTruck, unbookTruck } from '../stops/index.js';
import { cateringMails } from './mails.js';
import { newQuoteNotice, newRequestNotice } from './notices.js';
import * as repo from './repository.js';

type RequestBody = Required<Omit<CateringRequestBody, 'truckId'>> & { truckId?: string };
type QuoteBody = Omit<Required<CateringQuoteBody>, 'menu'> & { menu: { dishIds: string[]; text: string } };

/** Why a truck a customer asked for by name cannot take the request. */
export type Unmatched = 'busy' | 'too-far' | 'not-taking-work';

/** Whether the truck has no stop running and no booking in the window, as the trucks in memory say. */
function freeDuring(truck: CatalogTruck, window: { from: number; to: number }): boolean {
  const { stops, closed, bookings } = truck.record;
  if (bookings.some((b) => b.start < window.to && b.end > window.from)) return false;
  // Stops that started the day before can still be running: expand from a day early.
  const occurrences = expandStops(stops, closed, { from: window.from - 86_400_000, to: window.to }, DEFAULT_TRUCK_TIME_ZONE);
  return !occurrences.some((o) => Date.parse(o.start) < window.to && Date.parse(o.end) > window.from);
}

/** Whether the place is within the truck's radius of one of its usual stops, or of where it stands. */
function covers(truck: CatalogTruck, place: { lat: number; lng: number }, radiusKm: number): boolean {
  const { row, stops } = truck.record;
  const spots = stops.map((s) => ({ lat: s.latitude, lng: s.longitude }));
  if (row.latitude !== null && row.longitude !== null) spots.push({ lat: row.latitude, lng: row.longitude });
  return spots.some((spot) => haversineKm(spot, place) <= radiusKm);
}

/**
 * Catering requests: a customer asks, and the request reaches every truck that serves a wanted
 * cuisine, whose owner's service area covers the place and that is free then (or the one truck
 * asked for by name, if it can).
 */
export interface CateringServiceDeps {
  db: Database;
  /** The trucks in memory, and waiting for this instance's own writes to reach them. */
  catalog: TruckCatalog;
  settled: () => Promise<void>;
  mailer: Mailer;
  /** Who may change a truck: its owner (or an admin); the truck otherwise answers as missing. */
  manageable: (actor: UserRow, truckId: string) => Promise<unknown>;
  /** Tells one person news of their own (the bell and push), after the answer. */
  tell: (news: PersonalNews) => void;
  publicUrl: string;
  now?: () => number;
}

export function createCateringService({ db, catalog, settled, mailer, manageable, tell, publicUrl, now = Date.now }: CateringServiceDeps) {
  /** Queues mails in the transaction that decided them; the relay sends them once it commits. */
  async function queue(tx: Executor, mails: MailMessage[]) {
    for (const mail of mails) await mailer.enqueue(tx, mail);
  }

  async function match(body: RequestBody, window: { from: number; to: number }): Promise<string[]> {
    const place = { lat: body.place.latitude, lng: body.place.longitude };
    const wanted = new Set<Cuisine>(body.cuisines);
    // Every truck that could reach the place at the widest radius an owner may set, by its stops or its position.
    const nearby = new Map<string, CatalogTruck>();
    for (const found of catalog.stopsNear(place.lat, place.lng, CATERING.serviceRadiusMaxKm)) nearby.set(found.value.truck.id, found.value.truck);
    for (const found of catalog.near(place.lat, place.lng, CATERING.serviceRadiusMaxKm)) nearby.set(found.value.id, found.value);
    const candidates = [...nearby.values()].filter((t) => wanted.has(t.record.row.cuisine) && freeDuring(t, window));
    const ids = candidates.map((t) => t.id);
    const [radii, working] = await Promise.all([repo.serviceRadii(db, ids), repo.trucksWithActiveOwners(db, ids)]);
    return candidates.filter((t) => working.has(t.id) && covers(t, place, radii.get(t.id) ?? CATERING.defaultServiceRadiusKm)).map((t) => t.id);
  }

  /** The one truck asked for by name, if it can take the request; the reason otherwise. */
  async function checkChosen(truck: CatalogTruck, body: RequestBody, window: { from: number; to: number }): Promise<Unmatched | null> {
    const [radii, working] = await Promise.all([repo.serviceRadii(db, [truck.id]), repo.trucksWithActiveOwners(db, [truck.id])]);
    if (!working.has(truck.id)) return 'not-taking-work';
    if (!covers(truck, { lat: body.place.latitude, lng: body.place.longitude }, radii.get(truck.id) ?? CATERING.defaultServiceRadiusKm)) return 'too-far';
    if (!freeDuring(truck, window)) return 'busy';
    return null;
  }

  /**
   * Each owner a new request reached hears of it: one mail in their language, queued with the
   * request (so both or neither), and a notification per truck, told by the returned function
   * once the request is committed.
   */
  async function tellOwners(tx: Tx, truckIds: readonly string[], event: { occasion: string; guests: number; startsAt: Date }): Promise<() => void> {
    const byOwner = new Map<string, string[]>();
    for (const truckId of truckIds) {
      const row = catalog.get(truckId)?.record.row;
      if (row?.ownerId) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.name]);
    }
    const contacts = await repo.contactsOf(tx, [...byOwner.keys()]);
    await queue(tx, [...byOwner].flatMap(([ownerId, names]) => {
      const owner = contacts.get(ownerId);
      return owner ? [cateringMails.newRequest(owner, names.join(', '), event, `${publicUrl}/owner/dashboard`)] : [];
    }));
    return () => {
      for (const truckId of truckIds) {
        const row = catalog.get(truckId)?.record.row;
        if (row?.ownerId) tell({ userId: row.ownerId, truckId, kind: 'catering', words: newRequestNotice(event, row.name), url: '/owner/dashboard' });
      }
    };
  }

  /** The customer hears of a new quote on their request: a notification and a mail in their language. */
  async function tellCustomer(requestId: string, quote: CateringQuote) {
    const [request] = await repo.requestCustomers(db, [requestId]);
    if (!request) return;
    const [, customerId] = request;
    const customer = (await repo.contactsOf(db, [customerId])).get(customerId);
    const asked = await repo.requestEvent(db, requestId);
    if (!customer || !asked) return;
    await mailer.enqueue(db, cateringMails.newQuote(customer, quote.truck.name, asked, `${publicUrl}/catering/${requestId}`));
    mailer.relayNow();
    tell({ userId: customerId, truckId: quote.truck.id, kind: 'catering', words: newQuoteNotice(asked, quote.truck.name, quote.pricePerHead), url: `/catering/${requestId}` });
  }

  /** One of the customer's own requests with its quotes; anyone else's answers as missing. */
  async function readOne(customer: UserRow, id: string): Promise<CateringRequestDetail> {
    const [request] = await repo.requestsOf(db, customer.id, id);
    if (!request) throw notFound('CATERING_REQUEST_NOT_FOUND');
    const [quotes, booking] = await Promise.all([repo.quotesOn(db, [id]), repo.bookingOf(db, id)]);
    const owner = booking && (await repo.contactsOf(db, [booking.ownerId])).get(booking.ownerId);
    return { ...request, quotes, booking: booking && owner ? { truck: { id: booking.truckId, name: booking.truckName }, owner: { name: owner.name, email: owner.email, phone: owner.phone } } : null };
  }

  /** Takes a booking off the truck's schedule and tells the side that did not cancel. */
  async function cancelBooking(tx: Tx, request: NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>, reason: string, by: 'customer' | 'owner') {
    const booking = (await repo.bookingOf(tx, request.id))!;
    await unbookTruck(tx, request.id);
    await repo.markCancelled(tx, request.id, reason);
    const contacts = await repo.contactsOf(tx, [request.customerId, booking.ownerId]);
    const [customer, owner] = [contacts.get(request.customerId)!, contacts.get(booking.ownerId)!];
    const event = { occasion: request.occasion, startsAt: request.startsAt };
    await queue(tx, [by === 'customer' ? cateringMails.cancelled(owner, customer.name, booking.truckName, event, reason) : cateringMails.cancelled(customer, owner.name, booking.truckName, event, reason)]);
  }

  return {
    /** Makes a request and sends it to the trucks that match; answers it with how many it reached. */
    async create(customer: UserRow, body: RequestBody): Promise<CateringRequest> {
      const window = cateringWindow(body);
      // The trucks as this instance last wrote them (an owner's new stop counts at once).
      await settled();
      const today = indiaDay(now());
      if (window.from <= now()) throw badRequest('The event must be in the future', 'date');
      if (body.date > addDays(today, CATERING.maxDaysAhead)) throw badRequest(`The event must be within ${CATERING.maxDaysAhead} days`, 'date');
      let truckIds: string[];
      if (body.truckId) {
        const truck = catalog.get(body.truckId);
        if (!truck) throw notFound('TRUCK_NOT_FOUND');
        if (truck.record.row.ownerId === customer.id) throw badRequest('You cannot book your own truck', 'truckId');
        const unmatched = await checkChosen(truck, body, window);
        if (unmatched) throw new AppError('TRUCK_NOT_AVAILABLE', UNMATCHED_MESSAGES[unmatched], 'truckId');
        truckIds = [truck.id];
      } else {
        // An owner's own trucks never receive their request.
        truckIds = (await match(body, window)).filter((id) => catalog.get(id)?.record.row.ownerId !== customer.id);
      }
      let announce = () => {};
      const id = await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, customer.id);
        if ((await repo.openRequestCount(tx, customer.id)) >= CATERING.openPerCustomer) {
          throw new AppError('TOO_MANY_OPEN_REQUESTS', `You can have at most ${CATERING.openPerCustomer} open catering requests. Cancel one to make another.`);
        }
        announce = await tellOwners(tx, truckIds, { occasion: body.occasion, guests: body.guests, startsAt: new Date(window.from) });
        return repo.insertRequest(
          tx,
          {
            customerId: customer.id,
            date: body.date,
            startTime: body.startTime,
            endTime: body.endTime,
            startsAt: new Date(window.from),
            endsAt: new Date(window.to),
            address: body.place.address,
            latitude: body.place.latitude,
            longitude: body.place.longitude,
            guests: body.guests,
            budgetPerHead: body.budgetPerHead,
            cuisines: body.cuisines,
            diets: body.diets,
            occasion: body.occasion,
            message: body.message,
            truckId: body.truckId ?? null,
          },
          truckIds,
        );
      });
      announce();
      mailer.relayNow();
      return (await repo.requestsOf(db, customer.id, id))[0]!;
    },

    mine: (customer: UserRow) => repo.requestsOf(db, customer.id),

    /** How far one of the owner's trucks travels to cater (the default until they set it). */
    async area(owner: UserRow, truckId: string): Promise<{ radiusKm: number }> {
      await manageable(owner, truckId);
      return { radiusKm: (await repo.serviceRadii(db, [truckId])).get(truckId) ?? CATERING.defaultServiceRadiusKm };
    },

    async saveArea(owner: UserRow, truckId: string, radiusKm: number): Promise<{ radiusKm: number }> {
      await manageable(owner, truckId);
      await repo.saveServiceRadius(db, truckId, radiusKm);
      return { radiusKm };
    },

    one: readOne,

    /** The requests that reached the owner's trucks, each with the owner's own quotes: never any other's. */
    async forOwner(owner: UserRow): Promise<OwnerCateringRequest[]> {
      const requests = await repo.requestsForOwner(db, owner.id);
      const quotes = await repo.quotesOn(db, requests.map((r) => r.id), owner.id);
      // A customer's contact is the owner's to see only once the owner's own quote is accepted.
      const bookedWithMe = requests.filter((r) => quotes.some((q) => q.requestId === r.id && q.status === 'accepted') && r.status === 'booked');
      const customerOf = new Map(await repo.requestCustomers(db, bookedWithMe.map((r) => r.id)));
      const contacts = await repo.contactsOf(db, [...customerOf.values()]);
      return requests.map((r) => {
        const contact = contacts.get(customerOf.get(r.id) ?? '');
        return { ...r, quotes: quotes.filter((q) => q.requestId === r.id), customerContact: contact ? { name: contact.name, email: contact.email, phone: contact.phone } : null };
      });
    },

    /**
     * An owner quotes on a request that reached their truck (or revises the truck's quote): the
     * request must still be open, the dishes on the truck's menu, and the quote valid from today
     * until at most the event's day. A request that did not reach the truck answers as missing.
     */
    async quote(owner: UserRow, requestId: string, body: QuoteBody): Promise<CateringQuote> {
      const request = await repo.requestMatchedTo(db, requestId, body.truckId, owner.id);
      if (!request) throw notFound('CATERING_REQUEST_NOT_FOUND');
      if (request.status !== 'open') throw conflict('This request is no longer taking quotes');
      if (body.validUntil < indiaDay(now())) throw badRequest('Valid until must not be in the past', 'validUntil');
      if (body.validUntil > request.date) throw badRequest('Valid until must not be after the event', 'validUntil');
      const dishIds = [...new Set(body.menu.dishIds)];
      const onMenu = await repo.dishesOnMenu(db, body.truckId, dishIds);
      if (dishIds.some((id) => !onMenu.has(id))) throw badRequest('A dish in the quote is not on this truck’s menu', 'menu');
      // A revision changes the quote the customer already heard of: only a new one is told.
      const isNew = !(await repo.quotesOn(db, [requestId], owner.id)).some((q) => q.truck.id === body.truckId && q.status === 'active');
      const id = await repo.saveQuote(db, {
        requestId,
        truckId: body.truckId,
        pricePerHead: body.pricePerHead,
        minimumGuests: body.minimumGuests,
        dishIds,
        menuText: body.menu.text,
        message: body.message,
        validUntil: body.validUntil,
      });
      const [quote] = (await repo.quotesOn(db, [requestId], owner.id)).filter((q) => q.id === id);
      // Saved only while the quote was on offer or withdrawn: an accepted or declined one stays as it was.
      if (!quote || quote.status !== 'active') throw conflict('This request is no longer taking quotes');
      if (isNew) await tellCustomer(requestId, quote);
      return quote;
    },

    /**
     * The thread between the request's customer and one truck's owner, for either of them (anyone
     * else: missing). Before a booking, email addresses and phone numbers in it are hidden.
     */
    async thread(user: UserRow, requestId: string, truckId: string): Promise<CateringMessage[]> {
      const access = await repo.threadAccess(db, requestId, truckId, user.id);
      if (!access) throw notFound('CATERING_REQUEST_NOT_FOUND');
      const messages = await repo.threadMessages(db, requestId, truckId);
      return access.status === 'booked' ? messages : messages.map((m) => ({ ...m, body: hideContactDetails(m.body) }));
    },

    /** Writes in a thread while the request is open or booked; a thread holds at most CATERING.threadMessagesMax messages. */
    async post(user: UserRow, requestId: string, truckId: string, body: string): Promise<CateringMessage> {
      const access = await repo.threadAccess(db, requestId, truckId, user.id);
      if (!access) throw notFound('CATERING_REQUEST_NOT_FOUND');
      if (access.status !== 'open' && access.status !== 'booked') throw conflict('This request has ended: its threads take no more messages');
      const id = await db.transaction(async (tx) => {
        await repo.lockThread(tx, requestId, truckId);
        if ((await repo.threadLength(tx, requestId, truckId)) >= CATERING.threadMessagesMax) {
          throw conflict(`A thread holds at most ${CATERING.threadMessagesMax} messages: put the rest in the quote`);
        }
        return repo.insertMessage(tx, { requestId, truckId, authorId: user.id, body });
      });
      const message = (await repo.threadMessages(db, requestId, truckId)).find((m) => m.id === id)!;
      return access.status === 'booked' ? message : { ...message, body: hideContactDetails(message.body) };
    },

    /**
     * The customer accepts a quote: the request is booked with it (the other quotes declined) and
     * the truck's schedule gains the event as a private event. The request and then the truck are
     * locked, so two acceptances of one request, or two requests for one truck at one time, never
     * both book: the second answers 409.
     */
    async accept(customer: UserRow, requestId: string, quoteId: string): Promise<CateringRequestDetail> {
      await db.transaction(async (tx) => {
        const request = await repo.lockRequest(tx, requestId);
        if (!request || request.customerId !== customer.id) throw notFound('CATERING_REQUEST_NOT_FOUND');
        if (request.status !== 'open') throw conflict(request.status === 'booked' ? 'This request is already booked' : 'This request is no longer open');
        const quote = await repo.quoteOn(tx, requestId, quoteId);
        if (!quote || quote.status === 'withdrawn') throw notFound('CATERING_QUOTE_NOT_FOUND');
        if (quote.status !== 'active') throw conflict('This quote is no longer on offer');
        if (quote.validUntil < indiaDay(now())) throw conflict('This quote has expired: ask the owner to quote again');
        if (!(await bookTruck(tx, { truckId: quote.truckId, requestId, startsAt: request.startsAt, endsAt: request.endsAt }))) {
          throw new AppError('TRUCK_NOT_AVAILABLE', UNMATCHED_MESSAGES.busy, 'quoteId');
        }
        const others = (await repo.quotingOwners(tx, requestId)).filter((q) => q.status === 'active' && q.ownerId !== quote.ownerId);
        await repo.markBooked(tx, requestId, quoteId);
        const contacts = await repo.contactsOf(tx, [customer.id, quote.ownerId, ...others.map((o) => o.ownerId)]);
        const truckName = catalog.get(quote.truckId)?.record.row.name ?? '';
        const event = { occasion: request.occasion, startsAt: request.startsAt };
        const booked = contacts.get(quote.ownerId)!;
        const me = contacts.get(customer.id)!;
        await queue(tx, [
          cateringMails.bookedCustomer(me, booked, truckName, event),
          cateringMails.bookedOwner(booked, me, truckName, event),
          ...others.map((o) => cateringMails.declined(contacts.get(o.ownerId)!, o.truckName, event)),
        ]);
      });
      mailer.relayNow();
      return readOne(customer, requestId);
    },

    /**
     * The customer cancels their request, with a reason: an open one declines its quotes; a booked
     * one comes off the truck's schedule and its owner is told.
     */
    async cancel(customer: UserRow, id: string, reason: string): Promise<CateringRequest> {
      await db.transaction(async (tx) => {
        const request = await repo.lockRequest(tx, id);
        if (!request || request.customerId !== customer.id) throw notFound('CATERING_REQUEST_NOT_FOUND');
        if (request.status === 'open') {
          await repo.endRequest(tx, id, 'cancelled', reason, customer.id);
          return;
        }
        if (request.status !== 'booked') throw conflict('Only an open or booked request can be cancelled');
        await cancelBooking(tx, request, reason, 'customer');
      });
      mailer.relayNow();
      return (await repo.requestsOf(db, customer.id, id))[0]!;
    },

    /** The booked truck's owner cancels the booking, with a reason: it comes off the schedule and the customer is told. */
    async cancelByOwner(owner: UserRow, id: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await repo.lockRequest(tx, id);
        const booking = request && (await repo.bookingOf(tx, id));
        if (!request || !booking || booking.ownerId !== owner.id) throw notFound('CATERING_REQUEST_NOT_FOUND');
        await cancelBooking(tx, request, reason, 'owner');
      });
      mailer.relayNow();
    },

    /** Every request, for admins. */
    async all(query: { page: number; limit: number }) {
      const { requests, total } = await repo.allRequests(db, query.page, query.limit);
      return { requests, pagination: pageInfo(query.page, query.limit, total) };
    },

    /** An admin closes an open request (spam, say), recorded in the audit log. */
    async close(admin: UserRow, id: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const label = await repo.requestLabel(tx, id);
        if (label === null) throw notFound('CATERING_REQUEST_NOT_FOUND');
        if (!(await repo.endRequest(tx, id, 'closed', reason))) throw conflict('Only an open request can be closed');
        await recordAdminAction(tx, admin, { action: 'catering.close', targetType: 'catering-request', targetId: id, targetLabel: label, reason });
      });
    },

    /** An owner withdraws their truck's quote; a quote not theirs (or not on offer) answers as missing. */
    async withdraw(owner: UserRow, requestId: string, quoteId: string): Promise<void> {
      if (!(await repo.withdrawQuote(db, requestId, quoteId, owner.id))) throw notFound('CATERING_QUOTE_NOT_FOUND');
    },
  };
}

const UNMATCHED_MESSAGES: Record<Unmatched, string> = {
  busy: 'That truck is already out at that time. Choose another time, or ask every truck that matches.',
  'too-far': 'That truck does not cater that far from its usual stops.',
  'not-taking-work': 'That truck is not taking catering requests.',
};

export type CateringService = ReturnType<typeof createCateringService>;
