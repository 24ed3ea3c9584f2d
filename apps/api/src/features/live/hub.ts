import { haversineKm, type LiveEventName, type LiveStatusEvent, type Truck } from '@dishrated/shared';
import type { ChangeFeed, UserNews } from '../../lib/change-feed.js';
import { truckItem, type CatalogTruck, type TruckCatalog } from '../trucks/index.js';

/** A truck's change as streams carry it, with the id streams use for Last-Event-ID. */
interface LiveMessage {
  id: number;
  change: { kind: 'location'; truck: Truck } | { kind: 'status'; truckId: string; truck: Truck } | { kind: 'ordering'; truckId: string };
}

export interface LiveSubscriber {
  /** Writes one event; returns false when the client is too far behind (it is then dropped). */
  send(event: LiveEventName, id: number | null, data: object): boolean;
  close(): void;
}

interface AreaSubscriber {
  subscriber: LiveSubscriber;
  lat: number;
  lng: number;
  radiusKm: number;
  /** Trucks currently inside the circle, as this stream last told the client. */
  inside: Set<string>;
}

/** Recent messages kept for clients that reconnect with Last-Event-ID. */
const REPLAY_SIZE = 1000;

const locationPayload = (truck: Truck) => ({
  truckId: truck.id,
  coordinates: truck.location.coordinates!,
  address: truck.location.address,
  lastLocationUpdate: truck.lastLocationUpdate,
});

/** The serving state the rule gives the truck now (as the truck's JSON carries it). */
const statusPayload = (truck: Truck): LiveStatusEvent => ({
  truckId: truck.id,
  status: truck.status,
  openNow: truck.openNow,
  openUntil: truck.openUntil,
  opensAt: truck.opensAt,
  statusBy: truck.statusBy,
  currentStop: truck.currentStop,
  nextStop: truck.nextStop,
  waitTime: truck.waitTime,
});

const moved = (before: CatalogTruck, after: CatalogTruck) => before.record.row.latitude !== after.record.row.latitude || before.record.row.longitude !== after.record.row.longitude || before.record.row.address !== after.record.row.address;

/**
 * Fan-out of changes to the open event streams of this instance. Every instance hears every
 * change through the database (the change feed): a truck's move and serving state from the
 * trucks in memory as they take in each change (so a visitor on instance B sees a move written
 * on A, in commit order, and a feed lost meanwhile ends in a reload whose differences are sent
 * too), and users' own news (notifications, orders, a ban) sent down the same feed. A subscriber
 * that cannot keep up is dropped rather than allowed to hold up the others.
 */
export class LiveHub {
  private readonly byTruck = new Map<string, Set<LiveSubscriber>>();
  private readonly areas = new Set<AreaSubscriber>();
  /** Streams opened by a signed-in user (with a stream ticket), so a ban can close them. */
  private readonly byUser = new Map<string, Set<LiveSubscriber>>();
  /** Streams that carry only their user's notification events (the header's bell). */
  private readonly userOnly = new Set<LiveSubscriber>();
  private readonly recent: LiveMessage[] = [];
  private sequence = 0;

  constructor(
    feed: Pick<ChangeFeed, 'subscribe'>,
    catalog: Pick<TruckCatalog, 'onChange' | 'get'>,
    private readonly now: () => number = Date.now,
  ) {
    catalog.onChange((ids, before) => this.trucksChanged(ids === '*' ? [...new Set([...before.keys()])] : ids, before, catalog));
    feed.subscribe((change) => {
      if (change.kind === 'user') this.receive(change.news);
      // News may have been missed while the feed was away: every signed-in stream reads again.
      else if (change.kind === 'reset') for (const [, subscribers] of this.byUser) for (const s of subscribers) if (!s.send('notifications', null, {})) s.close();
    });
  }

  async stop() {
    for (const set of this.byTruck.values()) for (const s of set) s.close();
    for (const area of this.areas) area.subscriber.close();
    for (const subscriber of this.userOnly) subscriber.close();
    this.userOnly.clear();
    this.byTruck.clear();
    this.areas.clear();
  }

  get subscriberCount() {
    let n = this.areas.size + this.userOnly.size;
    for (const set of this.byTruck.values()) n += set.size;
    return n;
  }

  /**
   * Ids grow with time (milliseconds, then a counter), so they order messages from different
   * instances closely enough for replay and never repeat within one.
   */
  private nextId() {
    this.sequence = (this.sequence + 1) % 1000;
    return Date.now() * 1000 + this.sequence;
  }

