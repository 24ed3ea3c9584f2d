import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { bearer, openTestDatabase, testConfig } from '../helpers.js';
import { openStream } from '../live/sse-client.js';
import { session } from '../owner/owner-helpers.js';
import { pickupSlots, placeOrder, truckTakingOrders } from './order-helpers.js';

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('orders live across instances, through the database', () => {
  it('an order placed on instance A reaches the owner’s stream on instance B within a second, and its acceptance the customer’s', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const instances: Array<{ app: App; url: string }> = [];
    // One secret for both, as instances behind one address share it: a session works on either.
    const config = testConfig();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, db: database.db, webDir: '/nonexistent' });
      cleanups.push(() => app.close());
      instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const owner = await session(a.app, database.db, 'owner', 'Owner');
    const buyer = await session(a.app, database.db, 'user', 'Customer');
    const { truck, dosa } = await truckTakingOrders(a.app, owner);
    const { slots } = await pickupSlots(a.app, truck.id);

    const ownerStream = await openStream(`${b.url}/api/me/live`, bearer(owner.token));
    cleanups.push(() => ownerStream.close());
    expect(ownerStream.status).toBe(200);
    const customerStream = await openStream(`${b.url}/api/me/live`, bearer(buyer.token));
    cleanups.push(() => customerStream.close());
    const placed = await placeOrder(a.app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slots[0]!.at });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; pickupAt: string };
    const seen = await ownerStream.next((e) => e.event === 'order', 1000);
    expect(seen.data).toEqual({ orderId: order.id, status: 'placed' });

    await a.app.inject({ method: 'POST', url: `/api/owner/orders/${order.id}/accept`, payload: { readyBy: order.pickupAt }, headers: bearer(owner.token) });
    const told = await customerStream.next((e) => e.event === 'order' && e.data.status === 'accepted', 1000);
    expect(told.data).toEqual({ orderId: order.id, status: 'accepted' });
  });
});
