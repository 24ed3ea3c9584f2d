import { z } from '../zod-runtime.js';
import { MenuItemSchema } from '../trucks/schemas.js';
import { DIET_TYPES, DISH_MATCH_KINDS, SEARCH_LIMITS, SEARCH_SORTS, SPICE_LEVELS } from './dishes.js';

const query = z
  .string({ error: 'Type what you are looking for' })
  .trim()
  .min(1, 'Type what you are looking for')
  .max(SEARCH_LIMITS.queryMax, `Search at most ${SEARCH_LIMITS.queryMax} characters`);
const latitude = z.coerce.number({ error: 'lat must be a number' }).min(-90, 'lat must be -90 to 90').max(90, 'lat must be -90 to 90');
const longitude = z.coerce.number({ error: 'lng must be a number' }).min(-180, 'lng must be -180 to 180').max(180, 'lng must be -180 to 180');
const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true');
const bothOrNeither = (q: { lat?: number; lng?: number }) => (q.lat === undefined) === (q.lng === undefined);

export const SearchQuerySchema = z
  .object({
    q: query,
    lat: latitude.optional(),
    lng: longitude.optional(),
    /** A place by name ("Koramangala"), found through the geocoder, when lat and lng are not given. */
    near: z.string({ error: 'near must be a place name' }).trim().max(SEARCH_LIMITS.queryMax, `near must be at most ${SEARCH_LIMITS.queryMax} characters`).optional(),
    radius: z.coerce.number({ error: 'radius must be a number' }).min(0.5, 'radius must be at least 0.5 km').max(SEARCH_LIMITS.radiusKm.max, `radius must be at most ${SEARCH_LIMITS.radiusKm.max} km`).default(SEARCH_LIMITS.radiusKm.default),
    openNow: flag('openNow').optional(),
    diet: z.enum(DIET_TYPES, { error: `diet must be one of ${DIET_TYPES.join(', ')}` }).optional(),
    minPrice: z.coerce.number({ error: 'minPrice must be a number' }).min(0, 'minPrice cannot be negative').max(SEARCH_LIMITS.maxPrice).optional(),
    maxPrice: z.coerce.number({ error: 'maxPrice must be a number' }).min(0, 'maxPrice cannot be negative').max(SEARCH_LIMITS.maxPrice).optional(),
    spice: z.coerce.number({ error: 'spice must be a number' }).int('spice must be 0 to 3').min(0, 'spice must be 0 to 3').max(SPICE_LEVELS.length - 1, 'spice must be 0 to 3').optional(),
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(SEARCH_LIMITS.maxPage, `page must be at most ${SEARCH_LIMITS.maxPage}`).default(1),
  })
  .refine(bothOrNeither, { message: 'Send lat and lng together', path: ['lat'] })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { message: 'minPrice must not be above maxPrice', path: ['minPrice'] });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SuggestQuerySchema = z
  .object({
    q: z.string({ error: 'Type what you are looking for' }).trim().min(SEARCH_LIMITS.suggestMin, `Type at least ${SEARCH_LIMITS.suggestMin} characters`).max(SEARCH_LIMITS.queryMax, `Search at most ${SEARCH_LIMITS.queryMax} characters`),
    lat: latitude.optional(),
    lng: longitude.optional(),
  })
  .refine(bothOrNeither, { message: 'Send lat and lng together', path: ['lat'] });

export const SearchHitSchema = z.object({
  menuItem: MenuItemSchema.pick({ id: true, name: true, description: true, price: true, category: true, image: true, dietType: true, spiceLevel: true, popular: true }),
  truck: z.object({
    id: z.string(),
    name: z.string(),
    /** Kilometres from the searched place; null without one. */
    distance: z.number().nullable(),
    status: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    address: z.string().nullable(),
  }),
  /** How well the dish's name matches the search, 0-1. */
  score: z.number(),
  /** Whether the name is what was searched, holds its words, or is only a similar name (a different dish). */
  match: z.enum(DISH_MATCH_KINDS),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;
export const SearchResultSchema = z.object({
  items: z.array(SearchHitSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** Where the search looked around (the named place as the geocoder found it); null: everywhere. */
  place: z.object({ name: z.string().nullable(), lat: z.number(), lng: z.number() }).nullable(),
  /** When no dish found holds what was searched, the similar name the results are for ("Showing results for"). */
  showingFor: z.string().nullable(),
  /** When nothing was found, the closest dish name served anywhere, if it is not what was searched ("Did you mean"). */
  didYouMean: z.string().nullable(),
  /** When nothing was found around the place, how many trucks elsewhere serve a match (with the same filters). */
  trucksElsewhere: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SUGGESTION_KINDS = ['dish', 'cuisine', 'truck'] as const;
export const SuggestionSchema = z.object({ kind: z.enum(SUGGESTION_KINDS), text: z.string(), truckId: z.string().optional() });
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestResultSchema = z.object({ suggestions: z.array(SuggestionSchema) });
