import { DEFAULT_NOTIFICATION_SETTINGS, FOLLOW_LIMITS, PERSONAL_NOTIFICATION_KINDS, PUSH_LIMITS, type FollowAlerts, type FollowedTruck, type Locale, type Notification, type NotificationKind, type NotificationSettings, type SavedPlace } from '@dishrated/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { notificationSettings, notifications, pushSubscriptions, truckFollows, trucks, users } from '../../db/schema.js';

/** The personal kinds as the database reads a list: follow alerts' limits leave them out. */
const PERSONAL_KINDS = `{${PERSONAL_NOTIFICATION_KINDS.join(',')}}`;

export async function saveFollow(db: Executor, userId: string, truckId: string, alerts: FollowAlerts): Promise<void> {
  await db
    .insert(truckFollows)
    .values({ userId, truckId, ...alerts })
    .onConflictDoUpdate({ target: [truckFollows.userId, truckFollows.truckId], set: alerts });
}

export async function followCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(truckFollows).where(eq(truckFollows.userId, userId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Executor, userId: string, truckId: string): Promise<boolean> {
  const [row] = await db.select({ truckId: truckFollows.truckId }).from(truckFollows).where(and(eq(truckFollows.userId, userId), eq(truckFollows.truckId, truckId)));
  return Boolean(row);
}

export async function deleteFollow(db: Executor, userId: string, truckId: string): Promise<boolean> {
  const gone = await db.delete(truckFollows).where(and(eq(truckFollows.userId, userId), eq(truckFollows.truckId, truckId))).returning({ truckId: truckFollows.truckId });
  return gone.length > 0;
}

/** The trucks a user follows, most recently followed first, with where each is and what it is doing. */
export async function followedBy(db: Executor, userId: string): Promise<Array<Omit<FollowedTruck, 'status' | 'openUntil' | 'opensAt' | 'openNow' | 'nextStop'>>> {
  const rows = await db
    .select({ follow: truckFollows, truck: { name: trucks.name, image: trucks.image, cuisine: trucks.cuisine, address: trucks.address, latitude: trucks.latitude, longitude: trucks.longitude, lastLocationUpdate: trucks.lastLocationUpdate } })
    .from(truckFollows)
    .innerJoin(trucks, eq(trucks.id, truckFollows.truckId))
    // A retired listing (closed for good) is gone from every list.
    .where(and(eq(truckFollows.userId, userId), isNull(trucks.retiredAt)))
    .orderBy(desc(truckFollows.createdAt), truckFollows.truckId);
  return rows.map(({ follow, truck }) => ({
    truckId: follow.truckId,
    ...truck,
    lastLocationUpdate: truck.lastLocationUpdate?.toISOString() ?? null,
    alerts: { opens: follow.opens, moves: follow.moves, nearMe: follow.nearMe, menu: follow.menu, events: follow.events },
    followedAt: follow.createdAt.toISOString(),
  }));
}

/** How many follow each of the given trucks (absent ones: none). */
export async function followerCounts(db: Executor, truckIds: string[]): Promise<Map<string, number>> {
  if (truckIds.length === 0) return new Map();
  const rows = await db.select({ truckId: truckFollows.truckId, n: count() }).from(truckFollows).where(inArray(truckFollows.truckId, truckIds)).groupBy(truckFollows.truckId);
  return new Map(rows.map((r) => [r.truckId, r.n]));
}

export async function settingsOf(db: Executor, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row
    ? { quietStart: row.quietStart, quietEnd: row.quietEnd, timeZone: row.timeZone, dailyCap: row.dailyCap, places: row.places as SavedPlace[], nearLastPosition: row.nearLastPosition }
    : DEFAULT_NOTIFICATION_SETTINGS;
}

/** Saves the settings; turning "near where I last was" off forgets the position. */
export async function saveSettings(db: Executor, userId: string, settings: NotificationSettings): Promise<void> {
  const forget = settings.nearLastPosition ? {} : { lastLatitude: null, lastLongitude: null, lastPositionAt: null };
  const values = { ...settings, ...forget, updatedAt: new Date() };
  await db.insert(notificationSettings).values({ userId, ...values }).onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** Keeps the position a browser shared, only for a user who chose to be told near it; answers whether it was kept. */
export async function savePosition(db: Executor, userId: string, position: { latitude: number; longitude: number }): Promise<boolean> {
  const kept = await db
    .update(notificationSettings)
    .set({ lastLatitude: position.latitude, lastLongitude: position.longitude, lastPositionAt: new Date() })
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.nearLastPosition, true)))
    .returning({ userId: notificationSettings.userId });
  return kept.length > 0;
}

