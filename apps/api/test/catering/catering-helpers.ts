import type { App } from '../../src/app.js';
import { freshAddress } from '../admin/admin-helpers.js';
import { bearer } from '../helpers.js';
import type { Session } from '../owner/owner-helpers.js';

type Place = { latitude: number; longitude: number };

/**
 * A place of the test's own, in a wide stretch of the Deccan: another test's truck rarely stands
 * within reach of it, and the tests ask whether *their* truck was reached, never how many were.
 */
export const freshPlace = (): Place => ({ latitude: Number((18 + Math.random() * 8).toFixed(4)), longitude: Number((74 + Math.random() * 8).toFixed(4)) });

/** A place about `km` kilometres north of another. */
export const north = (place: Place, km: number): Place => ({ latitude: Number((place.latitude + km / 111.19).toFixed(4)), longitude: place.longitude });

/** Sends a catering request, each from an address of its own: the route's per-address limit is not what these tests test. */
export const ask = (app: App, customer: Session, body: object) =>
  app.inject({ method: 'POST', url: '/api/catering-requests', payload: body, headers: bearer(customer.token), remoteAddress: freshAddress() });
