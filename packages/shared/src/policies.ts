import type { Role } from './constants.js';

export interface Actor {
  id: string;
  role: Role;
}

/**
 * Named permission rules, read the same way by the server (which enforces them) and the web app
 * (which only hides controls).
 */
export const policies = {
  /** Owners create trucks; admins may too. */
  'truck:create': (actor: Actor | null) => actor?.role === 'owner' || actor?.role === 'admin',
  /** A truck is managed by its owner (an owner account) or an admin. */
  'truck:manage': (actor: Actor | null, truck: { ownerId: string | null }) =>
    actor?.role === 'admin' || (actor?.role === 'owner' && actor.id === truck.ownerId),
  'truck:feature': (actor: Actor | null) => actor?.role === 'admin',
  /** Anyone signed in orders ahead, but not from a truck they own. */
  'order:place': (actor: Actor | null, truck: { ownerId: string | null }) => !!actor && actor.id !== truck.ownerId,
  /** An order is read by the customer who placed it and by whoever manages its truck. */
  'order:view': (actor: Actor | null, order: { customerId: string; truckOwnerId: string | null }) =>
    !!actor && (actor.id === order.customerId || actor.role === 'admin' || (actor.role === 'owner' && actor.id === order.truckOwnerId)),
  /** Only the customer cancels their order. */
  'order:cancel': (actor: Actor | null, order: { customerId: string }) => !!actor && actor.id === order.customerId,
  /** Any signed-in user reviews, but never a truck they own. */
  'review:create': (actor: Actor | null, truck: { ownerId: string | null }) => !!actor && actor.id !== truck.ownerId,
  'review:edit': (actor: Actor | null, review: { userId: string }) => !!actor && actor.id === review.userId,
  'review:delete': (actor: Actor | null, review: { userId: string }) => !!actor && (actor.id === review.userId || actor.role === 'admin'),
  /** Helpful and report: anyone signed in except the author. */
  'review:vote': (actor: Actor | null, review: { userId: string }) => !!actor && actor.id !== review.userId,
  'review:report': (actor: Actor | null, review: { userId: string }) => !!actor && actor.id !== review.userId,
  /** Only the truck's owner responds, once. */
  'review:respond': (actor: Actor | null, review: { truckOwnerId: string | null; hasResponse: boolean }) =>
    !!actor && actor.id === review.truckOwnerId && !review.hasResponse,
  /**
   * Everyone sees an approved event that is not a draft; its organizer and admins see it in any
   * state (pending approval, rejected, draft).
   */
  'event:view': (actor: Actor | null, event: { approvalStatus: string; status: string; organizerId: string }) =>
    (event.approvalStatus === 'approved' && event.status !== 'draft') || actor?.role === 'admin' || (!!actor && actor.id === event.organizerId),
  /** Owners and admins organise events. */
  'event:create': (actor: Actor | null) => actor?.role === 'owner' || actor?.role === 'admin',
  /** An event is edited and deleted by its organizer or an admin. */
  'event:manage': (actor: Actor | null, event: { organizerId: string }) => actor?.role === 'admin' || (!!actor && actor.id === event.organizerId),
  /** Only food truck owners put a truck into an event. */
  'event:join': (actor: Actor | null) => actor?.role === 'owner',
  /** Lists include unpublished and unapproved events for admins only. */
  'event:list-unpublished': (actor: Actor | null) => actor?.role === 'admin',
} as const;

export type Policy = keyof typeof policies;
