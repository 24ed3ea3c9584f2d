import { z } from '../zod-runtime.js';
import { CUISINES } from '../constants.js';
import { roundCoordinate } from '../geo.js';
import { isRealDate, zonedInstant, DEFAULT_TRUCK_TIME_ZONE } from '../stops/calendar.js';
import { text } from '../fields.js';
import { pagingQuery } from '../query.js';
import { PaginationSchema } from '../trucks/schemas.js';

/**
 * Hiring a truck for an event: a customer's catering request reaches the trucks that serve a
 * wanted cuisine, cover the place and are free then; their owners quote; the customer books one.
 */
export const CATERING = {
  guestsMin: 10,
  guestsMax: 5000,
  /** Rupees per head: a plate at a wedding rarely passes a few thousand. */
  budgetMax: 100_000,
  /** Open requests (not yet booked, cancelled or closed) a customer may have at once. */
  openPerCustomer: 5,
  occasionMax: 120,
  messageMax: 2000,
  addressMax: 200,
  /** How far an owner's trucks travel to cater, from their usual stops, unless the owner says otherwise. */
  defaultServiceRadiusKm: 15,
  serviceRadiusMaxKm: 200,
  /** The longest event a request books, in hours (a whole day's service). */
  maxHours: 16,
  /** How far ahead a request may be for. */
  maxDaysAhead: 365,
  /** A quote's menu: dishes from the truck's menu, and words for what is not on it. */
  quoteDishesMax: 40,
  quoteMenuTextMax: 1000,
  quoteMessageMax: 1000,
  /** A thread between a customer and one truck's owner is short by design: the quote says the rest. */
  threadMessagesMax: 50,
  threadMessageMax: 1000,
  reasonMax: 500,
} as const;

/** An owner's quote is on offer until withdrawn; accepting one declines the others. */
export const CATERING_QUOTE_STATUSES = ['active', 'withdrawn', 'accepted', 'declined'] as const;
export type CateringQuoteStatus = (typeof CATERING_QUOTE_STATUSES)[number];

/** What a request can ask of the food: each a need the whole menu must meet. */
export const DIET_NEEDS = ['veg-only', 'jain', 'no-onion-garlic', 'halal', 'vegan'] as const;
export type DietNeed = (typeof DIET_NEEDS)[number];

