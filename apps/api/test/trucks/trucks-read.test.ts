import { haversineKm, nearestCity } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_PRIOR_MEAN, TRENDING_PRIOR_WEIGHT, trucks as truckTable } from '../../src/db/schema.js';
import { addMenuAndSchedule, bruteForceNearby, insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof insertOwner>>;
let named: Awaited<ReturnType<typeof insertTrucks>>;
let random: Awaited<ReturnType<typeof insertTrucks>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await insertOwner(ctx.database.db, 'Lakshmi Rao');
  // A far-away cluster (Delhi) for the filter tests, so the random Bengaluru trucks never interfere.
  const delhi = { lat: 28.6315, lng: 77.2167 };
  // The owners' word: open for the next hour, or closed (none of them has a stop running).
  const open = { ownerWord: 'open' as const, ownerWordAt: new Date(), ownerWordUntil: new Date(Date.now() + 3_600_000) };
  const closed = { ownerWord: 'closed' as const, ownerWordAt: new Date() };
  named = await insertTrucks(ctx.database.db, owner.id, [
    { name: 'Dosa Junction', cuisine: 'South Indian', tags: ['Breakfast', 'Vegan options'], priceRange: 'budget', ...open, latitude: delhi.lat, longitude: delhi.lng, rating: 4.6, reviewCount: 120 },
    { name: 'Tandoor Express', cuisine: 'North Indian', tags: ['Spicy'], priceRange: 'mid', ...closed, description: 'Smoky kebabs', latitude: delhi.lat + 0.02, longitude: delhi.lng, rating: 4.9, reviewCount: 2 },
    { name: 'Green Bowl', cuisine: 'Vegan', tags: ['Healthy'], priceRange: 'premium', ...open, latitude: delhi.lat + 0.2, longitude: delhi.lng, rating: 4.2, reviewCount: 40 },
    { name: 'Kulfi Cart', cuisine: 'Dessert', tags: ['Sweet', 'Kulfi'], priceRange: 'budget', ...closed, latitude: delhi.lat - 0.05, longitude: delhi.lng + 0.05, rating: 3.9, reviewCount: 15 },
  ]);
  await addMenuAndSchedule(ctx.database.db, named[0]!.id);
  random = await insertTrucks(ctx.database.db, owner.id, randomTruckValues(2000, 7));
  // Written behind the API: the trucks in memory hear of them through the change feed.
  await ctx.app.changeFeed.caughtUp();
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const names = (res: { json(): { data: { trucks: Array<{ name: string }> } } }) => res.json().data.trucks.map((t) => t.name).sort();

describe('GET /api/trucks/nearby', () => {
  it('equals a brute-force haversine over all trucks: same ids, in the same order', async () => {
    const points = [
      { lat: 12.97, lng: 77.6, r: 10, limit: 50 },
      { lat: 13.2, lng: 77.9, r: 25, limit: 200 },
      { lat: 12.5, lng: 77.1, r: 3, limit: 50 },
      { lat: 12.97, lng: 77.6, r: 100, limit: 200 },
    ];
    for (const p of points) {
      const res = await get(`/api/trucks/nearby?lat=${p.lat}&lng=${p.lng}&maxDistance=${p.r}&limit=${p.limit}`);
      expect(res.statusCode).toBe(200);
      const got = res.json().data.trucks as Array<{ id: string }>;
      const expected = bruteForceNearby(random, p.lat, p.lng, p.r, p.limit);
      expect(got.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    }
  });

  it('defaults to 10 km and 50 trucks', async () => {
    const res = await get('/api/trucks/nearby?lat=12.97&lng=77.6');
    const got = res.json().data.trucks;
    expect(got).toHaveLength(Math.min(50, bruteForceNearby(random, 12.97, 77.6, 10, 1000).length));
    const km = got.map((t: { location: { coordinates: { latitude: number; longitude: number } } }) => haversineKm({ lat: 12.97, lng: 77.6 }, { lat: t.location.coordinates.latitude, lng: t.location.coordinates.longitude }));
    expect(Math.max(...km)).toBeLessThanOrEqual(10);
  });

  it('finds nothing in the middle of the sea', async () => {
    const res = await get('/api/trucks/nearby?lat=0&lng=-30&maxDistance=50');
    expect(res.json().data.trucks).toEqual([]);
  });

  it.each([
    ['lat=91&lng=77', /lat must be between -90 and 90/],
    ['lat=12&lng=-181', /lng must be between -180 and 180/],
    ['lng=77', /lat/],
    ['lat=abc&lng=77', /lat must be a number/],
    ['lat=12&lng=77&maxDistance=-5', /maxDistance must be greater than 0/],
    ['lat=12&lng=77&maxDistance=100000', /maxDistance must be at most 1000 km/],
    ['lat=12&lng=77&limit=201', /limit must be at most 200/],
    ['lat=12&lng=77&limit=0', /limit must be at least 1/],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/api/trucks/nearby?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });
});

describe('GET /api/trucks (Find Trucks filters)', () => {
  const delhi = 'lat=28.6315&lng=77.2167&distance=50';

  it('searches name, description, cuisine and tags, case-insensitively', async () => {
    expect(names(await get(`/api/trucks?${delhi}&search=DOSA`))).toEqual(['Dosa Junction']);
    expect(names(await get(`/api/trucks?${delhi}&search=smoky`))).toEqual(['Tandoor Express']);
    expect(names(await get(`/api/trucks?${delhi}&search=healthy`))).toEqual(['Green Bowl']);
    expect(names(await get(`/api/trucks?${delhi}&search=dessert`))).toEqual(['Kulfi Cart']);
    // LIKE wildcards in the search are literal.
    expect(names(await get(`/api/trucks?${delhi}&search=%25`))).toEqual([]);
  });

  it('matches a cuisine against the cuisine or any tag, and ignores All', async () => {
    expect(names(await get(`/api/trucks?${delhi}&cuisine=Vegan`))).toEqual(['Dosa Junction', 'Green Bowl']);
    expect(names(await get(`/api/trucks?${delhi}&cuisine=Dessert,South%20Indian`))).toEqual(['Dosa Junction', 'Kulfi Cart']);
    expect(names(await get(`/api/trucks?${delhi}&cuisine=All`))).toHaveLength(4);
  });

  it('filters price ranges exactly, open now, and distance; combined they intersect', async () => {
    expect(names(await get(`/api/trucks?${delhi}&priceRange=budget`))).toEqual(['Dosa Junction', 'Kulfi Cart']);
    expect(names(await get(`/api/trucks?${delhi}&priceRange=mid,premium`))).toEqual(['Green Bowl', 'Tandoor Express']);
    expect(names(await get(`/api/trucks?${delhi}&openNow=true`))).toEqual(['Dosa Junction', 'Green Bowl']);
    expect(names(await get('/api/trucks?lat=28.6315&lng=77.2167&distance=5'))).toEqual(['Dosa Junction', 'Tandoor Express']);
    expect(names(await get('/api/trucks?lat=28.6315&lng=77.2167&distance=25&openNow=true&priceRange=budget&cuisine=Vegan'))).toEqual(['Dosa Junction']);
  });

  it('sorts by distance from the centre', async () => {
    const res = await get(`/api/trucks?${delhi}`);
    expect(res.json().data.trucks.map((t: { name: string }) => t.name)).toEqual(['Dosa Junction', 'Tandoor Express', 'Kulfi Cart', 'Green Bowl']);
  });

  it('paginates after filtering, with the total count', async () => {
    const page1 = (await get('/api/trucks?lat=12.97&lng=77.6&distance=20&limit=7&page=1')).json().data;
    const page2 = (await get('/api/trucks?lat=12.97&lng=77.6&distance=20&limit=7&page=2')).json().data;
    const expectedTotal = bruteForceNearby(random, 12.97, 77.6, 20, 100000).length;
    expect(page1.pagination).toMatchObject({ page: 1, limit: 7, total: expectedTotal, totalPages: Math.ceil(expectedTotal / 7), totalCapped: false });
    expect(page1.trucks).toHaveLength(7);
    const km = (t: { location: { coordinates: { latitude: number; longitude: number } } }) => haversineKm({ lat: 12.97, lng: 77.6 }, { lat: t.location.coordinates.latitude, lng: t.location.coordinates.longitude });
    expect(km(page2.trucks[0])).toBeGreaterThanOrEqual(km(page1.trucks[6]));
    expect(new Set([...page1.trucks, ...page2.trucks].map((t: { id: string }) => t.id)).size).toBe(14);
  });

  it('walks every truck in the radius nearest first by cursor, in the brute-force order, then stops', async () => {
    const expected = bruteForceNearby(random, 12.97, 77.6, 20, 100000).map((t) => t.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/trucks?lat=12.97&lng=77.6&distance=20&limit=40${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(url)).json().data;
      seen.push(...page.trucks.map((t: { id: string }) => t.id));
      cursor = page.pagination.nextCursor;
    } while (cursor && seen.length < 5000);
    expect(expected.length).toBeGreaterThan(80);
    expect(seen).toEqual(expected);
  });

  it('says there are no more pages when the last truck in the radius is on this one', async () => {
    const expected = bruteForceNearby(random, 12.97, 77.6, 3, 100000).length;
    const page = (await get(`/api/trucks?lat=12.97&lng=77.6&distance=3&limit=${expected}`)).json().data;
    expect(page.trucks).toHaveLength(expected);
    expect(page.pagination.nextCursor).toBeNull();
  });

  it('counts up to 1,000 exactly and says "more" beyond', async () => {
    const inRadius = bruteForceNearby(random, 12.97, 77.6, 100, 100000).length;
    expect(inRadius).toBeGreaterThan(1000);
    const page = (await get('/api/trucks?lat=12.97&lng=77.6&distance=100&limit=5')).json().data;
    expect(page.pagination).toMatchObject({ total: 1000, totalCapped: true });
  });

  it.each([
    ['lat=12.97&lng=77.6&cursor=garbage', /Invalid cursor/],
    ['cursor=0.001_00000000-0000-0000-0000-000000000000', /cursor needs lat and lng/],
    ['lat=12', /lat and lng must be given together/],
    ['distance=5', /distance needs lat and lng/],
    ['priceRange=cheap', /priceRange must be one of budget, mid, premium/],
    ['openNow=yes', /openNow must be true or false/],
    ['page=0', /page must be at least 1/],
    ['limit=1000', /limit must be at most 100/],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/api/trucks?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('GET /api/trucks?city= (a city page)', () => {
  it("lists the trucks whose nearest city it is, nearest the centre first, and no other city's", async () => {
    const delhiTrucks = (await get('/api/trucks?city=delhi&limit=100')).json().data.trucks.map((t: { name: string }) => t.name);
    expect(delhiTrucks.slice(0, 4)).toEqual(['Dosa Junction', 'Tandoor Express', 'Kulfi Cart', 'Green Bowl']);
    const bengaluru = (await get('/api/trucks?city=bengaluru&limit=100')).json().data.trucks.map((t: { name: string }) => t.name);
    expect(bengaluru).not.toContain('Dosa Junction');
  });

  it('lists a truck far from every city on the page of the nearest one', async () => {
    // Port Blair: over 1,000 km from the nearest city DishRated lists (Chennai, Visakhapatnam, Kolkata).
    const [island] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Andaman Fish Fry', cuisine: 'Street Food', latitude: 11.6234, longitude: 92.7265 }]);
    await ctx.app.changeFeed.caughtUp();
    const nearest = nearestCity(11.6234, 92.7265);
    const listed = (await get(`/api/trucks?city=${nearest.slug}&limit=100`)).json().data.trucks.map((t: { id: string }) => t.id);
    expect(listed).toContain(island!.id);
  });

  it('refuses a city it does not list, and a city with a point', async () => {
    expect((await get('/api/trucks?city=atlantis')).statusCode).toBe(400);
    expect((await get('/api/trucks?city=delhi&lat=28.6&lng=77.2')).statusCode).toBe(400);
  });
});

describe('GET /api/trucks/trending', () => {
  it('ranks by the Bayesian average, so two 4.9 reviews do not beat a hundred 4.6s', async () => {
    const res = await get('/api/trucks/trending?limit=3');
    const trucks = res.json().data.trucks as Array<{ name: string }>;
    expect(trucks).toHaveLength(3);
    const all = [...named, ...random];
    const score = (t: (typeof all)[number]) => (TRENDING_PRIOR_WEIGHT * TRENDING_PRIOR_MEAN + t.rating * t.reviewCount) / (TRENDING_PRIOR_WEIGHT + t.reviewCount);
    const expected = [...all].sort((a, b) => score(b) - score(a) || b.reviewCount - a.reviewCount || (a.id < b.id ? -1 : 1)).slice(0, 3);
    expect(trucks.map((t) => t.name)).toEqual(expected.map((t) => t.name));
    expect(trucks[0]!.name).toBe('Dosa Junction');
  });

  it('defaults to 6', async () => {
    expect((await get('/api/trucks/trending')).json().data.trucks).toHaveLength(6);
  });

  it("lists one cuisine's trending trucks: those of the cuisine or tagged with it", async () => {
    const trucks = (await get('/api/trucks/trending?cuisine=vegan&limit=20')).json().data.trucks as Array<{ name: string; cuisine: string; tags: string[] }>;
    expect(trucks.length).toBeGreaterThan(1);
    for (const truck of trucks) expect([truck.cuisine, ...truck.tags].join(' ').toLowerCase()).toContain('vegan');
    // Dosa Junction (South Indian, tagged 'Vegan options') is the best-loved truck of all.
    expect(trucks[0]!.name).toBe('Dosa Junction');
  });

  it('orders by rating alone when asked for the top rated, leaving out trucks nobody has reviewed', async () => {
    // Of this file's trucks only the four named ones have reviews; two 4.9s beat a hundred 4.6s here.
    const trucks = (await get('/api/trucks/trending?order=top-rated&limit=50')).json().data.trucks as Array<{ name: string }>;
    expect(trucks.map((t) => t.name)).toEqual(['Tandoor Express', 'Dosa Junction', 'Green Bowl', 'Kulfi Cart']);
  });

  it('lists the newest trucks first when asked', async () => {
    const trucks = (await get('/api/trucks/trending?order=newest&limit=10')).json().data.trucks as Array<{ id: string }>;
    const joined = new Map((await ctx.database.db.select({ id: truckTable.id, createdAt: truckTable.createdAt }).from(truckTable)).map((t) => [t.id, t.createdAt.getTime()]));
    const times = trucks.map((t) => joined.get(t.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(Math.max(...joined.values()));
  });

  it('refuses an order it does not know with 400', async () => {
    const res = await get('/api/trucks/trending?order=cheapest');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/order must be one of trending, top-rated, newest/);
  });
});

describe('GET /api/trucks/:id', () => {
  it("returns menu, schedule in weekday order, and the owner's name and phone, never their sign-in email", async () => {
    const res = await get(`/api/trucks/${named[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const truck = res.json().data.truck;
    expect(truck).toMatchObject({
      _id: named[0]!.id,
      name: 'Dosa Junction',
      location: { coordinates: { latitude: 28.6315, longitude: 77.2167 } },
      owner: { _id: owner.id, name: 'Lakshmi Rao', phone: '+91 90000 00000' },
    });
    expect(res.body).not.toContain(owner.email);
    expect(truck.menu.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Masala Dosa', 90],
      ['Filter Coffee', 40],
    ]);
    expect(truck.schedule.map((s: { day: string; hours: string }) => `${s.day} ${s.hours}`)).toEqual([
      'Monday 8:00 AM - 1:00 PM',
      ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day} Closed`),
    ]);
    expect(JSON.stringify(truck)).not.toContain('passwordHash');
  });

  it('answers 404 for an unknown truck and 400 for a malformed id', async () => {
    const missing = await get('/api/trucks/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The requested food truck could not be found.');
    const bad = await get('/api/trucks/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid truck id');
  });

  it('lists a truck menu on its own', async () => {
    const res = await get(`/api/trucks/${named[0]!.id}/menu`);
    expect(res.json().data.menu).toHaveLength(2);
  });
});
