import { z } from '../zod-runtime.js';
import { LatitudeQuerySchema, LongitudeQuerySchema, TruckSchema } from '../trucks/schemas.js';
import { queryNumber, radiusWithin } from '../query.js';
import { LIVE } from '../constants.js';

/** A truck's stream takes no query: a signed-in browser is known by its session cookie. */
export const LiveTruckQuerySchema = z.object({});

export const LiveAreaQuerySchema = z.object({
  lat: LatitudeQuerySchema,
  lng: LongitudeQuerySchema,
  radius: queryNumber('radius', radiusWithin('radius', LIVE.maxRadiusKm)),
});
export type LiveAreaQuery = z.infer<typeof LiveAreaQuerySchema>;

export const LiveLocationEventSchema = z.object({
  truckId: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  address: z.string().nullable(),
  lastLocationUpdate: z.string().nullable(),
});
export type LiveLocationEvent = z.infer<typeof LiveLocationEventSchema>;

/** The owner said a word: the truck's serving state as the rule now works it out, and its wait time. */
export const LiveStatusEventSchema = TruckSchema.pick({ status: true, openNow: true, openUntil: true, opensAt: true, statusBy: true, currentStop: true, nextStop: true, waitTime: true }).extend({ truckId: z.string() });
export type LiveStatusEvent = z.infer<typeof LiveStatusEventSchema>;

/** A truck that moved into the watched circle: the whole list item, so a map can add it at once. */
export const LiveEnterEventSchema = z.object({ truckId: z.string(), truck: TruckSchema });
export type LiveEnterEvent = z.infer<typeof LiveEnterEventSchema>;
export const LiveLeaveEventSchema = z.object({ truckId: z.string() });
export type LiveLeaveEvent = z.infer<typeof LiveLeaveEventSchema>;

/**
 * `notifications`: the signed-in user's notifications changed (new ones, or read elsewhere); the event carries nothing.
 * `order`: an order of theirs (placed by them, or to a truck they own) changed: `{ orderId, status }`.
 */