  /**
   * Trucks the catalog has taken in: a move is streamed while the owner shares the truck's place
   * (turning sharing on shows where it is now), a change of serving state or wait time always.
   */
  private trucksChanged(ids: readonly string[], before: ReadonlyMap<string, CatalogTruck>, catalog: Pick<TruckCatalog, 'get'>) {
    if (this.subscriberCount === 0) return;
    const at = this.now();
    for (const id of ids) {
      const after = catalog.get(id);
      const old = before.get(id);
      if (!after || !old) continue;
      const truck = truckItem(after.record, after.servingAt(at));
      const sharing = after.record.row.isLocationSharingEnabled;
      if (sharing && truck.location.coordinates && (moved(old, after) || !old.record.row.isLocationSharingEnabled)) this.deliver({ id: this.nextId(), change: { kind: 'location', truck } });
      const was = old.servingAt(at);
      if (was.status !== truck.status || was.openUntil !== (truck.openUntil ? Date.parse(truck.openUntil) : null) || old.record.row.waitTime !== truck.waitTime) {
        this.deliver({ id: this.nextId(), change: { kind: 'status', truckId: id, truck } });
      }
      // The owner saved the ordering (stopped taking orders, sold out a dish): order screens read it again.
      if (old.record.orderingSavedAt !== after.record.orderingSavedAt) this.deliver({ id: this.nextId(), change: { kind: 'ordering', truckId: id } });
    }
  }

  private receive(news: UserNews) {
    for (const userId of news.users) {
      for (const subscriber of this.byUser.get(userId) ?? []) {
        if (news.event === 'end') subscriber.close();
        else if (!subscriber.send(news.event, null, news.data ?? {})) subscriber.close();
      }
    }
  }

  /** Remembers that a signed-in user opened this stream; returns the function that forgets it. */
  trackUser(userId: string, subscriber: LiveSubscriber) {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  private deliver(message: LiveMessage) {
    this.recent.push(message);
    if (this.recent.length > REPLAY_SIZE) this.recent.shift();
    const truckId = message.change.kind === 'location' ? message.change.truck.id : message.change.truckId;
    for (const subscriber of this.byTruck.get(truckId) ?? []) this.toTruckStream(subscriber, message);
    for (const area of this.areas) this.toArea(area, message);
  }

  private write(subscriber: LiveSubscriber, event: LiveEventName, id: number, data: object) {
    if (!subscriber.send(event, id, data)) subscriber.close();
  }

  private toTruckStream(subscriber: LiveSubscriber, { id, change }: LiveMessage) {
    if (change.kind === 'location') this.write(subscriber, 'location', id, locationPayload(change.truck));
    else if (change.kind === 'status') this.write(subscriber, 'status', id, statusPayload(change.truck));
    else this.write(subscriber, 'ordering', id, { truckId: change.truckId });
  }

  private toArea(area: AreaSubscriber, { id, change }: LiveMessage) {
    // Ordering is news for the truck's own page and order screen, not for a map of many trucks.
    if (change.kind === 'ordering') return;
    if (change.kind === 'status') {
      if (area.inside.has(change.truckId)) this.write(area.subscriber, 'status', id, statusPayload(change.truck));
      return;
    }
    const { truck } = change;
    const c = truck.location.coordinates!;
    const isInside = haversineKm({ lat: area.lat, lng: area.lng }, { lat: c.latitude, lng: c.longitude }) <= area.radiusKm;
    const wasInside = area.inside.has(truck.id);
    if (isInside && !wasInside) {
      area.inside.add(truck.id);
      this.write(area.subscriber, 'enter', id, { truckId: truck.id, truck });
    } else if (isInside) {
      this.write(area.subscriber, 'location', id, locationPayload(truck));
    } else if (wasInside) {
      area.inside.delete(truck.id);
      this.write(area.subscriber, 'leave', id, { truckId: truck.id });
    }
  }

  /** Messages after `lastEventId` still in the buffer, for a reconnecting client. */
  private since(lastEventId: number | null) {
    return lastEventId === null ? [] : this.recent.filter((m) => m.id > lastEventId);
  }

  subscribeTruck(truckId: string, subscriber: LiveSubscriber, lastEventId: number | null) {
    let set = this.byTruck.get(truckId);
    if (!set) this.byTruck.set(truckId, (set = new Set()));
    set.add(subscriber);
    for (const message of this.since(lastEventId)) {
      const id = message.change.kind === 'location' ? message.change.truck.id : message.change.truckId;
      if (id === truckId) this.toTruckStream(subscriber, message);
    }
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.byTruck.delete(truckId);
    };
  }

  /** A signed-in user's own stream: it hears only that their notifications changed. */
  subscribeUser(userId: string, subscriber: LiveSubscriber) {
    this.userOnly.add(subscriber);
    const untrack = this.trackUser(userId, subscriber);
    return () => {
      this.userOnly.delete(subscriber);
      untrack();
    };
  }

  /**
   * An area stream starts from the trucks inside now (read from the database), so it replays
   * nothing: a reconnecting client reloads its list instead, which the web app does on every open.
   */
  subscribeArea(area: { lat: number; lng: number; radiusKm: number; inside: string[] }, subscriber: LiveSubscriber) {
    const entry: AreaSubscriber = { subscriber, lat: area.lat, lng: area.lng, radiusKm: area.radiusKm, inside: new Set(area.inside) };
    this.areas.add(entry);
    return () => {
      this.areas.delete(entry);
    };
  }
}