/** A follower of a truck as the alert rule reads them: their choices, settings, and what they were told of it lately. */
export interface FollowerRow {
  userId: string;
  /** The language the follower reads their alerts in. */
  language: Locale;
  opens: boolean;
  moves: boolean;
  nearMe: boolean;
  menu: boolean;
  events: boolean;
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string | null;
  dailyCap: number | null;
  places: SavedPlace[] | null;
  nearLastPosition: boolean | null;
  lastLatitude: number | null;
  lastLongitude: number | null;
  lastPositionAt: string | null;
  lastAlertAt: string | null;
  sentToday: number;
}

/**
 * Every follower of a truck, with when each was last told of it and how often since the start of
 * their own day (in their time zone; India's without settings).
 */
export async function followersOf(db: Executor, truckId: string): Promise<FollowerRow[]> {
  const zone = sql`coalesce(s.time_zone, ${DEFAULT_NOTIFICATION_SETTINGS.timeZone})`;
  return queryRows<FollowerRow>(
    db,
    sql`select f.user_id as "userId", u.language, f.opens, f.moves, f.near_me as "nearMe", f.menu, f.events,
          s.quiet_start as "quietStart", s.quiet_end as "quietEnd", s.time_zone as "timeZone", s.daily_cap as "dailyCap", s.places,
          s.near_last_position as "nearLastPosition", s.last_latitude as "lastLatitude", s.last_longitude as "lastLongitude", s.last_position_at::text as "lastPositionAt",
          (select max(n.created_at)::text from notifications n where n.user_id = f.user_id and n.truck_id = f.truck_id and n.kind <> all(${PERSONAL_KINDS}::text[])) as "lastAlertAt",
          (select count(*)::int from notifications n where n.user_id = f.user_id and n.truck_id = f.truck_id and n.kind <> all(${PERSONAL_KINDS}::text[])
             and n.created_at >= (date_trunc('day', now() at time zone ${zone}) at time zone ${zone})) as "sentToday"
        from truck_follows f join users u on u.id = f.user_id left join notification_settings s on s.user_id = f.user_id
        where f.truck_id = ${truckId}`,
  );
}

export interface NewNotification {
  userId: string;
  truckId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  pushed: boolean;
  url?: string;
}

/** Stores alerts in statements of a few thousand rows (within PostgreSQL's parameter limit). */
/** Writes notifications, keeping each account's newest FOLLOW_LIMITS.keptPerUser. */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 5000) await db.insert(notifications).values(rows.slice(at, at + 5000));
  const users = [...new Set(rows.map((row) => row.userId))];
  if (users.length === 0) return;
  await db.execute(sql`delete from notifications n using (
      select id from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as newest
                      from notifications where user_id = any(${`{${users.join(',')}}`}::uuid[])) ranked
      where newest > ${FOLLOW_LIMITS.keptPerUser}) old
    where n.id = old.id`);
}

