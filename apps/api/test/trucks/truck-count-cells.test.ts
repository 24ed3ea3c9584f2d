import { haversineKm } from '@dishrated/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { trucks } from '../../src/db/schema.js';
import { COUNT_CELL_DEGREES, cellsInside, countCell } from '../../src/features/trucks/count-cells.js';
import { cappedCountQuery } from '../../src/features/trucks/repository.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  // The database's own count: with trucks in memory, Find Trucks would be answered from there
  // (truck-memory.test.ts holds both answers equal).
  ctx = await createTestContext({ trucksInMemory: 0 });
  ownerId = (await insertOwner(ctx.database.db, 'Cell Owner')).id;
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The counts table without empty rows, against the same grouping done over the trucks themselves. */
async function countsAgainstTrucks() {
  const order = sql`order by 1, 2, 3, 4`;
  const kept = await queryRows(ctx.database.db, sql`select lat_cell, lng_cell, status, price_range, trucks from truck_count_cells where trucks <> 0 ${order}`);
  const actual = await queryRows(ctx.database.db, sql`select truck_count_cell(latitude) as lat_cell, truck_count_cell(longitude) as lng_cell, status, price_range, count(*)::int as trucks
    from trucks where latitude is not null and longitude is not null group by 1, 2, 3, 4 ${order}`);
  return { kept, actual };
}

describe('count cells', () => {
  it('number a position the same way in the database and in the app', async () => {
    const values = [0, 0.01, 0.07, -0.03, 12.97, 77.6, -0.005, 28.63, 179.999, -180, 90, -90, 12.969999999999999];
    const rows = await queryRows<{ cell: number }>(ctx.database.db, sql`select truck_count_cell(v) as cell from unnest(${sql.param(values)}::float8[]) with ordinality u(v, i) order by i`);
    expect(rows.map((row) => row.cell)).toEqual(values.map(countCell));
  });

  it('keep each cell count equal to its trucks through inserts, moves, status and price changes and deletes', async () => {
    const db = ctx.database.db;
    const made = await insertTrucks(db, ownerId, randomTruckValues(300, 41, { lat: 19.07, lng: 72.88 }, 0.05));
    await db.update(trucks).set({ latitude: sql`latitude + 0.013`, longitude: sql`longitude - 0.021` }).where(inArray(trucks.id, made.slice(0, 60).map((t) => t.id)));
    await db.update(trucks).set({ status: 'open' }).where(inArray(trucks.id, made.slice(50, 120).map((t) => t.id)));
    await db.update(trucks).set({ priceRange: 'premium' }).where(inArray(trucks.id, made.slice(100, 160).map((t) => t.id)));
    await db.update(trucks).set({ latitude: null, longitude: null }).where(inArray(trucks.id, made.slice(160, 170).map((t) => t.id)));
    await db.update(trucks).set({ latitude: 19.1, longitude: 72.9 }).where(inArray(trucks.id, made.slice(165, 175).map((t) => t.id)));
    await db.delete(trucks).where(inArray(trucks.id, made.slice(200, 250).map((t) => t.id)));
    const { kept, actual } = await countsAgainstTrucks();
    expect(actual.length).toBeGreaterThan(50);
    expect(kept).toEqual(actual);
  });

  it('lie wholly inside the circle they are taken for, and fill most of it', () => {
    const cases = [
      { lat: 12.97, lng: 77.6, km: 10 },
      { lat: 28.63, lng: 77.22, km: 3 },
      { lat: 0.004, lng: -0.006, km: 25 },
      { lat: 64.1, lng: -21.9, km: 10 },
      { lat: -33.9, lng: 179.995, km: 5 },
      { lat: 89.95, lng: 10, km: 20 },
      { lat: 19.07, lng: 72.88, km: 1000 },
    ];
    for (const c of cases) {
      const rows = cellsInside(c.lat, c.lng, c.km);
      let cells = 0;
      rows.latCells.forEach((row, k) => {
        for (let col = rows.lngFrom[k]!; col <= rows.lngTo[k]!; col++) {
          cells++;
          for (const [dLat, dLng] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) {
            const corner = { lat: (row + dLat) * COUNT_CELL_DEGREES, lng: (col + dLng) * COUNT_CELL_DEGREES };
            expect(haversineKm(c, corner), `${JSON.stringify(c)} cell ${row},${col}`).toBeLessThanOrEqual(c.km);
          }
        }
      });
      if (c.km === 10 && Math.abs(c.lat) < 30) {
        // About 1.1 km a side near the equator: the cells inside cover most of the circle.
        const cellKm2 = (COUNT_CELL_DEGREES * 111.2) ** 2 * Math.cos((c.lat * Math.PI) / 180);
        expect(cells * cellKm2).toBeGreaterThan(0.7 * Math.PI * c.km ** 2);
      }
    }
    expect(cellsInside(12.97, 77.6, 0.5).latCells).toEqual([]);
  });
});

