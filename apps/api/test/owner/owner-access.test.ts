import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, multipartFile, newTruck, sender, session, type Session } from './owner-helpers.js';
import sharp from 'sharp';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let ctx: TestContext;
let otherOwner: Session;
let admin: Session;
let customer: Session;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext({ uploadsDir: join(await mkdtemp(join(tmpdir(), 'dishrated-uploads-')), 'uploads') });
  send = sender(ctx.app);
  otherOwner = await session(ctx.app, ctx.database.db, 'owner', 'Other owner');
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
  customer = await session(ctx.app, ctx.database.db, 'user', 'Customer');
});
afterAll(() => ctx?.close());

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The registered route, with `:id` (a truck of the owner) and `:itemId`/`:entryId` filled per call. */
  route: string;
  body?: object;
  /** Whether the route acts on one truck (another owner gets 404 there). */
  onTruck: boolean;
  expected: number;
}

const dish = { name: 'Masala Dosa', description: 'With potato masala', category: 'Dosas', price: 90, dietType: 'veg' };
const weeklyStop = { label: 'Indiranagar 100 ft Road', latitude: 12.9719, longitude: 77.6412, startTime: '18:00', endTime: '22:00', weekdays: ['Friday'], fromDate: '2026-11-01' };
const cases: Case[] = [
  { method: 'GET', route: '/api/owner/dashboard', onTruck: false, expected: 200 },
  { method: 'GET', route: '/api/owner/analytics', onTruck: false, expected: 200 },
  { method: 'GET', route: '/api/owner/trucks', onTruck: false, expected: 200 },
  { method: 'POST', route: '/api/owner/trucks', body: newTruck, onTruck: false, expected: 201 },
  { method: 'GET', route: '/api/owner/trucks/:id', onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id', body: { description: 'Now with idli' }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/basic-info', body: { tags: ['Dosa'] }, onTruck: true, expected: 200 },
  { method: 'POST', route: '/api/owner/trucks/:id/menu', body: { menuItem: dish }, onTruck: true, expected: 201 },
  { method: 'PUT', route: '/api/owner/trucks/:id/menu/:itemId', body: { menuItem: { price: 95 } }, onTruck: true, expected: 200 },
  { method: 'DELETE', route: '/api/owner/trucks/:id/menu/:itemId', onTruck: true, expected: 200 },
  { method: 'PATCH', route: '/api/owner/trucks/:id/menu/:itemId/toggle', onTruck: true, expected: 200 },
  { method: 'DELETE', route: '/api/owner/trucks/:id', onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/schedule', body: { schedule: [{ day: 'Monday', hours: '8 AM - 2 PM', location: 'Jayanagar' }] }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/about', body: { story: 'Since 2019' }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/images', body: { images: [{ url: 'https://example.com/a.jpg' }] }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/location', body: { address: 'Koramangala', coordinates: { latitude: 12.93, longitude: 77.62 } }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/status', body: { status: 'open', waitTime: '10 min' }, onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/location-sharing', body: { enabled: true }, onTruck: true, expected: 200 },
  { method: 'GET', route: '/api/owner/trucks/:id/location-history', onTruck: true, expected: 200 },
  { method: 'DELETE', route: '/api/owner/trucks/:id/location-history', onTruck: true, expected: 200 },
  { method: 'DELETE', route: '/api/owner/trucks/:id/location-history/:entryId', onTruck: true, expected: 200 },
  { method: 'POST', route: '/api/owner/uploads', onTruck: false, expected: 201 },
  { method: 'GET', route: '/api/owner/trucks/:id/stops', onTruck: true, expected: 200 },
  { method: 'POST', route: '/api/owner/trucks/:id/stops', body: weeklyStop, onTruck: true, expected: 201 },
  { method: 'PUT', route: '/api/owner/trucks/:id/stops/:stopId', body: { ...weeklyStop, endTime: '23:00' }, onTruck: true, expected: 200 },
  { method: 'DELETE', route: '/api/owner/trucks/:id/stops/:stopId', onTruck: true, expected: 200 },
  { method: 'POST', route: '/api/owner/trucks/:id/stop-exceptions', body: { date: '2026-12-25' }, onTruck: true, expected: 201 },
  { method: 'POST', route: '/api/owner/trucks/:id/stops/copy-week', body: { from: '2026-11-23' }, onTruck: true, expected: 201 },
  { method: 'POST', route: '/api/owner/trucks/:id/stops/import', body: { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }, onTruck: true, expected: 200 },
  { method: 'POST', route: '/api/owner/trucks/:id/stops/import/confirm', body: { stops: [{ stop: weeklyStop }] }, onTruck: true, expected: 201 },
  { method: 'DELETE', route: '/api/owner/trucks/:id/stop-exceptions/:exceptionId', onTruck: true, expected: 200 },
  { method: 'GET', route: '/api/owner/orders', onTruck: false, expected: 200 },
  { method: 'GET', route: '/api/owner/catering-requests', onTruck: false, expected: 200 },
  { method: 'GET', route: '/api/owner/trucks/:id/catering-area', onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/catering-area', body: { radiusKm: 25 }, onTruck: true, expected: 200 },
  { method: 'GET', route: '/api/owner/trucks/:id/ordering', onTruck: true, expected: 200 },
  { method: 'PUT', route: '/api/owner/trucks/:id/ordering', body: { takingOrders: true, prepMinutes: 15, perSlot: 5, soldOut: [] }, onTruck: true, expected: 200 },
];

/** Each case's truck belongs to an owner of its own: an account's trucks are capped, and cases share nothing. */
const truckOwner = () => session(ctx.app, ctx.database.db, 'owner', 'Truck owner');

let photo: Buffer;
/** Fills a route's parameters with real rows of `truckOwner`, so only who is asking differs. */
async function concrete(c: Case, truckOwner: Session) {
  if (!c.onTruck) return c.route;
  const truck = await createOwnedTruck(ctx.app, truckOwner);
  let url = c.route.replace(':id', truck.id);
  if (url.includes(':itemId')) {
    const item = await send('POST', `/api/owner/trucks/${truck.id}/menu`, truckOwner, { menuItem: dish });
    url = url.replace(':itemId', item.json().data.menuItem.id);
  }
  if (url.includes(':stopId')) {
    const stop = await send('POST', `/api/owner/trucks/${truck.id}/stops`, truckOwner, weeklyStop);
    url = url.replace(':stopId', stop.json().data.stop.id);
  }
  if (url.includes(':exceptionId')) {
    const closed = await send('POST', `/api/owner/trucks/${truck.id}/stop-exceptions`, truckOwner, { date: '2026-12-25' });
    url = url.replace(':exceptionId', closed.json().data.exception.id);
  }
  if (url.includes(':entryId')) {
    // Moving the truck closes its first spot: that past entry is deletable.
    await send('PUT', `/api/owner/trucks/${truck.id}/location`, truckOwner, { address: 'Koramangala', coordinates: { latitude: 12.93, longitude: 77.62 } });
    const history = await send('GET', `/api/owner/trucks/${truck.id}/location-history`, truckOwner);
    url = url.replace(':entryId', history.json().data.history.find((e: { isActive: boolean }) => !e.isActive).id);
  }
  return url;
}

async function call(c: Case, url: string, who: Session | null) {
  if (c.route === '/api/owner/uploads') {
    photo ??= await sharp({ create: { width: 900, height: 700, channels: 3, background: '#d35400' } }).jpeg().toBuffer();
    const form = multipartFile(photo);
    return ctx.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) } });
  }
  return send(c.method, url, who, c.body);
}

