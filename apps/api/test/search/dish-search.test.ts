import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { menuItems } from '../../src/db/schema.js';
import { insertOwner, insertTrucks, type TruckInsert } from '../fixtures.js';
import { openTestDatabase, testConfig } from '../helpers.js';

let database: DatabaseHandle;
let ownerId: string;
let app: App;
/** Each test searches around a place of its own, so no other test's dishes are near it. */
let nextPlace = 0;
const placeOfItsOwn = () => ({ lat: 14 + (nextPlace++ % 40) * 0.3, lng: 62 + Math.random() * 2 });
const eastOf = (place: { lat: number; lng: number }, km: number) => ({ latitude: place.lat, longitude: place.lng + km / (111.32 * Math.cos((place.lat * Math.PI) / 180)) });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent' });
  await app.ready();
  ownerId = (await insertOwner(database.db, 'Search owner')).id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The owner's word: open for the next hour. */
const openForAnHour = () => ({ ownerWord: 'open' as const, ownerWordAt: new Date(), ownerWordUntil: new Date(Date.now() + 3_600_000) });

type Dish = { name: string; dietType?: string; price?: number; spiceLevel?: number };
/** A truck `km` east of the place, serving these dishes. */
async function truckServing(place: { lat: number; lng: number }, km: number, dishes: Dish[], truck: Partial<TruckInsert> = {}) {
  const [row] = await insertTrucks(database.db, ownerId, [{ name: `Stall ${km} km`, ...openForAnHour(), ...eastOf(place, km), ...truck }]);
  await database.db.insert(menuItems).values(dishes.map((d) => ({ truckId: row!.id, name: d.name, description: `${d.name}, made fresh`, price: d.price ?? 100, category: 'Street food', dietType: d.dietType ?? 'veg', spiceLevel: d.spiceLevel ?? 1 })));
  // Written behind the API: wait until memory has heard of it.
  await app.changeFeed.caughtUp();
  return row!;
}

const query = (params: object) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));

