import { z } from '../zod-runtime.js';
import { INDIA_TIME_ZONE, indiaDate } from '../time.js';
import type { Locale } from '../i18n/locales.js';
import { TRUCK_STATUSES } from '../constants.js';
import { addDays, localDateIn, localTimeIn, zonedInstant } from '../stops/calendar.js';
import { StopOccurrenceSchema, type StopOccurrence } from '../stops/schedule.js';
import { haversineKm } from '../geo.js';

/**
 * Following a truck: what a follower is told of (per truck), when (quiet hours, a daily cap), and
 * the notifications kept for them. The server decides who is told; both sides show the same rules.
 */

/** What a follower may be told of a truck, in the order the settings list them. */
export const FOLLOW_ALERTS = ['opens', 'moves', 'nearMe', 'menu', 'events'] as const;
export type FollowAlert = (typeof FOLLOW_ALERTS)[number];

export const FOLLOW_LIMITS = {
  /** Trucks one account may follow. */
  followsPerUser: 500,
  /** Saved places ("Home", "Work") per account. */
  placesPerUser: 5,
  placeLabelMax: 40,
  placeRadiusKm: { min: 0.5, max: 25 },
  dailyCap: { min: 1, max: 20 },
  /** Notifications listed per page. */
  pageSize: 20,
  /** Ids marked read in one request. */
  markReadMax: 100,
  /** Notifications kept per account: the newest; older ones go as new ones arrive. */
  keptPerUser: 300,
} as const;

/** "Near me" from the last position the customer's browser shared: how near, and for how long that position counts. */
export const LAST_POSITION = { radiusKm: 2, freshForMs: 6 * 3600_000 } as const;

/** Changes of one truck within this long tell a follower once (an owner who moves three times in a minute sends one alert). */
export const ALERT_BURST_MS = 10 * 60_000;

/** New follows start with these: told when it opens, and when it comes near a saved place. */
export const DEFAULT_FOLLOW_ALERTS: Record<FollowAlert, boolean> = { opens: true, moves: false, nearMe: true, menu: false, events: false };

export const FollowAlertsSchema = z
  .object({
    opens: z.boolean({ error: 'opens must be true or false' }).default(DEFAULT_FOLLOW_ALERTS.opens),
    moves: z.boolean({ error: 'moves must be true or false' }).default(DEFAULT_FOLLOW_ALERTS.moves),
    nearMe: z.boolean({ error: 'nearMe must be true or false' }).default(DEFAULT_FOLLOW_ALERTS.nearMe),
    menu: z.boolean({ error: 'menu must be true or false' }).default(DEFAULT_FOLLOW_ALERTS.menu),
    events: z.boolean({ error: 'events must be true or false' }).default(DEFAULT_FOLLOW_ALERTS.events),
  })
  .strict();
export type FollowAlerts = z.infer<typeof FollowAlertsSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string) => z.string({ error: `${label} must be a time (HH:MM)` }).regex(TIME, `${label} must be a time (HH:MM, 24-hour)`);

/** A time zone the runtime knows (IANA name, such as Asia/Kolkata). */
export const TimeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .max(64, 'Time zone must be at most 64 characters')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Time zone must be a zone name such as Asia/Kolkata');

export const SavedPlaceSchema = z
  .object({
    label: z.string({ error: 'Place name is required' }).trim().min(1, 'Place name is required').max(FOLLOW_LIMITS.placeLabelMax, `Place name must be at most ${FOLLOW_LIMITS.placeLabelMax} characters`),
    latitude: z.number({ error: 'Pick the place on the map or by address' }).min(-90).max(90),
    longitude: z.number({ error: 'Pick the place on the map or by address' }).min(-180).max(180),
    radiusKm: z
      .number({ error: 'Distance must be a number' })
      .min(FOLLOW_LIMITS.placeRadiusKm.min, `Distance must be at least ${FOLLOW_LIMITS.placeRadiusKm.min} km`)
      .max(FOLLOW_LIMITS.placeRadiusKm.max, `Distance must be at most ${FOLLOW_LIMITS.placeRadiusKm.max} km`),
  })
  .strict();
export type SavedPlace = z.infer<typeof SavedPlaceSchema>;

export const NotificationSettingsSchema = z
  .object({
    quietStart: clock('Quiet hours start'),
    quietEnd: clock('Quiet hours end'),
    timeZone: TimeZoneSchema,
    dailyCap: z
      .number({ error: 'Daily limit must be a number' })
      .int('Daily limit must be a whole number')
      .min(FOLLOW_LIMITS.dailyCap.min, `Daily limit must be at least ${FOLLOW_LIMITS.dailyCap.min}`)
      .max(FOLLOW_LIMITS.dailyCap.max, `Daily limit must be at most ${FOLLOW_LIMITS.dailyCap.max}`),
    places: z.array(SavedPlaceSchema).max(FOLLOW_LIMITS.placesPerUser, `At most ${FOLLOW_LIMITS.placesPerUser} places`),
    /** Also near the position this browser last shared (kept only while this is on, and counted for a few hours). */
    nearLastPosition: z.boolean({ error: 'nearLastPosition must be true or false' }).default(false),
  })
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Quiet from 22:00 to 08:00 India time, at most 5 alerts a day per truck, no places yet. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { quietStart: '22:00', quietEnd: '08:00', timeZone: INDIA_TIME_ZONE, dailyCap: 5, places: [], nearLastPosition: false };