/** A request is open for quotes until it is booked, or the customer cancels it, or an admin closes it as spam. */
export const CATERING_REQUEST_STATUSES = ['open', 'booked', 'cancelled', 'closed'] as const;
export type CateringRequestStatus = (typeof CATERING_REQUEST_STATUSES)[number];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const CateringRequestBodySchema = z
  .strictObject(
    {
      date: z.string({ error: 'Date is required' }).regex(DATE, 'Date must be a date (YYYY-MM-DD)').refine(isRealDate, 'Date is not a date in the calendar'),
      startTime: z.string({ error: 'Start time is required' }).regex(TIME, 'Start time must be a time (HH:MM, 24-hour)'),
      endTime: z.string({ error: 'End time is required' }).regex(TIME, 'End time must be a time (HH:MM, 24-hour)'),
      place: z.strictObject({
        address: text('Address').trim().min(1, 'Address is required').max(CATERING.addressMax, `Address must be at most ${CATERING.addressMax} characters`),
        latitude: z.number({ error: 'Pick the place on the map or by address' }).min(-90).max(90).overwrite(roundCoordinate),
        longitude: z.number({ error: 'Pick the place on the map or by address' }).min(-180).max(180).overwrite(roundCoordinate),
      }),
      guests: z
        .number({ error: 'Guests must be a number' })
        .int('Guests must be a whole number')
        .min(CATERING.guestsMin, `Guests must be at least ${CATERING.guestsMin}`)
        .max(CATERING.guestsMax, `Guests must be at most ${CATERING.guestsMax}`),
      budgetPerHead: z.number({ error: 'Budget per head must be a number' }).int('Budget per head must be whole rupees').min(1, 'Budget per head must be at least ₹1').max(CATERING.budgetMax),
      cuisines: z.array(z.enum(CUISINES, { error: 'Choose cuisines from the list' })).min(1, 'Choose at least one cuisine').max(CUISINES.length),
      diets: z.array(z.enum(DIET_NEEDS, { error: `Diet needs must be among ${DIET_NEEDS.join(', ')}` })).max(DIET_NEEDS.length).default([]),
      occasion: text('Occasion').trim().min(1, 'Occasion is required').max(CATERING.occasionMax, `Occasion must be at most ${CATERING.occasionMax} characters`),
      message: text('Message').trim().max(CATERING.messageMax, `Message must be at most ${CATERING.messageMax} characters`).default(''),
      /** Asked of one truck (Book this truck on its page) rather than of every truck that matches. */
      truckId: z.uuid({ error: 'Invalid truck id' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .superRefine((body, ctx) => {
    if (body.startTime === body.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must differ from the start time' });
    if (new Set(body.cuisines).size !== body.cuisines.length) ctx.addIssue({ code: 'custom', path: ['cuisines'], message: 'Each cuisine can appear only once' });
    const { from, to } = cateringWindow(body);
    if (to - from > CATERING.maxHours * 3_600_000) ctx.addIssue({ code: 'custom', path: ['endTime'], message: `An event can last at most ${CATERING.maxHours} hours` });
  });
export type CateringRequestBody = z.input<typeof CateringRequestBodySchema>;

/**
 * When a request's event runs, as instants: its date and times are India's (where the trucks
 * are); an end at or before the start is past midnight, as with a truck's stops.
 */
export function cateringWindow(request: { date: string; startTime: string; endTime: string }): { from: number; to: number } {
  const from = zonedInstant(request.date, request.startTime, DEFAULT_TRUCK_TIME_ZONE);
  let to = zonedInstant(request.date, request.endTime, DEFAULT_TRUCK_TIME_ZONE);
  if (to <= from) to += 24 * 3_600_000;
  return { from, to };
}

export const CateringQuoteBodySchema = z.strictObject(
  {
    truckId: z.uuid({ error: 'Invalid truck id' }),
    pricePerHead: z.number({ error: 'Price per head must be a number' }).int('Price per head must be whole rupees').min(1, 'Price per head must be at least ₹1').max(CATERING.budgetMax),
    minimumGuests: z.number({ error: 'Minimum guests must be a number' }).int('Minimum guests must be a whole number').min(1, 'Minimum guests must be at least 1').max(CATERING.guestsMax),
    menu: z.strictObject({
      dishIds: z.array(z.uuid({ error: 'Invalid dish id' })).max(CATERING.quoteDishesMax, `At most ${CATERING.quoteDishesMax} dishes`).default([]),
      text: text('Menu').trim().max(CATERING.quoteMenuTextMax, `Menu must be at most ${CATERING.quoteMenuTextMax} characters`).default(''),
    }),
    message: text('Message').trim().max(CATERING.quoteMessageMax, `Message must be at most ${CATERING.quoteMessageMax} characters`).default(''),
    validUntil: z.string({ error: 'Valid until is required' }).regex(DATE, 'Valid until must be a date (YYYY-MM-DD)').refine(isRealDate, 'Valid until is not a date in the calendar'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
).refine((quote) => quote.menu.dishIds.length > 0 || quote.menu.text.length > 0, { path: ['menu'], message: 'Say what you would serve: dishes from your menu, or in words' });
export type CateringQuoteBody = z.input<typeof CateringQuoteBodySchema>;

/** A quote as both sides read it: the truck by name, the dishes by name and price. */
export const CateringQuoteSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  truck: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(CATERING_QUOTE_STATUSES),
  pricePerHead: z.number(),
  minimumGuests: z.number(),
  /** What the quote comes to for the request's guests (at least the minimum), in rupees. */
  total: z.number(),
  menu: z.object({ dishes: z.array(z.object({ id: z.string(), name: z.string() })), text: z.string() }),
  message: z.string(),
  validUntil: z.string(),
  updatedAt: z.string(),
});
export type CateringQuote = z.infer<typeof CateringQuoteSchema>;
export const CateringQuoteResultSchema = z.object({ quote: CateringQuoteSchema });
export const CateringQuoteParamsSchema = z.object({ id: z.uuid({ error: 'Invalid catering request id' }), quoteId: z.uuid({ error: 'Invalid quote id' }) });

/** What a quote comes to: the price per head for the guests, or for the minimum when fewer come. */
export const quoteTotal = (quote: { pricePerHead: number; minimumGuests: number }, guests: number) => quote.pricePerHead * Math.max(guests, quote.minimumGuests);

export const CateringRequestSchema = z.object({
  id: z.string(),
  status: z.enum(CATERING_REQUEST_STATUSES),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  guests: z.number(),
  budgetPerHead: z.number(),
  cuisines: z.array(z.enum(CUISINES)),
  diets: z.array(z.enum(DIET_NEEDS)),
  occasion: z.string(),
  message: z.string(),
  /** The truck asked for by name, if the customer chose one. */
  truckId: z.string().nullable(),
  /** How many trucks the request reached. */
  matchedTrucks: z.number(),
  /** Why it was cancelled or closed. */
  closedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CateringRequest = z.infer<typeof CateringRequestSchema>;

/** How to reach the other side, shown once a request is booked (never before). */
export const CateringContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });

/** One request with the quotes on offer (withdrawn ones left out) and, once booked, the truck and its owner's contact. */
export const CateringRequestDetailSchema = CateringRequestSchema.extend({
  quotes: z.array(CateringQuoteSchema),
  booking: z.object({ truck: z.object({ id: z.string(), name: z.string() }), owner: CateringContactSchema }).nullable(),
});
export type CateringRequestDetail = z.infer<typeof CateringRequestDetailSchema>;

/** A request as an owner sees it: which of their trucks it reached, and no customer's address or number. */
export const OwnerCateringRequestSchema = CateringRequestSchema.omit({ matchedTrucks: true, truckId: true }).extend({
  trucks: z.array(z.object({ id: z.string(), name: z.string() })),
  customerName: z.string(),
  /** The owner's own quotes on the request (withdrawn ones left out). */
  quotes: z.array(CateringQuoteSchema),
  /** The customer's contact, once one of the owner's trucks is booked for it. */
  customerContact: CateringContactSchema.nullable(),
});
export type OwnerCateringRequest = z.infer<typeof OwnerCateringRequestSchema>;

export const CateringRequestResultSchema = z.object({ request: CateringRequestSchema });
export const CateringRequestDetailResultSchema = z.object({ request: CateringRequestDetailSchema });
export const CateringRequestListSchema = z.object({ requests: z.array(CateringRequestSchema) });
export const OwnerCateringRequestListSchema = z.object({ requests: z.array(OwnerCateringRequestSchema) });
export const CateringRequestIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid catering request id' }) });

/** How far a truck travels to cater, from its usual stops and where it stands. */
export const CateringAreaSchema = z.strictObject({
  radiusKm: z.number({ error: 'Catering reach must be a number' }).int('Catering reach must be whole kilometres').min(1, 'Catering reach must be at least 1 km').max(CATERING.serviceRadiusMaxKm, `Catering reach must be at most ${CATERING.serviceRadiusMaxKm} km`),
});
export type CateringArea = z.infer<typeof CateringAreaSchema>;
export const CateringAreaResultSchema = z.object({ area: CateringAreaSchema });

export const CateringThreadParamsSchema = z.object({ id: z.uuid({ error: 'Invalid catering request id' }), truckId: z.uuid({ error: 'Invalid truck id' }) });

export const CateringMessageBodySchema = z.strictObject({
  body: text('Message').trim().min(1, 'Message is required').max(CATERING.threadMessageMax, `Message must be at most ${CATERING.threadMessageMax} characters`),
});

export const CateringMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the customer, or the truck's owner. */
  from: z.enum(['customer', 'owner']),
  body: z.string(),
  createdAt: z.string(),
});
export type CateringMessage = z.infer<typeof CateringMessageSchema>;
export const CateringThreadSchema = z.object({ messages: z.array(CateringMessageSchema) });
export const CateringMessageResultSchema = z.object({ message: CateringMessageSchema });

/** Why a request ends without a booking: the customer's, or an admin's who closes spam. */
export const CateringCloseBodySchema = z.strictObject({
  reason: text('Reason').trim().min(1, 'Reason is required').max(CATERING.reasonMax, `Reason must be at most ${CATERING.reasonMax} characters`),
});

export const AdminCateringQuerySchema = z.object(pagingQuery({ defaultLimit: 20, maxLimit: 100 }));
export const AdminCateringRequestSchema = CateringRequestSchema.extend({ customerName: z.string(), quoteCount: z.number() });
export const AdminCateringListSchema = z.object({ requests: z.array(AdminCateringRequestSchema), pagination: PaginationSchema });
export type AdminCateringRequest = z.infer<typeof AdminCateringRequestSchema>;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Ten or more digits, with the spaces, dashes, dots and brackets people write numbers with. */
const PHONE = /\+?\d[\d\s().-]{8,}\d/g;

/**
 * A thread's words as the other side reads them before a booking: email addresses and phone
 * numbers hidden, so the two sides agree through DishRated until the truck is booked.
 */
export function hideContactDetails(text: string): string {
  return text.replace(EMAIL, () => '[email hidden until booked]').replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 10 ? '[number hidden until booked]' : match));
}
