import { z } from 'zod';
import { CURRENCIES, EVENT_STATUSES, EVENT_TYPES } from '../constants.js';
import { limitQuery, pagingQuery, queryNumber } from '../query.js';
import { LatitudeQuerySchema, LongitudeQuerySchema, MAX_SEARCH_RADIUS_KM, PaginationSchema } from '../trucks/schemas.js';

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
        radiusKm: queryNumber('location radius').pipe(
          z.number().gt(0, 'location radius must be greater than 0').max(MAX_SEARCH_RADIUS_KM, `location radius must be at most ${MAX_SEARCH_RADIUS_KM} km`),
        ),
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
  location: EventLocationParamSchema.optional(),
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
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  participantCount: z.number(),
  /** Null when participation is unlimited. */
  availableSpots: z.number().nullable(),
  isRegistrationOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoodEvent = z.infer<typeof EventSchema>;

export const EventListResultSchema = z.object({ events: z.array(EventSchema), pagination: PaginationSchema });
export const EventsOnlySchema = z.object({ events: z.array(EventSchema) });
export const EventDetailSchema = z.object({ event: EventSchema });
