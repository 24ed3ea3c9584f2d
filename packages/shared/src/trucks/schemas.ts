import { z } from '../zod-runtime.js';
import { AtQuerySchema, StopOccurrenceSchema } from '../stops/schedule.js';
import { DIET_TYPES, dietFlags, type DietType } from '../search/dishes.js';
import { OWNER_WORDS } from './serving.js';
import { roundCoordinate } from '../geo.js';
import { cityBySlug } from '../cities.js';
import { httpUrl, ImageUrlSchema, phoneNumber } from '../fields.js';
import { limitQuery, pagingQuery, queryList, queryNumber, radiusWithin, within } from '../query.js';
import {
  NEARBY_DEFAULT_LIMIT,
  NEARBY_MAX_LIMIT,
  NEARBY_RADIUS_KM,
  PRICE_RANGES,
  TRENDING_LIMIT,
  TRUCK_STATUSES,
  WEEKDAYS,
  MAX_SEARCH_RADIUS_KM,
  MAX_CUISINE_FILTERS,
  CUISINES,
} from '../constants.js';


const between = (label: string, min: number, max: number) =>
  z.number().min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`);
const strictNumber = (label: string) => z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);

/** Coordinates in a JSON body: numbers only (null, true, "" or a list are refused, not read as 0 or 1). */
export const LatitudeSchema = strictNumber('lat').pipe(between('lat', -90, 90));
export const LongitudeSchema = strictNumber('lng').pipe(between('lng', -180, 180));
/** The same coordinates from a query string, parsed strictly (`lat=` is not 0). */
export const LatitudeQuerySchema = queryNumber('lat', within('lat', -90, 90));
export const LongitudeQuerySchema = queryNumber('lng', within('lng', -180, 180));
/** Where a nearest-first page ended: the last truck's distance from the centre (km) and its id, the tie-break. Opaque to clients. */
export interface TruckCursor {
  km: number;
  id: string;
}
const CURSOR_PATTERN = /^(\d+(?:\.\d+)?(?:e-?\d+)?)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const TruckCursorSchema = z
  .string()
  .max(80, 'Invalid cursor')
  .transform((text, ctx): TruckCursor => {
    const match = CURSOR_PATTERN.exec(text);
    const km = Number(match?.[1]);
    if (!match || !Number.isFinite(km) || km > 20_100) {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
      return z.NEVER;
    }
    return { km, id: match[2]! };
  });
export function encodeTruckCursor(cursor: TruckCursor): string {
  return `${cursor.km}_${cursor.id}`;
}

const RadiusSchema = (label: string) => queryNumber(label, radiusWithin(label, MAX_SEARCH_RADIUS_KM));

export const NearbyQuerySchema = z.object({
  lat: LatitudeQuerySchema,
  lng: LongitudeQuerySchema,
  maxDistance: RadiusSchema('maxDistance').default(NEARBY_RADIUS_KM),
  limit: limitQuery(NEARBY_DEFAULT_LIMIT, NEARBY_MAX_LIMIT),
  /** Another time than now: the trucks whose stops place them within the radius then, each at that stop. */
  at: AtQuerySchema.optional(),
});
export type NearbyQuery = z.infer<typeof NearbyQuerySchema>;

/** How home's trending list can be ordered: by the trending score, by rating alone (rated trucks only), or newest first. */
export const TRENDING_ORDERS = ['trending', 'top-rated', 'newest'] as const;
export type TrendingOrder = (typeof TRENDING_ORDERS)[number];

export const TrendingQuerySchema = z.object({
  limit: limitQuery(TRENDING_LIMIT, 50),
  order: z.enum(TRENDING_ORDERS, { error: `order must be one of ${TRENDING_ORDERS.join(', ')}` }).default('trending'),
  /** Only trucks of this cuisine (or tagged with it), matched as Find Trucks matches one. */
  cuisine: z.string().trim().min(1, 'cuisine must not be empty').max(50, 'cuisine must be at most 50 characters').optional(),
});
export type TrendingQuery = z.infer<typeof TrendingQuerySchema>;

export const TruckListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    /** 'All' is ignored, as on the Find Trucks screen. */
    cuisine: queryList('cuisine', z.string().max(40, 'cuisine must be at most 40 characters'), MAX_CUISINE_FILTERS)
      .optional()
      .transform((list) => list?.filter((c: string) => c !== 'All')),
    priceRange: queryList('priceRange', z.enum(PRICE_RANGES, { error: `priceRange must be one of ${PRICE_RANGES.join(', ')}` }), PRICE_RANGES.length).optional(),
    openNow: z.enum(['true', 'false'], { error: 'openNow must be true or false' }).optional().transform((v) => v === 'true'),
    lat: LatitudeQuerySchema.optional(),
    lng: LongitudeQuerySchema.optional(),
    distance: RadiusSchema('distance').optional(),
    /** A city's page: the trucks whose nearest city it is, nearest its centre first (instead of lat and lng). */
    city: z
      .string()
      .max(60, 'city must be at most 60 characters')
      .refine((slug) => cityBySlug(slug) !== undefined, 'city must be one of the cities DishRated lists')
      .optional(),
    /** The `nextCursor` of the previous page, nearest first (given lat and lng); replaces `page`. */
    cursor: TruckCursorSchema.optional(),
    /** Another time than now (given lat and lng): the trucks scheduled within the radius then, each at that stop. */
    at: AtQuerySchema.optional(),
    ...pagingQuery({ defaultLimit: 20, maxLimit: 100 }),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'lat and lng must be given together', path: ['lat'] })
  .refine((q) => q.city === undefined || q.lat === undefined, { message: 'Give a city or lat and lng, not both', path: ['city'] })
  .refine((q) => q.distance === undefined || q.lat !== undefined, { message: 'distance needs lat and lng', path: ['distance'] })
  .refine((q) => q.cursor === undefined || q.lat !== undefined, { message: 'cursor needs lat and lng', path: ['cursor'] })
  .refine((q) => q.at === undefined || q.lat !== undefined, { message: 'A search by time needs a place: lat and lng', path: ['at'] });
export type TruckListQuery = z.infer<typeof TruckListQuerySchema>;

export const TruckIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid truck id' }) });

export const CoordinatesSchema = z.object({ latitude: LatitudeSchema, longitude: LongitudeSchema });
/** A truck's position as an owner sets it, rounded as it is kept (roundCoordinate). */
const KeptCoordinatesSchema = z.object({ latitude: LatitudeSchema.transform(roundCoordinate), longitude: LongitudeSchema.transform(roundCoordinate) });

export const MenuItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  image: z.string().nullable(),
  isAvailable: z.boolean(),
  allergens: z.array(z.string()),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  /** Veg, non-veg, egg or vegan; unknown for dishes added before owners were asked. */
  dietType: z.enum([...DIET_TYPES, 'unknown']),
  /** 0 (not spicy) to 3 (hot); null when not given. */
  spiceLevel: z.number().nullable(),
  /** Marked popular by the owner. */
  popular: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const TruckImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  caption: z.string().nullable(),
  order: z.number(),
  isAdvertisement: z.boolean(),
});
export type TruckImage = z.infer<typeof TruckImageSchema>;

export const ScheduleEntrySchema = z.object({ day: z.enum(WEEKDAYS), hours: z.string(), location: z.string().nullable() });
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

export const AboutInfoSchema = z.object({
  specialties: z.array(z.string()).optional(),
  story: z.string().optional(),
  ingredients: z.array(z.string()).optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  instagram: z.string().optional(),
  twitter: z.string().optional(),
});

/** The owner as a truck page shows them: never their sign-in email (visitors write through the truck's message form). */
export const TruckOwnerSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() });
export type TruckOwner = z.infer<typeof TruckOwnerSchema>;

const TagsSchema = z
  .array(z.string().trim().min(1, 'Tags cannot be empty').max(30, 'Tags must be at most 30 characters'), { error: 'tags must be a list of text' })
  .max(15, 'At most 15 tags')
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Tags cannot be duplicated');

/**
 * A truck's plain fields, defined once: what an owner writes (checked by these rules), what the
 * database stores in a column of the same name, and what every truck answer carries as it is
 * stored. A new plain field is added here, in the trucks table (a migration), in the owner's
 * form and where a screen shows it; nothing else names it.
 */
export const TruckPlainFields = {
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  cuisine: z.enum(CUISINES, { error: 'Choose a cuisine from the list' }),
  image: ImageUrlSchema.nullable(),
  tags: TagsSchema,
  priceRange: z.enum(PRICE_RANGES, { error: `priceRange must be one of ${PRICE_RANGES.join(', ')}` }),
  waitTime: z.string().trim().max(40, 'Wait time must be at most 40 characters').nullable(),
  /** The FSSAI food business licence number every food business in India must display: 14 digits. */
  fssaiLicense: z.string().trim().regex(/^\d{14}$/, 'FSSAI licence number must be 14 digits').nullable(),
  /** Admins only; the server refuses it from owners. */
  featured: z.boolean(),
};
export type TruckPlainField = keyof typeof TruckPlainFields;
export const TRUCK_PLAIN_FIELDS = Object.keys(TruckPlainFields) as TruckPlainField[];

export const TruckSchema = z.object({
  _id: z.string(),
  id: z.string(),
  ...TruckPlainFields,
  images: z.array(TruckImageSchema),
  /** Worked out by the serving rule (servingState): the owner's word in force, else the stops. */
  status: z.enum(TRUCK_STATUSES),
  /** Open or busy now. */
  openNow: z.boolean(),
  /** While serving: when this stretch of serving ends, the last pickup (ISO). */
  openUntil: z.string().nullable(),
  /** While not serving: when it next opens, within the coming week (ISO). */
  opensAt: z.string().nullable(),
  /** Who decides the status now: the owner's word, or the stops. */
  statusBy: z.enum(['owner', 'schedule']),
  /** The stop running now (where the truck stands by its schedule), whatever the owner said. */
  currentStop: StopOccurrenceSchema.nullable(),
  /** The next stop to start, within the coming week. */
  nextStop: StopOccurrenceSchema.nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  /** The owner's id in lists; the owner object on the detail route; null on a listing nobody has claimed. */
  owner: z.union([z.string(), TruckOwnerSchema]).nullable(),
  /** False on a listing added before its owner arrived (imported or suggested): it takes no orders and can be claimed. */
  claimed: z.boolean(),
  /** An admin has checked the FSSAI licence number against the licence. */
  fssaiVerified: z.boolean(),
  location: z.object({ address: z.string().nullable(), coordinates: CoordinatesSchema.nullable() }),
  aboutInfo: AboutInfoSchema,
  /** On a truck's page: the coming seven days from the truck's stops, Monday first. */
  schedule: z.array(ScheduleEntrySchema).optional(),
  /** On a truck's page: today's stops (one that started last night included). */
  todayStops: z.array(StopOccurrenceSchema).optional(),
  /** On a truck's page: whether the owner takes orders ahead (while the truck is serving). */
  takingOrders: z.boolean().optional(),
  menu: z.array(MenuItemSchema).optional(),
  lastLocationUpdate: z.string().nullable(),
  isLocationSharingEnabled: z.boolean(),
  /** Added by the browser: how far from the point searched around (`withDistance`). */
  distance: z.string().optional(),
});
export type Truck = z.infer<typeof TruckSchema>;

export const PaginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });

/**
 * Find Trucks' paging: `total` is exact up to TRUCK_COUNT_CAP; beyond it the count stops there and
 * `totalCapped` says so ("1,000+ trucks"), since counting every truck in a big radius costs more
 * than the page. `nextCursor` continues a nearest-first list (null on its last page).
 */
export const TruckPaginationSchema = PaginationSchema.extend({ totalCapped: z.boolean(), nextCursor: z.string().nullable() });
export const TruckListResultSchema = z.object({ trucks: z.array(TruckSchema), pagination: TruckPaginationSchema });
export type TruckListResult = z.infer<typeof TruckListResultSchema>;

export const TruckListOnlySchema = z.object({ trucks: z.array(TruckSchema) });

/**
 * A truck as nearby lists it: what a list row and a map marker show (its distance as text and its
 * position, not its address), without the description, photos, tags, owner and story a truck card
 * or page reads. Nearby answers are the ones a phone asks for as it opens the home page (up to 200
 * trucks), so they carry only this.
 */
export const TruckSummarySchema = TruckSchema.pick({
  id: true,
  name: true,
  cuisine: true,
  image: true,
  status: true,
  openUntil: true,
  waitTime: true,
  rating: true,
  reviewCount: true,
  lastLocationUpdate: true,
  claimed: true,
}).extend({
  location: TruckSchema.shape.location.pick({ coordinates: true }),
  /** In a search by time only: the stop that places the truck then (its place and hours). */
  stop: StopOccurrenceSchema.pick({ label: true, address: true, start: true, end: true }).optional(),
});
/** A nearby truck; the browser adds its distance from the point searched around (`withDistanceFrom`). */
export type TruckSummary = z.infer<typeof TruckSummarySchema> & { distance?: string };
export const NearbyResultSchema = z.object({ trucks: z.array(TruckSummarySchema) });
export const TruckDetailSchema = z.object({ truck: TruckSchema });
export const MenuResultSchema = z.object({ menu: z.array(MenuItemSchema) });


/** What an owner writes on the About tab: bounded lists and text, links that are http(s) only. */
export const AboutInfoInputSchema = z.strictObject(
  {
    specialties: z
      .array(z.string().trim().min(1, 'Specialties cannot be empty').max(60, 'Each specialty must be at most 60 characters'), { error: 'specialties must be a list of text' })
      .max(20, 'At most 20 specialties'),
    story: z.string().trim().max(2000, 'Story must be at most 2000 characters'),
    ingredients: z
      .array(z.string().trim().min(1, 'Ingredients cannot be empty').max(60, 'Each ingredient must be at most 60 characters'), { error: 'ingredients must be a list of text' })
      .max(30, 'At most 30 ingredients'),
    phone: phoneNumber(),
    website: httpUrl('Website'),
    instagram: httpUrl('Instagram'),
    twitter: httpUrl('Twitter'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
).partial();

export const TruckLocationInputSchema = z.object({
  address: z.string().trim().min(1, 'Address is required').max(200, 'Address must be at most 200 characters'),
  coordinates: KeptCoordinatesSchema,
});

const PROTECTED_FIELDS = ['rating', 'reviewCount', 'owner', 'ownerId', '_id', 'id', 'claimed', 'fssaiVerified'];

/**
 * The fields an owner may set on a truck. Strict: rating, review count and owner are never
 * writable through the API (they follow from reviews and from who created the truck).
 */
export const TruckFieldsSchema = z.strictObject(
  {
    ...TruckPlainFields,
    /** The owner's word: open, busy or closed (see servingState). */
    status: z.enum(OWNER_WORDS, { error: `status must be one of ${OWNER_WORDS.join(', ')}` }),
    location: TruckLocationInputSchema,
    aboutInfo: AboutInfoInputSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.some((k) => PROTECTED_FIELDS.includes(k))
          ? `${issue.keys.join(', ')} cannot be set`
          : `Unknown field: ${issue.keys.join(', ')}`
        : undefined,
  },
).partial();
export const TruckUpdateBodySchema = TruckFieldsSchema.refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type TruckUpdateBody = z.infer<typeof TruckUpdateBodySchema>;

/**
 * What one owner account may make: trucks (a fleet's worth; more is a conversation with us) and
 * dishes on one truck's menu (a long menu, with room for seasonal dishes).
 */
export const OWNER_LIMITS = { trucksPerOwner: 25, menuItemsPerTruck: 150 } as const;

/** Where maps open before a spot is picked: central Bengaluru. */
export const DEFAULT_MAP_CENTER = { lat: 12.9716, lng: 77.5946 } as const;

export const TruckCreateBodySchema = TruckFieldsSchema.required({ name: true, cuisine: true, location: true }).extend({
  description: z.string({ error: 'Please fill in all required fields' }).trim().min(1, 'Please fill in all required fields').max(2000),
  location: z
    .object(TruckLocationInputSchema.shape, { error: 'Please select a location for your food truck' })
    .refine((l) => l.coordinates.latitude !== 0, 'Please select a location for your food truck'),
});
export type TruckCreateBody = z.infer<typeof TruckCreateBodySchema>;

/**
 * A dish's diet from what a payload says: `dietType` when given; else `isVegan: true` is vegan,
 * `isVegetarian: true` veg, `isVegetarian: false` non-veg. Undefined when it says nothing (the
 * owner is asked). Flags that contradict a `dietType` given beside them are an error (null).
 */
export function dietFromPayload(item: { dietType?: DietType; isVegetarian?: boolean; isVegan?: boolean }): DietType | null | undefined {
  const fromFlags: DietType | undefined = item.isVegan === true ? 'vegan' : item.isVegetarian === true ? 'veg' : item.isVegetarian === false ? 'non-veg' : undefined;
  if (!item.dietType) return fromFlags;
  const flags = dietFlags(item.dietType);
  const contradicts = (item.isVegan !== undefined && item.isVegan !== flags.isVegan) || (item.isVegetarian !== undefined && item.isVegetarian !== flags.isVegetarian);
  return contradicts ? null : item.dietType;
}

const MenuItemFieldsSchema = z.strictObject({
  name: z.string({ error: 'Please fill in all required menu item fields' }).trim().min(1, 'Please fill in all required menu item fields').max(80),
  description: z.string({ error: 'Please fill in all required menu item fields' }).trim().min(1, 'Please fill in all required menu item fields').max(500),
  category: z.string({ error: 'Please fill in all required menu item fields' }).trim().min(1, 'Please fill in all required menu item fields').max(40),
  price: z.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(100000, 'Price must be at most ₹100000'),
  image: ImageUrlSchema.nullable().optional(),
  isAvailable: z.boolean().optional(),
  allergens: z.array(z.string().trim().min(1).max(30)).max(15).optional(),
  isVegetarian: z.boolean({ error: 'isVegetarian must be true or false' }).optional(),
  isVegan: z.boolean({ error: 'isVegan must be true or false' }).optional(),
  dietType: z.enum(DIET_TYPES, { error: `dietType must be one of ${DIET_TYPES.join(', ')}` }).optional(),
  spiceLevel: z.number({ error: 'Spice level must be 0 to 3' }).int('Spice level must be 0 to 3').min(0, 'Spice level must be 0 to 3').max(3, 'Spice level must be 0 to 3').nullable().optional(),
  popular: z.boolean({ error: 'popular must be true or false' }).optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) });

const DIET_QUESTION = 'Say whether the dish is veg, non-veg, egg or vegan';
const DIET_CONTRADICTION = 'isVegetarian and isVegan must agree with dietType';

/** A new dish: its diet must be said, by `dietType` or by the veg and vegan flags. */
export const MenuItemInputSchema = MenuItemFieldsSchema.transform((item, ctx) => {
  const diet = dietFromPayload(item);
  if (diet === undefined || diet === null) {
    ctx.addIssue({ code: 'custom', path: ['dietType'], message: diet === null ? DIET_CONTRADICTION : DIET_QUESTION });
    return z.NEVER;
  }
  return { ...item, dietType: diet, ...dietFlags(diet) };
});
export const MenuItemCreateBodySchema = z.object({ menuItem: MenuItemInputSchema });
/** A change to a dish: a diet said by flags alone becomes its dietType too. */
export const MenuItemUpdateBodySchema = z.object({
  menuItem: MenuItemFieldsSchema.partial()
    .refine((item) => Object.keys(item).length > 0, 'Nothing to update')
    .transform((item, ctx) => {
      const diet = dietFromPayload(item);
      if (diet === null) {
        ctx.addIssue({ code: 'custom', path: ['dietType'], message: DIET_CONTRADICTION });
        return z.NEVER;
      }
      return diet ? { ...item, dietType: diet, ...dietFlags(diet) } : item;
    }),
});
export type MenuItemInput = z.infer<typeof MenuItemInputSchema>;
export type MenuItemUpdate = z.infer<typeof MenuItemUpdateBodySchema>['menuItem'];
export const MenuItemParamsSchema = z.object({ id: z.uuid({ error: 'Invalid truck id' }), itemId: z.uuid({ error: 'Invalid menu item id' }) });
export const MenuItemResultSchema = z.object({ menuItem: MenuItemSchema });
