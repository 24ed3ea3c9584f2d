import { z } from '../zod-runtime.js';
import { text } from '../fields.js';
import { ORDER_LIMITS, ORDER_STATUSES } from './rules.js';

/** One dish in the cart as the customer sends it: never a price (the server reads prices from the menu). */
export const OrderLineInputSchema = z.strictObject({
  menuItemId: z.uuid({ error: 'Invalid dish id' }),
  quantity: z.int({ error: 'Quantity must be a whole number' }).min(1, { error: 'Quantity must be at least 1' }).max(ORDER_LIMITS.itemsPerOrder, { error: `Quantity must be at most ${ORDER_LIMITS.itemsPerOrder}` }),
  note: text('Note').trim().max(ORDER_LIMITS.noteMax, { error: `A note must be at most ${ORDER_LIMITS.noteMax} characters` }).optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/** Placing an order. Strict: a price or total sent by the client is refused, not ignored. */
export const PlaceOrderSchema = z
  .strictObject({
    items: z
      .array(OrderLineInputSchema)
      .min(1, { error: 'Add at least one dish to your order' })
      .max(ORDER_LIMITS.linesPerOrder, { error: `An order can hold at most ${ORDER_LIMITS.linesPerOrder} different dishes` }),
    pickupAt: z.iso.datetime({ offset: true, error: 'Choose a pickup time' }),
  })
  .refine((order) => order.items.reduce((n, line) => n + line.quantity, 0) <= ORDER_LIMITS.itemsPerOrder, {
    error: `An order can hold at most ${ORDER_LIMITS.itemsPerOrder} dishes`,
    path: ['items'],
  })
  .refine((order) => new Set(order.items.map((line) => line.menuItemId)).size === order.items.length, {
    error: 'Each dish appears once in an order: change its quantity instead',
    path: ['items'],
  });
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

/** The Idempotency-Key header: a retried request with the same key gets the same order. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key must be 8 to 100 characters' })
    .max(ORDER_LIMITS.idempotencyKeyMax, { error: 'Idempotency-Key must be 8 to 100 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces' })
    .optional(),
});

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderLineSchema = z.object({
  menuItemId: z.string().nullable(),
  name: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  note: z.string().nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderHistoryEntrySchema = z.object({ status: OrderStatusSchema, at: z.string(), by: z.enum(['customer', 'owner']) });

export const OrderSchema = z.object({
  id: z.string(),
  number: z.number().describe('A short number for the counter, counted per truck and day'),
  truck: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }),
  status: OrderStatusSchema,
  items: z.array(OrderLineSchema),
  total: z.number(),
  pickupAt: z.string(),
  readyBy: z.string().nullable(),
  /** Minutes the owner has said it runs late, in all (readyBy already includes them). */
  lateMinutes: z.number(),
  /** Shown to the customer only: the owner asks for it at the counter. */
  pickupCode: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(OrderHistoryEntrySchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid order id' }) });

export const MyOrdersQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const OrderListSchema = z.object({ orders: z.array(OrderSchema), total: z.number(), page: z.number(), pages: z.number() });

export const OwnerOrdersQuerySchema = z.object({
  truckId: z.uuid({ error: 'Invalid truck id' }).optional(),
  status: OrderStatusSchema.optional(),
});
export const OwnerOrdersSchema = z.object({
  orders: z.array(OrderSchema),
  /** Today's figures over the listed trucks (orders handed over, and their recorded revenue). */
  today: z.object({ orders: z.number(), pickedUp: z.number(), revenue: z.number() }),
});

export const AcceptOrderSchema = z.strictObject({ readyBy: z.iso.datetime({ offset: true, error: 'Say when the order will be ready' }) });
export const RejectOrderSchema = z.strictObject({
  reason: text('Reason').trim().min(1, { error: 'Say why the order is rejected' }).max(ORDER_LIMITS.reasonMax, { error: `A reason must be at most ${ORDER_LIMITS.reasonMax} characters` }),
});
export const RunningLateSchema = z.strictObject({
  minutes: z.literal(ORDER_LIMITS.lateSteps, { error: `Say how late: ${ORDER_LIMITS.lateSteps.join(', ')} minutes` }),
});
export const PickedUpSchema = z.strictObject({ code: z.string().regex(/^\d{4}$/, { error: 'The pickup code is 4 digits' }) });

export const OrderingSettingsSchema = z.strictObject({
  takingOrders: z.boolean(),
  prepMinutes: z.int().min(ORDER_LIMITS.prepMinutes.min, { error: `Preparation takes at least ${ORDER_LIMITS.prepMinutes.min} minutes` }).max(ORDER_LIMITS.prepMinutes.max, { error: `Preparation must be at most ${ORDER_LIMITS.prepMinutes.max} minutes` }),
  perSlot: z.int().min(ORDER_LIMITS.perSlot.min, { error: 'Take at least 1 order per slot' }).max(ORDER_LIMITS.perSlot.max, { error: `At most ${ORDER_LIMITS.perSlot.max} orders per slot` }),
  soldOut: z.array(z.uuid({ error: 'Invalid dish id' })).max(ORDER_LIMITS.soldOutMax, { error: `At most ${ORDER_LIMITS.soldOutMax} dishes can be sold out` }),
});
export type OrderingSettings = z.infer<typeof OrderingSettingsSchema>;

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = { takingOrders: false, prepMinutes: ORDER_LIMITS.prepMinutes.default, perSlot: ORDER_LIMITS.perSlot.default, soldOut: [] };

export const PickupSlotsSchema = z.object({
  /** Whether an order can be placed now (open and taking orders); `reason` says why not. */
  accepting: z.boolean(),
  reason: z.string().nullable(),
  prepMinutes: z.number(),
  slots: z.array(z.object({ at: z.string(), left: z.number() })),
  soldOut: z.array(z.string()),
});
export type PickupSlots = z.infer<typeof PickupSlotsSchema>;
