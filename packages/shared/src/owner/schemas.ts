import { z } from '../zod-runtime.js';
import { WEEKDAYS } from '../constants.js';
import { OWNER_WORDS } from '../trucks/serving.js';
import { ImageUrlSchema } from '../fields.js';
import { queryInt } from '../query.js';
import { parseHoursText } from '../stops/state.js';
import {
  AboutInfoInputSchema,
  CoordinatesSchema,
  TruckFieldsSchema,
  TRUCK_PLAIN_FIELDS,
  type TruckPlainField,
  TruckLocationInputSchema,
  TruckSchema,
  TruckImageSchema,
} from '../trucks/schemas.js';

/** Periods the Analytics tab offers, in days; the API takes any whole number of days up to a year. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_PERIOD = 30;
export const ANALYTICS_MAX_PERIOD = 365;
/** How many of the most helpful reviews the analytics list. */
export const ANALYTICS_TOP_REVIEWS = 5;

/** Guidance on the Images tab: a carousel looks best with 3 to 5 photos of at least 800x600. */
export const TRUCK_IMAGE_GUIDANCE = { min: 3, max: 5, minWidth: 800, minHeight: 600 } as const;
/** The most photos a truck keeps (above the guidance, so an owner can stage a few). */
export const MAX_TRUCK_IMAGES = 10;

/**
 * The smallest photo accepted, by what it is for: a truck's photos fill a phone's width on its
 * page (as the Images tab says); any other photo (a dish, a review) shows as a card or thumbnail.
 * Smaller ones would be enlarged, and blurred.
 */
export const PHOTO_MINIMUMS = {
  truck: { width: TRUCK_IMAGE_GUIDANCE.minWidth, height: TRUCK_IMAGE_GUIDANCE.minHeight },
  /** An event's picture spans its page and its card. */
  event: { width: 800, height: 400 },
  any: { width: 300, height: 200 },
} as const;
export const PHOTO_PURPOSES = ['truck', 'event', 'any'] as const satisfies ReadonlyArray<keyof typeof PHOTO_MINIMUMS>;
export type PhotoPurpose = (typeof PHOTO_PURPOSES)[number];
export const UploadQuerySchema = z.object({
  for: z
    .enum(PHOTO_PURPOSES, { error: `for must be one of ${PHOTO_PURPOSES.join(', ')}` })
    .default('any')
    .describe(`What the photo is for, and so the smallest it may be: ${PHOTO_PURPOSES.map((p) => `${p} ${PHOTO_MINIMUMS[p].width} × ${PHOTO_MINIMUMS[p].height}`).join(', ')} pixels`),
});

/** Photo uploads: types are checked by content, not by name or declared type. */
export const UPLOAD_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Longest side of the stored photo and of its thumbnail, in pixels. */
  largeWidth: 1600,
  thumbWidth: 400,
} as const;


export const OwnerStatsSchema = z.object({
  totalTrucks: z.number(),
  totalReviews: z.number(),
  averageRating: z.number(),
  upcomingEvents: z.number(),
  /** Customers following any of the owner's trucks (one who follows two counts twice). */
  followers: z.number(),
});
export type OwnerStats = z.infer<typeof OwnerStatsSchema>;

/** `followersByTruck`: how many follow each of the owner's trucks, by truck id. */
export const OwnerDashboardSchema = z.object({ stats: OwnerStatsSchema, trucks: z.array(TruckSchema), followersByTruck: z.record(z.string(), z.number()) });
export type OwnerDashboard = z.infer<typeof OwnerDashboardSchema>;

/** Basic Info saves one field at a time (on blur): exactly one of the truck's basic fields. */
/** Basic Info edits every plain field of a truck but `featured` (an admin's), and the owner's word. */
export type BasicInfoField = Exclude<TruckPlainField, 'featured'> | 'status';
export const BASIC_INFO_FIELDS: readonly BasicInfoField[] = [...TRUCK_PLAIN_FIELDS.filter((field) => field !== 'featured'), 'status'];
export const BasicInfoBodySchema = TruckFieldsSchema.pick(Object.fromEntries(BASIC_INFO_FIELDS.map((field) => [field, true])) as Record<BasicInfoField, true>).refine((body) => Object.keys(body).length === 1, 'Send exactly one field to update');
export type BasicInfoBody = z.infer<typeof BasicInfoBodySchema>;

const scheduleHours = z.string({ error: 'Hours are required' }).trim().max(60, 'Hours must be at most 60 characters');
const scheduleLocation = z.string().trim().max(200, 'Location must be at most 200 characters');

export const ScheduleEntryInputSchema = z.strictObject({
  day: z.enum(WEEKDAYS, { error: `day must be one of ${WEEKDAYS.join(', ')}` }),
  hours: scheduleHours.min(1, 'Hours are required (or Closed)').refine((hours) => parseHoursText(hours) !== null, 'Write the hours as 5:00 PM - 11:00 PM, or Closed'),
  location: scheduleLocation.nullable().optional(),
});
export type ScheduleEntryInput = z.infer<typeof ScheduleEntryInputSchema>;
export const ScheduleBodySchema = z.strictObject({
  schedule: z
    .array(ScheduleEntryInputSchema, { error: 'schedule must be a list of days' })
    .max(WEEKDAYS.length, `At most ${WEEKDAYS.length} days`)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'Each day can appear only once'),
});

