import type { Locale, PersonalNotificationKind, Truck } from '@dishrated/shared';
import type { BackgroundTasks } from './background.js';

/** A change to a truck that its followers may hear of. */
export type TruckChange =
  | { kind: 'location'; truck: Truck }
  | { kind: 'status'; truckId: string; truck: Truck; wasOpen: boolean }
  /** A dish added to the menu (told to followers, not streamed). */
  | { kind: 'newDish'; truckId: string; dish: string };

/**
 * What one person is told of their own business (a notification, pushed): a customer of their
 * order, an owner of a new order or catering request, a customer of a quote.
 */
export interface PersonalNews {
  userId: string;
  truckId: string;
  kind: PersonalNotificationKind;
  /** The notification in each language: the recipient's saved one is kept and pushed. */
  words: Record<Locale, { title: string; body: string }>;
  url: string;
}

/** What happened on this instance, once its transaction committed, by name. */
export interface AppEventMap {
  /** An owner changed a truck in a way followers may hear of. */
  'truck.changed': TruckChange;
  /** A truck signed up for an event. */
  'event.truckJoined': { truckId: string; eventTitle: string };
  /** Someone is to hear of their own order or catering request. */
  'personal.news': PersonalNews;
}

type Listener<E extends keyof AppEventMap> = (payload: AppEventMap[E]) => Promise<unknown>;

/**
 * What one feature did, for others to act on, on the instance that did it and once (the change
 * feed, by contrast, tells every instance what changed in the database, for caches and streams).
 * A feature emits after its answer's work is done; listeners run in the background, so a
 * listener's failure is logged and never fails the request that caused it.
 */
export function createAppEvents(background: BackgroundTasks) {
  const listeners = new Map<keyof AppEventMap, Array<Listener<never>>>();
  return {
    on<E extends keyof AppEventMap>(event: E, listener: Listener<E>): void {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener<never>]);
    },
    emit<E extends keyof AppEventMap>(event: E, payload: AppEventMap[E]): void {
      for (const listener of listeners.get(event) ?? []) background.run(event, () => (listener as Listener<E>)(payload));
    },
  };
}

export type AppEvents = ReturnType<typeof createAppEvents>;
