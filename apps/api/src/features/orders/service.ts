import {
  DEFAULT_ORDERING_SETTINGS,
  DEFAULT_TRUCK_TIME_ZONE,
  indiaDate,
  ORDER_LIMITS,
  canMoveOrder,
  localDateIn,
  orderTotal,
  pickupSlotTimes,
  policies,
  servingMoment,
  servingText,
  type Locale,
  zonedInstant,
  type ServingState,
  type Order,
  type OrderStatus,
  type OrderingSettings,
  type PickupSlots,
  type PlaceOrder,
} from '@dishrated/shared';
import { createHash, randomInt } from 'node:crypto';
import type { Database, Executor } from '../../db/client.js';
import { AppError, badRequest, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import { servingOf, truckRecord, type TruckManageService } from '../trucks/index.js';
import * as repo from './repository.js';
import type { PersonalNews } from '../../lib/app-events.js';
import { acceptedNotice, newOrderNotice, readyNotice, rejectedNotice, runningLateNotice, type OrderNotice } from './notices.js';

/** An order as its repository reads it: with the code, and its truck's owner. */
type StoredOrder = Awaited<ReturnType<typeof repo.loadOrders>>[number];

/** What a change of an order means for its people: the customer and the truck's owner. */
export interface OrderChange {
  orderId: string;
  status: OrderStatus;
  customerId: string;
  ownerId: string | null;
}


export interface OrderServiceOptions {
  /** Every change of an order: the live streams of its customer and owner hear of it. */
  onChanged?: (change: OrderChange) => void;
  /** Tells a customer their order was accepted, is ready, or was rejected, and an owner that a new one came in. */
  tellUser?: (message: PersonalNews) => Promise<unknown>;
  now?: () => number;
}

const timeZone = DEFAULT_TRUCK_TIME_ZONE;
const SLOT_MS = ORDER_LIMITS.slotMinutes * 60_000;
const HOUR_MS = 3_600_000;
/** A truck serving round the clock takes pickups for the coming day. */
const DAY_MS = 24 * HOUR_MS;

/** The start of the truck's local day containing `at`. */
const dayStart = (at: number) => new Date(zonedInstant(localDateIn(at, timeZone), '00:00', timeZone));

const time = (iso: string) => indiaDate(iso, 'time');

/** The settings an owner last saved, with the sold-out list only on the day it was made for. */
function settingsFrom(row: repo.OrderingRow | undefined, now: number): OrderingSettings {
  if (!row) return { ...DEFAULT_ORDERING_SETTINGS };
  const today = localDateIn(now, timeZone);
  return { takingOrders: row.takingOrders, prepMinutes: row.prepMinutes, perSlot: row.perSlot, soldOut: row.soldOutOn === today ? row.soldOut : [] };
}

/** The same order request always hashes the same, so a retry is recognised and a reused key is not. */
function requestHash(truckId: string, body: PlaceOrder): string {
  const lines = body.items.map((l) => [l.menuItemId, l.quantity, l.note ?? '']).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return createHash('sha256').update(JSON.stringify([truckId, Date.parse(body.pickupAt), lines])).digest('hex');
}

/**
 * Ordering ahead for pickup: the slots a truck offers, placing an order (every rule checked with
 * the truck's orders locked), its life from placed to picked up, and the owner's settings.
 */
export function createOrderService(db: Database, trucks: Pick<TruckManageService, 'manageable'>, { onChanged = () => {}, tellUser = async () => {}, now = Date.now }: OrderServiceOptions = {}) {
  /**
   * Whether a truck takes an order at `at` and until when its pickups run: while the serving rule
   * says it serves, until the end of that stretch of serving (past midnight too).
   */
  async function window(tx: Executor, truckId: string, at: number) {
    const record = await truckRecord(tx, truckId);
    if (!record) throw notFound('TRUCK_NOT_FOUND');
    // A listing nobody runs yet has nobody to cook an order.
    if (record.row.ownerId === null) throw new AppError('TRUCK_UNCLAIMED', 'This truck is not run on DishRated yet, so it takes no orders ahead.');
    return { truck: record.row, serving: servingOf(record, at) };
  }

  /** Why an order cannot be placed now, or null when it can (the words the truck page shows too). */
  function refusal(serving: ServingState, settings: OrderingSettings, at: number, locale: Locale = 'en'): string | null {
    const hi = locale === 'hi';
    if (!settings.takingOrders) return hi ? 'यह ट्रक आज पहले से ऑर्डर नहीं ले रहा। कृपया सीधे ट्रक पर जाएँ।' : 'This truck is not taking orders ahead today. Please visit the truck directly.';
    if (!serving.openNow) {
      const closed = { status: serving.status, openNow: false, openUntil: null, opensAt: serving.opensAt === null ? null : new Date(serving.opensAt).toISOString() };
      if (servingMoment(closed, at, timeZone).kind === 'closed') return hi ? 'यह ट्रक अभी बंद है, इस हफ़्ते खुलने का कोई समय तय नहीं।' : 'This truck is closed now, with no opening scheduled this week.';
      const opens = servingText(closed, at, timeZone, locale);
      return hi ? `यह ट्रक अभी बंद है। ${opens.replace(/खुलेगा$/, 'से ऑर्डर लेगा')}।` : `This truck is closed now. ${opens.replace('Opens', 'It opens for orders')}.`;
    }
    return null;
  }

  async function stored(id: string): Promise<StoredOrder | undefined> {
    const [order] = await repo.loadOrders(db, repo.byId(id), { limit: 1 });
    return order;
  }

  /** The order as `actor` may see it: the pickup code only for its customer (the owner asks for it). */
  function view(order: StoredOrder, actor: UserRow): Order {
    const { ownerId: _ownerId, ...rest } = order;
    return { ...rest, pickupCode: actor.id === order.customer.id ? order.pickupCode : null };
  }

  /** An order an owner (or admin) works on; another owner's order is not found. */
  async function ownersOrder(actor: UserRow, id: string): Promise<StoredOrder> {
    const order = await stored(id);
    if (!order || !policies['truck:manage'](actor, { ownerId: order.ownerId })) throw notFound('ORDER_NOT_FOUND');
    return order;
  }

  /** Moves an order along its life, or answers 409 if it cannot go there from where it is (or just moved). */
  async function move(order: StoredOrder, to: OrderStatus, actor: UserRow, role: 'customer' | 'owner', fields: Parameters<typeof repo.moveOrder>[5] = {}): Promise<StoredOrder> {
    const conflict = () => new AppError('ORDER_STATE_CONFLICT', `This order is ${order.status === 'picked_up' ? 'already picked up' : `already ${order.status}`} and cannot be ${to === 'picked_up' ? 'marked picked up' : to} now.`);
    if (!canMoveOrder(order.status, to)) throw conflict();
    const moved = await db.transaction((tx) => repo.moveOrder(tx, order.id, order.status, to, { actorId: actor.id, role }, fields));
    if (!moved) throw conflict();
    onChanged({ orderId: order.id, status: to, customerId: order.customer.id, ownerId: order.ownerId });
    return (await stored(order.id))!;
  }

  async function tell(order: StoredOrder, words: OrderNotice) {
    await tellUser({ userId: order.customer.id, truckId: order.truck.id, kind: 'order', words, url: `/orders/${order.id}` });
  }

  async function placeLocked(tx: Executor, actor: UserRow, truckId: string, body: PlaceOrder, at: number, hash: string, key: string | undefined) {
    if (key) {
      const earlier = await repo.byIdempotencyKey(tx, actor.id, key);
      if (earlier) return { id: earlier.id, replayed: true, hash: earlier.requestHash };
    }
    const settings = settingsFrom(await repo.lockOrdering(tx, truckId), at);
    // Read under the lock: an owner who closed a moment ago is heard.
    const { serving } = await window(tx, truckId, at);
    const why = refusal(serving, settings, at);
    if (why) throw new AppError('NOT_TAKING_ORDERS', why);
    const endsAt = serving.openUntil ?? at + DAY_MS;

    const pickupAt = Date.parse(body.pickupAt);
    const slots = pickupSlotTimes(at, settings.prepMinutes, endsAt);
    if (!slots.includes(pickupAt)) {
      if (pickupAt < (slots[0] ?? endsAt)) throw new AppError('SLOT_UNAVAILABLE', slots.length ? `That pickup time has passed. The earliest pickup is ${time(new Date(slots[0]!).toISOString())}.` : 'No pickup times are left today.', 'pickupAt');
      if (pickupAt >= endsAt) throw new AppError('SLOT_UNAVAILABLE', `The truck takes pickups until ${time(new Date(endsAt).toISOString())}. Please choose an earlier time.`, 'pickupAt');
      throw new AppError('SLOT_UNAVAILABLE', `Pickup times are every ${ORDER_LIMITS.slotMinutes} minutes. Please choose one from the list.`, 'pickupAt');
    }

    const dishes = new Map((await repo.menuItemsOf(tx, truckId, body.items.map((l) => l.menuItemId))).map((d) => [d.id, d]));
    const lines = body.items.map((line) => {
      const dish = dishes.get(line.menuItemId);
      if (!dish) throw new AppError('MENU_ITEM_NOT_FOUND', 'A dish in your order is no longer on this truck’s menu. Please review your cart.', 'items');
      if (!dish.isAvailable || settings.soldOut.includes(dish.id)) throw new AppError('ITEM_SOLD_OUT', `${dish.name} is sold out today. Please remove it from your cart.`, 'items');
      return { menuItemId: dish.id, name: dish.name, unitPrice: dish.price, quantity: line.quantity, note: line.note || null };
    });

    if ((await repo.openOrderCount(tx, actor.id, truckId)) >= ORDER_LIMITS.openPerTruck) {
      throw new AppError('TOO_MANY_OPEN_ORDERS', `You already have ${ORDER_LIMITS.openPerTruck} open orders at this truck. Pick them up or cancel one first.`);
    }
    const taken = (await repo.slotCounts(tx, truckId, new Date(pickupAt), new Date(pickupAt + SLOT_MS))).get(pickupAt) ?? 0;
    if (taken >= settings.perSlot) throw new AppError('SLOT_FULL', `The ${time(body.pickupAt)} pickup is full. Please choose another time.`, 'pickupAt');

    const row = await repo.insertOrder(
      tx,
      {
        truckId,
        customerId: actor.id,
        number: await repo.nextNumber(tx, truckId, dayStart(at)),
        pickupAt: new Date(pickupAt),
        pickupCode: String(randomInt(0, 10_000)).padStart(4, '0'),
        total: orderTotal(lines),
        idempotencyKey: key ?? null,
        requestHash: hash,
      },
      lines,
      actor.id,
    );
    return { id: row.id, replayed: false, hash };
  }

  return {
    /** The pickup times a truck offers now, each with the orders it still has room for. */
    async pickupSlots(truckId: string, locale: Locale = 'en'): Promise<PickupSlots> {
      const at = now();
      const { serving } = await window(db, truckId, at);
      const settings = settingsFrom(await repo.orderingOf(db, truckId), at);
      const reason = refusal(serving, settings, at, locale);
      if (reason) return { accepting: false, reason, prepMinutes: settings.prepMinutes, slots: [], soldOut: settings.soldOut };
      const times = pickupSlotTimes(at, settings.prepMinutes, serving.openUntil ?? at + DAY_MS);
      const counts = times.length ? await repo.slotCounts(db, truckId, new Date(times[0]!), new Date(times.at(-1)! + SLOT_MS)) : new Map<number, number>();
      const slots = times.map((t) => ({ at: new Date(t).toISOString(), left: Math.max(0, settings.perSlot - (counts.get(t) ?? 0)) }));
      const noneLeft = locale === 'hi' ? 'आज पिकअप का कोई समय बाक़ी नहीं है।' : 'No pickup times are left today.';
      return { accepting: true, reason: slots.length ? null : noneLeft, prepMinutes: settings.prepMinutes, slots, soldOut: settings.soldOut };
    },

    /**
     * Places an order with the menu's prices. A retry with the same Idempotency-Key answers the
     * order it made (`replayed`); the key reused for a different order is refused.
     */
    async place(actor: UserRow, truckId: string, body: PlaceOrder, key?: string): Promise<{ order: Order; replayed: boolean }> {
      const at = now();
      const { truck } = await window(db, truckId, at);
      if (!policies['order:place'](actor, truck)) throw forbidden('You cannot pre-order from your own truck');
      const hash = requestHash(truckId, body);
      let placed: { id: string; replayed: boolean; hash: string | null };
      try {
        placed = await db.transaction((tx) => placeLocked(tx, actor, truckId, body, at, hash, key));
      } catch (error) {
        // The same key sent twice at once: the second insert loses the race and answers the first's order.
        const earlier = key && isUniqueViolation(error) ? await repo.byIdempotencyKey(db, actor.id, key) : undefined;
        if (!earlier) throw error;
        placed = { id: earlier.id, replayed: true, hash: earlier.requestHash };
      }
      if (placed.replayed && placed.hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order. Send a new key for a new order.');
      const order = (await stored(placed.id))!;
      if (!placed.replayed) {
        onChanged({ orderId: order.id, status: 'placed', customerId: actor.id, ownerId: order.ownerId });
        // The owner's bell and phone too, not only an open order screen.
        const dishes = order.items.reduce((n, line) => n + line.quantity, 0);
        if (order.ownerId) await tellUser({ userId: order.ownerId, truckId: order.truck.id, kind: 'order', words: newOrderNotice(order, dishes), url: '/owner/orders' });
      }
      return { order: view(order, actor), replayed: placed.replayed };
    },

    async get(actor: UserRow, id: string): Promise<Order> {
      const order = await stored(id);
      if (!order || !policies['order:view'](actor, { customerId: order.customer.id, truckOwnerId: order.ownerId })) throw notFound('ORDER_NOT_FOUND');
      return view(order, actor);
    },

    /** The customer's orders, newest first. */
    async mine(actor: UserRow, page: number) {
      const [orders, total] = await Promise.all([
        repo.loadOrders(db, repo.byCustomer(actor.id), { limit: repo.PAGE_SIZE, offset: (page - 1) * repo.PAGE_SIZE }),
        repo.customerOrderCount(db, actor.id),
      ]);
      return { orders: orders.map((o) => view(o, actor)), total, page, pages: Math.max(1, Math.ceil(total / repo.PAGE_SIZE)) };
    },

    async cancel(actor: UserRow, id: string): Promise<Order> {
      const order = await stored(id);
      if (!order || !policies['order:cancel'](actor, { customerId: order.customer.id })) throw notFound('ORDER_NOT_FOUND');
      return view(await move(order, 'cancelled', actor, 'customer'), actor);
    },

    /** The owner's open orders and today's closed ones (of one truck, or all theirs), with today's figures. */
    async ownerOrders(actor: UserRow, query: { truckId?: string; status?: OrderStatus }) {
      const truckIds = query.truckId ? [(await trucks.manageable(actor, query.truckId)).id] : await repo.ownedTruckIds(db, actor.id);
      const since = dayStart(now());
      if (truckIds.length === 0) return { orders: [], today: { orders: 0, pickedUp: 0, revenue: 0 } };
      const [orders, today] = await Promise.all([
        repo.loadOrders(db, repo.ownerOrdersWhere(truckIds, since, query.status), { limit: repo.OWNER_LIST_LIMIT }),
        repo.todayTotals(db, truckIds, since),
      ]);
      return { orders: orders.map((o) => view(o, actor)), today };
    },

    async accept(actor: UserRow, id: string, readyBy: string): Promise<Order> {
      const order = await ownersOrder(actor, id);
      const at = Date.parse(readyBy);
      if (at < now() - 60_000 || at > now() + 12 * HOUR_MS) throw badRequest('Ready by must be a time in the next 12 hours', 'readyBy');
      const moved = await move(order, 'accepted', actor, 'owner', { readyBy: new Date(at) });
      await tell(moved, acceptedNotice(moved));
      return view(moved, actor);
    },

    /** The owner says an accepted order runs late: its ready-by time moves, and the customer is told. */
    async runningLate(actor: UserRow, id: string, minutes: number): Promise<Order> {
      const order = await ownersOrder(actor, id);
      if (order.status !== 'accepted') {
        const now = order.status === 'placed' ? 'not accepted yet' : order.status === 'picked_up' ? 'already picked up' : `already ${order.status}`;
        throw new AppError('ORDER_STATE_CONFLICT', `This order is ${now}: only an accepted order can run late.`);
      }
      const left = ORDER_LIMITS.lateMax - order.lateMinutes;
      if (minutes > left) throw badRequest(left <= 0 ? `This order is already ${ORDER_LIMITS.lateMax} minutes late. Mark it ready, or call the customer.` : `At most ${left} more minutes: an order runs at most ${ORDER_LIMITS.lateMax} minutes late.`, 'minutes');
      const delayed = await db.transaction((tx) => repo.delayOrder(tx, id, minutes, ORDER_LIMITS.lateMax));
      if (!delayed) throw new AppError('ORDER_STATE_CONFLICT', 'This order just changed. Look at it again.');
      onChanged({ orderId: id, status: 'accepted', customerId: order.customer.id, ownerId: order.ownerId });
      const moved = (await stored(id))!;
      await tell(moved, runningLateNotice(moved));
      return view(moved, actor);
    },

    async reject(actor: UserRow, id: string, reason: string): Promise<Order> {
      const moved = await move(await ownersOrder(actor, id), 'rejected', actor, 'owner', { rejectReason: reason });
      await tell(moved, rejectedNotice(moved, reason));
      return view(moved, actor);
    },

    async ready(actor: UserRow, id: string): Promise<Order> {
      const moved = await move(await ownersOrder(actor, id), 'ready', actor, 'owner');
      await tell(moved, readyNotice(moved));
      return view(moved, actor);
    },

    /** Hands an order over: only with the code the customer shows. */
    async pickedUp(actor: UserRow, id: string, code: string): Promise<Order> {
      const order = await ownersOrder(actor, id);
      if (canMoveOrder(order.status, 'picked_up')) {
        // A few tries in a while, each counted before it is compared: a 4-digit code cannot be guessed.
        if ((await repo.countCodeTry(db, id)) > ORDER_LIMITS.codeTries) {
          throw new AppError('RATE_LIMITED', `Too many codes tried for this order. Ask the customer to show the code on their order page, and try again in ${repo.CODE_TRY_WINDOW_MINUTES} minutes.`, 'code');
        }
        if (code !== order.pickupCode) throw new AppError('WRONG_PICKUP_CODE', 'That pickup code does not match this order. Ask the customer to show the code on their order page.', 'code');
      }
      return view(await move(order, 'picked_up', actor, 'owner'), actor);
    },

    async settings(actor: UserRow, truckId: string): Promise<OrderingSettings> {
      await trucks.manageable(actor, truckId);
      return settingsFrom(await repo.orderingOf(db, truckId), now());
    },

    /** Saves a truck's ordering settings; the sold-out list is for today (the truck's day). */
    async saveSettings(actor: UserRow, truckId: string, settings: OrderingSettings): Promise<OrderingSettings> {
      await trucks.manageable(actor, truckId);
      const soldOut = [...new Set(settings.soldOut)];
      if (soldOut.length > 0 && (await repo.menuItemsOf(db, truckId, soldOut)).length !== soldOut.length) throw badRequest('A sold-out dish is not on this truck’s menu', 'soldOut');
      const at = now();
      const row = await repo.saveOrdering(db, { truckId, takingOrders: settings.takingOrders, prepMinutes: settings.prepMinutes, perSlot: settings.perSlot, soldOut, soldOutOn: localDateIn(at, timeZone) });
      return settingsFrom(row, at);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
