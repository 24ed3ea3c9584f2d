import { TruckDetailSchema, envelopeSchema } from '@dishrated/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, truckImages, truckStops, trucks as trucksTable, users } from '../../src/db/schema.js';
import { addMenuAndSchedule, insertOwner, insertTrucks } from '../fixtures.js';
import { createTestContext, type TestContext } from '../helpers.js';

/**
 * A truck's page follows every part of the truck, whoever writes it (the change feed notifies
 * each), and browsers revalidate it by its etag.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function makeTruck(name: string) {
  const owner = await insertOwner(ctx.database.db, `Owner of ${name}`);
  const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ name, cuisine: 'South Indian', latitude: 12.97, longitude: 77.6, address: 'MG Road, Bengaluru' }]);
  await addMenuAndSchedule(ctx.database.db, truck!.id);
  await ctx.database.db.insert(truckImages).values({ truckId: truck!.id, url: '/images/trucks/a.svg', caption: 'Front', sortOrder: 1 });
  // Written behind the API: the trucks in memory hear of it through the change feed.
  await ctx.app.changeFeed.caughtUp();
  return { owner, truck: truck! };
}

const getTruck = (id: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/trucks/${id}`, headers });

async function expectCurrent(id: string) {
  // Written behind the API: the truck in memory is read again once the change is notified.
  await ctx.app.changeFeed.caughtUp();
  const res = await getTruck(id);
  expect(res.statusCode).toBe(200);
  const body = envelopeSchema(TruckDetailSchema).parse(res.json());
  return { body, etag: res.headers.etag as string };
}

describe('a truck’s page', () => {
  it('carries its photos, its menu in order and its owner’s contact details', async () => {
    const { owner, truck } = await makeTruck('Document Dosa Cart');
    const { body } = await expectCurrent(truck.id);
    expect(body.data.truck.menu!.map((m) => m.name)).toEqual(['Masala Dosa', 'Filter Coffee']);
    expect(body.data.truck.images.map((i) => i.caption)).toEqual(['Front']);
    expect(body.data.truck.owner).toEqual({ _id: owner.id, name: owner.name, phone: owner.phone });
  });

  it('carries the week from the stops, Monday first, a day without stops Closed', async () => {
    const { truck } = await makeTruck('Document Idli Cart');
    const { body } = await expectCurrent(truck.id);
    expect(body.data.truck.schedule).toHaveLength(7);
    expect(body.data.truck.schedule![0]).toEqual({ day: 'Monday', hours: '8:00 AM - 1:00 PM', location: 'Jayanagar' });
    expect(body.data.truck.schedule![6]).toEqual({ day: 'Sunday', hours: 'Closed', location: null });
  });

  it('changes with the truck, a menu item, its stops, a photo and the owner, each time with a new etag', async () => {
    const { owner, truck } = await makeTruck('Document Chaat Van');
    const seen = new Set([(await expectCurrent(truck.id)).etag]);
    const writes = [
      () => ctx.database.db.update(trucksTable).set({ ownerWord: 'busy', ownerWordAt: new Date(), ownerWordUntil: new Date(Date.now() + 3_600_000), waitTime: '20 min' }).where(eq(trucksTable.id, truck.id)),
      () => ctx.database.db.insert(menuItems).values({ truckId: truck.id, name: 'Aloo Tikki', price: 60, category: 'Snacks' }),
      () => ctx.database.db.update(menuItems).set({ price: 75 }).where(eq(menuItems.name, 'Aloo Tikki')),
      () => ctx.database.db.delete(truckStops).where(eq(truckStops.truckId, truck.id)),
      () => ctx.database.db.delete(truckImages).where(eq(truckImages.truckId, truck.id)),
      () => ctx.database.db.update(users).set({ phone: '+91 98450 12345' }).where(eq(users.id, owner.id)),
    ];
    for (const write of writes) {
      await write();
      const { etag } = await expectCurrent(truck.id);
      expect(seen.has(etag)).toBe(false);
      seen.add(etag);
    }
  });

  it('answers 304 without a body when the browser already holds this version', async () => {
    const { truck } = await makeTruck('Document Kulfi Cart');
    const first = await getTruck(truck.id);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await getTruck(truck.id, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 200 with the new page once the truck has changed', async () => {
    const { truck } = await makeTruck('Document Momo Van');
    const first = await getTruck(truck.id);
    await ctx.database.db.update(trucksTable).set({ ownerWord: 'busy', ownerWordAt: new Date(), ownerWordUntil: new Date(Date.now() + 3_600_000) }).where(eq(trucksTable.id, truck.id));
    await ctx.app.changeFeed.caughtUp();
    const again = await getTruck(truck.id, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.truck.status).toBe('busy');
  });

  it('is gone with its truck', async () => {
    const { truck } = await makeTruck('Document Gone Cart');
    await getTruck(truck.id);
    await ctx.database.db.delete(trucksTable).where(eq(trucksTable.id, truck.id));
    await ctx.app.changeFeed.caughtUp();
    const res = await getTruck(truck.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'TRUCK_NOT_FOUND' });
  });
});