/** A user's notifications, newest first, a page at a time; with how many are unread and in all. */
export async function notificationsOf(db: Executor, userId: string, { unreadOnly, page }: { unreadOnly: boolean; page: number }) {
  const mine = unreadOnly ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select({ n: notifications, truckName: trucks.name })
      .from(notifications)
      .innerJoin(trucks, eq(trucks.id, notifications.truckId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(FOLLOW_LIMITS.pageSize)
      .offset((page - 1) * FOLLOW_LIMITS.pageSize),
    db.select({ n: count() }).from(notifications).where(mine),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  const list: Notification[] = rows.map(({ n, truckName }) => ({
    id: n.id,
    kind: n.kind as NotificationKind,
    truckId: n.truckId,
    truckName,
    title: n.title,
    body: n.body,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
    pushed: n.pushed,
    url: n.url,
  }));
  return { notifications: list, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks the user's own notifications read (others' ids are ignored); answers how many changed. */
export async function markRead(db: Executor, userId: string, ids: string[] | 'all'): Promise<number> {
  const which = ids === 'all' ? undefined : inArray(notifications.id, ids);
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * Keeps a device's subscription for a user (a device signed in to another account now pushes to
 * this one), and drops the user's oldest devices beyond the limit.
 */
/**
 * Keeps a device's subscription for the user. An endpoint already kept for another account moves
 * to this one only with the same keys (the same browser, now signed in as someone else): with
 * other keys it is someone else's device, and is left alone (false).
 */
export async function saveSubscription(db: Executor, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date() },
      where: sql`${pushSubscriptions.userId} = ${userId} or (${pushSubscriptions.p256dh} = ${subscription.p256dh} and ${pushSubscriptions.auth} = ${subscription.auth})`,
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) return false;
  await db.execute(sql`delete from push_subscriptions where id in (
      select id from push_subscriptions where user_id = ${userId} order by created_at desc, id offset ${PUSH_LIMITS.devicesPerUser})`);
  return true;
}

export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** A push service said this subscription is gone. */
export async function forgetSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The language a user reads their notifications in (English for an account that is gone). */
export async function languageOf(db: Executor, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'en';
}

/** Every device of the given users, read a few thousand users at a time. */
export async function subscriptionsOf(db: Executor, userIds: string[]): Promise<PushSubscriptionRow[]> {
  const found: PushSubscriptionRow[] = [];
  for (let at = 0; at < userIds.length; at += 5000) found.push(...(await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds.slice(at, at + 5000)))));
  return found;
}

export interface EveningFollowerRow {
  userId: string;
  language: Locale;
  truckId: string;
  truckName: string;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  dailyCap: number;
  places: SavedPlace[];
  sentToday: number;
}

/**
 * Follows whose follower chose near-my-places, has places saved, is past 18:00 in their own zone
 * at `at`, and was not told of that truck's tomorrow in the last 20 hours.
 */
export function eveningFollowers(db: Executor, at: Date): Promise<EveningFollowerRow[]> {
  const local = sql`(${at}::timestamptz at time zone s.time_zone)`;
  return queryRows<EveningFollowerRow>(
    db,
    sql`select f.user_id as "userId", u.language, f.truck_id as "truckId", t.name as "truckName", s.quiet_start as "quietStart", s.quiet_end as "quietEnd",
          s.time_zone as "timeZone", s.daily_cap as "dailyCap", s.places,
          (select count(*)::int from notifications n where n.user_id = f.user_id and n.truck_id = f.truck_id and n.kind <> all(${PERSONAL_KINDS}::text[])
             and n.created_at >= (date_trunc('day', ${local}) at time zone s.time_zone)) as "sentToday"
        from truck_follows f join notification_settings s on s.user_id = f.user_id join trucks t on t.id = f.truck_id join users u on u.id = f.user_id
        -- A listing nobody runs yet has hours from a directory at best: nobody is told it opens.
        where f.near_me and t.owner_id is not null and t.retired_at is null and jsonb_array_length(s.places) > 0 and ${local}::time >= '18:00'
          and not exists (select 1 from notifications n where n.user_id = f.user_id and n.truck_id = f.truck_id and n.kind = 'tomorrow'
                            and n.created_at > ${at}::timestamptz - interval '20 hours')`,
  );
}

/** Held while one instance tells tomorrow's stops, so two instances never tell a follower twice. */
export async function lockTomorrowAlerts(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dishrated:tomorrow-alerts'))`);
}
