import { haversineKm, roundKm } from '@dishrated/shared';
import { describe, expect, it } from 'vitest';
import { NearbyIndex, type FindFilter, type PageSummary } from '../../src/features/trucks/nearby-index.js';
import { chordForKm, unitVector } from '../../src/lib/geo-sql.js';
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
  for (const truck of trucks) index.put({ id: truck.id, latitude: truck.latitude, longitude: truck.longitude, tail: `"id":"${truck.id}"}` });
  return index;
}

const answer = (index: NearbyIndex, lat: number, lng: number, radiusKm: number, limit: number) =>
  JSON.parse(index.nearest(lat, lng, radiusKm, limit)!.toString()) as Array<{ id: string; distance: string }>;

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
    expect(got.map((t) => t.distance)).toEqual(expected.map((t) => `${roundKm(t.km)} km`));
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
    moving.put({ id: uuid(1), latitude: 28.61, longitude: 77.2, tail: '"id":"moved"}' });
    moving.remove(uuid(2));
    moving.put({ id: uuid(3), latitude: null, longitude: null, tail: '"id":"unplaced"}' });
    expect(answer(moving, 12.97, 77.59, 5, 10)).toEqual([]);
    expect(answer(moving, 28.61, 77.2, 5, 10).map((t) => t.id)).toEqual(['moved']);
    expect(moving.size).toBe(1);
  });

  it('lists a nearby truck by its summary, the stored item up to its address, and Find Trucks by the whole item', () => {
    // A name holding the cut's own text, escaped inside the JSON string, must not cut it short.
    const location = '"location":{"coordinates":{"latitude":12.97,"longitude":77.59},"address":"MG Road"}';
    const tail = `"id":"${uuid(1)}","name":"Dosa ,\\"address\\": Cart",${location},"description":"Crisp dosas, ₹80","tags":["Breakfast"]}`;
    const shop = new NearbyIndex();
    shop.put({ id: uuid(1), latitude: 12.97, longitude: 77.59, tail });
    const [summary] = JSON.parse(shop.nearest(12.97, 77.59, 5, 10)!.toString());
    expect(summary).toEqual({ distance: '0 km', id: uuid(1), name: 'Dosa ,"address": Cart', location: { coordinates: { latitude: 12.97, longitude: 77.59 } } });
    const [item] = JSON.parse(shop.findPage(12.97, 77.59, 5, {}, { offset: 0, limit: 10 }, () => ({ before: '', after: '' }))!.toString());
    expect(item).toEqual({ distanceValue: 0, distance: '0 km', id: uuid(1), name: 'Dosa ,"address": Cart', location: { coordinates: { latitude: 12.97, longitude: 77.59 }, address: 'MG Road' }, description: 'Crisp dosas, ₹80', tags: ['Breakfast'] });
  });

  it('lists a truck whose item lacks the summary cut whole, in nearby as in Find Trucks', () => {
    const shop = new NearbyIndex();
    shop.put({ id: uuid(1), latitude: 12.97, longitude: 77.59, tail: `"id":"${uuid(1)}","name":"Chai ₹"}` });
    expect(JSON.parse(shop.nearest(12.97, 77.59, 5, 10)!.toString())).toEqual([{ distance: '0 km', id: uuid(1), name: 'Chai ₹' }]);
    expect(JSON.parse(shop.findPage(12.97, 77.59, 5, {}, { offset: 0, limit: 10 }, () => ({ before: '', after: '' }))!.toString())).toEqual([{ distanceValue: 0, distance: '0 km', id: uuid(1), name: 'Chai ₹' }]);
  });

  it.each([
    ['a radius wider than its grid', 19.076, 72.8777, 100],
    ['a search across the antimeridian', 0, 179.99, 10],
    ['a search at a pole', 89.99, 0, 10],
  ])('leaves %s to the database', (_, lat, lng, radiusKm) => {
    expect(index.nearest(lat, lng, radiusKm, 50)).toBeUndefined();
  });
});

interface Listed extends Placed {
  status: string;
  priceRange: string;
  cuisine: string;
  tags: string[];
}

/** Find Trucks' rule, written plainly: chord within the radius's, filters, nearest by chord, ties by id. */
function bruteForceFind(trucks: Listed[], lat: number, lng: number, radiusKm: number, filter: FindFilter) {
  const [x, y, z] = unitVector(lat, lng);
  const chordOf = (t: Listed) => {
    const [tx, ty, tz] = unitVector(t.latitude, t.longitude);
    return Math.sqrt((tx - x) ** 2 + (ty - y) ** 2 + (tz - z) ** 2);
  };
  const holds = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());
  return trucks
    .map((t) => ({ ...t, chord: chordOf(t) }))
    .filter((t) => t.chord <= chordForKm(radiusKm))
    .filter((t) => !filter.openNow || t.status === 'open')
    .filter((t) => !filter.priceRanges?.length || filter.priceRanges.includes(t.priceRange))
    .filter((t) => !filter.cuisines?.length || filter.cuisines.some((c) => holds(t.cuisine, c) || t.tags.some((tag) => holds(tag, c))))
    .sort((a, b) => a.chord - b.chord || (a.id < b.id ? -1 : 1));
}

