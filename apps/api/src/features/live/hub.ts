import { haversineKm, type LiveEventName, type LiveStatusEvent, type Truck } from '@dishrated/shared';
import type { Redis } from 'ioredis';
import type { TruckChange } from '../trucks/index.js';

/** A change as it travels between instances (a move or a status), with the id streams use for Last-Event-ID. */
interface LiveMessage {
  id: number;
  change: Exclude<TruckChange, { kind: 'newDish' }>;
}

/** Sent between instances when a user's sessions end (a ban): every instance closes their streams. */
interface EndStreamsMessage {
  endStreamsOf: string;
}

/**
 * Sent between instances when users have news: new (or newly read) notifications, or an order
 * of theirs (as customer or owner) changed. Their streams say so, with `data`.
 */
interface NotifyMessage {
  notify: string[];
  event?: Extract<LiveEventName, 'notifications' | 'order'>;
  data?: object;
}
type HubMessage = LiveMessage | EndStreamsMessage | NotifyMessage;

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

const CHANNEL = 'dishrated:live';
/** Recent messages kept for clients that reconnect with Last-Event-ID. */
const REPLAY_SIZE = 1000;

const locationPayload = (truck: Truck) => ({
  truckId: truck.id,
  coordinates: truck.location.coordinates!,
  address: truck.location.address,
  lastLocationUpdate: truck.lastLocationUpdate,
});

/** The serving state an owner's word left the truck in (the rule's answer, as the truck's JSON carries it). */
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

/**
 * Fan-out of truck changes to the open streams of this instance. Without Redis a change is
 * delivered here directly; with Redis every instance publishes to one channel and delivers what
 * it receives, its own messages included, so a visitor on instance B sees a move written on A.
 * A subscriber that cannot keep up is dropped rather than allowed to hold up the others.
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
  private subscriberConnection: Redis | null = null;

  constructor(private readonly redis: Redis | null = null) {}

  /** With Redis: listens on the shared channel (a subscribing connection can do nothing else). */
  async start() {
    if (!this.redis) return;
    this.subscriberConnection = this.redis.duplicate();
    this.subscriberConnection.on('message', (_channel: string, text: string) => this.receive(JSON.parse(text) as HubMessage));
    await this.subscriberConnection.subscribe(CHANNEL);
  }

  async stop() {
    for (const set of this.byTruck.values()) for (const s of set) s.close();
    for (const area of this.areas) area.subscriber.close();
    for (const subscriber of this.userOnly) subscriber.close();
    this.userOnly.clear();
    this.byTruck.clear();
    this.areas.clear();
    if (this.subscriberConnection) {
      this.subscriberConnection.disconnect();
      this.subscriberConnection = null;
    }
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

  publish(change: TruckChange) {
    // Streams carry where trucks are and whether they serve; a new dish reaches followers as an alert.
    if (change.kind === 'newDish') return;
    const message: LiveMessage = { id: this.nextId(), change };
    if (this.redis) {
      this.redis.publish(CHANNEL, JSON.stringify(message)).catch(() => this.deliver(message));
    } else {
      this.deliver(message);
    }
  }

  /** Closes every stream the user has open, on every instance. */
  endUserStreams(userId: string) {
    const message: EndStreamsMessage = { endStreamsOf: userId };
    if (this.redis) {
      this.redis.publish(CHANNEL, JSON.stringify(message)).catch(() => this.receive(message));
    } else {
      this.receive(message);
    }
  }

  /** Tells every stream the users have open, on every instance, that their notifications changed. */
  notifyUsers(userIds: string[]) {
    this.tellUsers(userIds, 'notifications', {});
  }

  /** Sends an event to every stream the users have open, on every instance. */
  tellUsers(userIds: string[], event: NonNullable<NotifyMessage['event']>, data: object) {
    const message: NotifyMessage = { notify: [...new Set(userIds)], event, data };
    if (this.redis) {
      this.redis.publish(CHANNEL, JSON.stringify(message)).catch(() => this.receive(message));
    } else {
      this.receive(message);
    }
  }

  private receive(message: HubMessage) {
    if ('endStreamsOf' in message) {
      for (const subscriber of this.byUser.get(message.endStreamsOf) ?? []) subscriber.close();
    } else if ('notify' in message) {
      const event = message.event ?? 'notifications';
      for (const userId of message.notify) for (const subscriber of this.byUser.get(userId) ?? []) if (!subscriber.send(event, null, message.data ?? {})) subscriber.close();
    } else {
      this.deliver(message);
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
    else this.write(subscriber, 'status', id, statusPayload(change.truck));
  }

  private toArea(area: AreaSubscriber, { id, change }: LiveMessage) {
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
