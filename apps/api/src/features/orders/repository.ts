import { SLOT_TAKING_STATUSES, OPEN_ORDER_STATUSES, ORDER_LIMITS, type Order, type OrderStatus } from '@dishrated/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuItems, orderEvents, orderItems, orders, truckOrdering, trucks, users } from '../../db/schema.js';

export type OrderingRow = typeof truckOrdering.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export async function orderingOf(db: Executor, truckId: string): Promise<OrderingRow | undefined> {
  const [row] = await db.select().from(truckOrdering).where(eq(truckOrdering.truckId, truckId));
  return row;
}

/** The truck's settings row, locked until the transaction ends: one order is placed at a time per truck. */
export async function lockOrdering(tx: Executor, truckId: string): Promise<OrderingRow | undefined> {
  const [row] = await tx.select().from(truckOrdering).where(eq(truckOrdering.truckId, truckId)).for('update');
  return row;
}

export async function saveOrdering(db: Executor, values: typeof truckOrdering.$inferInsert): Promise<OrderingRow> {
  const { truckId: _truckId, ...rest } = values;
  const [row] = await db
    .insert(truckOrdering)
    .values(values)
    .onConflictDoUpdate({ target: truckOrdering.truckId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Dishes of one truck's menu by id (another truck's dish ids find nothing). */
export function menuItemsOf(db: Executor, truckId: string, ids: string[]) {
  return db
    .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, isAvailable: menuItems.isAvailable })
    .from(menuItems)
    .where(and(eq(menuItems.truckId, truckId), inArray(menuItems.id, ids)));
}

/** Orders taking room in each pickup slot of [from, to). */
export async function slotCounts(db: Executor, truckId: string, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ at: orders.pickupAt, n: count() })
    .from(orders)
    .where(and(eq(orders.truckId, truckId), gte(orders.pickupAt, from), lt(orders.pickupAt, to), inArray(orders.status, [...SLOT_TAKING_STATUSES])))
    .groupBy(orders.pickupAt);
  return new Map(rows.map((row) => [row.at.getTime(), row.n]));
}

export async function openOrderCount(db: Executor, customerId: string, truckId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.truckId, truckId), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
  return row?.n ?? 0;
}

export async function byIdempotencyKey(db: Executor, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The number the next order of a truck gets: one more than its orders since `dayStart`. */
export async function nextNumber(db: Executor, truckId: string, dayStart: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.truckId, truckId), gte(orders.createdAt, dayStart)));
  return (row?.n ?? 0) + 1;
}

export async function insertOrder(
  db: Executor,
  order: typeof orders.$inferInsert,
  lines: Array<Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>>,
  actorId: string,
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderItems).values(lines.map((line, position) => ({ ...line, orderId: row!.id, position })));
  await db.insert(orderEvents).values({ orderId: row!.id, status: 'placed', actorId, by: 'customer' });
  return row!;
}

/**
 * Moves an order from `from` to `to` only if it is still in `from`: of two owners' devices
 * accepting at once, one wins and the other is told it changed. Records who moved it and when.
 */
export async function moveOrder(
  db: Executor,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  by: { actorId: string; role: 'customer' | 'owner' },
  fields: Partial<Pick<OrderRow, 'readyBy' | 'rejectReason'>> = {},
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...fields, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  if (row) await db.insert(orderEvents).values({ orderId: id, status: to, actorId: by.actorId, by: by.role });
  return row;
}