describe('owner routes: who may call them', () => {
  // Routes on one order (accept, ready, ...) and one catering request (quote, cancel) are tried by
  // who may call them in the orders and catering tests.
  it('the table covers every owner route on trucks the app registers', () => {
    const registered = ctx.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/owner') && !r.url.startsWith('/api/owner/orders/') && !r.url.startsWith('/api/owner/catering-requests/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.sort()).toEqual(cases.map((c) => `${c.method} ${c.route}`).sort());
  });

  it.each(cases)('$method $route: anonymous 401', async (c) => {
    expect((await call(c, await concrete(c, await truckOwner()), null)).statusCode).toBe(401);
  });

  it.each(cases)('$method $route: customer 403', async (c) => {
    const res = await call(c, await concrete(c, await truckOwner()), customer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it.each(cases.filter((c) => c.onTruck))('$method $route: another owner 404, as if the truck did not exist', async (c) => {
    const res = await call(c, await concrete(c, await truckOwner()), otherOwner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TRUCK_NOT_FOUND', message: 'Truck not found' });
  });

  it.each(cases)('$method $route: the owner succeeds', async (c) => {
    const mine = await truckOwner();
    const res = await call(c, await concrete(c, mine), mine);
    expect(res.statusCode, res.body).toBe(c.expected);
    expect(res.json().success).toBe(true);
  });

  it.each(cases)('$method $route: an admin succeeds (support can fix any truck)', async (c) => {
    const res = await call(c, await concrete(c, await truckOwner()), admin);
    expect(res.statusCode, res.body).toBe(c.expected);
  });
});
