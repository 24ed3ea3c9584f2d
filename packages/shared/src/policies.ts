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
  'truck:manage': (actor: Actor | null, truck: { ownerId: string }) =>
    actor?.role === 'admin' || (actor?.role === 'owner' && actor.id === truck.ownerId),
  'truck:feature': (actor: Actor | null) => actor?.role === 'admin',
} as const;

export type Policy = keyof typeof policies;
