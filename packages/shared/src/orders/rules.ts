/**
 * Ordering ahead for pickup: the limits, the order's life (which status may follow which) and the
 * pickup slots. The server holds every rule; the screens show the same ones. Payment is at the
 * truck, so an order's total is what was recorded when it was placed.
 */

export const ORDER_LIMITS = {
  /** Dishes in one order, counting quantities (two masala dosas are two). */
  itemsPerOrder: 20,
  /** Different dishes (lines) in one order. */
  linesPerOrder: 20,
  /** Orders a customer may have open (placed, accepted or ready) at one truck at once. */
  openPerTruck: 3,
  noteMax: 140,
  reasonMax: 200,
  slotMinutes: 15,
  /** How old the pickup times an order screen shows may be: it reads them again this often, and a server-rendered one is rendered again after it. */
  slotsFreshMs: 60_000,
  prepMinutes: { min: 5, max: 120, default: 15 },
  perSlot: { min: 1, max: 50, default: 5 },
  /** Dishes an owner may mark sold out for the day. */
  soldOutMax: 200,
  idempotencyKeyMax: 100,
  /** Pickup codes an owner may try for one order within 15 minutes. */
  codeTries: 5,
  pageSize: 20,
  /** "Running late": the minutes an owner may add at a time, and in all to one order. */
  lateSteps: [5, 10, 15, 30],
  lateMax: 90,
} as const;

/** The minutes an owner may say an order runs late by, at a time. */
export type LateStep = (typeof ORDER_LIMITS.lateSteps)[number];

export const ORDER_STATUSES = ['placed', 'accepted', 'ready', 'picked_up', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

const ORDER_STATUS_LABELS_HI: Record<OrderStatus, string> = {
  placed: 'ऑर्डर हुआ',
  accepted: 'स्वीकार हुआ',
  ready: 'लेने के लिए तैयार',
  picked_up: 'ले लिया गया',
  rejected: 'मना हुआ',
  cancelled: 'रद्द हुआ',
};

/** An order's status in words, in a language. */
export function orderStatusLabel(status: OrderStatus, locale: 'en' | 'hi' = 'en'): string {
  return (locale === 'hi' ? ORDER_STATUS_LABELS_HI : ORDER_STATUS_LABELS)[status];
}

/** Which status may follow which: an order moves only forward, and ends picked up, rejected or cancelled. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['accepted', 'rejected', 'cancelled'],
  // An owner who runs out after accepting can still say so.
  accepted: ['ready', 'rejected'],
  ready: ['picked_up'],
  picked_up: [],
  rejected: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Orders still to be handed over: they count against a customer's open orders at a truck. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'ready'];
/** Orders that take room in their pickup slot (a handed-over order did; a refused one gives it back). */
export const SLOT_TAKING_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'ready', 'picked_up'];

/**
 * The pickup times a customer may choose: every quarter hour from when the first order could be
 * ready (now plus the truck's preparation time) until before the truck leaves.
 */
export function pickupSlotTimes(now: number, prepMinutes: number, endsAt: number): number[] {
  const slotMs = ORDER_LIMITS.slotMinutes * 60_000;
  const slots: number[] = [];
  for (let at = Math.ceil((now + prepMinutes * 60_000) / slotMs) * slotMs; at < endsAt; at += slotMs) slots.push(at);
  return slots;
}

/** An order's total in rupees from its lines (prices as the server recorded them). */
export const orderTotal = (lines: ReadonlyArray<{ unitPrice: number; quantity: number }>): number =>
  Math.round(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * 100) / 100;