/** Orders as their pages show them (dishes, history, truck and customer names), in the order asked. */
export async function loadOrders(db: Executor, where: SQL | undefined, { limit, offset = 0 }: { limit: number; offset?: number }): Promise<Array<Omit<Order, 'pickupCode'> & { pickupCode: string; ownerId: string | null }>> {
  const rows = await db
    .select({ order: orders, truckName: trucks.name, ownerId: trucks.ownerId, customerName: users.name })
    .from(orders)
    .innerJoin(trucks, eq(trucks.id, orders.truckId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [lines, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return rows.map(({ order, truckName, ownerId, customerName }) => ({
    id: order.id,
    number: order.number,
    truck: { id: order.truckId, name: truckName },
    customer: { id: order.customerId, name: customerName },
    ownerId,
    status: order.status as OrderStatus,
    items: lines.filter((l) => l.orderId === order.id).map((l) => ({ menuItemId: l.menuItemId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, note: l.note })),
    total: order.total,
    pickupAt: order.pickupAt.toISOString(),
    readyBy: order.readyBy?.toISOString() ?? null,
    lateMinutes: order.lateMinutes,
    pickupCode: order.pickupCode,
    rejectReason: order.rejectReason,
    createdAt: order.createdAt.toISOString(),
    history: events.filter((e) => e.orderId === order.id).map((e) => ({ status: e.status as OrderStatus, at: e.createdAt.toISOString(), by: e.by as 'customer' | 'owner' })),
  }));
}

/**
 * Moves an accepted order's ready-by time `minutes` later, only while it is still accepted and
 * the lateness in all stays within `maxLate`; undefined when it is not.
 */
export async function delayOrder(db: Executor, id: string, minutes: number, maxLate: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ readyBy: sql`${orders.readyBy} + ${minutes}::int * interval '1 minute'`, lateMinutes: sql`${orders.lateMinutes} + ${minutes}::int`, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'accepted'), lte(orders.lateMinutes, maxLate - minutes)))
    .returning();
  return row;
}

export const byId = (id: string) => eq(orders.id, id);
export const byCustomer = (customerId: string) => eq(orders.customerId, customerId);

export async function customerOrderCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.n ?? 0;
}

/** The trucks an owner runs (an admin's are all trucks they own too; admins see orders by truck id). */
export async function ownedTruckIds(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: trucks.id }).from(trucks).where(eq(trucks.ownerId, ownerId));
  return rows.map((r) => r.id);
}

/** An owner's orders to work on: every open one, and those closed since `since` (today's). */
export function ownerOrdersWhere(truckIds: string[], since: Date, status?: OrderStatus): SQL | undefined {
  const mine = inArray(orders.truckId, truckIds);
  if (status) return and(mine, eq(orders.status, status), OPEN_ORDER_STATUSES.includes(status) ? undefined : gte(orders.updatedAt, since));
  return and(mine, sql`(${inArray(orders.status, [...OPEN_ORDER_STATUSES])} or ${orders.updatedAt} >= ${since})`);
}

/** Today's figures over trucks: orders placed, handed over, and the recorded revenue of those handed over. */
export async function todayTotals(db: Executor, truckIds: string[], since: Date) {
  const [row] = await db
    .select({
      orders: count(),
      pickedUp: sql<number>`count(*) filter (where ${orders.status} = 'picked_up')`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'picked_up'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.truckId, truckIds), gte(orders.createdAt, since)));
  return { orders: row?.orders ?? 0, pickedUp: row?.pickedUp ?? 0, revenue: row?.revenue ?? 0 };
}

export const OWNER_LIST_LIMIT = 200;
export const PAGE_SIZE = ORDER_LIMITS.pageSize;

/** Pickup codes tried for one order within this window count together. */
export const CODE_TRY_WINDOW_MINUTES = 15;

/**
 * Counts one more code tried for the order, in one statement (tries sent at once each count),
 * starting the count afresh once the window has passed; returns the tries in this window.
 */
export async function countCodeTry(db: Executor, orderId: string): Promise<number> {
  const fresh = sql`${orders.codeTriesSince} is null or ${orders.codeTriesSince} < now() - ${CODE_TRY_WINDOW_MINUTES} * interval '1 minute'`;
  const [row] = await db
    .update(orders)
    .set({ codeTries: sql`case when ${fresh} then 1 else ${orders.codeTries} + 1 end`, codeTriesSince: sql`case when ${fresh} then now() else ${orders.codeTriesSince} end` })
    .where(eq(orders.id, orderId))
    .returning({ tries: orders.codeTries });
  return row?.tries ?? 0;
}
