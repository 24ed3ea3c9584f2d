import type { AdminCateringRequest, CateringMessage, CateringQuote, CateringRequest, CateringRequestStatus, Locale, OwnerCateringRequest } from '@dishrated/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { cateringMessages, cateringQuotes, cateringRequests, cateringRequestTrucks, truckCateringAreas } from '../../db/schema.js';

export type NewCateringRequest = typeof cateringRequests.$inferInsert;

/** Serialises one customer's requests, so two at once cannot both pass the open-requests limit. */
export async function lockCustomer(tx: Executor, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dishrated:catering-customer'), hashtext(${customerId}))`);
}

export async function openRequestCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from catering_requests where customer_id = ${customerId} and status = 'open'`);
  return row?.count ?? 0;
}

export async function insertRequest(tx: Executor, values: NewCateringRequest, truckIds: readonly string[]): Promise<string> {
  const [row] = await tx.insert(cateringRequests).values(values).returning({ id: cateringRequests.id });
  if (truckIds.length) await tx.insert(cateringRequestTrucks).values(truckIds.map((truckId) => ({ requestId: row!.id, truckId })));
  return row!.id;
}

/** Of these trucks, the ones whose owner may take work (not banned). */
export async function trucksWithActiveOwners(db: Executor, truckIds: readonly string[]): Promise<Set<string>> {
  if (truckIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id from trucks t join users u on u.id = t.owner_id where u.is_active and t.id = any(${`{${truckIds.join(',')}}`}::uuid[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Sets how far a truck travels to cater. */
export async function saveServiceRadius(db: Executor, truckId: string, radiusKm: number): Promise<void> {
  await db.insert(truckCateringAreas).values({ truckId, radiusKm }).onConflictDoUpdate({ target: truckCateringAreas.truckId, set: { radiusKm } });
}

/** Each truck's catering radius, where its owner set one. */
export async function serviceRadii(db: Executor, truckIds: readonly string[]): Promise<Map<string, number>> {
  if (truckIds.length === 0) return new Map();
  const rows = await queryRows<{ truckId: string; radiusKm: number }>(
    db,
    sql`select truck_id as "truckId", radius_km as "radiusKm" from truck_catering_areas where truck_id = any(${`{${truckIds.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.truckId, r.radiusKm]));
}

const REQUEST_COLUMNS = sql`r.id, r.status, r.date::text as date, r.start_time as "startTime", r.end_time as "endTime",
  json_build_object('address', r.address, 'latitude', r.latitude, 'longitude', r.longitude) as place,
  r.guests, r.budget_per_head as "budgetPerHead", r.cuisines, r.diets, r.occasion, r.message, r.closed_reason as "closedReason",
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** A customer's requests, newest first, each with how many trucks it reached. */
export function requestsOf(db: Executor, customerId: string, id?: string): Promise<CateringRequest[]> {
  return queryRows<CateringRequest>(
    db,
    sql`select ${REQUEST_COLUMNS}, r.truck_id as "truckId",
          (select count(*)::int from catering_request_trucks m where m.request_id = r.id) as "matchedTrucks"
        from catering_requests r
        where r.customer_id = ${customerId} ${id ? sql`and r.id = ${id}` : sql``}
        order by r.created_at desc, r.id`,
  );
}

/** The requests that reached an owner's trucks, newest first, naming which of their trucks each reached. */
export function requestsForOwner(db: Executor, ownerId: string): Promise<Array<Omit<OwnerCateringRequest, 'quotes'>>> {
  return queryRows<Omit<OwnerCateringRequest, 'quotes'>>(
    db,
    sql`select ${REQUEST_COLUMNS}, c.name as "customerName",
          json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) as trucks
        from catering_requests r
        join catering_request_trucks m on m.request_id = r.id
        join trucks t on t.id = m.truck_id and t.owner_id = ${ownerId}
        join users c on c.id = r.customer_id
        group by r.id, c.name
        order by r.created_at desc, r.id`,
  );
}

/** A request as quoting needs it, when the truck is the owner's and the request reached it. */
export async function requestMatchedTo(db: Executor, requestId: string, truckId: string, ownerId: string) {
  const [row] = await queryRows<{ status: CateringRequestStatus; date: string; guests: number }>(
    db,
    sql`select r.status, r.date::text as date, r.guests
        from catering_requests r
        join catering_request_trucks m on m.request_id = r.id and m.truck_id = ${truckId}
        join trucks t on t.id = m.truck_id and t.owner_id = ${ownerId}
        where r.id = ${requestId}`,
  );
  return row ?? null;
}

/** Which of these dishes are on the truck's menu. */
export async function dishesOnMenu(db: Executor, truckId: string, dishIds: readonly string[]): Promise<Set<string>> {
  if (dishIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(db, sql`select id from menu_items where truck_id = ${truckId} and id = any(${`{${dishIds.join(',')}}`}::uuid[])`);
  return new Set(rows.map((r) => r.id));
}

export interface QuoteValues {
  requestId: string;
  truckId: string;
  pricePerHead: number;
  minimumGuests: number;
  dishIds: string[];
  menuText: string;
  message: string;
  validUntil: string;
}

/** Makes the truck's quote on the request, or revises it (a withdrawn one is on offer again). */
export async function saveQuote(db: Executor, values: QuoteValues): Promise<string> {
  const [row] = await db
    .insert(cateringQuotes)
    .values(values)
    .onConflictDoUpdate({
      target: [cateringQuotes.requestId, cateringQuotes.truckId],
      set: { ...values, status: 'active', updatedAt: sql`now()` },
      where: sql`${cateringQuotes.status} in ('active', 'withdrawn')`,
    })
    .returning({ id: cateringQuotes.id });
  return row?.id ?? '';
}

/** Withdraws an owner's active quote; false when there is none such. */
export async function withdrawQuote(db: Executor, requestId: string, quoteId: string, ownerId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update catering_quotes q set status = 'withdrawn', updated_at = now()
        from trucks t
        where q.id = ${quoteId} and q.request_id = ${requestId} and q.status = 'active' and t.id = q.truck_id and t.owner_id = ${ownerId}
        returning q.id`,
  );
  return rows.length > 0;
}

/** The quotes on these requests, withdrawn ones left out; only one owner's when `ownerId` is given. */
export function quotesOn(db: Executor, requestIds: readonly string[], ownerId?: string): Promise<CateringQuote[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return queryRows<CateringQuote>(
    db,
    sql`select q.id, q.request_id as "requestId", json_build_object('id', t.id, 'name', t.name) as truck, q.status,
          q.price_per_head as "pricePerHead", q.minimum_guests as "minimumGuests",
          q.price_per_head * greatest(r.guests, q.minimum_guests) as total,
          json_build_object('dishes', coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
                                                from menu_items d where d.id = any(q.dish_ids) and d.truck_id = q.truck_id), '[]'::json),
                            'text', q.menu_text) as menu,
          q.message, q.valid_until::text as "validUntil",
          to_char(q.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
        from catering_quotes q
        join catering_requests r on r.id = q.request_id
        join trucks t on t.id = q.truck_id
        where q.request_id = any(${`{${requestIds.join(',')}}`}::uuid[]) and q.status <> 'withdrawn'
          ${ownerId ? sql`and t.owner_id = ${ownerId}` : sql``}
        order by q.price_per_head, q.id`,
  );
}

/** Who may read and write a thread: the request's customer, or the owner of a truck the request reached. */
export async function threadAccess(db: Executor, requestId: string, truckId: string, userId: string) {
  const [row] = await queryRows<{ status: CateringRequestStatus; side: 'customer' | 'owner' }>(
    db,
    sql`select r.status, case when r.customer_id = ${userId} then 'customer' else 'owner' end as side
        from catering_requests r
        join catering_request_trucks m on m.request_id = r.id and m.truck_id = ${truckId}
        join trucks t on t.id = m.truck_id
        where r.id = ${requestId} and (r.customer_id = ${userId} or t.owner_id = ${userId})`,
  );
  return row ?? null;
}

export async function threadMessages(db: Executor, requestId: string, truckId: string): Promise<CateringMessage[]> {
  return queryRows<CateringMessage>(
    db,
    sql`select m.id, case when m.author_id = r.customer_id then 'customer' else 'owner' end as "from", m.body,
          to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from catering_messages m join catering_requests r on r.id = m.request_id
        where m.request_id = ${requestId} and m.truck_id = ${truckId}
        order by m.created_at, m.id`,
  );
}

/** Serialises one thread's writers, so its message limit holds when both sides write at once. */
export async function lockThread(tx: Executor, requestId: string, truckId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${requestId}), hashtext(${truckId}))`);
}

export async function threadLength(db: Executor, requestId: string, truckId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from catering_messages where request_id = ${requestId} and truck_id = ${truckId}`);
  return row?.count ?? 0;
}

export async function insertMessage(db: Executor, values: { requestId: string; truckId: string; authorId: string; body: string }): Promise<string> {
  const [row] = await db.insert(cateringMessages).values(values).returning({ id: cateringMessages.id });
  return row!.id;
}

/**
 * Ends an open request without a booking (cancelled by its customer, closed by an admin), its
 * quotes declined; false when the request was not open (or, with `customerId`, not theirs).
 */
export async function endRequest(db: Executor, id: string, status: 'cancelled' | 'closed', reason: string, customerId?: string): Promise<boolean> {
  const ended = await queryRows<{ id: string }>(
    db,
    sql`update catering_requests set status = ${status}, closed_reason = ${reason}
        where id = ${id} and status = 'open' ${customerId ? sql`and customer_id = ${customerId}` : sql``}
        returning id`,
  );
  if (ended.length === 0) return false;
  await db.execute(sql`update catering_quotes set status = 'declined', updated_at = now() where request_id = ${id} and status = 'active'`);
  return true;
}

/** A request's name for people (its occasion and date), or null when there is no such request (of this customer's). */
export async function requestLabel(db: Executor, id: string, customerId?: string): Promise<string | null> {
  const [row] = await queryRows<{ label: string }>(
    db,
    sql`select occasion || ', ' || date::text as label from catering_requests where id = ${id} ${customerId ? sql`and customer_id = ${customerId}` : sql``}`,
  );
  return row?.label ?? null;
}

/** Every request for admins, newest first, with its customer's name and how many quotes it has. */
export async function allRequests(db: Executor, page: number, limit: number): Promise<{ requests: AdminCateringRequest[]; total: number }> {
  const requests = await queryRows<AdminCateringRequest>(
    db,
    sql`select ${REQUEST_COLUMNS}, r.truck_id as "truckId", c.name as "customerName",
          (select count(*)::int from catering_request_trucks m where m.request_id = r.id) as "matchedTrucks",
          (select count(*)::int from catering_quotes q where q.request_id = r.id and q.status <> 'withdrawn') as "quoteCount"
        from catering_requests r join users c on c.id = r.customer_id
        order by r.created_at desc, r.id
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from catering_requests`);
  return { requests, total: row?.total ?? 0 };
}

/** Locks a request for a decision on it (accepting a quote, cancelling): its state and window. */
export async function lockRequest(tx: Executor, id: string) {
  const [row] = await queryRows<{ id: string; customerId: string; status: CateringRequestStatus; startsAt: Date; endsAt: Date; occasion: string; date: string }>(
    tx,
    sql`select id, customer_id as "customerId", status, starts_at as "startsAt", ends_at as "endsAt", occasion, date::text as date
        from catering_requests where id = ${id} for update`,
  );
  return row ? { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) } : null;
}

/** A quote on a request, with its truck's owner. */
export async function quoteOn(db: Executor, requestId: string, quoteId: string) {
  const [row] = await queryRows<{ id: string; truckId: string; ownerId: string; status: string; validUntil: string }>(
    db,
    sql`select q.id, q.truck_id as "truckId", t.owner_id as "ownerId", q.status, q.valid_until::text as "validUntil"
        from catering_quotes q join trucks t on t.id = q.truck_id
        where q.id = ${quoteId} and q.request_id = ${requestId}`,
  );
  return row ?? null;
}

/** Books the request with one quote: it accepted, every other one still on offer declined. */
export async function markBooked(tx: Executor, requestId: string, quoteId: string): Promise<void> {
  await tx.execute(sql`update catering_requests set status = 'booked' where id = ${requestId}`);
  await tx.execute(sql`update catering_quotes set status = case when id = ${quoteId} then 'accepted' else 'declined' end, updated_at = now()
                       where request_id = ${requestId} and (id = ${quoteId} or status = 'active')`);
}

/** The booked truck of a request, its owner and the accepted quote, or null while it is not booked. */
export async function bookingOf(db: Executor, requestId: string) {
  const [row] = await queryRows<{ quoteId: string; truckId: string; truckName: string; ownerId: string }>(
    db,
    sql`select q.id as "quoteId", t.id as "truckId", t.name as "truckName", t.owner_id as "ownerId"
        from catering_quotes q join trucks t on t.id = q.truck_id
        join catering_requests r on r.id = q.request_id and r.status = 'booked'
        where q.request_id = ${requestId} and q.status = 'accepted'`,
  );
  return row ?? null;
}

/** Cancels a booked request: the booking's quote stays accepted, as the record of what was agreed. */
export async function markCancelled(tx: Executor, requestId: string, reason: string): Promise<void> {
  await tx.execute(sql`update catering_requests set status = 'cancelled', closed_reason = ${reason} where id = ${requestId}`);
}

export interface Contact {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: Locale;
}

export async function contactsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Contact>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<Contact>(db, sql`select id, name, email, phone, language from users where id = any(${`{${userIds.join(',')}}`}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The owners of the trucks whose quotes on a request are (or just were) on offer, with the truck quoted. */
export async function quotingOwners(db: Executor, requestId: string): Promise<Array<{ ownerId: string; truckName: string; status: string }>> {
  return queryRows(
    db,
    sql`select t.owner_id as "ownerId", t.name as "truckName", q.status
        from catering_quotes q join trucks t on t.id = q.truck_id
        where q.request_id = ${requestId} and q.status <> 'withdrawn'`,
  );
}

/** Each request's customer, by request. */
export async function requestCustomers(db: Executor, requestIds: readonly string[]): Promise<Array<[string, string]>> {
  if (requestIds.length === 0) return [];
  const rows = await queryRows<{ id: string; customerId: string }>(db, sql`select id, customer_id as "customerId" from catering_requests where id = any(${`{${requestIds.join(',')}}`}::uuid[])`);
  return rows.map((r) => [r.id, r.customerId]);
}

/** What a request is for, as notices and mails name it. */
export async function requestEvent(db: Executor, id: string): Promise<{ occasion: string; guests: number; startsAt: Date } | null> {
  const [row] = await queryRows<{ occasion: string; guests: number; startsAt: Date }>(db, sql`select occasion, guests, starts_at as "startsAt" from catering_requests where id = ${id}`);
  return row ? { ...row, startsAt: new Date(row.startsAt) } : null;
}