describe('NearbyIndex Find Trucks pages', () => {
  const cuisines = ['North Indian', 'South Indian', 'Chinese', 'Dessert'];
  const trucks: Listed[] = place(3000, 5).map((t, i) => ({
    ...t,
    status: ['open', 'closed', 'busy'][i % 3]!,
    priceRange: ['budget', 'mid', 'premium'][i % 4 === 3 ? 2 : i % 2]!,
    cuisine: cuisines[i % 4]!,
    tags: i % 5 === 0 ? ['Street Food', 'Late Night'] : [],
  }));
  const index = new NearbyIndex();
  for (const t of trucks) index.put({ ...t, tail: `"id":"${t.id}"}` });

  type Page = { trucks: Array<{ id: string; distanceValue: number }>; matching: number; nextCursor: { chord: number; id: string } | null };
  const find = (lat: number, lng: number, radiusKm: number, filter: FindFilter, paging: { offset: number; limit: number; cursor?: { chord: number; id: string } }): Page => {
    let summary: PageSummary = { count: 0 };
    const json = index.findPage(lat, lng, radiusKm, filter, paging, (page) => ((summary = page), { before: '', after: '' }))!;
    return { trucks: JSON.parse(json.toString()), matching: summary.matching!, nextCursor: summary.nextCursor ?? null };
  };

  it.each([
    ['every truck in 10 km', 10, {}],
    ['open, budget or mid', 10, { openNow: true, priceRanges: ['budget', 'mid'] }],
    ['a cuisine in another case', 25, { cuisines: ['indian'] }],
    ['a tag or a cuisine', 5, { cuisines: ['late night', 'Dessert'] }],
    ['a small radius', 0.8, { openNow: true }],
  ] as Array<[string, number, FindFilter]>)('pages through %s in the brute-force order, then stops', (_, radiusKm, filter) => {
    const expected = bruteForceFind(trucks, 19.08, 72.88, radiusKm, filter);
    const seen: string[] = [];
    let cursor: Page['nextCursor'] = null;
    do {
      const page = find(19.08, 72.88, radiusKm, filter, { offset: 0, limit: 40, cursor: cursor ?? undefined });
      expect(page.matching).toBe(Math.min(expected.length, 1001));
      seen.push(...page.trucks.map((t) => t.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected.map((t) => t.id));
  });

  it('shows each truck with its haversine distance, and counts past 1,000 only as "more"', () => {
    const page = find(19.076, 72.8777, 40, {}, { offset: 0, limit: 20 });
    expect(page.matching).toBe(1001);
    const byId = new Map(trucks.map((t) => [t.id, t]));
    expect(page.trucks.map((t) => t.distanceValue)).toEqual(
      page.trucks.map((t) => roundKm(haversineKm({ lat: 19.076, lng: 72.8777 }, { lat: byId.get(t.id)!.latitude, lng: byId.get(t.id)!.longitude }))),
    );
  });

  it('gives a later page by offset, as the cursor does', () => {
    const third = find(19.08, 72.88, 10, { openNow: true }, { offset: 40, limit: 20 });
    const expected = bruteForceFind(trucks, 19.08, 72.88, 10, { openNow: true }).slice(40, 60);
    expect(third.trucks.map((t) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it('leaves to the database a cuisine outside ASCII, and a truck it cannot rule out by one (its case folding is the database locale\'s)', () => {
    expect(index.findPage(19.08, 72.88, 10, { cuisines: ['ढाबा'] }, { offset: 0, limit: 20 }, () => ({ before: '', after: '' }))).toBeUndefined();
    const withCrepes = new NearbyIndex();
    withCrepes.put({ id: uuid(1), latitude: 12.97, longitude: 77.59, cuisine: 'Crêpes', tags: [], tail: '"id":"crepes"}' });
    const search = (cuisines: string[]) => withCrepes.findPage(12.97, 77.59, 5, { cuisines }, { offset: 0, limit: 20 }, () => ({ before: '', after: '' }));
    expect(search(['kebab'])).toBeUndefined();
    // A match is a match in every locale.
    expect(JSON.parse(search(['CR'])!.toString())).toHaveLength(1);
  });
});
