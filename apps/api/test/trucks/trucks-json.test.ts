import { NearbyResultSchema, TruckDetailSchema, TruckListOnlySchema, TruckListResultSchema, TruckSummarySchema, envelopeSchema, haversineKm } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { truckImages, trucks as trucksTable } from '../../src/db/schema.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, type TestContext } from '../helpers.js';

/**
 * A truck's JSON is defined once (truck-json.ts) and every answer that shows a truck is built
 * from it: these tests hold the surfaces to each other, field for field.
 */
let ctx: TestContext;
let trucks: Awaited<ReturnType<typeof insertTrucks>>;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await insertOwner(ctx.database.db, 'Meera Iyer');
  trucks = await insertTrucks(ctx.database.db, owner.id, [
    {
      name: 'Json Full Truck ,"address": cart',
      description: 'Idli "and" dosa — with quotes\nand a newline',
      cuisine: 'South Indian',
      image: '/images/trucks/dosa.svg',
      tags: ['Breakfast', 'Vegan options'],
      priceRange: 'budget',
      ownerWord: 'busy',
      ownerWordAt: new Date(),
      ownerWordUntil: new Date(Date.now() + 3_600_000),
      waitTime: '15 min',
      rating: 4.35,
      reviewCount: 17,
      featured: true,
      address: 'MG Road, Bengaluru',
      latitude: 12.9756,
      longitude: 77.6066,
      about: { story: 'Since 1998', specialties: ['Ghee roast'], phone: '+91 98450 00000' },
      lastLocationUpdate: new Date('2026-11-20T08:15:30.123Z'),
      isLocationSharingEnabled: true,
    },
    { name: 'Json Bare Truck', cuisine: 'Chinese', latitude: null, longitude: null },
  ]);
  await ctx.database.db.insert(truckImages).values([
    { truckId: trucks[0]!.id, url: '/images/trucks/b.svg', caption: 'Counter', sortOrder: 1, isAdvertisement: false },
    { truckId: trucks[0]!.id, url: '/images/trucks/a.svg', caption: null, sortOrder: 0, isAdvertisement: true },
  ]);
  await insertTrucks(ctx.database.db, owner.id, randomTruckValues(300, 11));
  await ctx.app.changeFeed.caughtUp();
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The truck as its own page gives it, without what only its page carries. */
async function pageItem(id: string) {
  const res = await get(`/api/trucks/${id}`);
  const { menu: _menu, schedule: _schedule, todayStops: _today, takingOrders: _orders, owner, ...item } = envelopeSchema(TruckDetailSchema).parse(res.json()).data.truck;
  return { ...item, owner: owner === null || typeof owner === 'string' ? owner : owner._id };
}

describe('a truck’s JSON', () => {
  it('reads the same in Find Trucks as on its page, for a truck with every field set and for a bare one', async () => {
    for (const truck of trucks) {
      const res = await get(`/api/trucks?search=${encodeURIComponent(truck.name)}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = envelopeSchema(TruckListResultSchema).parse(res.json());
      expect(body.data.trucks).toHaveLength(1);
      expect(body.data.trucks[0]).toEqual(await pageItem(truck.id));
    }
  });

  it('carries the serving state the rule gives: the owner’s word in force, until when', async () => {
    const item = (await get(`/api/trucks?search=${encodeURIComponent(trucks[0]!.name)}`)).json().data.trucks[0];
    expect(item).toMatchObject({ status: 'busy', openNow: true, statusBy: 'owner', opensAt: null });
    expect(Date.parse(item.openUntil)).toBeGreaterThan(Date.now());
    const bare = (await get(`/api/trucks?search=${encodeURIComponent(trucks[1]!.name)}`)).json().data.trucks[0];
    expect(bare).toMatchObject({ status: 'closed', openNow: false, openUntil: null, opensAt: null, statusBy: 'schedule', nextStop: null });
  });

  it('stays current when the truck or its images change behind the API', async () => {
    const truck = trucks[0]!;
    await ctx.database.db.update(trucksTable).set({ waitTime: null, rating: 4.8 }).where(eq(trucksTable.id, truck.id));
    await ctx.database.db.delete(truckImages).where(and(eq(truckImages.truckId, truck.id), eq(truckImages.sortOrder, 0)));
    await ctx.app.changeFeed.caughtUp();
    const item = (await get(`/api/trucks?search=${encodeURIComponent(truck.name)}`)).json().data.trucks[0];
    expect(item).toMatchObject({ waitTime: null, rating: 4.8, images: [{ url: '/images/trucks/b.svg' }] });
    expect(item).toEqual(await pageItem(truck.id));
  });

  it('lists nearby trucks nearest first by the shared great-circle distance, each within the radius', async () => {
    const centre = { lat: 12.97, lng: 77.6 };
    const res = await get(`/api/trucks/nearby?lat=${centre.lat}&lng=${centre.lng}&maxDistance=50&limit=200`);
    const body = envelopeSchema(NearbyResultSchema).parse(res.json());
    expect(body.data.trucks.length).toBeGreaterThan(100);
    expect(body.message).toBe(`${body.data.trucks.length} food trucks within 50 km`);
    const km = body.data.trucks.map((truck) => haversineKm(centre, { lat: truck.location.coordinates!.latitude, lng: truck.location.coordinates!.longitude }));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(50);
  });

  it('lists nearby trucks as summaries: the fields a row and a marker show, as the truck has them', async () => {
    const full = trucks[0]!;
    const res = await get(`/api/trucks/nearby?lat=${full.latitude}&lng=${full.longitude}&maxDistance=50&limit=200`);
    const listed = res.json().data.trucks as Array<Record<string, unknown>>;
    // `stop` comes only with a search by time.
    const summaryKeys = Object.keys(TruckSummarySchema.shape).filter((key) => key !== 'stop').sort();
    for (const truck of listed) expect(Object.keys(truck).sort()).toEqual(summaryKeys);
    const { location, ...summary } = listed.find((t) => t.id === full.id)!;
    const dto: Record<string, unknown> = await pageItem(full.id);
    expect(summary).toEqual(Object.fromEntries(Object.keys(summary).map((key) => [key, dto[key]])));
    expect(location).toEqual({ coordinates: { latitude: full.latitude, longitude: full.longitude } });
    expect(summary).toMatchObject({ name: 'Json Full Truck ,"address": cart', reviewCount: 17, image: '/images/trucks/dosa.svg' });
  });

  it("says how many nearby trucks it found within the app's radii, each count its own", async () => {
    const centre = trucks[0]!;
    const messages = [];
    for (const [maxDistance, limit] of [[10, 3], [25, 3], [10, 5], [25, 2]] as const) {
      const body = (await get(`/api/trucks/nearby?lat=${centre.latitude}&lng=${centre.longitude}&maxDistance=${maxDistance}&limit=${limit}`)).json();
      messages.push(body.message);
      expect(body.data.trucks).toHaveLength(limit);
    }
    expect(messages).toEqual(['3 food trucks within 10 km', '3 food trucks within 25 km', '5 food trucks within 10 km', '2 food trucks within 25 km']);
  });

  it('sends trending and an empty nearby list as valid envelopes', async () => {
    const trending = await get('/api/trucks/trending?limit=3');
    expect(envelopeSchema(TruckListOnlySchema).parse(trending.json()).data.trucks).toHaveLength(3);
    const empty = await get('/api/trucks/nearby?lat=-40&lng=-120');
    expect(empty.json()).toEqual({ success: true, message: '0 food trucks within 10 km', data: { trucks: [] } });
  });
});
