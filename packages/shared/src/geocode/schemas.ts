import { z } from '../zod-runtime.js';
import { limitQuery } from '../query.js';
import { LatitudeQuerySchema, LongitudeQuerySchema } from '../trucks/schemas.js';

/** A place found by the geocoder: what the address search suggests and the map centres on. */
export const PlaceSchema = z.object({ displayName: z.string(), lat: z.number(), lng: z.number() });
export type Place = z.infer<typeof PlaceSchema>;

export const GEOCODE_SOURCES = ['upstream', 'offline'] as const;

export const GeocodeSearchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(2, 'Type at least 2 characters to search').max(200, 'q must be at most 200 characters'),
  limit: limitQuery(5, 10),
});
export const GeocodeSearchResultSchema = z.object({ results: z.array(PlaceSchema), source: z.enum(GEOCODE_SOURCES) });

export const GeocodeReverseQuerySchema = z.object({ lat: LatitudeQuerySchema, lng: LongitudeQuerySchema });
export const GeocodeReverseResultSchema = z.object({ displayName: z.string().nullable(), source: z.enum(GEOCODE_SOURCES) });
