/** Business constants: one source of truth for API and web. */

export const PRODUCT_NAME = 'DishRated';
export const TAGLINE = 'Track. Taste. Thrive.';

export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 6;

export const GREETING_CUTOFFS = { afternoonFromHour: 12, eveningFromHour: 17 } as const;
export const NAV_SCROLL_THRESHOLD_PX = 10;

export const TOAST_VISIBLE_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export const RESET_REDIRECT_DELAY_MS = 2000;
/**
 * Failed sign-ins, counted per account and address within a window. One address may fail
 * `perAddress` times for an account before it is refused for that account. Once the account has
 * failed `accountCeiling` times from any addresses, every address that has failed for it is
 * refused, while an address that has not failed still gets a try: an attacker guessing from
 * many addresses stays slow and can never lock the owner out. Resetting the password always works.
 */
export const LOGIN_FAILURE_LIMITS = { perAddress: 5, accountCeiling: 20, windowMinutes: 15 } as const;

/** Password reset links expire after one hour and work once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const NEARBY_RADIUS_KM = 10;
export const NEARBY_WIDENED_RADIUS_KM = 25;
export const NEARBY_DEFAULT_LIMIT = 50;
export const NEARBY_MAX_LIMIT = 200;
export const TRENDING_LIMIT = 6;
/** Upcoming events on the home page's carousel. */
export const HOME_EVENTS_LIMIT = 4;
/** Find Trucks shows every truck in the radius on one page and map, up to this many. */
export const FIND_TRUCKS_LIMIT = 100;
/** Largest search radius the API accepts, in km (Find Trucks offers up to 50; Expand doubles it). */
export const MAX_SEARCH_RADIUS_KM = 1000;
/** Cuisines one Find Trucks search may name: every cuisine offered, with room for new ones. */
export const MAX_CUISINE_FILTERS = 20;
/** Find Trucks counts matching trucks exactly up to this many, then says "1,000+". */
export const TRUCK_COUNT_CAP = 1000;
/** Address suggestions: from this many characters, this long after typing stops, this many places. */
export const ADDRESS_SUGGESTIONS = { minChars: 3, delayMs: 800, limit: 5 } as const;
export const EARTH_RADIUS_KM = 6371;
export const DISTANCE_OPTIONS_KM = [1, 3, 5, 10, 25, 50] as const;
export const DEFAULT_DISTANCE_KM = 10;

export const CUISINES = [
  'North Indian',
  'South Indian',
  'Chinese',
  'Italian',
  'Mexican',
  'Thai',
  'Japanese',
  'American',
  'Dessert',
  'Vegan',
  'BBQ',
  'Street Food',
  'Mediterranean',
] as const;
export type Cuisine = (typeof CUISINES)[number];
export const CUISINE_OPTIONS = ['All', ...CUISINES] as const;

export const PRICE_RANGES = ['budget', 'mid', 'premium'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_LABELS: Record<PriceRange, { symbol: string; label: string }> = {
  budget: { symbol: '₹', label: 'Under ₹200' },
  mid: { symbol: '₹₹', label: '₹200-500' },
  premium: { symbol: '₹₹₹', label: 'Above ₹500' },
};
export const DEFAULT_PRICE_RANGE: PriceRange = 'mid';

/** 'unknown': a listing nobody runs yet, with no hours known. */
export const TRUCK_STATUSES = ['open', 'closed', 'opening-soon', 'busy', 'unknown'] as const;
export type TruckStatus = (typeof TRUCK_STATUSES)[number];

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const EVENT_TYPES = ['city_event', 'truck_event', 'offer'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_STATUSES = ['published', 'draft', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What an event shows as its state: an admin's open or refused decision, else its own status. */
export const EVENT_STATES = [...EVENT_STATUSES, 'awaiting-approval', 'not-approved'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * The one state an event shows: an admin's decision comes first (an event awaiting approval, or
 * refused, is not published whatever its own status says), then its own status.
 */
export function eventState(event: { status: EventStatus; approvalStatus: ApprovalStatus }): EventState {
  if (event.approvalStatus === 'pending') return 'awaiting-approval';
  if (event.approvalStatus === 'rejected') return 'not-approved';
  return event.status;
}

/** A truck's place in an event. */
export const EVENT_PARTICIPATION_STATUSES = ['registered', 'confirmed', 'cancelled'] as const;
export const CURRENCIES = ['INR', 'USD', 'EUR'] as const;

export const REVIEW_LIMITS = {
  pageSize: 10,
  titleMin: 2,
  titleMax: 100,
  commentMin: 10,
  commentMax: 1000,
  maxImages: 5,
  commentPreview: 200,
  responseMin: 2,
  responseMax: 1000,
  reportReasonMin: 3,
  reportReasonMax: 500,
} as const;
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const BLOG_CATEGORIES = [
  'food-trends',
  'truck-spotlights',
  'city-guides',
  'recipes',
  'events',
  'business-tips',
  'sustainability',
  'reviews',
  'news',
  'other',
] as const;

/** 'food-trends' reads 'Food Trends'. */
export const blogCategoryLabel = (category: string) =>
  category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const;

/** Browser storage keys (other tabs and older versions read the same names). */
export const STORAGE_KEYS = {
  /** Where older versions kept the session token; removed on sight (the session is a cookie now). */
  legacyToken: 'token',
  /** The signed-in user's profile, to render the header at once: a hint, never a credential. */
  user: 'user',
  locationPreferences: 'dishrated_location_preferences',
} as const;

/** Every event the live streams send, by name (a browser listens for each by name). */
export const LIVE_EVENT_NAMES = ['location', 'status', 'enter', 'leave', 'notifications', 'order', 'ordering'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** Live streams (Server-Sent Events): one truck, or every truck in a circle. */
export const LIVE = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** The largest circle an area stream may watch, in km. */
  maxRadiusKm: 50,
  /** A shown position older than this is rendered as stale ("last seen ... ago"), by default. */
  defaultStaleMinutes: 120,
  /** An owner's device sends its position at most this often, or after moving this far. */
  deviceMinIntervalMs: 10_000,
  deviceMinDistanceM: 25,
} as const;

/** Plans for truck owners (marketing): prices in rupees; a year costs ten months. */
export const PRICING_PLANS = [
  { id: 'starter', name: 'Starter', monthly: 29, yearly: 290, trucks: '1 truck', popular: false },
  { id: 'professional', name: 'Professional', monthly: 59, yearly: 590, trucks: 'Up to 3 trucks', popular: true },
  { id: 'enterprise', name: 'Enterprise', monthly: 149, yearly: 1490, trucks: 'Unlimited trucks', popular: false },
] as const;
export const FREE_TRIAL_DAYS = 14;
