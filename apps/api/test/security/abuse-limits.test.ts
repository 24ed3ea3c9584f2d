import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOLLOW_LIMITS, OWNER_LIMITS } from '@dishrated/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, notifications, trucks } from '../../src/db/schema.js';
import { bearer, createTestContext, type TestContext } from '../helpers.js';
import { pickupSlots, placeOrder, truckTakingOrders } from '../orders/order-helpers.js';
import { createOwnedTruck, multipartFile, sender, session, type Session } from '../owner/owner-helpers.js';

/**
 * What the security probe found one account could do to others, each closed: bounded creation,
 * sessions that end when signed out, a quota that uploads at once cannot pass together, approval
 * that follows what an event becomes, a pickup code that cannot be guessed, a sign-out that
 * another site cannot trigger, a push subscription that cannot be taken over, and bodies that
 * must be UTF-8.
 */
let ctx: TestContext;
let send: ReturnType<typeof sender>;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext({ uploadsDir: join(await mkdtemp(join(tmpdir(), 'dishrated-abuse-')), 'uploads'), uploadsPerHour: 3 });
  send = sender(ctx.app);
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Sunil Rao');
});
afterAll(() => ctx?.close());

describe('what one account may make', () => {
  it(`refuses a truck's dish past ${OWNER_LIMITS.menuItemsPerTruck}`, async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await ctx.database.db.insert(menuItems).values(Array.from({ length: OWNER_LIMITS.menuItemsPerTruck }, (_, i) => ({ truckId: truck.id, name: `Dish ${i}`, price: 50, category: 'Snacks' })));
    const res = await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: { name: 'One too many', description: 'x', category: 'Snacks', price: 10, dietType: 'veg' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(`at most ${OWNER_LIMITS.menuItemsPerTruck} dishes`);
  });

  it(`refuses an owner's truck past ${OWNER_LIMITS.trucksPerOwner}`, async () => {
    const fleet = await session(ctx.app, ctx.database.db, 'owner', 'Fleet Owner');
    await ctx.database.db.insert(trucks).values(Array.from({ length: OWNER_LIMITS.trucksPerOwner }, (_, i) => ({ ownerId: fleet.user.id, name: `Fleet ${i}`, cuisine: 'Chinese' as const })));
    const res = await send('POST', '/api/owner/trucks', fleet, { name: 'One more', description: 'x', cuisine: 'Chinese', location: { address: 'MG Road', coordinates: { latitude: 12.97, longitude: 77.6 } } });
    expect(res.statusCode).toBe(409);
  });

  it(`keeps an account's newest ${FOLLOW_LIMITS.keptPerUser} notifications`, async () => {
    const fan = await session(ctx.app, ctx.database.db, 'user', 'Busy Fan');
    const truck = await createOwnedTruck(ctx.app, owner);
    await ctx.app.inject({ method: 'PUT', url: `/api/trucks/${truck.id}/follow`, headers: bearer(fan.token), payload: { menu: true } });
    await ctx.database.db.insert(notifications).values(Array.from({ length: FOLLOW_LIMITS.keptPerUser }, (_, i) => ({ userId: fan.user.id, truckId: truck.id, kind: 'newDish' as const, title: `Old ${i}`, body: 'x', pushed: false, url: `/trucks/${truck.id}`, createdAt: new Date(Date.now() - (i + 2) * 86_400_000) })));
    // One more, through the app: the oldest goes.
    await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: { name: 'Fresh Dish', description: 'x', category: 'Snacks', price: 10, dietType: 'veg' } });
    await ctx.app.background.drain();
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(fan.token) })).json().data;
    expect(listed.total).toBe(FOLLOW_LIMITS.keptPerUser);
    expect(listed.notifications[0].title).toMatch(/Fresh Dish/);
  });
});

