import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { createTruckMemory } from '../../src/features/trucks/truck-memory.js';
import { truckTablePages } from '../../src/features/trucks/repository.js';
import { queryRows } from '../../src/db/client.js';
import { menuItems, trucks } from '../../src/db/schema.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, testConfig, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session } from '../owner/owner-helpers.js';

// Trucks in memory (the nearby index and truck pages) must answer exactly what the database
// would, and follow every change made to trucks, through the API or behind it.

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof insertOwner>>;
// A city of its own for this file (Pune), so trucks of other tests never interfere.
const pune = { lat: 18.5204, lng: 73.8567 };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await insertOwner(ctx.database.db, 'Aarti Kulkarni');
  await insertTrucks(ctx.database.db, owner.id, randomTruckValues(400, 11, pune, 0.2));
  expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
});
afterAll(() => ctx?.close());

const nearbyUrl = (lat: number, lng: number, radiusKm = 10, limit = 50) => `/api/trucks/nearby?lat=${lat}&lng=${lng}&maxDistance=${radiusKm}&limit=${limit}`;
const nearbyIds = async (lat = pune.lat, lng = pune.lng, radiusKm = 10, limit = 50) =>
  ((await ctx.app.inject({ method: 'GET', url: nearbyUrl(lat, lng, radiusKm, limit) })).json().data.trucks as Array<{ id: string }>).map((t) => t.id);

/** One query counter over the driver, whichever it is. */
function countQueries() {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

/** An app on the same database that keeps nothing in memory: every answer is the database's. */
async function databaseOnly() {
  return buildApp({ config: testConfig({ trucksInMemory: 0, truckPageCacheMb: 0 }), db: ctx.database.db, webDir: '/nonexistent' });
}

describe('nearby from memory', () => {
  it('answers byte for byte as the database does, for many places, radii and page sizes', async () => {
    const fromDatabase = await databaseOnly();
    try {
      const searches: Array<[number, number, number, number]> = [
        [pune.lat, pune.lng, 10, 50],
        [pune.lat + 0.1, pune.lng - 0.1, 5, 200],
        [pune.lat, pune.lng, 0.3, 10],
        [pune.lat + 0.3, pune.lng + 0.3, 25, 50],
        [pune.lat, pune.lng, 60, 200],
      ];
      for (const search of searches) {
        const memory = await ctx.app.inject({ method: 'GET', url: nearbyUrl(...search) });
        const database = await fromDatabase.inject({ method: 'GET', url: nearbyUrl(...search) });
        expect(memory.statusCode).toBe(200);
        expect(memory.body, `search ${search.join(', ')}`).toBe(database.body);
      }
    } finally {
      await fromDatabase.close();
    }
  });

  it('costs no database query per request', async () => {
    const queries = countQueries();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: nearbyUrl(pune.lat, pune.lng) });
      expect(res.json().data.trucks).toHaveLength(50);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('asks the database for a search wider than its grid', async () => {
    const queries = countQueries();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: nearbyUrl(pune.lat, pune.lng, 500) });
      expect(res.json().data.trucks).toHaveLength(50);
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('loading the index', () => {
  it('reads the trucks in chunks and takes in a change made while it loads', async () => {
    // A truck read in the first stretch of pages; once the last stretch is read, it moves: its new
    // row lies past what the load reads, so only the announcement, heard during the load, tells.
    const [truck] = await queryRows<{ id: string }>(ctx.database.db, sql`select id::text as id from trucks where ctid < '(1,0)'::tid and latitude is not null limit 1`);
    const stretches = Math.ceil((await truckTablePages(ctx.database.db)) / 3);
    const memory = createTruckMemory(ctx.database.db, { maxTrucks: 100_000, pageCacheBytes: 0, loadPages: 3 });
    let read = 0;
    let moved = false;
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
      const result = await query(...args);
      if (/ctid >=/.test(JSON.stringify(args[0])) && ++read === stretches) {
        await ctx.database.db.update(trucks).set({ latitude: 18.6, longitude: 73.95 }).where(eq(trucks.id, truck!.id));
        moved = true;
      }
      return result;
    });
    try {
      await memory.start();
      // Caught up with everything written before this point, the move included.
      await vi.waitFor(() => expect(moved).toBe(true), { timeout: 10_000 });
      expect(await memory.caughtUp(10_000)).toBe(true);
      const ids = (bytes: Buffer | undefined) => (JSON.parse(bytes!.toString()) as Array<{ id: string }>).map((t) => t.id);
      expect(ids(await memory.nearest(18.6, 73.95, 0.5, 10))).toEqual([truck!.id]);
      expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
      expect(ids(await memory.nearest(pune.lat, pune.lng, 10, 200))).toEqual(await nearbyIds(pune.lat, pune.lng, 10, 200));
    } finally {
      spy.mockRestore();
      await memory.stop();
    }
  });
});

describe('nearby follows changes made behind the API', () => {
  const spot = { lat: 18.9, lng: 74.4 };

  it('finds a truck inserted straight into the database', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Inserted Vada Pav', latitude: spot.lat, longitude: spot.lng }]);
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(spot.lat, spot.lng, 1)).toEqual([truck!.id]);
  });

  it('shows a truck at the place an UPDATE moved it to, and under its new name', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Misal Corner', latitude: 19.1, longitude: 74.7 }]);
    await ctx.database.db.update(trucks).set({ latitude: 19.3, longitude: 74.9, name: 'Misal Corner (moved)' }).where(eq(trucks.id, truck!.id));
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(19.1, 74.7, 1)).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: nearbyUrl(19.3, 74.9, 1) });
    expect(res.json().data.trucks).toMatchObject([{ id: truck!.id, name: 'Misal Corner (moved)' }]);
  });

  it('drops a deleted truck', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Short-lived Cart', latitude: 19.5, longitude: 75.1 }]);
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    await ctx.database.db.delete(trucks).where(eq(trucks.id, truck!.id));
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(19.5, 75.1, 1)).toEqual([]);
  });

  it('takes in a bulk change of hundreds of trucks at once', async () => {
    const bulk = await insertTrucks(ctx.database.db, owner.id, randomTruckValues(300, 12, { lat: 20.0, lng: 75.3 }, 0.01));
    await ctx.database.db.update(trucks).set({ latitude: sql`${trucks.latitude} + 0.5` }).where(inArray(trucks.id, bulk.map((t) => t.id)));
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(20.0, 75.3, 3)).toEqual([]);
    expect(await nearbyIds(20.5, 75.3, 3)).toHaveLength(50);
  });
});