describe('Find Trucks total from the count cells', () => {
  // 1,200 trucks within about 2 km of Pune's centre: 800 open (600 budget), 400 closed.
  const pune = { lat: 18.52, lng: 73.855 };
  let crowd: Array<{ id: string }> = [];
  beforeAll(async () => {
    crowd = await insertTrucks(ctx.database.db, ownerId, randomTruckValues(1200, 43, pune, 0.015).map((t, i) => ({
      ...t,
      status: i < 800 ? ('open' as const) : ('closed' as const),
      priceRange: i < 600 ? ('budget' as const) : ('mid' as const),
    })));
  });

  it('says "1,000+" when the cells inside the circle hold more than 1,000 matching trucks', async () => {
    const page = (await get(`/api/trucks?lat=${pune.lat}&lng=${pune.lng}&distance=10&limit=5`)).json().data;
    expect(page.pagination).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('does not read the trucks to say so', async () => {
    const plan = await queryRows<Record<string, string>>(ctx.database.db, sql`explain analyze ${cappedCountQuery({ near: { ...pune, radiusKm: 10 } })}`);
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/trucks_geo_unit_idx[^\n]*\(never executed\)/);
  });

  it('counts exactly when the filters leave 1,000 or fewer', async () => {
    const open = (await get(`/api/trucks?lat=${pune.lat}&lng=${pune.lng}&distance=10&openNow=true&limit=5`)).json().data;
    expect(open.pagination).toMatchObject({ total: 800, totalCapped: false });
    const openBudget = (await get(`/api/trucks?lat=${pune.lat}&lng=${pune.lng}&distance=10&openNow=true&priceRange=budget&limit=5`)).json().data;
    expect(openBudget.pagination).toMatchObject({ total: 600, totalCapped: false });
  });

  it('follows trucks that close: the total drops back to an exact count', async () => {
    const closing = crowd.slice(0, 250).map((t) => t.id);
    await ctx.database.db.update(trucks).set({ status: 'closed' }).where(and(inArray(trucks.id, closing), eq(trucks.status, 'open')));
    const open = (await get(`/api/trucks?lat=${pune.lat}&lng=${pune.lng}&distance=10&openNow=true&limit=5`)).json().data;
    expect(open.pagination).toMatchObject({ total: 550, totalCapped: false });
  });

  it('counts the trucks a search narrows down to, which the cells cannot tell apart', async () => {
    const page = (await get(`/api/trucks?lat=${pune.lat}&lng=${pune.lng}&distance=10&search=${encodeURIComponent('Random 43-11')}&limit=5`)).json().data;
    // "Random 43-11", "Random 43-110" to "Random 43-119" and "Random 43-1100" to "Random 43-1199".
    expect(page.pagination).toMatchObject({ total: 111, totalCapped: false });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('count cells under concurrent writes', () => {
  it('let one truck open while another in its cell closes, both waiting on the same row, without a deadlock', async () => {
    const db = ctx.database.db;
    const [opening, closing] = await insertTrucks(db, ownerId, [
      { name: 'Opening', status: 'closed', latitude: 22.5726, longitude: 88.3639 },
      { name: 'Closing', status: 'open', latitude: 22.5727, longitude: 88.3638 },
    ]);
    // A third transaction holds the cell's "closed" row, so both writers queue at the same time.
    // Taking the two rows in whatever order each change meets them, one writer would hold "open"
    // while waiting for "closed" and the other the reverse.
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from truck_count_cells where lat_cell = truck_count_cell(22.5726) and lng_cell = truck_count_cell(88.3639)
        and status = 'closed' and price_range = 'mid' for update`);
      held();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await holding;
    const writes = Promise.all([
      db.update(trucks).set({ status: 'open' }).where(eq(trucks.id, opening!.id)),
      db.update(trucks).set({ status: 'closed' }).where(eq(trucks.id, closing!.id)),
    ]);
    await holder;
    await expect(writes).resolves.toBeDefined();
    const { kept, actual } = await countsAgainstTrucks();
    expect(kept).toEqual(actual);
  });
});
