import { roundKm } from '@dishrated/shared';
import { describe, expect, it } from 'vitest';
import { NearbyIndex } from '../../src/features/trucks/nearby-index.js';
import { createRandom } from '../../src/seed/random.js';
import { bruteForceNearby } from '../fixtures.js';

interface Placed {
  id: string;
  latitude: number;
  longitude: number;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A dense city centre, its suburbs and a few far-off trucks, as the bench's clusters are. */
function place(count: number, seed: number): Placed[] {
  const rnd = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const spread = i % 10 === 0 ? 2 : i % 3 === 0 ? 0.3 : 0.05;
    return { id: uuid(seed * 100_000 + i), latitude: 19.076 + (rnd.next() - 0.5) * spread, longitude: 72.8777 + (rnd.next() - 0.5) * spread };
  });
}

function indexOf(trucks: Placed[]): NearbyIndex {
  const index = new NearbyIndex();
  for (const truck of trucks) index.put(truck.id, truck.latitude, truck.longitude, `"id":"${truck.id}"}`);
  return index;
}

const answer = (index: NearbyIndex, lat: number, lng: number, radiusKm: number, limit: number) =>
  JSON.parse(index.nearest(lat, lng, radiusKm, limit)!.toString()) as Array<{ id: string; distanceValue: number; distance: string }>;

describe('NearbyIndex', () => {
  const trucks = place(5000, 3);
  const index = indexOf(trucks);

  it.each([
    ['the dense centre', 19.076, 72.8777, 10, 50],
    ['the centre with the largest page', 19.076, 72.8777, 25, 200],
    ['a suburb', 19.2, 72.95, 10, 50],
    ['a small radius', 19.08, 72.88, 0.5, 50],
    ['the edge of the spread', 20.05, 73.8, 40, 20],
    ['open sea', 15, 65, 10, 50],
  ])('answers %s like a brute-force haversine: same trucks, order and distances', (_, lat, lng, radiusKm, limit) => {
    const got = answer(index, lat, lng, radiusKm, limit);
    const expected = bruteForceNearby(trucks, lat, lng, radiusKm, limit);
    expect(got.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(got.map((t) => t.distanceValue)).toEqual(expected.map((t) => roundKm(t.km)));
    expect(got.every((t) => t.distance === `${t.distanceValue} km`)).toBe(true);
  });

  it('orders trucks at the same spot by id', () => {
    const same = [uuid(3), uuid(1), uuid(2)].map((id) => ({ id, latitude: 12.9716, longitude: 77.5946 }));
    expect(answer(indexOf(same), 12.97, 77.59, 5, 10).map((t) => t.id)).toEqual([uuid(1), uuid(2), uuid(3)]);
  });

  it('follows a truck that moves and forgets one that leaves or loses its position', () => {
    const moving = indexOf([
      { id: uuid(1), latitude: 12.97, longitude: 77.59 },
      { id: uuid(2), latitude: 12.971, longitude: 77.591 },
      { id: uuid(3), latitude: 12.972, longitude: 77.592 },
    ]);
    moving.put(uuid(1), 28.61, 77.2, '"id":"moved"}');
    moving.remove(uuid(2));
    moving.put(uuid(3), null, null, '"id":"unplaced"}');
    expect(answer(moving, 12.97, 77.59, 5, 10)).toEqual([]);
    expect(answer(moving, 28.61, 77.2, 5, 10).map((t) => t.id)).toEqual(['moved']);
    expect(moving.size).toBe(1);
  });

  it('answers with the same items after a replaced item has made it rewrite its store', () => {
    const city = indexOf(place(400, 7));
    const before = answer(city, 19.076, 72.8777, 10, 50);
    // A far-off truck's 2 MB item, replaced: its old bytes are garbage enough to rewrite the store.
    const far = uuid(999_999);
    city.put(far, 28.61, 77.2, `"id":"${far}","pad":"${'x'.repeat(2_000_000)}"}`);
    city.put(far, 28.61, 77.2, `"id":"${far}"}`);
    expect(answer(city, 19.076, 72.8777, 10, 50)).toEqual(before);
  });

  it.each([
    ['a radius wider than its grid', 19.076, 72.8777, 100],
    ['a search across the antimeridian', 0, 179.99, 10],
    ['a search at a pole', 89.99, 0, 10],
  ])('leaves %s to the database', (_, lat, lng, radiusKm) => {
    expect(index.nearest(lat, lng, radiusKm, 50)).toBeUndefined();
  });
});
