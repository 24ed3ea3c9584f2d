import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { sender, session, type Session } from '../owner/owner-helpers.js';
import { pickupSlots, placeOrder, truckTakingOrders } from './order-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let owner: Session;
let otherOwner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
});
// Owners per test: an account's trucks are capped, and tests share nothing.
beforeEach(async () => {
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
  otherOwner = await session(ctx.app, ctx.database.db, 'owner', 'Other owner');
});
afterAll(() => ctx?.close());

const customer = () => session(ctx.app, ctx.database.db, 'user', 'Customer');

/** A truck taking orders, a customer, and the first pickup slot. */
async function setUp(options?: { perSlot?: number }) {
  const truck = await truckTakingOrders(ctx.app, owner, options);
  const { slots } = await pickupSlots(ctx.app, truck.truck.id);
  return { ...truck, slot: slots[0]!.at, slots, buyer: await customer() };
}

describe('placing an order', () => {
  it('answers 201 with the menu’s prices, the total in rupees and a 4-digit pickup code', async () => {
    const { truck, dosa, chai, slot, buyer } = await setUp();
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 2, note: 'No onion' }, { menuItemId: chai.id, quantity: 1 }], pickupAt: slot });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({ status: 'placed', total: 200, pickupAt: slot, number: 1, truck: { id: truck.id } });
    expect(order.items).toEqual([
      { menuItemId: dosa.id, name: 'Masala Dosa', unitPrice: 90, quantity: 2, note: 'No onion' },
      { menuItemId: chai.id, name: 'Cutting Chai', unitPrice: 20, quantity: 1, note: null },
    ]);
    expect(order.pickupCode).toMatch(/^\d{4}$/);
  });

  it('needs a signed-in customer', async () => {
    const { truck, dosa, slot } = await setUp();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/trucks/${truck.id}/orders`, payload: { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a price sent by the client', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1, price: 1 }], pickupAt: slot });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/price/);
  });

  it('refuses more than 20 dishes in one order', async () => {
    const { truck, dosa, chai, slot, buyer } = await setUp();
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 15 }, { menuItemId: chai.id, quantity: 6 }], pickupAt: slot });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 20 dishes/);
  });

  it('refuses an order to a truck that is closed', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    await send('POST', `/api/owner/trucks/${truck.id}/stop-exceptions`, owner, { date: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10) });
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_TAKING_ORDERS', message: expect.stringMatching(/^This truck is closed now/) });
  });

  it('refuses an order while the owner has ordering switched off', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    await send('PUT', `/api/owner/trucks/${truck.id}/ordering`, owner, { takingOrders: false, prepMinutes: 5, perSlot: 5, soldOut: [] });
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot });
    expect(res.json().code).toBe('NOT_TAKING_ORDERS');
    expect((await pickupSlots(ctx.app, truck.id)).accepting).toBe(false);
  });

  it('refuses a dish sold out today', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    await send('PUT', `/api/owner/trucks/${truck.id}/ordering`, owner, { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [dosa.id] });
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ITEM_SOLD_OUT', message: 'Masala Dosa is sold out today. Please remove it from your cart.' });
  });

  it('refuses a dish of another truck', async () => {
    const { truck, slot, buyer } = await setUp();
    const other = await truckTakingOrders(ctx.app, owner);
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: other.dosa.id, quantity: 1 }], pickupAt: slot });
    expect(res.json().code).toBe('MENU_ITEM_NOT_FOUND');
  });

  it('refuses a pickup slot that has passed', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: new Date(Date.parse(slot) - 60 * 60_000).toISOString() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: expect.stringMatching(/has passed/) });
  });

  it('refuses a pickup slot beyond the truck’s day there', async () => {
    const { truck, dosa, slots, buyer } = await setUp();
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: new Date(Date.parse(slots.at(-1)!.at) + 15 * 60_000).toISOString() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/takes pickups until/);
  });

  it('gives 20 simultaneous orders for a slot with room for 3 exactly 3 places', async () => {
    const { truck, dosa, slot } = await setUp({ perSlot: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, customer));
    const answers = await Promise.all(buyers.map((b) => placeOrder(ctx.app, b, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(17).fill(409));
    expect(refused[0]!.json()).toMatchObject({ code: 'SLOT_FULL', message: expect.stringMatching(/pickup is full. Please choose another time/) });
    expect((await pickupSlots(ctx.app, truck.id)).slots[0]).toEqual({ at: slot, left: 0 });
  });

  it('refuses a fourth open order of one customer at one truck', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    for (let i = 0; i < 3; i++) expect((await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot })).statusCode).toBe(201);
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot });
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_OPEN_ORDERS' });
  });
});

describe('idempotency', () => {
  it('a retry with the same Idempotency-Key answers the same order, never a second one', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    const body = { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot };
    const first = await placeOrder(ctx.app, buyer, truck.id, body, 'retry-key-0001');
    const again = await Promise.all([placeOrder(ctx.app, buyer, truck.id, body, 'retry-key-0001'), placeOrder(ctx.app, buyer, truck.id, body, 'retry-key-0001')]);
    expect(first.statusCode).toBe(201);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order.id).toBe(first.json().data.order.id);
    }
    expect((await send('GET', '/api/me/orders', buyer)).json().data.total).toBe(1);
  });

  it('refuses a key reused for a different order', async () => {
    const { truck, dosa, slot, buyer } = await setUp();
    await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot }, 'reused-key-0001');
    const res = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 2 }], pickupAt: slot }, 'reused-key-0001');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('an order’s life', () => {
  async function placed() {
    const setup = await setUp();
    const res = await placeOrder(ctx.app, setup.buyer, setup.truck.id, { items: [{ menuItemId: setup.dosa.id, quantity: 1 }], pickupAt: setup.slot });
    expect(res.statusCode, res.body).toBe(201);
    return { ...setup, order: res.json().data.order as { id: string; pickupCode: string; pickupAt: string } };
  }

  it('goes placed, accepted with a ready-by time, ready, picked up with the code, each in its history', async () => {
    const { order, buyer } = await placed();
    expect((await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt })).json().data.order).toMatchObject({ status: 'accepted', readyBy: order.pickupAt });
    expect((await send('POST', `/api/owner/orders/${order.id}/ready`, owner)).json().data.order.status).toBe('ready');
    const done = await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code: order.pickupCode });
    expect(done.json().data.order.status).toBe('picked_up');
    const seen = (await send('GET', `/api/orders/${order.id}`, buyer)).json().data.order;
    expect(seen.history.map((h: { status: string; by: string }) => `${h.status}:${h.by}`)).toEqual(['placed:customer', 'accepted:owner', 'ready:owner', 'picked_up:owner']);
  });

  it('keeps the pickup code from the owner, who must be told it', async () => {
    const { order } = await placed();
    expect((await send('GET', `/api/orders/${order.id}`, owner)).json().data.order.pickupCode).toBeNull();
  });

  it('refuses a wrong pickup code', async () => {
    const { order } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    await send('POST', `/api/owner/orders/${order.id}/ready`, owner);
    const wrong = String((Number(order.pickupCode) + 1) % 10_000).padStart(4, '0');
    const res = await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code: wrong });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('WRONG_PICKUP_CODE');
  });

  it('cannot be accepted twice', async () => {
    const { order } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    const again = await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_STATE_CONFLICT', message: expect.stringMatching(/already accepted/) });
  });

  it('cannot change after pickup', async () => {
    const { order } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    await send('POST', `/api/owner/orders/${order.id}/ready`, owner);
    await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code: order.pickupCode });
    expect((await send('POST', `/api/owner/orders/${order.id}/reject`, owner, { reason: 'Out of batter' })).statusCode).toBe(409);
  });

  it('skipping a step (ready before accepted) is refused', async () => {
    const { order } = await placed();
    expect((await send('POST', `/api/owner/orders/${order.id}/picked-up`, owner, { code: order.pickupCode })).statusCode).toBe(409);
  });

  it('is cancelled by its customer while placed, and gives its slot back', async () => {
    const { order, buyer, truck } = await placed();
    const before = (await pickupSlots(ctx.app, truck.id)).slots[0]!.left;
    expect((await send('POST', `/api/orders/${order.id}/cancel`, buyer)).json().data.order.status).toBe('cancelled');
    expect((await pickupSlots(ctx.app, truck.id)).slots[0]!.left).toBe(before + 1);
  });

  it('cannot be cancelled once accepted', async () => {
    const { order, buyer } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    expect((await send('POST', `/api/orders/${order.id}/cancel`, buyer)).statusCode).toBe(409);
  });

  it("tells the truck's owner of a new order in their notifications", async () => {
    const { order } = await placed();
    await ctx.app.background.drain();
    const notes = (await send('GET', '/api/me/notifications', owner)).json().data.notifications;
    expect(notes[0]).toMatchObject({ kind: 'order', url: '/owner/orders', title: expect.stringMatching(new RegExp(`^New order #${(order as unknown as { number: number }).number} at `)), body: expect.stringMatching(/^1 dish, ₹\d+, pickup at \d/) });
  });

  it('running late moves the ready-by time later and tells the customer', async () => {
    const { order, buyer } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    const res = await send('POST', `/api/owner/orders/${order.id}/late`, owner, { minutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({ status: 'accepted', lateMinutes: 10, readyBy: new Date(Date.parse(order.pickupAt) + 10 * 60_000).toISOString() });
    await ctx.app.background.drain();
    const notes = (await send('GET', '/api/me/notifications', buyer)).json().data.notifications;
    expect(notes[0]).toMatchObject({ url: `/orders/${order.id}`, body: expect.stringMatching(/running 10 minutes late\. Now ready by \d/) });
  });

  it('runs late at most 90 minutes in all', async () => {
    const { order } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    for (const minutes of [30, 30, 30]) expect((await send('POST', `/api/owner/orders/${order.id}/late`, owner, { minutes })).statusCode).toBe(200);
    const res = await send('POST', `/api/owner/orders/${order.id}/late`, owner, { minutes: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: { field: 'minutes' }, message: expect.stringMatching(/already 90 minutes late/) });
  });

  it('runs late only once accepted and before it is ready', async () => {
    const { order } = await placed();
    const res = await send('POST', `/api/owner/orders/${order.id}/late`, owner, { minutes: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is not accepted yet: only an accepted order can run late.');
  });

  it('refuses a lateness other than the offered steps', async () => {
    const { order } = await placed();
    await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt });
    const res = await send('POST', `/api/owner/orders/${order.id}/late`, owner, { minutes: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('minutes');
  });

  it('rejected with a reason tells the customer in their notifications', async () => {
    const { order, buyer } = await placed();
    const res = await send('POST', `/api/owner/orders/${order.id}/reject`, owner, { reason: 'Out of batter' });
    expect(res.json().data.order).toMatchObject({ status: 'rejected', rejectReason: 'Out of batter' });
    await ctx.app.background.drain();
    const notes = (await send('GET', '/api/me/notifications', buyer)).json().data.notifications;
    expect(notes[0]).toMatchObject({ kind: 'order', url: `/orders/${order.id}`, body: expect.stringContaining('Out of batter') });
  });
});

describe('who sees an order', () => {
  async function placed() {
    const { truck, dosa, slot, buyer } = await setUp();
    const order = (await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slot })).json().data.order as { id: string; pickupAt: string };
    return { order, buyer };
  }

  it('another customer can neither read nor cancel it (404)', async () => {
    const { order } = await placed();
    const stranger = await customer();
    expect((await send('GET', `/api/orders/${order.id}`, stranger)).statusCode).toBe(404);
    expect((await send('POST', `/api/orders/${order.id}/cancel`, stranger)).json().code).toBe('ORDER_NOT_FOUND');
  });

  it('another owner can neither see nor act on it (404)', async () => {
    const { order } = await placed();
    expect((await send('GET', `/api/orders/${order.id}`, otherOwner)).statusCode).toBe(404);
    for (const [action, body] of [['accept', { readyBy: order.pickupAt }], ['reject', { reason: 'No' }], ['ready', undefined], ['picked-up', { code: '0000' }]] as const) {
      const res = await send('POST', `/api/owner/orders/${order.id}/${action}`, otherOwner, body);
      expect(res.statusCode, action).toBe(404);
    }
    expect((await send('GET', '/api/owner/orders', otherOwner)).json().data.orders.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });

  it('a customer cannot use the owner’s actions (403)', async () => {
    const { order, buyer } = await placed();
    expect((await send('POST', `/api/owner/orders/${order.id}/ready`, buyer)).statusCode).toBe(403);
  });

  it('the owner’s queue lists it with today’s figures', async () => {
    const { order } = await placed();
    const data = (await send('GET', '/api/owner/orders', owner)).json().data;
    expect(data.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(data.today.orders).toBeGreaterThanOrEqual(1);
  });

  it('the customer’s history lists it', async () => {
    const { order, buyer } = await placed();
    const data = (await send('GET', '/api/me/orders', buyer)).json().data;
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });
});

describe('order analytics', () => {
  it('counts orders placed, the revenue of those handed over, time to ready and the top dishes', async () => {
    const { truck, dosa, chai, slot, buyer } = await setUp();
    const first = (await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 2 }, { menuItemId: chai.id, quantity: 1 }], pickupAt: slot })).json().data.order;
    await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: chai.id, quantity: 1 }], pickupAt: slot });
    await send('POST', `/api/owner/orders/${first.id}/accept`, owner, { readyBy: first.pickupAt });
    await send('POST', `/api/owner/orders/${first.id}/ready`, owner);
    await send('POST', `/api/owner/orders/${first.id}/picked-up`, owner, { code: first.pickupCode });
    const analytics = (await send('GET', `/api/owner/analytics?truckId=${truck.id}&period=7`, owner)).json().data;
    expect(analytics.totals).toMatchObject({ orders: 2, revenue: 200 });
    expect(analytics.daily.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(2);
    expect(analytics.averageMinutesToReady).toBeGreaterThanOrEqual(0);
    expect(analytics.topDishes).toEqual([{ name: 'Masala Dosa', quantity: 2, revenue: 180 }, { name: 'Cutting Chai', quantity: 1, revenue: 20 }]);
  });
});
