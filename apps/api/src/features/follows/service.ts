import {
  DEFAULT_NOTIFICATION_SETTINGS,
  FOLLOW_LIMITS,
  alertText,
  followerAlert,
  DEFAULT_TRUCK_TIME_ZONE,
  expandStops,
  isEveningFor,
  stopNearPlaces,
  tomorrowAlertText,
  tomorrowFor,
  type FollowAlerts,
  type FollowedTruck,
  type NotificationSettings,
  type TruckChangeForFollowers,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../auth/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { PersonalNews, TruckChange } from '../../lib/app-events.js';
import { findTruck, servingOf, truckRecords } from '../trucks/index.js';
import type { PushAlert } from './push.js';
import * as repo from './repository.js';

export interface FollowServiceOptions {
  /** Told which users have new notifications (the live streams tell their browsers). */
  onNotified?: (userIds: string[]) => void;
  /** Pushes alerts outside quiet hours to the followers' devices. */
  push?: (alerts: PushAlert[]) => Promise<unknown>;
  now?: () => number;
}

/** A change followers may hear of: its kind and what it names (the new dish, or the event). */
interface FollowerNews {
  truckId: string;
  kind: TruckChangeForFollowers;
  subject?: string;
}

/**
 * What a truck change means to followers: opening (the serving rule said closed before the
 * owner's word and open after it), a new shared place, or a new dish; null for anything else.
 */
function followerChange(change: TruckChange): FollowerNews | null {
  if (change.kind === 'location') return { truckId: change.truck.id, kind: 'moved' };
  if (change.kind === 'newDish') return { truckId: change.truckId, kind: 'newDish', subject: change.dish };
  if (change.truck.openNow && !change.wasOpen && change.truck.claimed) return { truckId: change.truckId, kind: 'opened' };
  return null;
}

/**
 * Follows, notification settings and the notification centre; and telling followers of a change
 * (the shared followerAlert decides who and how), written in one go per change.
 */
export function createFollowService(db: Database, { onNotified = () => {}, push = async () => {}, now = Date.now }: FollowServiceOptions = {}) {
  async function existingTruck(truckId: string) {
    const truck = await findTruck(db, truckId);
    if (!truck) throw notFound('TRUCK_NOT_FOUND');
    return truck;
  }

  /**
   * Tells a truck's followers of news, each as their choices, places, quiet hours and limits say;
   * one statement of notifications for all of them, then their pushes.
   */
  async function tell(meaning: FollowerNews): Promise<number> {
    const truck = await findTruck(db, meaning.truckId);
    if (!truck) return 0;
    const at = now();
    const truckAt = truck.latitude !== null && truck.longitude !== null ? { lat: truck.latitude, lng: truck.longitude } : null;
    const alerts = (await repo.followersOf(db, truck.id)).flatMap((f) => {
      const settings: NotificationSettings = f.timeZone
        ? { quietStart: f.quietStart!, quietEnd: f.quietEnd!, timeZone: f.timeZone, dailyCap: f.dailyCap!, places: f.places ?? [], nearLastPosition: f.nearLastPosition ?? false }
        : DEFAULT_NOTIFICATION_SETTINGS;
      const lastPosition = f.lastPositionAt && f.lastLatitude !== null && f.lastLongitude !== null ? { lat: f.lastLatitude, lng: f.lastLongitude, at: Date.parse(f.lastPositionAt) } : null;
      const alerts = { opens: f.opens, moves: f.moves, nearMe: f.nearMe, menu: f.menu, events: f.events };
      const alert = followerAlert(meaning.kind, truckAt, { alerts, settings, lastAlertAt: f.lastAlertAt ? Date.parse(f.lastAlertAt) : null, sentToday: f.sentToday, lastPosition }, at);
      return alert ? [{ userId: f.userId, truckId: truck.id, kind: alert.kind, pushed: alert.pushed, ...alertText(alert, truck, meaning.subject, f.language) }] : [];
    });
    if (alerts.length === 0) return 0;
    await repo.insertNotifications(db, alerts);
    onNotified(alerts.map((a) => a.userId));
    await push(alerts.filter((a) => a.pushed).map((a) => ({ userId: a.userId, message: { title: a.title, body: a.body, url: `/trucks/${a.truckId}`, tag: a.truckId } })));
    return alerts.length;
  }

  return {
    /** Follows a truck (or changes what the follow tells): answers the follow as it now is. */
    async follow(actor: UserRow, truckId: string, alerts: FollowAlerts) {
      await existingTruck(truckId);
      await db.transaction(async (tx) => {
        if (!(await repo.isFollowing(tx, actor.id, truckId)) && (await repo.followCount(tx, actor.id)) >= FOLLOW_LIMITS.followsPerUser) {
          throw conflict(`You can follow at most ${FOLLOW_LIMITS.followsPerUser} trucks. Unfollow one to follow another.`);
        }
        await repo.saveFollow(tx, actor.id, truckId, alerts);
      });
      return { truckId, following: true, alerts };
    },

    async unfollow(actor: UserRow, truckId: string) {
      await existingTruck(truckId);
      await repo.deleteFollow(db, actor.id, truckId);
    },

    /** The trucks the user follows, each with whether it is serving (the shared rule) and its next stop. */
    async following(actor: UserRow): Promise<FollowedTruck[]> {
      const trucks = await repo.followedBy(db, actor.id);
      const records = new Map((await truckRecords(db, trucks.map((t) => t.truckId))).map((r) => [r.row.id, r]));
      const at = now();
      return trucks.flatMap((truck) => {
        const record = records.get(truck.truckId);
        if (!record) return [];
        const serving = servingOf(record, at);
        const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
        return [{ ...truck, status: serving.status, openNow: serving.openNow, openUntil: iso(serving.openUntil), opensAt: iso(serving.opensAt), nextStop: serving.nextStop }];
      });
    },
    followerCounts: (truckIds: string[]) => repo.followerCounts(db, truckIds),

    settings: (actor: UserRow) => repo.settingsOf(db, actor.id),
    async saveSettings(actor: UserRow, settings: NotificationSettings) {
      await repo.saveSettings(db, actor.id, settings);
      return settings;
    },

    async notifications(actor: UserRow, query: { unread?: 'true' | 'false'; page: number }) {
      const found = await repo.notificationsOf(db, actor.id, { unreadOnly: query.unread === 'true', page: query.page });
      return { ...found, page: query.page, pages: Math.max(1, Math.ceil(found.total / FOLLOW_LIMITS.pageSize)) };
    },

    /** The browser shared where it is: kept (and used for "near you") only when the user chose that. */
    async sharePosition(actor: UserRow, position: { latitude: number; longitude: number }) {
      return { kept: await repo.savePosition(db, actor.id, position) };
    },

    async markRead(actor: UserRow, body: { ids: string[] } | { all: true }) {
      const changed = await repo.markRead(db, actor.id, 'all' in body ? 'all' : body.ids);
      if (changed > 0) onNotified([actor.id]);
      return { changed };
    },

    /** Tells the followers of a truck that opened, moved or added a dish (its owner's change). */
    truckChanged(change: TruckChange): Promise<number> {
      const meaning = followerChange(change);
      return meaning ? tell(meaning) : Promise.resolve(0);
    },

    /** Tells one user news of their own (an order, a catering request): kept in their notifications, on their streams, and pushed. */
    async tellUser({ userId, truckId, kind, words, url }: PersonalNews) {
      const message = { userId, truckId, url, ...words[await repo.languageOf(db, userId)] };
      await repo.insertNotifications(db, [{ ...message, kind, pushed: true }]);
      onNotified([message.userId]);
      await push([{ userId: message.userId, message: { title: message.title, body: message.body, url: message.url, tag: message.url } }]);
    },

    /**
     * In each follower's evening, tells them where a followed truck will stand tomorrow when that
     * is near one of their places (they chose near-my-places): once per truck and evening, within
     * the daily cap, pushed. Instances take turns under a lock, so nobody is told twice.
     */
    async tellTomorrow(): Promise<number> {
      const at = now();
      const alerts = await db.transaction(async (tx) => {
        await repo.lockTomorrowAlerts(tx);
        const due = (await repo.eveningFollowers(tx, new Date(at))).filter((f) => f.sentToday < f.dailyCap && isEveningFor(at, f));
        if (due.length === 0) return [];
        const schedules = new Map((await truckRecords(tx, [...new Set(due.map((f) => f.truckId))])).map((r) => [r.row.id, r]));
        const found = due.flatMap((f) => {
          const schedule = schedules.get(f.truckId);
          if (!schedule) return [];
          const near = stopNearPlaces(expandStops(schedule.stops, schedule.closed, tomorrowFor(at, f.timeZone), DEFAULT_TRUCK_TIME_ZONE), f.places);
          if (!near) return [];
          const { occurrence, place } = near;
          return [{ userId: f.userId, truckId: f.truckId, kind: 'tomorrow' as const, pushed: true, ...tomorrowAlertText(f.truckName, place, occurrence, f.language) }];
        });
        await repo.insertNotifications(tx, found);
        return found;
      });
      if (alerts.length === 0) return 0;
      onNotified(alerts.map((a) => a.userId));
      await push(alerts.map((a) => ({ userId: a.userId, message: { title: a.title, body: a.body, url: `/trucks/${a.truckId}`, tag: `${a.truckId}:tomorrow` } })));
      return alerts.length;
    },

    /** Tells the followers of a truck that signed up for a (public) food event. */
    truckJoinedEvent: (truckId: string, eventTitle: string) => tell({ truckId, kind: 'newEvent', subject: eventTitle }),
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