export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;

export const AboutBodySchema = AboutInfoInputSchema;
export type AboutBody = z.infer<typeof AboutBodySchema>;

export const LocationBodySchema = TruckLocationInputSchema;
export type LocationBody = z.infer<typeof LocationBodySchema>;

/**
 * The owner's word on a truck (see servingState): open, busy or closed, and optionally until when.
 * Opening while no stop runs without an end takes the default the dashboard offers (two hours, or
 * the next stop's start); without one otherwise, the word holds until the next scheduled change.
 * A wait time left out keeps the one set before.
 */
export const StatusBodySchema = z.strictObject({
  status: z.enum(OWNER_WORDS, { error: `status must be one of ${OWNER_WORDS.join(', ')}` }),
  waitTime: z.string().trim().max(40, 'Wait time must be at most 40 characters').nullable().optional(),
  until: z.iso.datetime({ offset: true, error: 'until must be an ISO date-time with its offset' }).nullable().optional(),
});
export type StatusBody = z.infer<typeof StatusBodySchema>;

export const LocationSharingBodySchema = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

export const TruckImageInputSchema = z.strictObject({
  url: ImageUrlSchema,
  caption: z.string().trim().max(120, 'Caption must be at most 120 characters').nullable().optional(),
  isAdvertisement: z.boolean().optional(),
});
export type TruckImageInput = z.infer<typeof TruckImageInputSchema>;
/** The whole ordered list: the first image is shown first. */
export const ImagesBodySchema = z.strictObject({
  images: z.array(TruckImageInputSchema, { error: 'images must be a list' }).max(MAX_TRUCK_IMAGES, `At most ${MAX_TRUCK_IMAGES} images`),
});
export type ImagesBody = z.infer<typeof ImagesBodySchema>;
export const ImagesResultSchema = z.object({ images: z.array(TruckImageSchema) });

export const UploadResultSchema = z.object({ url: z.string(), thumbnailUrl: z.string(), width: z.number(), height: z.number() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const LocationHistoryEntrySchema = z.object({
  id: z.string(),
  address: z.string().nullable(),
  coordinates: CoordinatesSchema,
  timestamp: z.string(),
  /** Whole minutes at this spot (until now for the current one). */
  duration: z.number(),
  isActive: z.boolean(),
});
export type LocationHistoryEntry = z.infer<typeof LocationHistoryEntrySchema>;
export const LocationHistoryResultSchema = z.object({ history: z.array(LocationHistoryEntrySchema) });
export const HistoryEntryParamsSchema = z.object({ id: z.uuid({ error: 'Invalid truck id' }), entryId: z.uuid({ error: 'Invalid history entry id' }) });

export const AnalyticsQuerySchema = z.object({
  period: queryInt('period', 1, ANALYTICS_MAX_PERIOD).default(ANALYTICS_DEFAULT_PERIOD),
  /** One truck's figures; all the owner's trucks when absent. */
  truckId: z.uuid({ error: 'Invalid truck id' }).optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

const AnalyticsTotalsSchema = z.object({
  views: z.number(),
  directionsClicks: z.number(),
  reviews: z.number(),
  /** Average of the period's reviews; null when there were none. */
  averageRating: z.number().nullable(),
  eventParticipations: z.number(),
  /** Followers at the end of the period. */
  followers: z.number(),
  /** Orders placed ahead in the period (any outcome). */
  orders: z.number(),
  /** Rupees recorded for the orders handed over (paid at the truck). */
  revenue: z.number(),
});
export const AnalyticsSchema = z.object({
  period: z.number(),
  from: z.string(),
  to: z.string(),
  totals: AnalyticsTotalsSchema,
  /** Per day; `followers` as at the end of that day. */
  daily: z.array(z.object({ date: z.string(), views: z.number(), directionsClicks: z.number(), reviews: z.number(), averageRating: z.number().nullable(), followers: z.number(), orders: z.number(), revenue: z.number() })),
  /** Minutes from an order placed to ready, on average over the period; null with no order readied. */
  averageMinutesToReady: z.number().nullable(),
  /** The dishes ordered most (in orders handed over), with how many and the rupees recorded. */
  topDishes: z.array(z.object({ name: z.string(), quantity: z.number(), revenue: z.number() })),
  ratingDistribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  topReviews: z.array(
    z.object({ id: z.string(), truckId: z.string(), truckName: z.string(), title: z.string(), rating: z.number(), helpfulVotes: z.number(), createdAt: z.string() }),
  ),
  trucks: z.array(AnalyticsTotalsSchema.extend({ truckId: z.string(), name: z.string() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