/** Where the customer's browser is, as it shares it (kept only if they chose "near where I last was"). */
export const SharedPositionSchema = z
  .object({
    latitude: z.number({ error: 'latitude must be a number' }).min(-90, 'latitude must be -90 to 90').max(90, 'latitude must be -90 to 90'),
    longitude: z.number({ error: 'longitude must be a number' }).min(-180, 'longitude must be -180 to 180').max(180, 'longitude must be -180 to 180'),
  })
  .strict();

/** Whether `instant` falls in quiet hours (which may cross midnight; equal ends mean none). */
export function inQuietHours(instant: number, settings: Pick<NotificationSettings, 'quietStart' | 'quietEnd' | 'timeZone'>): boolean {
  const { quietStart: start, quietEnd: end } = settings;
  if (start === end) return false;
  const time = localTimeIn(instant, settings.timeZone);
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/**
 * `tomorrow`: a followed truck will stand near one of the follower's places tomorrow (told the
 * evening before). `order`: news of the user's own order (accepted, ready, rejected), not of a
 * followed truck.
 */
export const NOTIFICATION_KINDS = ['opened', 'moved', 'nearby', 'newDish', 'newEvent', 'tomorrow', 'order', 'catering', 'listing'] as const;
/** News of one's own (an order, a catering request), not a follow alert: never counted against the daily limit. */
export const PERSONAL_NOTIFICATION_KINDS = ['order', 'catering', 'listing'] as const;
export type PersonalNotificationKind = (typeof PERSONAL_NOTIFICATION_KINDS)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  truckId: z.string(),
  truckName: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** False when it fell in quiet hours: kept here, not pushed. */
  pushed: z.boolean(),
  /** Where it leads when not to the truck's page (an order's page). */
  url: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(500, 'page must be at most 500').default(1),
});
export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema), unread: z.number(), total: z.number(), page: z.number(), pages: z.number() });

export const MarkReadSchema = z.union([
  z.object({ ids: z.array(z.uuid({ error: 'Invalid id' })).min(1, 'Name at least one notification').max(FOLLOW_LIMITS.markReadMax, `At most ${FOLLOW_LIMITS.markReadMax} at a time`) }).strict(),
  z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict(),
], { error: 'Send ids (a list) or all: true' });

export const FollowedTruckSchema = z.object({
  truckId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  cuisine: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lastLocationUpdate: z.string().nullable(),
  /** The serving rule's word now (servingState), and whether that is serving, until or from when. */
  status: z.enum(TRUCK_STATUSES),
  openNow: z.boolean(),
  openUntil: z.string().nullable(),
  opensAt: z.string().nullable(),
  /** The next stop of its schedule within a week, if it has one. */
  nextStop: StopOccurrenceSchema.nullable(),
  alerts: FollowAlertsSchema,
  followedAt: z.string(),
});
export type FollowedTruck = z.infer<typeof FollowedTruckSchema>;

/** A change to a followed truck that may tell its followers. */
export type TruckChangeForFollowers = 'opened' | 'moved' | 'newDish' | 'newEvent';

export interface FollowerState {
  alerts: FollowAlerts;
  settings: NotificationSettings;
  /** When this follower was last told of this truck (any alert), if ever. */
  lastAlertAt: number | null;
  /** Alerts about this truck since the start of the follower's day. */
  sentToday: number;
  /** The position their browser last shared, when they chose to be told near it. */
  lastPosition?: { lat: number; lng: number; at: number } | null;
}

/** What a follower is told of a change: its kind, the saved place it is near (for `nearby`), and whether it is pushed or only kept. */
export interface FollowerAlert {
  kind: NotificationKind;
  place: string | null;
  pushed: boolean;
}

/**
 * Whether (and how) a follower hears of a change: a saved place within reach of the truck makes
 * it `nearby` (for either change, when they chose near-my-places); otherwise their choice for
 * the change decides. One alert per burst of changes and at most the daily cap per truck; in
 * quiet hours it is kept for the notification centre, not pushed.
 */
export function followerAlert(change: TruckChangeForFollowers, truckAt: { lat: number; lng: number } | null, follower: FollowerState, now: number): FollowerAlert | null {
  if (follower.lastAlertAt !== null && now - follower.lastAlertAt < ALERT_BURST_MS) return null;
  if (follower.sentToday >= follower.settings.dailyCap) return null;
  if (change === 'newDish' || change === 'newEvent') {
    const chose = change === 'newDish' ? follower.alerts.menu : follower.alerts.events;
    return chose ? { kind: change, place: null, pushed: !inQuietHours(now, follower.settings) } : null;
  }
  const near = follower.alerts.nearMe && truckAt ? nearestPlace(truckAt, follower, now) : null;
  const chosen = change === 'opened' ? follower.alerts.opens : follower.alerts.moves;
  if (!near && !chosen) return null;
  return { kind: near ? 'nearby' : change, place: near, pushed: !inQuietHours(now, follower.settings) };
}

