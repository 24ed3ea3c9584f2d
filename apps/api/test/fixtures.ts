import { haversineKm } from '@dishrated/shared';
import type { Database } from '../src/db/client.js';
import { menuItems, truckStops, trucks, users } from '../src/db/schema.js';
import { createRandom } from '../src/seed/random.js';
import { uniqueEmail } from './helpers.js';

export type TruckInsert = typeof trucks.$inferInsert;

export async function insertOwner(db: Database, name = 'Fixture Owner') {
  const [owner] = await db
    .insert(users)
    .values({ name, email: uniqueEmail('owner'), phone: '+91 90000 00000', passwordHash: 'x', role: 'owner' })
    .returning();
  return owner!;
}

export async function insertTrucks(db: Database, ownerId: string, values: Array<Partial<TruckInsert>>) {
  const rows: TruckInsert[] = values.map((v, i) => ({ ownerId, name: `Truck ${i}`, cuisine: 'North Indian', ...v }));
  const inserted = [];
  for (let i = 0; i < rows.length; i += 500) inserted.push(...(await db.insert(trucks).values(rows.slice(i, i + 500)).returning()));
  return inserted;
}

/** Random trucks in a box around a centre, as a seeded generator makes them (reproducible). */
export function randomTruckValues(count: number, seed: number, centre = { lat: 12.97, lng: 77.6 }, spreadDeg = 0.5) {
  const rnd = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    name: `Random ${seed}-${i}`,
    latitude: centre.lat + (rnd.next() - 0.5) * 2 * spreadDeg,
    longitude: centre.lng + (rnd.next() - 0.5) * 2 * spreadDeg,
    ownerWord: rnd.next() < 0.5 ? ('open' as const) : ('closed' as const),
    ownerWordAt: new Date(),
    ownerWordUntil: new Date(Date.now() + 3_600_000),
  }));
}

export function bruteForceNearby(all: Array<{ id: string; latitude: number | null; longitude: number | null }>, lat: number, lng: number, radiusKm: number, limit: number) {
  return all
    .filter((t) => t.latitude !== null && t.longitude !== null)
    .map((t) => ({ id: t.id, km: haversineKm({ lat, lng }, { lat: t.latitude!, lng: t.longitude! }) }))
    .filter((t) => t.km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .slice(0, limit);
}

export async function addMenuAndSchedule(db: Database, truckId: string) {
  await db.insert(menuItems).values([
    { truckId, name: 'Masala Dosa', description: 'Crisp crepe', price: 90, category: 'Dosas', isVegetarian: true, isVegan: true },
    { truckId, name: 'Filter Coffee', description: 'Strong', price: 40, category: 'Drinks', isVegetarian: true, allergens: ['dairy'] },
  ]);
  // Mondays 8 am to 1 pm in Jayanagar; closed the rest of the week.
  await db.insert(truckStops).values({ truckId, label: 'Jayanagar', latitude: 12.925, longitude: 77.593, startTime: '08:00', endTime: '13:00', weekdays: ['Monday'], fromDate: '2024-01-01' });
}

/** Users inserted directly (no argon2 per user) with signed tokens: for tests that need many actors. */
export async function insertSessions(app: { signToken(user: { id: string; role: 'user' | 'owner' | 'admin' }): string }, db: Database, count: number, role: 'user' | 'owner' | 'admin' = 'user', name = 'Reviewer') {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${name} ${i + 1}`, email: uniqueEmail(role), passwordHash: 'x', role })))
    .returning();
  return rows.map((user) => ({ user, token: app.signToken(user) }));
}