describe('signing out', () => {
  it('ends the session: its token answers 401 afterwards', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Leaving Soon', email: `leaving.${Date.now()}@example.test`, password: 'secret123' } });
    const token = login.json().data.token as string;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends the cookie’s session too, and leaves the account’s other sessions alone', async () => {
    const email = `two.devices.${Date.now()}@example.test`;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Two Devices', email, password: 'secret123' } });
    const signIn = async () => (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } })).json().data.token as string;
    const [phone, laptop] = [await signIn(), await signIn()];
    const cookie = { cookie: `dishrated_session=${phone}`, 'sec-fetch-site': 'same-origin' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: cookie })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `dishrated_session=${phone}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(laptop) })).statusCode).toBe(200);
  });

  it('is refused when another site sends it riding on the cookie', async () => {
    const user = await session(ctx.app, ctx.database.db, 'user', 'Cross Site');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `dishrated_session=${user.token}`, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `dishrated_session=${user.token}` } })).statusCode).toBe(200);
  });
});

describe('the upload quota', () => {
  it('is taken before the photo is processed: uploads sent at once cannot pass it together', async () => {
    const uploader = await session(ctx.app, ctx.database.db, 'owner', 'Many Photos');
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#e8590c' } }).jpeg().toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => {
        const form = multipartFile(photo);
        return ctx.app.inject({ method: 'POST', url: '/api/owner/uploads', payload: form.payload, headers: { ...form.headers, ...bearer(uploader.token) } });
      }),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(9);
  });
});

describe('event approval', () => {
  it('follows what an owner’s event becomes: a truck event turned into a city event waits for an admin again', async () => {
    const created = await send('POST', '/api/events', owner, {
      title: 'Sunday Pop-up at Cubbon Park',
      description: 'Our truck and a few friends for a Sunday lunch by the bandstand.',
      date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      eventType: 'truck_event',
      image: 'https://example.com/popup.jpg',
      location: { address: 'Cubbon Park, Bengaluru', coordinates: { latitude: 12.9763, longitude: 77.5929 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data.event;
    expect(event.approvalStatus).toBe('approved');
    const changed = await send('PUT', `/api/events/${event.id}`, owner, { eventType: 'city_event' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.event.approvalStatus).toBe('pending');
    expect((await send('GET', `/api/events/${event.id}`, null)).statusCode).toBe(404);
  });
});

describe('the pickup code', () => {
  it('takes five tries in a while: the sixth is refused, even with the right code', async () => {
    const { truck, dosa } = await truckTakingOrders(ctx.app, owner);
    const buyer = await session(ctx.app, ctx.database.db, 'user', 'Code Buyer');
    const { slots } = await pickupSlots(ctx.app, truck.id);
    const order = (await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slots[0]!.at })).json().data.order;
    expect((await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: slots[0]!.at })).statusCode).toBe(200);
    expect((await send('POST', `/api/owner/orders/${order.id}/ready`, owner)).statusCode).toBe(200);
    const code = order.pickupCode as string;
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i++) expect((await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code: wrong })).json().code).toBe('WRONG_PICKUP_CODE');
    const sixth = await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code });
    expect(sixth.statusCode).toBe(429);
  });
});

describe('push subscriptions', () => {
  const subscription = (keys: { p256dh: string; auth: string }) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(20)}${Date.now()}`, keys });
  const keysA = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
  const keysB = { p256dh: 'BOVFfCoBB_UL5IhDXWKCMtCNSdxsL4-z4FMvXtP2O8nT7N1_6Dg7FLlKDZRsnfnSGJmD2wBN9yYWkKsa3ZX9lZw', auth: 'aGVsbG8td29ybGQtMTIzNA' };

  it('cannot be taken over by another account with other keys', async () => {
    const [first, second] = [await session(ctx.app, ctx.database.db, 'user', 'First'), await session(ctx.app, ctx.database.db, 'user', 'Second')];
    const mine = subscription(keysA);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: bearer(first.token), payload: mine })).statusCode).toBe(201);
    const taken = await ctx.app.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: bearer(second.token), payload: { ...mine, keys: keysB } });
    expect(taken.statusCode).toBe(409);
    // The same browser (same keys) signed in as someone else moves with them.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: bearer(second.token), payload: mine })).statusCode).toBe(201);
  });
});

describe('request bodies', () => {
  it('refuses JSON that is not UTF-8 with a 400 naming the body', async () => {
    const user = await session(ctx.app, ctx.database.db, 'user', 'Bytes');
    const payload = Buffer.concat([Buffer.from('{"name":"Ra'), Buffer.from([0xff, 0xfe]), Buffer.from('vi"}')]);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/auth/me', headers: { ...bearer(user.token), 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The body is not valid UTF-8' });
  });

  it.each(['lat=0x10&lng=77', 'lat=&lng=77', 'lat=12&lng='])('refuses %s as a number in a query', async (query) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/trucks/nearby?${query}` });
    expect(res.statusCode).toBe(400);
  });
});