describe('nearby after its listening connection is cut', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('listens again, reloads, and follows later changes', async () => {
    const cut = await ctx.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Reconnecting waits a second; until then nearby is answered by the database.
    await vi.waitFor(async () => expect(await ctx.app.truckMemory.caughtUp()).toBe(true), { timeout: 10_000, interval: 200 });
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'After the Outage', latitude: 20.9, longitude: 75.9 }]);
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    const queries = countQueries();
    try {
      expect(await nearbyIds(20.9, 75.9, 1)).toEqual([truck!.id]);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('nearby past the memory limit', () => {
  it('answers from the database, the same trucks', async () => {
    const small = await buildApp({ config: testConfig({ trucksInMemory: 10 }), db: ctx.database.db, webDir: '/nonexistent' });
    try {
      expect(await small.truckMemory.caughtUp()).toBe(false);
      const res = await small.inject({ method: 'GET', url: nearbyUrl(pune.lat, pune.lng) });
      expect(res.json().data.trucks.map((t: { id: string }) => t.id)).toEqual(await nearbyIds());
      expect(small.truckMemory.status.trucks).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('Find Trucks from memory', () => {
  // Nashik: 1,100 trucks within about 2 km (so "1,000+" in 10 km), of every cuisine, tag, price and status.
  const nashik = { lat: 20.0, lng: 73.79 };
  const cuisines = ['North Indian', 'South Indian', 'Chinese', 'Dessert', 'Street Food'];
  let fromDatabase: Awaited<ReturnType<typeof databaseOnly>>;
  beforeAll(async () => {
    await insertTrucks(ctx.database.db, owner.id, randomTruckValues(1100, 21, nashik, 0.02).map((t, i) => ({
      ...t,
      cuisine: cuisines[i % cuisines.length]!,
      tags: i % 4 === 0 ? ['Late Night', 'Vegan options'] : [],
      priceRange: (['budget', 'mid', 'premium'] as const)[i % 3]!,
      status: (['open', 'closed', 'busy', 'open'] as const)[i % 4]!,
    })));
    expect(await ctx.app.truckMemory.caughtUp()).toBe(true);
    fromDatabase = await databaseOnly();
  });
  afterAll(() => fromDatabase?.close());

  const findUrl = (query: string) => `/api/trucks?lat=${nashik.lat}&lng=${nashik.lng}&${query}`;

  it.each([
    'distance=10',
    'distance=10&openNow=true&priceRange=budget,mid&limit=20',
    'distance=3&cuisine=indian&limit=50',
    'distance=5&cuisine=late%20night,Dessert&openNow=true',
    'distance=0.4&limit=100',
    'distance=60&priceRange=premium&limit=7&page=4',
    'distance=10&cuisine=Chinese&page=2&limit=30',
  ])('answers byte for byte as the database does, without asking it: %s', async (query) => {
    const queries = countQueries();
    const memory = await ctx.app.inject({ method: 'GET', url: findUrl(query) });
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    const database = await fromDatabase.inject({ method: 'GET', url: findUrl(query) });
    expect(memory.statusCode).toBe(200);
    expect(memory.body).toBe(database.body);
  });

  it('gives the database\'s next page for each cursor, to the last page', async () => {
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = findUrl(`distance=2&openNow=true&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      const memory = await ctx.app.inject({ method: 'GET', url });
      expect(memory.body).toBe((await fromDatabase.inject({ method: 'GET', url })).body);
      cursor = memory.json().data.pagination.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(3);
  });

  it('costs no database query per request', async () => {
    const queries = countQueries();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: findUrl('distance=10&openNow=true&limit=20') });
      expect(res.json().data.pagination).toMatchObject({ total: 550, totalCapped: false });
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it.each([
    ['search text', 'distance=10&search=Random'],
    ['a cuisine outside ASCII', `distance=10&cuisine=${encodeURIComponent('मिठाई')}`],
    ['no radius', 'limit=5'],
  ])('asks the database for %s, with the same answer', async (_, query) => {
    const queries = countQueries();
    try {
      const memory = await ctx.app.inject({ method: 'GET', url: findUrl(query) });
      expect(queries).toHaveBeenCalled();
      expect(memory.body).toBe((await fromDatabase.inject({ method: 'GET', url: findUrl(query) })).body);
    } finally {
      queries.mockRestore();
    }
  });
});

describe('truck pages from memory', () => {
  const pageUrl = (id: string) => `/api/trucks/${id}`;

  it('answers a page read before without asking the database', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Page Pav Bhaji', latitude: 18.4, longitude: 73.7 }]);
    await ctx.app.truckMemory.caughtUp();
    const first = await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) });
    const queries = countQueries();
    try {
      const again = await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) });
      expect(queries).not.toHaveBeenCalled();
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id), headers: { 'if-none-match': first.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
    } finally {
      queries.mockRestore();
    }
  });

  it("shows the owner's change made through the API in the very next read, however late the database's announcement", async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, webDir: '/nonexistent', truckAnnouncementDelayMs: 300 });
    try {
      const ownerSession = await session(app, ctx.database.db, 'owner', 'Page Owner');
      const truck = await createOwnedTruck(app, ownerSession);
      expect(await app.truckMemory.caughtUp(5000)).toBe(true);
      expect((await app.inject({ method: 'GET', url: pageUrl(truck.id) })).json().data.truck.status).toBe('closed');
      const changed = await sender(app)('PUT', `/api/owner/trucks/${truck.id}/status`, ownerSession, { status: 'busy', waitTime: '15 min' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await app.inject({ method: 'GET', url: pageUrl(truck.id) })).json().data.truck).toMatchObject({ status: 'busy', waitTime: '15 min' });
      const nearby = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.925&lng=77.5938&maxDistance=1' });
      expect(nearby.json().data.trucks.find((t: { id: string }) => t.id === truck.id)).toMatchObject({ status: 'busy' });
    } finally {
      await app.close();
    }
  });

  it('forgets a page changed behind the API once the change is announced', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Page Bhel Cart', latitude: 18.45, longitude: 73.75 }]);
    await ctx.app.truckMemory.caughtUp();
    await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) });
    await ctx.database.db.insert(menuItems).values({ truckId: truck!.id, name: 'Sev Puri', price: 50, category: 'Chaat' });
    await ctx.app.truckMemory.caughtUp();
    const menu = (await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) })).json().data.truck.menu as Array<{ name: string }>;
    expect(menu.map((item) => item.name)).toEqual(['Sev Puri']);
  });

  it('answers 404 for a truck deleted after its page was kept', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Page Gone Cart', latitude: 18.46, longitude: 73.76 }]);
    await ctx.app.truckMemory.caughtUp();
    expect((await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) })).statusCode).toBe(200);
    await ctx.database.db.delete(trucks).where(eq(trucks.id, truck!.id));
    await ctx.app.truckMemory.caughtUp();
    expect((await ctx.app.inject({ method: 'GET', url: pageUrl(truck!.id) })).statusCode).toBe(404);
  });

  it('reads the pages of trucks asked for at the same moment in one query', async () => {
    const fromDatabase = await databaseOnly();
    try {
      const ids = (await insertTrucks(ctx.database.db, owner.id, randomTruckValues(5, 31, pune, 0.1))).map((t) => t.id);
      const queries = countQueries();
      try {
        const pages = await Promise.all(ids.map((id) => fromDatabase.inject({ method: 'GET', url: pageUrl(id) })));
        expect(pages.map((res) => res.json().data.truck.id)).toEqual(ids);
        expect(queries.mock.calls.filter(([query]) => JSON.stringify(query).includes('truck_detail_documents'))).toHaveLength(1);
      } finally {
        queries.mockRestore();
      }
    } finally {
      await fromDatabase.close();
    }
  });
});