/** The saved place within reach of the truck, else "you" when the follower's fresh shared position is; null when neither. */
function nearestPlace(truckAt: { lat: number; lng: number }, follower: FollowerState, now: number): string | null {
  const place = follower.settings.places.find((p) => haversineKm(truckAt, { lat: p.latitude, lng: p.longitude }) <= p.radiusKm);
  if (place) return place.label;
  const last = follower.settings.nearLastPosition ? follower.lastPosition : null;
  return last && now - last.at <= LAST_POSITION.freshForMs && haversineKm(truckAt, last) <= LAST_POSITION.radiusKm ? 'you' : null;
}

/**
 * An alert's words: "Chaat Express is open", "… moved", "… is near Home" with where it is; "…
 * added Pani Puri" with the dish; "… signed up for Pune Night Market" with the event (`subject`).
 */
export function alertText(
  alert: Pick<FollowerAlert, 'kind' | 'place'>,
  truck: { name: string; address: string | null },
  subject?: string,
  locale: Locale = 'en',
): { title: string; body: string } {
  const name = truck.name;
  if (locale === 'hi') {
    if (alert.kind === 'newDish') return { title: `${name} ने ${subject ?? 'नई डिश'} जोड़ी`, body: 'मेन्यू में नया' };
    if (alert.kind === 'newEvent') return { title: `${name} ${subject ?? 'एक फ़ूड इवेंट'} में जुड़ा`, body: 'इवेंट में मिलते हैं' };
    const title = alert.kind === 'nearby' ? `${name} ${alert.place} के पास है` : alert.kind === 'opened' ? `${name} खुल गया` : `${name} ने जगह बदली`;
    return { title, body: truck.address ? `अभी ${truck.address} पर` : 'कहाँ है, यह देखने के लिए टैप करें' };
  }
  if (alert.kind === 'newDish') return { title: `${name} added ${subject ?? 'a new dish'}`, body: 'New on the menu' };
  if (alert.kind === 'newEvent') return { title: `${name} signed up for ${subject ?? 'a food event'}`, body: 'See you at the event' };
  const title = alert.kind === 'nearby' ? `${name} is near ${alert.place}` : alert.kind === 'opened' ? `${name} is open` : `${name} moved`;
  return { title, body: truck.address ? `Now at ${truck.address}` : 'Tap to see where it is' };
}

/** The evening alert of where a followed truck stands tomorrow near one of the follower's places. */
export function tomorrowAlertText(truckName: string, place: string, stop: { label: string; start: number | string | Date; end: number | string | Date }, locale: Locale = 'en'): { title: string; body: string } {
  const start = indiaDate(stop.start, 'time', locale);
  const end = indiaDate(stop.end, 'time', locale);
  return locale === 'hi'
    ? { title: `${truckName} कल ${place} के पास है`, body: `${stop.label}, ${start} से ${end} तक` }
    : { title: `${truckName} is near ${place} tomorrow`, body: `${stop.label}, ${start} to ${end}` };
}

/**
 * When followers hear where their trucks will be tomorrow: in their own evening, from 18:00, and
 * not in their quiet hours (so with the default quiet hours, 18:00 to 22:00).
 */
export const TOMORROW_ALERT_FROM = '18:00';

/** Whether it is the follower's evening, when tomorrow's stops near their places are told. */
export function isEveningFor(now: number, settings: Pick<NotificationSettings, 'quietStart' | 'quietEnd' | 'timeZone'>): boolean {
  return localTimeIn(now, settings.timeZone) >= TOMORROW_ALERT_FROM && !inQuietHours(now, settings);
}

/** The follower's tomorrow, as instants [from, to): the day their "tomorrow" means. */
export function tomorrowFor(now: number, timeZone: string): { from: number; to: number } {
  const tomorrow = addDays(localDateIn(now, timeZone), 1);
  return { from: zonedInstant(tomorrow, '00:00', timeZone), to: zonedInstant(addDays(tomorrow, 1), '00:00', timeZone) };
}

/** Tomorrow's first stop of a truck within reach of one of the follower's places, with that place; null when none is. */
export function stopNearPlaces(occurrences: readonly StopOccurrence[], places: readonly SavedPlace[]): { occurrence: StopOccurrence; place: string } | null {
  for (const occurrence of [...occurrences].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    const place = places.find((p) => haversineKm({ lat: occurrence.latitude, lng: occurrence.longitude }, { lat: p.latitude, lng: p.longitude }) <= p.radiusKm);
    if (place) return { occurrence, place: place.label };
  }
  return null;
}
