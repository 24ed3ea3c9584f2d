import { z } from '../zod-runtime.js';
import { APPROVAL_STATUSES, CURRENCIES, EVENT_STATUSES, EVENT_TYPES, MAX_SEARCH_RADIUS_KM } from '../constants.js';
import { limitQuery, pagingQuery, queryNumber, radiusWithin } from '../query.js';
import { LatitudeQuerySchema, LongitudeQuerySchema, PaginationSchema } from '../trucks/schemas.js';

/** `location=lat,lng[,radiusKm]` on the events list; radius defaults to 10 km. */
const EventLocationParamSchema = z
  .string()
  .max(100, 'location is too long')
  .transform((value, ctx) => {
    const [lat, lng, radius = '10'] = value.split(',').map((s) => s.trim());
    const parsed = z
      .object({
        lat: LatitudeQuerySchema,
        lng: LongitudeQuerySchema,
        radiusKm: queryNumber('location radius', radiusWithin('location radius', MAX_SEARCH_RADIUS_KM)),
      })
      .safeParse({ lat, lng, radiusKm: radius });
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `location must be lat,lng[,radius]: ${parsed.error.issues[0]!.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

export const EventListQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  eventType: z.enum([...EVENT_TYPES, 'all'], { error: `eventType must be one of ${EVENT_TYPES.join(', ')}` }).optional(),
  status: z.enum([...EVENT_STATUSES, 'all'], { error: `status must be one of ${EVENT_STATUSES.join(', ')}` }).optional(),
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
  /** Admins only: events by where they stand in review (everyone else sees approved events alone). */
  approval: z.enum([...APPROVAL_STATUSES, 'all'], { error: `approval must be one of ${APPROVAL_STATUSES.join(', ')}` }).optional(),
  location: EventLocationParamSchema.optional(),
  /** Events starting in this window ('This Week'). */
  from: z.iso.datetime({ offset: true, error: 'from must be a date and time' }).transform((v) => new Date(v)).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be a date and time' }).transform((v) => new Date(v)).optional(),
  ...pagingQuery({ defaultLimit: 10, maxLimit: 50 }),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const OrganizerParamsSchema = z.object({ organizerId: z.uuid({ error: 'Invalid organizer id' }) });
export const OrganizerEventsQuerySchema = z.object(pagingQuery({ defaultLimit: 20, maxLimit: 50 }));

export const UpcomingEventsQuerySchema = z.object({ limit: limitQuery(5, 50) });

export const EventIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid event id' }) });

export const EventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  date: z.string(),
  endDate: z.string().nullable(),
  location: z.object({
    address: z.string().nullable(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  eventType: z.enum(EVENT_TYPES),
  organizer: z.object({ _id: z.string(), name: z.string(), userType: z.string() }),
  organizerType: z.string().nullable(),
  participatingTrucks: z.array(
    z.object({
      truck: z.object({ _id: z.string(), name: z.string(), cuisine: z.string(), image: z.string().nullable() }),
      status: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
  maxParticipants: z.number().nullable(),
  registrationDeadline: z.string().nullable(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  featured: z.boolean(),
  requirements: z.string().nullable(),
  contactInfo: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  pricing: z.object({ participationFee: z.number(), currency: z.enum(CURRENCIES) }),
  status: z.enum(EVENT_STATUSES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  /** Why an admin did not approve it (seen by the organizer). */
  rejectionReason: z.string().nullable(),
  participantCount: z.number(),
  /** Null when participation is unlimited. */
  availableSpots: z.number().nullable(),
  isRegistrationOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoodEvent = z.infer<typeof EventSchema>;

export const EventListResultSchema = z.object({ events: z.array(EventSchema), pagination: PaginationSchema });
/** The public events list, with what its header counts over every listed event (not only this page). */
export const EventSearchResultSchema = EventListResultSchema.extend({
  summary: z.object({
    trucks: z.number().int().describe('Trucks taking part in the listed events'),
    cities: z.number().int().describe('Cities the listed events are in (each event counted in the nearest city DishRated lists)'),
  }),
});
export const EventsOnlySchema = z.object({ events: z.array(EventSchema) });
export const EventDetailSchema = z.object({ event: EventSchema });

export const EVENT_FORM_REQUIRED = 'Please fill in all required fields including title, description, image, date, and location';
export const EVENT_REJECTION_MIN = 10;
/** Featured events listed by default. */
export const FEATURED_EVENTS_LIMIT = 5;

const required = (max: number, label: string) =>
  z.string({ error: EVENT_FORM_REQUIRED }).trim().min(1, EVENT_FORM_REQUIRED).max(max, `${label} must be at most ${max} characters`);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).transform((value) => new Date(value));

/** The fields of an event an organizer writes. Strict: approval, status by admins, organizer and counts are never set here. */
const EventFieldsSchema = z.strictObject(
  {
    title: required(120, 'Title'),
    description: required(5000, 'Description'),
    image: z
      .string({ error: EVENT_FORM_REQUIRED })
      .trim()
      .min(1, EVENT_FORM_REQUIRED)
      .max(500, 'Image URL is too long')
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[\w\-./]+$/.test(v), 'Invalid Image URL'),
    date: instant('Event date'),
    endDate: instant('End date').nullable().optional(),
    eventType: z.enum(EVENT_TYPES, { error: `eventType must be one of ${EVENT_TYPES.join(', ')}` }),
    location: z.object(
      {
        address: required(200, 'Address'),
        coordinates: z
          .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
          .nullable()
          .optional(),
      },
      { error: EVENT_FORM_REQUIRED },
    ),
    maxParticipants: z.number().int('Max participants must be a whole number').min(1, 'Max participants must be at least 1').max(10_000).nullable().optional(),
    registrationDeadline: instant('Registration deadline').nullable().optional(),
    tags: z.array(z.string().trim().min(1).max(30, 'Tags must be at most 30 characters')).max(15, 'At most 15 tags').optional(),
    requirements: z.string().trim().max(2000, 'Requirements must be at most 2000 characters').nullable().optional(),
    contactInfo: z
      .object({
        email: z.email('Contact email must be a valid email').max(254).nullable().optional().or(z.literal('')),
        phone: z.string().trim().max(20, 'Phone must be at most 20 characters').nullable().optional(),
      })
      .optional(),
    pricing: z
      .object({
        participationFee: z.number().min(0, 'Participation fee cannot be negative').max(1_000_000),
        currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }).default('INR'),
      })
      .optional(),
    /** Only the organizer's own publishing choice; completed follows from the date. */
    status: z.enum(['published', 'draft', 'cancelled'], { error: 'status must be published, draft or cancelled' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} cannot be set` : undefined) },
);