async function search(params: Record<string, string | number | boolean>) {
  const res = await app.inject({ method: 'GET', url: `/api/search?${query(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: Array<{ menuItem: { name: string; dietType: string; price: number }; truck: { id: string; name: string; distance: number }; match: string }>;
    total: number;
    showingFor: string | null;
    didYouMean: string | null;
    trucksElsewhere: number;
  };
}
const near = (place: { lat: number; lng: number }) => ({ lat: place.lat, lng: place.lng, radius: 10 });
const names = (found: Awaited<ReturnType<typeof search>>) => found.items.map((hit) => hit.menuItem.name);

describe('dish search', () => {
  it('puts the exact dish first, ahead of nearer dishes that only contain it', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 0.5, [{ name: 'Cheese Pav Bhaji' }]);
    await truckServing(place, 3, [{ name: 'Pav Bhaji' }]);
    const found = await search({ q: 'pav bhaji', ...near(place) });
    expect(names(found)).toEqual(['Pav Bhaji', 'Cheese Pav Bhaji']);
    expect(found.items[0]!.truck.distance).toBeCloseTo(3, 0);
  });

  it.each(['paav bhaji', 'pav baji', 'PAV BHAJI'])('finds Pav Bhaji when asked for "%s"', async (q) => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Pav Bhaji' }, { name: 'Masala Chai' }]);
    expect(names(await search({ q, ...near(place) }))).toEqual(['Pav Bhaji']);
  });

  it('finds paneer dishes when asked for "panner"', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Paneer Tikka Roll' }, { name: 'Aloo Tikki' }]);
    expect(names(await search({ q: 'panner', ...near(place) }))).toEqual(['Paneer Tikka Roll']);
  });

  it.each([
    ['पाव भाजी', 'Pav Bhaji'],
    ['मोमोज', 'Veg Momos'],
  ])('finds the English menu entry for the Hindi "%s"', async (q, dish) => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Pav Bhaji' }, { name: 'Veg Momos' }]);
    expect(names(await search({ q, ...near(place) }))).toEqual([dish]);
  });

  it('never lets a non-veg or egg dish into a veg search (vegan ones are veg)', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [
      { name: 'Chicken Momos', dietType: 'non-veg' },
      { name: 'Egg Momos', dietType: 'egg' },
      { name: 'Veg Momos', dietType: 'veg' },
      { name: 'Tofu Momos', dietType: 'vegan' },
      { name: 'Cheese Momos', dietType: 'unknown' },
    ]);
    expect(names(await search({ q: 'momos', diet: 'veg', ...near(place) })).sort()).toEqual(['Tofu Momos', 'Veg Momos']);
  });

  it('leaves out closed trucks when asked for open ones', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Vada Pav' }], { ownerWord: 'closed', ownerWordUntil: null, name: 'Shut stall' });
    await truckServing(place, 2, [{ name: 'Vada Pav' }], { name: 'Open stall' });
    expect((await search({ q: 'vada pav', openNow: true, ...near(place) })).items.map((hit) => hit.truck.name)).toEqual(['Open stall']);
  });

  it('keeps to dishes under the price asked', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Cold Coffee', price: 80 }]);
    await truckServing(place, 2, [{ name: 'Cold Coffee Frappe', price: 180 }]);
    expect(names(await search({ q: 'cold coffee', maxPrice: 100, ...near(place) }))).toEqual(['Cold Coffee']);
  });

  it('keeps to dishes at most as spicy as asked', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Mild Paneer Roll', spiceLevel: 0 }, { name: 'Hot Paneer Roll', spiceLevel: 3 }]);
    await truckServing(place, 2, [{ name: 'Medium Paneer Roll', spiceLevel: 1 }]);
    expect(names(await search({ q: 'paneer roll', spice: 1, ...near(place) })).sort()).toEqual(['Medium Paneer Roll', 'Mild Paneer Roll']);
  });

  it('finds nothing beyond the radius', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 15, [{ name: 'Kulfi Falooda' }]);
    expect(await search({ q: 'kulfi', ...near(place) })).toMatchObject({ items: [], total: 0 });
  });

  it('ranks a dish holding the searched word above a nearer dish that only shares its letters', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 0.5, [{ name: 'Pavlova' }]);
    await truckServing(place, 4, [{ name: 'Vada Pav' }]);
    const found = await search({ q: 'pav', ...near(place) });
    expect(found.items.map((hit) => [hit.menuItem.name, hit.match])).toEqual([
      ['Vada Pav', 'words'],
      ['Pavlova', 'similar'],
    ]);
    expect(found).toMatchObject({ showingFor: null, didYouMean: null });
  });

  it('says which similar dish it shows when no dish holds what was searched', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Chole Bhature' }]);
    const found = await search({ q: 'chola bhatura', ...near(place) });
    expect(names(found)).toEqual(['Chole Bhature']);
    expect(found.showingFor).toBe('Chole Bhature');
  });

  it('says how many trucks beyond the radius serve a dish when none within it does', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 30, [{ name: 'Kashmiri Noon Chai Elsewhere' }]);
    const found = await search({ q: 'kashmiri noon chai elsewhere', ...near(place) });
    expect(found).toMatchObject({ items: [], trucksElsewhere: 1, didYouMean: null });
  });

  it('offers the closest name served anywhere when nothing matches', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 40, [{ name: 'Kozhikodan Halwa' }]);
    const found = await search({ q: 'kozhikode halwa', ...near(place) });
    expect(found).toMatchObject({ items: [], didYouMean: 'Kozhikodan Halwa' });
  });

  it('sorts by price when asked', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Masala Dosa', price: 120 }]);
    await truckServing(place, 2, [{ name: 'Masala Dosa', price: 70 }]);
    expect((await search({ q: 'masala dosa', sort: 'price', ...near(place) })).items.map((hit) => hit.menuItem.price)).toEqual([70, 120]);
  });

  it.each([
    ['a search longer than 100 characters', { q: 'x'.repeat(101) }, 'q'],
    ['lat without lng', { q: 'dosa', lat: 12.9 }, 'lat'],
    ['an unknown diet', { q: 'dosa', diet: 'pescatarian' }, 'diet'],
  ])('refuses %s, naming the field', async (_, params, field) => {
    const res = await app.inject({ method: 'GET', url: `/api/search?${query(params)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });
});

describe('search near a named place', () => {
  it('finds dishes around a place found by name, and says where it looked', async () => {
    const koramangala = { lat: 12.9352, lng: 77.6245 };
    const dish = 'Ragi Mudde Momos';
    await truckServing(koramangala, 0.3, [{ name: dish }]);
    const res = await app.inject({ method: 'GET', url: `/api/search?${query({ q: dish, near: 'Koramangala' })}` });
    const data = res.json().data;
    expect(data.place.name).toMatch(/^Koramangala/);
    expect(data.items[0].menuItem.name).toBe(dish);
  });
});

describe('suggestions', () => {
  it('offers the dishes being typed, most served first, at most eight', async () => {
    const place = placeOfItsOwn();
    await truckServing(place, 1, [{ name: 'Vada Pav' }, { name: 'Vadai' }]);
    await truckServing(place, 2, [{ name: 'Vada Pav' }]);
    const res = await app.inject({ method: 'GET', url: `/api/search/suggest?q=vada&lat=${place.lat}&lng=${place.lng}` });
    const suggestions = res.json().data.suggestions as Array<{ kind: string; text: string }>;
    expect(suggestions[0]).toEqual({ kind: 'dish', text: 'Vada Pav' });
    expect(suggestions.length).toBeLessThanOrEqual(8);
  });

  it('starts at two characters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/search/suggest?q=v' });
    expect(res.statusCode).toBe(400);
  });
});
