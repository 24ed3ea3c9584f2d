import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { trucks } from '../../src/db/schema.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, testConfig, type TestContext } from '../helpers.js';

// Nearby's in-memory index must answer exactly what the database would, and follow every change
// made to trucks, through the API or behind it.

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof insertOwner>>;
// A city of its own for this file (Pune), so trucks of other tests never interfere.
const pune = { lat: 18.5204, lng: 73.8567 };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await insertOwner(ctx.database.db, 'Aarti Kulkarni');
  await insertTrucks(ctx.database.db, owner.id, randomTruckValues(400, 11, pune, 0.2));
  expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
});
afterAll(() => ctx?.close());

const nearbyUrl = (lat: number, lng: number, radiusKm = 10, limit = 50) => `/api/trucks/nearby?lat=${lat}&lng=${lng}&maxDistance=${radiusKm}&limit=${limit}`;
const nearbyIds = async (lat = pune.lat, lng = pune.lng, radiusKm = 10) =>
  ((await ctx.app.inject({ method: 'GET', url: nearbyUrl(lat, lng, radiusKm) })).json().data.trucks as Array<{ id: string }>).map((t) => t.id);

/** One query counter over the driver, whichever it is. */
function countQueries() {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

describe('nearby from memory', () => {
  it('answers byte for byte as the database does, for many places, radii and page sizes', async () => {
    const fromDatabase = await buildApp({ config: testConfig({ nearbyMemoryTrucks: 0 }), db: ctx.database.db, webDir: '/nonexistent' });
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

describe('nearby follows changes made behind the API', () => {
  const spot = { lat: 18.9, lng: 74.4 };

  it('finds a truck inserted straight into the database', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Inserted Vada Pav', latitude: spot.lat, longitude: spot.lng }]);
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(spot.lat, spot.lng, 1)).toEqual([truck!.id]);
  });

  it('shows a truck at the place an UPDATE moved it to, and under its new name', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Misal Corner', latitude: 19.1, longitude: 74.7 }]);
    await ctx.database.db.update(trucks).set({ latitude: 19.3, longitude: 74.9, name: 'Misal Corner (moved)' }).where(eq(trucks.id, truck!.id));
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(19.1, 74.7, 1)).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: nearbyUrl(19.3, 74.9, 1) });
    expect(res.json().data.trucks).toMatchObject([{ id: truck!.id, name: 'Misal Corner (moved)' }]);
  });

  it('drops a deleted truck', async () => {
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Short-lived Cart', latitude: 19.5, longitude: 75.1 }]);
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
    await ctx.database.db.delete(trucks).where(eq(trucks.id, truck!.id));
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(19.5, 75.1, 1)).toEqual([]);
  });

  it('takes in a bulk change of hundreds of trucks at once', async () => {
    const bulk = await insertTrucks(ctx.database.db, owner.id, randomTruckValues(300, 12, { lat: 20.0, lng: 75.3 }, 0.01));
    await ctx.database.db.update(trucks).set({ latitude: sql`${trucks.latitude} + 0.5` }).where(inArray(trucks.id, bulk.map((t) => t.id)));
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
    expect(await nearbyIds(20.0, 75.3, 3)).toEqual([]);
    expect(await nearbyIds(20.5, 75.3, 3)).toHaveLength(50);
  });
});

describe('nearby after its listening connection is cut', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('listens again, reloads, and follows later changes', async () => {
    const cut = await ctx.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Reconnecting waits a second; until then nearby is answered by the database.
    await vi.waitFor(async () => expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true), { timeout: 10_000, interval: 200 });
    const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'After the Outage', latitude: 20.9, longitude: 75.9 }]);
    expect(await ctx.app.nearbyMemory.caughtUp()).toBe(true);
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
    const small = await buildApp({ config: testConfig({ nearbyMemoryTrucks: 10 }), db: ctx.database.db, webDir: '/nonexistent' });
    try {
      expect(await small.nearbyMemory.caughtUp()).toBe(false);
      const res = await small.inject({ method: 'GET', url: nearbyUrl(pune.lat, pune.lng) });
      expect(res.json().data.trucks.map((t: { id: string }) => t.id)).toEqual(await nearbyIds());
      expect(small.nearbyMemory.trucks).toBe(0);
    } finally {
      await small.close();
    }
  });
});
