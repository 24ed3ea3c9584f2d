import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, queryRows } from '../../src/db/client.js';
import { trucks } from '../../src/db/schema.js';
import { createTruckMemory } from '../../src/features/trucks/truck-memory.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, registerUser, testConfig, type TestContext } from '../helpers.js';
import { startSilentProxy } from '../silent-proxy.js';

// The change feed that keeps trucks in memory must never go quietly stale: what it cannot trust,
// it reloads.

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof insertOwner>>;
// A city of its own for this file (Nagpur).
const nagpur = { lat: 21.1458, lng: 79.0882 };
const ids = (bytes: Buffer | undefined) => (JSON.parse(bytes!.toString()) as Array<{ id: string }>).map((t) => t.id).sort();
const locatedTrucks = async () => (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from trucks where latitude is not null`))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await insertOwner(ctx.database.db, 'Vidya Deshmukh');
  await insertTrucks(ctx.database.db, owner.id, randomTruckValues(40, 7, nagpur, 0.1));
});
afterAll(() => ctx?.close());

describe('the trucks in memory', () => {
  it('reload when a write marker does not come back, and answer from memory again', async () => {
    // Announcements arrive a second late: past the 200 ms after which a marker counts as lost.
    const memory = createTruckMemory(ctx.database.db, { maxTrucks: 100_000, pageCacheBytes: 0, syncTimeoutMs: 50, markerLostMs: 200, announcementDelayMs: 1000 });
    try {
      await memory.start();
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      expect(memory.status.loads).toBe(1);
      const [added] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'Late Marker Tarri Poha', latitude: nagpur.lat, longitude: nagpur.lng }]);
      memory.noteWrite();
      // Reads keep asking; once the marker is overdue, memory is reloaded instead of waited on.
      await vi.waitFor(async () => {
        await memory.nearest(nagpur.lat, nagpur.lng, 1, 50);
        expect(memory.status.loads).toBe(2);
      }, { timeout: 10_000, interval: 50 });
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      const fromMemory = await memory.nearest(nagpur.lat, nagpur.lng, 30, 200);
      expect(fromMemory).toBeDefined();
      expect(ids(fromMemory)).toContain(added!.id);
    } finally {
      await memory.stop();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')('notice a listening connection dropped without a FIN, listen again and follow later changes', async () => {
    // The memory reaches PostgreSQL through a proxy that then silences the LISTEN connection: no
    // error, no close, no data, the way a half-open connection behaves.
    const url = new URL((ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!);
    const proxy = await startSilentProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const viaProxy = await openDatabase({ url: url.toString(), poolSize: 4 });
    const memory = createTruckMemory(viaProxy.db, { maxTrucks: 100_000, pageCacheBytes: 0, heartbeatMs: 200 });
    try {
      await memory.start();
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      expect(proxy.silenceListeners()).toBe(1);
      await vi.waitFor(() => expect(memory.status.loads).toBe(2), { timeout: 10_000 });
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      const [added] = await insertTrucks(ctx.database.db, owner.id, [{ name: 'After the Silence Sabudana', latitude: nagpur.lat + 0.01, longitude: nagpur.lng }]);
      expect(await memory.caughtUp(5000)).toBe(true);
      expect(ids(await memory.nearest(nagpur.lat + 0.01, nagpur.lng, 0.5, 10))).toContain(added!.id);
    } finally {
      await memory.stop();
      await proxy.close();
      await viaProxy.close();
    }
  });

  it('never answer from a feed that never heard its first heartbeat, and say it may be behind a transaction pooler', async () => {
    // Nothing comes back in time from the start, as with LISTEN through PgBouncer in transaction mode.
    const errors: string[] = [];
    const memory = createTruckMemory(ctx.database.db, { maxTrucks: 100_000, pageCacheBytes: 0, heartbeatMs: 100, announcementDelayMs: 5000, onError: (e) => errors.push(e.message) });
    try {
      await memory.start();
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000 });
      expect(errors[0]).toMatch(/heard nothing within 250 ms of listening: .*transaction pooler/);
      expect(memory.status.feedLagMs).toBeNull();
      // Memory that would never hear a change never answers: the database does.
      expect(memory.status.index).toBe('loading');
      expect(await memory.nearest(nagpur.lat, nagpur.lng, 20, 10)).toBeUndefined();
    } finally {
      await memory.stop();
    }
  });

  it('measure the heartbeat\'s trip through the feed as its lag', async () => {
    const memory = createTruckMemory(ctx.database.db, { maxTrucks: 100_000, pageCacheBytes: 0, announcementDelayMs: 300 });
    try {
      expect(memory.status.feedLagMs).toBeNull();
      await memory.start();
      await vi.waitFor(() => expect(memory.status.feedLagMs).not.toBeNull(), { timeout: 10_000 });
      expect(memory.status.feedLagMs).toBeGreaterThanOrEqual(300);
      expect(memory.status.feedLagMs).toBeLessThan(5000);
    } finally {
      await memory.stop();
    }
  });

  it('leave the "too many trucks" state once trucks are deleted', async () => {
    const limit = (await locatedTrucks()) + 1;
    const memory = createTruckMemory(ctx.database.db, { maxTrucks: limit, pageCacheBytes: 0 });
    try {
      await memory.start();
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      const extra = await insertTrucks(ctx.database.db, owner.id, randomTruckValues(2, 13, nagpur, 0.05));
      await vi.waitFor(() => expect(memory.status.index).toBe('too many trucks'), { timeout: 10_000 });
      await ctx.database.db.delete(trucks).where(inArray(trucks.id, extra.map((truck) => truck.id)));
      await vi.waitFor(() => expect(memory.status.index).toBe('ready'), { timeout: 10_000 });
      expect(memory.status.trucks).toBe(limit - 1);
    } finally {
      await memory.stop();
    }
  });
});

describe('a bulk change', () => {
  it('of 5,000 trucks in one statement is taken in truck by truck, without reloading everything', async () => {
    const bulkOwner = await insertOwner(ctx.database.db, 'Bulk Importer');
    const bulk = await insertTrucks(ctx.database.db, bulkOwner.id, randomTruckValues(5000, 17, nagpur, 0.3));
    expect(await ctx.app.truckMemory.caughtUp(20_000)).toBe(true);
    const loadsBefore = ctx.app.truckMemory.status.loads;
    // Every one of them moves 0.5 degrees north, in one statement.
    await ctx.database.db.execute(sql`update trucks set latitude = latitude + 0.5 where owner_id = ${bulkOwner.id}`);
    expect(await ctx.app.truckMemory.caughtUp(20_000)).toBe(true);
    expect(ctx.app.truckMemory.status.loads).toBe(loadsBefore);
    const moved = await ctx.app.truckMemory.nearest(nagpur.lat + 0.5, nagpur.lng, 60, 5000);
    expect(moved).toBeDefined();
    expect(ids(moved)).toEqual(bulk.map((truck) => truck.id).sort());
  });
});

describe('writes that change no truck', () => {
  it('leave the next read to memory, with no marker to wait for (a sign-in)', async () => {
    // Announcements (markers included) take three seconds here: a read waiting for one would
    // give up after a second and ask the database.
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, webDir: '/nonexistent', truckAnnouncementDelayMs: 3000 });
    try {
      await app.ready();
      await vi.waitFor(() => expect(app.truckMemory.status.index).toBe('ready'), { timeout: 10_000 });
      const user = await registerUser(app);
      await vi.waitFor(async () => expect(await app.truckMemory.caughtUp(5000)).toBe(true), { timeout: 20_000 });
      expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'secret123' } })).statusCode).toBe(200);
      const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const queries = vi.spyOn(client, 'query');
      try {
        const nearby = await app.inject({ method: 'GET', url: `/api/trucks/nearby?lat=${nagpur.lat}&lng=${nagpur.lng}&maxDistance=10&limit=5` });
        expect(nearby.statusCode).toBe(200);
        expect(queries).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
      }
    } finally {
      await app.close();
    }
  });
});