export interface EventDates {
  date: Date;
  endDate?: Date | null;
  registrationDeadline?: Date | null;
}

/** The date rules of an event, as one check (the server runs it on the merged event when editing). */
export function eventDateProblem(event: EventDates, now = new Date(), { requireFuture = true } = {}): { field: string; message: string } | null {
  if (requireFuture && event.date.getTime() <= now.getTime()) return { field: 'date', message: 'Event date must be in the future' };
  if (event.endDate instanceof Date && event.endDate.getTime() <= event.date.getTime()) return { field: 'endDate', message: 'End date must be after start date' };
  if (event.registrationDeadline instanceof Date && event.registrationDeadline.getTime() >= event.date.getTime()) {
    return { field: 'registrationDeadline', message: 'Registration deadline must be before event date' };
  }
  return null;
}

export const EventCreateBodySchema = EventFieldsSchema.superRefine((event, ctx) => {
  // Zod runs this even when a field failed; the date rules only apply to dates that parsed.
  if (!(event.date instanceof Date)) return;
  const problem = eventDateProblem(event);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type EventCreateBody = z.infer<typeof EventCreateBodySchema>;

export const EventUpdateBodySchema = EventFieldsSchema.partial().refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type EventUpdateBody = z.infer<typeof EventUpdateBodySchema>;

export const EventRegisterBodySchema = z.strictObject({ truckId: z.uuid({ error: 'Choose one of your trucks' }) });
export const EventUnregisterQuerySchema = z.object({ truckId: z.uuid({ error: 'Invalid truck id' }).optional() });
export const FeaturedEventsQuerySchema = z.object({ limit: limitQuery(FEATURED_EVENTS_LIMIT, 50) });

export const EventApproveBodySchema = z.strictObject({ notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional() });
export const EventRejectBodySchema = z.strictObject({
  rejectionReason: z
    .string({ error: `Rejection reason must be at least ${EVENT_REJECTION_MIN} characters long` })
    .trim()
    .min(EVENT_REJECTION_MIN, `Rejection reason must be at least ${EVENT_REJECTION_MIN} characters long`)
    .max(1000, 'Rejection reason must be at most 1000 characters'),
});

/**
 * Whether an event waits for an admin before it is public: a city event (a public gathering in
 * the city's name) made or turned into one by anyone but an admin. An owner's own truck event or
 * offer is public at once.
 */
export const needsAdminApproval = (role: string, eventType: string): boolean => role !== 'admin' && eventType === 'city_event';
