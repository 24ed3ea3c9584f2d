import type { CateringRequest, OwnerCateringRequest } from '@dishrated/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { cateringRequests, cateringRequestTrucks } from '../../db/schema.js';

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
  r.guests, r.budget_per_head as "budgetPerHead", r.cuisines, r.diets, r.occasion, r.message,
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
export function requestsForOwner(db: Executor, ownerId: string): Promise<OwnerCateringRequest[]> {
  return queryRows<OwnerCateringRequest>(
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
